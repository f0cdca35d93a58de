"""The text notation of tiles and hands (docs/notation.md): one parser, one formatter.

``parse_hand("[555s] RdRdRd 234p SS 2f", where="seat S")`` gives a :class:`~tourney.tiles.Hand`;
``format_hand`` (from :mod:`tourney.notation_format`, here too) writes it back in canonical form.
Every refusal is an :class:`EngineError` whose message starts with ``where`` and names the group and
character position of the fault; messages are sentences made with :func:`~tourney.language.say` (the
``where`` prefix and the fault nested in ``"{where}: {message}"``), made only when refusing so that
parsing a good hand costs nothing extra.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from tourney.errors import EngineError, clip
from tourney.language import Words, say
from tourney.notation_format import format_hand, format_meld, format_tiles
from tourney.tiles import ALL_TILES, BY_CODE, Hand, Meld, Tile, meld_kind, sort_tiles, tile_of

__all__ = ["LONGEST_TEXT", "MOST_COPIES", "TILE_HELP", "check_copies", "format_hand", "format_meld",
           "format_tiles", "parse_hand", "parse_tile", "parse_tiles"]

TILE_HELP = say("tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a, F, J")
_Z_ALIASES = {1: "E", 2: "S", 3: "W", 4: "N", 5: "Wd", 6: "Gd", 7: "Rd"}
_MAX_COPIES = {"f": 1, "y": 1, "a": 1, "F": 8, "J": 8}
MOST_COPIES: tuple[int, ...] = tuple(_MAX_COPIES.get(t.suit, 4) for t in ALL_TILES)  # by tile index
_CLOSING = {"[": "]", "(": ")"}
_DIGITS = frozenset("0123456789")
_TILES, _A_TILE, _A_HAND = say("tiles"), say("a tile"), say("a hand")
# the text of each tile as the notation writes it alone: its code, or a number and "z" for an honour
_ONE_TILE: dict[str, Tile] = {**BY_CODE, **{f"{rank}z": BY_CODE[code] for rank, code in _Z_ALIASES.items()}}
# no hand or list of tiles is longer, however spaced: refusing longer text at once keeps a hostile
# 100,000-character "hand" from costing the parser a second
LONGEST_TEXT = 2000


@dataclass(frozen=True, slots=True)
class _Group:
    text: str
    opener: str  # "" for bare tiles, "[" or "("
    number: int  # 1-based position of the group in the hand
    start: int  # 0-based character offset of the group's text in the hand


def _fail(code: str, where: str | None, message: Words) -> EngineError:
    """The refusal ``where: message``; ``where`` (e.g. ``seat S``) may itself be a sentence."""
    return EngineError(code, say("{where}: {message}", where=where, message=message) if where else message)


def _at(group: _Group, offset: int | None = None) -> Words:
    text = clip(f"{group.opener}{group.text}{_CLOSING.get(group.opener, '')}")
    if offset is None:
        return say('group {number} "{text}"', number=group.number, text=text)
    return say('group {number} "{text}", character {position}', number=group.number, text=text,
               position=group.start + offset + 1)


def _tile_run(text: str, group: _Group | None, where: str | None) -> list[Tile]:
    """Tiles of one group's text in the run shorthand (``123m4p``, ``EEE``, ``5z``, ``JJ``)."""
    tiles: list[Tile] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in _DIGITS:  # ASCII only: str.isdigit() also takes "²", which int() refuses
            j = i
            while j < len(text) and text[j] in _DIGITS:
                j += 1
            suit = text[j] if j < len(text) else ""
            tiles.extend(_numbered(text[i:j], suit, i, group, where))
            i = j + 1
        elif text[i:i + 2] in ("Rd", "Gd", "Wd"):
            tiles.append(BY_CODE[text[i:i + 2]])
            i += 2
        elif ch in "ESWNFJ":
            tiles.append(BY_CODE[ch])
            i += 1
        else:
            bad = text[i:i + 2] if ch in "RGW" else ch
            raise _bad_tile(bad, i, group, where)
    return tiles


def _numbered(digits: str, suit: str, offset: int, group: _Group | None,
              where: str | None) -> list[Tile]:
    if suit not in ("m", "p", "s", "f", "y", "a", "z"):
        raise _bad_tile(digits + suit, offset, group, where)
    tiles = []
    for k, digit in enumerate(digits):
        rank = int(digit)
        if suit == "z" and rank in _Z_ALIASES:
            tiles.append(BY_CODE[_Z_ALIASES[rank]])
        elif (suit in "mps" and 1 <= rank <= 9) or (suit in "fya" and 1 <= rank <= 4):
            tiles.append(tile_of(suit, rank))
        else:
            raise _bad_tile(digit + suit, offset + k, group, where)
    return tiles


