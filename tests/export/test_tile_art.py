"""The project's own tile artwork: every tile has it, as valid SVG and as a reportlab drawing."""

from xml.dom.minidom import parseString

import pytest

from tourney.export.tile_art import ASPECT, tile_drawing, tile_svg
from tourney.export.tile_shapes import Text, tile_shapes
from tourney.tiles import ALL_TILES, tile


@pytest.mark.parametrize("t", ALL_TILES, ids=lambda t: t.code)
def test_every_tile_has_svg_artwork_that_parses(t):
    document = parseString(tile_svg(t))
    root = document.documentElement
    assert root.tagName == "svg"
    assert root.getAttribute("viewBox") == "0 0 60 80"
    assert len(root.childNodes) > 2  # a title, the face and at least one mark


@pytest.mark.parametrize("t", ALL_TILES, ids=lambda t: t.code)
def test_every_tile_has_a_reportlab_drawing_of_the_asked_width(t):
    drawing = tile_drawing(t, width=24)
    assert drawing.width == 24
    assert drawing.height == pytest.approx(24 * ASPECT)


def test_all_tile_artworks_are_different():
    assert len({tile_svg(t) for t in ALL_TILES}) == len(ALL_TILES)


def _texts(code, lang="en"):
    return [s.text for s in tile_shapes(tile(code), lang) if isinstance(s, Text)]


def test_number_tiles_show_their_rank_as_a_numeral():
    for code in ("7m", "7p", "7s"):
        assert "7" in _texts(code)


def test_winds_show_the_big_letter_and_the_word_in_the_chosen_language():
    assert _texts("W", "en") == ["W", "West"]
    assert _texts("W", "it") == ["W", "Ovest"]


def test_dragons_show_their_notation_code_and_colour_word():
    assert _texts("Rd", "it") == ["Rd", "Rosso"]
    assert _texts("Wd", "en") == ["Wd", "White"]


def test_bonus_tiles_and_joker_are_labelled():
    assert _texts("3y", "it") == ["3", "Stagione"]
    assert _texts("J", "it") == ["J", "Jolly"]
    assert _texts("F")[0] == "F"


def test_svg_escapes_nothing_unsafe_and_names_the_font_family():
    svg = tile_svg(tile("E"))
    assert "DejaVu Sans" in svg
    assert "<title>E</title>" in svg
