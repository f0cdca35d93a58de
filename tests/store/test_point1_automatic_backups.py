"""Issue #33 point 1: automatic backups (after a round closes, after 10 minutes of changes), kept
10 + one per closed round, in the folder the referee chose; restore into a new file."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main
from tourney.store import backups as kept


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Three rounds of 8 players fully played; a backup was taken as each round closed."""
    path = tmp_path_factory.mktemp("played") / "club.tourney"
    services.build_demo(path, players=8, rounds=3, deals_per_table=2).close()
    return path


def test_a_backup_is_taken_as_each_round_closes(played):
    rounds = [b.after_round for b in services.list_backups(played) if b.after_round is not None]
    assert rounds == [1, 2, 3]
    held = {b.after_round: b.closed_rounds for b in services.list_backups(played)}
    assert held[1] == (1,) and held[2] == (1, 2) and held[3] == (1, 2, 3)


def test_a_round_closes_when_its_last_table_sheet_balances(tmp_path):
    path = tmp_path / "c.tourney"
    with services.build_demo(path, players=8, rounds=2, deals_per_table=2) as store:
        assert kept.closed_rounds(store.db.conn) == {1, 2}
        services.undo(store)  # the last table of round 2 has no sheet again: round 2 is open
        assert kept.closed_rounds(store.db.conn) == {1}
        services.redo(store)  # and closes again: another backup after round 2
    assert [b.after_round for b in services.list_backups(path)] == [None, 1, 2, 2]


def test_a_backup_is_taken_after_ten_minutes_of_changes(tmp_path):
    path = tmp_path / "t.tourney"
    with services.create_tournament(path, name="T", ruleset="fimj", rounds=2) as store:
        services.add_player(store, "Anna")  # the first change after opening: a backup at once
        assert len(services.list_backups(path)) == 1
        services.add_player(store, "Bruno")  # a moment later: none
        assert len(services.list_backups(path)) == 1
        store.autobackup.last_at -= kept.EVERY_SECONDS  # ten minutes pass
        services.add_player(store, "Carla")
        found = services.list_backups(path)
    assert len(found) == 2 and found[-1].after_round is None and found[-1].players == 3


def test_a_backup_holds_what_is_still_in_the_write_ahead_log(tmp_path):
    path = tmp_path / "w.tourney"
    with services.create_tournament(path, name="W", ruleset="fimj", rounds=2) as store:
        services.add_player(store, "Anna")
        assert (tmp_path / "w.tourney-wal").stat().st_size > 0  # the change is in the log, not the file yet
        backup = services.list_backups(path)[-1]
        assert backup.players == 1


def test_only_the_last_ten_and_one_per_closed_round_are_kept(tmp_path):
    path = tmp_path / "k.tourney"
    with services.build_demo(path, players=8, rounds=2, deals_per_table=2) as store:
        for n in range(14):
            store.autobackup.last_at = 0
            services.add_penalty(store, 1, 1, f"late {n}")
    found = services.list_backups(path)
    assert len(found) == kept.KEEP_LAST + 2
    assert [b.after_round for b in found[:2]] == [1, 2]
    assert all(b.after_round is None for b in found[2:])


def test_the_backups_go_to_the_folder_the_referee_chose_and_the_file_remembers_it(tmp_path):
    path, stick = tmp_path / "f.tourney", tmp_path / "usb stick"
    services.create_tournament(path, name="F", ruleset="fimj", rounds=2).close()
    result = run("backups", str(path), "--folder", str(stick))
    assert result.exit_code == 0, result.output
    with services.open_tournament(path) as store:
        services.add_player(store, "Anna")
        assert services.backups_folder(store) == stick
    assert [b.path.parent for b in services.list_backups(path)] == [stick]
    assert not kept.default_folder(path).exists()


def test_a_backup_that_cannot_be_written_never_undoes_the_action(tmp_path):
    path = tmp_path / "p.tourney"
    kept.default_folder(path).write_text("a file where the folder should be")
    with services.create_tournament(path, name="P", ruleset="fimj", rounds=2) as store:
        services.add_player(store, "Anna")
        assert isinstance(store.autobackup.problem, OSError)
        assert [p.name for p in services.players(store)] == ["Anna"]


def test_backups_lists_when_after_which_round_and_size(played):
    result = run("backups", str(played))
    assert result.exit_code == 0, result.output
    assert "after round 2" in result.output and "KiB" in result.output
    listed = json.loads(run("backups", str(played), "--json").output)
    assert [b["after_round"] for b in listed if b["after_round"]] == [1, 2, 3]
    assert all(b["size"] == os.path.getsize(b["path"]) for b in listed)


@pytest.mark.parametrize("round_number", [1, 2])
def test_a_restored_round_has_the_standings_after_that_round_of_the_original(played, tmp_path, round_number):
    out = tmp_path / f"after-{round_number}.tourney"
    result = run("restore", str(played), "--round", str(round_number), "-o", str(out))
    assert result.exit_code == 0, result.output
    original = json.loads(run("standings", str(played), "--after-round", str(round_number), "--json").output)
    restored = json.loads(run("standings", str(out), "--json").output)
    assert restored == original


def test_restore_never_writes_over_a_file(played, tmp_path):
    out = tmp_path / "taken.tourney"
    out.write_bytes(b"someone's file")
    for how in (["--round", "1"], ["--backup", services.list_backups(played)[0].name]):
        result = run("restore", str(played), *how, "-o", str(out))
        assert result.exit_code == 2 and "already exists" in result.output
    assert out.read_bytes() == b"someone's file"


def test_restore_by_name_and_the_restored_file_undoes_and_redoes(played, tmp_path):
    backup = services.list_backups(played)[1]
    out = tmp_path / "named.tourney"
    assert run("restore", str(played), "--backup", backup.name, "-o", str(out)).exit_code == 0
    with services.open_tournament(out) as store:
        before = services.results(store)
        undone = services.undo(store)
        assert len(services.results(store)) == len(before) - 1
        services.redo(store)
        assert services.results(store) == before
        assert undone


def test_restore_of_a_round_with_no_backup_says_which_rounds_have_one(played, tmp_path):
    result = run("restore", str(played), "--round", "9", "-o", str(tmp_path / "x.tourney"))
    assert result.exit_code == 2 and "rounds: 1, 2, 3" in result.output
    assert not (tmp_path / "x.tourney").exists()


def test_a_saved_copy_is_a_whole_tournament_and_never_replaces_a_file(played, tmp_path):
    with services.open_tournament(played) as store:
        copy = services.save_copy(store, tmp_path / "stick.tourney")
        with pytest.raises(services.StoreError, match="already exists"):
            services.save_copy(store, copy)
    db = sqlite3.connect(copy)
    assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    assert db.execute("SELECT count(*) FROM players").fetchone()[0] == 8
    db.close()
