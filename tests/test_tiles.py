"""Tiles are shared immutable values with a stable order and the right families."""

import pytest

from tourney.tiles import ALL_TILES, BY_CODE, HEAD_TILES, Meld, meld_kind, tile, tile_of


def test_there_are_48_tile_kinds_in_canonical_order():
    assert len(ALL_TILES) == 48
    assert [t.index for t in ALL_TILES] == list(range(48))
    codes = [t.code for t in ALL_TILES]
    assert codes[:3] == ["1m", "2m", "3m"] and codes[27:34] == ["E", "S", "W", "N", "Rd", "Gd", "Wd"]
    assert codes[-2:] == ["F", "J"]


def test_tiles_are_hashable_and_equal_by_kind():
    assert tile("5p") == tile_of("p", 5)
    assert len({tile("5p"), tile_of("p", 5), BY_CODE["5p"]}) == 1


def test_tiles_are_immutable():
    with pytest.raises(AttributeError):
        tile("5p").rank = 6  # type: ignore[misc]


def test_head_tiles_are_terminals_and_honours():
    assert len(HEAD_TILES) == 13
    assert tile("1s").is_head and tile("9m").is_head and tile("Rd").is_head and tile("N").is_head
    assert not tile("5p").is_head and tile("5p").is_simple


def test_meld_kinds_are_recognised():
    assert meld_kind((tile("4s"), tile("5s"), tile("6s"))) == "chow"
    assert meld_kind((tile("8s"), tile("9s"), tile("1m"))) is None
    assert meld_kind((tile("E"), tile("S"), tile("W"))) is None
    assert meld_kind((tile("8m"),) * 2 + (tile("J"),) * 2) == "kong"
    assert meld_kind((tile("8m"),) * 5) == "quint"
    assert Meld((tile("5p"),) * 4, exposed=False).kind == "kong"
