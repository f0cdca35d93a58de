"""Riichi points: han and fu to the basic points, the limits, and what each loser pays.

Rules RI-L01–L08 (limits) and RI-P01–P04 (payments of a winning hand) of docs/rules/riichi.md.
The *basic points* are ``fu × 2^(2 + han)``, capped by the limits; a loser's share is a multiple of
them rounded up to the next 100.
"""

from __future__ import annotations

from tourney.language import Words, say

MANGAN = 2000
LIMIT_NAMES: dict[str, Words] = {
    "RI-L01": say("Mangan"), "RI-L02": say("Haneman"), "RI-L03": say("Baiman"),
    "RI-L04": say("Sanbaiman"), "RI-L05": say("Yakuman"), "RI-L06": say("Counted yakuman (kazoe)"),
    "RI-L07": say("Rounded-up mangan (kiriage)"), "RI-L08": say("Double yakuman"),
}


def basic_points(han: int, fu: int, *, kiriage: bool = False, kazoe: bool = True) -> tuple[int, str | None]:
    """The basic points of a hand without yakuman, and the limit reached (rule id) or None."""
    if han >= 13:
        return (8 * MANGAN // 2, "RI-L06") if kazoe else (3 * MANGAN, "RI-L04")
    if han >= 11:
        return 3 * MANGAN, "RI-L04"
    if han >= 8:
        return 2 * MANGAN, "RI-L03"
    if han >= 6:
        return 3 * MANGAN // 2, "RI-L02"
    if han == 5:
        return MANGAN, "RI-L01"
    base = fu * 2 ** (2 + han)
    if base >= MANGAN:
        return MANGAN, "RI-L01"
    if kiriage and base == 1920:
        return MANGAN, "RI-L07"
    return base, None


def yakuman_points(times: int) -> tuple[int, str]:
    """Basic points of a yakuman hand counted ``times`` times (RI-L05, RI-L08)."""
    return 4 * MANGAN * times, "RI-L05" if times == 1 else "RI-L08"


def _up(amount: int) -> int:
    return -(-amount // 100) * 100


def ron_value(base: int, dealer: bool) -> int:
    """RI-P01: what the discarder pays (6 × basic points for the dealer, 4 × otherwise)."""
    return -(-base * (6 if dealer else 4) // 100) * 100  # _up, written out


def tsumo_shares(base: int, dealer: bool) -> tuple[int, int]:
    """RI-P02: (what the dealer pays, what each other loser pays) on a self-drawn win.

    A dealer who wins is paid 2 × basic points by each loser (the first figure is then unused).
    """
    if dealer:
        return _up(2 * base), _up(2 * base)
    return _up(2 * base), _up(base)


def hand_value(base: int, dealer: bool, tsumo: bool) -> int:
    """The whole worth of the hand to its winner, before honba and riichi sticks."""
    if not tsumo:
        return ron_value(base, dealer)
    from_dealer, from_other = tsumo_shares(base, dealer)
    return 3 * from_other if dealer else from_dealer + 2 * from_other
