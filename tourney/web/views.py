"""What each page shows, read from the open file in one go (these run through the gate).

Every function takes the store first and returns plain values for the templates: names stay as
typed (the templates escape them), the lower layers' messages come back in the page's language.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from tourney import services
from tourney.services.phone import tile_help
from tourney.services.printing import PrintError, seating, standings_sheets
from tourney.services.reading import table_result
from tourney.store import Store
from tourney.tournament.model import WINDS, Player
from tourney.web.checkin_table import table_here
from tourney.web.extras import (
    instant_rows,
    riichi_score,
    row_name,
    seat_fields,
    several_winners,
    sticks_lines,
)
from tourney.web.words import flag_word, flags_of, item_name, said, words

COMING_SECONDS = 15 * 60  # how long the phone says "the referee is coming" after the call was answered

TILES: dict[str, list[str]] = {
    "m": [f"{n}m" for n in range(1, 10)], "p": [f"{n}p" for n in range(1, 10)],
    "s": [f"{n}s" for n in range(1, 10)], "z": ["E", "S", "W", "N", "Rd", "Gd", "Wd"],
    "f": ["1f", "2f", "3f", "4f", "1y", "2y", "3y", "4y"],
}


def palette(ruleset: str, options: dict[str, Any] | None = None) -> list[list[str]]:
    """The tile buttons of the entry form, by row, for the ruleset played."""
    rows = [TILES["m"], TILES["p"], TILES["s"], TILES["z"]]
    if ruleset.startswith("riichi"):  # no bonus tiles; the red fives where the house rules play them
        return rows + ([["0m", "0p", "0s"]] if (options or {}).get("red_fives") else [])
    if ruleset == "american":
        rows.append(["F", "J"])
    else:
        rows.append(TILES["f"] + (["1a", "2a", "3a", "4a"] if ruleset == "singapore" else []))
    return rows


def seated_players(store: Store, round_number: int, table: int) -> tuple[dict[str, int], dict[int, Player]]:
    """Who sits where at the table (wind to player id), and those players by id: the table's players
    only (reading every player of the file for four names cost a large part of a page)."""
    seats = dict(services.seating_of(store, round_number, table))
    return seats, {pid: services.player(store, pid) for pid in seats.values()}


def seated(store: Store, round_number: int, table: int) -> tuple[dict[str, int], dict[int, str]]:
    """Who sits where at the table (wind to player id), and their names."""
    seats, players = seated_players(store, round_number, table)
    return seats, {pid: player.name for pid, player in players.items()}


def tournament_fixed(store: Store, lang: str) -> dict[str, Any]:
    """What every table's page shows alike and only the referee changes: the tournament, its ruleset's
    tools and words, the totals form."""
    info = services.tournament(store)
    form = services.totals_form(store)
    return {"tile_help": plain_help(info.ruleset, info.options, lang), "reasons": services.REASONS,
            "tournament": info.name, "ruleset": info.ruleset,
            "final_points": form.final_points, "start": form.start,
            "palette": palette(info.ruleset, info.options), "flags": flags_of(info.ruleset),
            "flag_words": {f: flag_word(f, info.ruleset) for f in flags_of(info.ruleset)}, "lang": lang,
            "fields": seat_fields(info.ruleset), "several_winners": several_winners(info.ruleset)}


def table_fixed(store: Store, round_number: int, table: int, lang: str,
                everyone: dict[str, Any] | None = None) -> dict[str, Any]:
    """What a table's page shows that only the referee changes (the tournament and its ruleset, the
    table's seating and players): the same however many deals the tables send, so kept between pages.
    ``everyone``: :func:`tournament_fixed`'s part when it is known to be current."""
    seats, players = seated_players(store, round_number, table)
    return {**(everyone or tournament_fixed(store, lang)), "round": round_number, "table": table,
            "at_seat": {w: players[seats[w]].name if w in seats else w for w in WINDS},
            "winds": [w for w in WINDS if w in seats],
            "seating": seats,  # sent back with a deal
            "players": players}  # for the day's check-in


