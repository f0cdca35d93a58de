"""The decomposer's tables give exactly what working each hand out the plain way gives.

`standard_specs`, `standard_groupings` and `partial_arrangements` look each suit's ways (and the
honours') up whole in bounded tables keyed by that part's counts; seven pairs and thirteen orphans
are recognised by counting. Each is compared here with the plain way it replaced (kept below or in
the module), on random hands crowded into few kinds so that many readings come up; the brute-force
tests of test_decompose.py still say the readings are complete and sound.
"""

from dataclasses import FrozenInstanceError, replace
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.rules import decompose
from tourney.rules.decompose import (
    Arrangement,
    _partial_arrangements_plainly,
    _standard_parts,
    _suit_group_ways,
    _suit_ways,
    _with_winning_tile,
    is_seven_pairs,
    is_thirteen_orphans,
    meld_groups,
    partial_arrangements,
    standard_groupings,
    standard_specs,
    tile_counts,
)
from tourney.tiles import ALL_TILES, HEAD_TILES, NUM_PLAYING_KINDS, Hand, Meld, sort_tiles

KIND_SETS = [list(range(9)), list(range(18)), [*range(9), *range(27, 34)], list(range(27, 34)),
             list(range(NUM_PLAYING_KINDS))]


SIZES = st.sampled_from([0, 2, 3, 5, 8, 11, 13, 14, 14, 14])


@st.composite
def counts_of(draw):
    kinds = draw(st.sampled_from(KIND_SETS))
    size = draw(SIZES)
    counts = [0] * NUM_PLAYING_KINDS
    for i in draw(st.lists(st.sampled_from(kinds), min_size=size, max_size=size)):
        if counts[i] < 4:
            counts[i] += 1
    return counts


@st.composite
def hands(draw, complete=False):
    """A hand of up to two shown melds and concealed tiles; ``complete``: four sets and a pair."""
    kinds = draw(st.sampled_from(KIND_SETS))
    melds = []
    for _ in range(draw(st.integers(0, 2))):
        first = draw(st.sampled_from(kinds))
        kind = draw(st.sampled_from(["pung", "kong", "chow"]))
        if kind == "chow" and (first >= 27 or first % 9 > 6):
            kind = "pung"
        tiles = ((ALL_TILES[first], ALL_TILES[first + 1], ALL_TILES[first + 2]) if kind == "chow"
                 else (ALL_TILES[first],) * (4 if kind == "kong" else 3))
        melds.append(Meld(tiles, exposed=draw(st.booleans())))
    counts = [0] * NUM_PLAYING_KINDS
    if complete:
        sets = [draw(st.sampled_from(["pung", "chow", "chow"])) for _ in range(4 - len(melds))]
        for group in ["pair", *sets]:
            first = draw(st.sampled_from(kinds))
            if group == "chow" and first < 27 and first % 9 <= 6:
                indices = [first, first + 1, first + 2]
            else:
                indices = [first] * (2 if group == "pair" else 3)
            for i in indices:
                counts[i] += 1
    else:
        for i in draw(st.lists(st.sampled_from(kinds), max_size=13 - 3 * len(melds))):
            counts[i] += 1
    concealed = sort_tiles(ALL_TILES[i] for i, n in enumerate(counts) for _ in range(min(n, 4)))
    return Hand(concealed, tuple(melds))


def specs_plainly(counts):
    """standard_specs as it was: each suit's ways by its memo, every combination of one per part."""
    found = _standard_parts(counts, _suit_ways)
    if found is None:
        return []
    parts, honours = found
    if honours:
        parts.append((honours,))
    return [sum(combo, ()) for combo in product(*parts)]


def groupings_plainly(hand, counts, winning, self_drawn):
    """standard_groupings as it was, every combination of one way per part."""
    standard = _standard_parts(counts, _suit_group_ways)
    if standard is None:
        return []
    melds = meld_groups(hand)
    parts, honours = standard
    if honours:
        parts.append((decompose._groups(honours),))
    found = []
    for combo in product(*parts):
        found += _with_winning_tile(sum(combo, melds), winning, self_drawn, len(melds))
    return found


@settings(max_examples=600)
@given(counts_of())
def test_standard_specs_from_the_tables_equal_the_plain_way(counts):
    assert standard_specs(counts) == specs_plainly(counts)
    assert standard_specs(tuple(counts)) == specs_plainly(counts)


