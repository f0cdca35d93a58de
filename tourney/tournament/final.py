"""The cut to a final: who sits where in the final's rounds, what score the finalists carry, and the
standings with the final's ranking above the rest.

Pure arithmetic: the services read the file and call these.

- Seating: the finalists, in their order of standing, fill the final's tables by a *pattern*; the
  default is the snake (rows of places dealt to the tables left to right, then right to left):
  eight players at two tables of four sit 1-4-5-8 and 2-3-6-7. A pattern is written as places
  joined by ``-``, tables separated by ``/``.
- Carry: ``keep`` the score at the cut, ``half`` of it, or ``none``. Half is taken of every component
  the ranking counts and rounded to the nearest whole point, an exact half up (toward the higher
  score): 37 carries 19, -37 carries -18, 2.5 carries 1.
- Standings: the finalists rank first, by what they carry plus what they scored in the final's
  rounds, component by component as the scheme orders them; level players keep the order of the
  cut. Everybody else follows in the order of the ordinary standings.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from tourney.language import Words, say
from tourney.tournament.standings import StandingRow, Standings
from tourney.tournament.standings_input import StandingsError

CARRIES = ("keep", "half", "none")
OTHERS = ("consolation", "stop")
Number = Fraction | int


class FinalError(StandingsError):
    """A final that cannot be cut or seated as asked."""


@dataclass(frozen=True, slots=True)
class Final:
    """A cut: after round ``after_round`` the ``finalists`` (best first) play on among themselves."""

    after_round: int
    finalists: tuple[int, ...]
    carry: str = "keep"
    others: str = "stop"
    table_size: int = 4
    pattern: tuple[tuple[int, ...], ...] = ()

    @property
    def size(self) -> int:
        return len(self.finalists)

    def note(self) -> Words:
        """The sentence written under the standings."""
        carry = {"keep": say("keeping their score"), "half": say(
            "carrying half their score (rounded to the nearest whole point, an exact half up)"),
            "none": say("starting again from nothing")}[self.carry]
        return say("The final: the top {count} after round {round} play on among themselves, {carry}, and "
                   "rank above everyone else.", count=self.size, round=self.after_round, carry=carry)


def table_size_for(count: int, available: int) -> int:
    """The size of the final's tables for ``count`` finalists out of ``available`` players: 4 when the
    count is a multiple of 4, else 3 when it is a multiple of 3; refused otherwise."""
    if isinstance(count, bool) or not isinstance(count, int) or count < 3 or (count % 4 and count % 3):
        raise FinalError("bad_final_size", say(
            "--top {count}: a final needs a multiple of 4 players (or of 3 at tables of three)", count=count))
    if count > available:
        raise FinalError("bad_final_size", say(
            "--top {count}: only {available} players can play the final", count=count, available=available))
    return 4 if count % 4 == 0 else 3


def snake(count: int, table_size: int = 4) -> tuple[tuple[int, ...], ...]:
    """The places (1 = best) at each table: rows of places dealt left to right, then right to left."""
    tables = count // table_size
    seats: list[list[int]] = [[] for _ in range(tables)]
    for row in range(table_size):
        order = range(tables) if row % 2 == 0 else range(tables - 1, -1, -1)
        for step, table in enumerate(order):
            seats[table].append(row * tables + step + 1)
    return tuple(tuple(table) for table in seats)


def parse_pattern(text: str, count: int, table_size: int) -> tuple[tuple[int, ...], ...]:
    """A pattern such as ``1-4-5-8/2-3-6-7``: every place from 1 to ``count`` once, whole tables."""
    try:
        tables = tuple(tuple(int(p) for p in part.split("-")) for part in text.replace(" ", "").split("/"))
    except ValueError:
        raise FinalError("bad_pattern", say(
            "--pattern {text!r}: write the places of each table joined by - and the tables separated by /, "
            "e.g. 1-4-5-8/2-3-6-7", text=text)) from None
    places = sorted(p for table in tables for p in table)
    if places != list(range(1, count + 1)) or any(len(t) != table_size for t in tables):
        raise FinalError("bad_pattern", say(
            "--pattern {text!r}: it must seat places 1 to {count} once each at tables of {size}",
            text=text, count=count, size=table_size))
    return tables


def seating_order(order: Sequence[int], pattern: Sequence[Sequence[int]]) -> list[int]:
    """The players of ``order`` (best first) listed table by table as ``pattern`` seats them."""
    return [order[place - 1] for table in pattern for place in table]


def carried(value: Number, carry: str) -> Number:
    """What a finalist carries of one component of his score at the cut."""
    if carry == "keep":
        return value
    if carry == "none":
        return 0
    return math.floor(Fraction(value) / 2 + Fraction(1, 2))


def final_standings(after: Standings, cut: Standings, final_only: Standings | None,
                    final: Final) -> Standings:
    """``after`` (the ordinary standings) with the finalists ranked first as the final counts them."""
    keys = after.scheme.keys
    cut_place = {p: i for i, p in enumerate(final.finalists)}
    played = {r.player.id: r for r in final_only.rows} if final_only is not None else {}
    finalists: list[tuple[tuple[Number, ...], int, StandingRow]] = []
    for pid in final.finalists:
        at_cut = cut.row(pid).components
        carry = {k: carried(at_cut[k], final.carry) for k in keys}
        later = played[pid].components if pid in played else {}
        values = {k: carry[k] + later.get(k, 0) for k in keys}
        row = replace(after.row(pid), components=values, tie_breaks={}, final=True, carried=carry)
        row = _shown(row, values)
        finalists.append((tuple(values[k] for k in keys), cut_place[pid], row))
    finalists.sort(key=lambda item: (tuple(-v for v in item[0]), item[1]))
    rows = [replace(row, rank=i + 1, shared=False) for i, (_, _, row) in enumerate(finalists)]
    rest = [r for r in after.rows if r.player.id not in cut_place]
    rank, top = 0, len(rows)
    for i, row in enumerate(rest):
        if i == 0 or row.rank != rest[i - 1].rank:
            rank = top + i + 1
        rows.append(replace(row, rank=rank))
    counts = Counter(r.rank for r in rows)
    rows = [replace(r, shared=counts[r.rank] > 1) for r in rows]
    return replace(after, rows=tuple(rows), notes=(*after.notes, final.note()))


def _shown(row: StandingRow, values: dict[str, Number]) -> StandingRow:
    """The row's own figures (what the board and the window show) as the final counts them."""
    if "table_points" in values:
        row = replace(row, table_points=Fraction(values["table_points"]))
    if "total_score" in values:
        row = replace(row, total_score=int(values["total_score"]))
    if "rank_points" in values:
        row = replace(row, rank_points=Fraction(values["rank_points"]))
    return row


__all__ = [
    "CARRIES",
    "OTHERS",
    "Final",
    "FinalError",
    "carried",
    "final_standings",
    "parse_pattern",
    "seating_order",
    "snake",
    "table_size_for",
]