def table_page(store: Store, round_number: int, table: int, phone: str, lang: str,
               fixed: dict[str, Any] | None = None) -> dict[str, Any]:
    """The table's seating, its sheet and what its phones sent, and the form's next deal (``fixed``:
    :func:`table_fixed`'s part when it is known to be current)."""
    fixed = fixed or table_fixed(store, round_number, table, lang)
    at_seat, seats = fixed["at_seat"], fixed["seating"]
    following = services.next_deal(store, round_number, table)
    result = table_result(store, round_number, table)  # its own deals only, not the whole file's
    deals = []
    for record in result.deals if result and result.kind == "deals" else ():
        deals.append({"number": record.number, "net": record.moved_by_table_wind(),
                      "winners": [at_seat[record.seats[w]] for w in WINDS
                                  if record.deal.get("seats", {}).get(w, {}).get("win")]})
    page = words(lang)
    everything = services.submissions(store, round_number, table)
    numbers = services.phone_numbers(everything)
    sent = [{"id": s.id, "number": s.number, "kind": s.kind, "status": s.status, "reason": s.reason,
             "mine": s.phone == phone or phone in s.confirmed_by, "entry": s.entry, "at": s.sent_at[11:16],
             "phone": numbers[round_number, table, s.phone], "names": _instant_names(s.entry, page)}
            for s in reversed(everything)]
    finished = bool(following.get("finished"))
    if finished:
        page_done = page["finished_totals"] if result and result.kind == "totals" else \
            page["finished"].format(n=len(deals) or following["number"] - 1)
    return {**fixed, "finished": finished, "finished_words": page_done if finished else "",
            "call": call_state(store, round_number, table, lang), "next": following,
            "deal_seats": {w: at_seat[following["players"][w]] for w in WINDS},
            "deals": deals, "totals": result.totals if result else None,
            "totals_only": bool(result and result.kind == "totals"),
            "sent": sent, "carried": following.get("carried", {}),
            # the phones whose page differs from a stranger's (what they sent or confirmed is theirs)
            "phones": frozenset(p for s in everything for p in (s.phone, *s.confirmed_by)),
            # before the round's first deal the table can say "we are all here" (the day's check-in)
            "here": table_here(store, seats, fixed["players"])
            if not (deals or everything or finished) else []}


def _instant_names(entry: dict[str, Any], page: dict[str, str]) -> dict[str, list[str]]:
    """The words of each seat's instant-payment rows in a sent deal, for the form when it is corrected."""
    sent = entry.get("seats")
    seats = sent if isinstance(sent, dict) else {}
    return {w: [_row_words(r, page) for r in seat["instant"]]
            for w, seat in seats.items() if isinstance(seat, dict) and isinstance(seat.get("instant"), list)}


def _row_words(record: Any, page: dict[str, str]) -> str:
    try:
        return row_name(record, page)
    except (KeyError, TypeError):  # not a row the engine accepted: the form shows its kind, as before
        return str(record.get("kind", "")) if isinstance(record, dict) else ""


def preview(store: Store, round_number: int, table: int, number: Any, deal: Any, lang: str) -> dict[str, Any]:
    """The engine's score of a deal, worded for the phone: items with rule ids, payments, net."""
    ruleset = services.tournament(store).ruleset
    rows = instant_rows(deal) if "instant" in seat_fields(ruleset) else {}
    page = words(lang)
    scored = services.preview_deal(store, round_number, table, number, deal)
    at, who = seated(store, round_number, table)
    name = {w: who.get(at.get(scored["players"][w], -1), w) for w in WINDS}
    result = scored["result"]
    seats = []
    for wind in WINDS:
        seat = result["seats"].get(wind, {})
        items = [{"rule": i.get("rule", ""), "name": item_name(i.get("name", ""), lang),
                  "value": _value(i, riichi=ruleset.startswith("riichi"))} for i in seat.get("items", [])]
        seats.append({"wind": wind, "name": name[wind], "score": seat.get("score", 0), "items": items,
                      "limit": seat.get("limit") or "", **riichi_score(seat, page, lang)})
    payments = [f"{name[p['from']]} {page['pays']} {p['amount']} → {name[p['to']]}"
                for p in result.get("payments", [])]
    net = [{"name": name[w], "wind": w, "points": result.get("net", {}).get(w, 0)} for w in WINDS]
    instant = {w: [{"record": r, "name": row_name(r, page)} for r in found] for w, found in rows.items()}
    return {"ok": True, "seats": seats, "payments": payments, "net": net, "number": scored["number"],
            # each hand exactly as it will be recorded (the palette already writes it in its groups)
            "hands": {w: str(scored["deal"]["seats"].get(w, {}).get("hand", "")) for w in WINDS},
            "round_wind": scored["deal"].get("round_wind"), "instant": instant,
            "sticks": sticks_lines(result, name, page)}


