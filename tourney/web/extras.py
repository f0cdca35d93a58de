"""What some rulesets add to a seat on the phone form: Singapore's instant payments, dead hands, penalties,
riichi's han and fu and where its sticks went.

As in the desktop dialog (``gui/scoring_extras.py``) the immediate payments follow from the hand: the
preview lists the rows each seat's hand calls for (:func:`instant_rows`), keeping the phone's choices
(a bonus pair dealt, who discarded an exposed kong's tile), and scores the deal with them. The phone
then sends the rows it shows, so the deal is docs/notation.md's, checked by the same validators.
"""

from __future__ import annotations

from typing import Any

from tourney.errors import EngineError
from tourney.notation import parse_hand
from tourney.rules.registry import get_ruleset
from tourney.rules.singapore.instant import implied_instant
from tourney.tournament.model import WINDS
from tourney.web.words import item_name


def seat_fields(ruleset: str) -> frozenset[str]:
    """The optional seat keys the ruleset reads (``dead``, ``penalty``, ``instant``)."""
    try:
        return get_ruleset(ruleset).seat_fields
    except EngineError:
        return frozenset()


def _key(record: dict[str, Any]) -> tuple[str, str]:
    return record.get("kind", ""), str(record.get("pair") or record.get("set") or record.get("concealed", ""))


def _numbered(records: list[dict[str, Any]]) -> list[tuple[tuple[str, str, int], dict[str, Any]]]:
    seen: dict[tuple[str, str], int] = {}
    out = []
    for record in records:
        key = _key(record)
        seen[key] = seen.get(key, 0) + 1
        out.append(((*key, seen[key]), record))
    return out


def _merged(hand: str, wind: str, sent: Any) -> list[dict[str, Any]]:
    """The rows the hand calls for, with the choices the phone already made on the same rows."""
    try:
        implied = implied_instant(parse_hand(hand), wind)
    except EngineError:
        return []
    chosen = {key: record for key, record in _numbered([r for r in sent if isinstance(r, dict)])} \
        if isinstance(sent, list) else {}
    rows = []
    for key, record in _numbered(implied):
        before = chosen.get(key, {})
        row = dict(record)
        if record["kind"] == "kong" and not record["concealed"] and before.get("from") in WINDS:
            row["from"] = before["from"]
        elif "dealt" in record:
            row["dealt"] = bool(before.get("dealt"))
        rows.append(row)
    return rows


def instant_rows(deal: Any) -> dict[str, list[dict[str, Any]]]:
    """Fill each seat's "instant" from its hand (in place) and return the rows by seat wind."""
    seats = deal.get("seats") if isinstance(deal, dict) else None
    if not isinstance(seats, dict):
        return {}
    rows = {}
    for wind, seat in seats.items():
        if wind in WINDS and isinstance(seat, dict) and isinstance(seat.get("hand"), str):
            rows[wind] = _merged(seat["hand"], wind, seat.get("instant"))
            if rows[wind]:
                seat["instant"] = rows[wind]
            else:
                seat.pop("instant", None)
    return rows


def row_name(record: dict[str, Any], page: dict[str, str]) -> str:
    """The row's words on the phone."""
    kind = record["kind"]
    if kind == "kong":
        return page["concealed_kong"] if record["concealed"] else page["exposed_kong"]
    if kind == "animal_pair":
        return page[record["pair"]]
    if kind == "own_flower_season":
        return page["own_flower_season"]
    return page["complete_set"].format(set=page["set_" + record["set"]])


def several_winners(ruleset: str) -> bool:
    """Whether several seats may win on one discard (riichi EMA: yes; WRC: head bump)."""
    try:
        return bool(getattr(get_ruleset(ruleset), "multiple_winners", False))
    except EngineError:
        return False


def riichi_score(seat: dict[str, Any], page: dict[str, str], lang: str) -> dict[str, str]:
    """A riichi winner's han and fu, and the limit's name in the page's language (nothing for others)."""
    if not seat.get("han"):
        return {}
    limit = item_name(str(seat["limit_name"]), lang) if seat.get("limit_name") else ""
    return {"han_fu": page["han_fu"].format(han=seat["han"], fu=seat.get("fu", 0)), "limit": limit}


def sticks_lines(result: dict[str, Any], name: dict[str, str], page: dict[str, str]) -> list[str]:
    """Riichi: each seat's money to and from the table's sticks, and what stays for the next hand."""
    if "sticks" not in result:
        return []
    moved = ", ".join(f"{name[w]} {amount:+d}" for w in WINDS if (amount := result["sticks"].get(w, 0)))
    return [f"{page['sticks']}: {moved or '—'}",
            page["left_on_table"].format(n=result.get("riichi_sticks_after", 0))]
