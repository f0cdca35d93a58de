"""The engine's refusals read the same in English and can be said in Italian, seat prefix included.

Every refusal of the notation, the deal checks, the options, the registry and the American card
loader is a sentence made with ``say``: its English text is what the command line always printed
(and what the scoring dialog reads the seat from), and every part of it, nested ones included, has
an Italian translation. Sentences are made only when refusing: a good deal makes none.
"""

from __future__ import annotations

import copy
import random
import re
from typing import Any

import pytest

from tourney.errors import EngineError
from tourney.language import Words, translate
from tourney.notation import parse_hand, parse_tile
from tourney.rules import parse_deal, score_deal
from tourney.rules.american.card import CardError, read_card
from tourney.rules.deal import SEAT_PLACES, at_seat
from tourney.rules.flow import initial_round_wind, new_game
from tourney.rules.registry import get_ruleset
from tourney.rules.simulate import random_deal
from tourney.translations import CATALOGUES

ITALIAN = CATALOGUES["it"]
SEAT_PREFIX = re.compile(r"\bseat ([ESWN]): ")  # what the scoring dialog looks for (gui/scoring_preview.py)

DEAL: dict[str, Any] = {
    "ruleset": "fimj",
    "round_wind": "E",
    "seats": {
        "E": {"hand": "[999p] 333s 13m 7p"},
        "S": {"hand": "[555s] RdRdRd 234p [678m] SS 2f", "win": {"tile": "S", "from": "self", "flags": []}},
        "W": {"hand": "[2222m] 3y"},
        "N": {"hand": ""},
    },
}


def deal_with(**changes: Any) -> dict[str, Any]:
    """The example deal with ``seats__S__hand="..."``-style changes (None removes the key)."""
    deal = copy.deepcopy(DEAL)
    for path, value in changes.items():
        *parents, last = path.split("__")
        target = deal
        for key in parents:
            target = target[key]
        if value is None:
            target.pop(last, None)
        else:
            target[last] = value
    return deal


def refusal(deal: dict[str, Any]) -> EngineError:
    with pytest.raises(EngineError) as caught:
        score_deal(deal)
    return caught.value


def untranslated(words: Any) -> list[str]:
    """Templates of ``words`` and of every sentence nested in it that have no Italian."""
    if not isinstance(words, Words):
        return []
    missing = [] if words.template in ITALIAN else [words.template]
    for value in words.params.values():
        missing += untranslated(value)
    return missing


def assert_said_in_italian(message: str) -> str:
    assert isinstance(message, Words), f"not a sentence: {message!r}"
    assert not untranslated(message), untranslated(message)
    italian = translate(message, "it")
    assert italian != message
    return italian


BAD_HANDS = [
    ("123m 5x55p", 'seat S: "5x" is not a tile (tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a, F, J) '
                   '(group 2 "5x55p", character 6)',
     'posto S: "5x" non è una tessera (le tessere sono 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a, F, J) '
     '(gruppo 2 "5x55p", carattere 6)'),
    ("55555p", "seat S: 5p appears 5 times; a set has 4",
     "posto S: 5p compare 5 volte; un set ne contiene 4"),
    ("1f 1f", "seat S: 1f appears 2 times; a set has only one",
     "posto S: 1f compare 2 volte; un set ne contiene una sola"),
    ("[555p", 'seat S: "[555p" has no closing "]" (group 1, character 1)',
     'posto S: "[555p" non ha la "]" di chiusura (gruppo 1, carattere 1)'),
    ("11m 555p]", 'seat S: "]" closes a bracket that was never opened (character 9)',
     'posto S: "]" chiude una parentesi mai aperta (carattere 9)'),
    ("[]", 'seat S: "[]" is an empty meld (group 1, character 1)',
     'posto S: "[]" è una combinazione vuota (gruppo 1, carattere 1)'),
    ("[5567p]", 'seat S: [5567p] is not a pung, kong or chow (group 1 "[5567p]")',
     'posto S: [5567p] non è un tris, un poker o una scala (gruppo 1 "[5567p]")'),
    ("(555p)", 'seat S: (555p) is not a concealed kong: round brackets hold four identical tiles '
               '(group 1 "(555p)")',
     'posto S: (555p) non è un poker coperto: le parentesi tonde racchiudono quattro tessere uguali '
     '(gruppo 1 "(555p)")'),
    ("[1f2f3f]", 'seat S: a bonus tile cannot be part of a meld (group 1 "[1f2f3f]")',
     'posto S: una tessera bonus non può far parte di una combinazione (gruppo 1 "[1f2f3f]")'),
]


