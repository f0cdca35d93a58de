"""Settling a riichi deal: wins with honba and riichi sticks, exhaustive draws, chombo (RI-P01–P09).

The table is a fifth party: a riichi declaration pays it 1,000 (RI-P05) and the winner takes every
stick it holds (RI-P06). ``payments`` and ``net`` are what the seats pay each other (hands, honba,
noten payments), and ``net`` sums to zero as for every ruleset; the result's ``"sticks"`` is each
seat's money to (negative) and from the table, and ``"table"`` the table's change, so that
``sticks`` and ``table`` sum to zero too. ``"riichi_sticks_after"`` is what the
next hand starts with; a seat's points move by ``net + sticks`` (RI-P05, RI-G06).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tourney.rules.result import NO_SCORE, SEAT_WINDS, DealResult, HandScore, Payment, Settlement, settle
from tourney.rules.riichi.points import ron_value, tsumo_shares

if TYPE_CHECKING:
    from tourney.rules.deal import Deal, Seat
    from tourney.rules.riichi.deal import Table
    from tourney.rules.riichi.hand import Reading

STICK = 1000  # RI-P05
HONBA_RON = 300  # RI-P04: 300 per counter, 100 from each loser on a self-drawn win
NOTEN_TOTAL = 3000  # RI-P07


def _order_from(discarder: str) -> list[str]:
    start = SEAT_WINDS.index(discarder)
    return [SEAT_WINDS[(start + k) % 4] for k in range(1, 4)]


def _result(ruleset: str, seats: dict[str, HandScore], transfers: list[tuple[str, str, int]],
            to_table: dict[str, int], table_to: str | None, pot: int, *, void: bool = False,
            extra: dict[str, object] | None = None) -> DealResult:
    settled = _settled(transfers)
    sticks = {wind: -to_table.get(wind, 0) for wind in SEAT_WINDS}
    sticks_after = pot // STICK
    if table_to is not None and pot:
        sticks[table_to] += pot
        sticks_after = 0
    out = {"sticks": sticks, "table": -sum(sticks.values()), "riichi_sticks_after": sticks_after,
           **(extra or {})}
    return DealResult(ruleset, seats, settled, void=void, extra=out)


def _settled(transfers: list[tuple[str, str, int]]) -> Settlement:
    """:func:`result.settle` of riichi's transfers, which are already one per ordered pair (a loser pays
    each winner once): the sums skipped, the zero ones dropped all the same."""
    net = dict.fromkeys(SEAT_WINDS, 0)
    payments = []
    seen = set()
    for payer, payee, amount in transfers:
        pair = (payer, payee)
        if payer == payee or pair in seen:
            return settle(transfers)  # never from riichi's own transfers; settle sums or refuses as always
        seen.add(pair)
        if amount:
            payments.append(Payment(payer, payee, amount))
            net[payer] -= amount
            net[payee] += amount
    return Settlement(tuple(payments), net)


def settle_wins(ruleset: str, deal: Deal, table: Table, readings: dict[str, Reading],
                scores: dict[str, HandScore]) -> DealResult:
    """RI-P01–P06, P09: each winner paid, honba to each winner, the table's sticks to the first."""
    transfers: list[tuple[str, str, int]] = []
    winners = deal.winners
    first = winners[0].wind
    source = winners[0].win.source if winners[0].win else "self"
    if source != "self" and len(winners) > 1:
        first = next(w for w in _order_from(source) if deal.seats[w].win)
    for seat in winners:
        win = seat.win
        assert win is not None
        base = readings[seat.wind].base
        dealer = seat.wind == "E"
        if win.self_drawn:
            from_dealer, from_other = tsumo_shares(base, dealer)
            for loser in SEAT_WINDS:
                if loser != seat.wind:
                    share = from_dealer if loser == "E" else from_other
                    transfers.append((loser, seat.wind, share + table.honba * HONBA_RON // 3))
        else:
            transfers.append((win.source, seat.wind, ron_value(base, dealer) + table.honba * HONBA_RON))
    to_table = {w: STICK for w in table.riichi}
    pot = (table.sticks + len(to_table)) * STICK
    seats = {w: scores[w] if w in scores else HandScore() for w in SEAT_WINDS}
    return _result(ruleset, seats, transfers, to_table, first, pot, extra={"honba": table.honba})


def settle_one(ruleset: str, deal: Deal, seat: Seat, table: Table, reading: Reading,
               score: HandScore) -> DealResult:
    """:func:`settle_wins` of a deal whose one winner is ``seat`` (most deals): the same result, its
    payments written at once (one loser on a discard, three on a self-drawn win: one per pair)."""
    win = seat.win
    assert win is not None
    wind = seat.wind
    source = win.source
    if source == wind:
        return settle_wins(ruleset, deal, table, {wind: reading}, {wind: score})  # refused as always
    base = reading.base
    dealer = wind == "E"
    honba = table.honba
    net = {"E": 0, "S": 0, "W": 0, "N": 0}  # SEAT_WINDS, in order
    payments = []
    if source == "self":
        from_dealer, from_other = tsumo_shares(base, dealer)
        bonus = honba * HONBA_RON // 3
        won = 0
        for loser in SEAT_WINDS:
            if loser != wind:
                amount = (from_dealer if loser == "E" else from_other) + bonus
                if amount:
                    payments.append(Payment(loser, wind, amount))
                    net[loser] = -amount
                    won += amount
        net[wind] = won
    else:
        amount = ron_value(base, dealer) + honba * HONBA_RON
        if amount:
            payments.append(Payment(source, wind, amount))
            net[source] = -amount
            net[wind] = amount
    riichi = table.riichi
    pot = (table.sticks + len(riichi)) * STICK
    if riichi:
        sticks = {w: -STICK if w in riichi else 0 for w in SEAT_WINDS}
    else:
        sticks = {"E": 0, "S": 0, "W": 0, "N": 0}
        if not pot:  # no stick moves (most hands): the table's change is 0 without summing
            seats = dict.fromkeys(SEAT_WINDS, NO_SCORE)
            seats[wind] = score
            out = {"sticks": sticks, "table": 0, "riichi_sticks_after": 0, "honba": honba}
            return DealResult(ruleset, seats, Settlement(tuple(payments), net), False, out)
    if pot:
        sticks[wind] += pot
    seats = dict.fromkeys(SEAT_WINDS, NO_SCORE)  # the three seats that did not win score nothing
    seats[wind] = score
    out = {"sticks": sticks, "table": -sum(sticks.values()), "riichi_sticks_after": 0, "honba": honba}
    return DealResult(ruleset, seats, Settlement(tuple(payments), net), False, out)


def settle_draw(ruleset: str, deal: Deal, table: Table) -> DealResult:
    """RI-P07: noten players pay 3,000 shared among the tenpai ones; RI-P08: a chombo pays nothing."""
    seats = {w: HandScore() for w in SEAT_WINDS}
    if table.chombo:
        return _result(ruleset, seats, [], {}, None, table.sticks * STICK, void=True,
                       extra={"chombo": list(table.chombo), "honba": table.honba})
    tenpai = [w for w in SEAT_WINDS if table.tenpai.get(w, w in table.riichi)]
    transfers: list[tuple[str, str, int]] = []
    if 0 < len(tenpai) < 4:
        each = NOTEN_TOTAL // (len(tenpai) * (4 - len(tenpai)))
        transfers = [(noten, ready, each) for noten in SEAT_WINDS if noten not in tenpai for ready in tenpai]
    to_table = {w: STICK for w in table.riichi}
    pot = (table.sticks + len(to_table)) * STICK
    return _result(ruleset, seats, transfers, to_table, None, pot, void=True,
                   extra={"tenpai": tenpai, "honba": table.honba})
