"""The `tourney` command: scoring from JSON, listing rulesets, errors on stderr with status 2."""

import json
import subprocess
import sys

from click.testing import CliRunner

from tourney.cli import main


def run(*args, stdin=None):
    return CliRunner().invoke(main, list(args), input=stdin)


def test_rulesets_lists_every_ruleset_id():
    result = run("rulesets")
    assert result.exit_code == 0
    for rid in ("fimj", "classic-bmja", "classic-dmjl", "american", "singapore"):
        assert rid in result.output


def test_score_refuses_an_unknown_ruleset_with_status_2():
    deal = {"ruleset": "riichi", "round_wind": "E", "seats": {}}
    result = run("score", "-", stdin=json.dumps(deal))
    assert result.exit_code == 2
    assert "unknown ruleset 'riichi'" in result.stderr


def test_score_refuses_bad_json_naming_the_line():
    result = run("score", "-", stdin='{"ruleset": \n oops}')
    assert result.exit_code == 2
    assert "not valid JSON" in result.stderr and "line 2" in result.stderr


def test_score_refuses_a_missing_file():
    result = run("score", "no-such-deal.json")
    assert result.exit_code == 2
    assert "cannot read no-such-deal.json" in result.stderr


def test_python_dash_m_tourney_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "tourney", "--help"], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0
    assert "score" in done.stdout and "rulesets" in done.stdout
