"""The bundled fonts and the one text-fitting rule every printed name goes through.

The PDFs use DejaVu Sans (regular and bold) shipped in ``resources/fonts`` so a sheet prints the same
glyphs on every machine, accents included. :func:`fit_text` decides how a text fills a box: keep the
wanted size if it fits, else shrink a little, else wrap onto more lines, else shrink further, and as a
last resort break inside words and end with an ellipsis. Its result never exceeds the box.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from tourney.resource_files import resources_dir

FONT = "DejaVuSans"
FONT_BOLD = "DejaVuSans-Bold"
SVG_FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"
LEADING = 1.18  # line height as a multiple of the font size
_FILES = {FONT: "DejaVuSans.ttf", FONT_BOLD: "DejaVuSans-Bold.ttf"}


@cache
def register_fonts() -> None:
    """Register the bundled faces with reportlab once (regular and bold as one family)."""
    fonts = resources_dir() / "fonts"
    for name, filename in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(fonts / filename)))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD)


def text_width(text: str, size: float, bold: bool = False) -> float:
    register_fonts()
    return pdfmetrics.stringWidth(text, FONT_BOLD if bold else FONT, size)


@dataclass(frozen=True)
class FittedText:
    """How a text is set in a box: the font size and the lines, top to bottom."""

    size: float
    lines: tuple[str, ...]
    bold: bool = False

    @property
    def height(self) -> float:
        return _block_height(len(self.lines), self.size)

    def width(self) -> float:
        return max((text_width(line, self.size, self.bold) for line in self.lines), default=0.0)


@lru_cache(maxsize=4096)  # cards and reports set the same words in the same boxes hundreds of times
def fit_text(text: str, width: float, height: float, *, size: float = 11, min_size: float = 6,
             bold: bool = False, max_lines: int = 3) -> FittedText:
    """Set ``text`` in a ``width`` × ``height`` box, as large as possible up to ``size``.

    Prefers one line (shrinking to 80 % of ``size``), then wrapping at spaces and hyphens, then smaller
    type down to ``min_size``; a text that still does not fit is broken inside words and cut with "…".
    """
    text = " ".join(text.split())
    sizes = _sizes(size, min_size)
    for candidate in (s for s in sizes if s >= size * 0.8):
        if _fits_lines((text,), candidate, width, height, bold):
            return FittedText(candidate, (text,), bold)
    for candidate in sizes:
        lines_allowed = min(max_lines, _lines_in(height, candidate))
        lines = _wrap(text, candidate, width, bold)
        if lines and len(lines) <= lines_allowed and _fits_lines(lines, candidate, width, height, bold):
            return FittedText(candidate, lines, bold)
    return _force(text, min_size, width, height, bold, max_lines)


def _sizes(size: float, min_size: float) -> list[float]:
    steps, current = [], size
    while current > min_size:
        steps.append(round(current, 2))
        current -= 0.5
    return [*steps, min_size]


def _block_height(lines: int, size: float) -> float:
    """Height of ``lines`` lines: full leading between lines, the font size for the last one."""
    return size * (LEADING * (lines - 1) + 1) if lines else 0.0


def _lines_in(height: float, size: float) -> int:
    return int((height / size - 1) / LEADING) + 1 if height >= size else 0


def _fits_lines(lines: tuple[str, ...], size: float, width: float, height: float, bold: bool) -> bool:
    if _block_height(len(lines), size) > height + 1e-6:
        return False
    return all(text_width(line, size, bold) <= width + 1e-6 for line in lines)


def _words(text: str) -> list[str]:
    """Split after spaces and hyphens, so "Rossi-Bianchi" may wrap as "Rossi-" / "Bianchi"."""
    words: list[str] = []
    for word in text.split(" "):
        parts = word.split("-")
        words += [p + "-" for p in parts[:-1]] + [parts[-1]]
    return [w for w in words if w]


def _wrap(text: str, size: float, width: float, bold: bool) -> tuple[str, ...]:
    """Greedy wrap at word boundaries; empty when some single word is wider than the box."""
    lines: list[str] = []
    for word in _words(text):
        if text_width(word, size, bold) > width:
            return ()
        if lines:
            glue = "" if lines[-1].endswith("-") else " "
            if text_width(lines[-1] + glue + word, size, bold) <= width:
                lines[-1] += glue + word
                continue
        lines.append(word)
    return tuple(lines)


def wrapped(text: str, size: float, width: float, bold: bool = False) -> tuple[str, ...]:
    """``text`` wrapped at spaces and hyphens into lines of ``width`` at ``size``; empty when a single
    word is wider than the box."""
    return _wrap(" ".join(text.split()), size, width, bold)


def _force(text: str, size: float, width: float, height: float, bold: bool, max_lines: int) -> FittedText:
    """Break anywhere, keep what fits, mark the cut with an ellipsis: the box is never exceeded."""
    lines_allowed = max(1, min(max_lines, _lines_in(height, size)))
    lines: list[str] = [""]
    for char in text:
        if text_width(lines[-1] + char, size, bold) > width and lines[-1]:
            lines.append("")
        lines[-1] += char
    if len(lines) > lines_allowed:
        lines = lines[:lines_allowed]
        last = lines[-1]
        while last and text_width(last + "…", size, bold) > width:
            last = last[:-1]
        lines[-1] = last + "…"
    return FittedText(size, tuple(line.strip() for line in lines), bold)
