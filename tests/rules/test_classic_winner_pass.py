"""A winner's readings scored in one pass (classic_winner) equal the plain way: each reading's
hand_items, winner_items and limit_hands, finished, the first of the best kept."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.notation import parse_hand
from tourney.rules import get_ruleset, parse_deal
from tourney.rules.classic.patterns import Win, limit_hands, readings, tile_facts
from tourney.rules.classic.scoring import describe, finish, hand_items, winner_items
from tourney.rules.classic.values import BMJA, DMJL, Preset
from tourney.rules.classic.waits import only_possible_tile
from tourney.rules.classic.winner import score_winner
from tourney.rules.result import HandScore
from tourney.rules.simulate import random_deal
from tourney.tiles import ALL_TILES, BY_CODE, Hand, Meld, sort_tiles

WINDS = ("E", "S", "W", "N")
FLAGS = ("last_tile", "last_discard", "replacement", "robbing_kong", "original_call", "twofold_fortune",
         "heavenly", "first_discard")
BONUS = [BY_CODE[f"{rank}{suit}"] for suit in "fy" for rank in range(1, 5)]
SPECIAL_HANDS = ("19m19p19s ESWN RdGdWd 1m", "11122345678999m", "1123456789m ESWN", "12345m1234p12345s",
                 "1234567m1234567p", "1199m1199p EESS RdRd", "11123455678999m", "22233344455566m",
                 "111222333m RdRdRd Gd Gd", "EEESSSWWWNNN 11m", "22334466888s GdGd")


def plainly(hand: Hand, win: Win, preset: Preset, only: bool, limit: int, roof_off: bool) -> HandScore:
    """The winner's score the long way, as the engine worked it out before classic_winner."""
    facts = tile_facts(hand.all_tiles())
    best, chosen = None, None
    for reading in readings(hand, win, preset):
        items = hand_items(reading.groups, hand.bonus, win.seat, win.round_wind, preset)
        items += winner_items(reading, hand, win, only, preset, facts)
        limits = [(rule, preset.limits[rule]) for rule in limit_hands(reading, hand, win, preset, facts)]
        score = finish(items, limits, limit, roof_off, "")
        if best is None or (score.score, score.points * 2 ** score.doubles) > (
                best.score, best.points * 2 ** best.doubles):
            best, chosen = score, reading
    assert best is not None and chosen is not None
    return HandScore(best.score, best.points, best.doubles, best.limit, _text(chosen, hand), best.items,
                     best.extra)


def _text(reading, hand: Hand) -> str:
    return describe(reading.groups, () if reading.groups else hand.concealed, hand.bonus)


@st.composite
def winning_hands(draw) -> Hand:
    """Four sets and a pair on a few kinds (so readings overlap), some shown (kongs too), or a
    special pattern; some bonus tiles."""
    bonus = sort_tiles(draw(st.lists(st.sampled_from(BONUS), max_size=8, unique=True)))
    if draw(st.integers(0, 5)) == 0:
        special = parse_hand(draw(st.sampled_from(SPECIAL_HANDS)))
        return Hand(special.concealed, special.melds, bonus)
    kinds = draw(st.lists(st.integers(0, 33), min_size=2, max_size=5))
    held = [0] * 34
    groups = []
    for kind in ["pair"] + [draw(st.sampled_from(["chow", "chow", "pung", "kong"])) for _ in range(4)]:
        index = draw(st.sampled_from(kinds + list(range(34))))
        if kind == "chow" and (index >= 27 or index % 9 > 6):
            kind = "pung"
        tiles = [index, index + 1, index + 2] if kind == "chow" else [index] * {"pair": 2, "pung": 3,
                                                                             "kong": 4}[kind]
        if any(held[i] + tiles.count(i) > 4 for i in tiles):
            return draw(st.nothing())
        for i in tiles:
            held[i] += 1
        groups.append((kind, tuple(ALL_TILES[i] for i in tiles)))
    shown = draw(st.integers(0, 4))  # how many pungs and chows are shown; kongs always are
    concealed, melds = list(groups[0][1]), []
    for kind, tiles in groups[1:]:
        if kind == "kong":
            melds.append(Meld(tiles, exposed=draw(st.booleans())))
        elif shown:
            shown -= 1
            melds.append(Meld(tiles))
        else:
            concealed += tiles
    return Hand(sort_tiles(concealed), tuple(melds), bonus)


