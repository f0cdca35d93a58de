"""Players: adding, editing, check-in, withdrawing, re-admitting, and what is refused."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.services import ServiceError


def test_a_player_is_added_tidied_and_registered(store):
    p = services.add_player(store, "  Anna   Rossi ", club="Drago Rosso", country="it", federation_id="IT-12")
    assert (p.name, p.club, p.country, p.federation_id, p.status) == \
        ("Anna Rossi", "Drago Rosso", "IT", "IT-12", "registered")
    assert services.players(store) == [p]


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"name": ""}, "the name is required"),
    ({"name": 12}, "the name must be text"),
    ({"name": "A", "status": "asleep"}, "the status must be one of"),
    ({"name": "A", "status": "withdrawn"}, "cannot start withdrawn"),
    ({"name": "x" * 500}, "longer than"),
])
def test_adding_a_player_refuses_bad_input(store, kwargs, message):
    name = kwargs.pop("name")
    with pytest.raises(ServiceError, match=message):
        services.add_player(store, name, **kwargs)


def test_the_same_person_cannot_be_registered_twice(store):
    services.add_player(store, "Anna Rossi", club="Drago", federation_id="IT-1")
    with pytest.raises(ServiceError, match="already registered"):
        services.add_player(store, "anna rossi", club="DRAGO")
    with pytest.raises(ServiceError, match="already registered"):
        services.add_player(store, "A. Rossi", federation_id="IT-1")
    services.add_player(store, "Anna Rossi", club="Vento")  # a namesake from another club


def test_editing_a_player_changes_only_what_is_given(store):
    p = services.add_player(store, "Marco Bianchi", club="Drago")
    edited = services.edit_player(store, p.id, team="Milano", name="Marco Bianchi Jr")
    assert (edited.name, edited.club, edited.team) == ("Marco Bianchi Jr", "Drago", "Milano")
    with pytest.raises(ServiceError, match="no field 'age'"):
        services.edit_player(store, p.id, age=30)
    with pytest.raises(ServiceError, match="check-in, withdraw or re-admit"):
        services.edit_player(store, p.id, status="present")
    with pytest.raises(ServiceError, match="no player number 99"):
        services.edit_player(store, 99, club="x")


def test_check_in_withdraw_and_readmit_move_the_status(store):
    a = services.add_player(store, "Anna")
    b = services.add_player(store, "Bruno", status="substitute")
    assert [p.status for p in services.check_in(store, a.id, b.id)] == ["present", "present"]
    assert services.withdraw_player(store, a.id).status == "withdrawn"
    assert not services.player(store, a.id).active
    with pytest.raises(ServiceError, match="cannot check in Anna: the player is withdrawn"):
        services.check_in(store, a.id)
    assert services.readmit_player(store, b.id).status == "present"  # already there: nothing to do
    with pytest.raises(ServiceError, match="cannot re-admit Bruno: the player is substitute"):
        services.readmit_player(store, services.make_substitute(store, b.id).id)
    assert services.readmit_player(store, a.id).status == "present"
    assert services.make_substitute(store, a.id).status == "substitute"
    with pytest.raises(ServiceError, match="at least one player"):
        services.check_in(store)


def test_a_player_entered_by_mistake_is_removed_until_seated(seated):
    extra = services.add_player(seated, "Typo")
    services.remove_player(seated, extra.id)
    assert all(p.name != "Typo" for p in services.players(seated))
    with pytest.raises(ServiceError, match="withdraw the player instead"):
        services.remove_player(seated, 1)
