"""Table results: deals scored by the engine, totals only, corrections, and penalties.

A table's sheet is stored per table seat; every deal keeps the JSON the referee entered (plus what
was filled in) and the engine's result, so a correction re-derives every score from the hands.
The table check: where the ruleset is zero-sum the seats' net points must sum to zero; a sheet that
does not is stored as ``unbalanced`` and reported, never as final.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tourney.errors import EngineError
from tourney.language import Words, say, stored
from tourney.rules import get_ruleset
from tourney.rules.flow import starting_score
from tourney.rules.ruleset import Ruleset
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import player as read_player
from tourney.services.reading import round_info, table_result
from tourney.services.reading import tables as read_tables
from tourney.services.reading import tournament as read_tournament
from tourney.store import Changes, Store
from tourney.tournament.model import WINDS, Penalty, TableResult
from tourney.tournament.sheet import SheetEntry, SheetError, score_sheet, sheet_totals


@dataclass(frozen=True, slots=True)
class TableCheck:
    """Whether a table's sheet balances, and what to tell the referee if not."""

    balanced: bool
    total: int
    message: str


def _zero_sum(ruleset_id: str) -> bool:
    try:
        return bool(getattr(get_ruleset(ruleset_id), "zero_sum", True))
    except EngineError:
        return True


def check_totals(ruleset_id: str, totals: dict[str, int]) -> TableCheck:
    total = sum(totals.values())
    if total == 0 or not _zero_sum(ruleset_id):
        return TableCheck(True, total, "")
    if len(totals) == 3:
        return TableCheck(False, total, say("the three scores add up to {total:+d}, not 0: check the sheet",
                                            total=total))
    return TableCheck(False, total, say("the four scores add up to {total:+d}, not 0: check the sheet",
                                        total=total))


def _seated(store: Store, round_number: int, table: Any) -> None:
    round_info(store, round_number)
    if isinstance(table, int) and store.query(  # the common case in one small query (every phone send)
            "SELECT 1 FROM seats WHERE round = ? AND table_no = ? LIMIT 1", [round_number, table]):
        return
    numbers = [t.number for t in read_tables(store, round_number)]
    if not numbers:
        store.confirm_none("seats", "round = ?", [round_number])  # a damaged index is not "no seating"
        raise ServiceError("not_seated", say("round {round} has no seating yet; draw it first",
                                             round=round_number))
    if table not in numbers:
        raise ServiceError("no_table", say("round {round} has no table {table!r} (tables 1 to {last})",
                                           round=round_number, table=table, last=max(numbers)))


def _at(round_number: int, table: int, deal: int | None = None) -> Words:
    """Where on the sheets a deal is (said before what is wrong with it)."""
    if deal is None:
        return say("round {round}, table {table}", round=round_number, table=table)
    return say("round {round}, table {table}, deal {deal}", round=round_number, table=table, deal=deal)


def _check_deal_number(round_number: int, table: int, number: Any, count: int) -> None:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= count:
        raise ServiceError("no_deal", say("round {round}, table {table} has deals 1 to {count}, "
                                          "not {number!r}", round=round_number, table=table, count=count,
                                          number=number))


def _current(store: Store, round_number: int, table: int) -> dict[str, Any] | None:
    rows = store.query("SELECT * FROM table_results WHERE round = ? AND table_no = ?", [round_number, table])
    return rows[0] if rows else None


def _result(store: Store, round_number: int, table: int) -> TableResult:
    found = table_result(store, round_number, table)
    assert found is not None, "called right after the sheet was written"
    return found


def _entry(item: Any, where: str) -> SheetEntry:
    if isinstance(item, dict) and "deal" in item and "seats" not in item:
        unknown = set(item) - {"deal", "east"}
        if unknown:
            raise ServiceError("bad_deal", say("{where}: unknown field {field!r} beside the deal",
                                               where=where, field=sorted(unknown)[0]))
        return SheetEntry(item["deal"], item.get("east"))
    if not isinstance(item, dict):
        raise ServiceError("bad_deal", say("{where}: a deal is a JSON object, not {kind}", where=where,
                                           kind=type(item).__name__))
    return SheetEntry(item)


