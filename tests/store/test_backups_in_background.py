"""Issue #32 point 8: the automatic backup is copied on a thread of its own while the thread that
committed (the one answering the phones, or the window's) goes on; every guarantee of the backups
made in place still holds (whole or not at all, the round's closing commit in it, one copy at a time,
a failure kept and never undoing the action, closing waits for the copy)."""

from __future__ import annotations

import sqlite3
import threading
import time

import pytest

from tourney import services
from tourney.store import Store
from tourney.store import backups as kept

WAIT = 10.0  # seconds a test waits for the backups' thread before it calls it stuck


class SlowCopy:
    """Stands in for :func:`kept.copy_database`: holds its snapshot of the file, then waits to be let go."""

    def __init__(self) -> None:
        self.started = threading.Semaphore(0)
        self.go = threading.Event()
        self.running = 0
        self.most_at_once = 0
        self.copies = 0
        self.real = kept.copy_database

    def __call__(self, source: sqlite3.Connection, target) -> None:
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        try:
            source.execute("BEGIN")
            source.execute("SELECT count(*) FROM players").fetchone()  # the state it copies is fixed now
            self.started.release()
            assert self.go.wait(WAIT)
            self.real(source, target)  # the backup API reads inside the transaction just begun
            source.execute("COMMIT")
            self.copies += 1
        finally:
            self.running -= 1

    def wait_started(self) -> None:
        assert self.started.acquire(timeout=WAIT), "no copy started"


@pytest.fixture
def slow(monkeypatch) -> SlowCopy:
    copy = SlowCopy()
    monkeypatch.setattr(kept, "copy_database", copy)
    yield copy
    copy.go.set()  # never leave a backups' thread waiting after a failed test


def players_in(backup) -> list[str]:
    db = kept.read_only(backup)
    try:
        assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        return [row[0] for row in db.execute("SELECT name FROM players ORDER BY id")]
    finally:
        db.close()


def backups_of(path) -> list:
    return kept.listing(path, kept.default_folder(path))


def served(path) -> Store:
    """The file open as ``tourney serve`` and the window keep it: backups in the background."""
    store = services.open_tournament(path)
    assert store.start_backups(background=True).background
    return store


@pytest.fixture
def cup(tmp_path):
    path = tmp_path / "cup.tourney"
    services.create_tournament(path, name="Cup", ruleset="fimj", rounds=3).close()
    return path


def test_the_commit_returns_while_its_backup_is_still_being_copied(cup, slow):
    with served(cup) as store:
        services.add_player(store, "Anna")  # the first change: it asks for a backup
        slow.wait_started()
        assert store.autobackup.copying
        services.add_player(store, "Bruno")  # the file takes changes while the copy reads it
        assert [p.name for p in services.players(store)] == ["Anna", "Bruno"]
        assert backups_of(cup) == []  # nothing under a backup's name until it is whole
        slow.go.set()
        assert store.autobackup.wait(WAIT)
        assert not store.autobackup.copying and store.autobackup.problem is None
        [backup] = backups_of(cup)
        assert store.autobackup.taken == [backup.path]
        # it holds the commit that asked for it, and none made after the copy began
        assert players_in(backup.path) == ["Anna"]


def test_one_copy_at_a_time_and_what_is_asked_meanwhile_is_one_more_copy_after_it(cup, slow):
    with served(cup) as store:
        services.add_player(store, "Anna")
        slow.wait_started()
        services.add_player(store, "Bruno")
        store.autobackup.backup(2)  # rounds closing while the first is copied
        services.add_player(store, "Carla")
        store.autobackup.backup(None)
        store.autobackup.backup(1)
        slow.go.set()
        assert store.autobackup.wait(WAIT)
    assert slow.most_at_once == 1 and slow.copies == 2  # not one per request: one after the first
    first, second = backups_of(cup)
    assert first.after_round is None and players_in(first.path) == ["Anna"]
    # the one after holds everything asked for, named after the latest round closed meanwhile
    assert second.after_round == 2 and players_in(second.path) == ["Anna", "Bruno", "Carla"]


def test_the_commits_made_while_a_backup_is_copied_ask_for_no_other(cup, slow):
    with served(cup) as store:
        services.add_player(store, "Anna")
        slow.wait_started()
        for name in ("Bruno", "Carla", "Dario"):
            services.add_player(store, name)
        slow.go.set()
        assert store.autobackup.wait(WAIT)
    assert slow.copies == 1 and len(backups_of(cup)) == 1


