"""Dense seat schedules: base rounds for 36 to 52 players near the most rounds without a repeated
meeting (⌊(N−1)/3⌋), where the draw from a random start still left repeats after its 10 s.

At the limit these schedules are resolvable group divisible designs with blocks of four (4-RGDDs,
equivalently resolvable maximum packings of pairs by quadruples): 32 players over 10 rounds form one
of type 2^16 (everybody misses exactly one other player), 44 over 14 one of type 2^22, 36 over 11
and 48 over 15 come closest as types 3^12 and 3^16. Their existence is settled by Ge, Lam, Ling and
Shen, "Resolvable maximum packings with quadruples", Des. Codes Cryptogr. 35 (2005) 287-302 (type
3^n for every n ≡ 0 (mod 4) but 4; type 2^n for n ≡ 4 (mod 6) but 4 and 10, with a few possible
exceptions); see also the Handbook of Combinatorial Designs, 2nd ed. (2007), §IV.5.

Those proofs are recursive; the base rounds below are our own, each developed over a cyclic group
Z_m acting on three groups of m players plus k fixed players (∞), the method of differences of
``seating_cyclic``. They were found by computer, with ``tools/find_base_rounds_exact.py M G K``
(an exact cover by Knuth's Algorithm X), ``tools/find_base_rounds.py M G K`` (annealing) or
``tools/find_designs_sat.py`` (SAT, under an assumed automorphism group), as noted at each design.
None of these searches found 32 players over 10 rounds: ``seating_published`` holds a published
table for it. The tests check every one as a design; fewer rounds are drawn by taking any subset
of a design's rounds.
"""

from __future__ import annotations

from tourney.tournament.seating.cyclic import CyclicDesign, base_round

# 36 players, 10 rounds. Found by find_base_rounds_exact.py 10 3 6 --restart 20000 in 9 s.
DENSE_36_10 = CyclicDesign(
    modulus=10,
    groups=3,
    infinities=6,
    base=base_round(
        "∞0 0.0 5.1 3.2 / ∞4 1.0 4.1 9.2 / ∞1 6.0 2.1 8.2 / ∞3 5.0 6.1 0.2 / ∞2 3.0 7.1 7.2 / "
        "∞5 2.0 0.1 1.2 / 4.0 7.0 8.0 4.2 / 3.1 2.2 5.2 6.2 / 9.0 1.1 8.1 9.1"
    ),
)

# 36 players, 11 rounds: a 4-RGDD of type 3^12 (the groups are {x.0, x.1, x.2} and {∞0, ∞1, ∞2}),
# the social golfer instance 9-4-11. The base round is also invariant under turning the groups
# x.i → x.(i+1), ∞i → ∞(i+1), an assumption that cut the search to a few seconds: found by
# `python tools/find_designs_sat.py 36x11-rot` (SAT) in 0.5 s; the exact cover without it had not
# found one in 22 minutes.
DENSE_36_11 = CyclicDesign(
    modulus=11,
    groups=3,
    infinities=3,
    base=base_round(
        "∞2 7.0 10.1 9.2 / ∞1 10.0 9.1 7.2 / ∞0 9.0 7.1 10.2 / 1.1 3.1 4.1 8.2 / 0.1 5.1 2.2 6.2 / "
        "2.0 6.0 0.2 5.2 / 8.0 1.2 3.2 4.2 / 1.0 3.0 4.0 8.1 / 0.0 5.0 2.1 6.1"
    ),
)

# 44 players, 12 rounds. Found by find_base_rounds.py 12 3 8 --seed 1 in about a minute.
DENSE_44_12 = CyclicDesign(
    modulus=12,
    groups=3,
    infinities=8,
    base=base_round(
        "∞1 1.0 1.1 8.2 / ∞5 6.0 2.1 3.2 / 3.0 5.0 8.0 11.2 / 2.0 0.1 3.1 7.1 / ∞3 4.0 11.1 5.2 / "
        "∞0 7.0 10.1 7.2 / 8.1 1.2 6.2 10.2 / ∞7 10.0 9.1 0.2 / ∞6 0.0 4.1 4.2 / ∞2 11.0 5.1 9.2 / "
        "∞4 9.0 6.1 2.2"
    ),
)

# 44 players, 13 rounds. Found by find_base_rounds_exact.py 13 3 5 --restart 5000 --seed 3 (run 24).
DENSE_44_13 = CyclicDesign(
    modulus=13,
    groups=3,
    infinities=5,
    base=base_round(
        "∞0 0.0 3.1 7.2 / ∞1 4.0 10.1 6.2 / ∞2 5.0 4.1 11.2 / ∞3 7.0 8.1 8.2 / ∞4 1.0 9.1 12.2 / "
        "2.0 3.0 10.0 12.0 / 11.0 0.1 2.2 10.2 / 6.0 11.1 3.2 9.2 / 9.0 1.2 4.2 5.2 / 8.0 2.1 5.1 6.1 / "
        "1.1 7.1 12.1 0.2"
    ),
)

# 44 players, 14 rounds: a 4-RGDD of type 2^22 (everybody meets everybody but one partner: x.i and
# (x+7).i, ∞0 and ∞1), the social golfer instance 11-4-14. The base round is also invariant under
# x.i → (11x).(i+1) (a multiplier of order 3 that turns the three copies), which cut the search to a
# few minutes: found by `python tools/find_designs_sat.py 44x14-mu11-rot` (SAT); the same group
# without the multiplier, and the annealing, had found nothing.
DENSE_44_14 = CyclicDesign(
    modulus=14,
    groups=3,
    infinities=2,
    base=base_round(
        "∞0 4.0 2.1 8.2 / ∞1 7.0 7.1 7.2 / 0.0 9.2 12.2 13.2 / 1.0 3.0 6.0 0.1 / 2.0 8.0 3.1 10.2 / "
        "5.0 9.0 1.2 6.2 / 10.0 11.0 1.1 13.1 / 12.0 4.1 8.1 5.2 / 13.0 6.1 2.2 4.2 / "
        "5.1 10.1 11.1 0.2 / 9.1 12.1 3.2 11.2"
    ),
)

