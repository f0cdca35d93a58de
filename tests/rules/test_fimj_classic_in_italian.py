"""The FIMJ and classic rulesets speak Italian: item names, ruleset names, house rules, refusals.

The FIMJ items must carry the names of the Italian official rules (tris, poker, coppia, scala,
tessere di testa, chiusura, the massimi), which an Italian referee knows from the Federazione's
tables. The English sentences stay as they were: the command line and the other tests read them.
"""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import pytest

from tests.rules.test_classic_support import BMJA, DMJL, win_deal
from tests.rules.test_fimj import FILLER, deal
from tourney.errors import EngineError
from tourney.language import Words, translate
from tourney.rules import get_ruleset, score
from tourney.rules.classic.values import RULE_NAMES
from tourney.rules.fimj import hand as fimj_hand
from tourney.rules.fimj import limits as fimj_limits
from tourney.rules.result import ScoreItem
from tourney.rules.simulate import random_deal
from tourney.translations import CATALOGUES

ITALIAN = CATALOGUES["it"]


def italian(text: str) -> str:
    return translate(text, "it")


def said_in_italian(text: str) -> bool:
    return isinstance(text, Words) and text.template in ITALIAN


def items_in_italian(deal_json: dict[str, Any], seat: str) -> list[tuple[str, str]]:
    return [(item.rule, italian(item.name)) for item in score(deal_json).seats[seat].items]


def refusal(deal_json: dict[str, Any]) -> EngineError:
    with pytest.raises(EngineError) as error:
        score(deal_json)
    return error.value


def _score_items(value: Any) -> list[ScoreItem]:
    if isinstance(value, ScoreItem):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (tuple, list)):
        return [found for part in value for found in _score_items(part)]
    return []


# -- FIMJ: the names of the Federazione's tables

def test_fimj_example_1_items_are_named_as_in_the_italian_tables() -> None:
    south = deal({"E": "[999p] 333s 13m 7p", "S": "[555s] RdRdRd 234p [678m] SS 2f", "W": "[2222m] 3y"},
                 "S", "S")
    assert sorted(items_in_italian(south, "S")) == [
        ("FIMJ-D01", "Proprio fiore"), ("FIMJ-D06", "Tris/poker di draghi"),
        ("FIMJ-S01", "Proprio fiore"), ("FIMJ-S04", "Coppia del proprio vento"),
        ("FIMJ-S06", "Tris scoperto con tessere non di testa"),
        ("FIMJ-S09", "Tris coperto con tessere di testa"), ("FIMJ-S14", "Chiusura")]


def test_fimj_c01_c02_c05_d10_closing_doublings_are_woo_pung_colore_and_the_moon_in_the_well() -> None:
    east = deal({"E": "111p 555p [777p] 999p RdRd"}, "E", "Rd", flags=("last_tile",))
    assert dict(items_in_italian(east, "E")) == {
        "FIMJ-S06": "Tris scoperto con tessere non di testa",
        "FIMJ-S07": "Tris coperto con tessere non di testa",
        "FIMJ-S09": "Tris coperto con tessere di testa", "FIMJ-S03": "Coppia di draghi",
        "FIMJ-S14": "Chiusura", "FIMJ-D10": "Tre tris nascosti", "FIMJ-C01": "Woo-Pung",
        "FIMJ-C02": "Colore", "FIMJ-C05": "Pescare la luna in fondo al pozzo"}


@pytest.mark.parametrize(("hands", "winner", "tile", "extra", "rule", "name"), [
    ({"W": "11m 22m 33p 44p 55s EE RdRd 3y"}, "W", "Rd", {"source": "E"}, "FIMJ-L01", "Coppie"),
    ({"S": "111m 999p 111s EEE 99s"}, "S", "9s", {}, "FIMJ-L02", "Tutti tris (pung)"),
    ({"S": "111m 234m 456m 789m 99m"}, "S", "9m", {}, "FIMJ-L03", "Purezza"),
    ({"E": "123m 234p 678s 555s 55p"}, "E", "5p", {"east_streak": 8}, "FIMJ-L04",
     "Piantare nove fiori nel bambù"),
    ({"S": "(2222m) (3333p) (4444s) (6666m) 55p"}, "S", "5p", {}, "FIMJ-L05", "Tutti poker (Kong)"),
    ({"S": "19m 19p 19s ESWN RdGdWd 1m"}, "S", "1m", {}, "FIMJ-L06", "Le tredici lanterne meravigliose"),
    ({"E": "123m 234p 678s 555s 55p"}, "E", "5p", {"flags": ("heavenly",)}, "FIMJ-L07", "L'uscita degli Dei"),
    ({"S": "EEE SSS WWW NNN 55p"}, "S", "5p", {}, "FIMJ-L08", "Le quattro benedizioni della casa"),
])
def test_fimj_l01_to_l08_limit_hands_carry_the_names_of_the_massimi(
        hands: dict[str, str], winner: str, tile: str, extra: dict[str, Any], rule: str, name: str) -> None:
    assert items_in_italian(deal(hands, winner, tile, **extra), winner) == [(rule, name)]


@pytest.mark.parametrize(("hand", "rule", "name"), [
    ("123m 456m 789m 111p 55s", "FIMJ-D17", "Serpente di colore"),
    ("123m 456p 789s 111p 55s", "FIMJ-D16", "Serpente"),
    ("123m 345m 567m 789m 55s", "FIMJ-D19", "Serpente incatenato di colore"),
    ("234m 234m 234m 234m 55s", "FIMJ-D15", "Quattro scale uguali di colore"),
    ("234m 234p 234s 234m 55s", "FIMJ-D13", "Quattro scale uguali"),
])
def test_fimj_d13_to_d19_chow_families_are_named_scale_uguali_and_serpente(
        hand: str, rule: str, name: str) -> None:
    assert (rule, name) in items_in_italian(deal({"S": hand}, "S", "5s"), "S")