def _bad_tile(token: str, offset: int, group: _Group | None, where: str | None) -> EngineError:
    place = _at(group, offset) if group else say("character {position}", position=offset + 1)
    return _fail("bad_tile", where, say('"{token}" is not a tile ({help}) ({place})',
                                        token=clip(token), help=TILE_HELP, place=place))


def _split_groups(text: str, where: str | None) -> list[_Group]:
    """Cut a hand into bare-tile groups and bracketed melds, checking the brackets."""
    groups: list[_Group] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch in _CLOSING:
            close = text.find(_CLOSING[ch], i + 1)
            inner_end = len(text) if close < 0 else close
            stray = next((k for k in range(i + 1, inner_end) if text[k] in "[]()"), None)
            number = len(groups) + 1
            if close < 0 or stray is not None:
                k = stray if stray is not None else len(text)
                fragment = text[i:k + 1] if stray is not None else text[i:]
                raise _fail("bad_meld", where,
                            say('"{fragment}" has no closing "{bracket}" '
                                '(group {number}, character {position})',
                                fragment=clip(fragment), bracket=_CLOSING[ch], number=number,
                                position=i + 1))
            inner = text[i + 1:close].replace(" ", "")
            if not inner:
                raise _fail("bad_meld", where,
                            say('"{brackets}" is an empty meld (group {number}, character {position})',
                                brackets=ch + _CLOSING[ch], number=number, position=i + 1))
            groups.append(_Group(inner, ch, number, i + 1))
            i = close + 1
        elif ch in ")]":
            raise _fail("bad_meld", where,
                        say('"{bracket}" closes a bracket that was never opened (character {position})',
                            bracket=ch, position=i + 1))
        else:
            j = i
            while j < len(text) and not text[j].isspace() and text[j] not in "[]()":
                j += 1
            groups.append(_Group(text[i:j], "", len(groups) + 1, i))
            i = j
    return groups


def _meld(group: _Group, where: str | None) -> Meld:
    tiles = _tile_run(group.text, group, where)
    if any(t.is_bonus for t in tiles):
        raise _fail("bad_meld", where,
                    say("a bonus tile cannot be part of a meld ({place})", place=_at(group)))
    ordered = sort_tiles(t for t in tiles if not t.is_joker) + tuple(t for t in tiles if t.is_joker)
    kind = meld_kind(ordered)
    if group.opener == "(" and (kind != "kong" or any(t.is_joker for t in tiles)):
        raise _fail("bad_meld", where,
                    say("({tiles}) is not a concealed kong: "
                        "round brackets hold four identical tiles ({place})",
                        tiles=clip(format_tiles(ordered, compact=True)), place=_at(group)))
    if kind is None:
        raise _fail("bad_meld", where, say("[{tiles}] is not a pung, kong or chow ({place})",
                                           tiles=clip(format_tiles(ordered, compact=True)), place=_at(group)))
    return Meld(ordered, exposed=group.opener == "[")


def _text(text: object, where: str | None, what: Words) -> str:
    """``text`` itself when it is a string; anything else is refused as not tiles."""
    if isinstance(text, str):
        if len(text) > LONGEST_TEXT:
            raise _fail("tile_count", where, say("{what} of {length} characters is too long: none is longer "
                                                 "than {most} ({start})", what=what, length=len(text),
                                                 most=LONGEST_TEXT, start=clip(text)))
        return text
    raise _fail("bad_tile", where, say("{what} must be a text in the tile notation, not {value!r}",
                                       what=what, value=clip(text)))


def parse_tiles(text: str, where: str | None = None) -> tuple[Tile, ...]:
    """Tiles written in the shorthand, whitespace allowed between them (``"123m 5p E"``)."""
    text = _text(text, where, _TILES)
    group = _Group(text, "", 1, 0)
    tiles: list[Tile] = []
    for word in text.split():
        tiles.extend(_tile_run(word, group, where))
    return tuple(tiles)


def parse_tile(text: str, where: str | None = None) -> Tile:
    """Exactly one tile (``"5p"``, ``"5z"``, ``"Rd"``)."""
    known = _ONE_TILE.get(text) if isinstance(text, str) else None
    return known if known is not None else _one_tile(text, where)