# 48 players, 13 rounds. Found by find_base_rounds.py 13 3 9 --seed 1 in about a minute.
DENSE_48_13 = CyclicDesign(
    modulus=13,
    groups=3,
    infinities=9,
    base=base_round(
        "3.1 4.1 7.1 9.1 / ∞8 2.0 1.1 3.2 / ∞7 11.0 6.1 9.2 / ∞1 6.0 10.1 8.2 / ∞6 4.0 0.1 4.2 / "
        "∞5 7.0 5.1 0.2 / 0.0 1.0 3.0 9.0 / ∞0 12.0 2.1 2.2 / ∞2 8.0 8.1 5.2 / ∞4 10.0 12.1 6.2 / "
        "∞3 5.0 11.1 10.2 / 1.2 7.2 11.2 12.2"
    ),
)

# 48 players, 14 rounds (one short of the 4-RGDD of type 3^16 that 48 x 15 would be). The base round
# is also invariant under x.i → (11x).(i+1), a multiplier of order 3 that turns the three copies:
# found by `python tools/find_designs_sat.py 48x14-mu11-rot` (SAT) in 19 s; annealing over the
# same group without the multiplier had found nothing in 900 s.
DENSE_48_14 = CyclicDesign(
    modulus=14,
    groups=3,
    infinities=6,
    base=base_round(
        "∞0 2.0 8.1 4.2 / ∞1 7.0 7.1 7.2 / ∞2 10.0 12.1 6.2 / ∞3 11.0 9.1 1.2 / ∞4 12.0 6.1 10.2 / "
        "∞5 13.0 3.1 5.2 / 0.0 4.0 5.0 13.2 / 1.0 9.0 2.2 12.2 / 3.0 0.1 2.1 13.1 / 6.0 8.0 1.1 11.1 / "
        "4.1 10.1 9.2 11.2 / 5.1 0.2 3.2 8.2"
    ),
)

# 48 players, 15 rounds: a 4-RGDD of type 3^16 (the groups are {x.0, x.1, x.2} and {∞0, ∞1, ∞2}),
# the social golfer instance 12-4-15. Like 36 x 11, the base round is also invariant under turning
# the groups x.i → x.(i+1), ∞i → ∞(i+1): found by `python tools/find_designs_sat.py 48x15-rot`
# (SAT) in 836 s of solver time at load 5-7; the exact cover without the turn had found nothing.
DENSE_48_15 = CyclicDesign(
    modulus=15,
    groups=3,
    infinities=3,
    base=base_round(
        "∞2 0.0 7.1 1.2 / ∞0 1.0 0.1 7.2 / ∞1 7.0 1.1 0.2 / 2.0 4.0 12.0 6.2 / 3.0 5.1 11.1 8.2 / "
        "5.0 11.0 8.1 3.2 / 6.0 2.1 4.1 12.1 / 8.0 3.1 5.2 11.2 / 9.0 10.1 13.1 14.1 / "
        "10.0 13.0 14.0 9.2 / 6.1 2.2 4.2 12.2 / 9.1 10.2 13.2 14.2"
    ),
)

# 52 players, 14 rounds. Found by find_base_rounds.py 14 3 10 --seed 1 in about a minute.
DENSE_52_14 = CyclicDesign(
    modulus=14,
    groups=3,
    infinities=10,
    base=base_round(
        "∞6 1.0 8.1 2.2 / 7.2 9.2 12.2 13.2 / 5.1 7.1 10.1 11.1 / 4.0 5.0 8.0 10.0 / ∞9 11.0 12.1 10.2 / "
        "∞0 13.0 2.1 1.2 / ∞8 7.0 9.1 5.2 / ∞4 0.0 4.1 11.2 / ∞5 12.0 6.1 8.2 / ∞3 2.0 0.1 6.2 / "
        "∞2 6.0 3.1 0.2 / ∞1 9.0 1.1 4.2 / ∞7 3.0 13.1 3.2"
    ),
)

# 52 players, 15 rounds. Found by find_base_rounds.py 15 3 7 --seed 3 in 4 minutes (seed 1: not in 900 s).
DENSE_52_15 = CyclicDesign(
    modulus=15,
    groups=3,
    infinities=7,
    base=base_round(
        "∞1 6.0 14.1 7.2 / ∞3 11.0 5.1 0.2 / 3.2 10.2 12.2 13.2 / 2.1 10.1 12.1 13.1 / ∞4 4.0 4.1 1.2 / "
        "0.0 10.0 13.0 8.2 / ∞0 3.0 8.1 14.2 / ∞5 14.0 6.1 4.2 / 1.0 7.0 8.0 11.1 / ∞2 2.0 1.1 2.2 / "
        "0.1 9.1 5.2 9.2 / 5.0 9.0 7.1 11.2 / ∞6 12.0 3.1 6.2"
    ),
)

DENSE_DESIGNS = (DENSE_36_10, DENSE_36_11, DENSE_44_12, DENSE_44_13, DENSE_44_14, DENSE_48_13, DENSE_48_14,
                 DENSE_48_15, DENSE_52_14, DENSE_52_15)
