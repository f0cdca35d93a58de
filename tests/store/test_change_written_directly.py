"""Store.change begins and commits its transaction itself, and a send's texts are written once
(#32 point 8): all or nothing as with sqlite-utils' atomic(), and the same texts in the log."""

from __future__ import annotations

import hashlib
import json

import pytest

from tourney.jsontext import object_text
from tourney.store import Store, StoreError
from tourney.store.store import row_digest


def _players(store: Store) -> list[str]:
    return [r["name"] for r in store.query("SELECT name FROM players ORDER BY id")]


def _add(store: Store, name: str) -> None:
    with store.change("add", f"add {name}", {"name": name}) as log:
        log.insert("players", {"name": name})


def test_a_change_that_fails_inside_writes_nothing_and_leaves_no_transaction_open():
    store = Store.memory()
    events = len(store.query("SELECT id FROM events"))
    with pytest.raises(RuntimeError), store.change("add", "add two", {}) as log:
        log.insert("players", {"name": "Anna"})
        raise RuntimeError("stop")
    assert _players(store) == [] and len(store.query("SELECT id FROM events")) == events
    assert not store.db.conn.in_transaction
    _add(store, "Bruno")  # the next change begins its own transaction
    assert _players(store) == ["Bruno"]


def test_a_commit_the_file_refuses_is_rolled_back_and_said_as_a_refusal():
    store = Store.memory()
    written = store.written
    with pytest.raises(StoreError) as refused, store.change("seat", "seat a ghost", {}) as log:
        store.db.conn.execute("PRAGMA defer_foreign_keys = ON")  # the missing player is found at COMMIT
        log.insert("seats", {"round": 99, "table_no": 1, "wind": "E", "player_id": 12345})
    assert refused.value.code == "integrity"
    assert not store.db.conn.in_transaction and store.written == written
    assert store.query("SELECT * FROM seats") == []


def test_a_change_inside_a_transaction_already_open_undoes_only_its_own_writes():
    store = Store.memory()
    with store.db.atomic():
        store.db.execute("INSERT INTO players (name) VALUES ('Outer')")
        with pytest.raises(RuntimeError), store.change("add", "add Inner", {}) as log:
            log.insert("players", {"name": "Inner"})
            raise RuntimeError("stop")
        assert store.db.conn.in_transaction  # the outer transaction goes on
        _add(store, "Kept")
    assert _players(store) == ["Outer", "Kept"]


@pytest.mark.parametrize("row", [
    {"id": 1, "s": "it's \"quoted\" \\ è «☃» \u2028 \x01", "f": 1.5, "n": None, "b": b"\x00'", "t": True},
    {"id": 2, "list": [1, "a", (2, 3)], "big": 10 ** 30, "neg": -0.0},
    {},
])
def test_a_fingerprint_is_the_sha1_of_the_rows_pairs_as_repr_writes_them(row):
    assert row_digest(row) == hashlib.sha1(repr(list(row.items())).encode()).hexdigest()
    assert row_digest(row, ["id", "missing"]) == hashlib.sha1(
        repr([("id", row.get("id")), ("missing", None)]).encode()).hexdigest()


def test_an_object_written_from_its_values_texts_is_what_json_dumps_writes():
    value = {"round": 1, "deal": {"seats": {"E": {"hand": "è «☃»"}}, "x": [1.5, None]}, "phone": "p\"1"}
    texts = {key: json.dumps(part, ensure_ascii=False) for key, part in value.items()}
    assert object_text(texts) == json.dumps(value, ensure_ascii=False)
    assert object_text({}) == json.dumps({})
