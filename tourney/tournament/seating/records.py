"""The best seat schedules known, in repeated meetings, for the referee to judge a finished draw:
whether a longer search could still help.

Sources: the AIM dataset of seating schedules (Zenodo, doi 10.5281/zenodo.13971404, built from
social-golfer solutions) has schedules without any repeated meeting for every N ≡ 0 (mod 4) with
24 ≤ N ≤ 172 and every R ≤ min(15, ⌊(N−1)/3⌋); our own constructions (``seating_designs``) add
16 and 20 players over 5 rounds and the counts up to 200, and the draws of our own optimiser hold
the records past that limit (measured here, 2026: 20×6 ≤ 6, 20×7 = 20, 20×8 = 50, 24×8 ≤ 18,
24×9 = 48; the last three and 20×7 equal the lower bound).
"""

from __future__ import annotations

RECORDS = {(20, 6): 6, (20, 7): 20, (20, 8): 50, (24, 8): 18, (24, 9): 48}


def zero_repeat_limit(players: int) -> int:
    """The most rounds for which a schedule without repeats is known (0: none known)."""
    if players % 4 or not 16 <= players <= 200:
        return 0
    return 5 if players <= 20 else min(15, (players - 1) // 3)


def best_known(players: int, rounds: int) -> int | None:
    """The fewest repeated meetings known for ``players`` at tables of four over ``rounds`` rounds,
    None when no figure is known for that size."""
    if 1 <= rounds <= zero_repeat_limit(players):
        return 0
    return RECORDS.get((players, rounds))
