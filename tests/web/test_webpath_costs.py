"""#32 point 8, the web side's cheaper paths keep every promise: the bracket count never lets a deep body
through, a remembered secret is refused once revoked, a wrong secret is refused before the body is read,
and a page that wrote still waits for its sync."""

from __future__ import annotations

import asyncio
import json

from tests.web.conftest import Site
from tourney import services
from tourney.web.gate import DirectGate
from tourney.web.safety import MAX_NESTING, may_nest_too_deep, nesting, too_deep


def test_a_body_with_few_brackets_cannot_nest_deeper_than_the_cap():
    for depth in range(1, MAX_NESTING + 3):
        text = ("[" * depth + "]" * depth).encode()
        assert too_deep(text, json.loads(text)) == (depth > MAX_NESTING)
        if not may_nest_too_deep(text):
            assert nesting(json.loads(text)) <= MAX_NESTING


def test_brackets_inside_strings_only_make_the_walk_happen():
    text = json.dumps({"hand": "[" * 40}).encode()
    assert may_nest_too_deep(text) and not too_deep(text, json.loads(text))


def test_a_deal_nested_one_level_past_the_cap_is_still_refused(site: Site):
    body = '{"number": 1, "deal": ' + "[" * MAX_NESTING + "]" * MAX_NESTING + "}"
    site.client.get(site.url(1, 1))
    answer = site.client.post(site.url(1, 1) + "/deal", content=body,
                              headers={"content-type": "application/json"})
    assert answer.status_code == 400
    assert site.rows("submissions") == []


def test_a_remembered_secret_is_refused_once_revoked(site: Site):
    url = site.url(1, 1)
    assert site.client.get(url).status_code == 200  # remembered now
    site.call(lambda s: services.revoke_secret(s, 1, 1))
    assert site.client.post(url + "/deal", json={"number": 1, "deal": {}}).status_code == 403


def test_a_wrong_secret_is_refused_before_the_body_is_read_and_counted(site: Site):
    site.client.get(site.url(1, 1))
    wrong = site.url(1, 1, "x" * 27) + "/deal"
    answer = site.client.post(wrong, content=b"not json at all", headers={"content-type": "application/json"})
    assert answer.status_code == 403  # not the 400 a read body would give
    brake = site.client.app.app.state.pages.brake  # type: ignore[attr-defined]
    assert sum(len(v) for v in brake._failures.values()) == 1


def test_a_page_that_wrote_is_answered_only_after_its_sync(tmp_path):
    store = services.create_tournament(tmp_path / "cup.tourney", name="Cup", ruleset="fimj", rounds=1)
    gate = DirectGate(store)

    async def add(name: str) -> tuple[int, int]:
        await gate.run(lambda s: services.add_player(s, name))
        return store.written, store.synced

    async def waves() -> list[tuple[int, int]]:
        found = []
        for wave in range(3):
            found += await asyncio.gather(*(add(f"P{wave}-{n}") for n in range(5)))
        return found

    try:
        assert all(synced >= written for written, synced in asyncio.run(waves()))
    finally:
        store.close()
