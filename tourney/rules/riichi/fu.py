"""Riichi fu (minipoints) of one reading: rules RI-U01–RI-U10 of docs/rules/riichi.md.

Sets are ``(kind, index, concealed)`` as in :mod:`riichi_yaku`; ``wait`` is ``"ryanmen"``,
``"kanchan"``, ``"penchan"``, ``"tanki"`` or ``"shanpon"``. :func:`standard_fu` returns the rounded
total; with ``details`` it also appends the ``(rule id, fu)`` lines that make it up.
"""

from __future__ import annotations

from tourney.rules.riichi.yaku import HEADS

SEVEN_PAIRS_FU = 25  # RI-U02
_WAIT_FU = {"kanchan": 2, "penchan": 2, "tanki": 2}


def set_fu(kind: str, index: int, concealed: bool) -> int:
    """RI-U05/U06: a pung 2, doubled for terminals and honours, for concealed, and ×4 for a kong."""
    if kind == "c":
        return 0
    fu = 2
    if index in HEADS:
        fu *= 2
    if concealed:
        fu *= 2
    if kind == "k":
        fu *= 4
    return fu


def pair_fu(pair: int, seat_wind: int, round_wind: int, double_wind: int = 4) -> int:
    """RI-U07: a pair of dragons, of the seat wind or of the round wind; both winds at once."""
    if pair >= 31:
        return 2
    if pair == seat_wind and pair == round_wind:
        return double_wind
    if pair in (seat_wind, round_wind):
        return 2
    return 0


def standard_fu(sets: list[tuple[str, int, bool]], pair: int, wait: str, *, closed: bool, tsumo: bool,
                pinfu: bool, seat_wind: int, round_wind: int, double_wind: int = 4,
                details: list[tuple[str, int]] | None = None) -> int:
    """The fu of a standard reading, rounded up to 10 (RI-U09); pinfu 20 self-drawn, 30 on a discard."""
    if pinfu:
        total = 20 if tsumo else 30
        if details is not None:
            details.append(("RI-U10", total))
        return total
    if details is None:
        return rounded_fu(sets, pair, wait, closed, tsumo, seat_wind, round_wind, double_wind)
    lines = [("RI-U01", 20)]
    if closed and not tsumo:
        lines.append(("RI-U03", 10))
    if tsumo:
        lines.append(("RI-U04", 2))
    for kind, index, concealed in sets:
        fu = set_fu(kind, index, concealed)
        if fu:
            lines.append(("RI-U05" if kind != "k" else "RI-U06", fu))
    fu = pair_fu(pair, seat_wind, round_wind, double_wind)
    if fu:
        lines.append(("RI-U07", fu))
    if wait in _WAIT_FU:
        lines.append(("RI-U08", _WAIT_FU[wait]))
    total = sum(fu for _, fu in lines)
    if total == 20 and not closed:
        lines.append(("RI-U09", 10))  # an open hand with nothing else scores 30 (RI-U09)
        total = 30
    if details is not None:
        details.extend(lines)
    return -(-total // 10) * 10


_SET_FU = {(kind, index, concealed): set_fu(kind, index, concealed)
           for kind in "cpk" for index in range(34) for concealed in (False, True)}
"""Every set's fu (a table of 204, made once): a set is (kind, index, concealed)."""


def rounded_fu(sets: list[tuple[str, int, bool]], pair: int, wait: str, closed: bool, tsumo: bool,
                   seat_wind: int, round_wind: int, double_wind: int) -> int:
    """:func:`standard_fu` of a reading that is not pinfu, without its lines: the same sum, made for
    every reading tried."""
    total = 20 + (2 if tsumo else 10 if closed else 0)  # RI-U01, U04 tsumo, U03 closed ron
    for one in sets:
        total += _SET_FU[one]
    total += pair_fu(pair, seat_wind, round_wind, double_wind) + _WAIT_FU.get(wait, 0)
    if total == 20 and not closed:
        total = 30  # RI-U09
    return -(-total // 10) * 10
