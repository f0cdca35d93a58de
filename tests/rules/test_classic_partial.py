"""A non-winner's hand scored part by part (classic_partial) equals the plain way: every maximal
partial arrangement listed, each one's items counted group by group (CL-Z30-CL-Z52), the first of
the best kept, then the text and the score of the chosen one."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.rules.classic.partial import score_other
from tourney.rules.classic.scoring import describe, finish, hand_items, item, ordinary_rank
from tourney.rules.classic.values import BMJA, DMJL, Preset
from tourney.rules.decompose import partial_arrangements
from tourney.rules.result import HandScore, ScoreItem
from tourney.tiles import ALL_TILES, BY_CODE, Hand, Meld, sort_tiles

BONUS = [BY_CODE[f"{rank}{suit}"] for suit in "fy" for rank in range(1, 5)]
WINDS = ("E", "S", "W", "N")


def plainly(hand: Hand, seat: str, round_wind: str, preset: Preset, limit: int, roof_off: bool,
            awards: list[tuple[str, Fraction]], extra: list[ScoreItem]) -> HandScore:
    """The non-winner's score the long way, as the engine worked it out before classic_partial."""
    arrangements = partial_arrangements(hand)
    best = arrangements[0]
    items = hand_items(best.groups, hand.bonus, seat, round_wind, preset) + extra
    rank = ordinary_rank(items, limit, roof_off)
    for arrangement in arrangements[1:]:
        other = hand_items(arrangement.groups, hand.bonus, seat, round_wind, preset) + extra
        other_rank = ordinary_rank(other, limit, roof_off)
        if other_rank > rank:
            best, items, rank = arrangement, other, other_rank
    return finish(items, awards, limit, roof_off, describe(best.groups, best.leftover, hand.bonus))


@st.composite
def hands(draw) -> Hand:
    """Up to four melds (pungs, kongs shown or declared, chows), concealed tiles to make 13 or
    fewer besides the kongs' fourth tiles, never more than four of a kind; some bonus tiles."""
    held = [0] * 34
    melds = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(["pung", "kong", "chow"]))
        index = draw(st.integers(0, 33 if kind != "chow" else 26))
        if kind == "chow":
            if index % 9 > 6 or any(held[index + k] >= 4 for k in range(3)):
                continue
            tiles = [ALL_TILES[index + k] for k in range(3)]
        else:
            size = 3 if kind == "pung" else 4
            if held[index] + size > 4:
                continue
            tiles = [ALL_TILES[index]] * size
        for t in tiles:
            held[t.index] += 1
        exposed = kind != "kong" or draw(st.booleans())
        melds.append(Meld(tuple(tiles), exposed=exposed))
    wanted = 13 - 3 * len(melds)
    # lean on a few kinds, so that pungs, pairs and runs come up often
    kinds = draw(st.lists(st.integers(0, 33), min_size=1, max_size=6))
    concealed = []
    for index in draw(st.lists(st.sampled_from(kinds + list(range(34))), max_size=wanted)):
        if held[index] < 4:
            held[index] += 1
            concealed.append(ALL_TILES[index])
    bonus = draw(st.lists(st.sampled_from(BONUS), max_size=8, unique=True))
    return Hand(sort_tiles(concealed), tuple(melds), sort_tiles(bonus))


@settings(max_examples=1500)
@given(hand=hands(), seat=st.sampled_from(WINDS), round_wind=st.sampled_from(WINDS),
       preset=st.sampled_from([DMJL, BMJA]), limit=st.sampled_from([8, 64, 500, 1000]),
       roof_off=st.booleans(), purity=st.booleans(),
       awards=st.lists(st.sampled_from([("CL-Z85a", Fraction(2, 5)), ("CL-Z85c", Fraction(1, 5))]),
                       max_size=2))
def test_a_non_winner_scored_part_by_part_equals_the_plain_way(hand, seat, round_wind, preset, limit,
                                                               roof_off, purity, awards):
    if hand.is_empty:
        return
    extra = [item("CL-Z85n", doubles=3)] if purity else []
    fast = score_other(hand, seat, round_wind, preset, limit, roof_off, awards, extra)
    assert fast == plainly(hand, seat, round_wind, preset, limit, roof_off, awards, extra)


def test_a_hand_of_several_readings_keeps_the_best_and_its_text():
    # 111m read as a pung (8 points) beats the pair and the single left over
    hand = Hand(sort_tiles([BY_CODE[c] for c in ("1m", "1m", "1m", "E", "E", "E", "5p")]))
    fast = score_other(hand, "E", "E", DMJL, 500, False, [], [])
    assert fast == plainly(hand, "E", "E", DMJL, 500, False, [], [])
    assert fast.arrangement == "111m EEE 5p"


def test_concealed_tiles_out_of_order_are_refused_never_misread():
    # the parts are found by the sorted tile indices: a Hand's concealed tiles are always sorted
    hand = Hand(tuple(BY_CODE[c] for c in ("5p", "1m", "2m", "3m")))
    with pytest.raises(ValueError, match="not sorted"):
        score_other(hand, "S", "E", BMJA, 500, False, [], [])
