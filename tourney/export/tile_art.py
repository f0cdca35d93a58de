"""The project's tile artwork rendered two ways from one description: SVG text and reportlab drawings.

The GUI shows :func:`tile_svg` with QtSvg (it should load the bundled DejaVu Sans so the numerals
match); PDFs place :func:`tile_drawing` or call :func:`draw_tile`. Nothing is written to disk: the
artwork is made at run time from :mod:`tourney.export.tile_shapes`.
"""

from __future__ import annotations

from functools import lru_cache
from xml.sax.saxutils import escape, quoteattr

from reportlab.graphics import renderPDF
from reportlab.graphics.shapes import Circle as RLCircle
from reportlab.graphics.shapes import Drawing, Group, PolyLine, String
from reportlab.graphics.shapes import Polygon as RLPolygon
from reportlab.graphics.shapes import Rect as RLRect
from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from tourney.export.fonts import FONT, FONT_BOLD, SVG_FONT_FAMILY, register_fonts
from tourney.export.tile_shapes import HEIGHT, WIDTH, Circle, Line, Polygon, Rect, Shape, tile_shapes
from tourney.tiles import Tile

ASPECT = HEIGHT / WIDTH  # a tile is this many times taller than wide


@lru_cache(maxsize=256)
def tile_svg(tile: Tile, lang: str = "en") -> str:
    """A standalone SVG document of ``tile`` (viewBox 0 0 60 80; scale it freely)."""
    body = "".join(_svg(shape) for shape in tile_shapes(tile, lang))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH:g} {HEIGHT:g}" '
        f'width="{WIDTH:g}" height="{HEIGHT:g}"><title>{escape(tile.code)}</title>{body}</svg>'
    )


def _paint(fill: str | None, stroke: str | None, width: float) -> str:
    paint = f'fill="{fill or "none"}"'
    if stroke:
        paint += f' stroke="{stroke}" stroke-width="{width:g}"'
    return paint


def _points(points: tuple[tuple[float, float], ...]) -> str:
    return " ".join(f"{x:g},{y:g}" for x, y in points)


def _svg(shape: Shape) -> str:
    if isinstance(shape, Rect):
        return (f'<rect x="{shape.x:g}" y="{shape.y:g}" width="{shape.w:g}" height="{shape.h:g}" '
                f'rx="{shape.radius:g}" {_paint(shape.fill, shape.stroke, shape.width)}/>')
    if isinstance(shape, Circle):
        return (f'<circle cx="{shape.cx:g}" cy="{shape.cy:g}" r="{shape.r:g}" '
                f'{_paint(shape.fill, shape.stroke, shape.width)}/>')
    if isinstance(shape, Line):
        return (f'<polyline points="{_points(shape.points)}" fill="none" stroke="{shape.stroke}" '
                f'stroke-width="{shape.width:g}" stroke-linecap="round" stroke-linejoin="round"/>')
    if isinstance(shape, Polygon):
        return f'<polygon points="{_points(shape.points)}" fill="{shape.fill}"/>'
    weight = "bold" if shape.bold else "normal"
    return (f'<text x="{shape.x:g}" y="{shape.y:g}" font-family={quoteattr(SVG_FONT_FAMILY)} '
            f'font-size="{shape.size:g}" font-weight="{weight}" text-anchor="middle" '
            f'fill="{shape.fill}">{escape(shape.text)}</text>')


def tile_drawing(tile: Tile, width: float = 30.0, lang: str = "en") -> Drawing:
    """A reportlab Drawing of ``tile``, ``width`` points wide and ``width * ASPECT`` tall."""
    register_fonts()
    scale = width / WIDTH
    group = Group(*(_reportlab(shape) for shape in tile_shapes(tile, lang)))
    # tile_shapes has y growing downwards; flip it into reportlab's upward y and scale
    group.transform = (scale, 0, 0, -scale, 0, HEIGHT * scale)
    drawing = Drawing(width, HEIGHT * scale)
    drawing.add(group)
    return drawing


def draw_tile(canvas: Canvas, tile: Tile, x: float, y: float, width: float = 30.0, lang: str = "en") -> None:
    """Draw ``tile`` on a PDF canvas with its lower-left corner at (x, y)."""
    renderPDF.draw(tile_drawing(tile, width, lang), canvas, x, y)


def _colour(value: str | None) -> HexColor | None:
    return HexColor(value) if value else None


def _reportlab(shape: Shape) -> object:  # one of reportlab's shape classes
    if isinstance(shape, Rect):
        return RLRect(shape.x, shape.y, shape.w, shape.h, rx=shape.radius, ry=shape.radius,
                      fillColor=_colour(shape.fill), strokeColor=_colour(shape.stroke),
                      strokeWidth=shape.width if shape.stroke else 0)
    if isinstance(shape, Circle):
        return RLCircle(shape.cx, shape.cy, shape.r, fillColor=_colour(shape.fill),
                        strokeColor=_colour(shape.stroke), strokeWidth=shape.width if shape.stroke else 0)
    if isinstance(shape, Line):
        flat = [c for point in shape.points for c in point]
        return PolyLine(flat, strokeColor=_colour(shape.stroke), strokeWidth=shape.width,
                        strokeLineCap=1, strokeLineJoin=1)
    if isinstance(shape, Polygon):
        flat = [c for point in shape.points for c in point]
        return RLPolygon(flat, fillColor=_colour(shape.fill), strokeColor=None, strokeWidth=0)
    # text would be mirrored by the flip, so it gets its own un-flipped group at its baseline
    text = String(0, 0, shape.text, fontName=FONT_BOLD if shape.bold else FONT, fontSize=shape.size,
                  fillColor=_colour(shape.fill), textAnchor="middle")
    return Group(text, transform=(1, 0, 0, -1, shape.x, shape.y))
