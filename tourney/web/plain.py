"""A refusal said plainly to the players at a table: no "round 1, table 1, deal 1: seat S:" in front,
the seat it is about returned apart (the page shows the message under that seat's hand), and the tiles
it lists only those of the table's ruleset.

The lower layers build their messages with ``say`` as nested sentences ("{where}: {problem}"), so the
places are taken off by structure, not by matching words of one language.
"""

from __future__ import annotations

from typing import Any

from tourney.language import Words, say
from tourney.services.phone import tile_help
from tourney.tournament.model import WINDS
from tourney.web.words import said

PLACED = frozenset({"{where}: {problem}", "{where}: {message}"})
NOT_A_TILE = '"{token}" is not a tile ({help}) ({place})'
SEAT = "seat {wind}"

def plain(message: Any, lang: str, ruleset: str = "",
          options: dict[str, Any] | None = None) -> tuple[str, str]:
    """The message without its places, in ``lang``, and the seat wind it is about ("" if none)."""
    seat = ""
    while isinstance(message, Words) and message.template in PLACED:
        where = message.params.get("where")
        if isinstance(where, Words) and where.template == SEAT and where.params.get("wind") in WINDS:
            seat = str(where.params["wind"])
        message = message.params.get("problem", message.params.get("message"))
    if isinstance(message, Words) and message.template == NOT_A_TILE and ruleset:
        message = say(NOT_A_TILE, token=message.params["token"], help=tile_help(ruleset, options),
                      place=message.params["place"])
    return said(message, lang), seat
