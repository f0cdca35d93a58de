"""The `tourney` program's entry point: the window at once for ``tourney`` and ``tourney gui [FILE]``,
every other command through the command line (:mod:`tourney.cli`).

The desktop entry runs ``tourney gui FILE``; building the command line's tree of commands (click and
every command's module) took an eighth of a second of the window's open, so those two forms skip it.
Anything else (``tourney gui --help``, a folder given as FILE, two files) goes to the command line,
which says what is wrong as it always has.
"""

from __future__ import annotations

import sys
from pathlib import Path


def window_file(args: list[str]) -> tuple[bool, str | None]:
    """Whether ``args`` (after the program's name) only open the window, and on which file (or none)."""
    if not args:
        return True, None
    if args[0] != "gui" or len(args) > 2:
        return False, None
    if len(args) == 1:
        return True, None
    file = args[1]
    if not file or file.startswith("-") or Path(file).is_dir():
        return False, None
    return True, file


def main() -> None:
    only_window, file = window_file(sys.argv[1:])
    if only_window:
        from tourney.gui.app import run

        sys.exit(run(file))
    from tourney.cli import main as command_line

    command_line()


if __name__ == "__main__":
    main()
