"""Ordering players: the scheme's components first, then a configurable chain of tie-breaks.

A tie-break only looks at the players still level. Head-to-head counts, among those players only,
each meeting at a table as 1 for finishing ahead, 1/2 for finishing level. The lot is a number
drawn from the tournament's seed and the player's id, so the same file always draws the same way.
Players level after the whole chain share the place (1, 1, 3).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tourney.language import say
from tourney.tournament.ranking_schemes import Scheme
from tourney.tournament.standings_input import StandingsError
from tourney.tournament.standings_tally import Tally

CRITERIA = {
    "table_points": "table points",
    "total_score": "total score",
    "rank_points": "rank points",
    "best_game": "best single game",
    "head_to_head": "head-to-head",
    "firsts": "number of first places",
    "lot": "lot",
}
DEFAULT_CHAIN = ("table_points", "total_score", "best_game", "head_to_head", "firsts", "lot")
_LOWEST = Fraction(-10) ** 30  # stands for "no game played" in best single game


def _or_lowest(value: Fraction | int | None) -> Fraction | int:
    return _LOWEST if value is None else value


@dataclass(frozen=True, slots=True)
class TieBreaks:
    """The chain of tie-breaks, in order."""

    criteria: tuple[str, ...] = DEFAULT_CHAIN

    def effective(self, scheme: Scheme) -> tuple[str, ...]:
        """The tie-breaks that come after the scheme's own components."""
        return tuple(c for c in self.criteria if c not in scheme.keys)

    def sentence(self, scheme: Scheme) -> str:
        """One sentence printed under the standings."""
        level = " and ".join(CRITERIA[k] for k in scheme.keys)
        rest = [c for c in self.effective(scheme) if c != "lot"]
        names = ", then ".join(CRITERIA[c] for c in rest)
        if "lot" in self.criteria:
            tail = (f"by {names}, then by drawing lots" if names else "by drawing lots")
            return f"Players level on {level} are separated {tail}."
        if not names:
            return f"Players level on {level} share the place."
        return f"Players level on {level} are separated by {names}; players still level share the place."


def tie_breaks_from_config(names: Sequence[str] | None) -> TieBreaks:
    """The chain named by ``names`` (None: the default chain), checked."""
    if names is None:
        return TieBreaks()
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise StandingsError("bad_tie_break", say("the tie-breaks must be a list of names"))
    for name in names:
        if name not in CRITERIA:
            raise StandingsError("bad_tie_break", say("unknown tie-break {name!r} (known: {known})",
                                                      name=name, known=", ".join(CRITERIA)))
    if len(set(names)) != len(names):
        raise StandingsError("bad_tie_break", say("a tie-break is named twice"))
    if "lot" in names and names[-1] != "lot":
        raise StandingsError("bad_tie_break",
                             say("the lot must be the last tie-break: nothing follows a draw"))
    return TieBreaks(tuple(names))


def lot_number(seed: str, player_id: int) -> int:
    """The player's lot: a number from 0 to 999999, the same for the same tournament and player."""
    digest = hashlib.sha256(f"{seed}:{player_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 1_000_000


def _head_to_head(tally: Tally, group: set[int], places: dict[tuple[int, int], tuple[int, int]]) -> Fraction:
    won = Fraction(0)
    for game in tally.games:
        for other in game.opponents:
            if other not in group:
                continue
            other_place = places[(game.round, other)][1]
            won += 1 if game.place < other_place else Fraction(1, 2) if game.place == other_place else 0
    return won


def criterion_value(name: str, tally: Tally, group: set[int], seed: str,
                    places: dict[tuple[int, int], tuple[int, int]]) -> Fraction | int | None:
    """The value the criterion gives this player within the level group (higher is better)."""
    if name == "head_to_head":
        return _head_to_head(tally, group, places)
    if name == "lot":
        return lot_number(seed, tally.id)
    return tally.component(name)


@dataclass(frozen=True, slots=True)
class Placing:
    """A player's rank, how many share it, and the tie-break values that were looked at."""

    tally: Tally
    rank: int
    shared: int
    tie_breaks: dict[str, Fraction | int | None]


def order(tallies: Sequence[Tally], scheme: Scheme, chain: TieBreaks, seed: str,
          places: dict[tuple[int, int], tuple[int, int]]) -> list[Placing]:
    """The players in ranking order, each with his rank."""
    criteria = scheme.keys + chain.effective(scheme)
    out: list[Placing] = []

    def split(group: list[Tally], depth: int, used: dict[int, dict[str, Fraction | int | None]]) -> None:
        if len(group) == 1 or depth == len(criteria):
            rank = len(out) + 1
            out.extend(Placing(t, rank, len(group), used.get(t.id, {})) for t in group)
            return
        name = criteria[depth]
        ids = {t.id for t in group}
        values = {t.id: criterion_value(name, t, ids, seed, places) for t in group}
        if depth >= len(scheme.keys):
            used = {t.id: {**used.get(t.id, {}), name: values[t.id]} for t in group}
        keyed = sorted(group, key=lambda t: _or_lowest(values[t.id]), reverse=True)
        start = 0
        for end in range(1, len(keyed) + 1):
            if end == len(keyed) or values[keyed[end].id] != values[keyed[start].id]:
                split(keyed[start:end], depth + 1, used)
                start = end

    split(list(tallies), 0, {})
    return out
