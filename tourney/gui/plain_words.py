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
_FLAGS = ("last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "first_discard",
          "joker_exchange", "new_discard", "original_call", "twofold_fortune", "last_of_kind")
_SAME_EVERYWHERE = ("tenpai", "riichi", "chombo", "ippatsu")  # riichi's own words, in every language


def _names() -> dict[str, str]:
    from tourney.gui.scoring_flags import flag_name  # the flags' names as the seat's boxes show them

    names = {flag: flag_name(flag) for flag in _FLAGS}
    names.update({word: word for word in _SAME_EVERYWHERE})
    names.update({
        "win": QCoreApplication.translate("PlainWords", "Mah Jong"),
        "self": QCoreApplication.translate("PlainWords", "self-drawn"),
        "from": QCoreApplication.translate("PlainWords", "won on"),
        "void": QCoreApplication.translate("PlainWords", "No winner"),
        "double_riichi": QCoreApplication.translate("PlainWords", "double riichi"),
        "first_draw": QCoreApplication.translate("PlainWords", "first draw"),
        "dead": QCoreApplication.translate("PlainWords", "Dead hand"),
        "tile": QCoreApplication.translate("PlainWords", "winning tile"),
    })
    return names


def plain(text: str) -> str:
    """``text`` (a refusal in the window's language) with the dialog's names for the JSON's words."""
    if text == said(say(_NO_WINNER)):
        return QCoreApplication.translate(
            "PlainWords", "Nobody has won yet: tick Mah Jong (or Wins) for the winner and give the winning "
            "tile, or tick No winner.")
    if text.startswith(said(say(_CHOMBO))[:30]):
        return QCoreApplication.translate(
            "PlainWords", "A chombo ends the hand without a win: nobody can win this deal.")
    self_drawn = QCoreApplication.translate("PlainWords", "self-drawn")
    no_winner = QCoreApplication.translate("PlainWords", "No winner")
    text = text.replace('"from": "self"', f"“{self_drawn}”")
    for json_words in ('"void": true', '"void": vero'):
        text = text.replace(json_words, f"“{no_winner}”")
    names = _names()
    return _QUOTED.sub(lambda found: f"“{names.get(found.group(1), found.group(1))}”", text)
