"""The Singapore and American rulesets say their item names, refusals and house rules in Italian.

Real deals are scored (every fān-table entry, limit, immediate payment and American payment item
at least once) and every item name must be a sentence with an Italian translation; a few refusals
and the rulesets' own names are checked word for word.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tourney.errors import EngineError
from tourney.language import Words, say, translate
from tourney.notation import parse_hand
from tourney.rules import score
from tourney.rules.american import RULESET as AMERICAN
from tourney.rules.american import _listed
from tourney.rules.result import DealResult
from tourney.rules.simulate import random_deal
from tourney.rules.singapore import RULESET as SINGAPORE
from tourney.rules.singapore.fan import FAN_TABLE
from tourney.rules.singapore.instant import implied_instant
from tourney.translations import CATALOGUES

ITALIAN = CATALOGUES["it"]


def _said_in_italian(text: str) -> bool:
    return isinstance(text, Words) and text.template in ITALIAN and all(
        _said_in_italian(v) for v in text.params.values() if isinstance(v, Words))


def _item_names(result: DealResult) -> list[str]:
    return [item.name for hand in result.seats.values() for item in hand.items]


def _rules(result: DealResult) -> set[str]:
    return {item.rule for hand in result.seats.values() for item in hand.items}


# --- Singapore --------------------------------------------------------------------------------------

def _singapore(seat: str, hand: str, tile: str, source: str = "self", flags: tuple[str, ...] = (),
               dealt: bool = False, **top: Any) -> dict[str, Any]:
    """A Singapore deal won by ``seat``; its immediate payments as the hand implies them."""
    instant = implied_instant(parse_hand(hand), seat)
    for record in instant:
        if "dealt" in record:
            record["dealt"] = dealt
    seats: dict[str, Any] = {w: {"hand": "", "instant": []} for w in "ESWN"}
    seats[seat] = {"hand": hand, "instant": instant,
                   "win": {"tile": tile, "from": source, "flags": list(flags)}}
    return {"ruleset": "singapore", "round_wind": "E", "seats": seats, **top}


TEN = {"limit_fan": 10}
SINGAPORE_DEALS = [
    _singapore("S", "RdRdRd 123m 456p 789s 55s", "1m"),
    _singapore("S", "GdGdGd WdWdWd 123m 456p 55s", "1m"),
    _singapore("E", "EEE 123m 456p 789s 55s", "1m"),
    _singapore("S", "123m 456p 789s 234s 55m 1f", "4s", "W"),
    _singapore("S", "123m 456p 789s 234s 55m", "4s", "W"),
    _singapore("S", "111m 222p 333s NNN 55s", "5s"),
    _singapore("S", "123s 456s 789s NNN 55s", "5s"),
    _singapore("S", "123s 456s 789s 234s 55s 1f", "5s"),
    _singapore("S", "111m 999m 111p 999p 11s", "1s", options=TEN),
    _singapore("S", "111m 999p NNN 111s WW", "1s"),
    _singapore("S", "RdRdRd GdGdGd WdWdWd 123m 55p", "1m", options=TEN),
    _singapore("S", "EEE SSS WWW NNN RdRd", "Rd", options=TEN),
    _singapore("S", "RdRdRd GdGdGd WdWd 123m 456p", "1m"),
    _singapore("S", "EEE SSS WWW NN 123p", "1p", options=TEN),
    _singapore("S", "123m 456p 789s 234s 55m 1f", "4s", options={"concealed_hand_fan": 1}),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 1a 3a", "1m"),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 2a 4a", "1m"),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 1a2a3a4a", "1m", options=TEN),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 1a2a3a4a", "1m", dealt=True, options=TEN),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 2f 2y", "1m"),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 2f 2y", "1m", dealt=True),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 1234f", "1m"),
    _singapore("S", "RdRdRd 123m 456p 789s 55s 1234y", "1m"),
    _singapore("S", "[RdRdRdRd] (GdGdGdGd) 123m 456p 55s", "1m", flags=("replacement",)),
    _singapore("S", "RdRdRd 123m 456p 789s 55s", "1m", flags=("last_tile",), options={"last_tile_bonus": 10}),
    _singapore("S", "RdRdRd 123m 456p 789s 55s", "1m", "W", flags=("robbing_kong",)),
    _singapore("S", "123m 456p 789s 234s 5m 1234f 1234y", "4y"),
    _singapore("E", "19m 199p 19s ESWN RdGdWd", "9p"),
    {"ruleset": "singapore", "round_wind": "E", "void": True, "wall_tiles_left": 2,
     "options": {"late_kong_tiles_left": 4},
     "seats": {"E": {"hand": ""}, "S": {"hand": ""}, "N": {"hand": ""},
               "W": {"hand": "[5555p]", "instant": [{"kind": "kong", "concealed": False, "from": "N"}]}}},
]


def test_every_fan_item_limit_and_immediate_payment_of_real_singapore_deals_is_said_in_italian() -> None:
    seen: set[str] = set()
    for data in SINGAPORE_DEALS:
        result = score(data)
        seen |= _rules(result)
        unsaid = [name for name in _item_names(result) if not _said_in_italian(name)]
        assert not unsaid, (data, unsaid)
    expected = {*FAN_TABLE, "SG-F23", "SG-L01", "SG-L02", *(f"SG-I0{n}" for n in range(1, 6)), "SG-X07"}
    assert expected <= seen, sorted(expected - seen)


def test_three_hundred_random_singapore_deals_have_only_items_said_in_italian() -> None:
    rng = random.Random(11)
    unsaid: set[str] = set()
    for _ in range(300):
        result = score(random_deal(rng, "singapore", options={"min_fan": 0}, void_rate=0.1))
        unsaid |= {name for name in _item_names(result) if not _said_in_italian(name)}
    assert not unsaid, sorted(unsaid)


def test_singapore_items_read_in_italian_with_the_seed_documents_words() -> None:
    result = score(_singapore("S", "RdRdRd 123m 456p 789s 55s 2f 2y", "1m", dealt=True))
    names = {translate(item.name, "it") for item in result.seats["S"].items}
    assert {"Tris di draghi rossi", "Fiore del giocatore", "Stagione del giocatore"} <= names
    assert ("Il proprio Fiore e la propria Stagione (dalla distribuzione): ogni avversario paga durante la "
            "mano") in names
    west = score(_singapore("W", "WWW 123m 456p 789s 55s", "1m")).seats["W"].items
    assert "Tris del vento del giocatore (Ovest)" in {translate(item.name, "it") for item in west}


def test_sg_r03_the_minimum_fan_refusal_is_said_in_italian() -> None:
    with pytest.raises(EngineError) as refused:
        score(_singapore("S", "123m 456p 789s 234s 55m 1f", "3m", "W"))
    assert refused.value.message.startswith("seat S: the hand counts 0 fan")
    assert translate(refused.value.message, "it") == (
        "posto S: la mano conta 0 fān, meno del minimo di 1 fān per chiudere (SG-R03)")


@pytest.mark.parametrize(("instant", "start"), [
    ([{"kind": "kong", "concealed": True}], "posto S: la mano mostra 0 poker coperti"),
    ([{"kind": "animal_pair", "pair": "cat_rat", "dealt": False}],
     'posto S: "instant" registra il Gatto e il Topo ma nella mano non ci sono (SG-I02)'),
    ([{"kind": "flower"}], 'posto S: voce 1 di "instant": "kind" deve essere uno tra'),
])
def test_refusals_of_the_immediate_payments_are_said_in_italian(instant: list[Any], start: str) -> None:
    data = _singapore("S", "RdRdRd 123m 456p 789s 55s", "1m")
    data["seats"]["S"]["instant"] = instant
    with pytest.raises(EngineError) as refused:
        score(data)
    assert translate(refused.value.message, "it").startswith(start)


def test_a_bad_whole_number_option_is_refused_in_italian() -> None:
    data = _singapore("S", "RdRdRd 123m 456p 789s 55s", "1m", options={"new_discard_tiles_left": 9})
    with pytest.raises(EngineError) as refused:
        score(data)
    assert translate(refused.value.message, "it") == (
        "l'opzione new_discard_tiles_left deve essere un numero intero da 0 a 7 o null (disattivata), non 9")


# --- American ---------------------------------------------------------------------------------------

def _american(winner: str, hand: str, tile: str, source: str = "self", flags: tuple[str, ...] = (),
              options: dict[str, Any] | None = None, **seats: dict[str, Any]) -> dict[str, Any]:
    table: dict[str, Any] = {w: {"hand": ""} for w in "ESWN"}
    table.update(seats)
    table[winner] = {**table[winner], "hand": hand,
                     "win": {"tile": tile, "from": source, "flags": list(flags)}}
    return {"ruleset": "american", "round_wind": "E", "options": options or {}, "seats": table}


AMERICAN_DEALS = [
    _american("S", "11p 333p 555pJ 777p 99p", "9p"),
    _american("W", "222s 444s 666s 888s GdGd", "Gd", "N"),
    _american("E", "EE SS WW NN 33m 44m 55m", "N", "S"),
    _american("N", "555p 7777p 77sJ 999sJ", "J", flags=("joker_exchange",)),
    _american("S", "1111s 333sJ 5555s FF", "5s", "N", W={"hand": "", "dead": True, "penalty": {"E": 25}}),
    _american("S", "33s 444s 555sJ 666s 77s", "7s", options={"goulash_pot": 800}),
    _american("S", "5555mJ 5555pJ 4s 5s 66s", "4s", options={"goulash_pot": 400}),
    {"ruleset": "american", "round_wind": "E", "void": True,
     "seats": {"E": {"hand": "", "dead": True}, "S": {"hand": "", "penalty": 25},
               "W": {"hand": ""}, "N": {"hand": ""}}},
    {"ruleset": "american", "round_wind": "E", "void": True,
     "seats": {"E": {"hand": "", "dead": True, "penalty": 50}, "S": {"hand": "", "dead": True},
               "W": {"hand": "", "dead": True}, "N": {"hand": ""}}},
]


def test_every_payment_penalty_and_goulash_item_of_real_american_deals_is_said_in_italian() -> None:
    seen: set[str] = set()
    for data in AMERICAN_DEALS:
        result = score(data)
        seen |= _rules(result)
        unsaid = [name for name in _item_names(result) if not _said_in_italian(name)]
        assert not unsaid, (data, unsaid)
    expected = {"AM-P04", "AM-P05", "AM-P06", "AM-P07", "AM-DC02", "AM-DC03", "AM-FM04", "AM-FM05", "AM-GL03"}
    assert expected <= seen, sorted(expected - seen)


def test_american_items_read_in_italian() -> None:
    result = score(_american("W", "222s 444s 666s 888s GdGd", "Gd", "N"))
    names = [translate(item.name, "it") for item in result.seats["W"].items]
    assert names == ["Mano della carta AM-H12", "Senza jolly: pagamenti raddoppiati",
                     "Vinta sullo scarto di N: chi ha scartato paga doppio"]


def test_am_r08_the_no_match_refusal_lists_its_reasons_in_italian() -> None:
    with pytest.raises(EngineError) as refused:
        score(_american("W", "[222s] 444s 666s 888s GdGd", "Gd", "N"))
    assert translate(refused.value.message, "it") == (
        "posto W: 444666888s GdGd [222s] non corrisponde a nessuna mano della carta NMJL 2008; ha le "
        "tessere di AM-H12 è una mano coperta e questa mano ha combinazioni esposte (AM-R08)")


def test_am_g04_the_chow_refusal_is_said_in_italian() -> None:
    with pytest.raises(EngineError) as refused:
        score(_american("S", "[123m] 11p 333p 777p 99p J", "9p"))
    assert translate(refused.value.message, "it") == (
        "posto S: 1133377799p J [123m] mostra una scala; l'americano non ha scale, solo tris, poker, "
        "quintetti e sestetti (AM-G04)")


def test_a_card_hand_switched_off_by_option_is_named_in_the_italian_refusal() -> None:
    with pytest.raises(EngineError) as refused:
        score(_american("S", "1111m 9999m FFFF WdWd", "Wd", options={"disable": ["AM-H14"]}))
    assert translate(refused.value.message, "it").endswith(
        "; ha le tessere di AM-H14 non si gioca (esclusa da un'opzione)")


def test_several_reasons_are_listed_each_in_italian() -> None:
    off = say("disabled by option")
    listed = _listed([say("{hand} is not played ({reason})", hand=h, reason=off)
                      for h in ("AM-H01", "AM-H02")])
    assert listed == "AM-H01 is not played (disabled by option), AM-H02 is not played (disabled by option)"
    assert translate(listed, "it") == ("AM-H01 non si gioca (esclusa da un'opzione), "
                                       "AM-H02 non si gioca (esclusa da un'opzione)")


# --- names and house rules --------------------------------------------------------------------------

def test_the_rulesets_are_named_in_italian_and_their_house_rules_explained_in_italian() -> None:
    assert translate(SINGAPORE.name, "it") == "Singapore"
    assert translate(AMERICAN.name, "it") == "Americano (NMJL)"
    for option in (*SINGAPORE.options, *AMERICAN.options):
        assert _said_in_italian(option.help), option.name
        assert translate(option.help, "it") != option.help, option.name
