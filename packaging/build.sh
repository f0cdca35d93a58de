#!/usr/bin/env bash
# Build the runnable folder dist/tourney/ with PyInstaller, in a fresh virtual environment.
#   usage: packaging/build.sh        (from anywhere; PYTHON=python3.11 to choose the interpreter)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${BUILD_VENV:-$root/build/venv}
"${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip
"$venv/bin/pip" install -q "$root" pyinstaller
cd "$root"
"$venv/bin/pyinstaller" --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/tourney.spec
# The frozen program must at least start without a screen.
QT_QPA_PLATFORM=offscreen dist/tourney/tourney --help >/dev/null
dist/tourney/tourney rulesets >/dev/null
echo "built $root/dist/tourney/tourney"