def _stored_entries(store: Store, result_id: int | None) -> list[SheetEntry]:
    if result_id is None:
        return []
    return [SheetEntry(json.loads(r["deal"]), r["east_pinned"], tuple(json.loads(r["filled"])))
            for r in store.query("SELECT * FROM deals WHERE result_id = ? ORDER BY number", [result_id])]


def _write_sheet(store: Store, log: Changes, round_number: int, table: int,
                 entries: list[SheetEntry]) -> None:
    info = read_tournament(store)
    if info.hands_per_round and len(entries) > info.hands_per_round:
        raise ServiceError("too_many_deals", say("round {round}, table {table}: {count} deals, but a round "
                                                 "has {hands} hands", round=round_number, table=table,
                                                 count=len(entries), hands=info.hands_per_round))
    try:
        players = seats_at(store, round_number, table)
        records = score_sheet(info.ruleset, info.options, info.rotation, entries,
                              _at(round_number, table), players)
    except SheetError as error:
        raise ServiceError(error.code, error.message) from error
    totals = sheet_totals(records, players)
    check = check_totals(info.ruleset, totals)
    row = {"round": round_number, "table_no": table, "kind": "deals",
           "status": "final" if check.balanced else "unbalanced", "totals": json.dumps(totals),
           "note": check.message, "note_words": stored(check.message)}
    current = _current(store, round_number, table)
    if current is None:
        result_id = log.insert("table_results", row)
        old: dict[int, int] = {}
    else:
        result_id = current["id"]
        log.update("table_results", result_id, row)
        old = {r["number"]: r["id"] for r in store.query("SELECT id, number FROM deals WHERE result_id = ?",
                                                          [result_id])}
    for record in records:
        fields = {"result_id": result_id, "number": record.number,
                  "deal": json.dumps(record.deal, ensure_ascii=False),
                  "result": json.dumps(record.result, ensure_ascii=False), "seats": json.dumps(record.seats),
                  "east_pinned": record.east_pinned, "filled": json.dumps(list(record.filled))}
        if record.number in old:
            log.update("deals", old.pop(record.number), fields)
        else:
            log.insert("deals", fields)
    for deal_id in old.values():
        log.delete("deals", deal_id)


def seating_of(store: Store, round_number: int, table: int) -> tuple[tuple[str, int], ...]:
    """Who sits where at a table (wind, player id): what a caller saw, to be checked when it writes."""
    return tuple((row["wind"], row["player_id"]) for row in store.query(
        "SELECT wind, player_id FROM seats WHERE round = ? AND table_no = ? ORDER BY wind",
        [round_number, table]))


def _still_seated(store: Store, round_number: int, table: int, seen: tuple[tuple[str, int], ...]) -> None:
    """Inside the writing transaction: the table is seated as the caller saw it (never credit deals
    written for one draw to the players of another)."""
    if seating_of(store, round_number, table) != tuple(tuple(seat) for seat in seen):
        raise ServiceError("redrawn", say("round {round}, table {table} was drawn again since these deals "
                                          "were written for it; nothing was recorded: check them against "
                                          "the new seating", round=round_number, table=table))


