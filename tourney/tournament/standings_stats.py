"""The statistics a referee announces at the prize-giving: most hands won, highest hand, most self-drawn.

They read one :class:`DealSummary` per seat per stored deal (the services build them from each deal's
result); tables entered as totals only have no deals and add nothing. Players level share the title.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tourney.language import say


@dataclass(frozen=True, slots=True)
class DealSummary:
    """One player's part in one deal; ``score`` is his hand's score (not the payments)."""

    round: int
    table: int
    deal: int
    player_id: int
    won: bool
    self_drawn: bool = False
    score: int = 0
    arrangement: str = ""
    items: tuple[Mapping[str, Any], ...] = ()  # the rule items as ScoreItem.to_json gives them


@dataclass(frozen=True, slots=True)
class Statistic:
    """A title, its value and who holds it (several when level)."""

    title: str
    value: int
    leaders: tuple[int, ...]
    hands: tuple[DealSummary, ...] = ()  # for the highest hand: the hands that reached it

    def sentence(self, names: Mapping[int, str]) -> str:
        who = " and ".join(names.get(p, str(p)) for p in self.leaders)
        if not self.hands:
            each = " each" if len(self.leaders) > 1 else ""
            return f"{self.title}: {who}, {self.value}{each}."
        where = "; ".join(f"round {h.round}, table {h.table}, deal {h.deal}" for h in self.hands)
        return f"{self.title}: {who}, {self.value} points ({where})."

    def to_json(self) -> dict[str, Any]:
        hands = [{"round": h.round, "table": h.table, "deal": h.deal, "player_id": h.player_id,
                  "score": h.score, "arrangement": h.arrangement, "items": [dict(i) for i in h.items]}
                 for h in self.hands]
        return {"title": self.title, "value": self.value, "leaders": list(self.leaders), "hands": hands}


def _counted(summaries: Iterable[DealSummary], left_out: Collection[int]) -> list[DealSummary]:
    return [s for s in summaries if s.player_id not in left_out]


def _most(title: str, counts: Counter[int]) -> Statistic | None:
    if not counts:
        return None
    best = max(counts.values())
    return Statistic(title, best, tuple(sorted(p for p, n in counts.items() if n == best)))


def most_hands_won(summaries: Iterable[DealSummary], left_out: Collection[int] = ()) -> Statistic | None:
    """Who won the most hands (None when nobody won one)."""
    return _most(say("Most hands won"), Counter(s.player_id for s in _counted(summaries, left_out) if s.won))


def most_self_drawn(summaries: Iterable[DealSummary], left_out: Collection[int] = ()) -> Statistic | None:
    """Who won the most hands on a self-drawn tile."""
    return _most(say("Most self-drawn wins"),
                 Counter(s.player_id for s in _counted(summaries, left_out) if s.won and s.self_drawn))


def highest_hand(summaries: Iterable[DealSummary], left_out: Collection[int] = ()) -> Statistic | None:
    """The winning hand with the highest score, with its arrangement and rule items."""
    won = [s for s in _counted(summaries, left_out) if s.won]
    if not won:
        return None
    best = max(s.score for s in won)
    hands = tuple(sorted((s for s in won if s.score == best), key=lambda s: (s.round, s.table, s.deal)))
    leaders = tuple(dict.fromkeys(h.player_id for h in hands))
    return Statistic(say("Highest hand"), best, leaders, hands)


def referee_statistics(summaries: Iterable[DealSummary], left_out: Collection[int] = ()) -> list[Statistic]:
    """The three announcements, skipping those nobody holds; ``left_out``: players not eligible."""
    summaries = list(summaries)
    found = (most_hands_won(summaries, left_out), highest_hand(summaries, left_out),
             most_self_drawn(summaries, left_out))
    return [s for s in found if s is not None]
