"""The parser's and riichi's quick paths give exactly what the plain way gives, refusals included.

An empty seat skips parsing its hand; the table's copies are counted in one array per deal; a single
tile is looked up by its text; riichi's settlement skips summing transfers that are one per pair;
the best reading looks for seven pairs and thirteen orphans only among hands of 7 or 13 kinds, and
for the sets of a yakuman only where three dragons or winds are held three times, or four kongs
shown; the fu of a reading tried are summed without writing their lines.
"""

from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.notation import _one_tile, check_copies, parse_hand, parse_tile
from tourney.rules import get_ruleset
from tourney.rules.deal import Seat
from tourney.rules.decompose import is_seven_pairs, is_thirteen_orphans
from tourney.rules.parse import _check_table, _parse_seat
from tourney.rules.result import SEAT_WINDS, settle
from tourney.rules.riichi.fu import standard_fu
from tourney.rules.riichi.hand import may_make_yakuman_sets
from tourney.rules.riichi.settle import _settled
from tourney.rules.riichi.yaku import Facts, _same_chow_pairs, arrangement_yakuman, hand_yaku, nine_gates
from tourney.rules.ruleset import Ruleset
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


SETS = st.lists(st.tuples(st.sampled_from("cpk"), st.integers(0, 33), st.booleans()), min_size=4, max_size=4)


def facts_of(sets, pair, shown):
    counts = [0] * NUM_PLAYING_KINDS
    for kind, index, _ in sets:
        for i in ([index, index + 1, index + 2] if kind == "c" else [index] * (4 if kind == "k" else 3)):
            counts[i % NUM_PLAYING_KINDS] += 1
    counts[pair] += 2
    melds = tuple(s for k, s in enumerate(sets) if k < shown or s[0] == "k")
    return Facts(tuple(counts), tuple(counts), melds, True, pair, False, 27, 27, (), ())


@settings(max_examples=500)
@given(SETS, st.integers(0, 33), st.integers(0, 4))
def test_an_arrangement_has_yakuman_sets_only_where_the_quick_look_allows_them(sets, pair, shown):
    sets = [(kind if (index < 27 and index % 9 < 7) or kind != "c" else "p", index, concealed)
            for kind, index, concealed in sets]
    f = facts_of(sets, pair, shown)
    assume(max(f.counts) <= 4)  # four copies of a tile in a set
    if arrangement_yakuman(f, sets, pair):
        assert may_make_yakuman_sets(f)


@settings(max_examples=500)
@given(SETS, st.integers(0, 33), st.sampled_from(["ryanmen", "kanchan", "penchan", "tanki", "shanpon"]),
       st.booleans(), st.booleans(), st.sampled_from([27, 28, 29, 30]), st.sampled_from([27, 28]),
       st.sampled_from([2, 4]))
def test_the_fu_total_is_the_sum_of_the_fu_lines(sets, pair, wait, closed, tsumo, seat, round_, double):
    lines: list[tuple[str, int]] = []
    args = dict(closed=closed, tsumo=tsumo, pinfu=False, seat_wind=seat, round_wind=round_,
                double_wind=double)
    with_lines = standard_fu(sets, pair, wait, details=lines, **args)
    assert standard_fu(sets, pair, wait, **args) == with_lines == -(-sum(fu for _, fu in lines) // 10) * 10


def test_a_riichi_deal_without_options_gets_each_presets_defaults_in_a_dict_of_its_own():
    for ruleset_id in ("riichi-ema", "riichi-wrc"):
        ruleset = get_ruleset(ruleset_id)
        first = ruleset.resolve_options({})
        assert first == Ruleset.resolve_options(ruleset, {})
        first["kiriage"] = "changed"
        assert ruleset.resolve_options({}) == Ruleset.resolve_options(ruleset, {})
    assert get_ruleset("riichi-ema").resolve_options({})["kazoe_yakuman"] is True
    assert get_ruleset("riichi-wrc").resolve_options({})["kazoe_yakuman"] is False


@settings(max_examples=500)
@given(st.sampled_from([0, 9, 18]), st.lists(st.integers(0, 8), min_size=14, max_size=14), st.integers(0, 13))
def test_nine_gates_is_looked_for_only_in_a_full_flush(start, ranks, won):
    counts = [0] * NUM_PLAYING_KINDS
    for rank in ranks:
        counts[start + rank] += 1
    assume(max(counts) <= 4)
    f = Facts(tuple(counts), tuple(counts), (), True, start + ranks[won], False, 27, 27, (), ())
    if nine_gates(f):
        yaku, _ = hand_yaku(f)
        assert yaku[-1][0] == "RI-Y28"


def test_the_nine_gates_of_the_yaku_tests_are_found():
    hand = [3, 1, 1, 1, 2, 1, 1, 1, 3]
    f = Facts(tuple(hand + [0] * 25), tuple(hand + [0] * 25), (), True, 4, False, 27, 27, (), ())
    assert nine_gates(f) and hand_yaku(f)[0][-1] == ("RI-Y28", 6)
    assert get_ruleset("riichi-wrc").resolve_options({})["kazoe_yakuman"] is False


@settings(max_examples=300)
@given(st.lists(st.integers(0, 24), max_size=4))
def test_identical_chows_are_paired_as_counting_each_kind_does(chows):
    chows = sorted(chows)
    assert _same_chow_pairs(chows) == sum(chows.count(i) // 2 for i in set(chows))
