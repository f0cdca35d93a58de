"""The deal JSON (docs/notation.md) read into typed objects, with every generic check.

:func:`parse_deal` checks what holds for every ruleset (shape of the JSON, tiles, copies across the
table, tile counts, the winning tile being in the winner's hand, who discarded); the ruleset it names
adds its own checks (options, optional seat fields, what counts as a complete hand).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tourney.errors import EngineError, clip, listed
from tourney.language import Words, say
from tourney.notation import MOST_COPIES, check_copies, parse_hand, parse_tile
from tourney.rules.deal import MOST, SEAT_PLACES, WIN_FLAGS, Deal, Seat, Win, out_of_range
from tourney.rules.impossible import refuse_impossible
from tourney.rules.result import SEAT_WINDS
from tourney.rules.ruleset import Ruleset
from tourney.tiles import ALL_TILES, NUM_PLAYING_KINDS, Hand, Tile, sort_tiles

_SEAT_KEYS = frozenset({"hand", "win", "dead", "penalty", "instant"})
_HAND_AND_WIN = frozenset({"hand", "win"})
_SEAT_SET = frozenset(SEAT_WINDS)
_WIN_KEYS = frozenset({"tile", "from", "flags"})
_NO_HAND = Hand()
_FLAGS_WITH: dict[frozenset[str], frozenset[str]] = {}  # a ruleset's own win flags -> all it knows
_TOP_KEYS = frozenset({"ruleset", "options", "round_wind", "seats", "east_streak",
                       "wall_tiles_left", "void"})
_THE_TABLE = say("the table")
_THE_DEAL = say("the deal")


def _bad(message: Words, code: str = "bad_deal", where: Words | None = None) -> EngineError:
    return EngineError(code, say("{where}: {message}", where=where, message=message) if where else message)


def _int_field(data: dict[str, Any], key: str, where: Words) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _bad(say('"{key}" must be a whole number 0 or more, not {value!r}', key=key, value=clip(value)),
                   where=where)
    if value > MOST:
        raise _bad(out_of_range(key, value, 0), where=where)
    return value


def _parse_win(data: Any, wind: str, known_flags: frozenset[str] = WIN_FLAGS) -> Win:
    where = SEAT_PLACES[wind]
    if not isinstance(data, dict):
        raise _bad(say('"win" must be an object with "tile", "from" and "flags"'), where=where)
    unknown = data.keys() - _WIN_KEYS
    if unknown:
        raise _bad(say('"win" has unknown field(s) {fields}', fields=listed(unknown)), where=where)
    if not isinstance(data.get("tile"), str):
        raise _bad(say('"win" needs "tile", the winning tile (e.g. "5p")'), where=where)
    if not data["tile"].strip():  # a winner ticked, the tile not yet picked: say what to do
        raise _bad(say("pick the winning tile, the tile that completed the hand"), "bad_tile", where)
    tile = parse_tile(data["tile"], where)
    source = data.get("from")
    if source not in ("self", *SEAT_WINDS):
        raise _bad(say('"from" must be "self" or the discarder\'s seat E, S, W or N, not {source!r}',
                       source=clip(source)), where=where)
    if source == wind:
        raise _bad(say('a player cannot win on his own discard (use "from": "self")'), where=where)
    flags = data.get("flags", [])
    if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
        raise _bad(say('"flags" must be a list of names'), where=where)
    if not flags:  # most wins carry no flag
        return Win(tile, source)
    unknown_flags = sorted(set(flags) - known_flags)
    if unknown_flags:
        raise _bad(say("unknown win flag {flag!r} (known: {known})", flag=clip(unknown_flags[0]),
                       known=", ".join(sorted(known_flags))), where=where)
    return Win(tile, source, frozenset(flags))


def _parse_seat(wind: str, data: Any, ruleset: Ruleset) -> Seat:
    where = SEAT_PLACES[wind]
    if not isinstance(data, dict) or not isinstance(data.get("hand"), str):
        raise _bad(say('a seat is an object with a "hand" string (use "" for nothing)'), where=where)
    if len(data) > 1 and data.keys() - _HAND_AND_WIN:  # fields beyond the hand and the win
        unknown = set(data) - _SEAT_KEYS - ruleset.seat_fields
        if unknown:
            raise _bad(say("unknown field(s) {fields}", fields=listed(unknown)), where=where)
        refused = sorted((set(data) - _HAND_AND_WIN) - ruleset.seat_fields, key=str)
        if refused:
            raise _bad(say('"{field}" is not used by {ruleset}', field=refused[0], ruleset=ruleset.id),
                       where=where)
    text = data["hand"]
    if not text and "win" not in data:  # a hand left empty (a riichi sheet's losers, the empty seat)
        return _empty_seat(wind, data, where)
    hand = parse_hand(text, where)
    _check_suits(hand, where, ruleset)
    win = _parse_win(data["win"], wind, _known_flags(ruleset)) if "win" in data else None
    hand = _bare_pair(hand, win, where)
    return Seat(wind, hand, data["hand"], win, *_seat_marks(wind, data, where))


def _empty_seat(wind: str, data: dict[str, Any], where: Words) -> Seat:
    """:func:`_parse_seat` of a seat whose hand is ``""`` and that did not win: the same checks, the
    hand's parse and checks skipped (an empty hand passes them all)."""
    if len(data) == 1:
        return Seat(wind, _NO_HAND, "")
    return Seat(wind, _NO_HAND, "", None, *_seat_marks(wind, data, where))


