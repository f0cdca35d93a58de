"""A table's sheet of deals: scoring every deal and following the game to know who sat where.

The deals of a table are keyed by the seat winds *of each deal*; East passes as the game goes on.
:func:`score_sheet` replays the game (:mod:`tourney.rules.flow`) from the table's seating, so each
deal wind maps to a table seat (the wind that player held in the first deal). What the referee
left out of a deal (ruleset, options, round wind, East's streak) is filled in from the
tournament and the flow, and remembered as filled so that a correction re-derives it.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from tourney.errors import EngineError, TourneyError
from tourney.language import say
from tourney.rules import get_ruleset, parse_deal
from tourney.rules.empty_seat import score_at_table
from tourney.rules.flow import GameState, after_deal, new_game
from tourney.tournament.model import WINDS, DealRecord

THE_TABLE = say("the table")


class SheetError(TourneyError):
    """A table's sheet does not fit the tournament or the course of the game."""


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """A deal as the referee entered it, and the table seat he said was East (None: by the flow)."""

    deal: dict[str, Any]
    east_pinned: str | None = None
    filled: tuple[str, ...] = ()  # keys of ``deal`` that were filled in, not entered
    # ``entered_key()`` worked out in advance (see entry_from_text), or None
    key: str | None = field(default=None, compare=False, repr=False)

    def as_entered(self) -> dict[str, Any]:
        return {k: v for k, v in self.deal.items() if k not in self.filled}

    def entered_key(self) -> str:
        """The deal as entered, as JSON text with sorted keys: equal texts mean equal deals, whichever
        way the entry was made (the replay's memory is keyed by it)."""
        if self.key is not None:
            return self.key
        return json.dumps(self.as_entered(), sort_keys=True)


def entry_from_text(text: str) -> SheetEntry:
    """A deal as entered, from its JSON text as the file keeps it (a table's pending deals), with its
    :meth:`SheetEntry.entered_key`; remembered, as a table's pending deals are read again on every send
    and preview from its phones. The entry is shared with later calls: callers only read it (scoring
    works on a copy, see ``_complete``)."""
    return _remembered(_ENTRIES, _ENTRIES_MOST, text, lambda: entered(json.loads(text)))


def entered(deal: dict[str, Any]) -> SheetEntry:
    """A deal just entered, with its :meth:`SheetEntry.entered_key` worked out once (see
    :func:`remember_entry`); not plain JSON: none, as the replay would find."""
    return SheetEntry(deal, key=_text(deal))


def keyed(entry: SheetEntry) -> SheetEntry:
    """``entry`` with its :meth:`SheetEntry.entered_key` worked out now, once (an approved deal kept in
    memory between a table's sends would otherwise be dumped again for the key of every sheet it is
    scored in); as it is when it has its key already or is not plain JSON."""
    if entry.key is not None:
        return entry
    key = _text(entry.as_entered())
    return entry if key is None else replace(entry, key=key)


def remember_entry(text: str, entry: SheetEntry) -> None:
    """``text`` is how the file now keeps ``entry``'s deal (a send just written): remember it for
    :func:`entry_from_text`, which the next send calls with it, without reading it and working out its
    key again. Only when the text reads back as the very same deal (plain JSON) with the same key."""
    if entry.key is None or entry.east_pinned is not None or entry.filled or text in _ENTRIES:
        return
    deal = json.loads(text)
    if deal == entry.deal:
        _remembered(_ENTRIES, _ENTRIES_MOST, text, lambda: SheetEntry(deal, key=entry.key))


