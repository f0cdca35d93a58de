"""The cut to a final: after a round the top N play on among themselves, seated by standing.

``cut_to_final`` is one undoable action: it records the final (who, after which round, what they
carry), takes the seats of every round after the cut off the file and seats the first round of the
final. ``seat_final_round`` seats each later round by the final's standing. The finalists sit by the
pattern (the snake 1-4-5-8 / 2-3-6-7 unless the referee gives another) through the Swiss draw of
:mod:`tourney.tournament.seating`, which moves a player to a neighbouring table where that avoids a
repeated meeting; the others play a consolation bracket seated by standing, or stop.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from tourney.language import Words, say
from tourney.services.errors import ServiceError
from tourney.services.final_read import read_final
from tourney.services.reading import tables as read_tables
from tourney.services.reading import tournament as read_tournament
from tourney.services.seating import _context, played_rounds, still_unplayed
from tourney.services.standings import standings
from tourney.store import Changes, Store
from tourney.tournament import seating
from tourney.tournament.final import (
    CARRIES,
    OTHERS,
    Final,
    parse_pattern,
    seating_order,
    snake,
    table_size_for,
)
from tourney.tournament.model import WINDS, Table
from tourney.tournament.seating import OddCount, SeatingRequest

__all__ = ["FinalReport", "cut_to_final", "read_final", "seat_final_round"]


@dataclass(frozen=True)
class FinalReport:
    """What a cut or a final round's draw did: the final, the round seated and how its search ended."""

    final: Final
    round: int
    tables: list[Table]
    byes: tuple[int, ...]
    stopped: str  # the Swiss draw's word for the finalists' tables (solved, band_2, no_band...)
    others_stopped: str = ""

    def text(self, names: dict[int, str]) -> str:
        others = say("play a consolation bracket") if self.final.others == "consolation" else say("stop")
        lines: list[str] = [say("Final of {count} after round {round}, score {carry}; the others {others}; "
                                "round {seated} seated (* the final's tables)", count=self.final.size,
                                round=self.final.after_round, carry=carry_words(self.final.carry),
                                others=others, seated=self.round)]
        top = self.final.size // self.final.table_size
        for table in self.tables:
            mark = "*" if table.number <= top else " "
            seats = ", ".join(f"{w} {names.get(table.seats[w], table.seats[w])}"
                              for w in WINDS if w in table.seats)
            lines.append(f"{mark}{table.number:>3}  {seats}")
        if self.stopped == "no_band":
            lines.append(say("some finalists meet again: no seating by standing avoids it"))
        return "\n".join(str(line) for line in lines)


def cut_to_final(store: Store, after_round: int, top: int, carry: str = "keep", others: str = "stop",
                 pattern: str | None = None) -> FinalReport:
    """Cut to a final of the ``top`` players after ``after_round`` and seat its first round (undoable)."""
    total = read_tournament(store).rounds
    _check_cut(store, after_round, total, carry, others)
    eligible = [r.player.id for r in standings(store, after_round).rows
                if r.player.status in ("registered", "present")]
    size = table_size_for(top, len(eligible))
    places = parse_pattern(pattern, top, size) if pattern else snake(top, size)
    final = Final(after_round, tuple(eligible[:top]), carry, others, size, places)
    first = after_round + 1
    seats, byes, stopped, rest = _draw(store, final, first, list(final.finalists), eligible[top:])
    description = say("Cut to a final of {count} after round {round} (score {carry})", count=top,
                      round=after_round, carry=carry_words(carry))
    params = {"after_round": after_round, "top": top, "carry": carry, "others": others,
              "pattern": _pattern_text(places)}
    with store.change("cut_to_final", description, params) as log:
        log.insert("finals", {"after_round": after_round, "table_size": size, "carry": carry,
                              "others": others, "pattern": _pattern_text(places),
                              "finalists": json.dumps(final.finalists)})
        later = list(range(first, total + 1))
        still_unplayed(store, log, later)
        for number in later:
            _clear_round(store, log, number)
        _write_round(log, first, seats, byes)
    return FinalReport(final, first, read_tables(store, first), byes, stopped, rest)


def seat_final_round(store: Store, round_number: int | None = None) -> FinalReport:
    """Seat a round of the final (None: the first after the last with results) by the final's standing."""
    final = read_final(store)
    if final is None:
        raise ServiceError("no_final", say("the tournament has no final yet; cut to one first (tourney final "
                                           "FILE --after-round K --top N)"))
    total = read_tournament(store).rounds
    number = round_number if round_number is not None else max(played_rounds(store), default=0) + 1
    if isinstance(number, bool) or not isinstance(number, int) or not final.after_round < number <= total:
        raise ServiceError("no_round", say("round {number!r} is not a round of the final (rounds {first} to "
                                           "{last})", number=number, first=final.after_round + 1, last=total))
    if number in played_rounds(store):
        raise ServiceError("round_played", say("round {round} already has results; it cannot be seated again",
                                               round=number))
    table = standings(store, number - 1)
    finalists = [r.player.id for r in table.rows if r.final] or list(final.finalists)
    rest = [r.player.id for r in table.rows  # before the final's first round no row is marked final
            if r.player.id not in finalists and r.player.status in ("registered", "present")]
    seats, byes, stopped, others = _draw(store, final, number, finalists, rest)
    with store.change("seat_final_round", say("Seat round {round} of the final", round=number),
                      {"round": number}) as log:
        still_unplayed(store, log, [number])
        _clear_round(store, log, number)
        _write_round(log, number, seats, byes)
    return FinalReport(final, number, read_tables(store, number), byes, stopped, others)