@settings(max_examples=1500)
@given(hand=winning_hands(), data=st.data(), preset=st.sampled_from([DMJL, BMJA]),
       seat=st.sampled_from(WINDS), round_wind=st.sampled_from(WINDS),
       flags=st.frozensets(st.sampled_from(FLAGS), max_size=2), streak=st.sampled_from([0, 8]),
       self_drawn=st.booleans(), limit=st.sampled_from([16, 500, 1000]), roof_off=st.booleans())
def test_a_winner_scored_in_one_pass_equals_the_plain_way(hand, data, preset, seat, round_wind, flags,
                                                           streak, self_drawn, limit, roof_off):
    tile = data.draw(st.sampled_from(hand.all_tiles()))
    win = Win(tile, self_drawn, flags, seat, round_wind, streak)
    found = readings(hand, win, preset)
    if not found:
        return
    for only in (False, True):
        fast = score_winner(hand, win, found, only, preset, tile_facts(hand.all_tiles()), limit, roof_off,
                            lambda reading: _text(reading, hand))
        assert fast == plainly(hand, win, preset, only, limit, roof_off)


def test_the_simulated_winners_scored_in_one_pass_equal_the_plain_way():
    rng = random.Random(19)
    for ruleset_id, preset in (("classic-dmjl", DMJL), ("classic-bmja", BMJA)):
        ruleset = get_ruleset(ruleset_id)
        for _ in range(300):
            deal = parse_deal(random_deal(rng, ruleset_id), ruleset)
            for seat in deal.winners:
                assert seat.win is not None
                win = Win(seat.win.tile, seat.win.self_drawn, seat.win.flags, seat.wind, deal.round_wind,
                          deal.east_streak)
                found = readings(seat.hand, win, preset)
                if not found:
                    continue
                only = only_possible_tile(seat.hand, win.tile, preset)
                fast = score_winner(seat.hand, win, found, only, preset, tile_facts(seat.hand.all_tiles()),
                                    preset.limit, False, lambda reading, hand=seat.hand: _text(reading, hand))
                assert fast == plainly(seat.hand, win, preset, only, preset.limit, False)


@given(st.lists(st.sampled_from(ALL_TILES[:34]), max_size=18))
def test_tile_facts_from_bits_equal_asking_each_tile(tiles):
    facts = tile_facts(tuple(tiles))
    green = {"2s", "3s", "4s", "6s", "8s", "Gd"}
    assert (facts.number_suits, facts.honours, facts.all_head, facts.all_honour, facts.all_terminal,
            facts.all_green) == (len({t.suit for t in tiles if t.is_number}), any(t.is_honour for t in tiles),
                                 all(t.is_head for t in tiles), all(t.is_honour for t in tiles),
                                 all(t.is_terminal for t in tiles), all(t.code in green for t in tiles))


@settings(max_examples=800)
@given(hand=winning_hands(), data=st.data(), preset=st.sampled_from([DMJL, BMJA]))
def test_a_reading_counts_its_chows_and_finds_its_winning_group_as_asking_its_groups(hand, data, preset):
    winning = data.draw(st.sampled_from(hand.all_tiles()))
    for reading in readings(hand, Win(winning, data.draw(st.booleans())), preset):
        groups = reading.groups
        assert reading.chows == sum(1 for g in groups if g.kind == "chow")
        assert reading.winning_group == next((g for g in groups if g.winning), None)
        if reading.pattern == "CL-Z21":
            assert reading.concealed == all(g.concealed for g in groups)
