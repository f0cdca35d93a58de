"""Print > Player cards with check-in QR codes…: the address the phones' server uses is offered, every
card carries its player's check-in link under it, and an address that is not one is refused."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QInputDialog

from tourney import services
from tourney.export import cards_pdf


@pytest.fixture
def printed(window, tmp_path, monkeypatch):
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: True)
    out = tmp_path / "cards.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    store = window.session.store
    window.session.call(services.check_in, *[p.id for p in services.players(store)])
    services.draw_round(store, 1)
    cards: list = []
    real = cards_pdf.cards_pdf
    monkeypatch.setattr(cards_pdf, "cards_pdf", lambda rows, *a: cards.extend(rows) or real(rows, *a))
    return SimpleNamespace(out=out, cards=cards)


def _action(window):
    name = "job:export cards --checkin-address"
    return next(a for a in window.print_menu.actions() if a.objectName() == name)


def test_the_cards_carry_each_players_link_at_the_running_servers_address(window, printed, monkeypatch):
    window.table_entry = SimpleNamespace(server=SimpleNamespace(address="http://10.0.0.7:8765/"))
    offered = []

    def ask(parent, title, label, text=""):
        offered.append(text)
        return text, True
    monkeypatch.setattr(QInputDialog, "getText", ask)
    _action(window).trigger()
    window.table_entry = None
    assert offered == ["http://10.0.0.7:8765/"]
    assert printed.out.read_bytes().startswith(b"%PDF")
    secrets = window.session.read(services.checkin_secrets)
    assert printed.cards and all(c.link.startswith("http://10.0.0.7:8765/checkin/") for c in printed.cards)
    assert {c.link.rsplit("/", 1)[1] for c in printed.cards} <= set(secrets.values())


def test_without_a_running_server_the_address_it_will_have_is_offered(window, printed, monkeypatch):
    offered = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, text="", **k: offered.append(text) or ("", False))
    _action(window).trigger()
    assert offered[0].startswith("http://") and offered[0].endswith(":8765/")
    assert not printed.out.exists()  # cancelled: nothing written


def test_an_address_that_is_not_one_is_refused_and_nothing_is_written(window, printed, monkeypatch, refusals):
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("192.168.1.5:8765", True))
    _action(window).trigger()
    assert refusals and "http://" in refusals[-1] and not printed.out.exists()
