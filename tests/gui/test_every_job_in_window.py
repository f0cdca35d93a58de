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
    "job:clock extra": ("clock warnings", "round start"),  # The room's clock…: warnings, late start
    "job:export ema": ("ema",),  # Print > EMA results…: the rows checked, then written (or anyway)
}


# where the window offers each option of a command it has (``--json`` is for programs: the window shows
# the same); an option named in a job's objectName (``job:draw --swiss``) needs no entry here
OPTIONS_IN_WINDOW = {
    "checkin": "--day --undo",  # the check-in dialog's day; Take the chosen players off
    "new": "--name --ruleset --rounds --venue --start-date --end-date --hands --minutes --ranking --option",
    "card match": "--card",  # the tournament's own card, in the scoring dialog
    "round schedule": "--start --duration --break",
    "record": "--round --table --replace",  # the round and table chosen; Remove on the table's sheet
    "correct": "--round --table --deal",
    "totals": "--round --table --scores --replace --chombo",
    "penalty": "--player --points --reason --round --remove --list",
    "undo": "--steps", "redo": "--steps",  # one step per click of Edit > Undo / Redo
    "log": "--since --changes",  # the whole log, newest first; the rows of the event chosen
    # status: Check in, Make substitutes; born: the player dialog's Born (#31 point 2)
    "players add": "--club --country --federation-id --team --status --born",
    "players import": "--skip-bad",
    "players export": "--out",
    "players edit": "--name --club --country --federation-id --team --born",  # born: the player dialog's Born
    "draw": "--round --all --seconds --odd",  # Draw the chosen round, Draw all rounds…, the draw dialog
    # the window's draw names the players not checked in and asks "Draw anyway?" (No: as --require-checkin)
    "draw --require-checkin": "", "round seat --require-checkin": "",
    "seating": "--round",
    "standings": "--after-round --teams --history --stats --category",  # history: a double-click in the tab
    "ranking": "--set --tie-breaks --reset",
    "bye": "--remove",
    # --lang: the window's language (Language menu); --paper: Print > Paper (A4, A3, US Letter)
    "export seating": "--round --by --poster --lang --paper -o",
    "export sheets": "--round --lang --paper -o",  # --blank: its own entry, Blank score sheets…
    "export cards": "--lang --paper -o",
    "export schedule": "--lang --paper -o",
    "export standings": ("--lang --paper -o --categories"
                         " --round --every-round --teams"),  # Print > Standings… asks them
    "export report": "--lang --paper -o --best-hands",
    "export xlsx": "--lang -o",
    "export html": "--lang -o",
    "secrets": "--reissue --revoke --sheets --base --lang",  # New code, Revoke, Score sheets with QR codes…
    "submissions": "--round --pending",
    "approve": "--corrected",  # Correct and approve…
    "serve": "--host --port",
    "calls": "--ack",  # On my way
    "hide-standings": "--from --never --reveal --hide-again",  # 0: never; Hide again after a reveal
    "final": "--after-round --top --carry --others --pattern --next",  # the dialog; once cut: next round
    "prizes": "--set --pdf --lang",  # places, category places, two prizes; Save the printable list…
    # tick or untick the players of the category; By age: Juniors under, Seniors from (#31 point 2)
    "players category": "--add --remove --juniors-under --seniors-from",
    "backups": "--folder",  # File > Backups…: Choose a folder (a USB stick)…, Beside the file
    "restore": "--round --backup -o",  # File > Restore…: Go back to (a round) or a backup; the new file
    "copy": "-o",  # File > Save a copy…: the new file
    "export ema": "-o --anyway",  # Export anyway… beside the problem list
    "ema": "--csv --anyway",  # the EMA window's list and its Export…/Export anyway…
    "register add": "--ema-id --club --country --contact --born",  # the New person form
    "register list": "--save-as --lists --list",  # the search box, Save ticked as a list…, the List box
    "register import": "--list --id",  # the List box; the ticks
}

