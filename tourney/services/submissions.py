"""Deals sent from a table's phones: kept as submissions until the referee approves or rejects them.

A table sends deal N (or its four totals); the engine checks it against the sheet so far (the
approved deals, then the table's pending ones). Sending deal N again replaces the pending one (the
old stays in the file, marked ``replaced``); the same deal sent by a second phone confirms it. Only
an approved deal is written on the table's sheet, so only approved deals count in the standings.
Every submission, confirmation, approval and rejection is one logged, undoable action whose author
is the table's phone; nothing a table sent is ever deleted by them.
"""

from __future__ import annotations

import copy
import json
import re
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from tourney.errors import EngineError
from tourney.jsontext import json_writer, object_text
from tourney.language import Words, say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import tournament as read_tournament
from tourney.services.results import (
    _current,
    _scores,
    _seated,
    _stored_entries,
    _write_sheet,
    chombos_at,
    scored_as_a_whole,
    seating_of,
    seats_at,
    totals_row,
    write_totals,
)
from tourney.services.sent import Submission as Submission  # its home for the services' table
from tourney.services.sent import (
    TableSends,
    just_sent,
    read_sends,
    recalling,
    renew,
    submission_of,
    table_sends,
)
from tourney.store import Changes, Store
from tourney.store.store import now_text
from tourney.tournament.model import WINDS, Tournament
from tourney.tournament.sheet import (
    SheetEntry,
    SheetError,
    entered,
    keyed,
    score_sheet,
)

_PHONE = re.compile(r"^[A-Za-z0-9_-]{4,40}$")
_KEY = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
# json.dumps(value, ensure_ascii=False) and json.dumps(value)'s texts, with one encoder each kept
_text, _ascii_text = json_writer(ensure_ascii=False), json_writer()
_VOID = {"void": True, "seats": {w: {"hand": ""} for w in WINDS}}
AUTO = "auto-approval"


def _seating_now(store: Store, round_number: int, table: int) -> dict[str, int]:
    return dict(seating_of(store, round_number, table))


def _seen(now: dict[str, int], round_number: int, table: int, seating: Any) -> dict[str, int]:
    """The seating a phone says it showed (wind to player id; None: an older page, which showed the
    table as it is now), refused if it is not the table's seating ``now`` (drawn again since the page
    was loaded)."""
    if seating is None:
        return now
    try:
        seen = {str(w): int(p) for w, p in (seating.items() if isinstance(seating, dict) else seating)}
    except (TypeError, ValueError):
        raise ServiceError("bad_seating", say("this send does not say who sits where; open the table page "
                                              "again")) from None
    if seen != now:
        raise ServiceError("redrawn", say("round {round}, table {table} was drawn again after this page was "
                                          "loaded; nothing was sent: open the table page again",
                                          round=round_number, table=table))
    return seen


def _still_as_sent(store: Store, found: Submission) -> None:
    """Inside the approving transaction: the table is seated as the phone saw it when it sent
    ``found`` (never credit a deal to the players of another draw). A submission from an older file
    that recorded no seating has nothing to be compared with and is approved as before."""
    if found.seating is not None and found.seating != _seating_now(store, found.round, found.table):
        raise ServiceError("redrawn", say(
            "round {round}, table {table} was drawn again after its phone sent {what}; nothing was "
            "approved: reject it and ask the table to send it again from its page",
            round=found.round, table=found.table, what=_what(found)))