def _check_cut(store: Store, after_round: int, total: int, carry: str, others: str) -> None:
    if carry not in CARRIES:
        raise ServiceError("bad_value", say("--carry {value!r}: choose keep, half or none", value=carry))
    if others not in OTHERS:
        raise ServiceError("bad_value", say("--others {value!r}: choose consolation or stop", value=others))
    if read_final(store) is not None:
        raise ServiceError("final_exists", say("the tournament already has a final; undo it to cut again"))
    if isinstance(after_round, bool) or not isinstance(after_round, int) or not 1 <= after_round < total:
        raise ServiceError("bad_round", say("--after-round {value!r}: the cut comes after one of rounds 1 to "
                                            "{last}, so that a round is left for the final",
                                            value=after_round, last=total - 1))
    seated = {t.number for t in read_tables(store, after_round)}
    done = {r["table_no"] for r in store.query("SELECT table_no FROM table_results WHERE round = ? AND "
                                               "status = 'final'", [after_round])}
    if not seated or seated - done:
        raise ServiceError("round_not_finished", say(
            "--after-round {round}: round {round} is not finished (table {table} has no final result)",
            round=after_round, table=min(seated - done, default=1)))
    later = sorted(r for r in played_rounds(store) if r > after_round)
    if later:
        raise ServiceError("round_played", say("--after-round {round}: round {later} already has results",
                                               round=after_round, later=later[0]))


Seats = list[tuple[int, tuple[int, ...]]]


def _draw(store: Store, final: Final, number: int, finalists: list[int],
          others: list[int]) -> tuple[Seats, tuple[int, ...], str, str]:
    """The tables of round ``number``: the finalists' first (by the pattern), then the consolation's."""
    ctx = _context(store, number, number - 1, None)
    base = replace(ctx.request, rounds=number, fixed_tables={}, never_together=(), clubs={})
    odd = OddCount.THREE_PLAYER_TABLES if final.table_size == 3 else OddCount.BYE
    order = seating_order(finalists, final.pattern)
    result = seating.draw_swiss_round(_only(base, finalists, odd), order, seconds=None, iterations=2000,
                                      seed=0)
    tables = [tuple(t) for t in result.rounds[number - 1].tables]
    if result.stopped == "no_band":  # a repeat cannot be avoided: the pattern as it is, winds turning
        turn = (number - final.after_round - 1) % final.table_size
        chunks = [order[i:i + final.table_size] for i in range(0, len(order), final.table_size)]
        tables = [tuple(chunk[turn:] + chunk[:turn]) for chunk in chunks]
    byes: tuple[int, ...] = ()
    stopped_others = ""
    if final.others == "consolation" and len(others) >= 3:
        threes = any(len(t.seats) == 3 for t in read_tables(store))
        odd_rest = OddCount.THREE_PLAYER_TABLES if threes or len(others) < 4 else OddCount.BYE
        rest = seating.draw_swiss_round(_only(base, others, odd_rest), others, seconds=None, iterations=2000,
                                        seed=0)
        tables += [tuple(t) for t in rest.rounds[number - 1].tables]
        byes = tuple(rest.rounds[number - 1].byes)
        stopped_others = rest.stopped
    return list(enumerate(tables, start=1)), byes, result.stopped, stopped_others


def _only(request: SeatingRequest, players: list[int], odd: OddCount) -> SeatingRequest:
    return replace(request, players=tuple(sorted(players)), odd_count=odd)


def _clear_round(store: Store, log: Changes, number: int) -> None:
    for row in store.query("SELECT id FROM seats WHERE round = ?", [number]):
        log.delete("seats", row["id"])
    for row in store.query("SELECT id FROM byes WHERE round = ?", [number]):
        log.delete("byes", row["id"])


def _write_round(log: Changes, number: int, seats: Seats, byes: tuple[int, ...]) -> None:
    for table_no, table in seats:
        for wind, pid in zip(WINDS[:len(table)], table, strict=True):
            log.insert("seats", {"round": number, "table_no": table_no, "wind": wind, "player_id": pid})
    for pid in byes:
        log.insert("byes", {"round": number, "player_id": pid})


def _pattern_text(places: tuple[tuple[int, ...], ...]) -> str:
    return "/".join("-".join(str(p) for p in table) for table in places)


def carry_words(carry: str) -> Words:
    """keep, half or none as the window and the log say them."""
    return {"keep": say("kept"), "half": say("halved"), "none": say("cleared")}[carry]
