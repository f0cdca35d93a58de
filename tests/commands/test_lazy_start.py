"""`tourney` starts without importing what its command does not use (#33 point 9, start-up).

Each check runs in a fresh interpreter, since this test process has imported everything already.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tourney import services
from tourney.commands.common import ODD_COUNTS
from tourney.tournament.seating import OddCount

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("sqlite_utils", "reportlab", "openpyxl", "starlette", "PySide6", "tourney.store", "tourney.rules",
         "tourney.tournament.seating", "tourney.services.printing", "tourney.export")


def _modules_after(code: str) -> set[str]:
    """The heavy modules imported once ``code`` has run in a fresh interpreter."""
    probe = f"{code}\nimport json, sys\nprint(json.dumps(sorted(m for m in {HEAVY!r} if m in sys.modules)))"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_building_the_command_tree_imports_no_heavy_module():
    assert _modules_after("import tourney.cli") == set()


def test_help_imports_no_heavy_module():
    code = ("from click.testing import CliRunner\nfrom tourney.cli import main\n"
            "assert CliRunner().invoke(main, ['--help']).exit_code == 0")
    assert _modules_after(code) == set()


def test_standings_reads_the_file_without_the_printing_the_seating_search_or_the_window(tmp_path):
    file = tmp_path / "cup.tourney"
    store = services.create_tournament(file, name="Coppa", ruleset="fimj", rounds=2)
    store.close()
    code = ("from click.testing import CliRunner\nfrom tourney.cli import main\n"
            f"assert CliRunner().invoke(main, ['standings', {str(file)!r}]).exit_code == 0")
    imported = _modules_after(code)
    assert "tourney.store" in imported
    assert imported.isdisjoint({"reportlab", "openpyxl", "starlette", "PySide6", "tourney.tournament.seating",
                                "tourney.services.printing", "tourney.export"})


def test_the_odd_count_choices_are_the_seating_models():
    assert tuple(o.value for o in OddCount) == ODD_COUNTS