def test_a_round_closed_by_a_commit_has_its_backup_from_the_background(tmp_path):
    path = tmp_path / "demo.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=2).close()
    with served(path) as store:
        services.undo(store)  # round 2's last table has no sheet: the round is open again
        services.redo(store)  # and this commit closes it
        assert store.autobackup.wait(WAIT)
        newest = backups_of(path)[-1]
    assert newest.after_round == 2
    copy = kept.read_only(newest.path)
    try:
        assert kept.closed_rounds(copy) == {1, 2}  # the closing commit is in the round's backup
    finally:
        copy.close()


def test_closing_the_file_waits_for_the_copy_under_way(cup, slow):
    store = served(cup)
    services.add_player(store, "Anna")
    slow.wait_started()
    threading.Timer(0.2, slow.go.set).start()
    store.close()  # as a program ending right after the command that closed a round
    assert not store.autobackup.copying
    [backup] = backups_of(cup)
    assert players_in(backup.path) == ["Anna"]


def test_folding_the_log_never_waits_for_a_copy_under_way(cup, slow):
    with served(cup) as store:
        services.add_player(store, "Anna")
        slow.wait_started()
        services.add_player(store, "Bruno")
        let_go = threading.Timer(1.0, slow.go.set)
        let_go.start()
        store.checkpoint()  # as the server does when the phones are quiet
        folded_before_the_copy_ended = not slow.go.is_set()
        let_go.join()
        assert store.autobackup.wait(WAIT)
    assert folded_before_the_copy_ended  # a full fold would have waited for the copy's reader


def test_a_backup_that_fails_in_the_background_is_kept_and_never_undoes_the_action(cup):
    kept.default_folder(cup).write_text("a file where the folder should be")
    with served(cup) as store:
        services.add_player(store, "Anna")
        assert store.autobackup.wait(WAIT)
        assert isinstance(store.autobackup.problem, OSError)
        assert [p.name for p in services.players(store)] == ["Anna"]
        kept.default_folder(cup).unlink()  # the stick is back: the next commit tries again
        services.add_player(store, "Bruno")
        assert store.autobackup.wait(WAIT)
        assert store.autobackup.problem is None
    [backup] = backups_of(cup)
    assert players_in(backup.path) == ["Anna", "Bruno"]


def test_a_backup_that_fails_mid_copy_leaves_no_file_and_the_next_commit_tries_again(cup, monkeypatch):
    def full_disk(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(kept, "copy_database", full_disk)
    with served(cup) as store:
        services.add_player(store, "Anna")
        assert store.autobackup.wait(WAIT)
        assert store.autobackup.problem is not None and store.autobackup.problem.errno == 28
        monkeypatch.undo()
        services.add_player(store, "Bruno")
        assert store.autobackup.wait(WAIT) and store.autobackup.problem is None
    assert [players_in(b.path) for b in backups_of(cup)] == [["Anna", "Bruno"]]


def test_the_command_line_copies_in_place_so_the_backup_is_there_when_the_command_returns(cup):
    with services.open_tournament(cup) as store:
        assert not store.autobackup.background
        services.add_player(store, "Anna")
        assert not store.autobackup.copying
        assert [players_in(b.path) for b in backups_of(cup)] == [["Anna"]]


def test_in_memory_and_read_only_stores_take_no_backups_even_in_the_background(cup):
    assert Store.memory().start_backups(background=True) is None
    with services.open_tournament(cup, readonly=True) as store:
        assert store.start_backups(background=True) is None
        assert store.autobackup is None


def test_a_file_without_a_write_ahead_log_is_copied_in_place(cup):
    with Store.open(cup) as store:
        store.db.execute("PRAGMA journal_mode = DELETE")  # as in a folder where no log can be kept
        autobackup = store.start_backups(background=True)
        assert autobackup is not None and not autobackup.background  # a reader would stop its commits
        services.add_player(store, "Anna")
        assert [players_in(b.path) for b in backups_of(cup)] == [["Anna"]]


def test_the_copy_is_not_done_on_the_committing_thread(cup, monkeypatch):
    threads: list[str] = []
    real = kept.copy_database

    def noting(source, target):
        threads.append(threading.current_thread().name)
        real(source, target)

    monkeypatch.setattr(kept, "copy_database", noting)
    with served(cup) as store:
        services.add_player(store, "Anna")
        deadline = time.monotonic() + WAIT
        while store.autobackup.copying and time.monotonic() < deadline:
            time.sleep(0.01)
    assert threads == ["tourney-backup"]