@pytest.mark.parametrize("module", [fimj_hand, fimj_limits], ids=lambda m: m.__name__)
def test_every_fimj_item_the_scorer_can_give_has_an_italian_name(module: ModuleType) -> None:
    items = _score_items(list(vars(module).values()))
    assert len(items) >= (8 if module is fimj_limits else 30)
    unsaid = [i.rule for i in items if not said_in_italian(i.name)]
    assert not unsaid


def test_item_names_are_made_once_not_at_every_scoring() -> None:
    hand = deal({"S": "[555s] RdRdRd 234p [678m] SS 2f"}, "S", "S")
    first, second = score(hand).seats["S"].items, score(hand).seats["S"].items
    assert all(a.name is b.name for a, b in zip(first, second, strict=True))


# -- classic presets

def test_every_classic_rule_name_has_an_italian_translation() -> None:
    unsaid = [rule for rule, name in RULE_NAMES.items() if not said_in_italian(name)]
    assert not unsaid


def test_classic_items_of_a_dmjl_hand_are_said_in_italian() -> None:
    hand = win_deal(DMJL, "[RdRdRd] 111p 999p 345m SS", "S")
    assert dict(items_in_italian(hand, "S")) == {
        "CL-Z21": "Mah Jong", "CL-Z30": "Tris scoperto", "CL-Z31": "Tris coperto",
        "CL-Z34": "Scala", "CL-Z36": "Coppia del proprio vento", "CL-Z45": "Tris/poker di draghi",
        "CL-Z53": "Tessera vincente pescata da sé", "CL-Z55": "Coppia di terminali o onori completata",
        "CL-Z56": "Unica tessera possibile"}


def test_classic_z22_thirteen_orphans_is_the_tredici_meraviglie_of_the_italian_site() -> None:
    hand = win_deal(BMJA, "19m 19p 19s ESWN RdGdWd 1m", "1m")
    assert items_in_italian(hand, "S") == [("CL-Z22", "Tredici Meraviglie")]


@pytest.mark.parametrize("ruleset_id", ["fimj", DMJL, BMJA])
def test_every_item_of_random_deals_is_said_in_italian(ruleset_id: str) -> None:
    rng = random.Random(4)
    unsaid: set[str] = set()
    for _ in range(400):
        try:
            result = score(random_deal(rng, ruleset_id, void_rate=0.05))
        except EngineError as error:  # the simulator deals BMJA more chows than CL-Z03 allows
            assert ruleset_id == BMJA and error.code == "incomplete_hand"
            continue
        for hand in result.seats.values():
            unsaid |= {i.name for i in hand.items if not said_in_italian(i.name)}
    assert not unsaid


# -- names, house rules and refusals

@pytest.mark.parametrize(("ruleset_id", "name"), [
    ("fimj", "Regolamento italiano ufficiale (FIMJ)"),
    (DMJL, "Classico europeo, Deutsche Mah-Jongg Liga"),
    (BMJA, "Classico europeo, British Mah-Jong Association"),
])
def test_ruleset_names_and_house_rules_are_said_in_italian(ruleset_id: str, name: str) -> None:
    ruleset = get_ruleset(ruleset_id)
    assert italian(ruleset.name) == name
    assert [o.name for o in ruleset.options if not said_in_italian(o.help)] == []


def test_fimj_p07_payment_cap_help_reads_in_italian() -> None:
    cap = get_ruleset("fimj").option("payment_cap")
    assert italian(cap.help) == "limita ogni pagamento a 368.640 punti prima del raddoppio di Est"


def test_an_incomplete_hand_is_refused_in_italian_and_in_the_same_english() -> None:
    error = refusal(deal({"S": "123m 456m 789p 234s 56s"}, "S", "5s"))
    assert error.message == "seat S: 123m 456m 789p 234s 56s is not a complete hand under fimj"
    assert italian(error.message) == "posto S: 123m 456m 789p 234s 56s non è una mano completa secondo fimj"


def test_a_fimj_win_flag_refusal_translates_the_problem_inside_the_sentence() -> None:
    error = refusal(deal({"S": f"[555s] {FILLER}"}, "S", "5p", flags=("last_discard",)))
    assert italian(error.message) == ('posto S: "last_discard" richiede una vittoria sulla tessera di un '
                                      'altro giocatore, ma "from" è "self"')


def test_classic_z99_penalty_refusal_keeps_its_json_example_in_italian() -> None:
    hand = win_deal(DMJL, "[RdRdRd] 111p 999p 345m SS", "S")
    hand["seats"]["E"]["penalty"] = 100
    error = refusal(hand)
    assert error.message.endswith('e.g. "penalty": {"E": 167, "S": 167, "N": 166}')
    assert italian(error.message) == (
        "posto E: una penalità si divide in parti uguali fra gli altri tre giocatori (CL-Z99), quindi 100 "
        'deve essere un multiplo di 3; altrimenti indica chi riceve, per esempio "penalty": {"E": 167, '
        '"S": 167, "N": 166}')


def test_classic_heavenly_refusal_is_said_in_italian() -> None:
    error = refusal(win_deal(BMJA, "[RdRdRd] 111p 999p 999s SS", "S", flags=("heavenly",)))
    assert italian(error.message) == "posto S: solo Est può vincere con la mano servita (heavenly)"
