"""How the wall sheets (seating lists, standings) fill their paper: the largest type that fits.

A sheet describes itself by a function giving the largest type size at which its rows fit on the
given paper (portrait or landscape), in a number of columns, on a number of pages. :func:`choose`
tries them all and keeps the fewest pages whose type is at least the readable minimum, then the
largest type (portrait on a near tie: landscape must win by a tenth to be chosen).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tourney.export.fonts import text_width
from tourney.export.pdf_common import PrintOptions

LANDSCAPE_MARGIN = 1.1  # landscape only when its type is at least 10 % larger


@dataclass(frozen=True)
class WallLayout:
    """The chosen paper (turned), columns per page, pages and type size of the sheet's names."""

    options: PrintOptions
    columns: int
    pages: int
    size: float

    def per_page(self, items: int) -> int:
        return max(1, math.ceil(items / self.pages))


Fit = Callable[[PrintOptions, int, int], float]  # (turned options, columns, pages) -> type size


def choose(options: PrintOptions, fit: Fit, *, items: int, least: float, most: float,
           max_columns: int = 4) -> WallLayout:
    """The layout with the fewest pages whose type is at least ``least`` (never above ``most``)."""
    best: WallLayout | None = None
    for pages in range(1, max(items, 1) + 1):
        candidates = [WallLayout(turned, columns, pages, min(most, fit(turned, columns, pages)))
                      for turned in (options.turned(False), options.turned(True))
                      for columns in range(1, max_columns + 1)]
        top = max(candidates, key=lambda c: (c.size / (LANDSCAPE_MARGIN if c.options.landscape else 1),
                                             -c.columns))
        if top.size >= least:
            return top
        if best is not None and top.size <= best.size + 0.01:
            return best  # the names' width limits the type: more pages would not make it larger
        best = top
    assert best is not None
    return best


def typical_width(texts: Sequence[str], *, bold: bool = False, spare: float = 0.1) -> float:
    """Width at 1 pt of the longest text once the longest tenth is set aside (those shrink or wrap
    in their own cell rather than make every name small)."""
    widths = sorted((text_width(t, 1.0, bold) for t in texts), reverse=True)
    if not widths:
        return 0.0
    return widths[min(len(widths) - 1, int(len(widths) * spare))]


def widest(texts: Sequence[str], *, bold: bool = False) -> float:
    """Width at 1 pt of the widest text."""
    return max((text_width(t, 1.0, bold) for t in texts), default=0.0)