def _complete(entered: dict[str, Any], where: str, ruleset_id: str,
              options: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    if not isinstance(entered, dict):
        raise SheetError("bad_deal",
                         say("{where}: a deal is a JSON object with round_wind and seats", where=where))
    deal = _copied(entered)
    filled = []
    if "ruleset" not in deal:
        deal["ruleset"] = ruleset_id
        filled.append("ruleset")
    elif deal["ruleset"] != ruleset_id:
        raise SheetError("wrong_ruleset", say(
            "{where}: the deal is for {deal!r} but the tournament plays {plays!r}",
            where=where, deal=deal["ruleset"], plays=ruleset_id))
    if "options" not in deal:
        deal["options"] = dict(options)
        filled.append("options")
    elif isinstance(deal["options"], dict):
        clash = sorted(k for k, v in deal["options"].items() if k in options and options[k] != v)
        if clash:
            raise SheetError("wrong_options", say(
                "{where}: option {option} is {value!r} but the tournament sets {setting!r}",
                where=where, option=clash[0], value=deal["options"][clash[0]], setting=options[clash[0]]))
        deal["options"] = {**options, **deal["options"]}
    return deal, filled


def _copied(value: Any) -> Any:
    """A deep copy of a deal: plain JSON (dicts, lists, text, numbers) copied by hand, three times
    faster than :func:`copy.deepcopy` (every send from a phone copies one); anything else by it."""
    kind = type(value)
    if kind is dict:
        return {key: item if type(item) in _ATOMS else _copied(item) for key, item in value.items()}
    if kind is list:
        return [item if type(item) in _ATOMS else _copied(item) for item in value]
    if kind in _ATOMS:
        return value
    return copy.deepcopy(value)


_ATOMS = frozenset({str, int, float, bool, type(None)})


def _three_seats(state: GameState) -> dict[str, str]:
    """Deal wind -> table seat at a table of three: East passes among E, S, W; North stays empty."""
    return {**{wind: WINDS[(state.east + i) % 3] for i, wind in enumerate(WINDS[:3])}, "N": "N"}


def score_sheet(ruleset_id: str, options: dict[str, Any], rotation: str, entries: list[SheetEntry],
                where: str = THE_TABLE, players: int = 4) -> list[DealRecord]:
    """Score every deal of a table in order; raise the first problem, naming the deal. ``players`` 3:
    a table of three (docs/tables-of-three.md), its deals scored with North as the empty seat."""
    game = (ruleset_id, players, rotation, _rounds(ruleset_id))
    settings = _text(options)  # once per sheet, not once per deal
    before = _sheet_key(game, settings, entries[:-1])
    records, state, carried = _replayed(game, options, settings, entries[:-1], where, before)
    if entries:
        record, state, carried = _step(game, options, settings, len(entries), entries[-1], state, carried,
                                       where)
        records.append(record)
        _keep_sheet(_longer(before, entries[-1:]), records, state, carried)
    return records


def _replayed(game: tuple[str, int, str, int], options: dict[str, Any], settings: str | None,
              entries: list[SheetEntry], where: str,
              key: Any) -> tuple[list[DealRecord], GameState | None, Any]:
    """The records of ``entries`` and the game's state and carry after them: remembered whole for a
    sheet scored before (a phone's send scores the sheet it sent before plus one deal, and the table's
    page then scores it again), else deal by deal (see :func:`_step`). ``key``: the sheet's (see
    :func:`_sheet_key`)."""
    kept = _SHEETS.get(key) if key is not None else None
    if kept is not None:
        return list(kept[0]), kept[1], kept[2]
    records: list[DealRecord] = []
    state = None
    carried: dict[str, Any] = {}
    for number, entry in enumerate(entries, start=1):
        record, state, carried = _step(game, options, settings, number, entry, state, carried, where)
        records.append(record)
    return records, state, carried


def _sheet_key(game: tuple[str, int, str, int], settings: str | None, entries: list[SheetEntry]) -> Any:
    """Every input of a whole sheet: the game, the options' text, each deal as entered and its pinned
    East (None: not plain JSON, not remembered)."""
    return None if settings is None else _longer((*game, settings), entries)


def _longer(key: tuple[Any, ...] | None, entries: list[SheetEntry]) -> Any:
    """The key of the sheet of ``key`` with ``entries`` after it (None: not plain JSON)."""
    if key is None:
        return None
    try:
        return (*key, *(entry.entered_key() if entry.east_pinned is None
                        else (entry.entered_key(), entry.east_pinned) for entry in entries))
    except (TypeError, ValueError):
        return None


def _keep_sheet(key: Any, records: list[DealRecord], state: GameState, carried: Any) -> None:
    if key is not None and key not in _SHEETS:
        _remembered(_SHEETS, _SHEETS_MOST, key, lambda: (tuple(records), state, carried))


def _text(value: Any) -> str | None:
    """``value`` as JSON text with sorted keys (None: not plain JSON)."""
    if type(value) is dict and not value:
        return "{}"  # a tournament's options, often: json.dumps makes an encoder for it
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        return None


def _step(game: tuple[str, int, str, int], options: dict[str, Any], settings: str | None, number: int,
          entry: SheetEntry, state: GameState | None, carried: dict[str, Any],
          where: str) -> tuple[DealRecord, GameState, Any]:
    """One deal of a sheet, remembered: a table's sheet is replayed on every send and preview from a
    phone, and its earlier deals have not changed. The key holds every input of the step (the game,
    the tournament's options by their JSON text ``settings``, the deal's number, the game's state and
    what it carries, the deal as entered and its pinned East), so equal keys give equal records;
    ``where`` only words a refusal, and a refused deal is never remembered. The record is shared:
    callers only read it."""
    key: Any = None  # not plain JSON: scored, not remembered
    inputs: Any = None  # what the completed deal is made of, less what the game state fills in
    brought = _text(carried) if carried else "{}"
    if settings is not None and brought is not None:
        try:
            entered = entry.entered_key()
            key = (*game, number, state, entry.east_pinned, settings, brought, entered)
        except (TypeError, ValueError):
            key = None
        else:
            inputs = (game[0], game[1], settings, brought, entered)
    return _remembered(_STEPS, _STEPS_MOST, key,
                       lambda: _play(game, options, number, entry, state, carried, where, inputs))


def _play(game: tuple[str, int, str, int], options: dict[str, Any], number: int, entry: SheetEntry,
          state: GameState | None, carried: dict[str, Any], where: str,
          inputs: Any = None) -> tuple[DealRecord, GameState, Any]:
    """One deal of a sheet, scored; ``inputs`` (None: not plain JSON) is what its completed deal is
    made of but the game state: the ruleset, the number of players, the texts of the options, of what
    the game carries and of the deal as entered (see :func:`_scored`)."""
    ruleset_id, players, rotation, rounds = game
    at = say("{where}, deal {number}", where=where, number=number)
    deal, filled = _complete(entry.as_entered(), at, ruleset_id, options)
    if state is None:
        state = new_game(deal["round_wind"] if deal.get("round_wind") in WINDS else "E", rounds)
    if state.finished:
        raise SheetError("game_over", say(
            "{where}: the game is over after four rounds ({deals} deals); this deal has no place",
            where=at, deals=number - 1) if rounds == 4 else say(
            "{where}: the game is over after its {rounds} rounds ({deals} deals); this deal has no place",
            where=at, rounds=rounds, deals=number - 1))
    for key, value in carried.items():  # what the game carries to this deal (riichi: honba, sticks)
        if key not in deal:
            deal[key] = value
            filled.append(key)
    if entry.east_pinned is not None:
        if entry.east_pinned not in WINDS[:players]:
            raise SheetError("bad_wind", say(
                "{where}: East must be a table seat E, S, W or N, not {east!r}",
                where=at, east=entry.east_pinned) if players == 4 else say(
                "{where}: East must be a table seat E, S or W at a table of three, not {east!r}",
                where=at, east=entry.east_pinned))
        state = replace(state, east=WINDS.index(entry.east_pinned))
    if "round_wind" not in deal:
        deal["round_wind"] = state.round_wind
        filled.append("round_wind")
    if "east_streak" not in deal and state.east_streak:
        deal["east_streak"] = state.east_streak
        filled.append("east_streak")
    try:
        ruleset = get_ruleset(ruleset_id)
        parsed, result = _scored(deal, ruleset, players, None if inputs is None
                                 else (*inputs, state.round_wind, state.east_streak))
    except EngineError as error:
        problem = say("{where}: {problem}", where=at, problem=error.message)
        raise EngineError(error.code, problem) from error
    seats = (_three_seats(state) if players == 3
             else {wind: WINDS[state.player_at(wind)] for wind in WINDS})
    record = DealRecord(number, deal, result.to_json(), seats, entry.east_pinned, tuple(filled))
    following = after_deal(state, ruleset, parsed, result, rotation, players)
    return record, following, ruleset.carry(parsed, result)


def _score_deal(deal: dict[str, Any], ruleset: Any, players: int) -> tuple[Any, Any]:
    if players == 3:
        return score_at_table(deal, ruleset)
    parsed = parse_deal(deal, ruleset)
    return parsed, ruleset.score(parsed)


def _scored(deal: dict[str, Any], ruleset: Any, players: int, key: Any) -> tuple[Any, Any]:
    """The engine's parse and score of one completed deal, remembered: a table's sheet is re-scored on
    every send and preview, and its earlier deals have not changed. The key (None: not plain JSON,
    scored and not remembered) holds everything the completed deal is made of: the ruleset and the
    number of players, the texts of the tournament's options, of what the game carries and of the deal
    as entered, and the round wind and East's streak of the game state that fill it in; so equal keys
    mean equal inputs to the same pure engine functions (the deal's own text is not made again for
    it). The parsed deal and result are frozen. A refused deal is never remembered: it raises again,
    with its message, every time."""
    return _remembered(_SCORED, _SCORED_MOST, key, lambda: _score_deal(deal, ruleset, players))


def _remembered(memo: dict[Any, Any], most: int, key: Any, make: Callable[[], Any]) -> Any:
    """``make()``, kept in ``memo`` under ``key`` (None: not kept); past ``most`` entries the oldest
    goes. An exception from ``make`` leaves nothing behind, so refusals are never remembered."""
    if key is None:
        return make()
    found = memo.get(key)
    if found is None:
        found = make()
        if len(memo) >= most:
            memo.pop(next(iter(memo)))
        memo[key] = found
    return found


_SCORED: dict[tuple[Any, ...], tuple[Any, Any]] = {}
_SCORED_MOST = 4096
_STEPS: dict[Any, tuple[DealRecord, GameState, Any]] = {}
_STEPS_MOST = 2048
_ENTRIES: dict[str, SheetEntry] = {}
_ENTRIES_MOST = 4096
_SHEETS: dict[Any, tuple[tuple[DealRecord, ...], GameState, Any]] = {}
_SHEETS_MOST = 2048


def _rounds(ruleset_id: str) -> int:
    try:
        return get_ruleset(ruleset_id).rounds_per_game
    except EngineError:
        return 4  # an unknown ruleset is refused by the first deal, naming it


def _game_totals(records: list[DealRecord]) -> dict[str, int] | None:
    """The ruleset's own totals of a game scored as a whole (riichi: uma and oka), if it has them."""
    first = records[0].deal
    try:
        ruleset = get_ruleset(first.get("ruleset"))
    except EngineError:
        return None
    return ruleset.table_totals([r.result for r in records], [r.seats for r in records],
                                first.get("options", {}))


def sheet_totals(records: list[DealRecord], players: int = 4) -> dict[str, int]:
    """Net points per table seat over all deals (E, S, W at a table of three)."""
    if records and players == 4:
        whole = _game_totals(records)
        if whole is not None:
            return whole
    totals = dict.fromkeys(WINDS[:players], 0)
    for record in records:
        for wind, points in record.net_by_table_wind().items():
            if wind in totals:
                totals[wind] += points
    return totals