@pytest.mark.parametrize(("hand", "english", "italian"), BAD_HANDS)
def test_a_notation_refusal_keeps_its_english_and_is_said_in_italian(hand: str, english: str,
                                                                      italian: str) -> None:
    with pytest.raises(EngineError) as caught:
        parse_hand(hand, SEAT_PLACES["S"])
    assert caught.value.message == english
    assert assert_said_in_italian(caught.value.message) == italian


def test_the_seat_prefix_is_a_sentence_of_its_own_nested_before_the_fault() -> None:
    error = refusal(deal_with(seats__W__hand="[2222m] 3x"))
    message = error.message
    assert isinstance(message, Words) and message.template == "{where}: {message}"
    assert message.params["where"] == "seat W" and message.params["where"].template == "seat {wind}"
    assert SEAT_PREFIX.match(message).group(1) == "W"  # the scoring dialog still finds the seat
    assert translate(message, "it").startswith("posto W: ")


def test_a_refusal_without_a_seat_has_no_seat_prefix_in_either_language() -> None:
    with pytest.raises(EngineError) as caught:
        parse_tile("55p")
    assert caught.value.message.startswith('"55p" is not a single tile')
    assert assert_said_in_italian(caught.value.message).startswith('"55p" non è una sola tessera')


def test_the_table_wide_copy_check_names_the_table() -> None:
    error = refusal(deal_with(seats__E__hand="[999p] 333s 555s"))
    assert error.message == "the table: 5s appears 6 times; a set has 4"
    assert assert_said_in_italian(error.message) == "il tavolo: 5s compare 6 volte; un set ne contiene 4"


BAD_DEALS = [
    {"round_wind": "X"},
    {"seats__N": None},
    {"seats__N": {"tiles": ""}},
    {"seats__N__colour": "red"},
    {"seats__N__dead": True},
    {"seats__N__instant": "x"},
    {"ruleset": "singapore", "seats__N__instant": "x"},
    {"ruleset": "classic-bmja", "seats__N__penalty": -1},
    {"ruleset": "classic-bmja", "seats__N__penalty": {"N": 5}},
    {"ruleset": "classic-bmja", "seats__N__penalty": {"E": "five"}},
    {"seats__S__win": "5p"},
    {"seats__S__win__extra": 1},
    {"seats__S__win__tile": None},
    {"seats__S__win__from": "S"},
    {"seats__S__win__from": "X"},
    {"seats__S__win__flags": "x"},
    {"seats__S__win__flags": ["lucky"]},
    {"seats__S__win__tile": "9x"},
    {"seats__S__win__tile": "1m"},
    {"seats__S__win": None},
    {"void": True},
    {"void": "yes"},
    {"seats__S__hand": "[555s] RdRdRd 234p [678m] S 2f"},
    {"seats__E__hand": "[999p] 333s 13m 7p 123456p"},
    {"seats__N__hand": "2f"},
    {"seats__N__hand": "JJ"},
    {"seats__N__hand": "1a"},
    {"seats__N__hand": "F"},
    {"east_streak": -1},
    {"wall_tiles_left": "many"},
    {"extra": 1},
    {"options": "none"},
    {"options": {"no_such_option": 1}},
    {"ruleset": "mahjong-solitaire"},
    {"seats__W__win": {"tile": "2m", "from": "self", "flags": []},
     "seats__W__hand": "[2222m] 111p 234s 567s 99m"},
]


def _named(changes: dict[str, Any]) -> str:
    return ",".join(f"{key}={value}" for key, value in changes.items())


@pytest.mark.parametrize("changes", BAD_DEALS, ids=_named)
def test_every_generic_deal_refusal_is_said_in_italian(changes: dict[str, Any]) -> None:
    error = refusal(deal_with(**changes))
    assert_said_in_italian(error.message)
    seat = SEAT_PREFIX.match(error.message)
    if seat:  # a seat's refusal says its seat in Italian too, before the fault
        assert translate(error.message, "it").startswith(f"posto {seat.group(1)}: ")


def test_a_deal_that_is_not_an_object_is_refused_in_italian() -> None:
    with pytest.raises(EngineError) as caught:
        score_deal(["not", "a", "deal"])
    assert assert_said_in_italian(caught.value.message) == (
        "una mano è un oggetto JSON con ruleset, round_wind e seats")


@pytest.mark.parametrize(("value", "italian"), [
    ("yes", "l'opzione {name} deve essere vero o falso (true/false), non 'yes'"),
    (3, "l'opzione {name} deve essere vero o falso (true/false), non 3"),
])
def test_an_option_of_the_wrong_type_is_refused_in_italian(value: Any, italian: str) -> None:
    ruleset = get_ruleset("fimj")
    flag = next(o for o in ruleset.options if isinstance(o.default, bool))
    with pytest.raises(EngineError) as caught:
        ruleset.resolve_options({flag.name: value})
    assert caught.value.message == f"option {flag.name} must be true or false, not {value!r}"
    assert assert_said_in_italian(caught.value.message) == italian.format(name=flag.name)


