"""#32 point 8: the phones' JSON posts are answered in front of Starlette's router (web/front.py), and
what a phone receives is what the router's way gave: the same answers, refusals, headers and faults."""

from __future__ import annotations

import pytest

from tests.services.conftest import example_deal
from tests.web.conftest import Site, site_of
from tourney.web import app as web_app
from tourney.web.front import Front


def _router_only(site: Site) -> None:
    """The same application with the front taken out: posts go through Starlette's router."""
    front = site.client.app.app  # type: ignore[attr-defined]
    assert isinstance(front, Front)
    site.client.app.app = front.app  # type: ignore[attr-defined]


def _answers(site: Site) -> list[tuple[int, str, dict[str, str]]]:
    url = site.url(1, 1)
    site.client.get(url)
    sent = [
        site.client.post(url + "/preview", json={"number": 1, "deal": example_deal()}),
        site.client.post(url + "/deal", json={"number": 1, "deal": example_deal(), "key": "front-key-1"}),
        site.client.post(url + "/deal", json={"number": 1, "deal": example_deal(), "key": "front-key-1"}),
        site.client.post(url + "/deal", content=b"not json", headers={"content-type": "application/json"}),
        site.client.post(url + "/deal", json=["a list"]),
        site.client.post(url + "/totals", json={"scores": {"E": 1}}),
        site.client.post(site.url(1, 1, "x" * 27) + "/deal", json={"number": 2, "deal": {}}),
    ]
    return [(a.status_code, a.text, {k: v for k, v in a.headers.items() if k not in ("date", "set-cookie")})
            for a in sent]


def test_a_phones_posts_are_answered_as_the_router_answered_them(site: Site):
    through_front = _answers(site)
    assert [status for status, _, _ in through_front] == [200, 200, 200, 400, 400, 400, 403]
    other = site_of("fimj")  # a cup made the same way, served without the front
    second = next(other)
    try:
        _router_only(second)
        assert _answers(second) == through_front
    finally:
        next(other, None)


def test_the_posts_and_the_live_page_are_matched_by_the_front_and_nothing_else(site: Site, monkeypatch):
    seen: list[str] = []
    router = site.client.app.app.app  # type: ignore[attr-defined]

    async def counting(scope, receive, send):
        seen.append(f"{scope['method']} {scope['path']}")
        await router(scope, receive, send)

    site.client.app.app.app = counting  # type: ignore[attr-defined]
    url = site.url(1, 1)
    site.client.get(url)
    site.client.post(url + "/deal", json={"number": 1, "deal": example_deal(), "key": "front-key-2"})
    site.client.post(url + "/preview", json={"number": 1, "deal": example_deal()})
    assert site.client.get(url + "/deal").status_code == 405  # not a post: the router's answer
    assert site.client.get("/live").status_code == 200  # the pollers' page: the front's too
    site.client.post(url + "/dealx", json={})
    site.client.post(url.replace("/1/1/", "/1/01x/") + "/deal", json={})
    assert seen == [f"GET {url}", f"GET {url}/deal", f"POST {url}/dealx",
                    f"POST {url.replace('/1/1/', '/1/01x/')}/deal"]


def test_a_fault_in_a_post_answers_500_without_a_trace_and_is_logged_once(site: Site, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise RuntimeError("secret detail of the fault")

    monkeypatch.setattr(web_app.services, "submit_deal", broken)
    url = site.url(1, 1)
    site.client.get(url)
    with caplog.at_level("ERROR"):
        answer = site.client.post(url + "/deal",
                                  json={"number": 1, "deal": example_deal(), "key": "front-key-3"})
    assert answer.status_code == 500
    assert "secret detail" not in answer.text and "Traceback" not in answer.text
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert sum("secret detail" in r.getMessage() for r in caplog.records) == 1


@pytest.mark.parametrize("page", ["deal", "preview", "totals"])
def test_a_body_over_the_cap_is_refused_through_the_front(site: Site, page: str):
    url = site.url(1, 1) + "/" + page
    answer = site.client.post(url, content=b"{" + b" " * 300_000 + b"}",
                              headers={"content-type": "application/json"})
    assert answer.status_code == 413
