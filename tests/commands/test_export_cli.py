"""`tourney export ...` on the demo tournament via click's CliRunner: files written, clear refusals."""

import io

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main

pypdf = pytest.importorskip("pypdf")


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    path = tmp_path_factory.mktemp("export") / "demo.tourney"
    services.build_demo(path, seed=7, deals_per_table=2).close()
    return path


def pages(path) -> list[str]:
    return [p.extract_text() for p in pypdf.PdfReader(io.BytesIO(path.read_bytes())).pages]


def run(*args: str):
    return CliRunner().invoke(main, ["export", *map(str, args)])


def test_seating_both_lists_of_a_drawn_round(demo, tmp_path):
    out = tmp_path / "seating.pdf"
    result = run("seating", demo, "--round", "2", "-o", out)
    assert result.exit_code == 0, result.output
    text = "\n".join(pages(out))
    assert "Turno 2" in text and "Tavolo 6" in text and "Posti per giocatore" in text


def test_seating_by_player_in_english_on_letter_poster(demo, tmp_path):
    out = tmp_path / "poster.pdf"
    result = run("seating", demo, "--round", "1", "--by", "player", "--poster", "--lang", "en",
                 "--paper", "letter", "-o", out)
    assert result.exit_code == 0, result.output
    assert "Seating by player" in pages(out)[0]
    assert b"/MediaBox [ 0 0 612 792 ]" in out.read_bytes()


def test_score_sheets_one_page_per_table_and_blank_ones(demo, tmp_path):
    out = tmp_path / "sheets.pdf"
    assert run("sheets", demo, "--round", "3", "-o", out).exit_code == 0
    assert len(pages(out)) == 6
    assert run("sheets", demo, "--blank", "2", "-o", out).exit_code == 0
    assert len(pages(out)) == 2 and "Nome:" in pages(out)[0]


def test_cards_and_schedule(demo, tmp_path):
    out = tmp_path / "cards.pdf"
    assert run("cards", demo, "-o", out).exit_code == 0
    assert "Torneo dimostrativo" in pages(out)[0]
    assert run("schedule", demo, "--lang", "en", "-o", out).exit_code == 0
    text = pages(out)
    assert len(text) == 1
    assert "Round schedule" in text[0] and "18/05/2024" in text[0] and "14:30" in text[0]


def test_a_round_that_is_not_drawn_or_does_not_exist_exits_2_with_a_clear_message(tmp_path):
    path = tmp_path / "new.tourney"
    services.create_tournament(path, name="Nuovo", ruleset="fimj", rounds=3).close()
    result = run("seating", path, "--round", "2", "-o", tmp_path / "x.pdf")
    assert result.exit_code == 2
    assert "round 2 is not drawn yet" in result.output
    result = run("sheets", path, "--round", "9", "-o", tmp_path / "x.pdf")
    assert result.exit_code == 2 and "there is no round 9" in result.output
    result = run("cards", path, "-o", tmp_path / "x.pdf")
    assert result.exit_code == 2 and "no round is drawn yet" in result.output
    assert not (tmp_path / "x.pdf").exists()


def test_sheets_need_a_round_or_blank(demo, tmp_path):
    result = run("sheets", demo, "-o", tmp_path / "x.pdf")
    assert result.exit_code == 2 and "--blank" in result.output


def test_standings_with_sentences_teams_and_every_round(demo, tmp_path):
    out = tmp_path / "standings.pdf"
    result = run("standings", demo, "--lang", "en", "-o", out)
    assert result.exit_code == 0, result.output
    text = pages(out)
    assert "Standings after round 4" in text[0] and "Players are ranked by" in text[0]
    assert "tie" in text[0].lower() or "level" in text[0]
    assert any("Team standings" in page and "Torino" in page for page in text)
    assert run("standings", demo, "--every-round", "-o", out).exit_code == 0
    assert sum("Classifica dopo il turno" in page for page in pages(out)) == 4


def test_standings_before_any_result_is_refused(tmp_path):
    path = tmp_path / "new.tourney"
    services.create_tournament(path, name="Nuovo", ruleset="fimj", rounds=3).close()
    result = run("standings", path, "-o", tmp_path / "s.pdf")
    assert result.exit_code == 2 and "no table has a final result yet" in result.output


def test_html_folder_of_the_demo(demo, tmp_path):
    result = run("html", demo, "-o", tmp_path / "site")
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (tmp_path / "site").iterdir())
    assert names == ["index.html", "seating-1.html", "seating-2.html", "seating-3.html", "seating-4.html",
                     "standings.html"]


def test_report_of_the_tournament_in_italian(demo, tmp_path):
    out = tmp_path / "report.pdf"
    result = run("report", demo, "--best-hands", "2", "-o", out)
    assert result.exit_code == 0, result.output
    text = "\n".join(pages(out))
    assert "Resoconto del torneo" in text and "Risultati dei tavoli" in text and "Le mani migliori" in text


def test_the_file_may_come_before_the_sheet_and_scoresheets_names_the_score_sheets(demo, tmp_path):
    sheets = tmp_path / "sheets.pdf"
    result = run(demo, "scoresheets", "--round", "1", "-o", sheets)
    assert result.exit_code == 0, result.output
    assert "Tavolo 1" in pages(sheets)[0]
    seating = tmp_path / "seating.pdf"
    result = run(demo, "seating", "--round", "1", "-o", seating)
    assert result.exit_code == 0, result.output
    assert "Turno 1" in pages(seating)[0]
