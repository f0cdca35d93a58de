"""The decomposer finds exactly the arrangements a brute-force enumeration finds, and no others."""

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.notation import parse_hand, parse_tile
from tourney.rules.decompose import (
    is_seven_pairs,
    is_thirteen_orphans,
    partial_arrangements,
    partial_specs,
    standard_specs,
    winning_arrangements,
)
from tourney.tiles import ALL_TILES, NUM_PLAYING_KINDS

KINDS = range(NUM_PLAYING_KINDS)
CANDIDATES = (
    [("pung", i) for i in KINDS]
    + [("chow", i) for i in KINDS if ALL_TILES[i].is_number and ALL_TILES[i].rank <= 7]
    + [("pair", i) for i in KINDS]
)


def group_tiles(spec):
    kind, i = spec
    return {"pung": [i] * 3, "pair": [i] * 2, "chow": [i, i + 1, i + 2]}[kind]


def brute_force(counts):
    """Every multiset of candidate groups that fits in the counts, with its leftover counts."""
    found = []

    def walk(start, chosen, left):
        found.append((tuple(chosen), tuple(left)))
        for k in range(start, len(CANDIDATES)):
            spec = CANDIDATES[k]
            if spec[0] == "pair" and spec in chosen:
                continue  # a tile kind gives at most one pair
            need = Counter(group_tiles(spec))
            if all(left[i] >= n for i, n in need.items()):
                for i, n in need.items():
                    left[i] -= n
                walk(k, [*chosen, spec], left)
                for i, n in need.items():
                    left[i] += n

    walk(0, [], list(counts))
    return found


def brute_standard(counts):
    return {
        tuple(sorted(groups)) for groups, left in brute_force(counts)
        if not any(left) and sum(1 for g in groups if g[0] == "pair") == 1
    }


def brute_partial(counts):
    results = set()
    for groups, left in brute_force(counts):
        if is_maximal(left):
            results.add((tuple(sorted(groups)), tuple(i for i, n in enumerate(left) for _ in range(n))))
    return results


def is_maximal(left):
    """Maximal as the decomposer defines it: no leftover kind twice, no three consecutive leftovers."""
    if any(n >= 2 for n in left):
        return False
    return not any(
        left[i] and left[i + 1] and left[i + 2]
        for i in range(27) if ALL_TILES[i].rank <= 7
    )


def random_complete_counts(rng, suits="mps", honours=True):
    """Counts of four random sets and a pair, often crowded into one suit for many readings."""
    kinds = [i for i in KINDS if ALL_TILES[i].suit in suits or (honours and ALL_TILES[i].is_honour)]
    while True:
        counts = [0] * NUM_PLAYING_KINDS
        for kind in ["pair"] + [rng.choice(["pung", "chow", "chow"]) for _ in range(4)]:
            i = rng.choice(kinds)
            if kind == "chow" and not (ALL_TILES[i].is_number and ALL_TILES[i].rank <= 7):
                kind = "pung"
            for t in group_tiles((kind, i)):
                counts[t] += 1
        if max(counts) <= 4:
            return counts


def specs_set(found):
    """The arrangements as a set, after checking that none came out twice."""
    readings = [tuple(sorted(specs)) for specs in found]
    assert len(readings) == len(set(readings)), "an arrangement was listed twice"
    return set(readings)


@pytest.mark.parametrize("seed", range(60))
def test_standard_arrangements_equal_brute_force_on_random_complete_hands(seed):
    rng = random.Random(seed)
    counts = random_complete_counts(rng, suits=rng.choice(["m", "mp", "mps"]))
    assert specs_set(standard_specs(counts)) == brute_standard(counts)
    assert standard_specs(counts)


@pytest.mark.parametrize("seed", range(40))
def test_standard_arrangements_equal_brute_force_on_random_tiles(seed):
    rng = random.Random(1000 + seed)
    counts = [0] * NUM_PLAYING_KINDS
    while sum(counts) < 14:
        i = rng.randrange(18)  # two suits: crowded enough to be complete now and then
        if counts[i] < 4:
            counts[i] += 1
    assert specs_set(standard_specs(counts)) == brute_standard(counts)


@pytest.mark.parametrize("seed", range(30))
def test_partial_arrangements_equal_brute_force(seed):
    rng = random.Random(2000 + seed)
    counts = [0] * NUM_PLAYING_KINDS
    size = rng.randint(0, 13)
    while sum(counts) < size:
        i = rng.choice([*range(9), *range(27, 34)])
        if counts[i] < 4:
            counts[i] += 1
    readings = [(tuple(sorted(s)), tuple(sorted(left))) for s, left in partial_specs(counts)]
    assert len(readings) == len(set(readings)), "a partial arrangement was listed twice"
    assert set(readings) == brute_partial(counts)


