"""The riichi hanchan: counters carried from hand to hand, and the final points turned into the score.

RI-G03/G04: after each hand :func:`next_counters` gives the honba and riichi sticks the next hand
starts with. RI-G06–G09: :func:`hanchan_scores` takes each player's points at the end (start plus
every hand's ``net`` and ``sticks``), gives the sticks left on the table to first place, ranks the
players and adds uma and oka; a chombo takes its points off afterwards. Scores are in points
(``+27,300`` is the "+27.3" of a score sheet), so they are whole numbers and sum to 0 with no chombo.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tourney.errors import EngineError
from tourney.language import say

STICK = 1000


def next_counters(deal: Mapping[str, Any], result: Mapping[str, Any], dealer_kept: bool) -> dict[str, int]:
    """RI-G04: honba +1 after a dealer repeat or a draw, 0 after another's win, kept after a chombo."""
    honba = int(deal.get("honba", 0) or 0)
    if result.get("chombo"):
        following = honba
    elif deal.get("void") or dealer_kept:
        following = honba + 1
    else:
        following = 0
    return {"honba": following, "riichi_sticks": int(result.get("riichi_sticks_after", 0))}


@dataclass(frozen=True, slots=True)
class HanchanScore:
    """One player's end of the hanchan."""

    points: int  # final table points, leftover sticks included
    place: float  # 1-4; tied players share the mean of their places
    uma: int  # in points
    oka: int
    chombo: int  # points taken off
    score: int  # points - target + uma + oka - chombo


def hanchan_scores(points: Mapping[str, int], leftover_sticks: int, chombos: Mapping[str, int],
                   options: Mapping[str, Any]) -> dict[str, HanchanScore]:
    """RI-G06–G09 for the four players of a table (keyed by anything, e.g. table seat)."""
    start, target = options.get("start_points", 30000), options.get("target_points", 30000)
    uma = [int(part) for part in str(options.get("uma", "15/5/-5/-15")).split("/")]
    final = dict(points)
    top = max(final.values())
    firsts = [p for p, v in final.items() if v == top]
    for player in firsts:
        final[player] += leftover_sticks * STICK // len(firsts)
    ordered = sorted(final.values(), reverse=True)
    oka = (target - start) * len(final)
    out = {}
    for player, value in final.items():
        places = [k for k, v in enumerate(ordered) if v == value]
        shared_uma = round(sum(uma[k] for k in places) * 1000 / len(places))
        shared_oka = round(oka / len(places)) if 0 in places else 0
        penalty = chombos.get(player, 0) * options.get("chombo_points", 20000)
        score = value - target + shared_uma + shared_oka - penalty
        place = sum(places) / len(places) + 1
        out[player] = HanchanScore(value, place, shared_uma, shared_oka, penalty, score)
    return out


def points_from_deals(results: Sequence[Mapping[str, Any]], seats: Sequence[Mapping[str, str]],
                      start: int) -> tuple[dict[str, int], int, dict[str, int]]:
    """Each table seat's points after these deals, the sticks left on the table, and chombos.

    ``seats[k]`` maps deal wind -> table seat for the k-th deal (the dealer moves)."""
    points = dict.fromkeys(("E", "S", "W", "N"), start)
    chombos: dict[str, int] = {}
    left = 0
    for result, seat_of in zip(results, seats, strict=True):
        for wind, amount in result.get("net", {}).items():
            points[seat_of[wind]] += int(amount)
        for wind, amount in result.get("sticks", {}).items():
            points[seat_of[wind]] += int(amount)
        for wind in result.get("chombo", []):
            chombos[seat_of[wind]] = chombos.get(seat_of[wind], 0) + 1
        left = int(result.get("riichi_sticks_after", left))
    return points, left, chombos


def final_points(given: Mapping[str, int], start: int) -> tuple[dict[str, int], int]:
    """RI-G06: the four players' points at the end as a referee copies them from the table, and the
    riichi sticks still on it (what the points lack of 4 × start, 1,000 a stick).

    Points written less the start (``+11,000`` for 41,000) are taken too: their sum is near 0, not
    near 4 × start. A sum that leaves no whole number of sticks (or more points than were dealt) is
    refused: the sheet has a mistake."""
    full = start * len(given)
    total = sum(given.values())
    points = dict(given)
    if abs(total) < abs(total - full):
        points = {seat: value + start for seat, value in given.items()}
        total += full
    short = full - total
    if short < 0 or short % STICK:
        raise EngineError("unbalanced", say(
            "the final points add up to {total}, but they must make {full} less 1,000 for each riichi "
            "stick left on the table: check the sheet", total=f"{total:,}", full=f"{full:,}"))
    return points, short // STICK
