"""Issue #33 point 10: a damaged index is said as damage (naming the newest good backup), never as
"round 1 has no seating yet"; a disk input/output error met while identifying or reading the file is
said as such, never as "not a tournament file"."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.services.conftest import example_deal
from tourney import services
from tourney.cli import main
from tourney.store import StoreError, identify


def _lose_round_1_from_the_seats_index(path: Path) -> int:
    """Rewrite the index's entries of round 1 as round 0 (the pages stay well formed: quick check ok)."""
    db = sqlite3.connect(path)
    index = "sqlite_autoindex_seats_1"  # UNIQUE (round, table_no, wind)
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", [index]).fetchone()[0]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = bytearray(path.read_bytes())
    page = (root - 1) * size
    assert data[page] == 0x0A  # one leaf page of an index holds the 16 seats
    changed = 0
    for cell_no in range(int.from_bytes(data[page + 3:page + 5], "big")):
        cell = page + int.from_bytes(data[page + 8 + 2 * cell_no:page + 10 + 2 * cell_no], "big")
        if data[cell + 2] == 9:  # the record's first value, the round, is the constant 1 (serial type 9)
            data[cell + 2] = 8  # the constant 0
            changed += 1
    path.write_bytes(bytes(data))
    return changed


@pytest.fixture
def lost_index(tmp_path):
    path = tmp_path / "club.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=2).close()
    assert _lose_round_1_from_the_seats_index(path) == 8
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"  # found only by reading, not on opening
    assert db.execute("PRAGMA integrity_check").fetchone()[0] != "ok"
    db.close()
    return path


def test_a_damaged_index_is_said_as_damage_with_the_newest_good_backup_not_as_no_seating(lost_index):
    newest = services.list_backups(lost_index)[-1]
    with services.open_tournament(lost_index) as store:
        before = len(services.log(store))
        with pytest.raises(StoreError) as refused:
            services.submit_deal(store, 1, 1, 3, example_deal(), "phone-x")
        assert refused.value.code == "damaged"
        assert "no seating" not in refused.value.message
        assert "is damaged" in refused.value.message and newest.name in refused.value.message
        assert len(services.log(store)) == before  # nothing was changed


def test_a_damaged_index_on_the_command_line_is_one_sentence_exit_2(lost_index):
    result = CliRunner().invoke(main, ["secrets", str(lost_index), "1"])
    assert result.exit_code == 2, result.output
    assert "is damaged" in result.output and "no seating" not in result.output
    assert "Traceback" not in result.output


class _FailingConnection:
    """A read-only connection whose every read meets a disk input/output error."""

    def execute(self, *args: object) -> None:
        error = sqlite3.OperationalError("disk I/O error")
        error.sqlite_errorcode = 10  # type: ignore[attr-defined]  # SQLITE_IOERR
        raise error

    def close(self) -> None:
        pass


def test_an_input_output_error_while_identifying_the_file_is_not_called_a_foreign_file(tmp_path, monkeypatch):
    path = tmp_path / "club.tourney"
    services.create_tournament(path, name="C", ruleset="fimj", rounds=2).close()
    monkeypatch.setattr(identify, "read_only_connection", lambda path: _FailingConnection())
    with pytest.raises(StoreError) as refused:
        services.open_tournament(path)
    assert refused.value.code == "io_error"
    assert "input/output error" in refused.value.message and "not a tournament" not in refused.value.message


def test_an_input_output_error_reading_the_header_is_not_called_a_foreign_file(tmp_path, monkeypatch):
    path = tmp_path / "club.tourney"
    services.create_tournament(path, name="C", ruleset="fimj", rounds=2).close()

    def failing(self: Path, *args: object, **kwargs: object) -> None:
        raise OSError(errno.EIO, "Input/output error", str(self))

    monkeypatch.setattr(Path, "open", failing)
    result = CliRunner().invoke(main, ["players", "list", str(path)])
    assert result.exit_code == 2
    assert "input/output error" in result.output and "not a tournament" not in result.output
