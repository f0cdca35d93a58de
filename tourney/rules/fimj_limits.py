"""FIMJ limit hands (massimi, FIMJ-L01 to L08): fixed values for the winner, no doublings (L00a).

:func:`best_limit` gives the highest limit an arrangement of a winning hand qualifies for (L00c), or
None. Limits are the winner's only; the East double still applies when paying (L00b).
"""

from __future__ import annotations

from tourney.language import say
from tourney.rules.decompose import Arrangement
from tourney.rules.fimj_hand import chows, pungs
from tourney.rules.result import ScoreItem

# Highest value first, so the first limit found is the one scored (FIMJ-L00c); the Italian names of
# the FIMJ massimi are the translations of these.
_LIMITS = (
    ScoreItem("FIMJ-L08", say("Four blessings of the house (all winds)"), points=1000),
    ScoreItem("FIMJ-L07", say("Going out of the gods (heavenly or first-discard win)"), points=800),
    ScoreItem("FIMJ-L05", say("Four kongs"), points=700),
    ScoreItem("FIMJ-L06", say("Thirteen wonderful lanterns"), points=700),
    ScoreItem("FIMJ-L04", say("Ninth Mah Jong in a row as East"), points=600),
    ScoreItem("FIMJ-L03", say("Pure one suit (Purezza)"), points=500),
    ScoreItem("FIMJ-L02", say("All pungs of head tiles"), points=400),
    ScoreItem("FIMJ-L01", say("Seven pairs (Coppie)"), points=300),
)
# Shapes that are not four sets and a pair (FIMJ-T05): only a limit scores them, even under
# limit_rule "max" (seven pairs L01, or L03 in one suit; thirteen lanterns L06)
LIMIT_SHAPES = frozenset({"seven_pairs", "thirteen_orphans"})
EAST_STREAK_FOR_L04 = 8  # East's wins in a row before this one: the 9th and later (section 11b)


def best_limit(arrangement: Arrangement, seat: str, flags: frozenset[str],
               east_streak: int) -> ScoreItem | None:
    """The highest limit hand this winning arrangement makes, as an item worth its value."""
    checks = {
        "FIMJ-L08": lambda: _all_winds(arrangement),
        "FIMJ-L07": lambda: ("heavenly" in flags) if seat == "E" else ("first_discard" in flags),
        "FIMJ-L05": lambda: sum(1 for g in arrangement.groups if g.kind == "kong") == 4,
        "FIMJ-L06": lambda: arrangement.shape == "thirteen_orphans",
        "FIMJ-L04": lambda: seat == "E" and east_streak >= EAST_STREAK_FOR_L04,
        "FIMJ-L03": lambda: _pure_one_suit(arrangement),
        "FIMJ-L02": lambda: _all_head_pungs(arrangement),
        "FIMJ-L01": lambda: arrangement.shape == "seven_pairs",
    }
    return next((limit for limit in _LIMITS if checks[limit.rule]()), None)


def _all_winds(arrangement: Arrangement) -> bool:
    """FIMJ-L08: pungs or kongs of all four winds, and any pair."""
    return len({g.tile for g in pungs(arrangement) if g.tile.is_wind}) == 4


def _pure_one_suit(arrangement: Arrangement) -> bool:
    """FIMJ-L03: number tiles of one suit only, no honours (seven pairs too, FIMJ-A21)."""
    tiles = [g.tile for g in arrangement.groups]
    return all(t.is_number for t in tiles) and len({t.suit for t in tiles}) == 1


def _all_head_pungs(arrangement: Arrangement) -> bool:
    """FIMJ-L02: four pungs or kongs and a pair, every tile a head tile, no chow (FIMJ-A06)."""
    return (arrangement.shape == "standard" and not chows(arrangement)
            and len(pungs(arrangement)) == 4
            and all(g.tile.is_head for g in arrangement.groups))