def submissions(store: Store, round_number: int | None = None, table: int | None = None, *,
                status: str | None = None) -> list[Submission]:
    """Submissions in the order they were sent, optionally of one round, table and status."""
    where, params = ["1 = 1"], []
    for column, value in (("round", round_number), ("table_no", table), ("status", status)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    return [submission_of(r) for r in store.query(
        f"SELECT * FROM submissions WHERE {' AND '.join(where)} ORDER BY id", params)]


def submission(store: Store, submission_id: Any) -> Submission:
    row = store.get("submissions", submission_id) if isinstance(submission_id, int) else None
    if row is None:
        raise ServiceError("no_submission", say("there is no submission number {number!r}",
                                                number=submission_id))
    return submission_of(row)


def phone_numbers(sent: list[Submission]) -> dict[tuple[int, int, str], int]:
    """Each table's phones numbered 1, 2, ... in the order they first sent or confirmed a deal, per
    round and table, so people read "phone 2 of table 3" rather than a random tag. Give every
    submission of the table (replaced ones too) for numbers that do not move."""
    numbers: dict[tuple[int, int, str], int] = {}
    counted: dict[tuple[int, int], int] = {}
    for one in sorted(sent, key=lambda s: s.id):
        for phone in (one.phone, *one.confirmed_by):
            if (one.round, one.table, phone) not in numbers:
                counted[one.round, one.table] = counted.get((one.round, one.table), 0) + 1
                numbers[one.round, one.table, phone] = counted[one.round, one.table]
    return numbers


def phone_name(round_number: int, table: int, phone: str) -> str:
    """The author the log names for a table's phone."""
    return f"round {round_number} table {table} phone {phone[:8]}"


def _check_phone(phone: Any) -> str:
    if not isinstance(phone, str) or not _PHONE.match(phone):
        raise ServiceError("bad_phone", say("this phone has no valid name; open the table page again"))
    return phone


def _approved_entries(store: Store, round_number: int, table: int) -> tuple[list[SheetEntry], str | None]:
    current = _current(store, round_number, table)
    if current is None:
        return [], None
    return _stored_entries(store, current["id"]), current["kind"]


def _pending(store: Store, round_number: int, table: int) -> dict[int, Submission]:
    sends, _ = table_sends(store, round_number, table)
    return {number: found for number, (found, _) in sends.pending.items()}


_Recalled = tuple[tuple[tuple[str, int], ...], tuple[SheetEntry, ...], str | None, Tournament]


def _recalled(store: Store, round_number: int, table: int) -> tuple[_Recalled, TableSends, int]:
    """A table's seating, its approved sheet (entries and kind) and the tournament's settings,
    remembered until a commit changes one of them: every send from a phone reads them; a draw, an
    approval or an edit changes them. With them, the table's sends (see :mod:`tourney.services.sent`)
    and the count of commits they were recalled at (-1: not remembered)."""
    def read() -> _Recalled:
        approved, kind = _approved_entries(store, round_number, table)
        # keyed now: kept for every send, whose sheet key holds each of them
        return (seating_of(store, round_number, table), tuple(keyed(e) for e in approved), kind,
                read_tournament(store))

    if type(round_number) is not int or type(table) is not int:
        return read(), read_sends(store, round_number, table), -1
    remembered = store.remembered
    recalled, sends = remembered.recall_all(
        (("table", round_number, table), ("seats", "table_results", "deals", "tournament"), read,
         (round_number, table)), recalling(store, round_number, table))
    return recalled, sends, remembered.commits


@dataclass(frozen=True, slots=True)
class _Sheet:
    """A seated table's sheet as it stands, read once per action: the tournament, the approved deals
    (or totals), the pending deals by number, and how many play there (3: a table of three)."""

    info: Any
    approved: list[SheetEntry]
    kind: str | None
    pending: dict[int, Submission]
    entries: dict[int, SheetEntry]  # the pending deals' entries, by number
    players: int
    seating: dict[str, int]  # who sits where now (wind to player id)
    made: dict[int, SheetEntry] = field(default_factory=dict)  # the deals scored on it, by number


def _sheet(store: Store, round_number: int, table: int) -> _Sheet:
    recalled, sends, _ = _recalled(store, round_number, table)
    return _sheet_of(store, round_number, table, recalled, sends)


def _sheet_of(store: Store, round_number: int, table: int, recalled: _Recalled, sends: TableSends) -> _Sheet:
    """The table's sheet from what :func:`_recalled` gave."""
    seats, approved, kind, info = recalled
    seating = dict(seats)
    if not (seating and type(round_number) is int and type(table) is int):
        _seated(store, round_number, table)  # not seated: refused, saying why (seats name a real round)
    pending = sends.pending
    return _Sheet(info, list(approved), kind, {n: p[0] for n, p in pending.items()},
                  {n: p[1] for n, p in pending.items()}, len(seating) or 4, seating)  # 4: as seats_at


def _proposed(sheet: _Sheet, before: int) -> list[SheetEntry]:
    """The approved deals, then the table's pending deals in order up to (not including) ``before``."""
    entries = list(sheet.approved)
    number = len(entries) + 1
    while number < before and number in sheet.pending:
        entries.append(sheet.entries[number])
        number += 1
    return entries


def _score(sheet: _Sheet, round_number: int, table: int, entries: list[SheetEntry]) -> Any:
    info = sheet.info
    try:
        return score_sheet(info.ruleset, info.options, info.rotation, entries,
                           say("round {round}, table {table}", round=round_number, table=table),
                           sheet.players)  # 3: a table of three, North empty
    except SheetError as error:
        raise ServiceError(error.code, error.message) from error


def preview_deal(store: Store, round_number: int, table: int, number: Any, deal: Any) -> dict[str, Any]:
    """Deal ``number`` scored by the engine after the sheet so far, without writing anything.

    Returns the engine's result JSON and ``players``: the table seat that holds each deal wind.
    """
    # a copy: the engine's records are remembered (tourney.tournament.sheet) and shared with later calls
    return copy.deepcopy(_preview(_sheet(store, round_number, table), round_number, table, number, deal))


def _preview(sheet: _Sheet, round_number: int, table: int, number: Any, deal: Any) -> dict[str, Any]:
    """What :func:`preview_deal` says, shared; the deal's entry is kept in ``sheet.made``."""
    number = _deal_number(sheet, round_number, table, number)
    if not isinstance(deal, dict):
        raise ServiceError("bad_deal", say("a deal is a JSON object with round_wind and seats"))
    entries = _proposed(sheet, number)
    entry = sheet.made[number] = entered(deal)
    record = _score(sheet, round_number, table, [*entries, entry])[-1]
    return {"number": record.number, "result": record.result, "players": record.seats, "deal": record.deal}


def next_deal(store: Store, round_number: int, table: int) -> dict[str, Any]:
    """The number of the table's next deal, its round wind, the table seat at each deal wind, what
    the game carries into it (riichi: honba, riichi sticks), and ``finished``: the game is over (its
    deal count reached, the hanchan ended, or its totals recorded) and no deal follows."""
    sheet = _sheet(store, round_number, table)
    entries = _proposed(sheet, 10 ** 6)
    most = sheet.info.hands_per_round
    over = {"number": len(entries) + 1, "round_wind": None, "players": {w: w for w in WINDS},
            "carried": {}, "finished": True}
    if sheet.kind == "totals" or (most and len(entries) >= most):
        return over
    try:
        record = _score(sheet, round_number, table, [*entries, SheetEntry(_VOID)])[-1]
    except (ServiceError, EngineError) as error:
        return over if error.code == "game_over" else {**over, "finished": False}
    # what the game carries into the deal (riichi: honba and riichi sticks), for the form to show
    carried = {key: record.deal[key] for key in record.filled if key not in ("round_wind", "east_streak")}
    return {"number": record.number, "round_wind": record.deal["round_wind"], "players": record.seats,
            "carried": carried, "finished": False}


def _deal_number(sheet: _Sheet, round_number: int, table: int, number: object) -> int:
    most = sheet.info.hands_per_round or 99
    if type(number) is not int or not 1 <= number <= most:  # else as validate.whole would give it
        number = validate.whole(number, say("the deal number"), least=1, most=most) or 1
    if sheet.kind == "totals":
        raise ServiceError("has_totals", say("round {round}, table {table} has its totals approved",
                                             round=round_number, table=table))
    if number <= len(sheet.approved):
        raise ServiceError("approved", say("deal {number} is approved already; ask the referee to correct it",
                                           number=number))
    last = max([len(sheet.approved), *sheet.pending])
    if number > last + 1:
        raise ServiceError("no_deal", say("send deal {next} first", next=last + 1))
    return number


def _same(one: dict[str, Any], other: dict[str, Any]) -> bool:
    return json.dumps(one, sort_keys=True) == json.dumps(other, sort_keys=True)


def _check_key(key: Any) -> str | None:
    if key is None:
        return None
    if not isinstance(key, str) or not _KEY.match(key):
        raise ServiceError("bad_key", say("this send has no valid key; open the table page again"))
    return key


def _sent_before(store: Store, sends: TableSends, key: str | None) -> Submission | None:
    """What the phone sent under ``key`` already (a send repeated after its answer was lost), as it is
    now: the table's remembered ``sends`` know every key it was sent, and the submission is read."""
    found = None if key is None else sends.keys.get(key)
    return None if found is None else submission(store, found)


def _sent_meanwhile(store: Store, round_number: int, table: int, key: str | None) -> Submission | None:
    """What the phone sent under ``key``, read from the file (the unique index refused it)."""
    if key is None:
        return None
    rows = store.query("SELECT * FROM submissions WHERE round = ? AND table_no = ? AND client_key = ?",
                       [round_number, table, key])
    return submission_of(rows[0]) if rows else None


def submit_deal(store: Store, round_number: int, table: int, number: Any, deal: Any,
                phone: Any, key: Any = None, *, seating: Any = None) -> Submission:
    """A table's phone sends deal ``number``: checked by the engine, kept pending (or confirming).

    ``key`` is the phone's own name for this send: the same key sent again (the answer was lost on the
    way back) returns what the first send made, whatever became of it since, and counts nothing.
    ``seating`` is who sat where on the phone's page (wind to player id), kept with the submission:
    a page loaded before the table was drawn again is refused, and so is an approval after it."""
    phone = _check_phone(phone)
    key = _check_key(key)
    recalled, sends, since = _recalled(store, round_number, table)
    earlier = _sent_before(store, sends, key)
    if earlier is not None:  # before the engine: the deal may have been approved since
        return earlier
    sheet = _sheet_of(store, round_number, table, recalled, sends)
    seen = _seen(sheet.seating, round_number, table, seating)
    _preview(sheet, round_number, table, number, deal)
    number = int(number)
    entry = sheet.made.get(number)  # the deal as scored, with its key
    current = sheet.pending.get(number)
    author = phone_name(round_number, table, phone)
    if current is not None and _same(current.entry, deal) and current.seating in (None, seen):
        if phone in (current.phone, *current.confirmed_by):
            return current
        with store.change("confirm_deal", say("Table {table} of round {round} confirms deal {number}",
                                              table=table, round=round_number, number=number),
                          {"submission": current.id, "phone": phone}, who=author) as log:
            log.update("submissions", current.id,
                       {"confirmed_by": json.dumps([*current.confirmed_by, phone])})
        _confine(store, current, ("submissions",), since)
        _approve_confirmed(store, round_number, table)
        return submission(store, current.id)
    text = _text(deal)  # once, for its row and its event
    with store.change("submit_deal", say("Table {table} of round {round} sends deal {number}",
                                         table=table, round=round_number, number=number),
                      {"round": round_number, "table": table, "number": number, "deal": deal,
                       "phone": phone}, who=author, params_text=object_text(
                          {"round": _text(round_number), "table": _text(table), "number": _text(number),
                           "deal": text, "phone": _text(phone)})) as log:
        # the new row first: the unique index on the phone's key refuses a key sent meanwhile before
        # anything changed, and only then is the earlier send looked up (one query fewer per send)
        try:
            new = _insert(log, round_number, table, number, "deal", text, phone, seen, key)
        except sqlite3.IntegrityError:
            earlier = _sent_meanwhile(store, round_number, table, key)
            if earlier is None:
                raise  # another refusal: said by the store, as before
            return earlier  # nothing written: no event
        if current is not None:
            log.update("submissions", current.id, {"status": "replaced"})
    sent, kept = just_sent(new, seen, entry)
    if kept is not None:
        renew(store, round_number, table, sends, since, kept, key)
    return sent


def submit_totals(store: Store, round_number: int, table: int, scores: Any, phone: Any,
                  chombos: Any = None, *, seating: Any = None) -> Submission:
    """A table's phone sends only the four totals (seats E, S, W, N); they must balance. Under riichi
    they are the final points, with the chombos per seat (``{"S": 1}``) if any. ``seating``: as for
    :func:`submit_deal`."""
    phone = _check_phone(phone)
    _seated(store, round_number, table)
    seen = _seen(_seating_now(store, round_number, table), round_number, table, seating)
    entries, kind = _approved_entries(store, round_number, table)
    if entries or kind == "totals":
        raise ServiceError("approved", say("round {round}, table {table} has its sheet approved already",
                                           round=round_number, table=table))
    row = totals_row(store, round_number, table, scores, chombos)
    if row["status"] != "final":
        raise ServiceError("unbalanced", row["note"])
    totals = json.loads(row["totals"])
    entry: dict[str, Any] = {"scores": totals}
    if scored_as_a_whole(read_tournament(store).ruleset):
        # the points as sent too: approving turns them into the totals once (riichi's uma is no sum)
        entry["points"] = _scores(scores, seats_at(store, round_number, table))
        chombo = chombos_at(chombos, seats_at(store, round_number, table))
        if chombo:
            entry["chombo"] = chombo
    with store.change("submit_totals", say("Table {table} of round {round} sends its totals",
                                           table=table, round=round_number),
                      {"round": round_number, "table": table, "scores": totals, "phone": phone,
                       **({"chombo": entry["chombo"]} if "chombo" in entry else {})},
                      who=phone_name(round_number, table, phone)) as log:
        for old in submissions(store, round_number, table, status="pending"):
            if old.kind == "totals":
                log.update("submissions", old.id, {"status": "replaced"})
        new = _insert(log, round_number, table, 0, "totals", _text(entry), phone, seen)
    return submission_of(new)


def _insert(log: Changes, round_number: int, table: int, number: int, kind: str, entry: str,
            phone: str, seating: dict[str, int], key: str | None = None) -> dict[str, Any]:
    """Insert a pending submission (``entry``: its text); its row as written (read back from it, it
    would be the same)."""
    row = {"round": round_number, "table_no": table, "number": number, "kind": kind,
           "entry": entry, "phone": phone, "sent_at": now_text(),
           "status": "pending", "confirmed_by": "[]", "reason": "", "seating": _ascii_text(seating)}
    if key is not None:
        row["client_key"] = key
    return {**row, "id": log.insert("submissions", row)}


def _pending_one(store: Store, submission_id: Any) -> Submission:
    found = submission(store, submission_id)
    if found.status != "pending":
        raise ServiceError("not_pending", say("submission {number} is not waiting for approval any more",
                                              number=found.id))
    return found


def _what(found: Submission) -> Words:
    if found.kind == "totals":
        return say("the totals of round {round}, table {table}", round=found.round, table=found.table)
    return say("deal {number} of round {round}, table {table}", number=found.number, round=found.round,
               table=found.table)


def approve(store: Store, submission_id: Any, *, who: str | None = None) -> Submission:
    """Write a pending submission on its table's sheet (deals in order: deal N after deal N-1)."""
    found = _pending_one(store, submission_id)
    if found.kind == "deal":
        entries, kind = _approved_entries(store, found.round, found.table)
        if kind == "totals" or found.number != len(entries) + 1:
            raise ServiceError("out_of_order", say(
                "approve deal {next} of round {round}, table {table} first",
                next=len(entries) + 1, round=found.round, table=found.table))
    since = store.remembered.commits
    with store.change("approve_submission", say("Approve {what}", what=_what(found)),
                      {"submission": found.id}, who=who) as log:
        _still_as_sent(store, found)
        if found.kind == "deal":
            _write_sheet(store, log, found.round, found.table, [*entries, SheetEntry(found.entry)])
        else:
            write_totals(store, log, totals_row(store, found.round, found.table,
                                                found.entry.get("points", found.entry["scores"]),
                                                found.entry.get("chombo")))
        log.update("submissions", found.id, {"status": "approved"})
    # only this table's sheet, its results row and its submission changed: the other tables' kept
    _confine(store, found, ("submissions", "table_results", "deals"), since)
    return submission(store, found.id)


def _confine(store: Store, found: Submission, tables: tuple[str, ...], since: int) -> None:
    """The commit just made changed ``tables`` only in the rows of ``found``'s table (see
    :meth:`Remembered.confine <tourney.store.memory.Remembered.confine>`)."""
    if type(found.round) is int and type(found.table) is int:
        store.remembered.confine(tables, (found.round, found.table), since)


def reject(store: Store, submission_id: Any, reason: Any) -> Submission:
    """Send a pending submission back to its table with the reason; it stays in the file, rejected."""
    found = _pending_one(store, submission_id)
    reason = validate.text(reason, say("the reason"), required=True)
    since = store.remembered.commits
    with store.change("reject_submission", say("Reject {what}: {reason}", what=_what(found), reason=reason),
                      {"submission": found.id, "reason": reason}) as log:
        log.update("submissions", found.id, {"status": "rejected", "reason": reason})
    _confine(store, found, ("submissions",), since)
    return submission(store, found.id)


def set_auto_approve(store: Store, on: bool) -> None:
    """Approve by itself every deal that two different phones of its table have sent alike."""
    with store.change("set_auto_approve", say("Approve deals confirmed by two phones automatically") if on
                      else say("Stop approving deals automatically"), {"on": bool(on)}) as log:
        log.update("tournament", 1, {"auto_approve": int(bool(on))})


def auto_approve(store: Store) -> bool:
    row = store.get("tournament", 1)
    return bool(row and row.get("auto_approve"))


def _approve_confirmed(store: Store, round_number: int, table: int) -> None:
    if not auto_approve(store):
        return
    while True:
        entries, _ = _approved_entries(store, round_number, table)
        following = _pending(store, round_number, table).get(len(entries) + 1)
        if following is None or len({following.phone, *following.confirmed_by}) < 2:
            return
        try:
            approve(store, following.id, who=AUTO)
        except (ServiceError, EngineError):
            return  # the referee decides
