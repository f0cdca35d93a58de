"""The card file format: loading, every error reported with its line, other years' patterns, and
`tourney card check` / `tourney card match` on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tourney.cli import main
from tourney.notation import parse_hand
from tourney.rules import score_deal
from tourney.rules.american.card import CardError, builtin_card, index_of, read_card

GOOD = """\
[card]
name = "Test card"
year = 2009

[[category]]
id = "YEAR"

[[category]]
id = "LIKE"

[[hand]]
id = "Y1"
category = "YEAR"
pattern = "F*2 Gd*4 2A 0 0 9A Rd*4"
value = 25

[[hand]]
id = "L1"
category = "LIKE"
pattern = "xA*4 xB*4 xC*4 dragon*2"
where = ["x in 1..9"]
value = 30
concealed = true
"""

BROKEN = """\
[card]
name = "Broken card"

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
colour = "red"
value = 25
"""


def problems(text: str) -> list[tuple[int, str]]:
    with pytest.raises(CardError) as refused:
        read_card(text, "test.toml")
    return [(p.line, p.message) for p in refused.value.problems]


def test_a_good_card_loads_with_its_hands() -> None:
    card = read_card(GOOD, "good.toml")
    assert (card.name, card.year, [h.id for h in card.hands]) == ("Test card", 2009, ["Y1", "L1"])
    matches = index_of(card).matches(parse_hand("FF GdGdGdGd 2p WdWd 9p RdRdRdRd"))
    assert [m.hand.id for m in matches] == ["Y1"]


def test_every_error_of_a_broken_card_is_reported_with_its_line() -> None:
    found = problems(BROKEN)
    lines = [line for line, _ in found]
    assert lines == [10, 14, 16, 21, 23, 24]
    text = "\n".join(f"{line}: {message}" for line, message in found)
    assert "10: " in text and "12 tiles" in text  # tile count that cannot make 14
    assert '14: duplicate hand id "h1" (first on line 8)' in text
    assert '16: "Q" is not a tile' in text  # unknown symbol
    assert '21: unknown category "B"' in text
    assert '23: "x odd": x is not a rank variable' in text
    assert '24: unknown key "colour"' in text


def test_constraints_must_name_the_hands_variables() -> None:
    text = GOOD.replace('where = ["x in 1..9"]', 'where = ["y odd"]')
    assert problems(text)[0][1].startswith('"y odd": y is not a rank variable')


def test_toml_syntax_errors_give_their_line() -> None:
    assert problems(GOOD.replace('value = 25', 'value = = 25'))[0][0] == 15


def test_a_disabled_hand_needs_a_reason() -> None:
    text = GOOD.replace("value = 25", "value = 25\nenabled = false")
    assert any("needs a \"reason\"" in message for _, message in problems(text))


def test_a_hand_that_no_set_of_tiles_can_make_is_an_error() -> None:
    text = GOOD.replace('pattern = "F*2 Gd*4 2A 0 0 9A Rd*4"', 'pattern = "0 0 0 0 0 Gd*4 Rd*4 F"')
    assert any("no set of tiles" in message for _, message in problems(text))


@pytest.mark.parametrize(("pattern", "where", "hand"), [
    ("2A*2 4A*3 6A*4 8A*3 F*2", [], "22s 444s 6666s 888s FF"),  # 2468
    ("xA*2 xB*3 xC*4 yA*2 yB*3", ["x != y"], "11m 111p 1111s 44m 444p"),  # like numbers
    ("1A*2 3A*3 5A*4 7A*3 9A*2", [], "11m 333m 5555m 777m 99m"),  # 13579
    ("xA*4 x+1A*4 x+2A*4 F*2", ["x in 1..7"], "3333p 4444p 5555p FF"),  # consecutive run
    ("3A*2 6A*3 9A*4 x?*2 F*3", ["x in 3,6,9"], "33m 666m 9999m 33p FFF"),  # 369
    ("N*3 E*3 W*3 S*3 dragon*2", [], "NNN EEE WWW SSS GdGd"),  # winds-dragons
    ("F*2 1A*3 6A*3 7A*4 7B*2", [], "FF 111s 666s 7777s 77m"),  # addition
    ("xA*5 x+1A*5 F*4", [], "2222sJ 3333sJ FFFF"),  # quints
])
def test_other_years_pattern_families_can_be_written(pattern: str, where: list[str], hand: str) -> None:
    text = GOOD.replace('pattern = "xA*4 xB*4 xC*4 dragon*2"', f'pattern = "{pattern}"')
    text = text.replace('where = ["x in 1..9"]', f"where = {json.dumps(where)}")
    card = read_card(text)
    assert "L1" in [m.hand.id for m in index_of(card).matches(parse_hand(hand))]


def test_builtin_card_is_the_2008_card() -> None:
    card = builtin_card()
    assert card.year == 2008 and len(card.categories) == 9


# --- command line ----------------------------------------------------------------------------------

def test_card_check_accepts_a_good_card(tmp_path: Path) -> None:
    path = tmp_path / "good.toml"
    path.write_text(GOOD, encoding="utf-8")
    result = CliRunner().invoke(main, ["card", "check", str(path)])
    assert result.exit_code == 0 and "is valid: 2 hands" in result.output


def test_card_check_lists_every_error_of_a_broken_card_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text(BROKEN, encoding="utf-8")
    result = CliRunner().invoke(main, ["card", "check", str(path)])
    assert result.exit_code == 2
    for line in (10, 14, 16, 21, 23, 24):
        assert f"broken.toml:{line}: " in result.output


def test_card_check_accepts_the_builtin_2008_card() -> None:
    path = Path(__file__).parents[2] / "tourney" / "rules" / "american" / "cards" / "nmjl-2008.toml"
    result = CliRunner().invoke(main, ["card", "check", str(path)])
    assert result.exit_code == 0 and "NMJL 2008" in result.output


def test_card_match_shows_the_hand_and_its_jokers() -> None:
    result = CliRunner().invoke(main, ["card", "match", "11p 333p 555pJ 777p 99p"])
    assert result.exit_code == 0 and "AM-H13" in result.output and "555pJ" in result.output


def test_a_deal_can_be_scored_with_another_card_file(tmp_path: Path) -> None:
    path = tmp_path / "year.toml"
    path.write_text(GOOD, encoding="utf-8")
    deal = {"ruleset": "american", "round_wind": "E", "options": {"card": str(path)},
            "seats": {"E": {"hand": "FF GdGdGdGd 2p WdWd 9p RdRdRdJ", "win": {"tile": "9p", "from": "self"}},
                      "S": {"hand": ""}, "W": {"hand": ""}, "N": {"hand": ""}}}
    result = score_deal(deal)
    assert result["seats"]["E"]["card_hand"] == "Y1" and result["net"]["E"] == 150
    deal_file = tmp_path / "deal.json"
    deal_file.write_text(json.dumps(deal), encoding="utf-8")
    scored = CliRunner().invoke(main, ["score", str(deal_file)])
    assert scored.exit_code == 0 and '"card_hand": "Y1"' in scored.output


def test_a_deal_naming_a_broken_card_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text(BROKEN, encoding="utf-8")
    deal = {"ruleset": "american", "round_wind": "E", "options": {"card": str(path)},
            "seats": {"E": {"hand": "1111s 3333s 5555s FF", "win": {"tile": "1s", "from": "self"}},
                      "S": {"hand": ""}, "W": {"hand": ""}, "N": {"hand": ""}}}
    result = CliRunner().invoke(main, ["score", "-"], input=json.dumps(deal))
    assert result.exit_code == 2 and "broken.toml:14: duplicate" in result.output
