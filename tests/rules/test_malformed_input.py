"""Malformed input to the notation parsers, the card loader and the deal checks (issue 19): always the
engine's one error type (EngineError, a code and a message), with offending values shortened."""

from __future__ import annotations

import random
import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rules.hostile import HAND_ALPHABET, ODD_VALUES
from tourney.errors import ELLIPSIS, SHOWN_LENGTH, EngineError, clip, listed
from tourney.notation import parse_hand, parse_tile, parse_tiles
from tourney.rules import score_deal
from tourney.rules.american.card import CardError, load_card, read_card
from tourney.rules.simulate import random_deal

SHORT = 400  # no refusal about one value is longer than this


def _refusal(work: Any, *args: Any) -> EngineError:
    with pytest.raises(EngineError) as refused:
        work(*args)
    assert re.fullmatch(r"[a-z_]+", refused.value.code)
    assert len(refused.value.message) <= SHORT, refused.value.message[:500]
    return refused.value


def test_clip_keeps_short_values_and_shortens_long_ones_with_an_ellipsis() -> None:
    assert clip("5p") == "5p" and clip(7) == 7 and clip(None) is None and clip({"a": 1}) == {"a": 1}
    long = clip("x" * 100_000)
    assert len(long) == SHOWN_LENGTH and str(long).endswith(ELLIPSIS)
    assert repr(long) == "'" + "x" * (SHOWN_LENGTH - 1) + ELLIPSIS + "'"
    assert f"{clip(10 ** 5000)!r}".endswith("digits)")
    deep: Any = "E"
    for _ in range(5000):
        deep = [deep]
    assert len(repr(clip(deep))) <= SHOWN_LENGTH


def test_listed_names_at_most_five_fields_each_clipped() -> None:
    text = listed([f"field{n}" for n in range(9)] + ["y" * 500])
    assert text.endswith(ELLIPSIS) and len(text) < 5 * (SHOWN_LENGTH + 2) + 5
    assert listed([3, "a"]) == "3, a"


@pytest.mark.parametrize("value", [None, b"5p", 5, 5.5, {"tile": "5p"}, ["5p"], True])
@pytest.mark.parametrize("parser", [parse_hand, parse_tiles, parse_tile])
def test_the_notation_parsers_refuse_a_non_string_as_bad_tile(parser: Any, value: Any) -> None:
    refusal = _refusal(parser, value, "seat S")
    assert refusal.code == "bad_tile"
    assert refusal.message.startswith("seat S: ")


def test_a_100000_character_hand_is_refused_at_once_with_a_short_message() -> None:
    refusal = _refusal(parse_hand, "5p " * 33_000)
    assert refusal.code == "tile_count" and ELLIPSIS in refusal.message and "99000" in refusal.message


def test_a_long_group_is_named_by_its_beginning_and_an_ellipsis() -> None:
    refusal = _refusal(parse_hand, "5x" * 900)
    assert refusal.code == "bad_tile" and ELLIPSIS in refusal.message


def test_a_long_unclosed_meld_gives_a_short_message() -> None:
    assert _refusal(parse_hand, "[" + "1m" * 900).code == "bad_meld"


@settings(max_examples=300)
@given(st.one_of(st.text(HAND_ALPHABET, max_size=80), st.text(max_size=40), ODD_VALUES))
def test_a_parser_given_anything_gives_tiles_or_the_engines_error(text: Any) -> None:
    for parser in (parse_hand, parse_tiles, parse_tile):
        try:
            parser(text, "seat W")
        except EngineError as refusal:
            assert refusal.code in {"bad_tile", "bad_meld", "too_many_copies", "tile_count"}
            assert len(refusal.message) <= SHORT


def _deal(ruleset_id: str, seed: int = 3) -> dict[str, Any]:
    return random_deal(random.Random(seed), ruleset_id, options={"min_fan": 0} if ruleset_id == "singapore"
                       else None)


@pytest.mark.parametrize("record", [{"kind": []}, {"kind": {}},
                                    {"kind": "animal_pair", "pair": [], "dealt": False},
                                    {"kind": "complete_set", "set": {"a": 1}},
                                    {"kind": "kong", "concealed": False, "from": ["E"]}, {1: "kong"}])
