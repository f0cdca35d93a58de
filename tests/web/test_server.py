"""Serving for real on the loopback: `tourney serve` in the foreground, and the window's thread."""

from __future__ import annotations

import socket
import subprocess
import sys
import time

import httpx
import pytest

from tests.services.conftest import example_deal
from tests.web.conftest import Owner, make_cup
from tourney import services
from tourney.web import CallbackGate, WebServer, lan_address


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for(url: str, server: subprocess.Popen[str] | None = None, seconds: float = 90.0
             ) -> httpx.Response:
    """The page once the server answers; a busy machine can take many seconds to start Python."""
    deadline = time.monotonic() + seconds
    while True:
        if server is not None and server.poll() is not None:
            raise AssertionError(f"the server stopped before serving: {server.communicate()[1][-2000:]}")
        try:
            return httpx.get(url, timeout=10)
        except httpx.TransportError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def _serve(path) -> tuple[subprocess.Popen[str], int]:  # type: ignore[no-untyped-def]
    """`tourney serve` on a free port of the loopback; another port if another program took it first."""
    for _ in range(5):
        port = free_port()
        command = [sys.executable, "-m", "tourney", "serve", str(path), "--host", "127.0.0.1",
                   "--port", str(port)]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 90
        while server.poll() is None and time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    return server, port
            except OSError:
                time.sleep(0.1)
        if server.poll() is None:
            server.kill()
        errors = server.communicate()[1]
        if "address already in use" not in errors:
            raise AssertionError(f"tourney serve did not start: {errors[-2000:]}")
    raise AssertionError("no free port for tourney serve")


def test_tourney_serve_serves_the_file_on_the_address_given_until_stopped(tmp_path):
    path = tmp_path / "cup.tourney"
    make_cup(path=path).close()
    server, port = _serve(path)
    try:
        page = wait_for(f"http://127.0.0.1:{port}/live", server)
        assert page.status_code == 200 and "Coppa fimj" in page.text
        with httpx.stream("GET", f"http://127.0.0.1:{port}/live/events", timeout=30) as events:
            first = next(events.iter_lines())
            assert first.startswith("retry:")
    finally:
        server.terminate()
        out, err = server.communicate(timeout=60)
    assert f"http://127.0.0.1:{port}/" in out
    assert "Traceback" not in err


def test_the_window_s_server_writes_through_the_owner_of_the_open_file_and_stops():
    owner = Owner()
    store = owner.call(make_cup)
    port = free_port()
    server = WebServer(CallbackGate(owner.post, store), "127.0.0.1", port)
    server.start()
    try:
        assert server.running and server.address == f"http://127.0.0.1:{port}/"
        secret = owner.call(lambda: services.table_secrets(store, 1)[0])
        url = f"http://127.0.0.1:{port}/table/1/1/{secret.secret}/deal"
        sent = httpx.post(url, json={"number": 1, "deal": example_deal()}, timeout=10).json()
        assert sent["ok"] and sent["status"] == "pending"
        assert owner.call(lambda: services.submissions(store, status="pending"))[0].number == 1
    finally:
        server.stop()
    assert not server.running
    with pytest.raises(httpx.TransportError):
        httpx.get(f"http://127.0.0.1:{port}/live", timeout=2)
    owner.call(store.close)
    owner.stop()


def test_a_port_in_use_is_refused_with_a_clear_error():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        owner = Owner()
        store = owner.call(make_cup)
        with pytest.raises(OSError, match=r"cannot serve on 127\.0\.0\.1"):
            WebServer(CallbackGate(owner.post, store), "127.0.0.1", port).start()
        owner.call(store.close)
        owner.stop()


def test_the_lan_address_is_an_ipv4_address():
    assert socket.inet_aton(lan_address())


def test_a_phone_dropping_mid_request_or_sending_garbage_leaves_the_server_working():
    owner = Owner()
    store = owner.call(make_cup)
    port = free_port()
    server = WebServer(CallbackGate(owner.post, store), "127.0.0.1", port)
    server.start()
    try:
        secret = owner.call(lambda: services.table_secrets(store, 1)[0])
        head = (f"POST /table/1/1/{secret.secret}/deal HTTP/1.1\r\nHost: x\r\n"
                "Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{\"number\": 1, ")
        with socket.create_connection(("127.0.0.1", port)) as dropped:
            dropped.sendall(head.encode())  # and gone, 4,990 bytes short
        with socket.create_connection(("127.0.0.1", port)) as garbage:
            garbage.sendall(b"\x16\x03\x01\x02\x00 not http at all\r\n\r\n")
            garbage.recv(1000)
        page = httpx.get(f"http://127.0.0.1:{port}/live", timeout=10)
        assert page.status_code == 200
        assert owner.call(lambda: services.submissions(store)) == []
    finally:
        server.stop()
        owner.call(store.close)
        owner.stop()
