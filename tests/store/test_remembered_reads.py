"""Reads the phones' sends keep between commits (#32 point 8) are read again as soon as anything they
were read from may have changed: a commit to one of their tables, an undo or redo, a write behind the
log, another connection's commit; inside an open transaction nothing is kept."""

from __future__ import annotations

import sqlite3

import pytest

from tourney import services
from tourney.store import Store, StoreError, redo, undo


def _names(store: Store, made: list[int]) -> list[str]:
    def read() -> list[str]:
        made.append(1)
        return [r["name"] for r in store.query("SELECT name FROM players ORDER BY id")]
    return store.remembered.recall("names", ("players",), read)


@pytest.fixture
def store() -> Store:
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    services.add_player(store, "Anna")
    return store


def test_a_read_is_kept_while_commits_change_other_tables(store):
    made: list[int] = []
    assert _names(store, made) == ["Anna"]
    services.edit_tournament(store, venue="Bologna")
    assert _names(store, made) == ["Anna"] and len(made) == 1


def test_a_commit_to_its_table_reads_it_again(store):
    made: list[int] = []
    _names(store, made)
    services.add_player(store, "Bruno")
    assert _names(store, made) == ["Anna", "Bruno"] and len(made) == 2


def test_an_undo_and_a_redo_read_it_again(store):
    made: list[int] = []
    services.add_player(store, "Bruno")
    assert _names(store, made) == ["Anna", "Bruno"]
    undo(store)
    assert _names(store, made) == ["Anna"]
    redo(store)
    assert _names(store, made) == ["Anna", "Bruno"] and len(made) == 3


def test_a_write_behind_the_log_forgets_everything(store):
    made: list[int] = []
    _names(store, made)
    store.db.execute("UPDATE players SET name = 'Anna Rossi' WHERE id = 1")
    assert _names(store, made) == ["Anna Rossi"]


def test_another_connections_commit_forgets_everything(tmp_path):
    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=1) as store:
        services.add_player(store, "Anna")
        made: list[int] = []
        _names(store, made)
        other = sqlite3.connect(path)
        with other:
            other.execute("UPDATE players SET name = 'Anna Rossi' WHERE id = 1")
        other.close()
        assert _names(store, made) == ["Anna Rossi"]


def test_inside_an_open_change_nothing_is_kept_or_recalled(store):
    made: list[int] = []
    _names(store, made)
    with pytest.raises(StoreError), store.change("rename", "Rename") as log:
        log.update("players", 1, {"name": "Anna Rossi"})
        assert _names(store, made) == ["Anna Rossi"]  # the transaction's own write, not the kept read
        raise StoreError("stop", "rolled back")
    assert _names(store, made) == ["Anna"]  # rolled back: read again, as the file has it
    assert len(made) == 3
