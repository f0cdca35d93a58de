"""Table secrets: the capability that lets a table's phones see and send that table's deals.

Every table of a drawn round gets a random secret (160 bits, URL-safe text) and a 6-digit pairing
code typed on the address page instead of scanning the QR code. A secret is good for its round and
table only; the referee can revoke it and issue a new one. Issuing and revoking are logged changes.
"""

from __future__ import annotations

import secrets as random_source
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tourney.language import say
from tourney.services.errors import ServiceError
from tourney.services.reading import round_info
from tourney.services.reading import tables as read_tables
from tourney.store import Changes, Store

SECRET_BYTES = 20  # 160 bits
CODE_DIGITS = 6


@dataclass(frozen=True, slots=True)
class TableSecret:
    """The live secret of one table in one round."""

    round: int
    table: int
    secret: str
    code: str
    issued_at: str


def _secret(row: dict[str, Any]) -> TableSecret:
    return TableSecret(row["round"], row["table_no"], row["secret"], row["code"], row["issued_at"])


def _live(store: Store, round_number: int, table: int) -> dict[str, Any] | None:
    rows = store.query("SELECT * FROM table_secrets WHERE round = ? AND table_no = ? AND revoked_at IS NULL",
                       [round_number, table])
    return rows[0] if rows else None


def _table_numbers(store: Store, round_number: int) -> list[int]:
    round_info(store, round_number)
    numbers = [t.number for t in read_tables(store, round_number)]
    if not numbers:
        store.confirm_none("seats", "round = ?", [round_number])  # a damaged index is not "no seating"
        raise ServiceError("not_seated", say("round {round} has no seating yet; draw it first",
                                             round=round_number))
    return numbers


def _check_table(store: Store, round_number: int, table: Any) -> int:
    numbers = _table_numbers(store, round_number)
    if table not in numbers:
        raise ServiceError("no_table", say("round {round} has no table {table!r} (tables 1 to {last})",
                                           round=round_number, table=table, last=max(numbers)))
    return int(table)


def _new_code(store: Store) -> str:
    taken = {r["code"] for r in store.query("SELECT code FROM table_secrets WHERE revoked_at IS NULL")}
    while True:
        code = f"{random_source.randbelow(10 ** CODE_DIGITS):0{CODE_DIGITS}d}"
        if code not in taken:
            return code


def _issue(store: Store, log: Changes, round_number: int, table: int) -> None:
    log.insert("table_secrets", {"round": round_number, "table_no": table,
                                 "secret": random_source.token_urlsafe(SECRET_BYTES),
                                 "code": _new_code(store), "issued_at": _now(), "revoked_at": None})


def issue_secrets(store: Store, round_number: int) -> list[TableSecret]:
    """Give every table of a round that has none a secret and a pairing code (one action)."""
    numbers = _table_numbers(store, round_number)
    with store.change("issue_secrets", say("Issue the table secrets of round {round}", round=round_number),
                      {"round": round_number}) as log:
        for table in numbers:
            if _live(store, round_number, table) is None:
                _issue(store, log, round_number, table)
    return table_secrets(store, round_number)


def reissue_secret(store: Store, round_number: int, table: int) -> TableSecret:
    """Revoke a table's secret (phones holding it are refused from now on) and issue a new one."""
    table = _check_table(store, round_number, table)
    with store.change("reissue_secret", say("New secret for round {round}, table {table}",
                                            round=round_number, table=table),
                      {"round": round_number, "table": table}) as log:
        current = _live(store, round_number, table)
        if current is not None:
            log.update("table_secrets", current["id"], {"revoked_at": _now()})
        _issue(store, log, round_number, table)
    found = _live(store, round_number, table)
    assert found is not None
    return _secret(found)


def revoke_secret(store: Store, round_number: int, table: int) -> None:
    """Revoke a table's secret without a new one (the table enters no more deals from phones)."""
    table = _check_table(store, round_number, table)
    current = _live(store, round_number, table)
    if current is None:
        raise ServiceError("no_secret", say("round {round}, table {table} has no secret to revoke",
                                            round=round_number, table=table))
    with store.change("revoke_secret", say("Revoke the secret of round {round}, table {table}",
                                           round=round_number, table=table),
                      {"round": round_number, "table": table}) as log:
        log.update("table_secrets", current["id"], {"revoked_at": _now()})


def table_secrets(store: Store, round_number: int) -> list[TableSecret]:
    """The live secrets of a round's tables, by table."""
    rows = store.query("SELECT * FROM table_secrets WHERE round = ? AND revoked_at IS NULL ORDER BY table_no",
                       [round_number])
    return [_secret(r) for r in rows]


def secret_holder(store: Store, secret: Any, round_number: Any, table: Any) -> TableSecret:
    """The table a secret opens, refused unless it is the live secret of exactly that round and table.
    Checked on every page a phone asks for, so a secret that opened is remembered until a commit
    changes the secrets (issued, revoked, an undo); a refusal is never remembered."""
    if not isinstance(secret, str) or not secret:
        raise ServiceError("bad_secret", say("this table link is not valid; ask the referee for a new one"))
    if type(round_number) is not int or type(table) is not int:
        return _holder(store, secret, round_number, table)
    return store.remembered.recall(("secret_holder", secret, round_number, table), ("table_secrets",),
                                   lambda: _holder(store, secret, round_number, table))


def _holder(store: Store, secret: str, round_number: Any, table: Any) -> TableSecret:
    rows = store.query("SELECT * FROM table_secrets WHERE secret = ?", [secret])
    if (not rows or rows[0]["revoked_at"] is not None or rows[0]["round"] != round_number
            or rows[0]["table_no"] != table):
        raise ServiceError("bad_secret", say("this table link is not valid; ask the referee for a new one"))
    return _secret(rows[0])


def pair(store: Store, code: Any) -> TableSecret:
    """The table whose live pairing code is ``code`` (six digits)."""
    text = code.strip().replace(" ", "") if isinstance(code, str) else ""
    if len(text) != CODE_DIGITS or not text.isdigit():
        raise ServiceError("bad_code", say("a pairing code is {digits} digits", digits=CODE_DIGITS))
    rows = store.query("SELECT * FROM table_secrets WHERE code = ? AND revoked_at IS NULL", [text])
    if not rows:
        raise ServiceError("bad_secret", say("no table has the code {code}; check it with the referee",
                                             code=text))
    return _secret(rows[0])


def table_link(base: str, secret: TableSecret) -> str:
    """The address of a table's page under the server's ``base`` address (what its QR code holds)."""
    return f"{base.rstrip('/')}/table/{secret.round}/{secret.table}/{secret.secret}"


def _now() -> str:
    return datetime.now().isoformat(timespec="seconds")
