"""The log keeps how each description was made, so the window can read the history in Italian."""

from __future__ import annotations

import pytest

from tourney.language import Words, say, translate
from tourney.store import Store, StoreError, events, undo
from tourney.translations import CATALOGUES


@pytest.fixture
def italian_add_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOGUES["it"], "Add the player {name}", "Aggiungi il giocatore {name}")


def _add_anna(store: Store) -> None:
    with store.change("add_player", say("Add the player {name}", name="Anna")) as log:
        log.insert("players", {"name": "Anna"})


def test_a_description_comes_back_from_the_file_as_a_sentence_that_can_be_said_in_italian(
        tmp_path, italian_add_player) -> None:
    path = tmp_path / "cup.tourney"
    with Store.open(path, create=True) as store:
        _add_anna(store)
    with Store.open(path) as store:
        [event] = events(store)
    assert isinstance(event.description, Words)
    assert event.description == "Add the player Anna"
    assert translate(event.description, "it") == "Aggiungi il giocatore Anna"


def test_undoing_says_undo_in_italian_around_the_undone_action(italian_add_player) -> None:
    store = Store.memory()
    _add_anna(store)
    [undone] = undo(store)
    assert undone.description == "Undo: Add the player Anna"
    assert translate(undone.description, "it") == "Annullato: Aggiungi il giocatore Anna"


def test_a_log_written_before_the_file_kept_sentences_reads_as_it_was(tmp_path) -> None:
    path = tmp_path / "old.tourney"
    with Store.open(path, create=True, migrate_upto="0004_seating_constraints") as old:
        _add_anna(old)
    with Store.open(path) as store:
        [event] = events(store)
        assert event.description == "Add the player Anna" and not isinstance(event.description, Words)
        _add_anna(store)
        assert isinstance(events(store)[-1].description, Words)


def test_a_refusal_of_the_file_is_said_in_italian() -> None:
    store = Store.memory()
    with pytest.raises(StoreError) as refused:
        undo(store)
    assert refused.value.message == "there is nothing to undo"
    assert translate(refused.value.message, "it") == "non c'è niente da annullare"