OPTIONS_COMMAND_LINE_ONLY = {
    "demo --seed --ruleset --players --rounds": "the window opens the standard demo; other demos are for "
                                                 "trying the program, not for an event",
    "draw --seed": "repeats a given draw exactly, for checking the optimiser; the referee wants a good draw",
    "calls --all": "lists calls already answered; each answer is in the event log (Day > Event log…)",
    "round start --at": "records a start time after the fact; in the room the round starts now (the "
                        "board's Start, or The room's clock…)",
}

# options the window does not offer yet (none left; a new option lands here only with a reason)
OPTIONS_NOT_IN_WINDOW_YET: frozenset[str] = frozenset()


def command_paths(command: click.Command = main, path: tuple[str, ...] = ()) -> list[str]:
    """Every leaf command of ``tourney``, by its full path."""
    if isinstance(command, click.Group):
        return [p for name, sub in command.commands.items() for p in command_paths(sub, (*path, name))]
    return [" ".join(path)]


def _command_of(job: str) -> str:
    """``job:draw --swiss`` → ``draw``."""
    return " ".join(w for w in job.removeprefix("job:").split() if not w.startswith("-"))


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
    unknown = [name for name in _window_jobs(window) if _command_of(name) not in paths]
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
                     if a.isEnabled() and name not in ("job:new", "job:demo",
                                                       # the register is the user's, not an event's
                                                       "job:register list", "job:register add"))
    assert enabled == [], "jobs that need a file but are offered without one"


def _options(path: str) -> list[str]:
    command: click.Command = main
    for word in path.split():
        assert isinstance(command, click.Group)
        command = command.commands[word]
    return [p.opts[0] for p in command.params if isinstance(p, click.Option) and p.opts[0] != "--json"]


def _named(table: dict[str, str]) -> set[str]:
    """``{"cmd": "--a --b"}`` or ``{"cmd --a --b": reason}`` as {"cmd --a", "cmd --b"}."""
    named = set()
    for key, value in table.items():
        words = f"{key} {value}".split() if not key.split()[-1].startswith("-") else key.split()
        command = " ".join(w for w in words if not w.startswith("-"))
        named |= {f"{command} {w}" for w in words if w.startswith("-")}
    return named


def test_every_option_of_a_command_in_the_window_has_its_place_or_a_reason(window):
    in_window = _named(OPTIONS_IN_WINDOW) | {name.removeprefix("job:") for name in _window_jobs(window)
                                             if " -" in name}
    command_line = _named({k: "" for k in OPTIONS_COMMAND_LINE_ONLY})
    waiting = OPTIONS_NOT_IN_WINDOW_YET | LANDING_FROM_OTHER_BRANCHES
    paths = [p for p in command_paths() if p not in COMMAND_LINE_ONLY and p not in waiting]
    every = {f"{p} {o}" for p in paths for o in _options(p)}
    missing = sorted(every - in_window - command_line - waiting)
    assert missing == [], f"options with no place in the window and no reason: {missing}"
    stale = sorted((in_window | command_line | OPTIONS_NOT_IN_WINDOW_YET) - every)
    assert stale == [], f"options named here that the commands do not have: {stale}"


def test_the_jobs_are_the_same_after_a_change_of_language(window):
    from PySide6.QtCore import QCoreApplication, QEvent

    from tourney.gui import i18n

    before = sorted(_window_jobs(window))
    try:
        window.set_language("it")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old menus, gone
        named = [a.objectName() for a in window.findChildren(QAction) if a.objectName().startswith("job:")]
        assert sorted(named) == before  # each once, none left behind by the old menus
        assert window.day_menu.title() == "&Giornata"
        assert all(a.isEnabled() for a in _window_jobs(window).values() if a.property("needs_file"))
    finally:
        window.set_language("en")
        i18n.install("en")
