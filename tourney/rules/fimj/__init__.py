"""The Italian official ruleset (Regolamento italiano ufficiale FIMJ), spec ``docs/rules/fimj.md``.

Every seat's hand is scored (FIMJ-SC01): the winner's by its best complete arrangement, with
closing doublings and limit hands; the others' by their best partial arrangement (FIMJ-SC05).
Payments follow FIMJ-P01 to P07 through :mod:`tourney.rules.settlement`. The hand value rules are in
:mod:`tourney.rules.fimj.hand`, the limit hands in :mod:`tourney.rules.fimj.limits`.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import starmap
from operator import itemgetter
from typing import Any, ClassVar

from tourney.errors import EngineError
from tourney.language import Words, say
from tourney.notation import format_tiles
from tourney.rules.deal import Deal, Seat
from tourney.rules.decompose import Arrangement, Group, partial_arrangements, winning_arrangements
from tourney.rules.fimj.hand import SeatValues, ordinary_value, seat_values
from tourney.rules.fimj.limits import LIMIT_SHAPES, best_limit
from tourney.rules.hand_text import tiles_text
from tourney.rules.impossible import classic_family, numbered
from tourney.rules.result import (
    NO_SCORE,
    SEAT_WINDS,
    DealResult,
    HandScore,
    Payment,
    ScoreItem,
    Settlement,
    settle,
)
from tourney.rules.ruleset import Option, Ruleset
from tourney.rules.settlement import round_to_ten, settle_scores

PAYMENT_CAP = 368_640  # FIMJ-P07: 90 × 2^12, before the East double (FIMJ-L00d)
FLAGS = frozenset({"last_tile", "last_discard", "replacement", "robbing_kong", "heavenly",
                   "first_discard"})
_NEEDS_DISCARD = frozenset({"last_discard", "robbing_kong", "first_discard"})


def round_payment(amount: int) -> int:
    """FIMJ-P04 rounding of one payment (a module attribute, looked up at each deal, so tests can
    watch what it receives)."""
    return round_to_ten(amount)


class FimjRuleset(Ruleset):
    """Italian official rules: stick points, doublings, limit hands, East pays and collects double."""

    id: ClassVar[str] = "fimj"
    name: ClassVar[str] = say("Italian official (FIMJ)")
    multiple_winners: ClassVar[bool] = True
    impossible = numbered("FIMJ", classic_family())  # FIMJ-N01–N06 (docs/rules/fimj.md)
    starting_score: ClassVar[int] = 4000
    options: ClassVar[tuple[Option, ...]] = (
        Option("payment_cap", True, "FIMJ-P07",
               say("cap each payment at 368,640 points before the East double")),
        Option("limit_rule", "limit", "FIMJ-A11",
               say('a limit hand scores its value ("limit") or the higher of limit and ordinary ("max")'),
               ("limit", "max")),
        Option("nonwinner_pairs", "all", "FIMJ-A14",
               say('a non-winner counts every qualifying pair ("all") or at most one ("one")'),
               ("all", "one")),
    )

    def check_deal(self, deal: Deal) -> None:
        """Win flags must be FIMJ's and fit how the hand was won."""
        for seat in deal.winners:
            problem = _flag_problem(seat)
            if problem:
                raise EngineError("bad_deal", say("seat {seat}: {problem}", seat=seat.wind, problem=problem))

    def score(self, deal: Deal) -> DealResult:
        if deal.void:  # FIMJ-E02, P06: nothing scored, nothing paid
            return DealResult(self.id, {w: HandScore() for w in SEAT_WINDS}, settle([]), void=True)
        seats = {w: self.score_seat(deal, deal.seats[w]) for w in SEAT_WINDS}
        transfers = settle_scores(
            {w: hand.score for w, hand in seats.items()}, [s.wind for s in deal.winners],
            rounding=round_payment, cap=PAYMENT_CAP if deal.options["payment_cap"] else None,
        )
        return DealResult(self.id, seats, settle_once(transfers))

    def score_seat(self, deal: Deal, seat: Seat) -> HandScore:
        """One seat's hand score by its best arrangement (ties: more stick points, more doublings)."""
        win = seat.win
        if win is None and seat.hand.is_empty:  # an empty seat: three of every sheet deal's four
            key = (seat.wind, deal.round_wind, deal.options["nonwinner_pairs"] == "one")
            found = _EMPTY_SEATS.get(key)
            if found is None:
                found = self._score_seat(deal, seat)
                if found == NO_SCORE:  # the shared nothing, whose to_json is quicker
                    found = NO_SCORE
                if len(_EMPTY_SEATS) < 64:  # a Deal made by hand may hold any round wind
                    _EMPTY_SEATS[key] = found
            return found
        return self._score_seat(deal, seat)

    def _score_seat(self, deal: Deal, seat: Seat) -> HandScore:
        win = seat.win
        values = seat_values(seat.wind, deal.round_wind, seat.hand.bonus, win is not None,
                             win.flags if win else frozenset(), deal.options["nonwinner_pairs"] == "one")
        limits: _Limits | None = None
        if win is None:
            arrangements = partial_arrangements(seat.hand)
        else:
            arrangements = winning_arrangements(seat.hand, win.tile, win.self_drawn)
            if not arrangements:
                raise EngineError("incomplete_hand",
                                  say("seat {seat}: {hand} is not a complete hand under {ruleset}",
                                      seat=seat.wind, hand=seat.text, ruleset=self.id))
            limits = (seat.wind, win.flags, deal.east_streak, deal.options["limit_rule"] == "limit")
        best = _score_arrangement(arrangements[0], values, limits)
        for other in arrangements[1:]:  # the first of the best ranked, as max() would keep
            scored = _score_arrangement(other, values, limits)
            if scored[0] > best[0]:
                best = scored
        ranked, arrangement, found = best
        text = format_arrangement(arrangement, seat.hand.bonus)
        if isinstance(found, ScoreItem):  # a limit scores its value and nothing else (FIMJ-L00a)
            return HandScore(found.points, found.points, 0, found.rule, text, (found,))
        _, score, points, doubles = ranked
        return HandScore(score, points, doubles, None, text, tuple(found))

    def dealer_keeps_seat(self, deal: Deal, result: DealResult) -> bool:
        """FIMJ-G05: East deals again after a void hand or when he is among the winners (A26)."""
        return deal.void or deal.seats["E"].win is not None


