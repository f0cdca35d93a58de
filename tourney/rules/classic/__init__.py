"""The classic European rulesets: the DMJL and BMJA tournament presets of classic.md section 12.

One :class:`ClassicRuleset` subclass per preset; the numbers live in
:mod:`tourney.rules.classic.values`. A winner's hand is scored in every reading (every
decomposition, every set the winning tile may have completed, every special pattern) and the best
kept (CL-Z13, CL-Z14, CL-Z20); a non-winner's by its best partial arrangement, plus the BMJA calling
awards (CL-Z85). Settlement is CL-P01-CL-P05: every non-winner pays the winner, non-winners settle
their differences, East pays and collects double, nothing is rounded and nothing is paid after a
dead hand.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tourney.errors import EngineError, clip
from tourney.language import say
from tourney.rules.classic.partial import score_other
from tourney.rules.classic.patterns import Reading, Win, readings, tile_facts
from tourney.rules.classic.scoring import describe, item
from tourney.rules.classic.values import BMJA, DMJL, Preset
from tourney.rules.classic.waits import calling_awards, only_possible_tile, second_wait_shown
from tourney.rules.classic.winner import score_winner
from tourney.rules.deal import Deal, Seat
from tourney.rules.decompose import tile_counts
from tourney.rules.impossible import classic_family, foreign_flags, kong_needed, numbered
from tourney.rules.result import SEAT_WINDS, DealResult, HandScore, settle
from tourney.rules.ruleset import Option, Ruleset
from tourney.rules.settlement import Transfer, settle_scores

_OWN_FLAGS = frozenset({"last_tile", "last_discard", "replacement", "robbing_kong", "heavenly",
                        "first_discard", "original_call", "twofold_fortune"})
_NO_MEANING = frozenset({"joker_exchange", "new_discard"})
_SELF_DRAWN_ONLY = frozenset({"last_tile", "replacement", "heavenly", "twofold_fortune"})
_DISCARD_ONLY = frozenset({"last_discard", "robbing_kong", "first_discard"})
_PENALTY_EXAMPLE = '"penalty": {"E": 167, "S": 167, "N": 166}'  # JSON, kept out of the template's {fields}


def _options(preset: Preset) -> tuple[Option, ...]:
    return (
        Option("limit", preset.limit, "CL-Z01", say("the most one hand can score")),
        Option("roof_off", False, "CL-Z02",
               say("ordinary hands are not capped; limit hands still score their fraction of the limit")),
        Option("east_after_draw", "B", "CL-G04",
               say("A: East passes after the replay of a dead hand even if he wins it; "
                   "B: East keeps the seat until another player wins (CL-Z08)"), choices=("A", "B")),
        Option("dangerous_discard", False, "CL-Z94",
               say("the winning discard was judged dangerous (or, BMJA, falsely named: CL-Z93): the "
                   "discarder alone pays for everyone and the others settle nothing")),
    )


class ClassicRuleset(Ruleset):
    """Scoring and settlement shared by the classic presets; the preset supplies the numbers."""

    preset: ClassVar[Preset]
    starting_score: ClassVar[int] = 2000  # CL-W03
    impossible = numbered("CL", classic_family(  # CL-N01–N08 (docs/rules/classic.md)
        kong_needed("twofold_fortune"), foreign_flags(_OWN_FLAGS)))
    seat_fields: ClassVar[frozenset[str]] = frozenset({"penalty"})

    def resolve_options(self, given: Any) -> dict[str, Any]:
        options = super().resolve_options(given)
        if options["limit"] < 1:
            raise EngineError("bad_option", say("option limit must be 1 or more, not {limit}",
                                                limit=clip(options["limit"])))
        return options

    def check_deal(self, deal: Deal) -> None:
        if deal.options["dangerous_discard"] and (
                len(deal.winners) != 1 or deal.winners[0].win.self_drawn):  # type: ignore[union-attr]
            raise EngineError("bad_option", say("option dangerous_discard (CL-Z94) needs one winner "
                                                "who won on a discard: the discarder pays for everyone"))
        for seat in deal.seats.values():
            if seat.win:
                self._check_win(seat)
            if seat.penalty % 3 and not seat.penalty_to:
                raise EngineError("bad_deal", say(
                    "seat {seat}: a penalty is shared equally by the three other players (CL-Z99), so "
                    "{penalty} must be a multiple of 3; name the payees instead, e.g. {example}",
                    seat=seat.wind, penalty=clip(seat.penalty), example=_PENALTY_EXAMPLE))

    def _check_win(self, seat: Seat) -> None:
        """Win flags that mean something here and agree with where the winning tile came from."""
        win = seat.win
        assert win is not None
        wind = seat.wind
        if not win.tile.is_playing:
            raise EngineError("bad_deal", say("seat {seat}: a flower or season cannot be the winning tile "
                                              "in {ruleset} (it is replaced from the dead wall)",
                                              seat=wind, ruleset=self.id))
        for flag in sorted(win.flags):
            if flag in _NO_MEANING:
                raise EngineError("bad_deal", say("seat {seat}: win flag {flag!r} has no meaning in "
                                                  "{ruleset}", seat=wind, flag=flag, ruleset=self.id))
            if flag in _SELF_DRAWN_ONLY and not win.self_drawn:
                raise EngineError("bad_deal", say('seat {seat}: win flag {flag!r} needs "from": "self"',
                                                  seat=wind, flag=flag))
            if flag in _DISCARD_ONLY and win.self_drawn:
                raise EngineError("bad_deal", say('seat {seat}: win flag {flag!r} needs the discarder in '
                                                  '"from", not "self"', seat=wind, flag=flag))
        if "heavenly" in win.flags and seat.wind != "E":
            raise EngineError("bad_deal", say("seat {seat}: only East can win with the dealt hand (heavenly)",
                                              seat=wind))
        if "first_discard" in win.flags and win.source != "E":
            raise EngineError("bad_deal", say('seat {seat}: "first_discard" is a win on East\'s first '
                                              'discard, so "from" must be "E"', seat=wind))

    # -- scoring ------------------------------------------------------------------------------

    def score(self, deal: Deal) -> DealResult:
        if deal.void:
            hands = {w: HandScore() for w in SEAT_WINDS}
            transfers: list[Transfer] = []
        else:
            options = deal.options
            limit, roof_off = options["limit"], options["roof_off"]
            hands = {}
            winners = []
            for wind in SEAT_WINDS:
                seat = deal.seats[wind]
                if seat.win:
                    hands[wind] = self._score_winner(deal, seat, limit, roof_off)
                    winners.append(wind)
                else:
                    hands[wind] = self._score_other(deal, seat, limit, roof_off)
            if options["dangerous_discard"]:
                transfers = _discarder_pays_for_everyone(deal, hands)
            else:
                transfers = settle_scores({w: h.score for w, h in hands.items()}, winners)
        transfers.extend(self._penalties(deal))
        return DealResult(self.id, hands, settle(transfers), void=deal.void)

    def _score_winner(self, deal: Deal, seat: Seat, limit: int, roof_off: bool) -> HandScore:
        assert seat.win is not None
        preset, hand = self.preset, seat.hand
        win = Win(seat.win.tile, seat.win.self_drawn, seat.win.flags, seat.wind, deal.round_wind,
                  deal.east_streak)
        counts = tile_counts(hand.concealed)
        found = readings(hand, win, preset, counts)
        if not found:
            raise EngineError("incomplete_hand",
                              say("seat {seat}: {hand} is not a complete hand under {ruleset}",
                                  seat=seat.wind, hand=seat.text, ruleset=self.id))
        only = ("CL-Z56" in preset.values and not second_wait_shown(found, hand, win.tile, counts)
                and only_possible_tile(hand, win.tile, preset, counts))
        facts = tile_facts(hand.all_tiles())  # the same for every reading
        return score_winner(hand, win, found, only, preset, facts, limit, roof_off,
                            lambda reading: _text(reading, seat))

    def _score_other(self, deal: Deal, seat: Seat, limit: int, roof_off: bool) -> HandScore:
        preset, hand = self.preset, seat.hand
        if hand.is_empty:
            return HandScore()
        if preset.calling:
            awards, purity = calling_awards(hand, seat.wind, deal.round_wind, preset)
            extra = [item("CL-Z85n", doubles=preset.purity_call)] if purity else []
        else:
            awards, extra = [], []
        return score_other(hand, seat.wind, deal.round_wind, preset, limit, roof_off, awards, extra)

    def _penalties(self, deal: Deal) -> list[Transfer]:
        """CL-Z86-CL-Z93 as the table decided them, never doubled for East. CL-Z99 (our proposal):
        a number ``penalty`` is paid in equal shares to the other three; the object form
        ``{seat: amount}`` pays the seats named."""
        found: list[Transfer] = []
        for seat in deal.seats.values():
            if seat.penalty_to:
                found.extend((seat.wind, payee, amount) for payee, amount in seat.penalty_to.items()
                             if amount)
            elif seat.penalty:
                found.extend((seat.wind, other, seat.penalty // 3)
                             for other in SEAT_WINDS if other != seat.wind)
        return found

    # -- game flow ----------------------------------------------------------------------------

    def dealer_keeps_seat(self, deal: Deal, result: DealResult) -> bool:
        """CL-G02, CL-G03, CL-Z08: East keeps the seat after a dead hand and after winning, except
        after a ninth win in a row in DMJL (CL-Z84). Option A's pass after a replay needs the
        game's history and is applied by :mod:`tourney.rules.flow`."""
        if deal.void or result.void:
            return True
        if deal.seats["E"].win is None:
            return False
        return not ("CL-Z84" in self.preset.limits and deal.east_streak >= 8)


def _discarder_pays_for_everyone(deal: Deal, hands: dict[str, HandScore]) -> list[Transfer]:
    """CL-Z94: the discarder pays what all three would have paid (4x, 6x to East); nothing else."""
    (winner,) = deal.winners
    assert winner.win is not None
    total = hands[winner.wind].score * (6 if winner.wind == "E" else 4)
    return [(winner.win.source, winner.wind, total)]


def _text(reading: Reading, seat: Seat) -> str:
    leftover = () if reading.groups else seat.hand.concealed
    return describe(reading.groups, leftover, seat.hand.bonus)


class DmjlRuleset(ClassicRuleset):
    id = DMJL.id
    name = DMJL.name
    preset = DMJL
    options = _options(DMJL)


class BmjaRuleset(ClassicRuleset):
    id = BMJA.id
    name = BMJA.name
    preset = BMJA
    options = _options(BMJA)


RULESETS: dict[str, Ruleset] = {"classic-bmja": BmjaRuleset(), "classic-dmjl": DmjlRuleset()}
