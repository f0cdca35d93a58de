"""A phone's send writes its deal's text once, for its row and its event (#32 point 8): both are
still exactly what json.dumps wrote of them."""

from __future__ import annotations

import json

from tourney import services

from .conftest import example_deal


def test_a_sends_row_and_event_keep_the_texts_json_dumps_wrote(seated):
    deal = example_deal()
    sent = services.submit_deal(seated, 1, 1, 1, deal, "phoneAAAA", "key-00000001")
    row = seated.get("submissions", sent.id)
    assert row["entry"] == json.dumps(deal, ensure_ascii=False)
    assert row["seating"] == json.dumps(services.submission(seated, sent.id).seating)
    event = seated.query("SELECT params FROM events ORDER BY id DESC LIMIT 1")[0]
    assert event["params"] == json.dumps({"round": 1, "table": 1, "number": 1, "deal": deal,
                                          "phone": "phoneAAAA"}, ensure_ascii=False)


def test_a_deal_number_sent_as_text_is_logged_as_the_number_it_became(seated):
    deal = example_deal()
    services.submit_deal(seated, 1, 1, "1", deal, "phoneAAAA")
    event = seated.query("SELECT params FROM events ORDER BY id DESC LIMIT 1")[0]
    assert json.loads(event["params"])["number"] == 1
    assert event["params"] == json.dumps({"round": 1, "table": 1, "number": 1, "deal": deal,
                                          "phone": "phoneAAAA"}, ensure_ascii=False)
