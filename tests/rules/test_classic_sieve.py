"""The sieves of the classic calling and only-possible-tile checks (CL-Z56, CL-Z85) skip only what
cannot fit: special patterns, and hands that call for nothing; the all-tiles form of the special
pattern sieve equals asking it tile by tile."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.notation import parse_tiles
from tourney.rules.classic.patterns import (
    _SPECIALS,
    Win,
    _possible_specials,
    limit_hands,
    possible_specials_each,
    readings,
    special_in_sight,
)
from tourney.rules.classic.values import BMJA, DMJL
from tourney.rules.classic.waits import (
    _purity,
    completing_tiles,
    completions,
    hands_before_winning_tile,
    may_call,
    one_tile_short,
    only_possible_tile,
    second_wait_shown,
)
from tourney.rules.decompose import tile_counts
from tourney.tiles import ALL_TILES, Hand, Meld, Tile, sort_tiles

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


@st.composite
def winning_hands(draw) -> tuple[Hand, Tile, bool]:
    """Four sets and a pair (chows on a few kinds, so waits overlap), some of them shown melds; the
    winning tile one of the hand's, self-drawn or claimed."""
    kinds = draw(st.lists(st.integers(0, 33), min_size=2, max_size=5))
    held = [0] * 34
    groups = []
    for kind in ["pair"] + [draw(st.sampled_from(["chow", "chow", "pung"])) for _ in range(4)]:
        index = draw(st.sampled_from(kinds + list(range(34))))
        tiles = [index] * (2 if kind == "pair" else 3) if kind != "chow" else [index, index + 1, index + 2]
        if kind == "chow" and (index >= 27 or index % 9 > 6):
            tiles = [index] * 3
        if any(held[i] + tiles.count(i) > 4 for i in tiles):
            return draw(st.nothing())
        for i in tiles:
            held[i] += 1
        groups.append(tuple(ALL_TILES[i] for i in tiles))
    shown = draw(st.integers(0, 3))
    melds = tuple(Meld(g, exposed=True) for g in groups[1:1 + shown])
    concealed = sort_tiles(t for g in (groups[0], *groups[1 + shown:]) for t in g)
    hand = Hand(concealed, melds)
    return hand, draw(st.sampled_from(hand.all_tiles())), draw(st.booleans())


@settings(max_examples=1500)
@given(winning_hands())
def test_a_second_wait_shown_by_a_reading_means_no_only_possible_tile(won):
    """CL-Z56: second_wait_shown is a shortcut to False; only_possible_tile must agree."""
    hand, winning, self_drawn = won
    found = readings(hand, Win(winning, self_drawn), DMJL)
    if found and second_wait_shown(found, hand, winning, tile_counts(hand.concealed)):
        assert not only_possible_tile(hand, winning, DMJL)


@settings(max_examples=700)
@given(st.sampled_from([list(range(34)), list(range(27, 34)), [0, 8, 9, 17, 18, 26, *range(27, 34)],
                        list(range(9)), list(range(18)), [*range(27, 31), *range(9)],
                        [1, 2, 3, 4, 5, 6, 7, 12]]),
       st.randoms(use_true_random=False), st.integers(0, 2), st.sampled_from([DMJL, BMJA]))
def test_completing_tiles_are_the_kinds_that_make_a_reading_when_added(kinds, rng, melds_wanted, preset):
    """CL-Z56, CL-Z85: completing_tiles equals adding each kind not held four times and reading
    the hand (every standard arrangement within the preset's chows, every special pattern)."""
    pool = [i for i in kinds for _ in range(4)]
    melds = []
    for _ in range(melds_wanted):
        kind = rng.choice(pool)
        if pool.count(kind) >= 3:
            for _ in range(3):
                pool.remove(kind)
            melds.append(Meld((ALL_TILES[kind],) * 3, exposed=True))
    concealed = rng.sample(pool, min(len(pool), 13 - 3 * len(melds)))
    hand = Hand(sort_tiles(ALL_TILES[i] for i in concealed), tuple(melds))
    held = tile_counts(hand.all_tiles())
    expected = [t for t in ALL_TILES[:34] if held[t.index] < 4 and hand.tile_count == 13 and readings(
        Hand(sort_tiles((*hand.concealed, t)), hand.melds), Win(t, True), preset)]
    assert completing_tiles(hand, preset) == expected


@settings(max_examples=300)
@given(st.sampled_from(["19m19p19s ESWN RdGdWd 1m", "11122345678999m", "1123456789m ESWN",
                        "12345m1234p12345s", "1234567m1234567p", "1199m1199p EESS RdRd",
                        "19m19p19s ESWN RdGdWd Wd"]),
       st.integers(0, 13), st.sampled_from([DMJL, BMJA]))
def test_completing_tiles_of_a_special_pattern_less_one_tile(pattern, drop, preset):
    """The same, on hands one tile short of a special pattern (CL-Z22, Z24, Z26-Z29)."""
    tiles = list(parse_tiles(pattern))
    del tiles[drop]
    hand = Hand(sort_tiles(tiles))
    held = tile_counts(hand.all_tiles())
    expected = [t for t in ALL_TILES[:34] if held[t.index] < 4 and readings(
        Hand(sort_tiles((*hand.concealed, t))), Win(t, True), preset)]
    assert completing_tiles(hand, preset) == expected


