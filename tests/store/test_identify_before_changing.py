"""Issue #33 point 10: a file is identified before anything changes in it; readers change nothing."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tourney import services
from tourney.store import MIGRATION_NAMES, Store, StoreError


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _journal_mode(path: Path) -> str:
    return path.read_bytes()[18:20].hex()  # 0101: rollback journal, 0202: write-ahead log


def test_another_program_s_database_with_schema_migrations_is_refused_untouched(tmp_path):
    other = tmp_path / "rails.sqlite3"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY)")
        db.execute("INSERT INTO schema_migrations VALUES ('20240101000000')")
        db.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
    db.close()
    before = _digest(other)
    for readonly in (False, True):
        with pytest.raises(StoreError) as refused:
            Store.open(other, readonly=readonly)
        assert refused.value.code == "not_tournament"
    assert _digest(other) == before and _journal_mode(other) == "0101"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rails.sqlite3"]


def test_an_empty_schema_migrations_table_gets_no_tables_created(tmp_path):
    empty = tmp_path / "empty.tourney"
    with sqlite3.connect(empty) as db:
        db.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
    db.close()
    before = _digest(empty)
    with pytest.raises(StoreError, match="is not a tournament file"):
        services.open_tournament(empty)
    assert _digest(empty) == before
    tables = [r[0] for r in sqlite3.connect(empty).execute("SELECT name FROM sqlite_master")]
    assert tables == ["schema_migrations", "sqlite_autoindex_schema_migrations_1"]


def test_a_zero_byte_file_and_a_text_file_are_refused_untouched(tmp_path):
    for name, data in (("zero.tourney", b""), ("notes.tourney", b"tiles, dice, tea\n" * 100)):
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(StoreError, match="is not a tournament file"):
            services.open_tournament(path)
        assert path.read_bytes() == data


def test_a_reader_leaves_the_file_exactly_as_it_was(tmp_path):
    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2) as store:
        services.add_player(store, "Anna")
    before = _digest(path)
    files = sorted(p.name for p in tmp_path.iterdir())  # the file, and its backups folder (issue #33 point 1)
    with services.open_tournament(path, readonly=True) as store:
        assert [p.name for p in services.players(store)] == ["Anna"]
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*files, "cup.tourney.lock"])
        with pytest.raises(StoreError) as refused:
            services.add_player(store, "Bruno")
        assert refused.value.code == "read_only_open"
    assert _digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == files


def test_a_reader_brings_an_older_file_up_to_date_in_memory_only(tmp_path):
    path = tmp_path / "old.tourney"
    Store.open(path, create=True, migrate_upto=MIGRATION_NAMES[0]).close()
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO tournament (id, name, ruleset, rounds, ranking, rotation) "
                   "VALUES (1, 'Old cup', 'fimj', 2, 'points', 'tournament')")
    db.close()
    before = _digest(path)
    with Store.open(path, readonly=True) as store:
        assert store.applied_migrations() == MIGRATION_NAMES
        assert services.tournament(store).name == "Old cup"
    assert _digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.tourney"]  # no backup, no side files
