"""Issue #33 point 1: `tourney copy FILE -o NEW` does on the command line what File > Save a copy… does in
the window: the whole tournament as a new file, never over an existing one, all or nothing."""

from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main
from tourney.errors import TourneyError
from tourney.language import translate


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def played(tmp_path):
    path = tmp_path / "club.tourney"
    services.build_demo(path, players=8, rounds=2, deals_per_table=2).close()
    return path


def _standings(path):
    with services.open_tournament(path, readonly=True) as store:
        return [(r.player.name, r.total_score, r.rank_points) for r in services.standings(store).rows]


def test_copy_writes_the_whole_tournament_as_a_new_file(played, tmp_path):
    out = tmp_path / "stick" / "copy.tourney"
    out.parent.mkdir()
    done = run("copy", str(played), "-o", str(out))
    assert done.exit_code == 0, done.output
    assert f"saved a copy of {played} as {out}" in done.output
    assert _standings(out) == _standings(played)
    with services.open_tournament(out) as copy:  # the copy undoes like any file
        assert services.undo(copy)


def test_copy_never_writes_over_a_file(played, tmp_path):
    taken = tmp_path / "taken.tourney"
    taken.write_bytes(b"the referee's other file")
    refused = run("copy", str(played), "-o", str(taken))
    assert refused.exit_code == 2
    assert refused.output.strip() == f"tourney: {taken} already exists; choose another name"
    assert taken.read_bytes() == b"the referee's other file"


def test_copy_of_a_missing_file_is_one_sentence_and_exit_2(tmp_path):
    refused = run("copy", str(tmp_path / "nowhere.tourney"), "-o", str(tmp_path / "new.tourney"))
    assert refused.exit_code == 2
    assert refused.output.startswith("tourney: ") and "Traceback" not in refused.output
    assert len(refused.output.strip().splitlines()) == 1
    assert not (tmp_path / "new.tourney").exists()


def test_copy_into_a_missing_folder_leaves_nothing_behind(played, tmp_path):
    refused = run("copy", str(played), "-o", str(tmp_path / "no" / "such" / "copy.tourney"))
    assert refused.exit_code == 2 and "Traceback" not in refused.output
    assert not (tmp_path / "no").exists()


def test_copy_leaves_the_original_exactly_as_it_was(played, tmp_path):
    before = played.read_bytes(), sorted(os.listdir(tmp_path))
    assert run("copy", str(played), "-o", str(tmp_path / "c.tourney")).exit_code == 0
    assert played.read_bytes() == before[0]
    assert sorted(os.listdir(tmp_path)) == sorted([*before[1], "c.tourney"])


def test_the_refusal_of_copy_is_said_in_italian_too(played, tmp_path):
    """The command line prints the English sentence; the window says the same refusal in Italian."""
    taken = tmp_path / "taken.tourney"
    taken.write_bytes(b"x")
    with services.open_tournament(played, readonly=True) as store, pytest.raises(TourneyError) as refused:
        services.save_copy(store, taken)
    assert translate(refused.value.message, "it") == f"{taken} esiste già: scegli un altro nome"


def test_tourney_backups_says_a_change_and_one_player_in_the_singular():
    from datetime import datetime
    from pathlib import Path

    from tourney.commands.backups import _line

    one = services.BackupInfo("c-20261128-100000.tourney", Path("c-20261128-100000.tourney"),
                              datetime(2026, 11, 28, 10, 0), None, 4096, 1, (), 1, "Add Anna", "")
    said = _line(one)
    assert "after a change" in said and "10 minutes" not in said
    assert "1 player, no round closed, 1 table sheet;" in said
