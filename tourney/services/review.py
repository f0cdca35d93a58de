"""Looking at what a table's phone sent before approving it, and approving it corrected.

:func:`review_submission` gives a pending deal as the engine scores it after the table's sheet so far
(hands, winner, how it was won, the itemised score, the payments) with the other versions the
table's other phones sent of the same deal and the seats where they differ. :func:`approve_corrected`
writes the referee's corrected deal on the sheet and marks the submission approved in one action;
what the phone sent stays in the file as it was sent.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from tourney.language import say
from tourney.services.errors import ServiceError
from tourney.services.results import _at, _entry, _write_sheet
from tourney.services.submissions import (
    Submission,
    _approved_entries,
    _pending_one,
    _still_as_sent,
    _what,
    preview_deal,
    submission,
    submissions,
)
from tourney.store import Store
from tourney.tournament.model import WINDS
from tourney.tournament.sheet import SheetEntry


@dataclass(frozen=True, slots=True)
class SubmissionReview:
    """A pending deal as it would go on the sheet, and how the other phones' versions differ."""

    submission: Submission
    result: dict[str, Any]  # the engine's result JSON: seats (score, items), payments, net
    players: dict[str, str]  # deal seat wind -> table seat wind
    deal: dict[str, Any]  # the deal as completed for the sheet (ruleset, round wind, ...)
    others: tuple[Submission, ...] = ()  # other phones' versions of the same deal
    differences: frozenset[str] = field(default_factory=frozenset)  # the deal seat winds that differ


def _seat_of(entry: dict[str, Any], wind: str) -> dict[str, Any]:
    deal = entry.get("deal", entry) if "seats" not in entry else entry
    return (deal.get("seats") or {}).get(wind) or {}


def differing_seats(one: dict[str, Any], others: list[dict[str, Any]]) -> frozenset[str]:
    """The deal seat winds (E, S, W, N) whose hand, win or marks differ between the versions."""
    return frozenset(w for w in WINDS for other in others if _seat_of(one, w) != _seat_of(other, w))


def _other_versions(store: Store, found: Submission) -> list[Submission]:
    """What the table's other phones sent of the same deal and is not what ``found`` says."""
    same_deal = [s for s in submissions(store, found.round, found.table)
                 if s.kind == "deal" and s.number == found.number and s.id != found.id
                 and s.status in ("pending", "replaced")]
    return [s for s in same_deal if s.phone not in (found.phone, *found.confirmed_by)
            and s.entry != found.entry]


def review_submission(store: Store, submission_id: Any) -> SubmissionReview:
    """A pending deal scored after the table's sheet so far, with the other phones' versions."""
    found = submission(store, submission_id)
    if found.kind != "deal":
        raise ServiceError("not_a_deal", say("submission {number} holds totals, not a deal", number=found.id))
    preview = preview_deal(store, found.round, found.table, found.number, found.entry)
    others = _other_versions(store, found)
    return SubmissionReview(found, preview["result"], preview["players"], preview["deal"], tuple(others),
                            differing_seats(found.entry, [o.entry for o in others]))


def approve_corrected(store: Store, submission_id: Any, deal: Any, *, who: str | None = None) -> Submission:
    """Approve a pending deal with the referee's correction (``deal``, wrapped with ``east`` if need
    be, as :func:`~tourney.services.record_deals` takes it): one action, undone as one."""
    found = _pending_one(store, submission_id)
    if found.kind != "deal":
        raise ServiceError("not_a_deal", say("submission {number} holds totals, not a deal", number=found.id))
    entries, kind = _approved_entries(store, found.round, found.table)
    if kind == "totals" or found.number != len(entries) + 1:
        raise ServiceError("out_of_order", say("approve deal {next} of round {round}, table {table} first",
                                               next=len(entries) + 1, round=found.round, table=found.table))
    entry: SheetEntry = _entry(copy.deepcopy(deal), _at(found.round, found.table, found.number))
    with store.change("approve_corrected", say("Approve {what} as corrected by the referee",
                                               what=_what(found)),
                      {"submission": found.id, "deal": entry.deal, "east": entry.east_pinned},
                      who=who) as log:
        _still_as_sent(store, found)
        _write_sheet(store, log, found.round, found.table, [*entries, entry])
        log.update("submissions", found.id, {"status": "approved"})
    return submission(store, found.id)