def test_singapore_instant_records_of_odd_types_are_refused_as_bad_deal(record: dict[Any, Any]) -> None:
    deal = _deal("singapore")
    deal["seats"]["E"]["instant"] = [record]
    assert _refusal(score_deal, deal).code == "bad_deal"


@pytest.mark.parametrize("card", ["c" * 256, "c" * 5000, "no\0such", "/", ".", "/dev/null/x"],
                         ids=["256", "5000", "nul", "root", "dot", "under_a_file"])
def test_am_h00_a_card_option_naming_no_readable_file_is_refused_as_bad_option(card: str) -> None:
    deal = _deal("american")
    deal["options"] = {"card": card}
    assert _refusal(score_deal, deal).code == "bad_option"


def test_am_h00_a_card_file_that_is_not_a_card_is_refused_as_bad_option(tmp_path: Path) -> None:
    (tmp_path / "binary.toml").write_bytes(b"\xff\xfe\x00garbage")
    deal = _deal("american")
    deal["options"] = {"card": str(tmp_path / "binary.toml")}
    assert _refusal(score_deal, deal).code == "bad_option"


def test_a_card_error_is_the_engines_error_type(tmp_path: Path) -> None:
    with pytest.raises(EngineError):
        load_card(tmp_path / "missing.toml")


@pytest.mark.parametrize("field, value", [("ruleset", "r" * 100_000), ("round_wind", "W" * 100_000),
                                          ("east_streak", -10 ** 5000), ("x" * 100_000, 1)],
                         ids=["ruleset", "round_wind", "east_streak", "unknown_field"])
def test_a_deal_field_of_100000_characters_gives_a_short_message(field: str, value: Any) -> None:
    deal = _deal("fimj")
    deal[field] = value
    assert ELLIPSIS in _refusal(score_deal, deal).message


def test_seat_keys_that_are_not_text_are_named_without_a_crash() -> None:
    deal = _deal("fimj")
    deal[3] = "three"
    deal["seats"]["S"][("tuple",)] = 1
    assert _refusal(score_deal, deal).code == "bad_deal"


def test_a_classic_penalty_of_5000_digits_is_named_shortly() -> None:
    deal = _deal("classic-bmja")
    deal["seats"]["E"]["penalty"] = 10 ** 5000 + 1
    assert _refusal(score_deal, deal).code == "bad_deal"


# --- the card loader: a small card, one of its lines replaced by odd TOML ----------------------

_CARD = resources.files("tourney.rules.american").joinpath("cards", "nmjl-2008.toml").read_text(
    encoding="utf-8")
_BLOCKS = _CARD.split("\n\n")
_HEAD = [b for b in _BLOCKS if "[[hand]]" not in b]
_HANDS = [b for b in _BLOCKS if "[[hand]]" in b]
_TOML_VALUES = st.one_of(
    st.sampled_from(['""', "0", "-1", "true", "[]", "{}", '"2A*9"', '"F*9 J*9"', '"x" ', "1e400", '"9Z*3"',
                     '["a", 1]', "[[1]]", '"AM-H01"', '"' + "2A " * 40 + '"', "99999999999999999999999999"]),
    st.text(max_size=30).map(lambda t: '"' + t.replace("\\", "").replace('"', "") + '"'),
    st.text(max_size=20))


@settings(max_examples=150)
@given(st.lists(st.sampled_from(range(len(_HANDS))), min_size=1, max_size=3), st.data())
def test_a_card_with_an_odd_line_loads_or_is_refused_with_the_engines_error(
        picked: list[int], data: st.DataObject) -> None:
    lines = "\n\n".join(_HEAD + [_HANDS[k] for k in picked]).split("\n")
    for _ in range(data.draw(st.integers(1, 3))):
        k = data.draw(st.integers(0, len(lines) - 1))
        key = lines[k].split("=")[0].strip() if "=" in lines[k] else data.draw(st.sampled_from(["x", "id"]))
        lines[k] = f"{key} = {data.draw(_TOML_VALUES)}"
    try:
        card = read_card("\n".join(lines), "odd.toml")
    except CardError as refusal:
        assert isinstance(refusal, EngineError) and refusal.code == "bad_card"
    else:
        assert card.hands