def _seat_marks(wind: str, data: dict[str, Any], where: Words) -> tuple[bool, int, tuple[Any, ...], Any]:
    """A seat's dead hand, penalty, instant payments and penalty owed to each seat, checked."""
    dead = data.get("dead", False)
    if not isinstance(dead, bool):
        raise _bad(say('"dead" must be true or false'), where=where)
    penalty_to = _penalty_to(data.get("penalty"), wind)
    penalty = sum(penalty_to.values()) if penalty_to else _int_field(data, "penalty", where) or 0
    instant = data.get("instant", [])
    if not isinstance(instant, list) or not all(isinstance(i, dict) for i in instant):
        raise _bad(say('"instant" must be a list of payment objects'), where=where)
    return dead, penalty, tuple(instant), penalty_to


def _known_flags(ruleset: Ruleset) -> frozenset[str]:
    """The common win flags and the ruleset's own (made once per set of the ruleset's own)."""
    known = _FLAGS_WITH.get(ruleset.win_flags)
    if known is None:
        known = _FLAGS_WITH[ruleset.win_flags] = WIN_FLAGS | ruleset.win_flags
    return known


def _bare_pair(hand: Hand, win: Win | None, where: Words) -> Hand:
    """A pair shown at Mah Jong (``[xx]``) scores as the same tiles held bare (docs/notation.md, hands).

    Only a winner on a discard shows one, made of the winning tile, and only one."""
    pairs = [m for m in hand.melds if m.kind == "pair"]
    if not pairs:
        return hand
    if win is None or win.self_drawn:
        raise _bad(say("a shown pair [xx] is the pair completed by the winning discard: only a winner "
                       "on a discard shows one"), code="bad_meld", where=where)
    if len(pairs) > 1 or pairs[0].tiles[0] != win.tile:
        raise _bad(say("a shown pair [xx] is made of the winning tile {tile}, and there is one at most",
                       tile=str(win.tile)), code="bad_meld", where=where)
    melds = tuple(m for m in hand.melds if m.kind != "pair")
    return Hand(sort_tiles((*hand.concealed, *pairs[0].tiles)), melds, hand.bonus)


def _penalty_to(value: Any, wind: str) -> dict[str, int]:
    """The object form of "penalty": the amount this seat pays to each named seat (American)."""
    if not isinstance(value, dict):
        return {}
    where = SEAT_PLACES[wind]
    for payee, amount in value.items():
        if payee not in SEAT_WINDS or payee == wind:
            raise _bad(say('"penalty" names the seats paid (E, S, W, N, not itself), not {payee!r}',
                           payee=clip(payee)), where=where)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise _bad(say("the penalty paid to {payee} must be a whole number 0 or more, not {amount!r}",
                           payee=clip(payee), amount=clip(amount)), where=where)
        if amount > MOST:
            raise _bad(out_of_range("penalty", amount, 0), where=where)
    return dict(value)


def _not_played(tile: Tile, ruleset: str) -> Words:
    if tile.suit == "a":
        return say("{tile} is not a tile of {ruleset} ({ruleset} plays without animals)",
                   tile=tile.code, ruleset=ruleset)
    if tile.suit in "fy":
        return say("{tile} is not a tile of {ruleset} ({ruleset} plays without flowers and seasons)",
                   tile=tile.code, ruleset=ruleset)
    if tile.suit == "F":
        return say("{tile} is not a tile of {ruleset} ({ruleset} plays without the American flower tile F)",
                   tile=tile.code, ruleset=ruleset)
    return say("{tile} is not a tile of {ruleset} ({ruleset} plays without jokers)",
               tile=tile.code, ruleset=ruleset)


def _check_suits(hand: Hand, where: Words, ruleset: Ruleset) -> None:
    for t in (*hand.all_tiles(), *hand.bonus):
        if t.suit not in ruleset.tile_suits:
            raise _bad(_not_played(t, ruleset.id), code="bad_tile", where=where)


