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


def _renewed(store: Store, made: list[int], commits: int) -> list[str]:
    """Recall the names, make ``commits`` commits (adding players), then renew the names with them."""
    was = _names(store, made)
    since = store.remembered.commits
    added = [f"Player {n}" for n in range(commits)]
    for name in added:
        services.add_player(store, name)
    store.remembered.renew("names", ("players",), was, since, [*was, *added])
    return _names(store, made)


def test_a_read_renewed_after_the_only_commit_since_is_kept_as_renewed(store):
    made: list[int] = []
    assert _renewed(store, made, 1) == ["Anna", "Player 0"] and len(made) == 1


def test_a_read_renewed_after_two_commits_is_read_again(store):
    made: list[int] = []
    assert _renewed(store, made, 2) == ["Anna", "Player 0", "Player 1"] and len(made) == 2


def test_a_renewal_of_a_value_no_longer_kept_is_read_again(store):
    made: list[int] = []
    since = store.remembered.commits
    services.add_player(store, "Bruno")
    store.remembered.renew("names", ("players",), ["Anna"], since, ["Anna", "Bruno", "Carla"])
    assert _names(store, made) == ["Anna", "Bruno"] and len(made) == 1


def test_a_renewal_inside_an_open_change_is_read_again(store):
    made: list[int] = []
    was = _names(store, made)
    since = store.remembered.commits
    with store.change("rename", "Rename") as log:
        log.update("players", 1, {"name": "Anna Rossi"})
        store.remembered.committed(("seats",))  # counted as the one commit since, but still inside
        store.remembered.renew("names", ("players",), was, since, ["Anna Bianchi"])
    assert _names(store, made) == ["Anna Rossi"] and len(made) == 2


def test_another_connections_commit_before_a_renewal_is_still_seen(tmp_path):
    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=1) as store:
        services.add_player(store, "Anna")
        made: list[int] = []
        was = _names(store, made)
        since = store.remembered.commits
        other = sqlite3.connect(path)
        with other:
            other.execute("UPDATE players SET name = 'Anna Rossi' WHERE id = 1")
        other.close()
        services.add_player(store, "Bruno")
        store.remembered.renew("names", ("players",), was, since, ["Anna", "Bruno"])
        assert _names(store, made) == ["Anna Rossi", "Bruno"] and len(made) == 2


def _scoped(store: Store, scope: str, made: list[str]) -> list[str]:
    def read() -> list[str]:
        made.append(scope)
        return [r["name"] for r in store.query("SELECT name FROM players ORDER BY id")]
    return store.remembered.recall(("names", scope), ("players",), read, scope)


def test_a_commit_confined_to_one_scope_keeps_the_reads_of_the_others(store):
    made: list[str] = []
    unscoped: list[int] = []
    _scoped(store, "a", made)
    _scoped(store, "b", made)
    _names(store, unscoped)
    since = store.remembered.commits
    services.add_player(store, "Bruno")
    store.remembered.confine(("players",), "a", since)
    store.remembered.confine(("players",), "b", since)  # said twice: only the first counts
    assert _scoped(store, "b", made) == ["Anna"]  # kept: the commit was said to change scope a only
    assert _scoped(store, "a", made) == ["Anna", "Bruno"] and made == ["a", "b", "a"]
    assert _names(store, unscoped) == ["Anna", "Bruno"] and len(unscoped) == 2  # no scope: read again


def test_a_commit_of_unknown_tables_is_never_confined(store):
    made: list[str] = []
    _scoped(store, "b", made)
    since = store.remembered.commits
    store.committed(None)
    store.remembered.confine(("players",), "a", since)
    _scoped(store, "b", made)
    assert made == ["b", "b"]


def test_a_commit_after_another_since_the_callers_look_is_never_confined(store):
    made: list[str] = []
    _scoped(store, "b", made)
    since = store.remembered.commits
    services.add_player(store, "Bruno")
    services.add_player(store, "Carla")
    store.remembered.confine(("players",), "a", since)
    assert _scoped(store, "b", made) == ["Anna", "Bruno", "Carla"] and made == ["b", "b"]


def test_reads_recalled_together_look_once_for_unseen_writes_and_are_kept_as_alone(tmp_path):
    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=1) as store:
        services.add_player(store, "Anna")
        made: list[str] = []

        def together() -> list[list[str]]:
            def read(scope: str):
                def make() -> list[str]:
                    made.append(scope)
                    return [r["name"] for r in store.query("SELECT name FROM players ORDER BY id")]
                return (("names", scope), ("players",), make, scope)
            return store.remembered.recall_all(read("a"), read("b"))

        statements: list[str] = []
        store.db.conn.set_trace_callback(statements.append)
        assert together() == [["Anna"], ["Anna"]]
        assert together() == [["Anna"], ["Anna"]] and made == ["a", "b"]
        store.db.conn.set_trace_callback(None)
        assert statements.count("PRAGMA data_version") == 2  # one look per recall of both
        other = sqlite3.connect(path)
        with other:
            other.execute("UPDATE players SET name = 'Anna Rossi' WHERE id = 1")
        other.close()
        assert together() == [["Anna Rossi"], ["Anna Rossi"]] and made == ["a", "b", "a", "b"]
