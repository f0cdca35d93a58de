"""The server reads HTTP with httptools and keeps the 16 KB cap on a request's head that h11 had."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import httpx
import pytest

from tests.web.conftest import Owner, make_cup
from tests.web.test_server import free_port
from tourney.web import CallbackGate, WebServer
from tourney.web.protocol import HEAD_LIMIT, CappedHttpTools
from tourney.web.server import _config


@pytest.fixture
def served() -> Iterator[int]:
    owner = Owner()
    store = owner.call(make_cup)
    port = free_port()
    server = WebServer(CallbackGate(owner.post, store), "127.0.0.1", port)
    server.start()
    try:
        yield port
    finally:
        server.stop()
        owner.call(store.close)
        owner.stop()


def _answer(port: int, chunks: list[bytes]) -> bytes:
    """What the server answers to a request sent in these pieces (empty: it closed without a word)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        try:
            for chunk in chunks:
                connection.sendall(chunk)
                time.sleep(0.001)
        except (BrokenPipeError, ConnectionResetError):
            pass  # refused and closed while the rest was still being sent
        answer = b""
        try:
            while part := connection.recv(65536):
                answer += part
                if b"\r\n\r\n" in answer:
                    break
        except ConnectionResetError:
            pass
    return answer


def _request(cookie_bytes: int) -> bytes:
    return (b"GET /live HTTP/1.1\r\nHost: x\r\nCookie: c=" + b"a" * cookie_bytes + b"\r\n\r\n")


def test_the_server_reads_http_with_the_capped_httptools_parser():
    config = _config(object(), "127.0.0.1", 1)
    config.load()
    assert config.http_protocol_class is CappedHttpTools


def test_a_request_with_a_head_under_the_cap_is_answered(served):
    assert _answer(served, [_request(HEAD_LIMIT - 1024)]).startswith(b"HTTP/1.1 200")


def test_a_head_over_16_kb_is_refused_with_400_and_the_server_keeps_serving(served):
    assert _answer(served, [_request(HEAD_LIMIT + 10)]).startswith(b"HTTP/1.1 400")
    assert httpx.get(f"http://127.0.0.1:{served}/live", timeout=10).status_code == 200


def test_a_head_sent_in_small_pieces_is_counted_across_them(served):
    head = _request(4 * HEAD_LIMIT)
    pieces = [head[i:i + 1000] for i in range(0, len(head), 1000)]
    assert _answer(served, pieces).startswith(b"HTTP/1.1 400")


def test_each_request_of_a_kept_alive_connection_gets_the_whole_cap(served):
    with httpx.Client(base_url=f"http://127.0.0.1:{served}", timeout=10) as client:
        for _ in range(4):  # 4 x 12 KB over one connection: each head is under the cap
            answer = client.get("/live", headers={"x-filler": "a" * (HEAD_LIMIT - 4096)})
            assert answer.status_code == 200
