"""MCR's quicker ways against the plain ones they replaced: same fans, same waits, same results.

The plain ways are kept here, as they were written before (issue #19's speed work), so that the
quicker ones are checked against them on random hands and random deals.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.rules import score_deal
from tourney.rules.mcr import hand as mcr_hand
from tourney.rules.mcr import score as mcr_score
from tourney.rules.mcr import settle_win
from tourney.rules.mcr import waits as mcr_waits
from tourney.rules.mcr.hand import Set, points
from tourney.rules.mcr.knitted import KNITTED_STRAIGHTS, knitted_straights_in
from tourney.rules.mcr.sets import WINDS
from tourney.rules.mcr.values import POINTS
from tourney.rules.result import settle
from tourney.rules.simulate import random_deal

KINDS = st.sampled_from(["chow", "pung", "kong"])


def group_traits_plainly(sets: list[Set], pair: int, tally: dict[str, int]) -> None:
    outside = fives = even = 0
    for kind, t in [(s.kind, s.tile) for s in sets] + [("pair", pair)]:
        if t >= 27:
            outside += 1
            continue
        rank = t % 9 + (1 if kind == "chow" else 0)
        if kind == "chow":
            outside += rank in (1, 7)
            fives += rank in (3, 4, 5)
        else:
            outside += rank in (0, 8)
            fives += rank == 4
            even += rank in (1, 3, 5, 7)
    if outside == 5:
        tally["MCR-F55"] = 1
    elif fives == 5:
        tally["MCR-F31"] = 1
    elif even == 5:
        tally["MCR-F21"] = 1


@st.composite
def groups(draw: st.DrawFn) -> Set:
    kind = draw(KINDS)
    if kind == "chow":
        tile = draw(st.sampled_from([9 * s + r for s in range(3) for r in range(7)]))
    else:
        tile = draw(st.integers(0, 33))
    return Set(kind, tile, draw(st.booleans()), draw(st.booleans()))


@given(st.lists(groups(), min_size=4, max_size=4), st.integers(0, 33))
def test_mcr_f55_f31_f21_group_traits_by_table_match_the_plain_count(sets: list[Set], pair: int) -> None:
    quick: dict[str, int] = {}
    plain: dict[str, int] = {}
    mcr_hand._group_traits(sets, pair, quick)
    group_traits_plainly(sets, pair, plain)
    assert quick == plain


def wind_pungs_plainly(w: mcr_hand.Winner, pungs: list[int], tally: dict[str, int]) -> None:
    if "MCR-F01" in tally:
        return
    counted = not any(f in tally for f in ("MCR-F38", "MCR-F18", "MCR-F11", "MCR-F09"))
    if "MCR-F38" in tally and "MCR-F73" in tally:
        mcr_hand._take(tally, "MCR-F73", 3)
    for p in pungs:
        if p not in WINDS:
            continue
        if p == w.prevalent:
            tally["MCR-F60"] = 1
            if counted:
                mcr_hand._take(tally, "MCR-F73", 1)
        if p == w.seat:
            tally["MCR-F61"] = 1
            if counted and w.seat != w.prevalent:
                mcr_hand._take(tally, "MCR-F73", 1)


@given(st.lists(st.integers(0, 33), max_size=4), st.sets(st.sampled_from(sorted(POINTS))),
       st.integers(1, 4), st.sampled_from(WINDS), st.sampled_from(WINDS))
def test_mcr_f60_f61_wind_pungs_corrected_as_the_plain_way_does(
        pungs: list[int], fans: set[str], times: int, seat: int, prevalent: int) -> None:
    pungs.sort()
    if sum(1 for p in pungs if p in WINDS) < 3:
        fans.discard("MCR-F38")  # Big Three Winds comes only from three wind pungs (mcr_sets)
    w = mcr_hand.Winner([0] * 34, 0, False, seat, prevalent, 0, {})
    quick = dict.fromkeys(sorted(fans), times)
    plain = dict(quick)
    mcr_hand._wind_pungs(w, pungs, quick)
    wind_pungs_plainly(w, pungs, plain)
    assert quick == plain


@given(st.dictionaries(st.sampled_from(sorted(POINTS)), st.integers(1, 4)))
def test_mcr_points_of_a_tally_are_each_fan_times_its_worth(tally: dict[str, int]) -> None:
    assert points(tally) == sum(POINTS[rule] * times for rule, times in tally.items())


def standard_completions_plainly(counts: list[int]) -> set[int]:
    suits = [tuple(counts[9 * s:9 * s + 9]) for s in range(3)]
    states = [mcr_waits._suit_state(suit) for suit in suits] + [mcr_waits._honour_state(counts)]
    others_sets, others_pair = mcr_waits._other_groups(states)
    found = {9 * group + rank for group, suit in enumerate(suits)
             for rank, sets_only, with_pair in mcr_waits._suit_additions(suit)
             if (with_pair and others_sets[group]) or (sets_only and others_pair[group])}
    for t in range(27, 34):
        if counts[t]:
            counts[t] += 1
            sets_only, with_pair = mcr_waits._honour_state(counts)
            counts[t] -= 1
            if (with_pair and others_sets[3]) or (sets_only and others_pair[3]):
                found.add(t)
    return found


def _a_group(draw: st.DrawFn) -> list[int]:
    """The tiles of one chow or pung, drawn at random."""
    if draw(st.booleans()):
        t = draw(st.sampled_from([9 * s + r for s in range(3) for r in range(7)]))
        return [t, t + 1, t + 2]
    return [draw(st.integers(0, 33))] * 3


@st.composite
def near_hands(draw: st.DrawFn) -> list[int]:
    """13 (or 10, 7, 4, 1) tiles, often close to complete: groups and a pair, one tile taken."""
    counts = [0] * 34
    for _ in range(draw(st.integers(0, 4))):
        for i in _a_group(draw):
            counts[i] += 1
    counts[draw(st.integers(0, 33))] += 2
    for _ in range(draw(st.integers(0, 3))):
        counts[draw(st.integers(0, 33))] += 1
    held = [i for i, n in enumerate(counts) for _ in range(n)]
    counts[draw(st.sampled_from(held))] -= 1
    return [min(n, 4) for n in counts]


@given(near_hands())
def test_mcr_waits_found_group_by_group_match_the_plain_search(counts: list[int]) -> None:
    assert mcr_waits._standard_completions(counts) == standard_completions_plainly(list(counts))


@contextmanager
def plain_ways() -> Iterator[None]:
    """Score as before: every unique wait asked of waits(), group traits counted plainly."""
    saved = mcr_score.another_wait, mcr_hand._group_traits, mcr_hand._wind_pungs
    mcr_score.another_wait = lambda *_: False
    mcr_hand._group_traits = group_traits_plainly
    mcr_hand._wind_pungs = wind_pungs_plainly
    try:
        yield
    finally:
        mcr_score.another_wait, mcr_hand._group_traits, mcr_hand._wind_pungs = saved


def scored(deal: dict) -> object:
    try:
        return score_deal(deal)
    except EngineError as refused:
        return refused.code, str(refused)


@settings(max_examples=300)
@given(st.integers(0, 2**32 - 1))
def test_mcr_random_deals_score_the_same_the_quick_and_the_plain_way(seed: int) -> None:
    deal = random_deal(random.Random(seed), "mcr")
    quick = scored(deal)
    with plain_ways():
        plain = scored(deal)
    assert quick == plain


@st.composite
def complete_hands(draw: st.DrawFn) -> tuple[list[int], int]:
    """Four concealed sets and a pair (at most four of a kind), and the winning tile among them."""
    counts = [0] * 34
    for _ in range(4):
        for i in _a_group(draw):
            counts[i] += 1
    counts[draw(st.integers(0, 33))] += 2
    if max(counts) > 4:
        counts = [min(n, 2) for n in counts]  # still 14 tiles or fewer; refused below if not complete
    held = [i for i, n in enumerate(counts) if n]
    return counts, draw(st.sampled_from(held))


@given(complete_hands())
def test_mcr_another_wait_found_in_an_arrangement_means_the_wait_was_not_unique(
        hand: tuple[list[int], int]) -> None:
    counts, win = hand
    specs_list = mcr_waits.standard_specs(counts)
    if specs_list and mcr_waits.another_wait(specs_list, win, counts):
        assert not mcr_score._unique_wait(counts, win, 0, list(counts))


@given(st.sampled_from("ESWN"), st.sampled_from("ESWN"), st.booleans(), st.integers(0, 400),
       st.booleans())
def test_mcr_s01_a_win_settled_directly_is_what_settle_makes_of_its_payments(
        winner: str, source: str, self_drawn: bool, total: int, below: bool) -> None:
    losers = [w for w in "ESWN" if w != winner]
    if below:
        paid: list[tuple[str, str, int]] = []
    elif self_drawn or source == winner:
        paid = [(w, winner, 8 + total) for w in losers]
    else:
        paid = [(w, winner, 8 + total if w == source else 8) for w in losers]
    quick, plain = settle_win(winner, paid), settle(paid)
    assert quick == plain
    assert list(quick.net.items()) == list(plain.net.items())


@given(st.lists(st.integers(0, 4), min_size=34, max_size=34))
def test_mcr_f35_knitted_straights_held_are_those_the_knitted_module_finds(counts: list[int]) -> None:
    assert mcr_waits.held_knitted_straights(counts) == knitted_straights_in(counts)


@given(st.lists(st.sampled_from([0, 1, 1, 1, 2]), min_size=34, max_size=34))
def test_mcr_f35_knitted_straights_held_in_scattered_hands_too(counts: list[int]) -> None:
    assert mcr_waits.held_knitted_straights(counts) == knitted_straights_in(counts)


@st.composite
def scattered_hands(draw: st.DrawFn) -> tuple[list[int], int]:
    """13 tiles (10 beside a meld) of many kinds: near thirteen orphans, honors and knitted tiles,
    or a knitted straight with a set and a pair."""
    rng = draw(st.randoms(use_true_random=False))
    melds = draw(st.integers(0, 1))
    size = 13 - 3 * melds
    counts = [0] * 34
    start = rng.choice([list(seq) for seq in KNITTED_STRAIGHTS] + [[0, 8, 9, 17, 18, 26, *range(27, 34)]])
    for i in rng.sample(start, min(size, len(start) - rng.randint(0, 2))):
        counts[i] += 1
    wall = [i for i in range(34) for _ in range(4 - counts[i])]
    for i in rng.sample(wall, size - sum(counts)):
        counts[i] += 1
    return counts, melds


@settings(max_examples=400, deadline=None)
@given(scattered_hands())
def test_mcr_waits_of_scattered_hands_are_every_tile_that_completes_them(hand: tuple[list[int], int]) -> None:
    counts, melds = hand
    expected = []
    for t in range(34):
        if counts[t] < 4:
            counts[t] += 1
            if mcr_waits.complete(counts, melds):
                expected.append(t)
            counts[t] -= 1
    assert mcr_waits.waits(counts, melds, list(counts), limit=34) == expected
