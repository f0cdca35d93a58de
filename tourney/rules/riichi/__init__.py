"""The riichi ruleset (docs/rules/riichi.md) and its two presets, ``riichi-ema`` and ``riichi-wrc``.

Each winner's hand is valued by its best reading (:mod:`riichi_hand`); the deal is settled with
honba and riichi sticks (RI-P01–P06), an exhaustive draw with the noten payments (RI-P07), a chombo
with no payment at all (RI-P08: the penalty is taken at the end of the hanchan). Riichi sticks are
money on the table, not a seat's: the result keeps them apart from ``net`` (:mod:`riichi_settle`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tourney.errors import EngineError
from tourney.language import say
from tourney.rules.deal import Deal, Seat, Win, at_seat
from tourney.rules.result import DealResult, HandScore, ScoreItem
from tourney.rules.riichi.deal import DEAL_FIELDS, SEAT_FIELDS, WIN_FLAGS, Table, table_of, without_red_fives
from tourney.rules.riichi.game import final_points, hanchan_scores, next_counters, points_from_deals
from tourney.rules.riichi.hand import Extras, Reading, best_reading
from tourney.rules.riichi.impossible import RULES as IMPOSSIBLE
from tourney.rules.riichi.impossible import refuse_fifth_copy
from tourney.rules.riichi.points import LIMIT_NAMES, hand_value
from tourney.rules.riichi.settle import settle_draw, settle_one, settle_wins
from tourney.rules.riichi.yaku import YAKU_NAMES, Facts
from tourney.rules.ruleset import Option, Ruleset
from tourney.tiles import Hand

_SEAT_INDEX = {"E": 27, "S": 28, "W": 29, "N": 30}
DORA_NAMES = {"RI-D01": say("Dora"), "RI-D02": say("Ura dora"), "RI-D03": say("Red five (aka dora)")}
_FU_NAME = say("Fu")


def options_for(kazoe: bool) -> tuple[Option, ...]:
    """The house rules, with the preset's defaults (RI-G10)."""
    return (
        Option("red_fives", False, "RI-D03", say("Play with one red five per suit, each worth one dora")),
        Option("kiriage", False, "RI-L07", say("Round 4 han 30 fu and 3 han 60 fu up to a mangan")),
        Option("kazoe_yakuman", kazoe, "RI-L06", say("13 han or more count as a yakuman (else sanbaiman)")),
        Option("double_yakuman", False, "RI-L08", say("Count combined yakuman and the double-yakuman waits")),
        Option("open_tanyao", True, "RI-Y07", say("All simples counts in an open hand")),
        Option("double_wind_pair_fu", 4, "RI-U07", say("Fu of a pair of the wind that is both seat and "
                                                      "round wind"), choices=(2, 4)),
        Option("start_points", 30000, "RI-G01", say("Points each player starts the hanchan with")),
        Option("target_points", 30000, "RI-G08", say("Points returned before uma; oka is the difference "
                                                     "times four, to first place")),
        Option("uma", "15/5/-5/-15", "RI-G07", say("Uma in thousands for 1st, 2nd, 3rd and 4th place"),
               choices=("15/5/-5/-15", "10/5/-5/-10", "20/10/-10/-20", "30/10/-10/-30")),
        Option("chombo_points", 20000, "RI-P08", say("Points a chombo takes off the offender's final score")),
    )


