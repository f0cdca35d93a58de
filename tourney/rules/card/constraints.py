"""The ``where`` lines of a card hand: what its rank variables may be.

Forms (``x`` and ``y`` are rank variables of the hand, ``k`` a number):
``x odd``, ``x even``, ``x in 1..5``, ``x in 3,6,9``, ``x != y``, ``x < y``, ``x <= y``,
``x = y+k`` (also with ``-k``). A variable's own offsets (``x+4``) already keep it in 1-9.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, field

_UNARY = re.compile(r"([a-z])\s+(odd|even|in)\s*(.*)")
_BINARY = re.compile(r"([a-z])\s*(!=|<=|<|=)\s*([a-z])\s*(?:([+-])\s*([0-9]))?")
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "!=": operator.ne, "<": operator.lt, "<=": operator.le, "=": operator.eq,
}
_HELP = "write x odd, x even, x in 1..5, x in 3,6,9, x != y, x < y, x <= y or x = y+1"


@dataclass(slots=True)
class RankRules:
    """Allowed values per variable and the tests that tie two variables together."""

    allowed: dict[str, set[int]] = field(default_factory=dict)
    ties: list[tuple[str, Callable[[int, int], bool], str, int]] = field(default_factory=list)

    def test(self, ranks: dict[str, int]) -> bool:
        return all(compare(ranks[a], ranks[b] + shift) for a, compare, b, shift in self.ties)


def _values(text: str, where: str) -> set[int]:
    text = text.strip()
    span = re.fullmatch(r"([1-9])\s*\.\.\s*([1-9])", text)
    if span:
        return set(range(int(span.group(1)), int(span.group(2)) + 1))
    if re.fullmatch(r"[1-9](\s*,\s*[1-9])*", text):
        return {int(v) for v in text.split(",")}
    raise ValueError(f'"{where}": after "in" give a span 1..5 or a list 3,6,9')


def parse_constraints(lines: list[str], ranks: set[str]) -> RankRules:
    """Read the ``where`` lines; ValueError names the first bad one."""
    rules = RankRules()
    for line in lines:
        unary = _UNARY.fullmatch(line.strip())
        binary = _BINARY.fullmatch(line.strip())
        named = (unary.group(1),) if unary else (binary.group(1), binary.group(3)) if binary else ()
        if not named:
            raise ValueError(f'"{line}" is not a constraint ({_HELP})')
        for var in named:
            if var not in ranks:
                raise ValueError(f'"{line}": {var} is not a rank variable of this hand '
                                 f"({', '.join(sorted(ranks)) or 'it has none'})")
        if unary:
            var, word, rest = unary.groups()
            if word != "in" and rest:
                raise ValueError(f'"{line}" is not a constraint ({_HELP})')
            values = _values(rest, line) if word == "in" else set(range(1 if word == "odd" else 2, 10, 2))
            rules.allowed[var] = rules.allowed.get(var, set(range(1, 10))) & values
        else:
            a, sign, b, plus, amount = binary.groups()  # type: ignore[union-attr]
            shift = int(amount or 0) * (-1 if plus == "-" else 1)
            rules.ties.append((a, _COMPARE[sign], b, shift))
    return rules