def record_deals(store: Store, round_number: int, table: int, deals: Any, *,
                 replace: bool = False, seating: Any = None) -> TableResult:
    """Add deals (one deal, or a list in playing order) to a table's sheet; ``replace``: start over.

    A deal may be wrapped as ``{"deal": {...}, "east": "S"}`` to say which table seat was East when
    the game did not follow the rotation. ``seating`` (see :func:`seating_of`) is the table as the
    caller saw it: a table drawn again meanwhile is refused.
    """
    _seated(store, round_number, table)
    seen = seating_of(store, round_number, table) if seating is None else seating
    items = deals if isinstance(deals, list) else [deals]
    if not items:
        raise ServiceError("missing_value", say("no deals to record"))
    current = _current(store, round_number, table)
    if current and current["kind"] == "totals" and not replace:
        raise ServiceError("has_totals", say("round {round}, table {table} has totals only; record its deals "
                                             "with replace to put them in their place", round=round_number,
                                             table=table))
    kept = [] if replace or current is None else _stored_entries(store, current["id"])
    start = len(kept) + 1
    new = [_entry(item, _at(round_number, table, start + i)) for i, item in enumerate(items)]
    with store.change("record_deals", say("Record {count} deal(s) at round {round}, table {table}",
                                          count=len(new), round=round_number, table=table),
                      {"round": round_number, "table": table, "deals": [e.deal for e in new],
                       "replace": replace}) as log:
        _still_seated(store, round_number, table, seen)
        if replace and current is not None:
            for row in store.query("SELECT id FROM deals WHERE result_id = ?", [current["id"]]):
                log.delete("deals", row["id"])
        _write_sheet(store, log, round_number, table, kept + new)
    return _result(store, round_number, table)


def _sheet_of_deals(store: Store, round_number: int, table: int) -> dict[str, Any]:
    _seated(store, round_number, table)
    current = _current(store, round_number, table)
    if current is None or current["kind"] != "deals":
        raise ServiceError("no_deals", say("round {round}, table {table} has no deals recorded",
                                           round=round_number, table=table))
    return current


def correct_deal(store: Store, round_number: int, table: int, number: int, deal: Any) -> TableResult:
    """Replace deal ``number`` of a table's sheet and re-derive every score from the stored hands."""
    current = _sheet_of_deals(store, round_number, table)
    entries = _stored_entries(store, current["id"])
    _check_deal_number(round_number, table, number, len(entries))
    entries[number - 1] = _entry(deal, _at(round_number, table, number))
    with store.change("correct_deal", say("Correct deal {number} at round {round}, table {table}",
                                          number=number, round=round_number, table=table),
                      {"round": round_number, "table": table, "number": number,
                       "deal": entries[number - 1].deal}) as log:
        _write_sheet(store, log, round_number, table, entries)
    return _result(store, round_number, table)


def remove_deal(store: Store, round_number: int, table: int, number: int) -> TableResult | None:
    """Take a deal entered by mistake off a table's sheet (the rest is re-derived)."""
    current = _sheet_of_deals(store, round_number, table)
    entries = _stored_entries(store, current["id"])
    _check_deal_number(round_number, table, number, len(entries))
    del entries[number - 1]
    with store.change("remove_deal", say("Remove deal {number} at round {round}, table {table}",
                                         number=number, round=round_number, table=table),
                      {"round": round_number, "table": table, "number": number}) as log:
        if entries:
            _write_sheet(store, log, round_number, table, entries)
        else:
            for row in store.query("SELECT id FROM deals WHERE result_id = ?", [current["id"]]):
                log.delete("deals", row["id"])
            log.delete("table_results", current["id"])
    return _result(store, round_number, table) if entries else None


def rescore_table(store: Store, round_number: int, table: int) -> TableResult:
    """Re-derive every score of a table from its stored hands (after a rules fix, say)."""
    current = _sheet_of_deals(store, round_number, table)
    entries = _stored_entries(store, current["id"])
    with store.change("rescore_table", say("Rescore round {round}, table {table}", round=round_number,
                                           table=table),
                      {"round": round_number, "table": table}) as log:
        _write_sheet(store, log, round_number, table, entries)
    return _result(store, round_number, table)