@settings(max_examples=400)
@given(hands(complete=True), st.data())
def test_standard_groupings_from_the_tables_equal_the_plain_way(hand, data):
    counts = tile_counts(hand.concealed)
    winning = data.draw(st.sampled_from(hand.all_tiles()))
    self_drawn = data.draw(st.booleans())
    assert standard_groupings(hand, counts, winning, self_drawn) == \
        groupings_plainly(hand, counts, winning, self_drawn)


@settings(max_examples=600)
@given(hands())
def test_partial_arrangements_from_the_tables_equal_the_plain_way(hand):
    assert partial_arrangements(hand) == _partial_arrangements_plainly(hand)


@settings(max_examples=600)
@given(counts_of(), st.booleans())
def test_seven_pairs_and_thirteen_orphans_counted_equal_the_plain_checks(counts, distinct):
    allowed = (0, 2) if distinct else (0, 2, 4)
    assert is_seven_pairs(counts, distinct) == (sum(counts) == 14 and all(n in allowed for n in counts))
    heads = [counts[t.index] for t in HEAD_TILES]
    assert is_thirteen_orphans(counts) == (sum(counts) == 14 and all(heads) and sum(heads) == 14)


def test_seven_pairs_and_thirteen_orphans_are_recognised_by_counting():
    pairs = [0] * NUM_PLAYING_KINDS
    for i in (0, 4, 9, 13, 20, 27, 33):
        pairs[i] = 2
    assert is_seven_pairs(pairs) and is_seven_pairs(tuple(pairs), distinct=False)
    pairs[4], pairs[13] = 4, 0
    assert not is_seven_pairs(pairs) and is_seven_pairs(pairs, distinct=False)
    orphans = [0] * NUM_PLAYING_KINDS
    for t in HEAD_TILES:
        orphans[t.index] = 1
    orphans[33] = 2
    assert is_thirteen_orphans(orphans) and not is_seven_pairs(orphans)


def test_a_hand_with_a_count_beyond_a_byte_is_arranged_the_plain_way():
    hand = Hand((ALL_TILES[0],) * 300)
    assert partial_arrangements(hand) == _partial_arrangements_plainly(hand)


def test_the_tables_keep_at_most_their_bound(monkeypatch):
    monkeypatch.setattr(decompose, "_TABLE_MOST", 3)
    for name in ("_SPEC_TABLES", "_GROUP_TABLES", "_PARTIAL_TABLES"):
        monkeypatch.setattr(decompose, name, tuple((start, {}) for start in (0, 9, 18)))
    for name in ("_HONOUR_SPECS", "_HONOUR_GROUPS", "_HONOUR_PARTIALS_HELD"):
        monkeypatch.setattr(decompose, name, {})
    for first in range(7):
        counts = [0] * NUM_PLAYING_KINDS
        counts[first] = counts[first + 1] = counts[first + 2] = 1
        counts[9 + first] = counts[10 + first] = counts[11 + first] = 1
        counts[18 + first] = 3
        counts[27 + first] = 2
        concealed = sort_tiles(ALL_TILES[i] for i, n in enumerate(counts) for _ in range(n))
        hand = Hand(concealed)
        assert standard_specs(counts) == specs_plainly(counts)
        assert standard_groupings(hand, counts, concealed[0], True) == \
            groupings_plainly(hand, counts, concealed[0], True)
        loser = Hand(concealed[:13])
        assert partial_arrangements(loser) == _partial_arrangements_plainly(loser)
    for name in ("_SPEC_TABLES", "_GROUP_TABLES", "_PARTIAL_TABLES"):
        assert all(len(table) <= 3 for _, table in getattr(decompose, name))
    for name in ("_HONOUR_SPECS", "_HONOUR_GROUPS", "_HONOUR_PARTIALS_HELD"):
        assert len(getattr(decompose, name)) <= 3


def test_an_arrangement_is_still_a_frozen_value():
    groups = meld_groups(Hand((), (Meld((ALL_TILES[0],) * 3),)))
    made = Arrangement("partial", groups, (ALL_TILES[5],))
    assert made == Arrangement(shape="partial", groups=groups, leftover=(ALL_TILES[5],))
    assert hash(made) == hash(Arrangement("partial", groups, (ALL_TILES[5],)))
    assert Arrangement("standard", groups).leftover == ()
    assert replace(made, shape="standard") == Arrangement("standard", groups, (ALL_TILES[5],))
    assert repr(made).startswith("Arrangement(shape='partial', groups=(Group(kind='pung'")
    with pytest.raises(FrozenInstanceError):
        made.shape = "standard"  # type: ignore[misc]
