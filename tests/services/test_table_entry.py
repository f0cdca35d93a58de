"""Table secrets, pairing codes, and deals sent from phones waiting for the referee's approval."""

from __future__ import annotations

import json
import sqlite3

import pytest

from tourney import services
from tourney.errors import TourneyError
from tourney.services import ServiceError
from tourney.store import MIGRATION_NAMES, Store, events, stacks

from .conftest import EXAMPLE_NET, example_deal

PHONE_A, PHONE_B = "phoneAAAA", "phoneBBBB"


@pytest.fixture
def paired(seated: Store) -> Store:
    services.issue_secrets(seated, 1)
    return seated


def _rows(store: Store, table: str) -> list[dict]:
    return store.query(f"SELECT * FROM [{table}] ORDER BY id")


def test_every_table_of_a_round_gets_a_long_random_secret_and_a_six_digit_code(paired):
    secrets = services.table_secrets(paired, 1)
    assert [s.table for s in secrets] == [1, 2]
    for s in secrets:
        assert len(s.secret) >= 22  # 20 random bytes in URL-safe base64: 160 bits
        assert len(s.code) == 6 and s.code.isdigit()
    assert len({s.secret for s in secrets}) == 2 and len({s.code for s in secrets}) == 2


def test_issuing_again_keeps_the_secrets_already_given(paired):
    before = services.table_secrets(paired, 1)
    assert services.issue_secrets(paired, 1) == before


def test_a_secret_opens_only_its_own_round_and_table(paired):
    one, two = services.table_secrets(paired, 1)
    assert services.secret_holder(paired, one.secret, 1, 1) == one
    for secret, rnd, table in [(two.secret, 1, 1), (one.secret, 2, 1), ("forged" * 5, 1, 1), ("", 1, 1)]:
        with pytest.raises(ServiceError, match="not valid") as refused:
            services.secret_holder(paired, secret, rnd, table)
        assert refused.value.code == "bad_secret"


def test_a_revoked_secret_is_refused_and_a_new_one_works(paired):
    old = services.table_secrets(paired, 1)[0]
    new = services.reissue_secret(paired, 1, 1)
    assert new.secret != old.secret
    with pytest.raises(ServiceError, match="not valid"):
        services.secret_holder(paired, old.secret, 1, 1)
    if old.code != new.code:  # one chance in a million that the new code is the old one
        with pytest.raises(ServiceError, match="no table has the code"):
            services.pair(paired, old.code)
    assert services.secret_holder(paired, new.secret, 1, 1) == new
    services.revoke_secret(paired, 1, 1)
    with pytest.raises(ServiceError, match="not valid"):
        services.secret_holder(paired, new.secret, 1, 1)
    services.undo(paired)  # revoking is undoable
    assert services.secret_holder(paired, new.secret, 1, 1) == new


def test_the_pairing_code_finds_its_table_and_a_wrong_code_is_refused(paired):
    two = services.table_secrets(paired, 1)[1]
    assert services.pair(paired, f" {two.code[:3]} {two.code[3:]} ") == two
    with pytest.raises(ServiceError, match="6 digits"):
        services.pair(paired, "12ab56")
    wrong = "000000" if two.code != "000000" else "000001"
    if wrong != services.table_secrets(paired, 1)[0].code:
        with pytest.raises(ServiceError, match="no table has the code"):
            services.pair(paired, wrong)


def test_a_sent_deal_waits_and_does_not_count_until_approved(paired):
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    assert sent.status == "pending" and sent.number == 1
    assert services.results(paired) == []
    approved = services.approve(paired, sent.id)
    assert approved.status == "approved"
    [result] = services.results(paired)
    assert result.totals == EXAMPLE_NET
    assert services.standings(paired).rows[0].components


def test_the_log_names_the_phone_as_the_author_of_a_submission(paired):
    services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    last = events(paired)[-1]
    assert last.who == "round 1 table 1 phone phoneAAA"
    assert last.action == "submit_deal" and "sends deal 1" in last.description


def test_a_bad_hand_is_refused_with_the_engines_message_naming_the_seat(paired):
    deal = example_deal()
    deal["seats"]["S"]["hand"] = "[555s] RdRdRd 234p [678m] SS 5x"
    with pytest.raises(TourneyError, match="seat S"):
        services.submit_deal(paired, 1, 1, 1, deal, PHONE_A)
    assert _rows(paired, "submissions") == []


def test_the_preview_scores_like_the_engine_and_says_who_holds_each_wind(paired):
    preview = services.preview_deal(paired, 1, 1, 1, example_deal())
    assert preview["result"]["net"] == EXAMPLE_NET
    assert any(item["rule"].startswith("FIMJ-") for item in preview["result"]["seats"]["S"]["items"])
    assert preview["players"] == {"E": "E", "S": "S", "W": "W", "N": "N"}
    assert _rows(paired, "submissions") == []


def test_the_next_deal_follows_the_pending_deals_of_the_table(paired):
    assert services.next_deal(paired, 1, 1)["number"] == 1
    services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    following = services.next_deal(paired, 1, 1)
    assert following["number"] == 2
    assert following["players"]["E"] == "S"  # South won, so East passed to the next seat


def test_sending_a_deal_again_replaces_the_pending_one_and_keeps_the_old(paired):
    first = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    changed = example_deal()
    changed["seats"]["W"]["hand"] = "[2222m]"
    second = services.submit_deal(paired, 1, 1, 1, changed, PHONE_A)
    assert services.submission(paired, first.id).status == "replaced"
    assert second.status == "pending"
    assert len(_rows(paired, "submissions")) == 2


