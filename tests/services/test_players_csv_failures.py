"""Issue #33 points 5, 8 and 10: a registration list that cannot be read as it is meant is refused in one
sentence saying what and where, and nothing of it is imported; names keep no control characters."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.services import ServiceError
from tourney.services.players_csv import MAX_LIST_BYTES


def _refused(store, data: bytes) -> str:
    with pytest.raises(ServiceError) as refused:
        services.import_players_csv(store, data)
    assert services.players(store) == []
    return refused.value.message


def test_a_utf16_list_is_read_as_utf16(store):
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):  # -le, -be: saved without a byte-order mark
        data = "Name;Club\r\nAnna Rossi;Drago\r\nBruno Bianchi;Tigre\r\n".encode(encoding)
        report = services.import_players_csv(store, data)
        assert [p.name for p in report.added] == ["Anna Rossi", "Bruno Bianchi"]
        for p in report.added:
            services.remove_player(store, p.id)


def test_bare_cr_line_ends_are_read_as_lines(store):
    report = services.import_players_csv(store, b"name,club\rAnna,Drago\rBruno,Tigre\r")
    assert [(p.name, p.club) for p in report.added] == [("Anna", "Drago"), ("Bruno", "Tigre")]


def test_an_unclosed_quote_is_refused_naming_its_line_not_imported_as_one_player(store):
    message = _refused(store, b'name,club\n"Anna,A\nBruno,B\nCarla,C\n')
    assert "line 2" in message and "quote" in message


def test_a_field_over_128_kib_is_refused_naming_its_line(store):
    message = _refused(store, b"name,club\nAnna,Drago\n" + b"B" * (129 * 1024) + b",Tigre\n")
    assert "line 3" in message and "128 KiB" in message


def test_a_nul_byte_in_a_name_is_refused_naming_its_line(store):
    message = _refused(store, b"name,club\nAnna,Drago\nBru\x00no,Tigre\n")
    assert "line 3" in message and "U+0000" in message


def test_control_characters_are_never_stored_in_names(store):
    for name in ("Anna\x00", "An\x07na", "Anna\x1b[31m", "Anna\u202e"):
        with pytest.raises(ServiceError, match="control character"):
            services.add_player(store, name)
    with pytest.raises(ServiceError, match="control character"):
        services.add_player(store, "Anna", club="Drago\x00")
    assert services.players(store) == []
    assert services.add_player(store, "Anna\tRossi").name == "Anna Rossi"  # a tab is white space


def test_a_list_over_the_size_limit_is_refused_saying_the_limit(store):
    message = _refused(store, b"name\n" + b"Anna\n" * (MAX_LIST_BYTES // 5 + 1))
    assert f"{MAX_LIST_BYTES // (1 << 20)} MiB" in message


def test_a_utf16_list_is_never_told_its_first_line_lacks_column_names(store):
    data = "Cognome\tNome\nRossi\tAnna\n".encode("utf-16")
    report = services.import_players_csv(store, data)
    assert [p.name for p in report.added] == ["Anna Rossi"]


def test_fifty_thousand_rows_import_in_one_action(store):
    rows = "".join(f"Giocatore {n},Circolo {n % 97},IT,IT-{n:06d}\n" for n in range(50_000))
    report = services.import_players_csv(store, ("name,club,country,federation id\n" + rows).encode())
    assert len(report.added) == 50_000 and report.bad_rows == []


def test_duplicates_in_a_big_list_are_still_found(store):
    services.add_player(store, "Giocatore 7", club="Circolo 7")
    rows = "".join(f"Giocatore {n},Circolo {n}\n" for n in range(2000)) + "GIOCATORE 5,circolo 5\n"
    with pytest.raises(services.ImportRefused) as refused:
        services.import_players_csv(store, ("name,club\n" + rows).encode())
    bad = {b.line: b.reason for b in refused.value.report.bad_rows}
    assert set(bad) == {9, 2002}
    assert "already registered (player 1)" in bad[9] and "same player as on line 7" in bad[2002]


def test_the_ema_csv_neutralises_formulas_exactly_as_the_players_export(tmp_path):
    from click.testing import CliRunner

    from tourney.cli import main

    path = tmp_path / "cup.tourney"
    with services.create_tournament(path, name="Cup", ruleset="fimj", rounds=1) as store:
        names = ["=HYPERLINK(\"http://x\")", "+1+1", "@SUM(A1)", "-2-2"]
        for n, name in enumerate(names):
            services.add_player(store, name, federation_id=f"=cmd|{n}")
        services.draw_round(store, 1)
        services.record_totals(store, 1, 1, [30, -10, -10, -10])
        exported = services.export_players_csv(store)
    # these EMA numbers and blank countries are refused by the EMA check: written anyway, as a referee may
    ema = CliRunner().invoke(main, ["ema", str(path), "--csv", "--anyway"])
    assert ema.exit_code == 0, ema.output
    for name in names:
        assert f"'{name}" in ema.stdout.replace('""', '"') and f"'{name}" in exported.replace('""', '"')
    assert "'=cmd|0" in ema.stdout and "'=cmd|0" in exported
    from tourney.services.csv_safe import spreadsheet_safe

    assert spreadsheet_safe(-10) == -10 and spreadsheet_safe("-10") == "'-10"  # numbers stay numbers
