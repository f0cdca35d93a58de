"""Issue #33 point 5: no traceback ever reaches a user of the window; what no action caught is one
sentence in a message box, its details in a log file."""

from __future__ import annotations

import errno
import sqlite3

from tourney.gui import faults


def _shown(monkeypatch) -> list[str]:
    seen: list[str] = []
    monkeypatch.setattr(faults, "show_error", lambda parent, error: seen.append(error.message))
    return seen


def test_a_full_disk_met_outside_a_service_is_one_sentence_naming_the_file(qtbot, monkeypatch):
    seen = _shown(monkeypatch)
    error = OSError(errno.ENOSPC, "No space left on device", "/media/stick/cup.pdf")
    faults.on_uncaught(OSError, error, None)
    assert seen == ["the disk holding /media/stick/cup.pdf is full (or the file may grow no larger); "
                    "nothing was written"]


def test_a_fault_of_tourney_is_one_sentence_and_its_traceback_goes_to_the_log(qtbot, monkeypatch, tmp_path):
    seen = _shown(monkeypatch)
    monkeypatch.setattr(faults, "FAULTS_LOG", tmp_path / "faults.log")
    try:
        raise ZeroDivisionError("division by zero")
    except ZeroDivisionError as error:
        faults.on_uncaught(ZeroDivisionError, error, error.__traceback__)
    assert len(seen) == 1 and "ZeroDivisionError" in seen[0] and "Traceback" not in seen[0]
    assert "Traceback" in (tmp_path / "faults.log").read_text()


def test_a_damaged_file_is_said_as_damaged(qtbot, monkeypatch):
    seen = _shown(monkeypatch)
    error = sqlite3.DatabaseError("database disk image is malformed")
    error.sqlite_errorcode = 11  # type: ignore[attr-defined]
    faults.on_uncaught(sqlite3.DatabaseError, error, None)
    assert "is damaged" in seen[0]
