"""The parser's and riichi's quick paths give exactly what the plain way gives, refusals included.

An empty seat skips parsing its hand; the table's copies are counted in one array per deal; a single
tile is looked up by its text; riichi's settlement skips summing transfers that are one per pair;
and the best reading looks for seven pairs and thirteen orphans only among hands of 7 or 13 kinds.
"""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.notation import _one_tile, check_copies, parse_hand, parse_tile
from tourney.rules import get_ruleset
from tourney.rules.deal import Seat, _check_table, _parse_seat
from tourney.rules.decompose import is_seven_pairs, is_thirteen_orphans
from tourney.rules.result import SEAT_WINDS, settle
from tourney.rules.riichi_settle import _settled
from tourney.tiles import ALL_TILES, NUM_PLAYING_KINDS, Hand, sort_tiles
from tourney.tiles import tile as tile_of_code

ODD = st.one_of(st.none(), st.booleans(), st.integers(-3, 10 ** 10), st.text(max_size=3),
                st.lists(st.integers(0, 3), max_size=2), st.dictionaries(st.sampled_from(SEAT_WINDS),
                                                                         st.integers(-1, 5), max_size=2))
SEAT_EXTRAS = st.dictionaries(st.sampled_from(["dead", "penalty", "instant", "riichi", "tenpai", "chombo",
                                               "bogus"]), ODD, max_size=3)


def outcome(work, *args):
    try:
        return "ok", work(*args)
    except EngineError as refused:
        return refused.code, str(refused), refused.message.template


def seat_fields(seat: Seat):
    return (seat.wind, seat.hand, seat.win, seat.dead, seat.penalty, seat.instant, seat.penalty_to)


@settings(max_examples=400)
@given(st.sampled_from(SEAT_WINDS), SEAT_EXTRAS,
       st.sampled_from(["riichi-ema", "fimj", "american", "singapore", "mcr", "classic-bmja"]))
def test_an_empty_hand_is_read_as_a_hand_of_spaces_is(wind, extras, ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    quick = outcome(_parse_seat, wind, {"hand": "", **extras}, ruleset)
    plain = outcome(_parse_seat, wind, {"hand": " ", **extras}, ruleset)  # not empty: the full parse
    if quick[0] == "ok" and plain[0] == "ok":
        assert seat_fields(quick[1]) == seat_fields(plain[1])
        assert quick[1].text == ""
    else:
        assert quick == plain


def hands_of(tiles):
    return st.lists(st.sampled_from(tiles), max_size=16).map(lambda ts: Hand(sort_tiles(ts)))


@settings(max_examples=400)
@given(st.lists(hands_of(ALL_TILES[:NUM_PLAYING_KINDS] + ALL_TILES[34:40] + ALL_TILES[46:]), min_size=4,
                max_size=4),
       st.lists(hands_of(ALL_TILES[:9]), min_size=4, max_size=4), st.booleans())
def test_the_table_check_counts_copies_as_adding_the_hands_counters_does(mixed, crowded, use_crowded):
    hands = crowded if use_crowded else mixed
    seats = {w: Seat(w, hand, "") for w, hand in zip(SEAT_WINDS, hands, strict=True)}
    total = sum((hand.counts() for hand in hands), start=Counter())
    plain = outcome(check_copies, total, "the table")
    quick = outcome(_check_table, seats, [])
    assert quick == plain


@settings(max_examples=300)
@given(st.one_of(st.sampled_from([t.code for t in ALL_TILES] + [f"{n}z" for n in range(0, 10)]),
                 st.text(alphabet="0123456789mpszfyaESWNRGWdFJ []()", max_size=4)))
def test_a_single_tile_is_read_as_the_list_of_tiles_reads_it(text):
    quick, slow = outcome(parse_tile, text, "win"), outcome(_one_tile, text, "win")
    assert quick == slow
    if quick[0] == "ok":
        assert quick[1] is slow[1]


def test_every_tile_code_reads_as_its_tile():
    for t in ALL_TILES:
        assert parse_tile(t.code) is t
    assert parse_tile("5z") is tile_of_code("Wd")
    assert parse_hand("5z").concealed == (tile_of_code("Wd"),)


TRANSFER = st.tuples(st.sampled_from(SEAT_WINDS), st.sampled_from(SEAT_WINDS), st.integers(0, 50000))


@settings(max_examples=300)
@given(st.lists(TRANSFER, max_size=6))
def test_riichi_settles_its_transfers_as_the_shared_settlement_does(transfers):
    try:
        quick = ("ok", _settled(transfers))
    except ValueError as refused:
        quick = ("refused", str(refused))
    try:
        plain = ("ok", settle(transfers))
    except ValueError as refused:
        plain = ("refused", str(refused))
    assert quick == plain


HEADS = [t.index for t in ALL_TILES[:NUM_PLAYING_KINDS] if t.is_head]


@settings(max_examples=400)
@given(st.lists(st.integers(0, 4), min_size=NUM_PLAYING_KINDS, max_size=NUM_PLAYING_KINDS),
       st.sampled_from(["pairs", "orphans", "any"]), st.sampled_from(HEADS),
       st.integers(0, NUM_PLAYING_KINDS))
def test_seven_pairs_hold_seven_kinds_and_thirteen_orphans_thirteen(counts, shape, doubled, stray):
    if shape == "pairs":
        counts = [2 if n else 0 for n in counts]
    elif shape == "orphans":
        counts = [1 if i in HEADS else 0 for i in range(NUM_PLAYING_KINDS)]
        counts[doubled] += 1
        if stray < NUM_PLAYING_KINDS:
            counts[stray] += 1
    kinds = NUM_PLAYING_KINDS - counts.count(0)
    if is_seven_pairs(counts):
        assert kinds == 7
    if is_thirteen_orphans(counts):
        assert kinds == 13
