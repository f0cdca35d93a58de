"""One winning hand per riichi yaku (docs/rules/riichi.md RI-Y01 … RI-Y40), each naming its rule id.

Every hand shows its yaku with the han of the rules (closed, or open where the row says so), and
the `mahjong` package (the test-only oracle, EMA preset) gives the hand the same han and value, but
where RI-L05 decides against it (several yakuman are counted once).
"""

from __future__ import annotations

import pytest

from tests.rules.riichi_oracle import oracle_verdict
from tests.rules.test_riichi_examples import deal
from tourney.rules import score_deal

RIICHI, DOUBLE = {"S": {"riichi": True}}, {"S": {"double_riichi": True}}
PLAIN = "234m 567p 345s 666s 99p"
# rule id -> (hand, winning tile, from, flags, seat marks, winner, han of the yaku)
HANDS: dict[str, tuple[str, str, str, tuple[str, ...], dict, str, int]] = {
    "RI-Y01": (PLAIN, "9p", "W", (), RIICHI, "S", 1),
    "RI-Y02": (PLAIN, "9p", "W", (), DOUBLE, "S", 2),
    "RI-Y03": (PLAIN, "9p", "W", ("ippatsu",), RIICHI, "S", 1),
    "RI-Y04": (PLAIN, "9p", "self", (), {}, "S", 1),
    "RI-Y05": ("234m 567p 234s 456s 88p", "4s", "W", (), {}, "S", 1),
    "RI-Y06": ("223344m 567p 789s 55p", "2m", "W", (), {}, "S", 1),
    "RI-Y07": ("234m 567p 345s 666s 88p", "8p", "W", (), {}, "S", 1),
    "RI-Y08": ("[RdRdRd] 234m 567p 345s 99p", "9p", "W", (), {}, "S", 1),
    "RI-Y09": ("[SSS] 234m 567p 345s 99p", "9p", "W", (), {}, "S", 1),
    "RI-Y10": ("[EEE] 234m 567p 345s 99p", "9p", "W", (), {}, "S", 1),
    "RI-Y11": (PLAIN, "9p", "self", ("last_tile",), {}, "S", 1),
    "RI-Y12": (PLAIN, "9p", "W", ("last_discard",), {}, "S", 1),
    "RI-Y13": ("(2222m) 567p 345s 666s 99p", "9p", "self", ("replacement",), {}, "S", 1),
    "RI-Y14": (PLAIN, "2m", "W", ("robbing_kong",), {}, "S", 1),
    "RI-Y15": ("11m 44m 77p 22s 55s EE RdRd", "Rd", "W", (), {}, "S", 2),
    "RI-Y16": ("123m 123p 123s 456s 99p", "9p", "W", (), {}, "S", 2),
    "RI-Y17": ("123m 456m 789m 234p 99s", "9s", "W", (), {}, "S", 2),
    "RI-Y18": ("123m 789p 789s WWW 11s", "1m", "E", (), {}, "S", 2),
    "RI-Y19": ("[222m] [555p] [777s] 999s 11p", "1p", "W", (), {}, "S", 2),
    "RI-Y20": ("222m 555p 777s 345s 11p", "3s", "self", (), {}, "S", 2),
    "RI-Y21": ("[222m] 222p 222s 345s 11p", "1p", "W", (), {}, "S", 2),
    "RI-Y22": ("(2222m) (5555p) [7777s] 345s 11p", "1p", "W", (), {}, "S", 2),
    "RI-Y23": ("RdRdRd GdGdGd WdWd 234m 567p", "2m", "W", (), {}, "S", 2),
    "RI-Y24": ("111m 999p WWW [NNN] 11s", "1s", "W", (), {}, "S", 2),
    "RI-Y25": ("123m 789m 123p 789s 99s", "1m", "W", (), {}, "S", 3),
    "RI-Y26": ("223344m 556677p 88s", "8s", "W", (), {}, "S", 3),
    "RI-Y27": ("123m 456m 999m WWW 55m", "5m", "E", (), {}, "S", 3),
    "RI-Y28": ("123m 345m 678m 222m 99m", "9m", "E", (), {}, "S", 6),
    "RI-Y29": ("119m 19p 19s E S W N Rd Gd Wd", "1m", "W", (), {}, "S", 13),
    "RI-Y30": ("222m 555p 777s 999s 11p", "1p", "self", (), {}, "S", 13),
    "RI-Y31": ("RdRdRd GdGdGd WdWdWd 234m 55p", "2m", "W", (), {}, "S", 13),
    "RI-Y32": ("EEE SSS WWW NN 234m", "2m", "W", (), {}, "S", 13),
    "RI-Y33": ("EEE SSS WWW NNN 55m", "5m", "W", (), {}, "S", 13),
    "RI-Y34": ("EEE SSS RdRdRd GdGdGd WdWd", "Wd", "W", (), {}, "S", 13),
    "RI-Y35": ("234s 234s 666s 888s GdGd", "6s", "W", (), {}, "S", 13),
    "RI-Y36": ("111m 999m 111p 999p 11s", "9p", "W", (), {}, "S", 13),
    "RI-Y37": ("11123455678999m", "5m", "W", (), {}, "S", 13),
    "RI-Y38": ("(2222m) (5555p) [7777s] [9999s] 11p", "1p", "W", (), {}, "S", 13),
    "RI-Y39": (PLAIN, "9p", "self", ("heavenly",), {}, "E", 13),
    "RI-Y40": (PLAIN, "9p", "self", ("first_draw",), {}, "S", 13),
}


def _deal(rule: str) -> dict:
    hand, tile, source, flags, marks, winner, _ = HANDS[rule]
    return deal(winner, hand, tile, source=source, flags=flags, seats=marks)


def test_every_yaku_of_the_rules_has_its_hand_here() -> None:
    assert sorted(HANDS) == [f"RI-Y{n:02d}" for n in range(1, 41)]


@pytest.mark.parametrize("rule", sorted(HANDS))
def test_each_yaku_is_named_with_its_han_and_valued_as_the_other_engine_values_it(rule: str) -> None:
    winner, han = HANDS[rule][5], HANDS[rule][6]
    seat = score_deal(_deal(rule))["seats"][winner]
    worth = {item["rule"]: item.get("fan", 0) for item in seat["items"]}
    assert worth.get(rule) == han, (rule, seat["items"])
    oracle = oracle_verdict(_deal(rule))
    yakuman = sum(1 for value in worth.values() if value == 13)
    if yakuman > 1:  # RI-L05: counted once here, added up by the package
        assert (oracle.han, oracle.value) == (13 * yakuman, seat["points"] * yakuman)
    else:
        assert (oracle.han, oracle.value) == (seat["han"], seat["points"]), (rule, oracle)
