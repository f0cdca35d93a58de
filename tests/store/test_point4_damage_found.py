"""Issue #33 point 4: opening a file runs SQLite's quick check; a damaged file is refused in one sentence
naming the newest good backup; undo works on files upgraded from every older schema."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main
from tourney.store import MIGRATION_NAMES, Store, StoreError, redo, stacks, undo

PAGE = 4096


def _damage(path, page: int) -> None:
    with open(path, "r+b") as f:
        f.seek(page * PAGE)
        f.write(b"\xff" * 64)


@pytest.fixture
def damaged(tmp_path):
    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2) as store:
        for n in range(300):
            services.add_player(store, f"Player number {n} with a long name", club="Drago Rosso")
    good = services.list_backups(path)[-1]
    _damage(path, 5)
    return path, good


def test_a_damaged_file_is_refused_with_the_newest_good_backup_named(damaged):
    path, good = damaged
    before = path.read_bytes()
    with pytest.raises(StoreError) as refused:
        services.open_tournament(path)
    assert refused.value.code == "damaged"
    assert refused.value.backup == good.path
    assert good.name in refused.value.message and str(path) in refused.value.message
    assert path.read_bytes() == before  # refused before anything was written


def test_the_command_line_refuses_a_damaged_file_in_one_sentence_and_exit_2(damaged):
    path, good = damaged
    result = CliRunner().invoke(main, ["players", "list", str(path)])
    assert result.exit_code == 2
    assert "is damaged and was not opened" in result.output and good.name in result.output
    assert "Traceback" not in result.output and len(result.output.strip().splitlines()) == 1


def test_a_damaged_backup_is_passed_over_for_an_older_good_one(damaged):
    path, good = damaged
    older = services.list_backups(path)
    assert len(older) == 1
    newer = good.path.with_name(good.name.replace(".tourney", "-2.tourney"))
    newer.write_bytes(good.path.read_bytes())
    _damage(newer, 5)
    with pytest.raises(StoreError) as refused:
        services.open_tournament(path)
    assert refused.value.backup == good.path


def test_a_damaged_file_with_no_backup_says_there_is_none(damaged):
    path, good = damaged
    good.path.unlink()
    with pytest.raises(StoreError, match="there is no good backup"):
        services.open_tournament(path)


def test_a_sound_file_opens_after_its_quick_check(tmp_path):
    path = tmp_path / "ok.tourney"
    services.create_tournament(path, name="Ok", ruleset="fimj", rounds=2).close()
    services.open_tournament(path).close()


def _old_file(path, schema: str) -> None:
    """A file as tourney wrote it at ``schema``, with a history made then: the tournament, players,
    a round's schedule changed, the tournament edited (rows that later migrations add columns to)."""
    with Store.open(path, create=True, migrate_upto=schema) as store:
        with store.change("create_tournament", "Create", undoable=False) as log:
            log.insert("tournament", {"id": 1, "name": "Old", "ruleset": "fimj", "rounds": 2,
                                      "ranking": "table_points", "rotation": "fixed"})
            log.insert("rounds", {"id": 1})
            log.insert("rounds", {"id": 2})
        for n in range(4):
            with store.change("add_player", f"Add {n}") as log:
                log.insert("players", {"name": f"Player {n}"})
        with store.change("edit_tournament", "Rename") as log:
            log.update("tournament", 1, {"name": "Renamed", "venue": "Milano"})
        with store.change("remove_round", "Drop round 2") as log:
            log.delete("rounds", 2)
        with store.change("edit_player", "Rename a player") as log:
            log.update("players", 1, {"club": "Drago"})


@pytest.mark.parametrize("schema", MIGRATION_NAMES[:-1])
def test_undo_and_redo_work_on_a_file_upgraded_from_every_older_schema(tmp_path, schema):
    path = tmp_path / f"{schema}.tourney"
    _old_file(path, schema)
    with services.open_tournament(path) as store:
        assert store.applied_migrations() == MIGRATION_NAMES
        done, _ = stacks(store)
        undo(store, len(done))
        assert services.tournament(store).name == "Old"
        assert services.players(store) == [] and len(services.rounds(store)) == 2
        redo(store, len(done))
        assert services.tournament(store).name == "Renamed"
        assert len(services.players(store)) == 4 and len(services.rounds(store)) == 1
        undo(store, 2)  # and back again, over rows the upgrade gave new columns
        assert len(services.rounds(store)) == 2
