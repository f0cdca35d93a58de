"""The win flags each ruleset's seat offers, their names, and how a scoring item reads in the preview.

The flags are docs/notation.md's (its riichi part's for riichi), in the order the referee sees them;
their names are the seat editor's texts (translation context ``SeatEditor``), riichi's the Japanese ones.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from tourney.gui.messages import said
from tourney.gui.scoring_riichi import riichi_flag_name

# The win flags each ruleset reads (docs/notation.md, a deal), in the order the referee sees them.
_FLAG_ORDER = ("ippatsu", "last_tile", "last_discard", "replacement", "robbing_kong", "heavenly",
               "first_discard", "joker_exchange", "new_discard", "original_call", "twofold_fortune",
               "last_of_kind", "first_draw")
_RULESET_FLAGS = {
    "fimj": {"last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "first_discard"},
    "singapore": {"last_tile", "replacement", "robbing_kong", "new_discard"},
    "american": {"joker_exchange"},
    "mcr": {"last_tile", "last_discard", "replacement", "robbing_kong", "last_of_kind"},
    "riichi": {"ippatsu", "last_tile", "last_discard", "replacement", "robbing_kong", "heavenly",
               "first_draw"},
}
_CLASSIC_FLAGS = set(_FLAG_ORDER) - {"joker_exchange", "new_discard", "last_of_kind", "ippatsu", "first_draw"}


def win_flags(ruleset_id: str) -> tuple[str, ...]:
    """The win flags a ruleset understands, in display order."""
    wanted = _CLASSIC_FLAGS if ruleset_id.startswith("classic") else _RULESET_FLAGS.get(
        "riichi" if is_riichi(ruleset_id) else ruleset_id, set())
    return tuple(flag for flag in _FLAG_ORDER if flag in wanted)


def is_riichi(ruleset_id: str) -> bool:
    return ruleset_id.startswith("riichi")


def flag_name(flag: str, riichi: bool = False) -> str:
    """A win flag in the window's language (riichi: its Japanese name with what it means)."""
    if riichi:
        return riichi_flag_name(flag)
    names = {
        "last_tile": QCoreApplication.translate("SeatEditor", "last tile of the wall"),
        "last_discard": QCoreApplication.translate("SeatEditor", "last discard"),
        "replacement": QCoreApplication.translate("SeatEditor", "replacement tile"),
        "robbing_kong": QCoreApplication.translate("SeatEditor", "robbing a kong"),
        "heavenly": QCoreApplication.translate("SeatEditor", "East's dealt hand"),
        "first_discard": QCoreApplication.translate("SeatEditor", "East's first discard"),
        "joker_exchange": QCoreApplication.translate("SeatEditor", "joker exchange"),
        "new_discard": QCoreApplication.translate("SeatEditor", "new discard"),
        "original_call": QCoreApplication.translate("SeatEditor", "original call"),
        "twofold_fortune": QCoreApplication.translate("SeatEditor", "twofold fortune"),
        "last_of_kind": QCoreApplication.translate("SeatEditor", "last tile of its kind"),
    }
    return names[flag]


def item_text(item: dict[str, Any]) -> str:
    """One scoring item as the preview lists it: rule id, name in the window's language, worth."""
    units = (("points", QCoreApplication.translate("SeatEditor", "pt")),
             ("doubles", QCoreApplication.translate("SeatEditor", "dbl")),
             ("fan", QCoreApplication.translate("SeatEditor", "fan")), ("value", ""))
    worth = ", ".join(f"{item[key]} {unit}".strip() for key, unit in units if item.get(key))
    return f"{item['rule']}  {said(item['name'])}" + (f": {worth}" if worth else "")
