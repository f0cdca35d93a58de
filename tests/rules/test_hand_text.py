"""Hands and tiles written without a memo per hand read exactly as notation writes them."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tourney.notation import format_hand, format_tiles
from tourney.rules.hand_text import hand_text, tiles_text
from tourney.rules.simulate import random_deal
from tourney.tiles import ALL_TILES, Hand, Meld, sort_tiles

any_tiles = st.lists(st.sampled_from(ALL_TILES), max_size=18)


@given(any_tiles, st.booleans())
def test_tiles_text_writes_any_tiles_as_format_tiles_does(tiles, compact) -> None:
    assert tiles_text(tiles, compact) == format_tiles(tiles, compact)


@given(any_tiles, st.lists(st.lists(st.sampled_from(ALL_TILES), min_size=3, max_size=4), max_size=4),
       st.lists(st.booleans(), min_size=4, max_size=4), any_tiles)
def test_hand_text_writes_any_hand_as_format_hand_does(concealed, melds, exposed, bonus) -> None:
    shown = tuple(Meld(sort_tiles(m), exposed[k]) for k, m in enumerate(melds))
    hand = Hand(sort_tiles(concealed), shown, sort_tiles(bonus))
    assert hand_text(hand) == format_hand(hand)


@given(st.integers(0, 2**32), st.sampled_from(["fimj", "american", "singapore", "mcr", "classic-dmjl"]))
def test_hand_text_writes_the_hands_of_random_deals_as_format_hand_does(seed, ruleset) -> None:
    from tourney.rules import get_ruleset, parse_deal

    deal = parse_deal(random_deal(random.Random(seed), ruleset), get_ruleset(ruleset))
    for seat in deal.seats.values():
        assert hand_text(seat.hand) == format_hand(seat.hand)
