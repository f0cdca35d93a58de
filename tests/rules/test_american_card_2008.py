"""Every hand of the 2008 card (AM-H01–AM-H55): an example that matches it, with and without jokers
where the hand allows them, and a near miss that does not; the broken hands are refused with their
reason (AM-A01–A03)."""

from __future__ import annotations

from collections import Counter

import pytest

from tourney.errors import EngineError
from tourney.notation import parse_hand
from tourney.rules import score
from tourney.rules.american.card import builtin_card, index_of
from tourney.tiles import JOKER, Hand

CARD = builtin_card()
INDEX = index_of(CARD)

# id: (a winning hand for it, a near miss that is not it)
EXAMPLES = {
    "AM-H01": ("2m WdWd 8m 8888p 8888s FF", "2m WdWd 9m 8888p 8888s FF"),
    "AM-H02": ("2222m WdWdWdWd J 8m FFFF", "2222m WdWdWdWd J 8p FFFF"),
    "AM-H03": ("2s WdWd 8s GdGdGdGd RdRdRdRd FF", "2s WdWd 8s GdGdGdGd RdRdRd 1s FF"),
    "AM-H04": ("222p WdWdWdWd JJ 888p FF", "222p WdWdWdWd JJ 888s FF"),
    "AM-H05": ("2m WdWd 8m EEE WWW SS NN", "2m WdWd 8m EEE WWW SS N 1m"),
    "AM-H06": ("FFFF 22s 444s 666s 88s", "FFFF 22s 444s 666p 88s"),
    "AM-H07": ("222m 4444m 666p 8888p", "222m 4444m 666p 8888m"),
    "AM-H08": ("22m 444m 44p 666p 8888s", "22m 444m 44p 666p 8888p"),
    "AM-H09": ("2222s 44s 6666s 88m 88p", "2222s 44s 6666s 8888m"),
    "AM-H10": ("2222p 44m 66m 8888p FF", "2222p 44m 66s 8888p FF"),
    "AM-H11": ("222m 222s RdRdRdRd GdGdGdGd", "222m 222s WdWdWdWd GdGdGdGd"),
    "AM-H12": ("222s 444s 666s 888s GdGd", "222s 444s 666s 888s RdRd"),
    "AM-H13": ("11p 333p 5555p 777p 99p", "11p 333p 5555p 777p 99s"),
    "AM-H14": ("1111m 9999m FFFF WdWd", "1111m 9999m FFFF WdRd"),
    "AM-H15": ("111s 3333s 333m 5555m", "111s 3333s 333m 5555s"),
    "AM-H16": ("555p 7777p 777s 9999s", "555p 7777p 777s 9999m"),
    "AM-H19": ("11m 333m 5555p 777s 99s", "11m 333m 5555p 777s 99m"),
    "AM-H20": ("1111s 3333s 5555s FF", "1111s 3333s 5555m FF"),
    "AM-H21": ("5555m 7777m 9999m FF", "5555m 7777m 9999p FF"),
    "AM-H22": ("111m 3m 555m 111p 3p 555p", "111m 3m 555m 111p 4p 555p"),
    "AM-H23": ("555s 7s 999s 555m 7m 999m", "555s 7s 999s 555m 8m 999m"),
    "AM-H24": ("FFFF 1111p 66p 7777p", "FFFF 1111p 55p 7777p"),
    "AM-H25": ("FFFF 2222s 55s 7777s", "FFFF 2222s 55s 7777m"),
    "AM-H26": ("FFFF 3333m 44m 7777m", "FFFF 3333m 44m 8888m"),
    "AM-H27": ("5555mJ 5555pJ 4s 5s 66s", "5555mJ 5555pJ 4s 6s 77s"),
    "AM-H28": ("FFFF 4444mJ 5555pJ", "FFFF 4444mJ 6666pJ"),
    "AM-H29": ("7777sJ NNNNJ RdRdRdRd", "7777sJ NNNNJ RdRdRd 1s"),
    "AM-H30": ("2222pJ 33p 4444pJ FF", "2222pJ 33p 5555pJ FF"),
    "AM-H31": ("33s 444s 5555s 666s 77s", "33s 444s 5555s 666s 88s"),
    "AM-H32": ("666m 7777m 888p 9999p", "666m 7777m 888p 9999m"),
    "AM-H33": ("2222p 3333p FFFF RdRd", "2222p 4444p FFFF RdRd"),
    "AM-H34": ("5555m 66m 66p 66s 7777m", "5555m 66m 66p 66s 7777p"),
    "AM-H35": ("11m 22m 33m 4444m 5555s", "11m 22m 33m 4444s 5555s"),
    "AM-H36": ("888m 999m 888s 999s WdWd", "888m 999m 888s 999s WdGd"),
    "AM-H38": ("333p 6666p 666m 9999m", "333p 6666p 666m 9999s"),
    "AM-H39": ("333m 999m 6666s GdGdGdGd", "333m 999m 6666s RdRdRdRd"),
    "AM-H40": ("33m 666m 33p 666p 9999s", "33m 666m 33p 666p 9999p"),
    "AM-H41": ("333s 66s 999s 3333mJJ", "333s 66s 999s 4444mJJ"),
    "AM-H42": ("33m 66p 99s FF RdRdRd GdGdGd", "33m 66p 88s FF RdRdRd GdGdGd"),
    "AM-H43": ("EEEE WWWW NNNN SS", "EEEE WWWW NNNN RdRd"),
    "AM-H44": ("NNNN SSSS FFFF RdRd", "NNNN SSSS FFFF GdGd"),
    "AM-H45": ("EEEE WWWW FFFF GdGd", "EEEE WWWW FFFF RdRd"),
    "AM-H46": ("555m 555p 5555s NN SS", "666m 666p 6666s NN SS"),
    "AM-H47": ("444m 444p 4444s EE WW", "333m 333p 3333s EE WW"),
    "AM-H48": ("RdRdRd GdGdGd WdWdWdWd FFFF", "RdRdRd GdGdGd WdWdWd 1m FFFF"),
    "AM-H49": ("EE SS WW NN 33m 44m 55m", "EE SS WW NN 33m 44m 66m"),
    "AM-H50": ("11p 22p 33p 44p 55p WdWd FF", "11p 22p 33p 44p 55p RdRd FF"),
    "AM-H51": ("11m 22m 55p 66p 88s 99s FF", "11m 22m 55p 66p 88s 99m FF"),
    "AM-H52": ("22m 4m 6m 88m 22s 4s 6s 88s FF", "22m 4m 6m 88m 22s 4s 5s 88s FF"),
    "AM-H53": ("11p 33p 55p 77p 99p 33m 77s", "11p 33p 55p 77p 99p 33m 66s"),
    "AM-H54": ("33m 6m 33p 66p 9p 33s 66s 99s", "33m 6m 33p 66p 9p 33s 66s 88s"),
    "AM-H55": ("2m 8m 2p 8p WdWdWdWd FF E S W N", "2m 8m 2p 9p WdWdWdWd FF E S W N"),
}
BROKEN = ("AM-H03/literal", "AM-H17", "AM-H18", "AM-H37")


