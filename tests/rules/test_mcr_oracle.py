"""Differential test: the MCR engine against PyMahjongGB, an independent engine, on random hands.

Random valid winning hands of every shape (with melds, kongs, flowers and flags) are scored by
both; the fans must agree, except where docs/rules/mcr.md §6 explains the difference by the Green
Book's text (one shown + one concealed kong; a wait on a tile the hand holds all four of) or two
readings are worth the same and name different one-point fans.
"""

from __future__ import annotations

import random

from tests.rules.mcr_oracle import CK_MK, oracle_score, oracle_waits_on_a_fifth_tile
from tourney.errors import EngineError
from tourney.rules import score
from tourney.rules.mcr.simulate import random_mcr_deal
from tourney.rules.mcr.values import POINTS

HANDS = 2000


def _impossible(deal: dict) -> bool:
    """Whether our engine refuses the generated deal as impossible (docs/rules/mcr.md, MCR-N)."""
    try:
        score(deal)
    except EngineError as refused:
        return "(MCR-N" in refused.message
    return False


def _ours(deal: dict) -> tuple[int, dict[str, int]]:
    seat = next(s for s, d in deal["seats"].items() if "win" in d)
    scored = score(deal).seats[seat]
    return scored.points, {i.rule: i.points // POINTS[i.rule] for i in scored.items}


_ONE_POINT_PAIRS = {"MCR-F69", "MCR-F70", "MCR-F71", "MCR-F72", "MCR-F73"}
_WAITS = {"MCR-F77", "MCR-F78", "MCR-F79"}


def _explained(deal: dict, ours: dict[str, int], theirs: dict[str, int]) -> str | None:
    """Which difference of docs/rules/mcr.md §6 this is, or None."""
    theirs = dict(theirs)
    if theirs.pop(CK_MK, 0) == 1:
        theirs["MCR-F67"] = theirs.get("MCR-F67", 0) + 1
        theirs["MCR-F74"] = theirs.get("MCR-F74", 0) + 1
        if theirs == ours:
            return "kongs"
    mine_only = set(ours.items()) - set(theirs.items())
    theirs_only = set(theirs.items()) - set(ours.items())
    mine, their = sum(n for _, n in mine_only), sum(n for _, n in theirs_only)
    rules = {rule for rule, _ in mine_only | theirs_only}
    one_point = rules <= _ONE_POINT_PAIRS | _WAITS
    if (one_point and mine == their + 1 and any(rule in _WAITS for rule, _ in mine_only)
            and not any(rule in _WAITS for rule, _ in theirs_only) and oracle_waits_on_a_fifth_tile(deal)):
        return "fifth tile"
    if one_point and mine == their:
        return "equal readings"
    return None


def test_random_winning_hands_score_the_same_points_and_fans_as_pymahjonggb() -> None:
    rng = random.Random(16)
    unexplained = []
    for _ in range(HANDS):
        deal = random_mcr_deal(rng)
        if _impossible(deal):
            continue  # MCR-N01–N03: refused, not scored (issue 28); the package is not asked
        ours = _ours(deal)
        theirs = oracle_score(deal)
        if ours[1] != theirs[1] and not _explained(deal, ours[1], theirs[1]):
            unexplained.append((deal, ours, theirs))
    assert not unexplained, unexplained[:3]