def _scores(scores: Any, seats: int = 4) -> dict[str, int]:
    """The scores of a table's ``seats`` seats (3: a table of three, North empty) by seat wind."""
    winds = WINDS[:seats]
    if isinstance(scores, dict):
        if sorted(scores) != sorted(winds):
            if seats == 3:
                raise ServiceError("bad_scores", say(
                    "give the scores of the three seats E, S and W (North is empty at a table of three)"))
            raise ServiceError("bad_scores", say("give the scores of the four seats E, S, W and N"))
        values = [scores[w] for w in winds]
    else:
        values = list(scores) if isinstance(scores, list | tuple) else [scores]
        if len(values) != seats:
            if seats == 3:
                raise ServiceError("bad_scores", say("give three scores (seats E, S, W), not {count}",
                                                     count=len(values)))
            raise ServiceError("bad_scores", say("give four scores (seats E, S, W, N), not {count}",
                                                 count=len(values)))
    return {w: validate.whole(v, say("the score of seat {seat}", seat=w), least=-10**9) or 0
            for w, v in zip(winds, values, strict=True)}


def seats_at(store: Store, round_number: int, table: int) -> int:
    """How many players a seated table has: 4, or 3 at a table of three."""
    seated = store.query("SELECT count(*) AS n FROM seats WHERE round = ? AND table_no = ?",
                         [round_number, table])[0]["n"]
    return seated or 4


def record_totals(store: Store, round_number: int, table: int, scores: Any, *,
                  replace: bool = False, chombos: Any = None) -> TableResult:
    """Record only the four totals of a table's sheet (seats E, S, W, N of the table).

    Final scores that include the ruleset's starting points (4 x 4,000 in FIMJ) are turned into net
    points; a ruleset that scores the game as a whole (riichi) turns the final points into the
    table's scores as its deals would (uma, oka, ``chombos``: table seat -> count, or a list of
    seats). A sheet that does not balance is stored as unbalanced and its note says why.
    """
    _seated(store, round_number, table)
    current = _current(store, round_number, table)
    if current and current["kind"] == "deals" and not replace:
        raise ServiceError("has_deals", say("round {round}, table {table} has its deals recorded; use "
                                            "replace to keep only totals", round=round_number, table=table))
    row = totals_row(store, round_number, table, scores, chombos)
    payload: dict[str, Any] = {"round": round_number, "table": table, "scores": json.loads(row["totals"])}
    if chombos:
        payload["chombo"] = chombos_at(chombos, seats_at(store, round_number, table))
    with store.change("record_totals", say("Record totals at round {round}, table {table}",
                                           round=round_number, table=table), payload) as log:
        write_totals(store, log, row)
    return _result(store, round_number, table)


def chombos_at(chombos: Any, seats: int = 4) -> dict[str, int]:
    """Chombos per table seat, given as ``{"S": 1}`` or as a list of seats (one chombo each)."""
    winds = WINDS[:seats]
    if not chombos:
        return {}
    if isinstance(chombos, list | tuple):
        counted: dict[str, int] = {}
        for seat in chombos:
            if seat not in winds:
                break
            counted[seat] = counted.get(seat, 0) + 1
        else:
            return counted
        return _bad_chombo(seat)
    if not isinstance(chombos, dict):
        return _bad_chombo(chombos)
    out = {}
    for seat, count in chombos.items():
        if seat not in winds:
            return _bad_chombo(seat)
        out[seat] = validate.whole(count, say("the chombos of seat {seat}", seat=seat), least=0, most=99) or 0
    return {seat: n for seat, n in out.items() if n}


def _bad_chombo(seat: Any) -> dict[str, int]:
    raise ServiceError("bad_chombo", say("a chombo is given by the table seat E, S, W or N, not {seat!r}",
                                         seat=seat))


