"""Riichi's table fields read as before: the dora of the indicators kept in a bounded memo, honba and
sticks taken at once when they are plain counts (else checked and refused as always), red fives noted
only for the seats that hold one."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal
from tourney.rules.deal import MOST
from tourney.rules.riichi.deal import (
    _counter,
    _dora_of_indicators,
    _has_red,
    dora_of,
    table_of,
    without_red_fives,
)
from tourney.tiles import BY_CODE


def _deal(**fields):
    seats = {"E": {"hand": "123m456p789s SSS EE", "win": {"tile": "E", "from": "self"}}, "S": {"hand": ""},
             "W": {"hand": ""}, "N": {"hand": ""}}
    return {"ruleset": "riichi-ema", "round_wind": "E", "seats": seats, **fields}


def test_the_dora_memo_is_bounded():
    assert _dora_of_indicators.cache_info().maxsize is not None
    _dora_of_indicators.cache_clear()
    codes = [t for t in BY_CODE if BY_CODE[t].is_playing]
    for first in codes:
        for second in codes:
            assert _dora_of_indicators((first, second), "dora") == (dora_of(BY_CODE[first].index),
                                                                   dora_of(BY_CODE[second].index))
    info = _dora_of_indicators.cache_info()
    assert info.currsize <= info.maxsize < len(codes) ** 2


COUNTS = st.one_of(st.integers(-2, 12), st.sampled_from([MOST, MOST + 1, True, False, 1.0, "1", None]))


@given(COUNTS, COUNTS)
def test_honba_and_sticks_are_read_as_the_checked_counter_reads_them(honba, sticks):
    deal = _deal(honba=honba, riichi_sticks=sticks)

    def expected():
        try:
            return _counter(deal, "honba"), _counter(deal, "riichi_sticks")
        except EngineError as refused:
            return refused.code, str(refused)
    try:
        parsed = parse_deal(deal, get_ruleset("riichi-ema"))
        table = table_of(parsed, False)
        got = (table.honba, table.sticks)
    except EngineError as refused:
        got = (refused.code, str(refused))
    assert got == expected()


def test_red_fives_are_noted_only_for_the_seats_that_hold_them():
    deal = _deal(options={"red_fives": True})
    deal["seats"]["S"] = {"hand": "0m"}
    table = table_of(parse_deal(deal, get_ruleset("riichi-ema")), True)
    assert table.red == {"S": 1}
    with pytest.raises(EngineError, match="red fives"):
        parse_deal(deal | {"options": {}}, get_ruleset("riichi-ema"))


ODD = st.one_of(st.none(), st.integers(), st.lists(st.none(), max_size=1))
TEXTS = st.sampled_from(["", "123m", "055m", "0p", "5s", "E"])
WINS = st.one_of(st.none(), ODD, st.fixed_dictionaries({}, optional={"tile": st.one_of(TEXTS, ODD)}))
SEATS = st.one_of(ODD, st.fixed_dictionaries({}, optional={"hand": st.one_of(TEXTS, ODD), "win": WINS}))


@given(st.dictionaries(st.sampled_from("ESWN"), SEATS, max_size=4))
def test_a_deal_is_copied_for_red_fives_exactly_when_a_seat_holds_one(seats):
    deal = {"ruleset": "riichi-ema", "seats": seats}
    assert (without_red_fives(deal) is not deal) == any(_has_red(seat) for seat in seats.values())
