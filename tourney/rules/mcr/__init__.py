"""The Chinese Official ruleset (MCR, docs/rules/mcr.md): 81 fans, the 8-point minimum, payments.

Only the winner scores: the best reading of his hand (:mod:`mcr_score`) gives its fans and points;
flowers add a point each but do not count towards the 8 points needed to go out (MCR-R03). A win
under 8 points is reported (``below_minimum``) and settles nothing: at the table it is a false
Mah Jong. Payments (MCR-S01): on a discard the discarder pays 8 + the points and the other two 8
each; self-drawn, each of the three pays 8 + the points. Penalties (MCR-P01) are paid in equal
shares to the other three players.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import starmap
from typing import Any, ClassVar

from tourney.errors import EngineError
from tourney.language import say
from tourney.rules.deal import Deal, Seat, at_seat
from tourney.rules.impossible import (
    last_discard_and_robbing,
    numbered,
    replacement_without_kong,
    robbed_tile_held,
)
from tourney.rules.mcr.score import Best, best_reading, describe
from tourney.rules.mcr.values import FANS, MINIMUM
from tourney.rules.result import SEAT_WINDS, DealResult, HandScore, Payment, ScoreItem, Settlement, settle
from tourney.rules.ruleset import Option, Ruleset

BASE = 8  # MCR-S01: what every loser pays besides the hand's points
_OTHERS = {w: tuple(o for o in SEAT_WINDS if o != w) for w in SEAT_WINDS}  # in seat order
_NOTHING = HandScore()  # a hand that did not win: one frozen value serves every seat
_SELF_ONLY = ("last_tile", "replacement")
_DISCARD_ONLY = ("last_discard", "robbing_kong")
_NOT_MCR = ("heavenly", "first_discard", "joker_exchange", "new_discard", "original_call",
            "twofold_fortune")


class Mcr(Ruleset):
    """Mahjong Competition Rules (the Green Book): additive fans, 8-point minimum, no limit."""

    id = "mcr"
    name = say("Chinese Official (MCR)")
    options: ClassVar[tuple[Option, ...]] = (
        Option("false_mahjong_penalty", 30, "MCR-P01",
               say("Points a false Mah Jong costs, paid in equal shares to the other three players"),
               choices=(30, 60)),
    )
    seat_fields = frozenset({"penalty"})
    tile_suits = "mpswdfy"
    impossible = numbered("MCR", (  # MCR-N01–N03 (docs/rules/mcr.md)
        replacement_without_kong(with_bonus=True), last_discard_and_robbing, robbed_tile_held))
    starting_score = 0

    def check_deal(self, deal: Deal) -> None:
        for seat in deal.seats.values():
            if seat.penalty % 3:
                raise EngineError("bad_deal", at_seat(seat.wind, say(
                    "a penalty of {amount} cannot be shared equally by the other three players "
                    "(MCR-P01: use a multiple of 3)", amount=seat.penalty)))
            if seat.win:
                _check_flags(seat)

    def score(self, deal: Deal) -> DealResult:
        scores = dict.fromkeys(SEAT_WINDS, _NOTHING)  # only the winner's hand is scored
        transfers: list[tuple[str, str, int]] = []
        winner = None  # the one seat that won (the deal was refused otherwise), unless void
        for seat in deal.seats.values():
            if seat.penalty:
                share = seat.penalty // 3
                transfers.extend((seat.wind, other, share) for other in _OTHERS[seat.wind])
            if seat.win is not None and winner is None:
                winner = seat
        extra: dict[str, Any] = {}
        if not deal.void:
            if winner is None:
                winner = deal.winners[0]
            scores[winner.wind], paid = _score_winner(winner, deal)
            if not transfers:  # no penalty: the win's payments alone
                return DealResult(self.id, scores, settle_win(winner.wind, paid), False, extra)
            transfers.extend(paid)
        return DealResult(self.id, scores, settle(transfers), void=deal.void, extra=extra)


def settle_win(winner: str, paid: list[tuple[str, str, int]]) -> Settlement:
    """What :func:`settle` makes of one win's payments, each loser paying the winner once an
    amount above zero (or nobody paying), without summing them per pair."""
    net = {"E": 0, "S": 0, "W": 0, "N": 0}  # SEAT_WINDS, in order, as settle() makes it
    total = 0
    for payer, _, amount in paid:
        net[payer] = -amount
        total += amount
    net[winner] = total
    return Settlement(tuple(starmap(_payment, paid)), net)


# a payment is an immutable value, and few recur (the base of 8 most of all): each is made once
_payment = lru_cache(maxsize=2048)(Payment)


def _check_flags(seat: Seat) -> None:
    win = seat.win
    assert win is not None
    for flag in win.flags:
        if flag in _NOT_MCR:
            raise EngineError("bad_deal", at_seat(seat.wind, say('the flag "{flag}" is not used by mcr',
                                                                 flag=flag)))
    for flag in _SELF_ONLY if not win.self_drawn else _DISCARD_ONLY:
        if flag in win.flags:
            how = say("a self-drawn win") if flag in _SELF_ONLY else say("a win on a discard")
            raise EngineError("bad_deal", at_seat(seat.wind, say('the flag "{flag}" is only for {how}',
                                                                 flag=flag, how=how)))


def _score_winner(seat: Seat, deal: Deal) -> tuple[HandScore, list[tuple[str, str, int]]]:
    win = seat.win
    assert win is not None
    best = best_reading(seat.hand, win, seat.wind, deal.round_wind)
    if best is None:
        raise EngineError("incomplete_hand", at_seat(seat.wind, say(
            '"{hand}" is not a complete hand under mcr', hand=seat.text)))
    flowers = len(seat.hand.bonus)
    total = best.points + flowers
    items = _items(best, flowers)
    below = best.points < MINIMUM
    extra: dict[str, Any] = {"fan_points": best.points, "flowers": flowers, "minimum": MINIMUM,
                             "below_minimum": below}
    score = HandScore(total, total, 0, None, describe(best), items, extra)  # score, points, doubles, limit
    if below:
        return score, []
    wind = seat.wind
    if win.self_drawn:
        return score, [(w, wind, BASE + total) for w in _OTHERS[wind]]
    return score, [(w, wind, BASE + total if w == win.source else BASE) for w in _OTHERS[wind]]


def _items(best: Best, flowers: int) -> tuple[ScoreItem, ...]:
    """The fans in the Green Book's order (rule ids sort as their numbers), flowers last."""
    fans = sorted(best.tally.items())  # each rule once: sorted by rule id
    if flowers:
        fans.append(("MCR-F81", flowers))  # the last id, never in a reading's tally
    return tuple(starmap(_item, fans))


@cache  # a fan counted some number of times: few of them exist, each item is made once
def _item(rule: str, times: int) -> ScoreItem:
    name, value = FANS[rule]
    shown = name if times == 1 else say("{name} ×{times}", name=name, times=times)
    return ScoreItem(rule, shown, points=value * times)


RULESET = Mcr()
