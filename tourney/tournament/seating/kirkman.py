"""Resolvable designs with blocks of four (Kirkman-type): the dense seat schedules where everybody
meets (nearly) everybody once.

A resolvable 2-(v, 4, 1) design exists for every v ≡ 4 (mod 12) (Hanani, Ray-Chaudhuri and Wilson,
"On resolvable designs", Discrete Math. 3 (1972) 343-357): 28 players over 9 rounds meet every
other player exactly once. The published proofs are recursive; the base round below is our own,
found with ``tools/find_base_rounds.py`` under an assumed automorphism, the cyclic group Z_9 acting
on three groups of nine players with one fixed player (∞), developed over its nine elements (the
method of differences, see ``seating_cyclic``). The tests check it as a design.
"""

from __future__ import annotations

from tourney.tournament.seating.cyclic import CyclicDesign, base_round

# RBIBD(28, 4, 1): 28 players, 9 rounds, every pair exactly once. Found by
# `python tools/find_base_rounds.py 9 3 1 --seed 1` in about a minute.
KIRKMAN_28 = CyclicDesign(
    modulus=9,
    groups=3,
    infinities=1,
    base=base_round(
        "6.0 7.0 7.1 3.2 / 1.0 5.0 8.0 0.2 / 0.0 2.1 4.1 5.1 / ∞0 2.0 8.1 5.2 / 4.0 3.1 4.2 6.2 / "
        "0.1 2.2 7.2 8.2 / 3.0 1.1 6.1 1.2"
    ),
)

KIRKMAN_DESIGNS = (KIRKMAN_28,)
