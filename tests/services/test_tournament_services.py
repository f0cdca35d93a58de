"""Creating, opening and editing a tournament, and what is refused."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.services import ServiceError, StoreError


def test_a_new_tournament_has_its_rounds_and_fimj_rotates_east_always(store):
    info = services.tournament(store)
    assert (info.name, info.ruleset, info.rounds, info.hands_per_round) == \
        ("Coppa di Primavera", "fimj", 4, 16)
    assert info.rotation == "tournament"
    assert [r.number for r in services.rounds(store)] == [1, 2, 3, 4]


@pytest.mark.parametrize(("fields", "code"), [
    ({"ruleset": "mahjong-soul"}, "bad_ruleset"),
    ({"rounds": 0}, "bad_value"),
    ({"rounds": "many"}, "bad_value"),
    ({"name": "  "}, "missing_value"),
    ({"start_date": "18/05/2024"}, "bad_value"),
    ({"start_date": "2024-05-19", "end_date": "2024-05-18"}, "bad_value"),
    ({"ranking": "elo"}, "bad_value"),
    ({"rotation": "clockwise"}, "bad_value"),
    ({"options": {"no_such_option": 1}}, "bad_option"),
    ({"options": [1]}, "bad_value"),
    ({"hands_per_round": -1}, "bad_value"),
])
def test_creating_a_tournament_refuses_bad_details(fields, code):
    given = {"name": "Cup", "ruleset": "fimj", "rounds": 4, **fields}
    with pytest.raises(ServiceError) as refused:
        services.create_tournament(None, **given)
    assert refused.value.code == code


def test_a_tournament_file_is_created_once_and_reopened(tmp_path):
    path = tmp_path / "cup.tourney"
    services.create_tournament(path, name="Cup", ruleset="fimj", rounds=3).close()
    with pytest.raises(StoreError, match="already exists"):
        services.create_tournament(path, name="Cup", ruleset="fimj", rounds=3)
    with services.open_tournament(path) as store:
        assert services.tournament(store).rounds == 3


def test_opening_a_missing_file_says_so(tmp_path):
    with pytest.raises(StoreError, match="there is no tournament file"):
        services.open_tournament(tmp_path / "nothing.tourney")


def test_editing_adds_rounds_and_refuses_to_drop_a_seated_round(seated):
    services.edit_tournament(seated, rounds=6, venue="Sala Verdi")
    assert len(services.rounds(seated)) == 6
    assert services.tournament(seated).venue == "Sala Verdi"
    services.draw_round(seated, 2)
    with pytest.raises(ServiceError, match="round 2 already has seats"):
        services.edit_tournament(seated, rounds=1)
    services.edit_tournament(seated, rounds=2)
    assert len(services.rounds(seated)) == 2


def test_editing_refuses_unknown_fields_and_rule_changes_after_deals(seated):
    from tests.services.conftest import example_deal

    with pytest.raises(ServiceError, match="no field 'colour'"):
        services.edit_tournament(seated, colour="red")
    services.record_deals(seated, 1, 1, example_deal())
    with pytest.raises(ServiceError, match="deals are already recorded"):
        services.edit_tournament(seated, rotation="standard")
