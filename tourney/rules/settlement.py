"""Settlement of the point-and-doubling rulesets: who pays whom after every hand has been scored.

The shape shared by FIMJ (P01–P07) and the classic rules (CL-P01–CL-P05):

1. every non-winner pays every winner that winner's hand score;
2. several winners (one discard) settle the differences among themselves, lower pays higher;
3. the non-winners settle the differences among themselves, lower pays higher (optional);
4. each payment in which East pays or collects is multiplied (East "pays and collects double").

For one payment the amount is ``rounding(min(base, cap) * m)`` where ``base`` is the winner's score
or the difference of two scores, ``cap`` the per-payment cap (None: no cap) applied *before* the East
multiplier, and ``m`` the East multiplier when East is payer or payee, else 1. Equal scores give no
payment. The result is a list of ``(payer, payee, amount)`` transfers for
:func:`tourney.rules.result.settle`, which sums them per ordered pair; nets always sum to zero
because every transfer is paid by one seat and collected by another.

Example (FIMJ): ``settle_scores(scores, ["S"], rounding=round_to_ten, cap=368_640)``.
Example (classic): ``settle_scores(scores, ["N"])`` — East double, no rounding, no cap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import combinations

from tourney.rules.result import SEAT_WINDS

Transfer = tuple[str, str, int]
Rounding = Callable[[int], int]


def no_rounding(amount: int) -> int:
    """Leave the amount as it is (classic rules, CL-Z11)."""
    return amount


def round_to_ten(amount: int) -> int:
    """To a multiple of ten: units 1–4 down, 6–9 up, 5 up (FIMJ-P04, FIMJ-A01)."""
    return (amount + 5) // 10 * 10


def settle_scores(scores: Mapping[str, int], winners: Iterable[str], *, east: str = "E",
                  east_multiplier: int = 2, rounding: Rounding = no_rounding,
                  cap: int | None = None, losers_settle: bool = True,
                  winners_settle: bool = True) -> list[Transfer]:
    """The transfers of one hand, from every seat's hand score and the winners' seats.

    ``scores``: hand score per seat wind (every seat that takes part, normally E S W N).
    ``winners``: the seats that went out; none (a void hand) means no payments.
    ``east``: the seat that pays and collects ``east_multiplier`` times (1 turns the double off).
    ``rounding``: applied to each payment after the cap and the East multiplier.
    ``cap``: largest amount of one payment before the East multiplier, or None for no cap.
    ``losers_settle``: whether non-winners pay each other the differences of their scores.
    ``winners_settle``: whether several winners pay each other the differences of their scores.
    """
    seats = [w for w in SEAT_WINDS if w in scores]
    if len(seats) < len(scores):
        seats += sorted(set(scores) - set(SEAT_WINDS))
    winning = set(winners)
    won = [w for w in seats if w in winning]
    if not won:
        return []
    lost = [w for w in seats if w not in winning]
    owed: list[Transfer] = []  # (payer, payee, base) in the order the payments are made
    if winners_settle:
        owed += _differences(won, scores)
    for winner in won:
        score = scores[winner]
        owed += [(loser, winner, score) for loser in lost]
    if losers_settle:
        owed += _differences(lost, scores)
    transfers: list[Transfer] = []
    for payer, payee, base in owed:
        if cap is not None and base > cap:
            base = cap
        if payer == east or payee == east:
            base *= east_multiplier
        amount = base if rounding is no_rounding else rounding(base)
        if amount:
            transfers.append((payer, payee, amount))
    return transfers


def _differences(group: list[str], scores: Mapping[str, int]) -> list[Transfer]:
    """Lower pays higher the difference, for each two seats of ``group`` in seat order."""
    owed: list[Transfer] = []
    for a, b in combinations(group, 2):
        first, second = scores[a], scores[b]
        if first < second:
            owed.append((a, b, second - first))
        elif second < first:
            owed.append((b, a, first - second))
    return owed
