"""Issue #33 point 3 and the hard-link fault: the lock follows the file, not the name it is opened by."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tourney import services
from tourney.store import Store, StoreError

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name == "nt", reason="hard links and flock: POSIX")


def _cup(path: Path) -> Path:
    services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2).close()
    return path


def _holder(path: Path) -> subprocess.Popen[str]:
    code = textwrap.dedent(f"""
        import time
        from tourney import services
        store = services.open_tournament({str(path)!r})
        services.add_player(store, "Anna")
        print("open", flush=True)
        time.sleep(60)
    """)
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, cwd=ROOT,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert child.stdout is not None and child.stdout.readline().strip() == "open"
    return child


@posix_only
def test_a_hard_link_opened_while_another_program_holds_the_file_is_refused(tmp_path):
    path = _cup(tmp_path / "cup.tourney")
    link = tmp_path / "other-name.tourney"
    child = _holder(path)
    os.link(path, link)
    try:
        with pytest.raises(StoreError) as refused:
            services.open_tournament(link)
        assert refused.value.code == "file_in_use"
        assert not (tmp_path / "other-name.tourney-wal").exists()  # no second write-ahead log
    finally:
        child.kill()
        child.wait()
    # The killed holder's last add is in the log beside its own name, which the other name never sees:
    # writing through the other name is refused (it would lose the add and later damage the file).
    with pytest.raises(StoreError) as refused:
        services.open_tournament(link)
    assert refused.value.code == "several_names" and "2 names" in refused.value.message
    link.unlink()
    with services.open_tournament(path) as store:
        assert [p.name for p in services.players(store)] == ["Anna"]
        assert store.query("PRAGMA quick_check")[0]["quick_check"] == "ok"


@posix_only
def test_a_symlink_or_another_spelling_of_the_path_is_the_same_file(tmp_path):
    path = _cup(tmp_path / "cup.tourney")
    (tmp_path / "sub").mkdir()
    link = tmp_path / "sub" / "link.tourney"
    link.symlink_to(path)
    spelled = tmp_path / "sub" / ".." / "cup.tourney"
    with services.open_tournament(path):
        for other in (link, spelled):
            with pytest.raises(StoreError) as refused:
                services.open_tournament(other)
            assert refused.value.code == "file_in_use"
    with services.open_tournament(link), pytest.raises(StoreError, match="another program"):
        services.open_tournament(path)


def test_a_hard_link_opened_in_the_same_program_is_refused_too(tmp_path):
    if os.name == "nt":
        pytest.skip("POSIX")
    path = _cup(tmp_path / "cup.tourney")
    with services.open_tournament(path):
        os.link(path, tmp_path / "twin.tourney")
        with pytest.raises(StoreError, match="another program"):
            Store.open(tmp_path / "twin.tourney")


def test_the_lock_is_released_on_close_whatever_name_opened_it(tmp_path):
    path = _cup(tmp_path / "cup.tourney")
    link = tmp_path / "link.tourney"
    link.symlink_to(path)
    services.open_tournament(link).close()
    with services.open_tournament(path) as store:
        assert services.tournament(store).name == "Cup"
    assert sqlite3.connect(path).execute("PRAGMA quick_check").fetchone()[0] == "ok"


@posix_only
def test_a_file_with_two_names_can_still_be_read_but_not_written(tmp_path):
    path = _cup(tmp_path / "cup.tourney")
    os.link(path, tmp_path / "twin.tourney")
    with services.open_tournament(tmp_path / "twin.tourney", readonly=True) as store:
        assert services.tournament(store).name == "Cup"
    with pytest.raises(StoreError, match="has 2 names on the disk"):
        services.open_tournament(path)


def _dead_pid() -> int:
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
    return pid


@posix_only
def test_a_new_killed_between_naming_the_file_and_dropping_its_hidden_name_still_opens(tmp_path):
    path = _cup(tmp_path / "cup.tourney")
    hidden = tmp_path / f".cup.tourney.{_dead_pid()}-0a1b2c3d.part"  # what `new` named its file while writing
    os.link(path, hidden)  # the kill came after os.link and before the hidden name was removed
    with services.open_tournament(path) as store:
        assert services.tournament(store).name == "Cup"
    assert not hidden.exists() and os.stat(path).st_nlink == 1


@posix_only
def test_a_hidden_name_of_a_writer_still_running_is_not_taken_for_a_leftover(tmp_path):
    path = _cup(tmp_path / "cup.tourney")
    hidden = tmp_path / f".cup.tourney.{os.getpid()}-0a1b2c3d.part"
    os.link(path, hidden)
    with pytest.raises(StoreError) as refused:
        services.open_tournament(path)
    assert refused.value.code == "several_names" and hidden.exists()
