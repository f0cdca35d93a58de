"""Where each round stands, in the referee's words, read from the tournament's plain values."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tourney.tournament.model import TournamentState

STATUSES = ("not drawn", "drawn", "playing", "results in", "closed")


@dataclass(frozen=True, slots=True)
class RoundProgress:
    number: int
    status: str  # one of STATUSES
    tables: int
    missing: tuple[int, ...]  # tables with no sheet yet
    unbalanced: tuple[int, ...]  # tables whose sheet does not balance


def round_progress(state: TournamentState, now: datetime | None = None) -> list[RoundProgress]:
    """Each round: not drawn, drawn, playing (started or some sheets in), results in (every sheet
    in), closed (every sheet final and the next round drawn, or the last round)."""
    now = now or datetime.now()
    drawn = {t.round for t in state.tables}
    out = []
    for rnd in state.rounds:
        numbers = [t.number for t in state.tables_of(rnd.number)]
        results = {r.table: r for r in state.results if r.round == rnd.number}
        missing = tuple(n for n in numbers if n not in results)
        unbalanced = tuple(sorted(n for n, r in results.items() if not r.final))
        if not numbers:
            status = "not drawn"
        elif missing:
            started = bool(results) or (rnd.starts_at is not None and rnd.starts_at <= now)
            status = "playing" if started else "drawn"
        elif unbalanced or not (rnd.number + 1 in drawn or rnd.number == len(state.rounds)):
            status = "results in"
        else:
            status = "closed"
        out.append(RoundProgress(rnd.number, status, len(numbers), missing, unbalanced))
    return out
