"""Packaging: fast checks of the PyInstaller spec, the build script, the desktop entry and the icon
(the build itself is run by hand, never by the tests)."""

from __future__ import annotations

import ast
import configparser
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def test_the_spec_is_python_that_bundles_the_resources_and_every_tourney_module():
    text = (PACKAGING / "tourney.spec").read_text(encoding="utf-8")
    ast.parse(text)
    assert '(str(ROOT / "resources"), "resources")' in text
    assert 'collect_submodules("tourney")' in text and 'collect_data_files("tourney")' in text
    assert 'name="tourney"' in text and "COLLECT(" in text  # one folder, dist/tourney/


def test_the_spec_starts_the_same_program_as_the_tourney_command():
    launcher = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    module, function = scripts["tourney"].split(":")
    assert f"from {module} import {function}" in launcher
    assert "launcher.py" in (PACKAGING / "tourney.spec").read_text(encoding="utf-8")


def test_the_resources_the_program_looks_for_exist():
    assert (ROOT / "resources" / "fonts" / "DejaVuSans.ttf").is_file()
    assert (ROOT / "resources" / "i18n" / "tourney_it.qm").is_file()


def test_the_build_script_builds_into_dist_and_checks_the_program_starts_headless():
    script = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert script.startswith("#!/usr/bin/env bash") and "set -euo pipefail" in script
    assert "pyinstaller" in script and "packaging/tourney.spec" in script and "--distpath dist" in script
    assert "QT_QPA_PLATFORM=offscreen dist/tourney/tourney --help" in script
    assert (PACKAGING / "build.sh").stat().st_mode & 0o111


def test_the_desktop_entry_opens_a_file_with_the_gui():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(PACKAGING / "tourney.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Icon"] == "tourney"
    assert section["Exec"] == "tourney gui %f"


def test_the_icon_is_a_square_svg():
    root = ET.parse(PACKAGING / "tourney.svg").getroot()
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 256 256"


def test_build_output_is_ignored_by_git():
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "build/" in ignored and "dist/" in ignored
