"""A loaded card: its categories and hands, each hand with every concrete reading of its groups.

A :class:`CardHand` keeps the text the referee wrote (for messages) and its readings: (tile
index, size) tuples in pattern order, one per distinct assignment of its variables that the tiles
of a set can physically make (4 copies of each tile, 8 Flowers, at most 8 jokers, jokers only in
groups of three or more, AM-J01).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tourney.errors import EngineError
from tourney.language import Words, say
from tourney.rules.american.card.pattern import FLOWER, Reading

MAX_JOKERS = 8
JOKER_GROUP = 3  # the smallest group a joker may stand in (AM-J01)


def copies(tile: int) -> int:
    """How many of a tile a set holds: 8 Flowers (AM-G02), 4 of everything else."""
    return 8 if tile == FLOWER else 4


def feasible(reading: Reading) -> bool:
    """Whether real tiles and jokers can make this reading (jokers never in singles or pairs)."""
    small: dict[int, int] = {}
    total: dict[int, int] = {}
    for tile, size in reading:
        total[tile] = total.get(tile, 0) + size
        if size < JOKER_GROUP:
            small[tile] = small.get(tile, 0) + size
    if any(n > copies(t) for t, n in small.items()):
        return False
    return sum(max(0, n - copies(t)) for t, n in total.items()) <= MAX_JOKERS


@dataclass(frozen=True, slots=True)
class Category:
    id: str
    name: str
    line: int = 0


@dataclass(frozen=True, slots=True)
class CardHand:
    """One hand of the card. ``rule`` is the rule id its scores name (``AM-H03`` for ``AM-H03/literal``)."""

    id: str
    category: str
    value: int
    concealed: bool
    patterns: tuple[str, ...]  # the full text of each alternative
    readings: tuple[Reading, ...] = ()
    enabled: bool = True
    reason: str = ""
    name: str = ""
    note: str = ""
    line: int = 0

    @property
    def rule(self) -> str:
        return self.id.split("/", 1)[0]

    @property
    def singles_and_pairs(self) -> bool:
        """A hand made only of singles and pairs: never jokers, no jokerless double (AM-P07)."""
        return bool(self.readings) and all(size < JOKER_GROUP for _, size in self.readings[0])

    @property
    def kind(self) -> str:
        return "concealed" if self.concealed else "exposed allowed"

    def describe(self) -> str:
        text = self.patterns[0] if len(self.patterns) == 1 else " | ".join(self.patterns)
        return f"{self.id} ({text}; {self.kind}; {self.value})"


@dataclass(frozen=True, slots=True)
class Card:
    name: str
    year: int | None
    categories: tuple[Category, ...]
    hands: tuple[CardHand, ...]
    source: str = ""
    _by_id: dict[str, CardHand] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._by_id.update({h.id: h for h in self.hands})

    def hand(self, hand_id: str) -> CardHand | None:
        return self._by_id.get(hand_id)

    @property
    def enabled(self) -> tuple[CardHand, ...]:
        return tuple(h for h in self.hands if h.enabled)

    @property
    def disabled(self) -> tuple[CardHand, ...]:
        return tuple(h for h in self.hands if not h.enabled)


@dataclass(frozen=True, slots=True)
class Problem:
    line: int
    message: str  # a sentence made with ``say``

    def __str__(self) -> str:
        if not self.line:
            return self.message
        return say("line {line}: {message}", line=self.line, message=self.message)

    def listed(self, source: str) -> Words:
        """The problem as one indented line of the card's error list."""
        if self.line:
            return say("  {source}:{line}: {message}", source=source, line=self.line, message=self.message)
        return say("  {source}: {message}", source=source, message=self.message)


def _one_per_line(lines: list[Words]) -> Words | str:
    """Lines joined by newlines, each kept as a sentence of its own (so each is translated)."""
    if not lines:
        return ""
    joined = lines[0]
    for line in lines[1:]:
        joined = say("{above}\n{line}", above=joined, line=line)
    return joined


class CardError(EngineError):
    """A card file that cannot be used; ``problems`` lists every error with its line."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        count = say("1 error") if len(problems) == 1 else say("{count} errors", count=len(problems))
        lines = _one_per_line([p.listed(source) for p in problems])
        super().__init__("bad_card", say("card {source} has {count}:\n{lines}", source=source, count=count,
                                         lines=lines))
        self.source = source
        self.problems = problems
