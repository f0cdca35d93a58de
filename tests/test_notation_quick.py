"""The quick paths of hand reading give what the careful ones give (#32 point 8)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.notation import MOST_COPIES, check_copies, parse_hand
from tourney.tiles import ALL_TILES, sort_tiles

counts = st.dictionaries(st.sampled_from(ALL_TILES), st.integers(1, 9), max_size=14).map(Counter)


@given(counts)
def test_copies_are_refused_naming_the_first_tile_over_its_limit(found: Counter) -> None:
    over = sorted((t for t, n in found.items() if n > MOST_COPIES[t.index]), key=lambda t: t.index)
    if not over:
        check_copies(found, "here")
        return
    with pytest.raises(EngineError) as refused:
        check_copies(found, "here")
    assert f"{over[0].code} appears {found[over[0]]} times" in str(refused.value)


@pytest.mark.parametrize("text", ["[111s] RdRdRd 234p [456m] SS 1f", "1f 2y 123m 456m 789m EE 3f",
                                  "EEE SSS (WWWW) NN 1a", "123m 1f"])
def test_a_hand_read_twice_keeps_its_tiles_sorted_and_its_bonus_apart(text: str) -> None:
    first, again = parse_hand(text), parse_hand(text)  # the second by the remembered groups
    assert first == again
    assert again.concealed == sort_tiles(again.concealed)
    assert again.bonus == sort_tiles(again.bonus)
    assert all(t.is_bonus for t in again.bonus) and not any(t.is_bonus for t in again.concealed)
