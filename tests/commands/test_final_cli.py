"""tourney final, tourney players category, tourney standings --category and tourney prizes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    path = tmp_path_factory.mktemp("final") / "cup.tourney"
    services.build_demo(path, players=16, rounds=4, deals_per_table=3, record_rounds=2).close()
    return path


@pytest.fixture
def cup(played, tmp_path):
    copy = tmp_path / "cup.tourney"
    copy.write_bytes(played.read_bytes())
    return copy


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_final_cuts_after_a_round_and_prints_the_snake_tables(cup):
    done = run("final", cup, "--after-round", 2, "--top", 8, "--carry", "half", "--others", "consolation",
               "--json")
    assert done.exit_code == 0, done.output
    report = json.loads(done.output)
    assert report["pattern"] == "1-4-5-8/2-3-6-7" and report["carry"] == "half" and report["round"] == 3
    assert len(report["tables"]) == 4  # two tables of the final, two of the consolation


@pytest.mark.parametrize(("args", "said"), [
    (("--after-round", 2, "--top", 6 + 1), "--top 7: a final needs a multiple of 4 players"),
    (("--after-round", 4, "--top", 4), "--after-round 4: the cut comes after one of rounds 1 to 3"),
    (("--after-round", 3, "--top", 4), "--after-round 3: round 3 is not finished"),
    (("--after-round", 2, "--top", 8, "--pattern", "1-2/3"), "--pattern '1-2/3': it must seat places 1 to 8"),
    (("--top", 8,), "give --after-round K and --top N"),
])
def test_a_bad_final_exits_2_with_one_sentence_naming_the_option(cup, args, said):
    done = run("final", cup, *args)
    assert done.exit_code == 2
    assert said in done.output and "Traceback" not in done.output
    assert len(done.output.strip().splitlines()) == 1


def test_categories_are_given_listed_and_make_category_standings(cup):
    assert run("players", "category", cup, 1, 2, 3, "--add", "women").exit_code == 0
    assert "women: " in run("players", "category", cup).output
    done = run("standings", cup, "--category", "women", "--json")
    table = json.loads(done.output)
    assert table["category"] == "women" and sorted(r["player_id"] for r in table["rows"]) == [1, 2, 3]
    refused = run("standings", cup, "--category", "juniors")
    assert refused.exit_code == 2
    assert "there is no such category (the categories are: women)" in refused.output


def test_prizes_print_text_json_and_a_pdf_and_take_settings(cup, tmp_path):
    text = run("prizes", cup)
    assert text.exit_code == 0 and "Place 1" in text.output
    done = run("prizes", cup, "--set", "places=2", "--json", "--pdf", tmp_path / "p.pdf", "--lang", "en")
    assert done.exit_code == 0, done.output
    assert [p["place"] for p in json.loads(done.output)["prizes"] if p["kind"] == "place"] == [1, 2]
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")
    bad = run("prizes", cup, "--set", "places=many")
    assert bad.exit_code == 2 and "prize setting places: a whole number" in bad.output


@pytest.mark.parametrize("draw", [("draw", "FILE"), ("draw", "FILE", "--round", 4),
                                  ("round", "seat", "FILE", 3), ("draw", "FILE", "--round", 3, "--swiss")])
def test_a_draw_after_the_cut_exits_2_pointing_to_final_next_and_keeps_the_final_seats(cup, draw):
    assert run("final", cup, "--after-round", 2, "--top", 8, "--others", "consolation").exit_code == 0
    before = run("round", "tables", cup, 3, "--json").output
    done = run(*(cup if a == "FILE" else a for a in draw))
    assert done.exit_code == 2, done.output
    assert "is a round of the final: seat it with tourney final FILE --next" in done.output
    assert len(done.output.strip().splitlines()) == 1 and "Traceback" not in done.output
    assert run("round", "tables", cup, 3, "--json").output == before
    assert run("final", cup, "--next").exit_code == 0  # the way the refusal names still works
