"""The phone form's ruleset extras: Singapore's instant payments, American dead hands and penalties."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from tests.web.conftest import Site, site_of

EN = {"accept-language": "en"}


@pytest.fixture
def singapore() -> Iterator[Site]:
    yield from site_of("singapore")


@pytest.fixture
def american() -> Iterator[Site]:
    yield from site_of("american")


def _deal(winner: str, hand: str, tile: str, source: str, **extra: dict) -> dict:
    seats = {w: {"hand": ""} for w in "ESWN"}
    seats[winner] = {"hand": hand, "win": {"tile": tile, "from": source, "flags": []}}
    for wind, more in extra.items():
        seats[wind].update(more)
    return {"seats": seats}


KONG_HAND = "[ Rd Rd Rd Rd ] S S S 3s 4s 5s 6s 7s 8s 9s 9s 1a 2a"


def test_the_singapore_form_gets_the_instant_rows_its_hand_calls_for_and_sends_them(singapore: Site):
    page = singapore.client.get(singapore.url(1, 1), headers=EN)
    assert 'id="instant-E"' in page.text and 'class="dead"' not in page.text
    answer = singapore.client.post(singapore.url(1, 1) + "/preview", headers=EN,
                                   json={"number": 1, "deal": _deal("E", KONG_HAND, "9s", "self")}).json()
    assert answer["ok"] is True, answer
    rows = answer["instant"]["E"]
    assert [r["name"] for r in rows] == ["Exposed kong (2 each)", "Cat and Rat"]
    assert rows[1]["record"] == {"kind": "animal_pair", "pair": "cat_rat", "dealt": False}
    assert any(i["rule"].startswith("SG-I") for s in answer["seats"] for i in s["items"])

    chosen = [{**rows[0]["record"], "from": "S"}, {**rows[1]["record"], "dealt": True}]
    deal = _deal("E", KONG_HAND, "9s", "self", E={"instant": chosen})
    again = singapore.client.post(singapore.url(1, 1) + "/preview", headers=EN,
                                  json={"number": 1, "deal": deal}).json()
    assert [r["record"] for r in again["instant"]["E"]] == chosen  # the phone's choices are kept
    sent = singapore.client.post(singapore.url(1, 1) + "/deal", headers=EN, json={"number": 1, "deal": deal})
    assert sent.status_code == 200 and sent.json()["ok"] is True, sent.text
    stored = json.loads(singapore.rows("submissions")[-1]["entry"])
    assert stored["seats"]["E"]["instant"] == chosen


def test_a_singapore_deal_sent_without_its_instant_rows_is_refused_by_the_validators(singapore: Site):
    sent = singapore.client.post(singapore.url(1, 1) + "/deal", headers=EN,
                                 json={"number": 1, "deal": _deal("E", KONG_HAND, "9s", "self")})
    assert sent.status_code == 400 and "instant" in sent.json()["message"]
    assert singapore.rows("submissions") == []


def test_the_american_form_has_dead_hand_and_penalty_fields_that_reach_the_engine(american: Site):
    page = american.client.get(american.url(1, 1), headers=EN)
    assert 'id="dead-S"' in page.text and 'id="penalty-W"' in page.text and "dead hand" in page.text
    hand = "1s 1s 1s 1s 3s 3s 3s J 5s 5s 5s 5s F F"
    plain = american.client.post(american.url(1, 1) + "/preview", headers=EN,
                                 json={"number": 1, "deal": _deal("E", hand, "5s", "N")}).json()
    deal = _deal("E", hand, "5s", "N", S={"dead": True}, W={"penalty": 25})
    answer = american.client.post(american.url(1, 1) + "/preview", headers=EN,
                                  json={"number": 1, "deal": deal}).json()
    assert answer["ok"] is True, answer
    net, before = ({n["wind"]: n["points"] for n in a["net"]} for a in (answer, plain))
    assert net != before and sum(net.values()) == 0
    assert net["W"] < before["W"]  # the penalty is paid by West
    sent = american.client.post(american.url(1, 1) + "/deal", headers=EN, json={"number": 1, "deal": deal})
    assert sent.status_code == 200, sent.text
    stored = json.loads(american.rows("submissions")[-1]["entry"])
    assert stored["seats"]["S"]["dead"] is True and stored["seats"]["W"]["penalty"] == 25


def test_a_dead_hand_on_a_ruleset_without_one_is_refused_plainly(singapore: Site):
    deal = _deal("E", "[ Rd Rd Rd ] S S S 3s 4s 5s 6s 7s 8s 9s 9s", "9s", "self", W={"dead": True})
    answer = singapore.client.post(singapore.url(1, 1) + "/preview", headers=EN,
                                   json={"number": 1, "deal": deal})
    assert answer.status_code == 400 and "dead" in answer.json()["message"]


def test_a_pending_singapore_deal_opened_to_correct_names_its_instant_rows_in_words(singapore: Site):
    called = singapore.client.post(singapore.url(1, 1) + "/preview", headers=EN,
                                   json={"number": 1, "deal": _deal("E", KONG_HAND, "9s", "self")}).json()
    rows = [{**called["instant"]["E"][0]["record"], "from": "S"}, called["instant"]["E"][1]["record"]]
    deal = _deal("E", KONG_HAND, "9s", "self", E={"instant": rows})
    sent = singapore.client.post(singapore.url(1, 1) + "/deal", headers=EN, json={"number": 1, "deal": deal})
    assert sent.json()["ok"] is True, sent.text
    for lang, words in (("en", ["Exposed kong (2 each)", "Cat and Rat"]), ("it", None)):
        page = singapore.client.get(singapore.url(1, 1), headers={"accept-language": lang}).text
        names = json.loads(re.search(r"data-names='([^']*)'", page).group(1).replace("&#34;", '"'))
        assert set(names) == {"E"} and len(names["E"]) == 2
        assert names["E"] == words if words else names["E"] != ["kong", "animal_pair"]