def call_state(store: Store, round_number: int, table: int, lang: str) -> dict[str, str]:
    """Whether the table's last call for the referee waits ("waiting") or was answered ("coming")."""
    made = services.calls(store, round_number=round_number, table=table)
    if not made:
        return {"state": "none", "message": ""}
    last, page = made[-1], words(lang)
    if last.open:
        return {"state": "waiting", "message": page["call_waiting"].format(at=last.called_at[11:16])}
    answered = datetime.fromisoformat(last.acknowledged_at or last.called_at)
    if (datetime.now() - answered).total_seconds() > COMING_SECONDS:
        return {"state": "none", "message": ""}
    return {"state": "coming", "message": page["call_coming"]}


def call(store: Store, round_number: int, table: int, reason: Any, lang: str) -> dict[str, Any]:
    services.call_referee(store, round_number, table, reason)
    return {"ok": True, **call_state(store, round_number, table, lang)}


def plain_help(ruleset: str, options: dict[str, Any], lang: str) -> str:
    return said(tile_help(ruleset, options), lang)


def _value(item: dict[str, Any], riichi: bool = False) -> str:
    """What an item is worth as the sheets say it: points, a doubling (x2, x4...), fan, or a value;
    riichi's yaku and dora in han, and its fu item in fu."""
    if riichi:
        return f"{item['fan']} han" if item.get("fan") else f"{item.get('points', 0)} fu"
    parts = []
    if item.get("points"):
        parts.append(str(item["points"]))
    if item.get("doubles"):
        parts.append(f"×{2 ** int(item['doubles'])}")
    if item.get("fan"):
        parts.append(f"{item['fan']} fan")
    if item.get("value"):
        parts.append(str(item["value"]))
    return " ".join(parts)


def current_round(store: Store) -> int | None:
    """The first drawn round with a table still without a final result, else the last drawn round."""
    drawn = sorted({t.round for t in services.tables(store)})
    if not drawn:
        return None
    final = {(r.round, r.table) for r in services.results(store, deals=False) if r.final}
    for number in drawn:
        if any((number, t.number) not in final for t in services.tables(store, number)):
            return number
    return drawn[-1]


def live_page(store: Store, lang: str) -> dict[str, Any]:
    """The public page: the current round's seating both ways, the standings, the round's clock."""
    info = services.tournament(store)
    number = current_round(store)
    view: dict[str, Any] = {"tournament": info.name, "round": number, "by_table": [], "by_name": [],
                            "standings": None, "ends_at": "", "now": datetime.now().isoformat()}
    if number is not None:
        _, rows = seating(store, number)
        for table in sorted({r.table for r in rows}):
            view["by_table"].append((table, sorted((r for r in rows if r.table == table),
                                                   key=lambda r: WINDS.index(r.wind))))
        view["by_name"] = sorted(rows, key=lambda r: r.name.casefold())
        rnd = services.round_info(store, number)
        if rnd.starts_at and rnd.duration_minutes:
            view["ends_at"] = rnd.ends_at.isoformat() if rnd.ends_at else ""
    view["hidden"] = services.standings_hiding(store).hides(number)
    if view["hidden"]:
        return view
    try:
        _, sheets = standings_sheets(store)
        view["standings"] = sheets[0]
    except PrintError:
        pass
    return view


def version(store: Store) -> int:
    """Grows with every change of the file: the live page reloads when it moves."""
    rows = store.query("SELECT max(id) AS last FROM events")
    return int(rows[0]["last"] or 0)


def message_of(error: Exception, lang: str) -> str:
    return said(getattr(error, "message", str(error)), lang)