def _check_winning_tile(seat: Seat) -> None:
    win = seat.win
    assert win is not None
    if win.tile in seat.hand.concealed:  # most wins: the melds need no look
        return
    in_exposed = any(m.exposed and win.tile in m.tiles for m in seat.hand.melds)
    # a drawn bonus tile can win (Singapore SG-W01/W02); the ruleset decides when
    in_bonus = win.tile.is_bonus and win.tile in seat.hand.bonus and win.self_drawn
    if in_bonus or (in_exposed and not win.self_drawn):
        return
    hand = clip(seat.text)
    message = (say('the winning tile {tile} is not in the hand "{hand}"', tile=str(win.tile), hand=hand)
               if win.self_drawn else
               say('the winning tile {tile} is not in the hand "{hand}" '
                   "(nor in a meld claimed with the winning discard)", tile=str(win.tile), hand=hand))
    raise _bad(message, where=SEAT_PLACES[seat.wind])


def _check_table(seats: dict[str, Seat], winners: list[Seat]) -> None:
    """No tile more than 4 times across the table; a shared winning discard is counted once."""
    total = [0] * len(ALL_TILES)  # by tile index: quicker than a Counter, and empty hands cost nothing
    for wind in SEAT_WINDS:
        hand = seats[wind].hand
        for t in hand.concealed:
            total[t.index] += 1
        for meld in hand.melds:
            for t in meld.tiles:
                total[t.index] += 1
        for t in hand.bonus:
            total[t.index] += 1
    discard_winners = [s for s in winners if s.win and not s.win.self_drawn]
    if len(discard_winners) > 1:
        total[discard_winners[0].win.tile.index] -= len(discard_winners) - 1  # type: ignore[union-attr]
    # a quick look first (any excess shows in it), then the exact limits, refused as check_copies words it
    if (max(total[:NUM_PLAYING_KINDS]) > 4 or max(total[NUM_PLAYING_KINDS:]) > 1) \
            and any(n > most for n, most in zip(total, MOST_COPIES, strict=True)):
        check_copies(Counter({ALL_TILES[i]: n for i, n in enumerate(total) if n}), _THE_TABLE)


def _check_winners(winners: list[Seat], ruleset: Ruleset) -> None:
    if len(winners) <= 1:
        return
    if not ruleset.multiple_winners:
        raise _bad(say("{ruleset} allows one winner per deal, not {count}", ruleset=ruleset.id,
                       count=len(winners)))
    sources = {(s.win.source, s.win.tile) for s in winners if s.win}
    if any(s.win and s.win.self_drawn for s in winners) or len(sources) != 1:
        raise _bad(say("several winners must all win on the same discarded tile from the same seat"))


def parse_deal(data: Any, ruleset: Ruleset) -> Deal:
    """Read and check a deal; raise :class:`EngineError` with the first problem found."""
    if not isinstance(data, dict):
        raise _bad(say("a deal is a JSON object with ruleset, round_wind and seats"))
    raw = data
    data = ruleset.read_deal(data)
    beyond = data.keys() - _TOP_KEYS
    unknown = sorted(beyond - ruleset.deal_fields, key=str) if beyond else None
    if unknown:
        raise _bad(say("unknown field {field!r} in the deal", field=clip(unknown[0])))
    options = ruleset.resolve_options(data.get("options", {}))
    round_wind = data.get("round_wind")
    if round_wind not in SEAT_WINDS:
        raise _bad(say("round_wind must be E, S, W or N, not {wind!r}", wind=clip(round_wind)))
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, dict) or raw_seats.keys() != _SEAT_SET:
        have = list(raw_seats) if isinstance(raw_seats, dict) else []
        raise _bad(say("seats must have exactly the keys E, S, W, N (got {keys})", keys=listed(have))
                   if have else say("seats must have exactly the keys E, S, W, N (got none)"))
    seats = {w: _parse_seat(w, raw_seats[w], ruleset) for w in SEAT_WINDS}
    winners = [seats[w] for w in SEAT_WINDS if seats[w].win]
    void = data.get("void", False)
    if not isinstance(void, bool):
        raise _bad(say('"void" must be true or false'))
    if void and winners:
        raise _bad(say("a void deal has no winner, but seat {wind} has a win", wind=winners[0].wind))
    if not void and not winners:
        raise _bad(say('no seat has a "win": give the winner, or mark the deal "void": true'))
    _check_winners(winners, ruleset)
    _check_table(seats, winners)
    for seat in seats.values():
        if seat.hand is not _NO_HAND:  # an empty hand that did not win has a count no ruleset refuses
            ruleset.check_tile_count(seat)
        if seat.win:
            _check_winning_tile(seat)
    deal = Deal(
        ruleset=ruleset.id, options=options, round_wind=round_wind, seats=seats,
        east_streak=_int_field(data, "east_streak", _THE_DEAL) or 0,
        wall_tiles_left=_int_field(data, "wall_tiles_left", _THE_DEAL),
        void=void, raw=raw,
    )
    ruleset.check_deal(deal)
    if ruleset.impossible:
        refuse_impossible(deal, ruleset.impossible)
    return deal