def matched_ids(text: str) -> list[str]:
    return [m.hand.id for m in INDEX.matches(parse_hand(text))]


def with_one_joker(text: str, hand_id: str) -> Hand | None:
    """The example with one real tile of its first pung-or-bigger replaced by a joker (AM-J01)."""
    hand = parse_hand(text)
    match = next(m for m in INDEX.matches(hand) if m.hand.id == hand_id)
    big = next((g for g in match.groups if g.size >= 3 and g.jokers < g.size), None)
    if big is None:
        return None
    tiles = Counter(hand.concealed)
    tiles[big.tile] -= 1
    tiles[JOKER] += 1
    return Hand(tuple(sorted(tiles.elements(), key=lambda t: t.index)), (), hand.bonus)


def test_am_h00_the_card_has_55_hands_and_the_four_broken_readings_are_not_played() -> None:
    played = {h.rule for h in CARD.enabled}
    assert played == {f"AM-H{n:02}" for n in range(1, 56)} - {"AM-H17", "AM-H18", "AM-H37"}
    assert {h.id for h in CARD.hands if h.id in BROKEN and not h.enabled} == set(BROKEN)
    assert all(CARD.hand(i).reason for i in BROKEN)  # type: ignore[union-attr]
    assert set(EXAMPLES) == played


