"""Issue #33 point 5: every failure is one sentence that says what and where, exit status 2, and nothing
half-written; a fault of tourney itself is one sentence too (status 1), Ctrl+C is 130."""

from __future__ import annotations

import contextlib
import errno
import os
import resource
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
ENV.pop("TOURNEY_DEBUG", None)


def tourney(*args: str, limit: int | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The real command in a process of its own (``limit``: the most bytes it may write to a file)."""
    def limited() -> None:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return subprocess.run([sys.executable, "-m", "tourney", *args], capture_output=True, text=True,
                          env=ENV, cwd=ROOT, preexec_fn=limited, timeout=timeout)


def one_sentence(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tourney: "), result.stderr
    for word in words:
        assert word in lines[0], lines[0]


@contextlib.contextmanager
def small_disk(tmp_path: Path, size: str) -> Iterator[Path]:
    """A tmpfs of ``size`` (needs root: skipped elsewhere)."""
    where = tmp_path / f"disk-{uuid.uuid4().hex[:6]}"
    where.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                      capture_output=True).returncode:
        pytest.skip("mounting a small tmpfs needs root")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def _cup(path: Path, players: int = 0) -> Path:
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2) as store:
        for n in range(players):
            services.add_player(store, f"Player {n}")
    return path


def _big_list(path: Path, rows: int) -> Path:
    path.write_text("name,club\n" + "".join(f"Giocatore Numero {n},Circolo {n % 50}\n" for n in range(rows)),
                    encoding="utf-8")
    return path


def _player_count(path: Path) -> int:
    with services.open_tournament(path, readonly=True) as store:
        return len(services.players(store))


def test_a_full_disk_is_one_sentence_exit_2_and_nothing_half_written_on_a_small_tmpfs(tmp_path):
    with small_disk(tmp_path, "400k") as disk:
        cup = _cup(disk / "cup.tourney", players=4)
        big = _big_list(tmp_path / "big.csv", 8000)
        result = tourney("players", "import", str(cup), str(big))
        assert result.returncode == 2
        one_sentence(result, "is full", str(cup))
        assert _player_count(cup) == 4


def test_a_full_disk_under_a_write_limit_is_one_sentence_exit_2_and_nothing_half_written(tmp_path):
    cup = _cup(tmp_path / "cup.tourney", players=4)
    big = _big_list(tmp_path / "big.csv", 8000)
    result = tourney("players", "import", str(cup), str(big), limit=cup.stat().st_size + 64 * 1024)
    assert result.returncode == 2
    one_sentence(result, "is full", "cup.tourney")
    assert _player_count(cup) == 4


def test_an_export_to_a_full_disk_or_a_missing_folder_is_one_sentence_exit_2(tmp_path):
    cup = _cup(tmp_path / "cup.tourney", players=8)
    with services.open_tournament(cup) as store:
        services.draw_round(store, 1)
    missing = tmp_path / "no-such-folder" / "seating.pdf"
    result = tourney("export", "seating", str(cup), "--round", "1", "-o", str(missing))
    assert result.returncode == 2
    one_sentence(result, "no-such-folder")
    with small_disk(tmp_path, "8k") as disk:
        result = tourney("export", "seating", str(cup), "--round", "1", "-o", str(disk / "seating.pdf"))
    assert result.returncode == 2
    one_sentence(result, "seating.pdf")
    assert "is full" in result.stderr or "No space left" in result.stderr


def test_a_missing_folder_for_a_new_file_is_one_sentence(tmp_path):
    result = tourney("new", str(tmp_path / "nowhere" / "cup.tourney"), "--name", "Cup", "--ruleset", "fimj",
                     "--rounds", "2")
    assert result.returncode == 2
    one_sentence(result, "nowhere")
    assert not (tmp_path / "nowhere").exists()


def test_a_read_only_folder_refuses_changes_in_one_sentence_but_still_reads(tmp_path):
    with small_disk(tmp_path, "2m") as disk:
        cup = _cup(disk / "cup.tourney", players=4)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        result = tourney("players", "add", str(cup), "Zeno")
        assert result.returncode == 2
        one_sentence(result, "read-only", "cup.tourney")
        listed = tourney("players", "list", str(cup))
        assert listed.returncode == 0, listed.stderr
        assert "Player 3" in listed.stdout


def test_a_foreign_sqlite_file_is_one_sentence_and_left_as_it_was(tmp_path):
    other = tmp_path / "shop.db"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE schema_migrations (version TEXT)")
    db.close()
    before = other.read_bytes()
    for args in (("players", "list", str(other)), ("players", "add", str(other), "Anna")):
        result = tourney(*args)
        assert result.returncode == 2
        one_sentence(result, "is not a tournament file", "shop.db")
    assert other.read_bytes() == before


def test_an_input_output_error_is_said_as_such_not_as_a_foreign_file(tmp_path, monkeypatch):
    cup = _cup(tmp_path / "cup.tourney")

    def failing(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing)
    result = CliRunner().invoke(main, ["players", "add", str(cup), "Anna"])
    assert result.exit_code == 2
    assert "input/output error" in result.output and "cup.tourney" in result.output
    assert "not a tournament" not in result.output


def test_a_fault_of_tourney_itself_is_one_sentence_with_status_1(tmp_path, monkeypatch):
    cup = _cup(tmp_path / "cup.tourney")
    monkeypatch.delenv("TOURNEY_DEBUG", raising=False)
    monkeypatch.setattr(services, "players", lambda store: 1 / 0)
    result = CliRunner().invoke(main, ["players", "list", str(cup)])
    assert result.exit_code == 1
    assert "internal fault" in result.output and "ZeroDivisionError" in result.output
    assert "Traceback" not in result.output


def test_ctrl_c_stops_a_command_with_status_130_and_no_traceback():
    child = subprocess.Popen([sys.executable, "-m", "tourney", "score", "-"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV, cwd=ROOT)
    time.sleep(3)  # reading the deal from standard input
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 130, err
    assert "Traceback" not in err and "Ctrl+C" in err and "Aborted" not in err