class Riichi(Ruleset):
    """Japanese riichi mahjong for tournaments: yaku, fu and dora, a hanchan with uma."""

    seat_fields = SEAT_FIELDS
    deal_fields = DEAL_FIELDS
    win_flags = WIN_FLAGS
    impossible = IMPOSSIBLE
    tile_suits = "mpswd"
    starting_score = 30000
    rounds_per_game = 2  # RI-G02: East and South
    zero_sum = False  # a chombo's points are taken off, not paid to anyone (RI-P08)
    _last_table: tuple[Deal, Table] | None = None
    _defaults: dict[str, Any] | None = None  # the options of a deal that gives none (per preset)

    def resolve_options(self, given: Any) -> dict[str, Any]:
        """:meth:`Ruleset.resolve_options`; most riichi deals give no option: the defaults, copied."""
        if given.__class__ is dict and not given:
            defaults = self._defaults
            if defaults is None:
                defaults = type(self)._defaults = super().resolve_options({})
            return dict(defaults)
        return super().resolve_options(given)

    def read_deal(self, data: dict[str, Any]) -> dict[str, Any]:
        return without_red_fives(data)

    def check_tile_count(self, seat: Seat) -> None:
        """:meth:`Ruleset.check_tile_count`; a hand without melds (most riichi hands) counted at once."""
        hand = seat.hand
        if not hand.melds:
            count = len(hand.concealed)
            if count == 14 if seat.win else count <= 13:
                return
        super().check_tile_count(seat)

    def check_deal(self, deal: Deal) -> None:
        self.table(deal)
        refuse_fifth_copy(deal)  # RI-N06; the other impossibility rules run after this check

    def table(self, deal: Deal) -> Table:
        """The riichi fields of a deal, read once: the check while parsing and the scoring that follows
        share them (the last deal read is kept, by identity; a parsed deal is frozen)."""
        last = self._last_table
        if last is not None and last[0] is deal:
            return last[1]
        table = table_of(deal, deal.options["red_fives"])
        self._last_table = (deal, table)
        return table

    def score(self, deal: Deal) -> DealResult:
        table = self.table(deal)
        if deal.void:
            return settle_draw(self.id, deal, table)
        winners = [seat for seat in deal.seats.values() if seat.win]  # Deal.winners: E S W N, in order
        if len(winners) == 1:  # most deals: one winner, settled without the sums of several
            seat = winners[0]
            reading = self.value(deal, table, seat)
            return settle_one(self.id, deal, seat, table, reading, _hand_score(reading, seat))
        readings: dict[str, Reading] = {}
        scores: dict[str, HandScore] = {}
        for seat in winners:
            readings[seat.wind] = reading = self.value(deal, table, seat)
            scores[seat.wind] = _hand_score(reading, seat)
        return settle_wins(self.id, deal, table, readings, scores)

    def value(self, deal: Deal, table: Table, seat: Seat) -> Reading:
        """The best reading of a winner's hand; refused when incomplete or without a yaku."""
        facts, extras = _facts(deal, table, seat)
        reading = best_reading(facts, extras)
        if reading is None:
            raise EngineError("incomplete_hand", at_seat(seat.wind, say(
                "{hand} is not a complete hand under {ruleset}", hand=seat.text, ruleset=self.id)))
        if not reading.has_yaku:
            raise EngineError("no_yaku", at_seat(seat.wind, say(
                "{hand} has no yaku (dora do not count, RI-D05): it cannot win", hand=seat.text)))
        return reading

    def carry(self, deal: Deal, result: DealResult) -> dict[str, Any]:
        """RI-G04, RI-P06: the honba and riichi sticks the next hand starts with."""
        return next_counters(deal.raw, result.to_json(), self.dealer_keeps_seat(deal, result))

    def table_totals(self, results: list[dict[str, Any]], seats: list[dict[str, str]],
                     options: dict[str, Any]) -> dict[str, int] | None:
        """RI-G06–G09: the table's hanchan scores (final points less target, uma, oka, chombo)."""
        resolved = self.resolve_options(options)
        points, left, chombos = points_from_deals(results, seats, resolved["start_points"])
        return {seat: s.score for seat, s in hanchan_scores(points, left, chombos, resolved).items()}

    def totals_from_points(self, points: dict[str, int], chombos: dict[str, int],
                           options: dict[str, Any]) -> dict[str, int] | None:
        """RI-G06–G09 from the four final points alone, exactly as :meth:`table_totals` from the deals:
        the riichi sticks still on the table are what the points lack of 4 × start (1,000 a stick) and
        go to first place; then uma, oka and each chombo's points (RI-P08)."""
        if len(points) != 4:
            return None
        resolved = self.resolve_options(options)
        final, left = final_points(points, resolved["start_points"])
        return {seat: s.score for seat, s in hanchan_scores(final, left, chombos, resolved).items()}

    def dealer_keeps_seat(self, deal: Deal, result: DealResult) -> bool:
        """RI-G03: the dealer deals again after winning, after being tenpai at a draw, after a chombo."""
        if deal.void:
            table = self.table(deal)
            return bool(table.chombo) or _dealer_tenpai(deal, table)
        return deal.seats["E"].win is not None


def _dealer_tenpai(deal: Deal, table: Table) -> bool:
    return table.tenpai.get("E", "E" in table.riichi)


_SET_KIND = {"chow": "c", "pung": "p", "kong": "k"}


def _counts(hand: Hand) -> tuple[list[int], list[int], list[tuple[str, int, bool]], bool]:
    """The 34 counts of all tiles and of the concealed ones, the shown melds, and whether the hand is
    closed (:attr:`Hand.is_concealed`, read in the same pass over the melds)."""
    concealed = [0] * 34
    for t in hand.concealed:
        concealed[t.index] += 1
    if not hand.melds:
        return concealed, concealed, [], True
    counts = list(concealed)
    melds = []
    closed = True
    for meld in hand.melds:
        first = meld.tiles[0].index
        exposed = meld.exposed
        if exposed:
            closed = False
        melds.append((_SET_KIND[meld.kind], first, not exposed))
        for t in meld.tiles:
            counts[t.index] += 1
    return counts, concealed, melds, closed