@pytest.mark.parametrize("hand_id", sorted(EXAMPLES))
def test_card_hand_matches_its_example(hand_id: str) -> None:
    assert hand_id in matched_ids(EXAMPLES[hand_id][0])


@pytest.mark.parametrize("hand_id", sorted(EXAMPLES))
def test_card_hand_matches_its_example_with_a_joker_where_jokers_are_allowed(hand_id: str) -> None:
    jokered = with_one_joker(EXAMPLES[hand_id][0], hand_id)
    if CARD.hand(hand_id).singles_and_pairs:  # type: ignore[union-attr]
        assert jokered is None
        return
    assert jokered is not None
    assert hand_id in [m.hand.id for m in INDEX.matches(jokered)]


@pytest.mark.parametrize("hand_id", sorted(EXAMPLES))
def test_card_hand_refuses_its_near_miss(hand_id: str) -> None:
    assert hand_id not in matched_ids(EXAMPLES[hand_id][1])


def test_am_h27_run_may_be_in_a_quint_suit() -> None:
    assert "AM-H27" in matched_ids("333mJJ 3333pJ 2m 3m 44m")


def test_am_h55_the_year_may_be_twice_the_same_suit() -> None:
    assert "AM-H55" in matched_ids("22m 88m WdWdWdWd FF E S W N")


def test_am_h35_kongs_must_be_of_different_suits() -> None:
    assert "AM-H35" in matched_ids("11m 22m 33m 4444p 5555m")


def deal(hand: str, options: dict | None = None) -> dict:
    return {"ruleset": "american", "round_wind": "E", "options": options or {},
            "seats": {"E": {"hand": ""}, "S": {"hand": hand, "win": {"tile": "F", "from": "self"}},
                      "W": {"hand": ""}, "N": {"hand": ""}}}


@pytest.mark.parametrize("hand_id", ["AM-H17", "AM-H18", "AM-H37"])
def test_broken_hand_with_too_few_tiles_cannot_be_enabled(hand_id: str) -> None:
    reason = CARD.hand(hand_id).reason  # type: ignore[union-attr]
    assert "only 1" in reason
    with pytest.raises(EngineError) as refused:
        score(deal("1111m 5555m FFFFFF", {"enable": [hand_id]}))
    assert refused.value.code == "bad_option" and reason in refused.value.message


@pytest.mark.parametrize(("hand_id", "hand"), [("AM-H17", "1111m 5555m FFFFFF"),
                                                ("AM-H18", "5555m 9999m FFFFFF"),
                                                ("AM-H37", "3333m 6666p 9999s FF")])
def test_broken_hand_candidate_fix_is_refused_with_its_reason_unless_enabled(hand_id: str, hand: str) -> None:
    fix = CARD.hand(f"{hand_id}/fix")
    assert fix is not None and not fix.enabled
    with pytest.raises(EngineError) as refused:
        score(deal(hand))
    assert refused.value.code == "no_match" and fix.reason in refused.value.message
    scored = score(deal(hand, {"enable": [fix.id]}))
    assert scored.seats["S"].items[0].rule == hand_id


def test_am_h03_literal_two_green_kongs_is_refused_with_its_reason() -> None:
    literal = CARD.hand("AM-H03/literal")
    hand = "2s WdWd 8s GdGdGdGd JJJJ FF"
    assert score(deal(hand)).seats["S"].extra["card_hand"] == "AM-H03"  # the jokers read as Red
    with pytest.raises(EngineError) as refused:
        score(deal(hand, {"disable": ["AM-H03"]}))
    assert literal is not None and literal.reason in refused.value.message
    chosen = score(deal(hand, {"disable": ["AM-H03"], "enable": ["AM-H03/literal"]}))
    assert chosen.seats["S"].extra["card_hand"] == "AM-H03/literal"
