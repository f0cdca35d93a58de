"""Riichi's quick paths give what the plain way gives: a deal with one winner is settled directly
(:func:`riichi_settle.settle_one`) exactly as :func:`riichi_settle.settle_wins` settles it; a hand
without melds has its tiles counted as :meth:`Ruleset.check_tile_count` counts them; a win without
flags or riichi gets its situational yaku as :func:`riichi._situational` gives them; a concealed group
becomes its set through a table."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.notation import parse_hand
from tourney.rules import get_ruleset, riichi
from tourney.rules.deal import Deal, Seat, Win
from tourney.rules.result import SEAT_WINDS, HandScore, ScoreItem
from tourney.rules.riichi import DORA_NAMES, _facts, _situational
from tourney.rules.riichi.deal import Table
from tourney.rules.riichi.fu import _SET_FU, set_fu
from tourney.rules.riichi.hand import _CONCEALED_SETS, Reading
from tourney.rules.riichi.points import _up, ron_value
from tourney.rules.riichi.settle import settle_one, settle_wins
from tourney.rules.riichi.yaku import (
    HEADS,
    Facts,
    _same_chow_pairs,
    arrangement_yaku,
    hand_yaku,
    hand_yaku_plainly,
)
from tourney.rules.ruleset import Ruleset
from tourney.tiles import Hand
from tourney.tiles import tile as tile_of_code

BASES = st.one_of(st.sampled_from([0, 240, 320, 480, 960, 1920, 2000, 3000, 4000, 6000, 8000, 16000]),
                  st.integers(0, 40000))


def _deal(winner: str, source: str) -> tuple[Deal, Seat]:
    win = Win(tile_of_code("5p"), source)
    seats = {w: Seat(w, Hand(), "", win if w == winner else None) for w in SEAT_WINDS}
    return Deal("riichi-ema", {}, "E", seats), seats[winner]


@given(st.sampled_from(SEAT_WINDS), st.sampled_from(["self", *SEAT_WINDS]), BASES, st.integers(0, 12),
       st.integers(0, 9), st.dictionaries(st.sampled_from(SEAT_WINDS), st.sampled_from([1, 2]), max_size=4))
def test_one_winner_is_settled_as_settling_every_winner_settles_him(winner, source, base, honba, sticks,
                                                                    riichi):
    deal, seat = _deal(winner, source)
    table = Table((), (), honba, sticks, riichi, {}, (), dict.fromkeys(SEAT_WINDS, 0))
    reading = Reading(1, 30, base, None, (("RI-Y01", 1),), (), "standard")
    score = HandScore(1000, 1000, 1)

    def outcome(work, *args):
        try:
            result = work(*args)
        except ValueError as refused:
            return ("refused", str(refused))
        return ("ok", result, json.dumps(result.to_json()))
    quick = outcome(settle_one, "riichi-ema", deal, seat, table, reading, score)
    plain = outcome(settle_wins, "riichi-ema", deal, table, {winner: reading}, {winner: score})
    assert quick == plain


HANDS = st.sampled_from(["", "123m", "1234567m11p", "123456789m1122p", "123456789m11222p", "11122233344455m",
                         "123m456p789s11z[555m]", "123m456p11z[555m](7777s)", "123456789m11p[222p]",
                         "1112223334445m", "123456789m1122p3s"])


@given(HANDS, st.booleans(), st.sampled_from(["riichi-ema", "riichi-wrc"]))
def test_a_riichi_hand_is_counted_as_every_ruleset_counts_it(text, won, ruleset_id):
    hand = parse_hand(text)
    seat = Seat("S", hand, text, Win(hand.concealed[-1], "self") if won and hand.concealed else None)

    def outcome(check):
        try:
            check(seat)
        except EngineError as refused:
            return (refused.code, str(refused))
        return "ok"
    ruleset = get_ruleset(ruleset_id)
    assert outcome(ruleset.check_tile_count) == outcome(lambda s: Ruleset.check_tile_count(ruleset, s))


@given(st.sampled_from(SEAT_WINDS), st.sampled_from(["self", "E", "S"]), st.booleans(),
       st.dictionaries(st.sampled_from(SEAT_WINDS), st.sampled_from([1, 2]), max_size=4),
       st.frozensets(st.sampled_from(["ippatsu", "last_tile", "last_discard", "replacement", "robbing_kong",
                                      "heavenly", "first_draw"]), max_size=2))
def test_a_win_without_flags_or_riichi_gets_the_situational_yaku_the_long_way_gives(wind, source, closed,
                                                                                   riichi, flags):
    hand = parse_hand("123m456p789s11z22z2z" if closed else "123m456p11z22z2z[789s]")
    win = Win(hand.concealed[0], source, flags)
    seat = Seat(wind, hand, "", win)
    seats = {w: seat if w == wind else Seat(w, Hand(), "") for w in SEAT_WINDS}
    deal = Deal("riichi-ema", dict(get_ruleset("riichi-ema").resolve_options({})), "E", seats)
    table = Table((), (), 0, 0, riichi, {}, (), dict.fromkeys(SEAT_WINDS, 0))
    facts, _ = _facts(deal, table, seat)
    assert (facts.situational, facts.situational_yakuman) == _situational(table, seat, win, closed)


def test_each_concealed_group_becomes_the_set_the_readings_use():
    for kind in ("chow", "pung"):
        for index in range(34):
            assert _CONCEALED_SETS[kind, index] == ("c" if kind == "chow" else "p", index, True)
    assert ("pair", 5) not in _CONCEALED_SETS


KINDS = st.sampled_from([list(range(9)), list(range(27, 34)), [0, 8, 9, 17, 18, 26, *range(27, 34)],
                         [19, 20, 21, 23, 25, 32], [*range(9, 18), 31, 32], list(range(34))])


@given(KINDS, st.data(), st.booleans(), st.booleans())
def test_tile_yaku_read_from_sums_equal_those_read_from_the_kinds_held(kinds, data, closed, open_tanyao):
    counts = [0] * 34
    for i in data.draw(st.lists(st.sampled_from(kinds), max_size=18)):
        counts[i] += 1
    facts = Facts(tuple(counts), tuple(counts), (), closed, 0, False, 27, 27, (), (), open_tanyao, False)
    assert hand_yaku(facts) == hand_yaku_plainly(facts)


def test_the_fu_of_every_set_comes_from_its_table_as_set_fu_gives_it():
    for kind in "cpk":
        for index in range(34):
            for concealed in (False, True):
                assert _SET_FU[(kind, index, concealed)] == set_fu(kind, index, concealed)


@given(st.integers(0, 100_000), st.booleans())
def test_the_ron_value_is_rounded_up_to_the_hundred_as_before(base, dealer):
    assert ron_value(base, dealer) == _up(base * (6 if dealer else 4))


def test_the_kept_score_items_are_bounded_and_equal_to_new_ones(monkeypatch):
    monkeypatch.setattr(riichi, "_ITEMS", {})
    for han in range(600):
        made = riichi._item(("RI-D01", han))
        assert made == ScoreItem("RI-D01", DORA_NAMES["RI-D01"], fan=han)
    assert len(riichi._ITEMS) <= 512


def arrangement_yaku_plainly(f, sets, pair):
    """arrangement_yaku as it was written before its loops were tightened (the reference)."""
    yaku, chows, pungs = [], [], []
    kongs = dragon_pungs = 0
    for kind, i, _ in sets:
        if kind == "c":
            chows.append(i)
            continue
        pungs.append(i)
        kongs += kind == "k"
        if i >= 31:
            dragon_pungs += 1
            yaku.append(("RI-Y08", 1))
        if i == f.seat_wind:
            yaku.append(("RI-Y09", 1))
        if i == f.round_wind:
            yaku.append(("RI-Y10", 1))
    chows.sort()
    if f.closed and len(chows) >= 2:
        doubles = _same_chow_pairs(chows)
        if doubles >= 2:
            yaku.append(("RI-Y26", 3))
        elif doubles == 1:
            yaku.append(("RI-Y06", 1))
    if len(chows) >= 3:
        if any(r < 7 and r + 9 in chows and r + 18 in chows for r in chows):
            yaku.append(("RI-Y16", 2 if f.closed else 1))
        if any(s in chows and s + 3 in chows and s + 6 in chows for s in (0, 9, 18)):
            yaku.append(("RI-Y17", 2 if f.closed else 1))
    if chows and pair in HEADS and all(i in HEADS for i in pungs) and all(i % 9 in (0, 6) for i in chows):
        if pair >= 27 or any(i >= 27 for i in pungs):
            yaku.append(("RI-Y18", 2 if f.closed else 1))
        else:
            yaku.append(("RI-Y25", 3 if f.closed else 2))
    if len(pungs) == 4:
        yaku.append(("RI-Y19", 2))
    if len(pungs) >= 3 and any(r < 9 and r + 9 in pungs and r + 18 in pungs for r in pungs):
        yaku.append(("RI-Y21", 2))
    if kongs == 3:
        yaku.append(("RI-Y22", 2))
    if dragon_pungs == 2 and pair >= 31:
        yaku.append(("RI-Y23", 2))
    return yaku


CHOW_STARTS = [i for i in range(27) if i % 9 <= 6]
ONE_SET = st.one_of(st.tuples(st.just("c"), st.sampled_from(CHOW_STARTS), st.booleans()),
                    st.tuples(st.sampled_from("pk"), st.integers(0, 33), st.booleans()),
                    st.tuples(st.just("c"), st.sampled_from([0, 6, 9, 15, 18, 24]), st.booleans()),
                    st.tuples(st.sampled_from("pk"), st.sampled_from([0, 8, 9, 17, 18, 26, 27, 31, 32, 33]),
                              st.booleans()))


@given(st.lists(ONE_SET, min_size=0, max_size=4), st.integers(-1, 33), st.integers(27, 30),
       st.integers(27, 30), st.booleans())
def test_arrangement_yaku_equal_the_plain_loops(sets, pair, seat_wind, round_wind, closed):
    facts = Facts((0,) * 34, (0,) * 34, (), closed, 0, False, seat_wind, round_wind, (), (), True, False)
    assert arrangement_yaku(facts, list(sets), pair) == arrangement_yaku_plainly(facts, list(sets), pair)
