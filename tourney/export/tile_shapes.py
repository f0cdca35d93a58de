"""What every tile looks like, as a list of simple shapes in a 60 × 80 box (y grows downwards).

This is the one description of the project's own tile artwork; :mod:`tourney.export.tile_art` turns
it into SVG text (for the GUI) and into reportlab drawings (for the PDFs). Designs are made to read in
black and white: number tiles carry their rank as a numeral, honours carry a big letter and the word,
bonus tiles their number, an emblem and the word. Colours are dark so a grey-scale print stays sharp.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tourney.tiles import Tile

WIDTH, HEIGHT = 60.0, 80.0
INK, RED, GREEN, BLUE, FACE = "#111111", "#b3121b", "#0b6b2f", "#123f8c", "#ffffff"


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = INK
    width: float = 1.5
    radius: float = 0.0


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float
    fill: str | None = None
    stroke: str | None = INK
    width: float = 1.5


@dataclass(frozen=True)
class Line:
    """An open polyline with round caps and joins."""

    points: tuple[tuple[float, float], ...]
    stroke: str = INK
    width: float = 2.0


@dataclass(frozen=True)
class Polygon:
    points: tuple[tuple[float, float], ...]
    fill: str = INK


@dataclass(frozen=True)
class Text:
    """Centred text; ``y`` is the baseline."""

    x: float
    y: float
    text: str
    size: float
    fill: str = INK
    bold: bool = True


Shape = Rect | Circle | Line | Polygon | Text

WORDS: dict[str, dict[str, Any]] = {  # a wind's or dragon's names by rank, a bonus tile's word
    "en": {"w": ("East", "South", "West", "North"), "d": ("Red", "Green", "White"),
           "f": "Flower", "y": "Season", "a": "Animal", "F": "Flower", "J": "Joker"},
    "it": {"w": ("Est", "Sud", "Ovest", "Nord"), "d": ("Rosso", "Verde", "Bianco"),
           "f": "Fiore", "y": "Stagione", "a": "Animale", "F": "Fiore", "J": "Jolly"},
}


def tile_shapes(tile: Tile, lang: str = "en") -> tuple[Shape, ...]:
    """The artwork of ``tile``: its face and its marks; words in ``lang`` ("en" or "it")."""
    words = WORDS.get(lang, WORDS["en"])
    face = Rect(1.5, 1.5, WIDTH - 3, HEIGHT - 3, fill=FACE, stroke=INK, width=2.5, radius=7)
    if tile.suit == "m":
        marks = _characters(tile.rank)
    elif tile.suit == "p":
        marks = _index(tile.rank) + _circles(tile.rank)
    elif tile.suit == "s":
        marks = _index(tile.rank) + _bamboo(tile.rank)
    elif tile.suit == "w":
        marks = _big_word(tile.code, words["w"][tile.rank - 1])
    elif tile.suit == "d":
        marks = _dragon(tile.rank, words["d"][tile.rank - 1], tile.code)
    elif tile.suit in "fya":
        marks = _bonus(tile.suit, tile.rank, words[tile.suit])
    else:  # F and J
        marks = _big_word(tile.code, words[tile.suit]) + (_flower(48, 14, 3) if tile.suit == "F" else ())
    return (face, *marks)


def _index(rank: int) -> tuple[Shape, ...]:
    return (Text(9.5, 15, str(rank), 12),)


def _characters(rank: int) -> tuple[Shape, ...]:
    """A large numeral over a drawn 万 (wan), the mark of the characters suit."""
    wan = (
        Line(((15, 50), (45, 50)), RED, 3.2),
        Line(((27, 50), (26, 62), (16, 73)), RED, 3.2),
        Line(((27, 59), (43, 59), (42, 72), (37, 70)), RED, 3.2),
    )
    return (Text(30, 40, str(rank), 34), *wan)


# dot centres as fractions of the area under the index (x 6..54, y 17..76) and the dot radius
_DOTS: dict[int, tuple[tuple[tuple[float, float], ...], float]] = {
    1: (((0.5, 0.5),), 19),
    2: (((0.5, 0.22), (0.5, 0.78)), 12),
    3: (((0.2, 0.17), (0.5, 0.5), (0.8, 0.83)), 9),
    4: (((0.27, 0.25), (0.73, 0.25), (0.27, 0.75), (0.73, 0.75)), 10),
    5: (((0.22, 0.2), (0.78, 0.2), (0.5, 0.5), (0.22, 0.8), (0.78, 0.8)), 9),
    6: (((0.28, 0.17), (0.72, 0.17), (0.28, 0.5), (0.72, 0.5), (0.28, 0.83), (0.72, 0.83)), 8.5),
    7: (((0.2, 0.1), (0.5, 0.25), (0.8, 0.4), (0.28, 0.64), (0.72, 0.64), (0.28, 0.9), (0.72, 0.9)), 6.5),
    8: (tuple((x, y) for y in (0.12, 0.37, 0.63, 0.88) for x in (0.28, 0.72)), 7),
    9: (tuple((x, y) for y in (0.17, 0.5, 0.83) for x in (0.18, 0.5, 0.82)), 7),
}


def _area(fx: float, fy: float) -> tuple[float, float]:
    return 6 + fx * 48, 17 + fy * 59


def _circles(rank: int) -> tuple[Shape, ...]:
    centres, r = _DOTS[rank]
    shapes: list[Shape] = []
    for i, (fx, fy) in enumerate(centres):
        cx, cy = _area(fx, fy)
        colour = RED if (rank == 1 or (rank in (5, 9) and i == len(centres) // 2)) else BLUE
        shapes += [Circle(cx, cy, r, None, colour, max(1.6, r / 4.5)), Circle(cx, cy, r * 0.42, colour, None)]
    if rank == 1:
        shapes.append(Circle(30, 46.5, 12, None, INK, 1.2))
    return tuple(shapes)


# stick centres (fractions as for dots) and the stick length as a fraction of the area height
_STICKS: dict[int, tuple[tuple[tuple[float, float], ...], float]] = {
    1: (((0.5, 0.5),), 0.9),
    2: (((0.5, 0.25), (0.5, 0.75)), 0.42),
    3: (((0.5, 0.25), (0.27, 0.75), (0.73, 0.75)), 0.42),
    4: (((0.27, 0.25), (0.73, 0.25), (0.27, 0.75), (0.73, 0.75)), 0.42),
    5: (((0.17, 0.25), (0.83, 0.25), (0.5, 0.5), (0.17, 0.75), (0.83, 0.75)), 0.42),
    6: (tuple((x, y) for y in (0.25, 0.75) for x in (0.17, 0.5, 0.83)), 0.42),
    7: (((0.5, 0.16), *((x, y) for y in (0.5, 0.84) for x in (0.17, 0.5, 0.83))), 0.29),
    8: (tuple((x, y) for y in (0.25, 0.75) for x in (0.1, 0.37, 0.63, 0.9)), 0.42),
    9: (tuple((x, y) for y in (0.16, 0.5, 0.84) for x in (0.17, 0.5, 0.83)), 0.29),
}


def _bamboo(rank: int) -> tuple[Shape, ...]:
    centres, length = _STICKS[rank]
    h = length * 59
    w = 11.0 if rank == 1 else 6.0
    shapes: list[Shape] = []
    for i, (fx, fy) in enumerate(centres):
        cx, cy = _area(fx, fy)
        colour = RED if (rank in (5, 7, 9) and i == (0 if rank == 7 else len(centres) // 2)) else GREEN
        shapes.append(Rect(cx - w / 2, cy - h / 2, w, h, None, colour, 1.8, w / 2))
        nodes = 3 if rank == 1 else 1
        for k in range(1, nodes + 1):
            y = cy - h / 2 + k * h / (nodes + 1)
            shapes.append(Line(((cx - w / 2, y), (cx + w / 2, y)), colour, 1.6))
    return tuple(shapes)


def _big_word(letter: str, word: str) -> tuple[Shape, ...]:
    size = 9 if len(word) > 6 else 11
    return (Text(30, 46, letter, 40), Text(30, 68, word, size, bold=False))


def _dragon(rank: int, word: str, code: str) -> tuple[Shape, ...]:
    label = (Text(30, 63, code, 15), Text(30, 74, word, 9, bold=False))
    if rank == 1:  # 中: a box crossed by one long stroke
        emblem: tuple[Shape, ...] = (
            Rect(15, 15, 30, 19, None, RED, 3.5, 2),
            Line(((30, 7), (30, 46)), RED, 4),
        )
    elif rank == 2:  # a sprouting plant
        emblem = (
            Line(((30, 46), (30, 9)), GREEN, 3.5),
            Polygon(((30, 38), (15, 26), (14, 38)), GREEN),
            Polygon(((30, 30), (45, 18), (46, 30)), GREEN),
            Polygon(((30, 20), (22, 10), (20, 18)), GREEN),
        )
    else:  # the white dragon: an empty double frame
        emblem = (Rect(15, 8, 30, 38, None, BLUE, 3, 3), Rect(20, 13, 20, 28, None, BLUE, 1.5, 2))
    return emblem + label


def _flower(cx: float, cy: float, r: float = 4.5, colour: str = RED) -> tuple[Shape, ...]:
    petals = ((0, -1), (0.95, -0.31), (0.59, 0.81), (-0.59, 0.81), (-0.95, -0.31))
    ring = (Circle(cx + dx * r * 1.3, cy + dy * r * 1.3, r, FACE, colour, 1.6) for dx, dy in petals)
    return (*ring, Circle(cx, cy, r * 0.8, colour, None))


def _sun(cx: float, cy: float) -> tuple[Shape, ...]:
    rays = ((1, 0), (0.71, 0.71), (0, 1), (-0.71, 0.71), (-1, 0), (-0.71, -0.71), (0, -1), (0.71, -0.71))
    spokes = (Line(((cx + dx * 13, cy + dy * 13), (cx + dx * 19, cy + dy * 19)), RED, 2.6) for dx, dy in rays)
    return (Circle(cx, cy, 9, None, RED, 3), *spokes)


def _paw(cx: float, cy: float) -> tuple[Shape, ...]:
    toes = ((-9, -8), (-3.2, -13), (3.2, -13), (9, -8))
    pad = Circle(cx, cy + 4, 9.5, GREEN, None)
    return (pad, *(Circle(cx + x * 1.25, cy + y * 1.25, 4.2, GREEN, None) for x, y in toes))


def _bonus(suit: str, rank: int, word: str) -> tuple[Shape, ...]:
    emblem = {"f": _flower(30, 42, 7), "y": _sun(30, 42), "a": _paw(30, 44)}[suit]
    return (Text(11, 19, str(rank), 17), *emblem, Text(30, 73, word, 9 if len(word) > 6 else 10, bold=False))
