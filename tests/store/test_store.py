"""The tournament file: opening, the lock against a second program, migrations, the event log."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tourney import services
from tourney.store import MIGRATION_NAMES, Store, StoreError, redo, stacks, undo

ROOT = Path(__file__).resolve().parents[2]


def _holder(path: Path) -> subprocess.Popen[str]:
    """Another program that opens the file and keeps it open."""
    code = textwrap.dedent(f"""
        import sys, time
        from tourney.store import Store
        store = Store.open({str(path)!r})
        print("open", flush=True)
        time.sleep(60)
    """)
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, cwd=ROOT,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert child.stdout is not None and child.stdout.readline().strip() == "open"
    return child


def test_a_second_program_is_refused_and_a_killed_one_does_not_lock_the_referee_out(tmp_path):
    path = tmp_path / "cup.tourney"
    services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2).close()
    child = _holder(path)
    try:
        with pytest.raises(StoreError) as refused:
            services.open_tournament(path)
        assert refused.value.code == "file_in_use"
        assert f"process {child.pid}" in refused.value.message
        assert "close it there first" in refused.value.message
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert (tmp_path / "cup.tourney.lock").exists()  # left behind by the killed program
    with services.open_tournament(path) as store:
        assert services.tournament(store).name == "Cup"
    assert not (tmp_path / "cup.tourney.lock").exists()


def test_the_same_program_cannot_open_the_file_twice_either(tmp_path):
    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2), \
            pytest.raises(StoreError, match="is open in another program"):
        services.open_tournament(path)


def test_a_file_that_is_not_a_tournament_is_refused(tmp_path):
    junk = tmp_path / "notes.txt"
    junk.write_bytes(b"shopping list: tiles, dice, tea" * 40)
    with pytest.raises(StoreError, match="is not a tournament file"):
        Store.open(junk)
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.close()
    with pytest.raises(StoreError, match="is not a tournament file"):
        Store.open(other)


def test_a_file_from_a_newer_version_is_refused(tmp_path):
    path = tmp_path / "cup.tourney"
    services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2).close()
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO schema_migrations VALUES ('0099_teleporters', '2030-01-01')")
    with pytest.raises(StoreError, match="newer version of tourney"):
        Store.open(path)


def test_an_older_file_is_migrated_with_a_backup_beside_it(tmp_path):
    path = tmp_path / "old.tourney"
    old = Store.open(path, create=True, migrate_upto="0001_initial")
    with old.change("create_tournament", "Create", undoable=False) as log:
        log.insert("tournament", {"id": 1, "name": "Old Cup", "ruleset": "fimj", "rounds": 2,
                                  "ranking": "points", "rotation": "tournament"})
        log.insert("rounds", {"id": 1})
        log.insert("rounds", {"id": 2})
    with old.change("add_player", "Add player Anna") as log:
        log.insert("players", {"name": "Anna"})
    old.close()

    with services.open_tournament(path) as store:
        assert store.applied_migrations() == MIGRATION_NAMES
        backup = tmp_path / "old.before-0002_round_schedule.tourney"
        assert store.backups == [backup]
        services.set_round_schedule(store, 2, starts_at="2024-05-18 14:00", duration_minutes=120)
        assert [p.name for p in services.players(store)] == ["Anna"]
        services.undo(store, 2)  # the history written before the migration still undoes
        assert services.players(store) == []
    with sqlite3.connect(backup) as copy:
        assert [r[0] for r in copy.execute("SELECT name FROM schema_migrations")] == ["0001_initial"]
        assert "starts_at" not in [r[1] for r in copy.execute("PRAGMA table_info(rounds)")]
        assert copy.execute("SELECT name FROM players").fetchall() == [("Anna",)]


def test_the_event_log_cannot_be_rewritten(tmp_path):
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        store.db.execute("UPDATE events SET description = 'nothing happened'")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        store.db.execute("DELETE FROM events")


def test_every_change_is_logged_with_when_who_and_the_rows_before_and_after():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1, who="arbitro")
    anna = services.add_player(store, "Anna")
    services.edit_player(store, anna.id, club="Drago")
    last = services.log(store)[-1]
    assert (last.who, last.kind, last.action, last.description) == ("arbitro", "do", "edit_player",
                                                                      "Edit player Anna")
    change = last.changes[0]
    assert (change["table"], change["before"]["club"], change["after"]["club"]) == ("players", "", "Drago")
    assert last.at[:2] == "20"


def test_undo_and_redo_go_any_number_of_steps_and_survive_closing_the_file(tmp_path):
    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=1) as store:
        for name in ("Anna", "Bruno", "Carla"):
            services.add_player(store, name)
        services.undo(store, 2)
    with services.open_tournament(path) as store:
        assert [p.name for p in services.players(store)] == ["Anna"]
        state = services.history_state(store)
        assert (state.can_undo, state.can_redo, state.next_redo) == (1, 2, "Add player Bruno")
        services.redo(store)
    with services.open_tournament(path) as store:
        assert [p.name for p in services.players(store)] == ["Anna", "Bruno"]
        services.add_player(store, "Dario")  # a new action: Carla can no longer be redone
        assert services.history_state(store).can_redo == 0
        kinds = [e.kind for e in services.log(store)]
        assert kinds == ["fixed", "do", "do", "do", "undo", "undo", "redo", "do"]


def test_undo_refuses_more_steps_than_there_are_and_creation_is_not_undoable():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    with pytest.raises(StoreError, match="there is nothing to undo"):
        undo(store)
    services.add_player(store, "Anna")
    with pytest.raises(StoreError, match="only 1 actions to undo, not 3"):
        undo(store, 3)
    with pytest.raises(StoreError, match="must be 1 or more"):
        undo(store, 0)
    with pytest.raises(StoreError, match="nothing to redo"):
        redo(store)
    undo(store)
    assert stacks(store) == ([], [2])


def test_one_action_cannot_start_inside_another():
    store = Store.memory()
    with pytest.raises(StoreError, match="cannot start inside another"), \
            store.change("a", "outer"), store.change("b", "inner"):
        pass


def test_a_failed_action_leaves_nothing_behind():
    store = services.create_tournament(None, name="Cup", ruleset="fimj", rounds=1)
    with pytest.raises(RuntimeError), store.change("add_player", "Add two") as log:
        log.insert("players", {"name": "Anna"})
        raise RuntimeError("power cut")
    assert services.players(store) == [] and len(services.log(store)) == 1
