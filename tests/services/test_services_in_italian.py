"""The services speak to the referee in English and, through their sentences, in Italian.

Each refusal, log description, import row and draw report keeps its English word for word (the
command line and the other tests read it) and can be said in Italian by ``translate``, the words
inside it (a player's status, the field a check names, why the draw stopped) included.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tourney import services
from tourney.export.sheet_layouts import layout_for
from tourney.language import Words, translate
from tourney.services import ImportRefused, ServiceError
from tourney.services.printing import PrintError
from tourney.store import Store

from .conftest import example_deal


def _refusal(call: Callable[..., Any], *args: Any, **kwargs: Any) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    return caught.value


def _italian(text: str) -> str:
    return translate(text, "it")


def test_a_refusal_keeps_its_english_and_is_said_in_italian_with_the_players_status(seated: Store) -> None:
    services.withdraw_player(seated, 1)
    error = _refusal(services.make_substitute, seated, 1)
    assert error.message == "cannot make a substitute Player 1: the player is withdrawn"
    assert _italian(error.message) == "impossibile rendere riserva Player 1: il giocatore è ritirato"


def test_a_check_of_what_was_typed_names_the_field_in_italian(store: Store) -> None:
    error = _refusal(services.add_player, store, "   ")
    assert error.message == "the name is required"
    assert _italian(error.message) == "manca il nome"
    error = _refusal(services.edit_tournament, store, rounds=120)
    assert error.message == "the number of rounds must be from 1 to 99, not 120"
    assert _italian(error.message) == "il numero di turni deve essere tra 1 e 99, non 120"


def test_the_description_of_an_action_is_said_in_italian_in_undo(seated: Store) -> None:
    services.record_deals(seated, 1, 1, [example_deal()])
    state = services.history_state(seated)
    assert state.next_undo == "Record 1 deal(s) at round 1, table 1"
    assert _italian(state.next_undo) == "Registra 1 mani al turno 1, tavolo 1"


def test_each_status_change_has_its_own_italian_description(seated: Store) -> None:
    services.withdraw_player(seated, 2)
    assert _italian(services.history_state(seated).next_undo) == "Ritira Player 2"
    services.readmit_player(seated, 2)
    assert services.history_state(seated).next_undo == "Re-admit Player 2"
    assert _italian(services.history_state(seated).next_undo) == "Riammetti Player 2"


def test_an_unbalanced_sheet_is_reported_in_italian(store: Store) -> None:
    check = services.check_totals("fimj", {"E": 10, "S": 0, "W": 0, "N": 0})
    assert check.message == "the four scores add up to +10, not 0: check the sheet"
    assert _italian(check.message) == "i quattro punteggi sommano a +10, non a 0: controlla il foglio"


def test_the_import_preview_says_each_bad_row_in_italian(store: Store) -> None:
    services.add_player(store, "Anna Rossi", club="Drago")
    data = b"name,club,status\nAnna Rossi,Drago,\nBruno,,withdrawn\nCarla,,maybe\n"
    report = services.import_players_csv(store, data, skip_bad=True)
    reasons = [_italian(b.reason) for b in report.bad_rows]
    assert reasons == ["Anna Rossi è già iscritto (giocatore 1)",
                       "un nuovo giocatore non può iniziare come ritirato",
                       "lo stato deve essere uno tra registered, present, withdrawn, substitute, non 'maybe'"]
    assert report.describe() == ("0 players imported\n"
                                 "line 2: Anna Rossi is already registered (player 1)\n"
                                 "line 3: a new player cannot start withdrawn\n"
                                 "line 4: the status must be one of registered, present, withdrawn, "
                                 "substitute, not 'maybe'")
    italian = _italian(report.describe()).splitlines()
    assert italian[:2] == ["0 giocatori importati", "riga 2: Anna Rossi è già iscritto (giocatore 1)"]


def test_a_refused_import_lists_its_first_bad_rows_in_italian(store: Store) -> None:
    data = ("name\n" + "".join("Anna\n" for _ in range(8))).encode()
    with pytest.raises(ImportRefused) as caught:
        services.import_players_csv(store, data)
    message = caught.value.message
    assert message.startswith("nothing imported: 7 bad row(s): line 3: Anna is the same player as on "
                              "line 2; ")
    assert message.endswith("(and 2 more)")
    assert _italian(message).startswith("nessun giocatore importato: 7 righe errate: riga 3: Anna è lo "
                                        "stesso giocatore della riga 2; riga 4:")
    assert _italian(message).endswith("(e altre 2)")


def test_a_long_import_report_stays_translatable() -> None:
    report = services.ImportReport(bad_rows=[services.BadRow(n, Words("the list is empty"))
                                             for n in range(2, 3002)])
    assert _italian(report.describe()).count("l'elenco è vuoto") == 3000


def test_the_draw_report_is_headed_in_italian(seated: Store) -> None:
    report = services.draw_rounds(seated, 2, 2, seconds=None, iterations=50, seed=1)
    head = report.text().splitlines()[0]
    assert head.startswith("Drew round 2 (")
    italian = _italian(report.text()).splitlines()[0]
    assert italian.startswith("Sorteggio dei posti, turno 2 (") and "fine: " in italian
    assert _italian(services.history_state(seated).next_undo) == "Sorteggio dei posti, turno 2 (8 giocatori)"


def test_clearing_a_constraint_names_it_in_italian(seated: Store) -> None:
    error = _refusal(services.clear_constraint, seated, 1, 2)
    assert error.message == "there is no constraint keeping Player 1 and Player 2 apart"
    assert _italian(error.message) == "non esiste la separazione di Player 1 e Player 2"
    services.fix_table(seated, 1, 2)
    services.clear_constraint(seated, 1)
    assert _italian(services.history_state(seated).next_undo) == "Togli il tavolo fisso di Player 1"


def test_the_exports_refusals_are_said_in_italian(store: Store) -> None:
    with pytest.raises(PrintError) as caught:
        layout_for("mahjong-solitaire")
    assert caught.value.code == "unknown_ruleset"
    assert _italian(caught.value.message).startswith("nessun foglio segnapunti per il regolamento")
    with pytest.raises(PrintError) as caught:
        services.printing.player_cards(store)
    assert caught.value.code == "round_not_drawn"
    assert _italian(caught.value.message).startswith("nessun turno è ancora sorteggiato")


REFUSED: list[tuple[str, Callable[[Store], Any]]] = [
    ("no player", lambda s: services.player(s, 99)),
    ("no round", lambda s: services.round_info(s, 9)),
    ("duplicate", lambda s: services.add_player(s, "Player 1", club="Club 1")),
    ("unknown field", lambda s: services.edit_player(s, 1, email="x")),
    ("no deals", lambda s: services.rescore_table(s, 1, 1)),
    ("no table", lambda s: services.record_deals(s, 1, 7, [example_deal()])),
    ("bad scores", lambda s: services.record_totals(s, 1, 1, [1, 2])),
    ("zero penalty", lambda s: services.add_penalty(s, 1, 0, "late")),
    ("no penalty", lambda s: services.remove_penalty(s, 4)),
    ("swap self", lambda s: services.swap_seats(s, 1, 1, 1)),
    ("not seated", lambda s: services.swap_seats(s, 2, 1, 2)),
    ("zero shift", lambda s: services.shift_round(s, 1, 0)),
    ("no schedule", lambda s: services.shift_round(s, 1, 10)),
    ("bad moment", lambda s: services.set_round_schedule(s, 1, starts_at="soon")),
    ("bad date", lambda s: services.edit_tournament(s, start_date="tomorrow")),
    ("bad ranking", lambda s: services.set_ranking(s, 7)),
    ("seated bye", lambda s: services.give_bye(s, 1, 1)),
    ("no bye", lambda s: services.remove_bye(s, 1, 1)),
    ("apart from self", lambda s: services.keep_apart(s, 1, 1)),
    ("bad table", lambda s: services.fix_table(s, 1, 0)),
    ("odd count", lambda s: services.draw_rounds(s, 2, 2, odd_count="triples")),
    ("backwards", lambda s: services.draw_rounds(s, 3, 2)),
    ("round played", lambda s: services.assign_seats(s, 1, [])),
    ("nobody", lambda s: services.check_in(s)),
    ("bad ruleset", lambda s: services.create_tournament(None, name="X", ruleset="poker", rounds=1)),
]


@pytest.mark.parametrize("name, action", REFUSED, ids=[name for name, _ in REFUSED])
def test_every_kind_of_refusal_is_a_sentence_with_an_italian_translation(
        seated: Store, name: str, action: Callable[[Store], Any]) -> None:
    if name == "round played":
        services.record_deals(seated, 1, 1, [example_deal()])
    error = _refusal(action, seated)
    assert isinstance(error.message, Words), error.message
    assert _italian(error.message) != error.message, error.message


def test_the_ranking_scheme_chosen_is_named_in_italian_in_the_log(store: Store) -> None:
    services.set_ranking(store, "rank_points")
    assert services.history_state(store).next_undo == "Rank by rank points"
    assert _italian(services.history_state(store).next_undo) == "Classifica per punti piazzamento"
