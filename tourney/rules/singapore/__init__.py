"""The Singapore ruleset (docs/rules/singapore.md): fān, cap and minimum, payments, game flow.

Only the winner scores: his fān (:mod:`singapore_fan`) on the best reading of his hand
(:mod:`singapore_hands`), capped at ``limit_fan``, give the base ``2 ** F`` that the losers pay
(:mod:`singapore_pay`). The immediate payments made during the hand (:mod:`singapore_instant`) are
settled with the deal, also when it ends without a winner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tourney.errors import EngineError, clip
from tourney.language import say
from tourney.rules.deal import MOST, Deal, Seat, out_of_range
from tourney.rules.impossible import foreign_flags, numbered, replacement_without_kong, robbed_tile_held
from tourney.rules.result import SEAT_WINDS, DealResult, HandScore, ScoreItem, settle
from tourney.rules.ruleset import Option, Ruleset
from tourney.rules.singapore.fan import WinContext
from tourney.rules.singapore.hands import Reading, best_reading, holds_all_bonus_tiles
from tourney.rules.singapore.instant import check_instant, instant_payments
from tourney.rules.singapore.pay import payout


@dataclass(frozen=True, slots=True)
class WholeOption(Option):
    """An option that is a whole number in a range, or (when ``nullable``) null for "off"."""

    low: int = 0
    high: int | None = None
    nullable: bool = False

    def check(self, value: Any) -> Any:
        if value is None and self.nullable:
            return None
        whole = isinstance(value, int) and not isinstance(value, bool)
        if whole and abs(value) > MOST:
            raise EngineError("bad_option", out_of_range(self.name, value, self.low))
        if whole and value >= self.low and (self.high is None or value <= self.high):
            return value
        span = (say("from {low} to {high}", low=self.low, high=self.high) if self.high is not None
                else say("{low} or more", low=self.low))
        null = say(" or null (off)") if self.nullable else ""
        raise EngineError("bad_option", say(
            "option {name} must be a whole number {span}{null}, not {value!r}",
            name=self.name, span=span, null=null, value=clip(value)))


OPTIONS: tuple[Option, ...] = (
    WholeOption("limit_fan", 5, "SG-S01", say("Fān cap: the most fān a hand can count"), low=1),
    WholeOption("min_fan", 1, "SG-R03", say("Fān needed to go out (Thirteen Wonders is exempt)"), low=0),
    Option("half_flush_fan", 2, "SG-F07", say("Fān of the half flush (SG-A01)"), choices=(1, 2)),
    Option("concealed_hand_fan", 0, "SG-F15", say("Fān for a concealed self-drawn hand (0 = off)"),
           choices=(0, 1)),
    Option("pays_for_all_multiplier", 4, "SG-P04", say("A discarder who pays for all pays this many "
                                                       "times the base (SG-A05)"), choices=(3, 4)),
    WholeOption("pays_for_all_tiles_left", None, "SG-X05", say("Apply SG-X01–X04 only when at most this "
                "many tiles are left in the live wall (null: always)"), nullable=True),
    WholeOption("new_discard_tiles_left", None, "SG-X06", say("A new discard pays for all when at most "
                "this many tiles are left in the live wall (null: off)"), high=7, nullable=True),
    WholeOption("late_kong_tiles_left", None, "SG-X07", say("A kong claimed when at most this many tiles "
                "are left is paid 6 by the discarder (null: off)"), nullable=True),
    WholeOption("last_tile_bonus", 0, "SG-F23", say("Extra points each loser pays for going out on the "
                "last tile of the live wall (0 = off)"), low=0),
)
_SELF_ONLY = ("last_tile", "replacement")
_DISCARD_ONLY = ("robbing_kong", "new_discard")


class Singapore(Ruleset):
    """Singapore variant: 148 tiles with Animals, fān doubling a base of 1, immediate payments."""

    id = "singapore"
    name = say("Singapore")
    options = OPTIONS
    seat_fields = frozenset({"instant"})
    tile_suits = "mpswdfya"
    impossible = numbered("SG", (  # SG-N01–N03 (docs/rules/singapore.md)
        foreign_flags(frozenset({"last_tile", "replacement", "robbing_kong", "new_discard"})),
        replacement_without_kong(with_bonus=True), robbed_tile_held))
    multiple_winners = False

    def check_tile_count(self, seat: Seat) -> None:
        """All eight Seasons and Flowers win with 13 other tiles (SG-W01/W02); 14 is fine too."""
        if seat.win and holds_all_bonus_tiles(seat.hand):
            kongs = seat.hand.kongs
            if seat.hand.tile_count not in (13 + kongs, 14 + kongs):
                raise EngineError("tile_count", say(
                    "seat {seat}: the hand has {count} tiles besides the bonus tiles; a win with all "
                    "eight Seasons and Flowers holds {needed}",
                    seat=seat.wind, count=seat.hand.tile_count, needed=13 + kongs))
            return
        super().check_tile_count(seat)

    def check_deal(self, deal: Deal) -> None:
        for seat in deal.seats.values():
            check_instant(seat)
        for seat in deal.winners:
            self._check_win(seat, deal)

    def _check_win(self, seat: Seat, deal: Deal) -> None:
        win = seat.win
        assert win is not None
        where = seat.wind
        for flag in _SELF_ONLY if not win.self_drawn else _DISCARD_ONLY:
            if flag in win.flags:
                how = say("a self-drawn win") if flag in _SELF_ONLY else say("a win on a discard")
                raise EngineError("bad_deal", say('seat {seat}: the flag "{flag}" is only for {how}',
                                                  seat=where, flag=flag, how=how))
        if "last_tile" in win.flags and "replacement" in win.flags:
            raise EngineError("bad_deal", say('seat {seat}: the last tile of the live wall gets no '
                                              'replacement tile: "last_tile" and "replacement" exclude '
                                              'each other (SG-R05)', seat=where))
        if holds_all_bonus_tiles(seat.hand) and not win.self_drawn:
            raise EngineError("bad_deal", say('seat {seat}: a win with all eight Seasons and Flowers is '
                                              'recorded "from": "self" (SG-W01/W02)', seat=where))
        if win.tile.is_bonus and (win.tile.suit == "a" or not holds_all_bonus_tiles(seat.hand)):
            raise EngineError("bad_deal", say("seat {seat}: a bonus tile ({tile}) wins only as the last of "
                                              "all eight Seasons and Flowers (SG-W01/W02)",
                                              seat=where, tile=str(win.tile)))
        if deal.wall_tiles_left is None and not win.self_drawn:
            needs = [name for name, used in (("pays_for_all_tiles_left", True),
                                             ("new_discard_tiles_left", "new_discard" in win.flags))
                     if used and deal.options[name] is not None]
            if needs:
                raise EngineError("bad_deal", say('option {name} needs "wall_tiles_left" in the deal '
                                                  "(the tiles left in the live wall when the hand ended)",
                                                  name=needs[0]))

    def score(self, deal: Deal) -> DealResult:
        transfers: list[tuple[str, str, int]] = []
        items: dict[str, list[ScoreItem]] = {}
        for wind in SEAT_WINDS:
            paid, seat_items = instant_payments(deal.seats[wind], deal.options, deal.wall_tiles_left)
            transfers.extend(paid)
            items[wind] = seat_items
        scores = {w: HandScore(items=tuple(items[w])) for w in SEAT_WINDS}
        if not deal.void:
            winner = deal.winners[0]
            scores[winner.wind], end_transfers = self._score_winner(winner, deal, items[winner.wind])
            transfers.extend(end_transfers)
        return DealResult(self.id, scores, settle(transfers), void=deal.void)

    def _score_winner(self, seat: Seat, deal: Deal,
                      instant_items: list[ScoreItem]) -> tuple[HandScore, list[tuple[str, str, int]]]:
        assert seat.win is not None
        ctx = WinContext(seat.wind, deal.round_wind, seat.hand, seat.win, deal.options)
        reading = best_reading(ctx)
        _check_minimum(reading, ctx)
        pay = payout(reading, ctx, deal)
        extra: dict[str, Any] = {"fan": reading.fan, "fan_counted": reading.counted, "payment": pay.rule}
        if reading.instant:
            extra["instant_win"] = reading.instant
        score = HandScore(score=2 ** reading.fan, points=sum(i.points for i in pay.items),
                          doubles=reading.fan, limit=reading.limit, arrangement=reading.text,
                          items=(*reading.items, *pay.items, *instant_items), extra=extra)
        return score, pay.transfers

    def dealer_keeps_seat(self, deal: Deal, result: DealResult) -> bool:
        """SG-G01: after a dead hand East stays unless a kong was made; SG-G02: East stays if he won."""
        if deal.void:
            return not _kong_made(deal)
        return any(s.wind == "E" for s in deal.winners)


def _kong_made(deal: Deal) -> bool:
    seats = deal.seats.values()
    return (any(m.kind == "kong" for s in seats for m in s.hand.melds)
            or any(r.get("kind") == "kong" for s in seats for r in s.instant))


def _check_minimum(reading: Reading, ctx: WinContext) -> None:
    """SG-R03: at least ``min_fan`` fān to go out, bonus tiles included (SG-A08); not for SG-L02."""
    needed = ctx.options["min_fan"]
    if reading.limit != "SG-L02" and reading.counted < needed:
        raise EngineError("min_fan", say("seat {seat}: the hand counts {counted} fan, below the minimum "
                                         "of {needed} fan needed to go out (SG-R03)",
                                         seat=ctx.seat, counted=reading.counted, needed=needed))


RULESET = Singapore()