def test_an_option_outside_its_choices_and_an_unknown_option_are_refused_in_italian() -> None:
    ruleset = get_ruleset("fimj")
    chosen = next(o for o in ruleset.options if o.choices)
    with pytest.raises(EngineError) as caught:
        ruleset.resolve_options({chosen.name: "no such choice"})
    italian = assert_said_in_italian(caught.value.message)
    assert italian.startswith(f"l'opzione {chosen.name} deve essere uno tra ")
    with pytest.raises(EngineError) as caught:
        ruleset.resolve_options({"colour": "red"})
    assert caught.value.message.startswith("unknown option 'colour' for fimj (its options: ")
    assert assert_said_in_italian(caught.value.message).startswith(
        "opzione 'colour' sconosciuta per fimj (le sue opzioni: ")


def test_at_seat_gives_rulesets_the_same_seat_prefix() -> None:
    message = at_seat("N", refusal(deal_with(round_wind="X")).message)
    assert message == "seat N: round_wind must be E, S, W or N, not 'X'"
    assert translate(message, "it") == "posto N: round_wind deve essere E, S, W o N, non 'X'"


BROKEN_CARD = """\
[card]
name = "Broken card"
colour = "red"

[[category]]
id = "A"

[[hand]]
id = "h1"
category = "A"
pattern = "1A*4 3A*4 5A*4"
value = 25

[[hand]]
id = "h1"
category = "A"
pattern = "1A*4 3A*4 5A*4 Q*2"
value = 25

[[hand]]
id = "h3"
category = "B"
pattern = "1A*4 3A*4 5A*4 F*2"
where = ["x odd"]
may_match = ["A Z"]
value = 25
enabled = false

[[hand]]
id = "h4"
category = "A"
pattern = "xA*4 xB*4 xC*4 F*7"
where = ["x in 1-5"]
value = 30

[[hand]]
id = "h5"
category = "A"
pattern = "1A*4 2A*4 3A*4 F*2"
alternatives = []
value = "lots"
"""


def test_every_problem_of_a_broken_card_is_said_in_italian_on_its_own_line() -> None:
    with pytest.raises(CardError) as caught:
        read_card(BROKEN_CARD, "broken.toml")
    error = caught.value
    assert len(error.problems) >= 8
    for problem in error.problems:
        assert_said_in_italian(problem.message)
    english = error.message.splitlines()
    italian = assert_said_in_italian(error.message).splitlines()
    assert english[0] == f"card broken.toml has {len(error.problems)} errors:"
    assert italian[0] == f"la carta broken.toml ha {len(error.problems)} errori:"
    assert len(italian) == len(english)
    # each line keeps its file and line number in front of its Italian
    places = [line.split(": ", 1)[0] for line in english[1:]]
    assert [line.split(": ", 1)[0] for line in italian[1:]] == places
    assert '  broken.toml:15: id di mano "h1" ripetuto (la prima volta alla riga 9)' in italian
    assert '  broken.toml:24: "x odd": x non è una variabile di valore di questa mano (non ne ha)' in italian
    assert any('chiave "colour" sconosciuta in [card]' in line for line in italian)


def test_a_card_that_is_not_toml_is_refused_in_italian_with_its_line() -> None:
    with pytest.raises(CardError) as caught:
        read_card("[card]\nname = = 1\n", "bad.toml")
    assert caught.value.problems[0].line == 2
    assert "bad.toml:2: TOML non valido: " in assert_said_in_italian(caught.value.message)


def test_game_flow_refusals_are_said_in_italian() -> None:
    with pytest.raises(ValueError) as caught:
        new_game("X")
    assert translate(caught.value.args[0], "it") == "il vento del giro è E, S, W o N, non 'X'"
    with pytest.raises(ValueError) as caught:
        initial_round_wind(1, 13)
    assert translate(caught.value.args[0], "it") == "ogni somma dei dadi è compresa tra 2 e 12"


def test_a_good_deal_makes_no_sentence_at_all(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    english = Words.__new__

    def counting(cls: type[Words], template: str, /, **params: Any) -> Words:
        made.append(template)
        return english(cls, template, **params)

    deals = [random_deal(random.Random(seed), "fimj") for seed in range(40)]
    monkeypatch.setattr(Words, "__new__", counting)
    for deal in deals:
        parse_deal(deal, get_ruleset("fimj"))
    assert made == []
