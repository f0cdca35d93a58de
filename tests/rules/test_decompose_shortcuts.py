"""The quick answers of the decomposer equal what listing every arrangement gives.

`fewest_chows` is the least chow count of `standard_specs`, and `completing_chows` is, tile kind by
tile kind, `fewest_chows` of the counts with that tile added: the classic calling and only-possible-
tile checks (CL-Z56, CL-Z85) rest on them instead of listing every arrangement of every tile added.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.rules.decompose import completing_chows, fewest_chows, standard_specs
from tourney.tiles import NUM_PLAYING_KINDS

# hands crowded into few kinds, so that complete and waiting hands come up often
KIND_SETS = [list(range(9)), list(range(18)), [*range(9), *range(27, 34)], list(range(NUM_PLAYING_KINDS))]


@st.composite
def counts_of(draw, sizes):
    kinds = draw(st.sampled_from(KIND_SETS))
    size = draw(sizes)
    counts = [0] * NUM_PLAYING_KINDS
    for i in draw(st.lists(st.sampled_from(kinds), min_size=size, max_size=size)):
        if counts[i] < 4:
            counts[i] += 1
    return counts


def least_chows_listed(counts):
    listed = [sum(1 for kind, _ in specs if kind == "chow") for specs in standard_specs(counts)]
    return min(listed, default=None)


@settings(max_examples=400)
@given(counts_of(st.sampled_from([2, 5, 8, 11, 14, 14, 14])))
def test_fewest_chows_is_the_least_chow_count_of_every_standard_arrangement(counts):
    assert fewest_chows(counts) == least_chows_listed(counts)


@settings(max_examples=300)
@given(counts_of(st.sampled_from([1, 4, 7, 10, 13, 13, 13])))
def test_completing_chows_is_fewest_chows_of_each_tile_added(counts):
    expected = {}
    for i in range(NUM_PLAYING_KINDS):
        grown = list(counts)
        grown[i] += 1
        least = fewest_chows(grown)
        if least is not None:
            expected[i] = least
    assert completing_chows(counts) == expected