def totals_row(store: Store, round_number: int, table: int, scores: Any,
               chombos: Any = None) -> dict[str, Any]:
    """The table_results row of a totals-only sheet: net points (less the starting points) and the check;
    under a ruleset that scores the game as a whole, its scores from the final points (riichi's uma)."""
    seats = seats_at(store, round_number, table)
    totals = _scores(scores, seats)
    info = read_tournament(store)
    chombo = chombos_at(chombos, seats)
    note = ""
    try:
        start = starting_score(info.ruleset)
    except EngineError:
        start = 0
    whole, problem = _whole_game(info.ruleset, info.options, totals, chombo)
    if chombo and whole is None and not problem:
        raise ServiceError("bad_chombo", say("{ruleset} takes no chombo off the final score: give it as a "
                                             "penalty", ruleset=info.ruleset))
    if start and abs(sum(totals.values()) - len(totals) * start) < abs(sum(totals.values())):
        totals = {w: v - start for w, v in totals.items()}
        note = say("final scores less the {start} starting points", start=start)
    check = check_totals(info.ruleset, totals)
    if whole is not None:
        totals, note = whole, say("final points turned into scores with uma and oka (RI-G06–G09)")
    status = "final" if check.balanced and not problem else "unbalanced"
    message = problem or check.message or note
    return {"round": round_number, "table_no": table, "kind": "totals", "status": status,
            "totals": json.dumps(totals), "note": message, "note_words": stored(message)}


def scored_as_a_whole(ruleset_id: str) -> bool:
    """Whether the ruleset turns a table's final points into its totals itself (riichi: uma and oka)."""
    try:
        ruleset = get_ruleset(ruleset_id)
    except EngineError:
        return False
    return type(ruleset).totals_from_points is not Ruleset.totals_from_points


def _whole_game(ruleset_id: str, options: dict[str, Any], points: dict[str, int],
                chombos: dict[str, int]) -> tuple[dict[str, int] | None, str]:
    """The ruleset's own totals from final points (riichi) or None, and the refusal if any."""
    try:
        ruleset = get_ruleset(ruleset_id)
    except EngineError:
        return None, ""
    try:
        return ruleset.totals_from_points(points, chombos, options), ""
    except EngineError as error:
        return None, error.message


def write_totals(store: Store, log: Changes, row: dict[str, Any]) -> None:
    """Put a totals row (:func:`totals_row`) in place of whatever the table's sheet held."""
    current = _current(store, row["round"], row["table_no"])
    if current is None:
        log.insert("table_results", row)
    else:
        for deal in store.query("SELECT id FROM deals WHERE result_id = ?", [current["id"]]):
            log.delete("deals", deal["id"])
        log.update("table_results", current["id"], row)


def add_penalty(store: Store, player_id: int, points: int, reason: str, *,
                round_number: int | None = None) -> Penalty:
    """Take ``points`` off a player (in a round, or in the tournament as a whole)."""
    who = read_player(store, player_id)
    if round_number is not None:
        round_info(store, round_number)
    points = validate.whole(points, say("the penalty points"), least=-10**6, most=10**6) or 0
    if points == 0:
        raise ServiceError("bad_value", say("a penalty of 0 points changes nothing"))
    reason = validate.text(reason, say("the reason for the penalty"), required=True)
    with store.change("add_penalty", say("Penalty of {points} to {name}: {reason}", points=points,
                                         name=who.name, reason=reason),
                      {"player": player_id, "points": points, "round": round_number}) as log:
        penalty_id = log.insert("penalties", {"round": round_number, "player_id": player_id,
                                              "points": points, "reason": reason})
    return Penalty(penalty_id, round_number, player_id, points, reason)


def remove_penalty(store: Store, penalty_id: int) -> None:
    """Cancel a penalty."""
    row = store.get("penalties", penalty_id) if isinstance(penalty_id, int) else None
    if row is None:
        raise ServiceError("no_penalty", say("there is no penalty number {number!r}", number=penalty_id))
    with store.change("remove_penalty", say("Cancel penalty {number} ({reason})", number=penalty_id,
                                            reason=row["reason"]),
                      {"penalty": penalty_id}) as log:
        log.delete("penalties", penalty_id)
