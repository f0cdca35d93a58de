"""Issue #33 point 3: a phone's submission keeps who sat where on the phone's page, and approving it (by
hand, corrected, or automatically when two phones agree) re-checks inside its transaction that the table
is still seated so: a table drawn again after the phone sent is refused, never credited to other players."""

from __future__ import annotations

import importlib
import sqlite3

import pytest

from tourney import services
from tourney.language import translate
from tourney.services import ServiceError
from tourney.store import Store

from .conftest import example_deal

sent_by_phones = importlib.import_module("tourney.services.submissions")  # the module, not the function
PHONE_A, PHONE_B = "phoneAAAA", "phoneBBBB"
TABLE_ONE = {"E": 1, "S": 3, "W": 5, "N": 7}  # the seating of the `seated` fixture


@pytest.fixture
def paired(seated: Store) -> Store:
    services.issue_secrets(seated, 1)
    return seated


def _nothing_written(store: Store, submission_id: int, events_before: int) -> None:
    assert services.results(store) == []
    assert services.submission(store, submission_id).status == "pending"
    assert len(services.log(store)) == events_before


def test_a_submission_keeps_the_seating_the_phone_showed(paired):
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A, seating=TABLE_ONE)
    assert sent.seating == TABLE_ONE
    without = services.submit_totals(paired, 1, 2, [10, -10, 5, -5], PHONE_A)  # the command line: as now
    assert without.seating == {"E": 2, "S": 4, "W": 6, "N": 8}


def test_approval_without_a_redraw_works_as_before(paired):
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A, seating=TABLE_ONE)
    assert services.approve(paired, sent.id).status == "approved"
    [result] = services.results(paired)
    assert result.table == 1 and len(result.deals) == 1


def test_approving_by_hand_after_the_table_was_seated_again_is_refused_and_nothing_is_written(paired):
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A, seating=TABLE_ONE)
    services.swap_seats(paired, 1, 1, 2)  # player 1 of table 1 and player 2 of table 2 change places
    events = len(services.log(paired))
    with pytest.raises(ServiceError) as refused:
        services.approve(paired, sent.id)
    assert refused.value.code == "redrawn"
    assert refused.value.message == ("round 1, table 1 was drawn again after its phone sent deal 1 of round "
                                     "1, table 1; nothing was approved: reject it and ask the table to send "
                                     "it again from its page")
    assert translate(refused.value.message, "it").startswith(
        "il turno 1, tavolo 1 è stato sorteggiato di nuovo dopo che il suo telefono ha inviato la mano 1")
    _nothing_written(paired, sent.id, events)
    assert services.reject(paired, sent.id, "drawn again").status == "rejected"  # the way out it names


def test_approving_corrected_after_the_table_was_seated_again_is_refused_too(paired):
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A, seating=TABLE_ONE)
    services.swap_seats(paired, 1, 3, 4)
    events = len(services.log(paired))
    with pytest.raises(ServiceError, match="drawn again after its phone sent"):
        services.approve_corrected(paired, sent.id, example_deal())
    _nothing_written(paired, sent.id, events)


def test_approving_totals_after_the_table_was_seated_again_is_refused(paired):
    sent = services.submit_totals(paired, 1, 1, [10, -10, 5, -5], PHONE_A, seating=TABLE_ONE)
    services.swap_seats(paired, 1, 5, 6)
    events = len(services.log(paired))
    with pytest.raises(ServiceError, match="drawn again after its phone sent the totals"):
        services.approve(paired, sent.id)
    _nothing_written(paired, sent.id, events)


def test_auto_approval_when_the_table_is_drawn_again_meanwhile_is_refused_and_nothing_is_written(
        paired, monkeypatch):
    services.set_auto_approve(paired, True)
    first = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A, seating=TABLE_ONE)
    checked = sent_by_phones._preview

    def seated_again_meanwhile(sheet, round_number, table, number, deal):
        scored = checked(sheet, round_number, table, number, deal)  # the second phone's page is right...
        services.swap_seats(paired, 1, 1, 2)  # ...as the referee changes the table before it is written
        return scored

    monkeypatch.setattr(sent_by_phones, "_preview", seated_again_meanwhile)
    services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_B, seating=TABLE_ONE)
    found = services.submission(paired, first.id)
    assert found.status == "pending" and found.confirmed_by == (PHONE_B,)  # confirmed, not approved
    assert services.results(paired) == []
    assert "approve_submission" not in [e.action for e in services.log(paired)]


def test_a_page_loaded_before_the_round_was_drawn_again_cannot_send(paired):
    services.draw_round(paired, 1, seed=99)
    assert dict(services.seating_of(paired, 1, 1)) != TABLE_ONE
    with pytest.raises(ServiceError) as refused:
        services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A, seating=TABLE_ONE)
    assert refused.value.code == "redrawn" and "open the table page again" in refused.value.message
    with pytest.raises(ServiceError, match="drawn again after this page was loaded"):
        services.submit_totals(paired, 1, 1, [10, -10, 5, -5], PHONE_A, seating=TABLE_ONE)
    assert services.submissions(paired) == []


def test_a_seating_that_is_not_winds_and_players_is_refused(paired):
    with pytest.raises(ServiceError, match="does not say who sits where"):
        services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A, seating=["nonsense"])


def test_an_older_file_keeps_the_seating_of_its_waiting_submissions_at_the_upgrade(tmp_path):
    path = tmp_path / "old.tourney"
    old = Store.open(path, create=True, migrate_upto="0009_backups_folder")
    with old.change("create_tournament", "Create", undoable=False) as log:
        log.insert("tournament", {"id": 1, "name": "Old Cup", "ruleset": "fimj", "rounds": 1,
                                  "ranking": "points", "rotation": "tournament"})
        log.insert("rounds", {"id": 1})
        for number in range(1, 9):
            log.insert("players", {"id": number, "name": f"P{number}"})
        for table, players in ((1, (1, 3, 5, 7)), (2, (2, 4, 6, 8))):
            for wind, pid in zip("ESWN", players, strict=True):
                log.insert("seats", {"round": 1, "table_no": table, "wind": wind, "player_id": pid})
        for status in ("pending", "rejected"):
            log.insert("submissions", {"round": 1, "table_no": 1, "number": 1, "kind": "deal",
                                       "entry": '{"round_wind": "E", "seats": {}}', "phone": PHONE_A,
                                       "sent_at": "2026-11-28T10:00:00", "status": status})
    old.close()
    with services.open_tournament(path) as store:
        waiting, rejected = services.submissions(store)
        assert waiting.seating == TABLE_ONE  # what is known: the table as it was at the upgrade
        assert rejected.seating is None  # nothing to compare with: approved as before if ever pending
        services.swap_seats(store, 1, 1, 2)
        with pytest.raises(ServiceError, match="drawn again after its phone sent"):
            services.approve(store, waiting.id)
    with sqlite3.connect(path) as db:
        assert [r[0] for r in db.execute("SELECT seating IS NULL FROM submissions ORDER BY id")] == [0, 1]
