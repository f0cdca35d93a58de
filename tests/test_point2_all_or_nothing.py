"""Issue #33 point 2: every file tourney writes appears whole or not at all (one shared helper), on a
full disk too: a tiny tmpfs when this runs as root and may mount one, else a file-size limit
(RLIMIT_FSIZE) in a forked child; each test says which it used."""

from __future__ import annotations

import ast
import os
import resource
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

import tourney
from tourney import safe_write, services
from tourney.cli import main
from tourney.store.failures import failure

ROOT = Path(tourney.__file__).parent
WRITING_CALLS = {"write_bytes", "write_text"}


def _writes_outside_the_helper() -> list[str]:
    """Every call in tourney that writes a file by itself: Path.write_bytes/write_text, open(..., 'w')."""
    found = []
    for source in ROOT.rglob("*.py"):
        if source.name == "safe_write.py":
            continue
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            named = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            owner = func.value.id if named else ""  # type: ignore[union-attr]
            if name in WRITING_CALLS and owner != "safe_write":
                found.append(f"{source.relative_to(ROOT)}:{node.lineno}")
            modes = [a.value for a in node.args[1:2] + [k.value for k in node.keywords if k.arg == "mode"]
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if name == "open" and any(set(m) & set("wax+") for m in modes):
                found.append(f"{source.relative_to(ROOT)}:{node.lineno}")
    return found


def test_every_writer_goes_through_the_shared_helper():
    assert _writes_outside_the_helper() == []


def test_an_export_that_fails_midway_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    out = tmp_path / "seating.pdf"
    out.write_bytes(b"yesterday's sheet")

    def failing(path, data):
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError), safe_write.replacing(out) as temporary:
        temporary.write_bytes(b"half a she")
        failing(temporary, b"")
    assert out.read_bytes() == b"yesterday's sheet"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["seating.pdf"]


def test_a_file_replaced_keeps_its_permissions(tmp_path):
    out = tmp_path / "players.csv"
    out.write_text("old")
    out.chmod(0o600)
    safe_write.write_text(out, "new")
    assert out.read_text() == "new" and out.stat().st_mode & 0o777 == 0o600


def test_publishing_a_new_file_never_replaces_one_made_meanwhile(tmp_path):
    temporary, path = tmp_path / ".x.part", tmp_path / "x.tourney"
    temporary.write_bytes(b"mine")
    path.write_bytes(b"theirs")
    with pytest.raises(FileExistsError):
        safe_write.publish_new(temporary, path)
    assert path.read_bytes() == b"theirs" and not temporary.exists()


def _mount_tiny(folder: Path) -> str | None:
    """Mount a 1 MiB tmpfs on ``folder``; None when done, else why it cannot be done here."""
    if os.geteuid() != 0:
        return "mounting a 1 MiB tmpfs needs root"
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
                          capture_output=True, text=True)
    return None if done.returncode == 0 else f"mount refused: {done.stderr.strip() or done.returncode}"


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[tuple[Path | None, str]]:
    """A folder on a filesystem of 1 MiB, or (None, why not); unmounted at teardown, pass or fail."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    why = _mount_tiny(folder)
    try:
        yield (folder if why is None else None), why or ""
    finally:
        if why is None:
            done = subprocess.run(["umount", str(folder)], capture_output=True)
            if done.returncode != 0:  # busy (a file left open by a failed test): detach it anyway
                subprocess.run(["umount", "--lazy", str(folder)], check=True)
            assert not os.path.ismount(folder)


def _in_child_with_size_limit(limit: int, work) -> int:
    """Run ``work`` in a forked child allowed to write files of ``limit`` bytes at most."""
    pid = os.fork()
    if pid == 0:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        code = 0
        try:
            code = work()
        except BaseException:
            code = 1
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


@pytest.fixture(scope="module")
def tournament(tmp_path_factory):
    path = tmp_path_factory.mktemp("full") / "club.tourney"
    services.build_demo(path, players=16, rounds=2, deals_per_table=4).close()
    return path


def test_an_export_on_a_full_disk_says_so_and_leaves_the_old_file(tournament, tmp_path, tiny_disk):
    old = b"%PDF-1.4 this morning's report %%EOF\n"
    folder, _ = tiny_disk
    if folder is not None:  # a real full disk: ENOSPC
        out = folder / "report.pdf"
        out.write_bytes(old)
        (folder / "filler").write_bytes(b"x" * (1024 * 1024 - 16 * 1024 - len(old)))
        result = CliRunner().invoke(main, ["export", "report", str(tournament), "-o", str(out)])
        print("disk full by: a 1 MiB tmpfs")
        assert result.exit_code == 2 and "No space left on device" in result.output
        assert out.read_bytes() == old
        assert sorted(p.name for p in folder.iterdir()) == ["filler", "report.pdf"]
        return
    out = tmp_path / "report.pdf"
    out.write_bytes(old)
    print("disk full by: RLIMIT_FSIZE of 16 KiB in a child process")
    code = _in_child_with_size_limit(16 * 1024, lambda: CliRunner().invoke(
        main, ["export", "report", str(tournament), "-o", str(out)]).exit_code)
    assert code == 2
    assert out.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.pdf", "tiny"]


def test_new_on_a_full_disk_leaves_no_file_and_works_once_there_is_room(tmp_path, tiny_disk):
    folder, _ = tiny_disk
    if folder is None:
        folder = tmp_path
        path = folder / "cup.tourney"
        args = ["new", str(path), "--name", "Cup", "--ruleset", "fimj", "--rounds", "3"]
        assert _in_child_with_size_limit(4096, lambda: CliRunner().invoke(main, args).exit_code) != 0
        assert sorted(p.name for p in folder.iterdir()) == ["tiny"]
    else:
        path = folder / "cup.tourney"
        filler = folder / "filler"
        filler.write_bytes(b"x" * (1024 * 1024 - 8 * 1024))
        result = CliRunner().invoke(main, ["new", str(path), "--name", "Cup", "--ruleset", "fimj",
                                           "--rounds", "3"])
        assert result.exit_code != 0
        assert sorted(p.name for p in folder.iterdir()) == ["filler"]
        filler.unlink()
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=3) as store:
        assert services.tournament(store).rounds == 3


def test_a_backup_onto_a_full_stick_keeps_the_action_and_says_why(tmp_path, tiny_disk):
    path = tmp_path / "club.tourney"
    stick, why = tiny_disk
    if stick is None:
        pytest.skip(f"no small filesystem for the stick here ({why}); the RLIMIT tests cover a full disk")
    (stick / "filler").write_bytes(b"x" * (1024 * 1024 - 8 * 1024))
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=3) as store:
        services.set_backups_folder(store, stick)
        services.add_player(store, "Anna")
        assert store.autobackup.problem is not None
        assert failure(store.autobackup.problem, stick).code == "disk_full"
        assert [p.name for p in services.players(store)] == ["Anna"]
    assert sorted(p.name for p in stick.iterdir()) == ["filler"]