def test_a_kong_count_read_as_pung_and_chow_comes_out_once():
    counts = [0] * NUM_PLAYING_KINDS
    for t in parse_hand("22233m 222234s 888s").concealed:
        counts[t.index] += 1
    assert len(standard_specs(counts)) == 1


def test_a_crowded_suit_has_every_reading():
    counts = [0] * NUM_PLAYING_KINDS
    for t in parse_hand("111222333444m55p").concealed:
        counts[t.index] += 1
    assert specs_set(standard_specs(counts)) == brute_standard(counts)
    assert len(standard_specs(counts)) >= 2


def test_seven_pairs_are_found_with_distinct_pairs_only_by_default():
    hand = parse_hand("1133m 55p 77s EE RdRd WdWd")
    shapes = {a.shape for a in winning_arrangements(hand, parse_tile("E"), True)}
    assert "seven_pairs" in shapes
    doubled = parse_hand("1111m 55p 77s EE RdRd WdWd")
    counts = [0] * NUM_PLAYING_KINDS
    for t in doubled.concealed:
        counts[t.index] += 1
    assert not is_seven_pairs(counts)
    assert is_seven_pairs(counts, distinct=False)


def test_thirteen_orphans_are_found():
    hand = parse_hand("19m19p19s ESWN RdGdWd Rd")
    found = winning_arrangements(hand, parse_tile("Rd"), False)
    assert [a.shape for a in found] == ["thirteen_orphans"]
    assert found[0].winning_group.tile == parse_tile("Rd")
    assert not found[0].winning_group.concealed


def test_thirteen_orphans_needs_every_head_tile():
    counts = [0] * NUM_PLAYING_KINDS
    for t in parse_hand("19m19p19s ESWN RdGd RdRd").concealed:
        counts[t.index] += 1
    assert not is_thirteen_orphans(counts)


def test_the_winning_tile_may_complete_every_set_that_holds_it():
    hand = parse_hand("111222333m 456p 77s")
    found = winning_arrangements(hand, parse_tile("2m"), False)
    readings = {tuple(sorted((g.kind, g.tile.code, g.winning, g.concealed) for g in a.groups)) for a in found}
    # pungs 111 222 333 with 2m completing the pung (exposed), or three chows 123m with one completed
    assert len(found) == 2
    assert any(("pung", "2m", True, False) in r for r in readings)
    assert any(("chow", "1m", True, False) in r for r in readings)


def test_a_self_drawn_winning_tile_leaves_its_set_concealed():
    found = winning_arrangements(parse_hand("555m 123p 789s EEE 99m"), parse_tile("5m"), True)
    assert all(g.concealed for g in found[0].groups)


def test_a_claimed_meld_can_hold_the_winning_discard():
    hand = parse_hand("[555s] 123p 789s EEE 99m")
    on_discard = winning_arrangements(hand, parse_tile("5s"), False)
    assert [a.winning_group.declared for a in on_discard] == [True]
    assert winning_arrangements(hand, parse_tile("5s"), True) == []


def test_shown_melds_join_every_arrangement():
    hand = parse_hand("[555s] (EEEE) 123p 789s 99m")
    (only,) = winning_arrangements(hand, parse_tile("9m"), True)
    kinds = [(g.kind, g.tile.code, g.concealed, g.declared) for g in only.groups[:2]]
    assert kinds == [("pung", "5s", False, True), ("kong", "E", True, True)]


def test_an_incomplete_hand_has_no_arrangement():
    assert winning_arrangements(parse_hand("123m 456p 789s EE 13579m"), parse_tile("E"), True) == []


def test_four_bare_identical_tiles_of_a_loser_are_a_pung_and_a_loose_tile():
    (only,) = partial_arrangements(parse_hand("5555p"))
    assert [(g.kind, g.tile.code) for g in only.groups] == [("pung", "5p")]
    assert [t.code for t in only.leftover] == ["5p"]


@given(st.lists(st.integers(0, 33), min_size=0, max_size=13))
def test_every_partial_arrangement_uses_each_tile_exactly_once(indices):
    counts = [0] * NUM_PLAYING_KINDS
    for i in indices:
        if counts[i] < 4:
            counts[i] += 1
    for specs, left in partial_specs(counts):
        used = Counter(left)
        for spec in specs:
            used.update(group_tiles(spec))
        assert [used[i] for i in KINDS] == counts