def _one_tile(text: str, where: str | None) -> Tile:
    """:func:`parse_tile` the long way: the text read as tiles, refused unless exactly one."""
    tiles = parse_tiles(_text(text, where, _A_TILE), where)
    if len(tiles) != 1:
        raise _fail("bad_tile", where,
                    say('"{text}" is not a single tile ({help})', text=clip(text), help=TILE_HELP))
    return tiles[0]


def parse_hand(text: str, where: str | None = None) -> Hand:
    """A hand in the notation of docs/notation.md, hands. ``where`` prefixes every message."""
    text = _text(text, where, _A_HAND)
    hand = _known_hand(text) or _read_hand(text, where)
    check_copies(hand.counts(), where)
    return hand


def _read_hand(text: str, where: str | None) -> Hand:
    """:func:`parse_hand` group by group, refusing a fault with its place."""
    concealed: list[Tile] = []
    bonus: list[Tile] = []
    melds: list[Meld] = []
    for group in _split_groups(text, where):
        if group.opener:
            melds.append(_known_meld(group, where))
            continue
        for t in _known_run(group, where):
            (bonus if t.is_bonus else concealed).append(t)
    return Hand(sort_tiles(concealed), tuple(melds), sort_tiles(bonus))


# a well-formed hand as tokens: a bracketed meld holding no bracket, a run of bare tiles, or spaces
_TOKEN = re.compile(r"\[[^\[\]()]*\]|\([^\[\]()]*\)|[^\s\[\]()]+|\s+")


def _known_hand(text: str) -> Hand | None:
    """:func:`_read_hand` of a hand whose every group was read before (the melds and runs of tiles a
    phone sends recur in every deal), by one regular expression and the groups remembered; None as
    soon as anything is new or odd (an unclosed bracket, an empty meld), for the careful reading."""
    tiles: list[Tile] = []
    melds: list[Meld] = []
    end = 0
    for token in _TOKEN.finditer(text):
        if token.start() != end:  # a character no token takes
            return None
        end = token.end()
        found = token.group()
        first = found[0]
        if first in _CLOSING:
            meld = _MELDS.get((found[1:-1].replace(" ", ""), first))
            if meld is None:
                return None
            melds.append(meld)
        elif not first.isspace():
            run = _RUNS.get(found)
            if run is None:
                return None
            tiles += run
    if end != len(text):
        return None
    bonus = [t for t in tiles if t.is_bonus]
    concealed = [t for t in tiles if not t.is_bonus] if bonus else tiles
    return Hand(sort_tiles(concealed), tuple(melds), sort_tiles(bonus))


def _known_meld(group: _Group, where: str | None) -> Meld:
    """:func:`_meld`, remembered by the group's text and bracket: the same melds recur in every deal
    (only a meld read without fault is kept; its place in the hand matters only to a refusal)."""
    key = (group.text, group.opener)
    meld = _MELDS.get(key)
    if meld is None:
        meld = _meld(group, where)
        _keep(_MELDS, key, meld)
    return meld


def _known_run(group: _Group, where: str | None) -> tuple[Tile, ...]:
    """:func:`_tile_run` of a bare group, remembered by its text as :func:`_known_meld` is."""
    tiles = _RUNS.get(group.text)
    if tiles is None:
        tiles = tuple(_tile_run(group.text, group, where))
        _keep(_RUNS, group.text, tiles)
    return tiles


def _keep(memory: dict[Any, Any], key: Any, value: Any) -> None:
    if len(memory) >= _MOST_KEPT:  # a flood of different groups must not grow it without end
        memory.clear()
    memory[key] = value


_MELDS: dict[tuple[str, str], Meld] = {}
_RUNS: dict[str, tuple[Tile, ...]] = {}
_MOST_KEPT = 4096


def check_copies(counts: Counter[Tile], where: str | None) -> None:
    """Refuse more copies of a tile than a set holds (4; bonus tiles 1; F and J 8)."""
    if all(n <= MOST_COPIES[t.index] for t, n in counts.items()):
        return  # every hand sent: no need to order the tiles to name the first excess
    for t, n in sorted(counts.items(), key=lambda item: item[0].index):
        limit = MOST_COPIES[t.index]
        if n > limit:
            message = (say("{tile} appears {count} times; a set has only one", tile=t.code, count=n)
                       if limit == 1 else say("{tile} appears {count} times; a set has {limit}",
                                              tile=t.code, count=n, limit=limit))
            raise _fail("too_many_copies", where, message)
