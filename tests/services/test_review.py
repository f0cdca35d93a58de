"""The referee's review of a phone's deal: scored with its items and payments, the other phones'
versions and where they differ, and approval with a correction in one undoable action (#27)."""

from __future__ import annotations

import copy
import json

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main
from tourney.services import ServiceError
from tourney.store import Store

from .conftest import EXAMPLE_NET, example_deal, seat_by_rotation

PHONE_A, PHONE_B = "phoneAAAA", "phoneBBBB"


@pytest.fixture
def sent(seated: Store) -> Store:
    services.issue_secrets(seated, 1)
    return seated


def _other_version() -> dict:
    deal = example_deal()
    deal["seats"]["W"]["hand"] = "[2222m] 4y"  # the second phone read West's season as 4
    return deal


def test_a_pending_deal_is_shown_scored_with_its_items_and_payments(sent):
    one = services.submit_deal(sent, 1, 1, 1, example_deal(), PHONE_A)
    review = services.review_submission(sent, one.id)
    assert review.result["net"] == EXAMPLE_NET
    assert review.result["seats"]["S"]["score"] == 144 and review.result["seats"]["S"]["items"]
    assert review.result["payments"] and review.players["E"] in "ESWN"
    assert review.others == () and review.differences == frozenset()


def test_two_phones_sending_different_versions_show_the_seats_that_differ(sent):
    services.submit_deal(sent, 1, 1, 1, example_deal(), PHONE_A)
    second = services.submit_deal(sent, 1, 1, 1, _other_version(), PHONE_B)
    review = services.review_submission(sent, second.id)
    assert [o.phone for o in review.others] == [PHONE_A]
    assert review.differences == frozenset({"W"})


def test_approving_with_a_correction_writes_the_correction_in_one_undoable_action(sent):
    wrong = services.submit_deal(sent, 1, 1, 1, _other_version(), PHONE_B)
    done = services.approve_corrected(sent, wrong.id, example_deal())
    assert done.status == "approved"
    sheet = services.snapshot(sent).result(1, 1)
    assert sheet.deals[0].deal["seats"]["W"]["hand"] == "[2222m] 3y"
    assert services.submission(sent, wrong.id).entry["seats"]["W"]["hand"] == "[2222m] 4y"  # kept as sent
    services.undo(sent)
    assert services.submission(sent, wrong.id).status == "pending"
    assert services.snapshot(sent).result(1, 1) is None


def test_a_correction_the_engine_refuses_changes_nothing(sent):
    one = services.submit_deal(sent, 1, 1, 1, example_deal(), PHONE_A)
    bad = copy.deepcopy(example_deal())
    bad["seats"]["S"]["hand"] = "[555s] RdRdRd 5x"
    with pytest.raises(Exception):  # noqa: B017 - the engine's or the services' refusal
        services.approve_corrected(sent, one.id, bad)
    assert services.submission(sent, one.id).status == "pending"


def test_totals_cannot_be_reviewed_as_a_deal(sent):
    totals = services.submit_totals(sent, 1, 1, [10, -10, 0, 0], PHONE_A)
    with pytest.raises(ServiceError, match="totals, not a deal"):
        services.review_submission(sent, totals.id)


def test_the_command_line_approves_with_a_correction(tmp_path):
    path = tmp_path / "cup.tourney"
    store = services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2, hands_per_round=16)
    for number in range(1, 5):
        services.add_player(store, f"Player {number}")
    seat_by_rotation(store, 1)
    wrong = services.submit_deal(store, 1, 1, 1, _other_version(), PHONE_B)
    store.close()
    corrected = tmp_path / "deal.json"
    corrected.write_text(json.dumps(example_deal()))
    outcome = CliRunner().invoke(main, ["approve", str(path), str(wrong.id), "--corrected", str(corrected)])
    assert outcome.exit_code == 0, outcome.output
    store = services.open_tournament(path)
    try:
        assert services.snapshot(store).result(1, 1).deals[0].deal["seats"]["W"]["hand"] == "[2222m] 3y"
    finally:
        store.close()
