"""Every job of the command line has its place in the window (#27 point 5): during an event the
referee never needs a terminal.

The test walks the click commands of ``tourney`` (every leaf, by its full path: ``round seat``,
``constraint clear``) and looks for a QAction of the main window named ``job:<command path>``, or an
action that covers it (``COVERED_BY``), or a reason why the command stays on the command line
(``COMMAND_LINE_ONLY``).
"""

from __future__ import annotations

import click
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from tourney.cli import main

# commands being added on other branches right now, each with its window action named
# job:<command path> there; the lead empties this set when they land on main
LANDING_FROM_OTHER_BRANCHES = frozenset({
    "export ema",  # register: the EMA export window action
    "ema",  # register: the EMA rows, checked and previewed in its EMA window
    "export xlsx",  # posters: the spreadsheet in the Print/Export menu
    # register: Players > From the register
    "register add", "register list", "register import", "register export",
    "backups", "restore",  # backups: File > Save a copy / Restore
    "final", "prizes",  # final: the final cut and the prize-giving
})

COMMAND_LINE_ONLY = {
    "gui": "it opens the window itself",
    "score": "scores a deal's JSON outside any tournament, for programs and rule checks; the window "
             "scores each deal as it is typed",
    "rulesets": "lists ruleset ids to type after `new --ruleset`; the New tournament form lists them",
    "seat": "plans a draw with numbered players and no file, before the event; the window draws the "
            "tournament's own rounds",
    "card check": "checks a card file a programmer wrote, before the event",
    "card list": "prints a card file's hands for checking it; at the table the players hold the card and "
                 "the scoring dialog names the card line a hand matches",
    "submit": "sends a deal as a table's phone would, to try the approval queue; in the window the "
              "referee enters the deal itself",
}

# window actions that do more than the command of their own name
COVERED_BY = {
    "job:record": ("correct", "card match"),  # the deals of a table: add, correct; card lines shown
    "job:round tables": ("seating",),  # the Rounds tab: the draw of the round chosen, byes below
    "job:round schedule": ("round shift", "round list"),  # the schedule: set, shift, every round
    "job:constraint": ("constraint fixed-table", "constraint never-together", "constraint clear",
                       "constraint list"),
    "job:serve": ("secrets", "submissions", "approve", "reject", "auto-approve", "calls",
                  "hide-standings"),  # Table entry on phones: codes, queue, calls, hiding
}


def command_paths(command: click.Command = main, path: tuple[str, ...] = ()) -> list[str]:
    """Every leaf command of ``tourney``, by its full path."""
    if isinstance(command, click.Group):
        return [p for name, sub in command.commands.items() for p in command_paths(sub, (*path, name))]
    return [" ".join(path)]


def _window_jobs(window) -> dict[str, QAction]:
    return {a.objectName(): a for a in window.findChildren(QAction) if a.objectName().startswith("job:")}


def _covered(jobs: dict[str, QAction]) -> set[str]:
    covered = {name.removeprefix("job:") for name in jobs}
    for name, paths in COVERED_BY.items():
        if name in jobs:
            covered.update(paths)
    return covered


def test_every_command_has_a_window_action_or_a_reason(window):
    covered = _covered(_window_jobs(window))
    missing = [p for p in command_paths() if p not in covered and p not in COMMAND_LINE_ONLY
               and p not in LANDING_FROM_OTHER_BRANCHES]
    assert missing == [], f"commands with no window action (name one job:<command path>): {missing}"


def test_every_window_job_names_a_real_command_or_group(window):
    paths = set(command_paths()) | {" ".join(p.split()[:-1]) for p in command_paths() if " " in p}
    unknown = [name for name in _window_jobs(window) if name.removeprefix("job:") not in paths]
    assert unknown == []
    assert {p for paths_ in COVERED_BY.values() for p in paths_} <= set(command_paths())


def test_what_has_landed_is_taken_off_the_waiting_list(window):
    """A command that has its window action now no longer waits for another branch."""
    assert sorted(LANDING_FROM_OTHER_BRANCHES & _covered(_window_jobs(window))) == []


def test_the_command_line_only_list_holds_real_commands_with_their_reasons():
    paths = set(command_paths())
    assert set(COMMAND_LINE_ONLY) <= paths
    assert all(len(reason.split()) >= 5 for reason in COMMAND_LINE_ONLY.values())


def test_every_job_is_in_a_menu_and_greyed_out_without_a_file(qtbot):
    from tourney.gui.main_window import MainWindow

    empty = MainWindow()
    qtbot.addWidget(empty)
    jobs = _window_jobs(empty)
    assert len(jobs) >= 30
    in_menus = {a.objectName() for menu in empty.findChildren(QMenu) for a in menu.actions()}
    assert sorted(set(jobs) - in_menus) == []
    enabled = sorted(name for name, a in jobs.items()
                     if a.isEnabled() and name not in ("job:new", "job:demo"))
    assert enabled == [], "jobs that need a file but are offered without one"