def may_call_plainly(hand, preset):
    """may_call as it was written before it asked the kinds held: tile by tile, target by target."""
    if hand.tile_count != 13 + hand.kongs:
        return True
    tiles = hand.all_tiles()
    one_suit_no_honours = (len({t.suit for t in tiles if t.is_number}) == 1
                           and not any(t.is_honour for t in tiles))
    if preset.purity_call > 0 and one_suit_no_honours:
        return True
    for target, _ in preset.calling.values():
        if target in {"CL-Z22", "CL-Z24", "CL-Z26", "CL-Z27", "CL-Z28", "CL-Z29"}:
            reachable = not hand.melds and special_in_sight(tile_counts(hand.concealed))
        elif target == "CL-Z70":
            reachable = all(t.is_honour for t in tiles)
        elif target == "CL-Z71":
            reachable = all(t.is_terminal for t in tiles)
        elif target == "CL-Z77":
            reachable = all(t.code in {"2s", "3s", "4s", "6s", "8s", "Gd"} for t in tiles)
        elif target == "CL-Z75":
            reachable = sum(1 for t in tiles if t.is_dragon) >= 8
        elif target == "CL-Z76":
            reachable = sum(1 for t in tiles if t.is_wind) >= 11
        elif target == "CL-Z74":
            reachable = hand.kongs == 4
        elif target == "CL-Z73":
            reachable = not hand.melds and len(set(hand.concealed)) <= 5
        else:
            reachable = True
        if reachable:
            return True
    return False


THEMES = st.sampled_from([list(range(34)), list(range(27, 34)), [0, 8, 9, 17, 18, 26, *range(27, 34)],
                          list(range(9)), [19, 20, 21, 23, 25, 32], [*range(27, 34), *range(9)],
                          [1, 2, 3, 4, 5, 6, 7, 8, 12], [27, 28, 29, 30, 4, 13], [31, 32, 33, 4, 13, 22]])


@settings(max_examples=2000)
@given(st.one_of(THEMES, THEMES, st.lists(st.integers(0, 33), min_size=1, max_size=6, unique=True)),
       st.randoms(use_true_random=False), st.lists(st.sampled_from(["pung", "kong", "declared", "chow"]),
                                                   max_size=4),
       st.sampled_from([0, 0, 0, -2, -1, 1]), st.sampled_from([DMJL, BMJA]))
def test_the_calling_sieve_on_kinds_held_equals_asking_tile_by_tile(kinds, rng, melds_wanted, size, preset):
    """may_call and one_tile_short, asked of the kinds held, answer as the tile-by-tile way does:
    on hands of 11 to 14 tiles besides kongs, with shown or declared kongs, pungs and chows."""
    pool = [i for i in kinds for _ in range(4)]
    melds = []
    for kind in melds_wanted:
        if not pool:
            break
        index = rng.choice(pool)
        if kind == "chow":
            if index >= 27 or index % 9 > 6 or any(index + k not in pool for k in range(3)):
                continue
            for k in range(3):
                pool.remove(index + k)
            melds.append(Meld(tuple(ALL_TILES[index + k] for k in range(3)), exposed=True))
        elif pool.count(index) >= (3 if kind == "pung" else 4):
            for _ in range(3 if kind == "pung" else 4):
                pool.remove(index)
            melds.append(Meld((ALL_TILES[index],) * (3 if kind == "pung" else 4), exposed=kind != "declared"))
    concealed = rng.sample(pool, max(0, min(len(pool), 13 + size - 3 * len(melds))))
    hand = Hand(sort_tiles(ALL_TILES[i] for i in concealed), tuple(melds))
    assert one_tile_short(hand) == (hand.tile_count == 13 + hand.kongs)
    assert may_call(hand, preset) == may_call_plainly(hand, preset)


def only_possible_plainly(hand, tile, preset):
    """CL-Z56 by definition: no kong holds the tile, and some hand before it waited for it alone."""
    if any(m.kind == "kong" and tile in m.tiles for m in hand.melds):
        return False
    return any(completing_tiles(waiting, preset) == [tile]
               for waiting in hands_before_winning_tile(hand, tile))


@settings(max_examples=1500)
@given(winning_hands(), st.sampled_from([DMJL, BMJA]))
def test_the_only_possible_tile_stopping_at_another_wait_equals_listing_every_wait(won, preset):
    hand, winning, _ = won
    counts = tile_counts(hand.concealed)
    assert only_possible_tile(hand, winning, preset, counts) == only_possible_plainly(hand, winning, preset)
    assert counts == tile_counts(hand.concealed)  # the caller's counts are left as they were


@pytest.mark.parametrize("pattern", ["19m19p19s ESWN RdGdWd 1m", "11122345678999m", "1123456789m ESWN",
                                     "12345m1234p12345s", "1234567m1234567p", "1199m1199p EESS RdRd",
                                     "11123455678999m", "22334466888s GdGd Gd", "1112223334445m 5m"])
@pytest.mark.parametrize("preset", [DMJL, BMJA])
def test_the_only_possible_tile_of_special_patterns_equals_listing_every_wait(pattern, preset):
    hand = Hand(sort_tiles(parse_tiles(pattern)))
    for winning in set(hand.concealed):
        assert (only_possible_tile(hand, winning, preset, tile_counts(hand.concealed))
                == only_possible_plainly(hand, winning, preset))
