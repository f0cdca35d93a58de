"""Issue #33 point 6: `tourney serve` stops on Ctrl+C, SIGTERM and SIGHUP alike: exit 0, the write-ahead
log folded back, the lock released; while it runs, a copy of the file alone is moments old at most."""

from __future__ import annotations

import shutil
import signal
import time

import httpx
import pytest

from tests.services.conftest import example_deal
from tests.web.conftest import make_cup
from tests.web.test_server import _serve, wait_for
from tourney import services


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_serve_stops_on_a_signal_with_status_0_the_log_folded_back_and_the_lock_released(tmp_path, stop):
    path = tmp_path / "cup.tourney"
    with make_cup(path=path) as store:
        secret = services.issue_secrets(store, 1)[0].secret
    server, port = _serve(path)
    try:
        wait_for(f"http://127.0.0.1:{port}/live", server)
        sent = httpx.post(f"http://127.0.0.1:{port}/table/1/1/{secret}/deal",
                          json={"number": 1, "deal": example_deal()}, cookies={"tourney_phone": "phone-one"},
                          timeout=30)
        assert sent.status_code == 200 and sent.json()["ok"], sent.text
        time.sleep(6)  # idle: the log is folded back into the file
        copy = tmp_path / "copy.tourney"
        shutil.copyfile(path, copy)  # the file alone, as a referee copies it to a stick
        with services.open_tournament(copy, readonly=True) as copied:
            assert [s.number for s in services.submissions(copied)] == [1]
    finally:
        server.send_signal(stop)
        _, err = server.communicate(timeout=60)
    assert server.returncode == 0, err
    assert "Traceback" not in err and "Aborted" not in err
    assert not (tmp_path / "cup.tourney-wal").exists()
    assert not (tmp_path / "cup.tourney.lock").exists()
    with services.open_tournament(path) as store:
        assert len(services.submissions(store)) == 1
