"""What a table's totals-only sheet would record, shown before it is recorded.

The totals dialog and the phone's totals form ask this while the referee types: under most rulesets
the four net points and whether they balance; under a ruleset that scores the hanchan as a whole
(riichi) the final points as written on the sheet, the chombos, and the scores they become with uma
and oka (RI-G06–G09), so the referee sees the result before pressing Record.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tourney.errors import EngineError
from tourney.rules import get_ruleset
from tourney.services.reading import tournament as read_tournament
from tourney.services.results import scored_as_a_whole, totals_row
from tourney.store import Store


@dataclass(frozen=True)
class TotalsPreview:
    """The scores a totals-only sheet would record, and whether they would be final."""

    totals: dict[str, int]
    final: bool
    note: str


@dataclass(frozen=True)
class TotalsForm:
    """How the totals form of this tournament asks: net points, or final points and chombos."""

    final_points: bool  # riichi: the points on the sheet at the end, turned into scores with uma
    start: int  # each player's points at the start of the hanchan (0 when net points are asked)


def totals_form(store: Store) -> TotalsForm:
    """The form the tournament's ruleset wants for totals only."""
    info = read_tournament(store)
    if not scored_as_a_whole(info.ruleset):
        return TotalsForm(False, 0)
    try:
        options = get_ruleset(info.ruleset).resolve_options(info.options)
    except EngineError:
        options = {}
    return TotalsForm(True, int(options.get("start_points", 0) or 0))


def preview_totals(store: Store, round_number: int, table: int, scores: Any,
                   chombos: Any = None) -> TotalsPreview:
    """The totals :func:`record_totals` would write for these scores, without writing anything
    (a bad score or chombo is refused exactly as recording it would be)."""
    row = totals_row(store, round_number, table, scores, chombos)
    return TotalsPreview(json.loads(row["totals"]), row["status"] == "final", row["note"] or "")
