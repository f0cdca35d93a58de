"""Command-line commands for the phone at the table: the referee's calls and hidden standings.

``tourney calls FILE`` lists the calls still waiting (``--all``: every call), ``--ack N`` answers call
N (the table's phone then says the referee is coming); ``tourney hide-standings FILE --from K`` hides
the standings on the live page and the display board from round K on, ``--never`` stops hiding them,
``--reveal`` shows them (``--hide-again`` hides them again).
"""

from __future__ import annotations

import click

from tourney import services
from tourney.commands.common import FILE, JSON, emit, opened


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    for command in (calls, hide_standings):
        main.add_command(command)


def _call_line(call: services.Call) -> str:
    state = "waiting" if call.open else f"answered {(call.acknowledged_at or '')[11:16]}"
    return (f"call {call.id}: round {call.round} table {call.table} at {call.called_at[11:16]}"
            f" ({call.reason.replace('_', ' ')}) {state}")


@click.command()
@FILE
@click.option("--ack", "ack", type=int, metavar="N", help="Acknowledge call N: the referee is on the way.")
@click.option("--all", "every", is_flag=True, help="List answered calls too.")
@JSON
def calls(file: str, ack: int | None, every: bool, as_json: bool) -> None:
    """The tables calling the referee, oldest first (or acknowledge one)."""
    with opened(file) as store:
        if ack is not None:
            done = services.acknowledge_call(store, ack)
            emit(as_json, done, lambda: _call_line(done))
            return
        found = services.calls(store, open_only=not every)
    emit(as_json, found, lambda: "\n".join(map(_call_line, found)) or "No table is calling the referee.")


@click.command("hide-standings")
@FILE
@click.option("--from", "from_round", type=int, metavar="K", help="Hide the standings from round K on.")
@click.option("--never", is_flag=True, help="Stop hiding the standings.")
@click.option("--reveal", is_flag=True, help="Show the hidden standings.")
@click.option("--hide-again", is_flag=True, help="Hide revealed standings again.")
def hide_standings(file: str, from_round: int | None, never: bool, reveal: bool, hide_again: bool) -> None:
    """Hide the standings on the live page and the display board in the last rounds."""
    with opened(file) as store:
        if from_round is not None or never:
            services.hide_standings_from(store, None if never else from_round)
        if reveal or hide_again:
            services.reveal_standings(store, reveal)
        hiding = services.standings_hiding(store)
    if hiding.from_round is None:
        click.echo("The standings are shown.")
    else:
        click.echo(f"The standings are hidden from round {hiding.from_round} on"
                   f"{' (revealed now)' if hiding.revealed else ''}.")
