"""The engine's refusals in the referee's words: the window's own names instead of the deal JSON's.

The engine speaks to the command line and the phones' JSON ("mark the deal "void": true"); the
scoring dialog has a "No winner" box and a "self-drawn" choice instead. :func:`plain` swaps the JSON
words of a refusal (already in the window's language) for the names the dialog shows.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from tourney.gui.messages import said
from tourney.language import say

_NO_WINNER = 'no seat has a "win": give the winner, or mark the deal "void": true'
_CHOMBO = 'a chombo ends the hand without a win: mark the deal "void": true (RI-P08)'
_QUOTED = re.compile(r'"([a-z_]+)"')


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlainWords", text)


def _names() -> dict[str, str]:
    from tourney.gui.scoring_flags import flag_name  # the flags' names as the seat's boxes show them

    names = {flag: flag_name(flag) for flag in ("last_tile", "last_discard", "replacement", "robbing_kong",
                                                 "heavenly", "first_discard", "joker_exchange", "new_discard",
                                                 "original_call", "twofold_fortune", "last_of_kind")}
    names.update({"win": _tr("Mah Jong"), "self": _tr("self-drawn"), "from": _tr("won on"),
                  "void": _tr("No winner"), "tenpai": "tenpai", "riichi": "riichi",
                  "double_riichi": _tr("double riichi"), "chombo": "chombo", "ippatsu": "ippatsu",
                  "first_draw": _tr("first draw"), "dead": _tr("Dead hand"), "tile": _tr("winning tile")})
    return names


def plain(text: str) -> str:
    """``text`` (a refusal in the window's language) with the dialog's names for the JSON's words."""
    if text == said(say(_NO_WINNER)):
        return _tr("Nobody has won yet: tick Mah Jong (Wins) for the winner and give the winning tile, "
                   "or tick No winner.")
    if text.startswith(said(say(_CHOMBO))[:30]):
        return _tr("A chombo ends the hand without a win: nobody can win this deal.")
    text = text.replace('"from": "self"', f"“{_tr('self-drawn')}”")
    for json_words in ('"void": true', '"void": vero'):
        text = text.replace(json_words, f"“{_tr('No winner')}”")
    names = _names()
    return _QUOTED.sub(lambda found: f"“{names.get(found.group(1), found.group(1))}”", text)
