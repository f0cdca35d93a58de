"""American payments (AM-P), dead hands (AM-DC02), penalties (AM-DC03, AM-FM04/05) and the Goulash pot.

Only the winner is paid (AM-P02) and East pays and receives like everybody else (AM-P03): with
hand value V, a self-drawn or joker-exchange win takes 2V from each opponent (AM-P04); a win on a
discard takes 2V from the discarder and V from the others (AM-P05); a jokerless hand doubles all of
it again (AM-P06) unless it is a singles-and-pairs hand (AM-P07). A dead hand pays as a normal
non-discarder. Penalties are separate transfers: ``"penalty": {"E": 25}`` pays the seats named
(a lost challenge, AM-DC03), ``"penalty": 25`` pays that much to each other seat still in play
(not dead: AM-FM05, or AM-FM04 when one seat is left).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from tourney.language import say
from tourney.rules.american.card import Match
from tourney.rules.deal import Deal, Seat
from tourney.rules.result import SEAT_WINDS, ScoreItem

Transfer = tuple[str, str, int]
NO_JOKERLESS_DOUBLE = say("Singles and pairs: no jokerless double")
JOKERLESS = say("Jokerless: payments doubled")
SELF_DRAWN = say("Self-drawn: each opponent pays double")
JOKER_EXCHANGE = say("Joker exchange counts as self-drawn: each opponent pays double")
ON_DISCARD = {w: say("Won on {seat}'s discard: discarder pays double", seat=w) for w in SEAT_WINDS}
POT_STAYS = say("Goulash: the hand has a run, the pot stays")
POT_TAKEN = say("Goulash pot taken")
PENALTY_TO_ALL = say("Penalty paid to each seat still in play")
PENALTY_TO = {w: say("Penalty paid to {seat}", seat=w) for w in SEAT_WINDS}
PENALTY_FROM = {w: say("Penalty from {seat}", seat=w) for w in SEAT_WINDS}
# the items that do not depend on the hand, made once
_NO_DOUBLE_ITEM = ScoreItem("AM-P07", NO_JOKERLESS_DOUBLE)
_JOKERLESS_ITEM = ScoreItem("AM-P06", JOKERLESS, doubles=1)
_EXCHANGE_ITEM = ScoreItem("AM-P04", JOKER_EXCHANGE, doubles=1)
_SELF_DRAWN_ITEM = ScoreItem("AM-P04", SELF_DRAWN, doubles=1)
_DISCARD_ITEMS = {w: ScoreItem("AM-P05", ON_DISCARD[w]) for w in SEAT_WINDS}


@dataclass(frozen=True, slots=True)
class WinPay:
    """What the winner is paid, and the score items that say why."""

    transfers: list[Transfer]
    items: list[ScoreItem]
    multiplier: int  # of V paid by a non-discarder


def jokerless_double(match: Match, jokerless: bool) -> bool:
    return jokerless and not match.hand.singles_and_pairs


def win_payments(deal: Deal, winner: Seat, match: Match, jokerless: bool) -> WinPay:
    assert winner.win is not None
    value = match.hand.value
    double = 2 if jokerless_double(match, jokerless) else 1
    items = [_card_hand_item(match.hand.rule, match.hand.id, value)]
    if jokerless and match.hand.singles_and_pairs:
        items.append(_NO_DOUBLE_ITEM)
    elif double == 2:
        items.append(_JOKERLESS_ITEM)
    by_exchange = "joker_exchange" in winner.win.flags
    if winner.win.self_drawn or by_exchange:
        items.append(_EXCHANGE_ITEM if by_exchange else _SELF_DRAWN_ITEM)
        each = {w: 2 * value * double for w in SEAT_WINDS if w != winner.wind}
    else:
        items.append(_DISCARD_ITEMS[winner.win.source])
        each = {w: (2 if w == winner.win.source else 1) * value * double
                for w in SEAT_WINDS if w != winner.wind}
    transfers = [(payer, winner.wind, amount) for payer, amount in each.items()]
    return WinPay(transfers, items, double)


@cache  # one item per hand of the card in use
def _card_hand_item(rule: str, hand: str, value: int) -> ScoreItem:
    return ScoreItem(rule, say("Card hand {hand}", hand=hand), value=value)


def has_run(match: Match) -> bool:
    """A run of single tiles (AM-A14): three consecutive numbers of one suit, at least two of them
    single tiles and none in a group bigger than a pair (only AM-H27 on the 2008 card)."""
    sizes: dict[int, int] = {}
    for g in match.groups:
        if g.tile.is_number:
            sizes[g.tile.index] = min(sizes.get(g.tile.index, 9), g.size)
    for low in sizes:
        trio = [low, low + 1, low + 2]
        if low % 9 <= 6 and all(sizes.get(t, 9) <= 2 for t in trio) and \
                sum(1 for t in trio if sizes[t] == 1) >= 2:
            return True
    return False


def goulash(pot: int, winner: Seat, match: Match) -> tuple[list[Transfer], list[ScoreItem]]:
    """AM-GL03: the winner takes the pot (each player put in a quarter) unless his hand has a run."""
    if not pot:
        return [], []
    if has_run(match):
        return [], [ScoreItem("AM-GL03", POT_STAYS)]
    share = pot // 4
    transfers = [(w, winner.wind, share) for w in SEAT_WINDS if w != winner.wind]
    return transfers, [ScoreItem("AM-GL03", POT_TAKEN, points=pot - share)]


def penalties(deal: Deal) -> tuple[list[Transfer], dict[str, list[ScoreItem]]]:
    """The penalty transfers of every seat and the items that explain them."""
    transfers: list[Transfer] = []
    items: dict[str, list[ScoreItem]] = {w: [] for w in SEAT_WINDS}
    for seat in deal.seats.values():
        if seat.penalty_to:
            for payee, amount in seat.penalty_to.items():
                transfers.append((seat.wind, payee, amount))
                items[seat.wind].append(ScoreItem("AM-DC03", PENALTY_TO[payee], points=-amount))
                items[payee].append(ScoreItem("AM-DC03", PENALTY_FROM[seat.wind], points=amount))
        elif seat.penalty:
            payees = [w for w in SEAT_WINDS if w != seat.wind and not deal.seats[w].dead]
            rule = "AM-FM04" if len(payees) == 1 else "AM-FM05"
            for payee in payees:
                transfers.append((seat.wind, payee, seat.penalty))
                items[payee].append(ScoreItem(rule, PENALTY_FROM[seat.wind], points=seat.penalty))
            items[seat.wind].append(ScoreItem(rule, PENALTY_TO_ALL,
                                              points=-seat.penalty * len(payees)))
    return transfers, items
