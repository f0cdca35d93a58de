"""The American (NMJL) ruleset: a winning hand must match a hand of the card, which is data.

The card comes from the option ``card`` (empty: the built-in 2008 card of the seed; a built-in name
such as ``nmjl-2008``; or the path of a card file, see ``docs/card-format.md``). ``enable`` and
``disable`` switch single card hands on or off (e.g. a candidate fix of a broken hand, AM-A01).
Hands are always 14 tiles, Flowers and jokers included; the best matching hand is paid
(:mod:`tourney.rules.american.pay`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import ClassVar

from tourney.errors import EngineError, clip
from tourney.language import Words, say
from tourney.notation import format_hand
from tourney.rules.american.card import (
    BUILTIN,
    Card,
    CardError,
    CardHand,
    Match,
    PlayerTiles,
    builtin_card,
    builtin_names,
    index_of,
    load_card,
)
from tourney.rules.american.pay import goulash, jokerless_double, penalties, win_payments
from tourney.rules.deal import Deal, Seat
from tourney.rules.hand_text import hand_text
from tourney.rules.impossible import foreign_flags, numbered
from tourney.rules.result import SEAT_WINDS, DealResult, HandScore, ScoreItem, settle
from tourney.rules.ruleset import Option, Ruleset
from tourney.tiles import ANY_FLOWER

HAND_SIZE = 14
FLOWER_TILES = 8
DEAD_HAND = say("Dead hand: pays the winner in full")


@cache
def _card_file(path: str, stamp: float) -> Card:
    return load_card(path)


def card_for(options: dict[str, object]) -> Card:
    """The card a deal is scored with: option ``card`` names a built-in card or a card file."""
    name = str(options.get("card") or BUILTIN)
    try:
        if name in builtin_names():
            return builtin_card(name)
        path = _card_path(name)
        if path is None:
            raise EngineError("bad_option", say("option card: {name!r} is neither a built-in card ({cards}) "
                                                "nor a card file",
                                                name=clip(name), cards=", ".join(builtin_names())))
        return _card_file(str(path.resolve()), path.stat().st_mtime)
    except OSError as error:  # the file went away or cannot be read between the look and the read
        problem = clip(error.strerror or str(error))
        raise EngineError("bad_option", say("option card: cannot read {name!r}: {error}",
                                            name=clip(name), error=problem)) from error
    except CardError as error:
        raise EngineError("bad_option", say("option card: {problem}", problem=error.message)) from error


def _card_path(name: str) -> Path | None:
    """The card file ``name`` names, or None when no such file can be read (too long a name, a
    character no file name may hold, a folder)."""
    try:
        path = Path(name)
        return path if path.is_file() else None
    except (OSError, ValueError):
        return None


def playable(card: Card, options: dict[str, object]) -> Mapping[str, CardHand]:
    """The card hands that can win: enabled ones, plus ``enable``, minus ``disable``.

    Without ``enable`` and ``disable`` (most deals) it is the card index's own table, not a copy:
    a Mapping, read only."""
    enabled = index_of(card).enabled
    if not options.get("enable") and not options.get("disable"):
        return enabled
    hands = dict(enabled)
    for hid in options.get("enable") or []:  # type: ignore[attr-defined]
        hand = card.hand(str(hid))
        if hand is None:
            raise EngineError("bad_option", say("option enable: {card} has no hand {hand!r}",
                                                card=card.name, hand=clip(hid)))
        if not hand.readings:
            raise EngineError("bad_option", say("option enable: {hand} cannot be played: {reason}",
                                                hand=hid, reason=hand.reason))
        hands[hand.id] = hand
    for hid in options.get("disable") or []:  # type: ignore[attr-defined]
        if card.hand(str(hid)) is None:
            raise EngineError("bad_option", say("option disable: {card} has no hand {hand!r}",
                                                card=card.name, hand=clip(hid)))
        hands.pop(str(hid), None)
    return hands


class American(Ruleset):
    id: ClassVar[str] = "american"
    name: ClassVar[str] = say("American (NMJL)")
    seat_fields: ClassVar[frozenset[str]] = frozenset({"dead", "penalty"})
    tile_suits: ClassVar[str] = "mpswdfyFJ"
    impossible = numbered("AM", (foreign_flags(frozenset({"joker_exchange"})),))  # AM-N01
    options: ClassVar[tuple[Option, ...]] = (
        Option("card", "", "AM-H00", say("card to score with: empty for the built-in 2008 card, a built-in "
                                         "name (nmjl-2008) or the path of a card file")),
        Option("enable", [], "AM-A01", say("card hand ids to play although the card disables them")),
        Option("disable", [], "AM-A01", say("card hand ids not to play")),
        Option("goulash_pot", 0, "AM-GL03", say("Goulash pot this hand (each player put in a quarter); "
                                                "0 when the hand is not a Goulash")),
    )

    def check_tile_count(self, seat: Seat) -> None:
        """Always 14 tiles to win, Flowers and jokers counted (AM-R03); at most 13 otherwise."""
        count = seat.hand.tile_count + len(seat.hand.bonus)
        if seat.win and count != HAND_SIZE:
            raise EngineError("tile_count", say("seat {seat}: the winning hand has {count} tiles, an "
                                                "American hand needs {needed}",
                                                seat=seat.wind, count=count, needed=HAND_SIZE))
        if not seat.win and count > HAND_SIZE - 1:
            raise EngineError("tile_count", say("seat {seat}: the hand has {count} tiles; a hand that did "
                                                "not win holds at most {most}",
                                                seat=seat.wind, count=count, most=HAND_SIZE - 1))

    def check_deal(self, deal: Deal) -> None:
        for name in ("enable", "disable"):
            ids = deal.options[name]
            if not all(isinstance(i, str) for i in ids):
                raise EngineError("bad_option", say("option {name} must be a list of card hand ids",
                                                    name=name))
        if deal.options["goulash_pot"] % 4:
            raise EngineError("bad_option", say("option goulash_pot must be a multiple of 4 "
                                                "(each player puts in the same amount)"))
        flowers = 0
        for seat in deal.seats.values():
            _check_seat(seat, deal)
            flowers += sum(1 for t in seat.hand.all_tiles() + seat.hand.bonus
                           if t.is_bonus or t == ANY_FLOWER)
        if flowers > FLOWER_TILES:
            raise EngineError("too_many_copies", say("the table: {flowers} Flowers; a set has {most} "
                                                     "(AM-G02)", flowers=flowers, most=FLOWER_TILES))

    def score(self, deal: Deal) -> DealResult:
        card = card_for(deal.options)
        hands = playable(card, deal.options)
        transfers, items = penalties(deal)
        winner = None if deal.void else deal.winners[0]
        seats = {w: HandScore() if winner is not None and w == winner.wind else  # replaced below
                 _other_seat(deal.seats[w], items[w]) for w in SEAT_WINDS}
        if winner is None:
            return DealResult(self.id, seats, settle(transfers), void=True)
        tiles = PlayerTiles.of(winner.hand)
        match = best_match(card, hands, winner, tiles)
        pay = win_payments(deal, winner, match, tiles.jokerless)
        pot, pot_items = goulash(deal.options["goulash_pot"], winner, match)
        double = jokerless_double(match, tiles.jokerless)
        seats[winner.wind] = HandScore(
            score=match.hand.value, points=match.hand.value, doubles=int(double),
            arrangement=match.arrangement, items=tuple(pay.items + pot_items + items[winner.wind]),
            extra={"card": card.name, "card_hand": match.hand.id, "jokerless": tiles.jokerless})
        return DealResult(self.id, seats, settle(pay.transfers + pot + transfers))


def _check_seat(seat: Seat, deal: Deal) -> None:
    where = seat.wind
    animals = [t for t in seat.hand.bonus if t.suit == "a"]
    if animals:
        raise EngineError("bad_tile", say("seat {seat}: {tile} is an animal; American sets have none",
                                          seat=where, tile=str(animals[0])))
    chows = [m for m in seat.hand.melds if m.kind == "chow"]
    if chows:
        raise EngineError("bad_meld", say("seat {seat}: {hand} shows a chow; American has no chows, only "
                                          "pungs, kongs, quints and sextets (AM-G04)",
                                          seat=where, hand=format_hand(seat.hand)))
    win = seat.win
    if win is None:
        return
    if seat.dead:
        raise EngineError("bad_deal", say("seat {seat}: a dead hand cannot win (AM-DC02, AM-DC04)",
                                          seat=where))
    if not win.self_drawn and deal.seats[win.source].dead:
        raise EngineError("bad_deal", say("seat {seat}: seat {discarder} has a dead hand and cannot discard "
                                          "(AM-DC02)", seat=where, discarder=win.source))
    if "joker_exchange" in win.flags and (not win.self_drawn or not win.tile.is_joker):
        raise EngineError("bad_deal", say('seat {seat}: a joker-exchange win has "tile": "J" and '
                                          '"from": "self" (AM-P04)', seat=where))


def _other_seat(seat: Seat, items: list[ScoreItem]) -> HandScore:
    extra = {"dead": True} if seat.dead else {}
    if seat.dead:
        items = [ScoreItem("AM-DC02", DEAD_HAND), *items]
    return HandScore(arrangement=hand_text(seat.hand), items=tuple(items), extra=extra)


def best_match(card: Card, hands: Mapping[str, CardHand], seat: Seat, tiles: PlayerTiles) -> Match:
    """The playable match paying most (value, doubled if jokerless), first on the card if tied."""
    found = index_of(card).matches(tiles)
    usable = [m for m in found if m.hand.id in hands and not (m.hand.concealed and tiles.exposed)]
    if usable:
        return max(usable, key=lambda m: m.hand.value * (2 if jokerless_double(m, tiles.jokerless) else 1))
    raise EngineError("no_match", no_match_message(card, hands, seat, found))


def no_match_message(card: Card, hands: Mapping[str, CardHand], seat: Seat, found: list[Match]) -> Words:
    why = []
    for m in found:
        if m.hand.id not in hands:
            reason = m.hand.reason or say("disabled by option")  # a card's own reason is the card's text
            why.append(say("{hand} is not played ({reason})", hand=m.hand.id, reason=reason))
        else:
            why.append(say("{hand} is a concealed hand and this hand has exposed melds (AM-R08)",
                           hand=m.hand.id))
    detail = say("; it has the tiles of {hands}", hands=_listed(why)) if why else ""
    return say("seat {seat}: {hand} matches no hand of the card {card}{detail}",
               seat=seat.wind, hand=format_hand(seat.hand), card=card.name, detail=detail)


def _listed(parts: list[Words]) -> Words:
    """Sentences one after the other, separated by commas, each still translatable."""
    listed = parts[0]
    for part in parts[1:]:
        listed = say("{earlier}, {later}", earlier=listed, later=part)
    return listed


RULESET = American()
