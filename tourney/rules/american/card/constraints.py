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

from tourney.language import Words, say

_UNARY = re.compile(r"([a-z])\s+(odd|even|in)\s*(.*)")
_BINARY = re.compile(r"([a-z])\s*(!=|<=|<|=)\s*([a-z])\s*(?:([+-])\s*([0-9]))?")
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "!=": operator.ne, "<": operator.lt, "<=": operator.le, "=": operator.eq,
}
_HELP = say("write x odd, x even, x in 1..5, x in 3,6,9, x != y, x < y, x <= y or x = y+1")


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
    raise ValueError(say('"{line}": after "in" give a span 1..5 or a list 3,6,9', line=where))


def _not_a_variable(line: str, var: str, ranks: set[str]) -> Words:
    if not ranks:
        return say('"{line}": {var} is not a rank variable of this hand (it has none)', line=line, var=var)
    return say('"{line}": {var} is not a rank variable of this hand ({ranks})', line=line, var=var,
               ranks=", ".join(sorted(ranks)))


def parse_constraints(lines: list[str], ranks: set[str]) -> RankRules:
    """Read the ``where`` lines; ValueError (its ``args[0]`` a sentence) names the first bad one."""
    rules = RankRules()
    for line in lines:
        unary = _UNARY.fullmatch(line.strip())
        binary = _BINARY.fullmatch(line.strip())
        named = (unary.group(1),) if unary else (binary.group(1), binary.group(3)) if binary else ()
        if not named:
            raise ValueError(say('"{line}" is not a constraint ({help})', line=line, help=_HELP))
        for var in named:
            if var not in ranks:
                raise ValueError(_not_a_variable(line, var, ranks))
        if unary:
            var, word, rest = unary.groups()
            if word != "in" and rest:
                raise ValueError(say('"{line}" is not a constraint ({help})', line=line, help=_HELP))
            values = _values(rest, line) if word == "in" else set(range(1 if word == "odd" else 2, 10, 2))
            rules.allowed[var] = rules.allowed.get(var, set(range(1, 10))) & values
        else:
            a, sign, b, plus, amount = binary.groups()  # type: ignore[union-attr]
            shift = int(amount or 0) * (-1 if plus == "-" else 1)
            rules.ties.append((a, _COMPARE[sign], b, shift))
    return rules