_TSUMO = (("RI-Y04", 1),)
_FLAG_YAKU = (("last_tile", "RI-Y11"), ("last_discard", "RI-Y12"), ("replacement", "RI-Y13"),
              ("robbing_kong", "RI-Y14"))
_FLAG_YAKUMAN = (("heavenly", "RI-Y39"), ("first_draw", "RI-Y40"))


def _situational(table: Table, seat: Seat, win: Win, closed: bool) -> tuple[tuple[tuple[str, int], ...],
                                                                         tuple[tuple[str, int], ...]]:
    flags = win.flags
    yaku: list[tuple[str, int]] = []
    declared = table.riichi.get(seat.wind, 0)
    if declared:
        yaku.append(("RI-Y01", 1) if declared == 1 else ("RI-Y02", 2))
    if not flags:  # most wins: riichi and menzen tsumo only
        if win.self_drawn and closed:
            yaku.append(("RI-Y04", 1))
        return tuple(yaku), ()
    if "ippatsu" in flags:
        yaku.append(("RI-Y03", 1))
    if win.self_drawn and closed:
        yaku.append(("RI-Y04", 1))
    for flag, rule in _FLAG_YAKU:
        if flag in flags:
            yaku.append((rule, 1))
    return tuple(yaku), tuple((rule, 1) for flag, rule in _FLAG_YAKUMAN if flag in flags)


def _facts(deal: Deal, table: Table, seat: Seat) -> tuple[Facts, Extras]:
    win = seat.win
    assert win is not None
    hand = seat.hand
    counts, concealed, melds, closed = _counts(hand)
    options = deal.options
    tsumo = win.source == "self"  # Win.self_drawn, read once
    if win.flags or seat.wind in table.riichi:
        yaku, yakuman = _situational(table, seat, win, closed)
    else:  # most wins: no flag, no riichi; menzen tsumo at most
        yaku, yakuman = _TSUMO if tsumo and closed else (), ()
    held = tuple(counts)
    facts = Facts(held, held if counts is concealed else tuple(concealed), tuple(melds), closed,
                  win.tile.index, tsumo, _SEAT_INDEX[seat.wind], _SEAT_INDEX[deal.round_wind], yaku,
                  yakuman, options["open_tanyao"], options["double_yakuman"])
    dora = 0
    for d in table.dora:
        dora += counts[d]
    ura = 0
    if seat.wind in table.riichi:
        for d in table.ura:
            ura += counts[d]
    extras = Extras(dora, ura, table.red.get(seat.wind, 0) if options["red_fives"] else 0, options["kiriage"],
                    options["kazoe_yakuman"], options["double_wind_pair_fu"])
    return facts, extras


def _hand_score(reading: Reading, seat: Seat) -> HandScore:
    win = seat.win
    assert win is not None
    value = hand_value(reading.base, seat.wind == "E", win.source == "self")
    items = [_ITEMS.get(line) or _item(line) for line in reading.yaku]
    fu = reading.fu
    if fu:
        items.append(_fu_item(fu))
    limit = reading.limit
    han = reading.han
    extra = {"han": han, "fu": fu, "limit_name": LIMIT_NAMES[limit] if limit else None}
    return HandScore(value, value, han, limit, seat.text, tuple(items), extra)


_ITEMS: dict[tuple[str, int], ScoreItem] = {}
"""A yaku line (rule, han) and its item, kept (bounded: some 40 yaku and the dora counts; an item is
immutable)."""


def _item(line: tuple[str, int]) -> ScoreItem:
    rule, han = line
    item = ScoreItem(rule, YAKU_NAMES.get(rule) or DORA_NAMES[rule], fan=han)
    if len(_ITEMS) < 512:
        _ITEMS[line] = item
    return item


@lru_cache(maxsize=64)  # fu are multiples of 10 (and 25) up to some 130
def _fu_item(fu: int) -> ScoreItem:
    return ScoreItem("RI-U", _FU_NAME, points=fu)


class RiichiEMA(Riichi):
    """EMA Riichi Competition Rules (2016): multiple ron, kazoe yakuman, no red fives (RI-G10)."""

    id = "riichi-ema"
    name = say("Riichi (EMA)")
    options = options_for(kazoe=True)
    multiple_winners = True


class RiichiWRC(Riichi):
    """World Riichi Championship rules: head bump (one winner per discard), no kazoe yakuman (RI-G11)."""

    id = "riichi-wrc"
    name = say("Riichi (WRC)")
    options = options_for(kazoe=False)
    multiple_winners = False


RULESETS = {r.id: r for r in (RiichiEMA(), RiichiWRC())}
