"""What each ruleset's score sheet holds: its rows, the columns on the left and under every player.

- FIMJ (FIMJ-G06, settlement section): 16 hands; per player stick points, doublings, the hand's
  value and the settlement; the settlement total and the final score from 4 000 points. East of
  every hand is printed under the tournament rotation only; ``score_sheets_pdf(east_rotates=False)``
  leaves it blank when East keeps the seat (``standard`` rotation).
- Classic (CL-P01-P03, CL-W03): the same columns, from 2 000 points; East keeps the seat after
  winning (CL-G02), so the table writes East and the prevailing wind in itself.
- American (AM-P04-P08, AM-G10): a 4-game sheet; per game the winner, the card hand and its value V,
  boxes for self-pick (or joker redemption), jokerless and wall game, the discarder; per player what
  he paid or received. East rotates after every game, so East is printed.
- Singapore (SG-S05, SG-I, SG-P): per hand the winner, fān, the shooter (who discarded the winning
  tile, or pays for all); per player the instant payments, the end-of-hand payment and the net.
- MCR (docs/rules/mcr.md MCR-S01, S03): 16 hands, four per prevailing wind; per hand the winner, the
  hand's points and the discarder (blank when self-drawn); per player the hand's score (what he won
  or paid) and the total. Seats change every four hands, so the table writes East in itself.
- Riichi (docs/rules/riichi.md RI-G02–G09, RI-P01–P08): one hanchan, 18 rows (8 hands and the
  dealer's repeats); per deal the hand (E1 … S4), the dealer, honba and riichi sticks on the table,
  the winner, han, fu, the hand's points and the discarder (blank when self-drawn); per player the
  deal's change (riichi stick, payments) and the running points from 30 000. The end: final points
  (sticks still on the table to first place), uma, oka, chombo and the score. The dealer repeats
  after a win or tenpai (RI-G03), so the table writes the dealer in itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.export.pdf_common import ExportError
from tourney.language import say


@dataclass(frozen=True)
class SheetLayout:
    """The grid of one ruleset's score sheet."""

    ruleset: str
    rows: int  # hands (games) on the sheet
    row_label: str  # the word over the row numbers: hand or game
    left: tuple[tuple[str, float], ...]  # (label key, width) of the columns before the players
    under_player: tuple[str, ...]  # label keys of each player's columns; the last is the one summed
    summary: tuple[tuple[str, str], ...]  # (label key, pre-printed value) rows under the hands
    east_printed: bool  # East of every row is known in advance (East always rotates)
    boxes: frozenset[str] = frozenset()  # left columns that hold a tick box
    max_row_height: float = 60.0


FIMJ = SheetLayout(
    "fimj", 16, "hand", (("hand", 34), ("prevailing", 38), ("east_now", 86), ("mahjong", 62)),
    ("points", "doublings", "hand_score", "settlement"),
    (("start", "4000"), ("total", ""), ("final", "")), east_printed=True)

CLASSIC = SheetLayout(
    "classic", 16, "hand", (("hand", 34), ("prevailing", 38), ("east_now", 86), ("mahjong", 62)),
    ("points", "doublings", "hand_score", "settlement"),
    (("start", "2000"), ("total", ""), ("final", "")), east_printed=False)

AMERICAN = SheetLayout(
    "american", 4, "game",
    (("game", 34), ("east_now", 60), ("winner", 60), ("card_hand", 50), ("value", 38), ("self_pick", 40),
     ("jokerless", 42), ("wall_game", 42), ("discarder", 60)),
    ("net",), (("total", ""),), east_printed=True,
    boxes=frozenset({"self_pick", "jokerless", "wall_game"}), max_row_height=56.0)

SINGAPORE = SheetLayout(
    "singapore", 16, "hand",
    (("hand", 34), ("prevailing", 38), ("east_now", 70), ("winner", 70), ("fan", 34), ("shooter", 70)),
    ("instant", "payment", "net"), (("total", ""),), east_printed=False)


MCR = SheetLayout(
    "mcr", 16, "hand",
    (("hand", 34), ("prevailing", 38), ("east_now", 70), ("winner", 70), ("points", 40), ("discarder", 70)),
    ("net",), (("total", ""),), east_printed=False)


RIICHI = SheetLayout(
    "riichi", 18, "deal",
    (("deal", 26), ("kyoku", 34), ("dealer", 56), ("honba", 34), ("sticks", 42), ("winner", 56), ("han", 26),
     ("fu", 26), ("hand_points", 42), ("discarder", 56)),
    ("change", "running"),
    (("start", "30000"), ("final_points", ""), ("uma", ""), ("oka", ""), ("chombo", ""), ("score", "")),
    east_printed=False)


def layout_for(ruleset: str) -> SheetLayout:
    """The sheet of a ruleset id (``classic-dmjl`` and ``classic-bmja`` share the classic sheet)."""
    if ruleset == "fimj":
        return FIMJ
    if ruleset.startswith("classic"):
        return CLASSIC
    if ruleset == "american":
        return AMERICAN
    if ruleset == "singapore":
        return SINGAPORE
    if ruleset == "mcr":
        return MCR
    if ruleset in ("riichi-ema", "riichi-wrc"):
        return RIICHI
    raise ExportError(say("no score sheet for ruleset {ruleset!r}; known: fimj, classic-*, american, "
                          "singapore, mcr, riichi-ema, riichi-wrc", ruleset=ruleset), code="unknown_ruleset")
