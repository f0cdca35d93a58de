"""The README's two commands stay true: CI runs the README's test command exactly, browser required."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _readme_commands() -> list[str]:
    blocks = re.findall(r"```sh\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    return [line for block in blocks for line in block.splitlines() if line.startswith("python3 -m venv")]


def test_the_readme_has_one_command_to_start_the_program_and_one_to_run_the_tests() -> None:
    start, tests = _readme_commands()
    assert start.endswith(".venv/bin/tourney")
    assert '".[test]"' in tests and ".venv/bin/pytest" in tests


def test_ci_runs_the_readmes_test_command_exactly_with_the_browser_tests_required() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert _readme_commands()[1] in ci
    assert "export TOURNEY_BROWSER_TESTS=required" in ci
    assert ci.index("export TOURNEY_BROWSER_TESTS=required") < ci.index(_readme_commands()[1])
