"""FIMJ's quicker valuing (issue #19) against the plain way it replaced: same items, same order.

The plain way is kept here as it was written before, and every arrangement of every seat of
random deals (winners' complete ones, the others' partial ones) is valued both ways.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal
from tourney.rules.decompose import Arrangement, Group, partial_arrangements, winning_arrangements
from tourney.rules.fimj import hand as fh
from tourney.rules.fimj import settle_once
from tourney.rules.result import ScoreItem, settle
from tourney.rules.settlement import round_to_ten, settle_scores
from tourney.rules.simulate import random_deal
from tourney.tiles import ALL_TILES


def items_plainly(values: fh.SeatValues, arrangement: Arrangement) -> list[ScoreItem]:
    set_points: list[ScoreItem] = []
    pung_doublings: list[ScoreItem] = []
    pairs: list[tuple[ScoreItem, ...]] = []
    runs: list[int] = []
    heads = hidden = 0
    suits_by_rank: dict[int, int] = {}
    colours = 0
    for group in arrangement.groups:
        kind = group.kind
        index = group.tile.index
        colours |= values.colour[index]
        if kind == "pung" or kind == "kong":
            head = fh._IS_HEAD[index]
            set_points.append(fh._SET_POINTS[(kind, group.concealed, head)])
            if values.pung_doublings[index]:
                pung_doublings.extend(values.pung_doublings[index])
            heads += head
            if kind == "pung" and group.concealed:
                hidden += 1
            if index < 27:
                rank = index % 9
                suits_by_rank[rank] = suits_by_rank.get(rank, 0) | 1 << index // 9
        elif kind == "pair":
            pairs.append(values.pair_items[index])
        elif kind == "chow":
            runs.append(index)
    if values.one_pair_only and pairs:
        pairs = [max(pairs, key=lambda found: sum(i.points for i in found))]
    items = [*values.bonus_points, *set_points]
    for found in pairs:
        items.extend(found)
    if values.winner:
        items.append(fh.CHIUSURA)
    items.extend(values.bonus_doublings)
    items.extend(pung_doublings)
    if heads >= 4:
        items.append(fh._FOUR_HEAD_PUNGS)
    elif heads == 3:
        items.append(fh._THREE_HEAD_PUNGS)
    if 7 in suits_by_rank.values():
        items.append(fh._SAME_NUMBER_PUNGS)
    if hidden >= 4:
        items.append(fh._FOUR_CONCEALED_PUNGS)
    elif hidden == 3:
        items.append(fh._THREE_CONCEALED_PUNGS)
    if len(runs) >= 3:
        items.extend(fh._chow_families([(fh._PLAYING[i].suit, fh._PLAYING[i].rank) for i in runs]))
    if values.winner:
        if not runs:
            items.append(fh._NO_CHOW)
        if colours in fh._COLORE_MASKS:
            items.append(fh._COLORE)
        items.extend(values.flag_doublings)
    return items


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_fimj_every_arrangement_of_random_deals_is_valued_as_the_plain_way_does(seed: int,
                                                                                 one_pair: bool) -> None:
    ruleset = get_ruleset("fimj")
    deal_json = random_deal(random.Random(seed), "fimj")
    deal_json["options"] = {**deal_json.get("options", {}), "nonwinner_pairs": "one" if one_pair else "all"}
    try:
        deal = parse_deal(deal_json, ruleset)
    except EngineError:
        return
    for seat in deal.seats.values():
        win = seat.win
        values = fh.SeatValues(seat.wind, deal.round_wind, seat.hand.bonus, win is not None,
                               win.flags if win else frozenset(), one_pair)
        arrangements = (partial_arrangements(seat.hand) if win is None
                        else winning_arrangements(seat.hand, win.tile, win.self_drawn))
        for arrangement in arrangements:
            assert values.items(arrangement) == items_plainly(values, arrangement)


@given(st.lists(st.sampled_from([9 * s + r for s in range(3) for r in range(7)]), min_size=3, max_size=4))
def test_fimj_d12_to_d19_chow_families_kept_by_their_chows_are_those_worked_out_each_time(
        runs: list[int]) -> None:
    assert list(fh._chow_items(tuple(runs))) == fh._chow_families(
        [(fh._PLAYING[i].suit, fh._PLAYING[i].rank) for i in runs])


@st.composite
def arrangements(draw: st.DrawFn) -> Arrangement:
    """Up to five groups of any kind: pungs of one number in several suits come up often."""
    rank = draw(st.integers(0, 8))
    groups = []
    for _ in range(draw(st.integers(0, 5))):
        kind = draw(st.sampled_from(["chow", "pung", "kong", "pair"]))
        if kind == "chow":
            index = draw(st.sampled_from([9 * s + r for s in range(3) for r in range(7)]))
        else:
            index = draw(st.one_of(st.sampled_from([rank, rank + 9, rank + 18]), st.integers(0, 33)))
        groups.append(Group(kind, ALL_TILES[index], draw(st.booleans())))
    return Arrangement("standard", tuple(groups))


@given(arrangements(), st.sampled_from("ESWN"), st.sampled_from("ESWN"), st.booleans(), st.booleans(),
       st.frozensets(st.sampled_from(["last_tile", "last_discard", "robbing_kong"])))
def test_fimj_any_groups_are_valued_as_the_plain_way_does(
        arrangement: Arrangement, seat: str, round_wind: str, winner: bool, one_pair: bool,
        flags: frozenset[str]) -> None:
    values = fh.SeatValues(seat, round_wind, (), winner, flags, one_pair)
    assert values.items(arrangement) == items_plainly(values, arrangement)


@given(st.fixed_dictionaries({w: st.integers(0, 400_000) for w in "ESWN"}),
       st.lists(st.sampled_from("ESWN"), min_size=1, max_size=3, unique=True), st.booleans(), st.booleans())
def test_fimj_p01_to_p07_each_pair_settled_once_is_what_settle_makes_of_the_transfers(
        scores: dict[str, int], winners: list[str], capped: bool, losers_settle: bool) -> None:
    transfers = settle_scores(scores, winners, rounding=round_to_ten, cap=368_640 if capped else None,
                              losers_settle=losers_settle)
    assert settle_once(transfers) == settle(transfers)


@given(st.lists(st.tuples(st.sampled_from("ESWN"), st.sampled_from("ESWN"), st.integers(-5, 50)), max_size=8))
def test_fimj_transfers_of_a_pair_twice_or_of_nothing_are_settled_as_settle_does(
        transfers: list[tuple[str, str, int]]) -> None:
    try:
        plain = settle(transfers)
    except ValueError:
        with pytest.raises(ValueError):
            settle_once(transfers)
        return
    assert settle_once(transfers) == plain


ITEMS = st.builds(ScoreItem, st.just("FIMJ-S06"), st.just("x"), st.integers(0, 40), st.integers(0, 4))


@given(st.lists(ITEMS, max_size=12))
def test_fimj_sc01_ordinary_value_adds_the_points_and_doublings(items: list[ScoreItem]) -> None:
    points = sum(item.points for item in items)
    doubles = sum(item.doubles for item in items)
    assert fh.ordinary_value(items) == (points << doubles, points, doubles)