# An empty hand that did not win scores by its seat and round winds and nonwinner_pairs alone (no
# tiles, no flags, no limits); its frozen score is made once for each, at most 4 x 4 x 2 of them.
_EMPTY_SEATS: dict[tuple[str, str, bool], HandScore] = {}

# the winner's (seat wind, win flags, East's streak, limit_rule is "limit"); None for a non-winner
_Limits = tuple[str, frozenset[str], int, bool]
# an arrangement's rank, the arrangement, and its limit or its ordinary items
_Ranked = tuple[tuple[int, int, int, int], Arrangement, ScoreItem | list[ScoreItem]]


def _score_arrangement(arrangement: Arrangement, values: SeatValues, limits: _Limits | None) -> _Ranked:
    """The arrangement's rank among the others and what it scores (FIMJ section 11b).

    Under limit_rule "limit" any limit outranks any ordinary reading; then higher score, more
    stick points, more doublings. Under "max" a limit counts when it is worth at least the
    ordinary score, and always for seven pairs and the thirteen lanterns: they are not four sets
    and a pair (FIMJ-T05), so there is no ordinary score to compare. Limits are the winner's only.
    """
    limit = None
    if limits is not None:
        seat, flags, east_streak, by_limit = limits
        limit = best_limit(arrangement, seat, flags, east_streak)
        if limit is not None and (by_limit or arrangement.shape in LIMIT_SHAPES):
            return _limit_hand(limit, by_limit), arrangement, limit
    items = values.items(arrangement)
    score, points, doubles = ordinary_value(items)
    if limit is not None and limit.points >= score:
        return _limit_hand(limit, by_limit), arrangement, limit
    return (0, score, points, doubles), arrangement, items


