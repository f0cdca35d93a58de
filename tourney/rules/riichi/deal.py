"""What a riichi deal carries beyond the common notation (docs/notation.md, riichi), read and checked.

Red fives ``0m 0p 0s`` are turned into plain fives for the common checks and counted per seat here
(:func:`without_red_fives`, :func:`red_fives`); the dora indicators, honba, riichi sticks and the
seats' riichi, tenpai and chombo marks are read by :func:`table_of` and checked against the deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tourney.errors import EngineError, clip
from tourney.language import say
from tourney.notation import parse_tile
from tourney.rules.deal import MOST, SEAT_PLACES, Deal, at_seat, out_of_range
from tourney.rules.result import SEAT_WINDS
from tourney.tiles import Tile

SEAT_FIELDS = frozenset({"riichi", "double_riichi", "tenpai", "chombo"})
_MARKS = SEAT_FIELDS
DEAL_FIELDS = frozenset({"dora", "ura_dora", "honba", "riichi_sticks"})
WIN_FLAGS = frozenset({"ippatsu", "first_draw"})
_SELF_ONLY = ("last_tile", "replacement", "heavenly", "first_draw")
_DISCARD_ONLY = ("last_discard", "robbing_kong")


def red_fives(text: str) -> dict[str, int]:
    """How many red fives (``0``) a hand text holds per suit letter."""
    if "0" not in text:
        return {}
    found: dict[str, int] = {}
    digits = 0
    for ch in text:
        if ch == "0":
            digits += 1
        elif ch in "mps" and digits:
            found[ch] = found.get(ch, 0) + digits
            digits = 0
        elif not ch.isdigit():
            digits = 0
    return found


def _plain(text: Any) -> Any:
    return text.replace("0", "5") if isinstance(text, str) else text


def without_red_fives(data: dict[str, Any]) -> dict[str, Any]:
    """The deal with every red five written as a plain five (the seats and the indicators)."""
    seats = data.get("seats")
    if not isinstance(seats, dict):
        return data
    for seat in seats.values():  # _has_red of each seat, written out: every riichi deal is read here
        if seat.__class__ is not dict:
            if _has_red(seat):
                break
            continue
        hand = seat.get("hand")
        if hand.__class__ is str:
            if "0" in hand:
                break
        elif _has_red(seat):
            break
        win = seat.get("win")
        if win is None:
            continue
        if win.__class__ is dict:  # the winning tile, as _has_red reads it
            tile = win.get("tile")
            if tile.__class__ is str:
                if "0" in tile:
                    break
                continue
        if _has_red(seat):
            break
    else:
        return data  # most deals have no red five: nothing to copy
    plain = dict(data)
    plain["seats"] = {w: _plain_seat(s) for w, s in seats.items()}
    return plain


def _has_red(seat: Any) -> bool:
    if not isinstance(seat, dict):
        return False
    hand = seat.get("hand")
    if isinstance(hand, str) and "0" in hand:
        return True
    win = seat.get("win")
    if not isinstance(win, dict):
        return False
    tile = win.get("tile")
    return isinstance(tile, str) and "0" in tile


def _plain_seat(seat: Any) -> Any:
    if not isinstance(seat, dict):
        return seat
    out = dict(seat, hand=_plain(seat.get("hand")))
    if isinstance(seat.get("win"), dict):
        out["win"] = dict(seat["win"], tile=_plain(seat["win"].get("tile")))
    return out


@dataclass(slots=True)  # not frozen: one per deal read, never changed after table_of
class Table:
    """The riichi side of a deal: indicators, counters and each seat's marks."""

    dora: tuple[int, ...]  # the dora tiles (indices), derived from the indicators
    ura: tuple[int, ...]
    honba: int
    sticks: int  # riichi sticks on the table before this hand
    riichi: dict[str, int]  # seat -> 1 riichi, 2 double riichi (absent: none)
    tenpai: dict[str, bool]
    chombo: tuple[str, ...]
    red: dict[str, int]  # seat -> red fives held


def dora_of(indicator: int) -> int:
    """RI-D01: the tile after the indicator (9 → 1 in a suit, E→S→W→N→E, Wd→Gd→Rd→Wd)."""
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 26) % 4
    return {33: 32, 32: 31, 31: 33}[indicator]


def _indicators(raw: dict[str, Any], key: str) -> tuple[int, ...]:
    value = raw.get(key)
    if value is None and key not in raw:
        return ()
    if isinstance(value, list) and len(value) <= 5:
        for t in value:
            if not isinstance(t, str):
                break
        else:
            return _dora_of_indicators(tuple(value), key)
    raise EngineError("bad_deal", say('"{key}" must be a list of at most 5 indicator tiles, e.g. ["3m"]',
                                      key=key))


@lru_cache(maxsize=1024)
def _dora_of_indicators(value: tuple[str, ...], key: str) -> tuple[int, ...]:
    """The dora of a list of indicator texts (kept, bounded: the same few indicators come back all the
    time, and a file could give any text)."""
    tiles = [parse_tile(_plain(t), say("{key} indicator", key=key)) for t in value]
    for t in tiles:
        if not t.is_playing:
            raise EngineError("bad_tile", say('"{key}": {tile} cannot be a dora indicator', key=key,
                                              tile=t.code))
    return tuple(dora_of(t.index) for t in tiles)


def _counter(raw: dict[str, Any], key: str) -> int:
    value = raw.get(key, 0)
    if value.__class__ is int and value == 0:  # most hands start with no honba and no stick
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise EngineError("bad_deal", say('"{key}" must be a whole number 0 or more, not {value!r}',
                                          key=key, value=clip(value)))
    if value > MOST:
        raise EngineError("bad_deal", out_of_range(key, value, 0))
    return value


