"""The day's check-in: who has confirmed being in the room, by the referee's tick or by the player's
own card link (a QR code on the player card holding a secret of that player only).

A check-in is kept per day, so a two-day event checks everyone in again on the second morning; the
first check-in also marks a registered player present. Every tick is one logged action.
"""

from __future__ import annotations

import secrets as random_source
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from tourney.language import say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import player as read_player
from tourney.services.reading import players as read_players
from tourney.store import Store
from tourney.tournament.model import Player

SECRET_BYTES = 20  # 160 bits, as the table secrets
EXPECTED = ("registered", "present")  # who should check in: not substitutes, not withdrawn


@dataclass(frozen=True, slots=True)
class CheckIn:
    """One day's check-in: who is in (with the time and how) and who is still missing."""

    day: str
    present: list[tuple[Player, str, str]]  # player, time (HH:MM), "referee" or "card"
    missing: list[Player]


def checkin_day(value: Any = None) -> str:
    """The day as ISO text: today unless given."""
    if value is None or value == "":
        return date.today().isoformat()
    found = validate.iso_date(value, say("the day"))
    assert found is not None
    return found


def checkins(store: Store, day: Any = None) -> CheckIn:
    """Who has checked in on ``day`` (today by default) and who of the expected players has not."""
    when = checkin_day(day)
    rows = {r["player_id"]: r for r in store.query("SELECT * FROM checkins WHERE day = ?", [when])}
    everyone = read_players(store)
    present = [(p, rows[p.id]["at"][11:16], rows[p.id]["via"]) for p in everyone if p.id in rows]
    missing = [p for p in everyone if p.id not in rows and p.status in EXPECTED]
    return CheckIn(when, present, missing)


def checked_in(store: Store, player_ids: list[int], day: Any = None) -> set[int]:
    """Which of ``player_ids`` have checked in on ``day`` (today by default): a table's four, say,
    without reading every player as :func:`checkins` does."""
    marks = ", ".join("?" for _ in player_ids)
    return {r["player_id"] for r in store.query(
        f"SELECT player_id FROM checkins WHERE day = ? AND player_id IN ({marks})",
        [checkin_day(day), *player_ids])}


def next_seat(store: Store, player_id: int) -> tuple[int, int, str] | None:
    """Where a player sits next: the first (round, table, wind) of theirs whose table has no sheet yet."""
    rows = store.query(
        "SELECT round, table_no, wind FROM seats s WHERE player_id = ? AND NOT EXISTS "
        "(SELECT 1 FROM table_results t WHERE t.round = s.round AND t.table_no = s.table_no) "
        "ORDER BY round, table_no, wind LIMIT 1", [player_id])
    return (rows[0]["round"], rows[0]["table_no"], rows[0]["wind"]) if rows else None


def check_in_day(store: Store, player_ids: Any, day: Any = None, via: str = "referee") -> CheckIn:
    """Tick players in for the day (those already in stay as they were); one logged action."""
    when = checkin_day(day)
    found = _players(store, player_ids)
    for p in found:
        if p.status == "withdrawn":
            raise ServiceError("bad_status", say("{name} has withdrawn; re-admit the player before checking "
                                                 "in", name=p.name))
    done = {r["player_id"] for r in store.query("SELECT player_id FROM checkins WHERE day = ?", [when])}
    names = ", ".join(p.name for p in found)
    with store.change("check_in_day", say("Check in {names} on {day}", names=names, day=when),
                      {"players": [p.id for p in found], "day": when, "via": via}) as log:
        for p in found:
            if p.id not in done:
                log.insert("checkins", {"day": when, "player_id": p.id, "via": via,
                                        "at": datetime.now().isoformat(timespec="seconds")})
            if p.status == "registered":
                log.update("players", p.id, {"status": "present"})
    return checkins(store, when)


def undo_check_in(store: Store, player_ids: Any, day: Any = None) -> CheckIn:
    """Take players off the day's check-in (a tick by mistake); one logged action."""
    when = checkin_day(day)
    found = _players(store, player_ids)
    names = ", ".join(p.name for p in found)
    with store.change("undo_check_in", say("Take {names} off the check-in of {day}", names=names, day=when),
                      {"players": [p.id for p in found], "day": when}) as log:
        for p in found:
            for row in store.query("SELECT id FROM checkins WHERE day = ? AND player_id = ?", [when, p.id]):
                log.delete("checkins", row["id"])
    return checkins(store, when)


def _players(store: Store, player_ids: Any) -> list[Player]:
    if not isinstance(player_ids, list | tuple) or not player_ids:
        raise ServiceError("missing_value", say("name at least one player to check in"))
    return [read_player(store, validate.whole(pid, say("the player number"), least=1) or 0)
            for pid in dict.fromkeys(player_ids)]


# -- the player's own link ----------------------------------------------------------------------------


def checkin_secrets(store: Store) -> dict[int, str]:
    """Every expected player's check-in secret, issuing the missing ones in one logged action."""
    have = {r["player_id"]: r["secret"] for r in store.query("SELECT player_id, secret FROM checkin_secrets")}
    lacking = [p.id for p in read_players(store) if p.id not in have and p.status != "withdrawn"]
    if lacking:
        with store.change("checkin_secrets", say("Issue the players' check-in links"),
                          {"players": lacking}) as log:
            for pid in lacking:
                secret = random_source.token_urlsafe(SECRET_BYTES)
                log.insert("checkin_secrets", {"player_id": pid, "secret": secret})
                have[pid] = secret
    return have


def checkin_link(base: str, secret: str) -> str:
    """The address a player's card QR code holds."""
    return f"{base.rstrip('/')}/checkin/{secret}"


def checkin_links(store: Store, base: str) -> dict[int, str]:
    """Every expected player's check-in address under ``base`` (issuing the secrets still missing)."""
    return {pid: checkin_link(base, secret) for pid, secret in checkin_secrets(store).items()}


def secret_player(store: Store, secret: Any) -> Player:
    """The player a check-in secret belongs to (refused: unknown, or the player has withdrawn)."""
    rows = store.query("SELECT player_id FROM checkin_secrets WHERE secret = ?", [secret]) \
        if isinstance(secret, str) and 10 < len(secret) < 100 else []
    found = read_player(store, rows[0]["player_id"]) if rows else None
    if found is None or found.status == "withdrawn":
        raise ServiceError("bad_secret", say("this check-in link is not valid; ask the referee"))
    return found


def check_in_by_card(store: Store, secret: Any) -> tuple[Player, CheckIn]:
    """The player of the card's link checks in for today."""
    found = secret_player(store, secret)
    return found, check_in_day(store, [found.id], via="card")
