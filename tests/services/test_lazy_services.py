"""`tourney.services` imports each action's module on first use, and names the same actions as before."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tourney.services as services_package
from tourney import services

ROOT = Path(__file__).resolve().parents[2]


def _type_checking_imports() -> dict[str, tuple[str, ...]]:
    tree = ast.parse(Path(services_package.__file__).read_text(encoding="utf-8"))
    block = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    return {n.module: tuple(a.name for a in n.names) for n in block.body if isinstance(n, ast.ImportFrom)}


def test_the_lazy_table_names_what_the_type_checkers_see():
    assert _type_checking_imports() == services_package._HOMES


def test_every_name_resolves_to_the_object_of_its_home_module():
    for module, names in services_package._HOMES.items():
        home = __import__(module, fromlist=["_"])
        for name in names:
            assert getattr(services, name) is getattr(home, name), name


def test_an_action_keeps_its_name_when_the_submodule_of_the_same_name_is_imported():
    code = ("from tourney import services\nimport tourney.services.players, tourney.services.standings\n"
            "import tourney.services.seating_constraints\n"
            "assert callable(services.players) and callable(services.standings)\n"
            "assert callable(services.seating_constraints)\n"
            "assert services.players is tourney.services.reading.players\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c", code], env=env, check=True)


def test_a_submodule_not_in_the_table_is_still_reachable_as_an_attribute():
    assert services.printing.__name__ == "tourney.services.printing"


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no_such_action"):
        services.no_such_action  # noqa: B018