def _limit_hand(limit: ScoreItem, by_limit: bool) -> tuple[int, int, int, int]:
    """A limit's rank: under limit_rule "limit" it outranks any ordinary reading."""
    return int(by_limit), limit.points, limit.points, 0


def _flag_problem(seat: Seat) -> Words | None:
    win = seat.win
    assert win is not None
    if not win.flags:  # most wins: every check below is of a flag
        return None
    unknown = sorted(win.flags - FLAGS)
    if unknown:
        return say("win flag {flag!r} is not used by fimj (its flags: {flags})",
                   flag=unknown[0], flags=", ".join(sorted(FLAGS)))
    if "heavenly" in win.flags and seat.wind != "E":
        return say('"heavenly" is East\'s dealt hand; another seat wins on East\'s first discard '
                   '("first_discard")')
    on_discard = sorted(win.flags & _NEEDS_DISCARD)
    if on_discard and win.self_drawn:
        return say('"{flag}" needs a win on another player\'s tile, but "from" is "self"', flag=on_discard[0])
    if "last_tile" in win.flags and not win.self_drawn:
        return say('"last_tile" is the last tile drawn from the wall, but the tile came from {seat}',
                   seat=win.source)
    if "first_discard" in win.flags and win.source != "E":
        return say('"first_discard" means winning on East\'s first discard, but the tile came from {seat}',
                   seat=win.source)
    return None


def settle_once(transfers: list[tuple[str, str, int]]) -> Settlement:
    """What :func:`settle` makes of :func:`settle_scores`' transfers, in which no ordered pair of
    seats comes twice and no amount is zero (each pair of seats settles once, by one rule), without
    summing them per pair; should a pair come twice, :func:`settle` sums them."""
    if len(set(map(_SEATS, transfers))) < len(transfers):
        return settle(transfers)  # a pair twice: summed as settle() sums it
    net = {"E": 0, "S": 0, "W": 0, "N": 0}  # SEAT_WINDS, in order, as settle() makes it
    for payer, payee, amount in transfers:
        if payer == payee or not amount:
            return settle(transfers)  # refused, or dropped, as settle() does
        net[payer] -= amount
        net[payee] += amount
    return Settlement(tuple(starmap(_payment, transfers)), net)


_SEATS = itemgetter(0, 1)  # a transfer's (payer, payee)


# a payment is an immutable value, and few recur: each is made once
_payment = lru_cache(maxsize=4096)(Payment)


def format_arrangement(arrangement: Arrangement, bonus: tuple[Any, ...]) -> str:
    """The arrangement as notation words: shown melds, then the concealed groups, leftovers, bonus.

    A set completed by the winning discard is written in brackets: it counts as exposed (FIMJ-A13).
    """
    known = _GROUP_TEXT
    words = [known.get((g.kind, g.tile.index, g.concealed, g.declared)) or _group_text(g)
             for g in arrangement.groups]
    if arrangement.leftover:
        words.append(tiles_text(arrangement.leftover))  # no memo per hand (see hand_text)
    if bonus:
        words.append(format_tiles(bonus, compact=True))
    return " ".join(words)


_GROUP_TEXT: dict[tuple[str, int, bool, bool], str] = {}  # few distinct groups exist


def _group_text(group: Group) -> str:
    """A group's notation word, made once per kind of group: formatting is a result's slow part."""
    key = (group.kind, group.tile.index, group.concealed, group.declared)
    text = _GROUP_TEXT.get(key)
    if text is None:
        inner = format_tiles(group.tiles, compact=True)
        if group.declared:
            text = f"({inner})" if group.concealed else f"[{inner}]"
        elif group.is_set and not group.concealed:
            text = f"[{inner}]"
        else:
            text = inner
        _GROUP_TEXT[key] = text
    return text


RULESET = FimjRuleset()
