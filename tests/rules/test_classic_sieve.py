"""The special-pattern sieve of the classic calling and only-possible-tile checks (CL-Z56, CL-Z85)
skips only patterns that cannot fit, and its all-tiles form equals asking it tile by tile."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.notation import parse_tiles
from tourney.rules.classic_patterns import _SPECIALS, Win, _possible_specials, possible_specials_each
from tourney.rules.decompose import tile_counts

HEADS_AND_SOME = [*range(0, 27, 4), 0, 8, 9, 17, 18, 26, *range(27, 34)]


@settings(max_examples=300)
@given(st.lists(st.sampled_from(HEADS_AND_SOME), min_size=10, max_size=13),
       st.sampled_from([range(34), range(27), range(9), range(18)]))
def test_the_sieve_for_every_tile_added_equals_the_sieve_of_each(tiles, kinds):
    counts = [0] * 34
    for i in tiles:
        if i in kinds:
            counts[i] = min(4, counts[i] + 1)
    each = possible_specials_each(counts)
    for i in range(34):
        grown = list(counts)
        grown[i] += 1
        assert each[i] == _possible_specials(grown)


@pytest.mark.parametrize(("hand", "rule"), [
    ("19m19p19s ESWN RdGdWd 1m", "CL-Z22"), ("11122345678999m", "CL-Z24"),
    ("1123456789m ESWN", "CL-Z26"), ("12345m1234p12345s", "CL-Z27"),
    ("1234567m1234567p", "CL-Z28"), ("1199m1199p EESS RdRd", "CL-Z29"),
])
def test_the_sieve_lets_each_special_pattern_through(hand, rule):
    tiles = parse_tiles(hand)
    counts = tile_counts(tiles)
    assert _SPECIALS[rule](counts, Win(tiles[0], True))
    assert rule in _possible_specials(counts)


@settings(max_examples=500)
@given(st.lists(st.sampled_from(HEADS_AND_SOME), min_size=14, max_size=14))
def test_no_special_pattern_the_sieve_skips_fits(tiles):
    counts = [0] * 34
    for i in tiles:
        counts[i] += 1
    possible = _possible_specials(counts)
    for rule, fits in _SPECIALS.items():
        if rule not in possible:
            assert not fits(counts, Win(tiles[0], True))