def test_a_rejected_deal_stays_in_the_file_with_its_reason_and_the_table_can_send_it_again(paired):
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    rejected = services.reject(paired, sent.id, "West's kong was exposed, not concealed")
    assert rejected.status == "rejected" and rejected.reason.startswith("West")
    again = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_B)
    assert again.status == "pending" and again.id != sent.id
    with pytest.raises(ServiceError, match="reason"):
        services.reject(paired, again.id, "  ")


def test_an_approved_deal_cannot_be_sent_again_from_the_table(paired):
    services.approve(paired, services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A).id)
    with pytest.raises(ServiceError, match="approved already"):
        services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)


def test_deals_are_approved_in_playing_order(paired):
    services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    second = services.submit_deal(paired, 1, 1, 2, example_deal(), PHONE_A)
    with pytest.raises(ServiceError, match="approve deal 1"):
        services.approve(paired, second.id)
    with pytest.raises(ServiceError, match="send deal 3 first"):
        services.submit_deal(paired, 1, 1, 4, example_deal(), PHONE_A)


def test_two_phones_sending_the_same_deal_approve_it_when_the_event_says_so(paired):
    services.set_auto_approve(paired, True)
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    assert services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A).status == "pending"  # same phone
    confirmed = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_B)
    assert confirmed.id == sent.id and confirmed.status == "approved"
    assert confirmed.confirmed_by == (PHONE_B,)
    assert events(paired)[-1].who == "auto-approval"


def test_without_auto_approval_a_confirmed_deal_still_waits(paired):
    services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    assert services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_B).status == "pending"


def test_totals_from_a_phone_must_balance_and_count_once_approved(paired):
    with pytest.raises(ServiceError, match="add up to"):
        services.submit_totals(paired, 1, 2, [10, 20, -5, 0], PHONE_A)
    sent = services.submit_totals(paired, 1, 2, [4100, 3900, 4200, 3800], PHONE_A)
    assert sent.entry == {"scores": {"E": 100, "S": -100, "W": 200, "N": -200}}
    services.approve(paired, sent.id)
    [result] = services.results(paired)
    assert result.kind == "totals" and result.totals["W"] == 200


def test_every_step_undoes_and_redoes(paired):
    sent = services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    services.approve(paired, sent.id)
    done, _ = stacks(paired)
    services.undo(paired)
    assert services.results(paired) == [] and services.submission(paired, sent.id).status == "pending"
    services.undo(paired)
    assert _rows(paired, "submissions") == []
    services.redo(paired, 2)
    assert services.submission(paired, sent.id).status == "approved" and services.results(paired)
    assert stacks(paired)[0] == done


def test_an_older_file_gains_the_table_entry_tables(tmp_path):
    path = tmp_path / "old.tourney"
    old = Store.open(path, create=True, migrate_upto="0006_result_note_words")
    with old.change("create_tournament", "Create", undoable=False) as log:
        log.insert("tournament", {"id": 1, "name": "Old Cup", "ruleset": "fimj", "rounds": 1,
                                  "ranking": "points", "rotation": "tournament"})
        log.insert("rounds", {"id": 1})
    old.close()
    with services.open_tournament(path) as store:
        assert store.applied_migrations() == MIGRATION_NAMES
        assert store.backups == [tmp_path / "old.before-0007_table_entry.tourney"]
        assert services.auto_approve(store) is False
        for number in range(1, 5):
            services.add_player(store, f"P{number}")
        services.assign_seats(store, 1, [{"E": 1, "S": 2, "W": 3, "N": 4}])
        [secret] = services.issue_secrets(store, 1)
        sent = services.submit_deal(store, 1, 1, 1, example_deal(), PHONE_A)
        assert json.loads(store.get("submissions", sent.id)["entry"])["round_wind"] == "E"
    with sqlite3.connect(tmp_path / "old.before-0007_table_entry.tourney") as copy:
        assert "table_secrets" not in [r[0] for r in copy.execute("SELECT name FROM sqlite_master")]
    assert secret.table == 1


def test_a_table_of_three_sends_deals_and_totals_scored_with_the_empty_north(store):
    for number in range(1, 8):
        services.add_player(store, f"Player {number}")
    services.draw_rounds(store, 1, 1, seconds=None, iterations=200, seed=1, odd_count="three")
    services.issue_secrets(store, 1)
    deal = example_deal()
    deal["seats"].pop("N")
    sent = services.submit_deal(store, 1, 2, 1, deal, PHONE_A)
    assert services.preview_deal(store, 1, 2, 2, deal)["players"]["N"] == "N"  # North stays empty
    services.approve(store, sent.id)
    [result] = services.results(store)
    assert result.deals[0].net_by_table_wind() == {"E": -320, "S": 430, "W": -110, "N": 0}
    with pytest.raises(ServiceError):
        services.submit_totals(store, 1, 1, [10, -10, 0], PHONE_A)  # table 1 seats four
    services.approve(store, services.submit_totals(store, 1, 1, [10, -10, 5, -5], PHONE_B).id)


def test_each_tables_phones_are_numbered_in_the_order_they_first_sent_or_confirmed(paired):
    services.submit_deal(paired, 1, 2, 1, example_deal(), PHONE_B)
    services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_A)
    services.submit_deal(paired, 1, 1, 1, example_deal(), PHONE_B)  # confirms table 1's deal 1
    services.submit_deal(paired, 1, 1, 2, example_deal(), "phoneCCCC")
    numbers = services.phone_numbers(services.submissions(paired, 1))
    assert numbers == {(1, 2, PHONE_B): 1, (1, 1, PHONE_A): 1, (1, 1, PHONE_B): 2, (1, 1, "phoneCCCC"): 3}
