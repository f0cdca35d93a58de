"""Issue #33 point 10: deeply nested JSON under the 64 KB cap is refused with 400 and one log line, never a
500 with a traceback on the referee's console; what held keeps holding (caps, secrets)."""

from __future__ import annotations

import logging

import pytest

from tests.web.conftest import Site
from tourney.web.safety import BODY_LIMIT


@pytest.mark.parametrize("shape", ["list", "object", "in_the_deal"])
@pytest.mark.parametrize("action", ["/preview", "/deal", "/totals"])
def test_deeply_nested_json_is_refused_with_400_and_one_log_line(site: Site, caplog, shape, action):
    depth = 30_000
    body = {"list": "[" * depth + "]" * depth,
            "object": '{"a":' * 10_000 + "1" + "}" * 10_000,
            "in_the_deal": '{"number": 1, "deal": {"seats": ' + "[" * 200 + "]" * 200 + "}}"}[shape]
    assert len(body) < BODY_LIMIT
    site.client.get(site.url(1, 1))
    with caplog.at_level(logging.WARNING):
        answer = site.client.post(site.url(1, 1) + action, content=body,
                                  headers={"content-type": "application/json"})
    assert answer.status_code == 400
    assert "Traceback" not in answer.text and "Traceback" not in caplog.text
    refusals = [r for r in caplog.records if r.name == "tourney.web"]
    assert len(refusals) == 1 and "nested deeper" in refusals[0].getMessage()
    assert site.rows("submissions") == []


def test_what_held_keeps_holding_a_big_body_413_and_a_wrong_secret_403(site: Site):
    big = site.client.post(site.url(1, 1) + "/deal", content=b"[" * (BODY_LIMIT + 1),
                           headers={"content-type": "application/json"})
    assert big.status_code == 413
    wrong = site.client.post(site.url(1, 1, "x" * 32) + "/deal", json={"number": 1, "deal": {}})
    assert wrong.status_code == 403
