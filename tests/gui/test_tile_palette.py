"""The tile palette: our artwork for every tile a ruleset plays with, and the hand edits it makes."""

from __future__ import annotations

from tourney.gui.tile_palette import TilePalette, hand_with_tile, palette_tiles, wrap_last
from tourney.notation import parse_tiles
from tourney.tiles import tile


def _codes(ruleset_id):
    return {t.code for row in palette_tiles(ruleset_id) for t in row}


def test_each_ruleset_shows_the_tiles_it_plays_with():
    assert len(_codes("fimj")) == 42 and "1a" not in _codes("fimj") and "J" not in _codes("fimj")
    assert {"1a", "4a"} <= _codes("singapore") and "J" not in _codes("singapore")
    assert {"F", "J"} <= _codes("american") and "1a" not in _codes("american")


def test_a_clicked_tile_joins_the_hand_in_canonical_notation():
    assert hand_with_tile("", tile("5p")) == "5p"
    assert hand_with_tile("7p [999p] 13m", tile("3s")) == "13m7p3s [999p]"
    assert hand_with_tile("RdRd", tile("2f")) == "RdRd 2f"
    assert hand_with_tile("5x", tile("E")) == "5x E"  # a text that does not read is only appended


def test_the_last_tiles_clicked_become_an_exposed_meld_or_a_concealed_kong():
    assert wrap_last("13m 555s", parse_tiles("555s"), True) == "13m [555s]"
    assert wrap_last("2222m 7p", parse_tiles("2222m"), False) == "7p (2222m)"
    assert wrap_last("678m 1p", parse_tiles("1p"), True) is None
    assert wrap_last("12m 9p", parse_tiles("12m9p"), False) is None


def test_a_typed_last_word_is_wrapped_by_the_shortcut():
    assert wrap_last("RdRdRd 678m", None, True) == "RdRdRd [678m]"
    assert wrap_last("[678m]", None, True) is None


def test_the_palette_has_a_button_with_artwork_per_tile(qtbot):
    palette = TilePalette("singapore")
    qtbot.addWidget(palette)
    assert len(palette.buttons) == 46 and not palette.buttons["5p"].icon().isNull()
    clicked = []
    palette.tile_clicked.connect(clicked.append)
    palette.buttons["Rd"].click()
    assert clicked == [tile("Rd")]