def _flag(seat: dict[str, Any], key: str, wind: str) -> bool:
    value = seat.get(key, False)
    if not isinstance(value, bool):
        raise EngineError("bad_deal", at_seat(wind, say('"{key}" must be true or false', key=key)))
    return value


def _red_held(text: str, wind: str, ruleset: str, red_allowed: bool) -> int:
    """RI-D03: the red fives a seat's hand holds, refused where they are not played (one per suit)."""
    fives = red_fives(text)
    if fives and not red_allowed:
        raise EngineError("bad_tile", at_seat(wind, say(
            "red fives (0m 0p 0s) are not played under {ruleset} (option red_fives)", ruleset=ruleset)))
    if any(n > 1 for n in fives.values()):
        raise EngineError("too_many_copies", at_seat(wind, say("a set has one red five of each suit")))
    return sum(fives.values())


def table_of(deal: Deal, red_allowed: bool) -> Table:
    """Read and check the riichi fields of a parsed deal."""
    raw = deal.raw
    riichi: dict[str, int] = {}
    tenpai: dict[str, bool] = {}
    chombo: list[str] = []
    red: dict[str, int] = {}  # only the seats that hold a red five
    seats = raw["seats"]
    for wind in SEAT_WINDS:
        seat = seats[wind]
        text = seat["hand"]
        if "0" in text:
            held = _red_held(text, wind, deal.ruleset, red_allowed)
            if held:
                red[wind] = held
        if len(seat) == 1 or _MARKS.isdisjoint(seat):
            continue  # most seats carry only their hand (and a win): nothing more to read
        single, double = _flag(seat, "riichi", wind), _flag(seat, "double_riichi", wind)
        if single and double:
            raise EngineError("bad_deal", at_seat(wind, say('give "riichi" or "double_riichi", not both')))
        if single or double:
            riichi[wind] = 2 if double else 1
        if "tenpai" in seat:
            tenpai[wind] = _flag(seat, "tenpai", wind)
        if _flag(seat, "chombo", wind):
            chombo.append(wind)
    dora = _indicators(raw, "dora")
    ura = _indicators(raw, "ura_dora") if "ura_dora" in raw else ()
    honba = raw.get("honba", 0)  # _counter's checks, for what is not a plain count (most hands: 0)
    if honba.__class__ is not int or not 0 <= honba <= MOST:
        honba = _counter(raw, "honba")
    sticks = raw.get("riichi_sticks", 0)
    if sticks.__class__ is not int or not 0 <= sticks <= MOST:
        sticks = _counter(raw, "riichi_sticks")
    table = Table(dora, ura, honba, sticks, riichi, tenpai, tuple(chombo), red)
    _check(deal, table)
    return table


def _check(deal: Deal, table: Table) -> None:
    seats = deal.seats
    for wind in table.riichi:
        for meld in seats[wind].hand.melds:  # ``hand.is_concealed``, without its generator
            if meld.exposed:
                raise EngineError("bad_deal", at_seat(wind, say("riichi is declared only with a concealed "
                                                                "hand (RI-Y01)")))
    for wind in table.tenpai:
        if not deal.void:
            raise EngineError("bad_deal", at_seat(wind, say('"tenpai" is given only at an exhaustive draw '
                                                            '("void": true)')))
    if table.chombo and not deal.void:
        raise EngineError("bad_deal", say('a chombo ends the hand without a win: mark the deal "void": true '
                                          "(RI-P08)"))
    for seat in seats.values():  # E, S, W, N: parse_deal makes them in that order
        win = seat.win
        if win is not None:
            _check_win(seat.wind, win, table, seat.hand.concealed)


def _check_win(wind: str, win: Any, table: Table, concealed: tuple[Tile, ...]) -> None:
    if win.flags:
        _check_flags(wind, win, table)
    index = win.tile.index  # ``win.tile in concealed``, without a Tile.__eq__ call per tile
    for t in concealed:
        if t.index == index:
            break
    else:
        raise EngineError("bad_deal", say("{where}: the winning tile {tile} must be among the concealed "
                                          "tiles (a riichi hand never claims its winning tile into a meld)",
                                          where=SEAT_PLACES[wind], tile=str(win.tile)))


def _check_flags(wind: str, win: Any, table: Table) -> None:
    where = SEAT_PLACES[wind]
    for flag in _SELF_ONLY if not win.self_drawn else _DISCARD_ONLY:
        if flag in win.flags:
            how = say("a self-drawn win") if flag in _SELF_ONLY else say("a win on a discard")
            raise EngineError("bad_deal", say('{where}: the flag "{flag}" is only for {how}', where=where,
                                              flag=flag, how=how))
    if "ippatsu" in win.flags and wind not in table.riichi:
        raise EngineError("bad_deal", say('{where}: "ippatsu" needs a riichi declared (RI-Y03)', where=where))
    if "heavenly" in win.flags and wind != "E":
        raise EngineError("bad_deal", say('{where}: "heavenly" is the dealer\'s win (RI-Y39); '
                                          'a non-dealer\'s is "first_draw"', where=where))
    if "first_draw" in win.flags and wind == "E":
        raise EngineError("bad_deal", say('{where}: "first_draw" is a non-dealer\'s win (RI-Y40); '
                                          'the dealer\'s is "heavenly"', where=where))
    if {"heavenly", "first_draw"} & win.flags and wind in table.riichi:
        raise EngineError("bad_deal", say("{where}: a win on the dealt hand or the first draw comes before "
                                          "any riichi", where=where))
    if "last_tile" in win.flags and "replacement" in win.flags:
        raise EngineError("bad_deal", say('{where}: "last_tile" and "replacement" exclude each other: the '
                                          "replacement tile comes from the dead wall", where=where))
