"""The sieves of the classic calling and only-possible-tile checks (CL-Z56, CL-Z85) skip only what
cannot fit: special patterns, and hands that call for nothing; the all-tiles form of the special
pattern sieve equals asking it tile by tile."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.notation import parse_tiles
from tourney.rules.classic_patterns import (
    _SPECIALS,
    Win,
    _possible_specials,
    limit_hands,
    possible_specials_each,
    special_in_sight,
)
from tourney.rules.classic_values import BMJA
from tourney.rules.classic_waits import _purity, completions, may_call
from tourney.rules.decompose import tile_counts
from tourney.tiles import ALL_TILES, Hand, Meld, sort_tiles

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


@settings(max_examples=1000)
@given(st.lists(st.sampled_from(HEADS_AND_SOME + [27, 28, 29, 30] * 3 + list(range(27))), min_size=10,
                max_size=13),
       st.sampled_from([range(34), range(27), range(9), range(18), range(27, 31), [*range(9), 27, 28, 29]]))
def test_special_in_sight_is_whether_any_tile_added_passes_the_sieve(tiles, kinds):
    counts = [0] * 34
    for i in tiles:
        if i in kinds:
            counts[i] = min(4, counts[i] + 1)
    assert special_in_sight(counts) == any(possible_specials_each(counts))


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


@settings(max_examples=400)
@given(st.sampled_from([list(range(34)), list(range(27, 34)), [0, 8, 9, 17, 18, 26, *range(27, 34)],
                        list(range(9)), [19, 20, 21, 23, 25, 32], [*range(27, 34), *range(9)]]),
       st.randoms(use_true_random=False), st.booleans())
def test_the_calling_sieve_skips_only_hands_that_call_for_nothing(kinds, rng, with_meld):
    """CL-Z85: may_call is False only for hands whose calling awards, tried tile by tile, are none."""
    pool = [i for i in kinds for _ in range(4)]
    melds = []
    if with_meld:
        kind = rng.choice(kinds)
        for _ in range(3):
            pool.remove(kind)
        melds.append(Meld((ALL_TILES[kind],) * 3, exposed=True))
    concealed = rng.sample(pool, min(len(pool), 13 - 3 * len(melds)))
    hand = Hand(sort_tiles(ALL_TILES[i] for i in concealed), tuple(melds))
    if not may_call(hand, BMJA):
        assert completed_awards(hand) == ([], False)


def completed_awards(hand):
    """calling_awards worked out the long way: every completion, every reading."""
    targets, purity = set(), False
    for full, win, found in completions(hand, BMJA, "E", "S"):
        for reading in found:
            targets.update(limit_hands(reading, full, win, BMJA))
            purity = purity or _purity(reading, full)
    return [(rule, f) for rule, (target, f) in BMJA.calling.items() if target in targets], purity
