"""FIMJ limit hands (massimi, FIMJ-L01 to L08): fixed values for the winner, no doublings (L00a).

:func:`best_limit` gives the highest limit an arrangement of a winning hand qualifies for (L00c), or
None. Limits are the winner's only; the East double still applies when paying (L00b).
"""

from __future__ import annotations

from tourney.language import say
from tourney.rules.decompose import Arrangement
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


_BY_RULE = {limit.rule: limit for limit in _LIMITS}
_FIRST_HONOUR = 27  # tile indices below are number tiles, suit = index // 9


def best_limit(arrangement: Arrangement, seat: str, flags: frozenset[str],
               east_streak: int) -> ScoreItem | None:
    """The highest limit hand this winning arrangement makes, as an item worth its value.

    The checks run in the order of :data:`_LIMITS`, highest value first, so the first that holds
    is the limit scored (FIMJ-L00c).
    """
    winds: set[int] = set()  # wind pungs and kongs, FIMJ-L08
    sets = kongs = chow_count = 0
    suits: set[int] = set()  # suits of number groups
    honours = False
    all_head = True
    for group in arrangement.groups:
        kind = group.kind
        index = group.tile.index
        if kind == "pung" or kind == "kong":
            sets += 1
            if kind == "kong":
                kongs += 1
            if group.tile.is_wind:
                winds.add(index)
        elif kind == "chow":
            chow_count += 1
        if index < _FIRST_HONOUR:
            suits.add(index // 9)
        else:
            honours = True
        all_head = all_head and group.tile.is_head
    shape = arrangement.shape
    if len(winds) == 4:  # pungs or kongs of all four winds, and any pair
        return _BY_RULE["FIMJ-L08"]
    if ("heavenly" in flags) if seat == "E" else ("first_discard" in flags):
        return _BY_RULE["FIMJ-L07"]
    if kongs == 4:
        return _BY_RULE["FIMJ-L05"]
    if shape == "thirteen_orphans":
        return _BY_RULE["FIMJ-L06"]
    if seat == "E" and east_streak >= EAST_STREAK_FOR_L04:
        return _BY_RULE["FIMJ-L04"]
    if not honours and len(suits) == 1:  # number tiles of one suit only, no honours (seven pairs too, A21)
        return _BY_RULE["FIMJ-L03"]
    if shape == "standard" and not chow_count and sets == 4 and all_head:  # four head pungs, a pair (A06)
        return _BY_RULE["FIMJ-L02"]
    if shape == "seven_pairs":
        return _BY_RULE["FIMJ-L01"]
    return None
