"""What `tourney export ema` and `tourney ema --csv` print about the EMA file: the problems row by row,
the countries written as codes; a refused file exits with status 2 after its list."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

import click

if TYPE_CHECKING:  # imported when a file is checked: building the command tree stays cheap
    from tourney.services import ema_export
    from tourney.store import Store

ANYWAY = click.option("--anyway", is_flag=True,
                      help="Write the EMA file even with problems (they are printed all the same).")


def _echo_lines(export: ema_export.EmaExport) -> None:
    for line in export.lines():
        click.echo(line, err=True)


def _refuse(refusal: ema_export.EmaRefused) -> NoReturn:
    _echo_lines(refusal.export)
    click.echo(f"tourney: {refusal.message}", err=True)
    sys.exit(2)


def checked(store: Store, make: Callable[[Store], ema_export.EmaExport]) -> ema_export.EmaExport:
    """``make(store)``, its problems and mapped countries printed on stderr; a refusal exits with 2."""
    from tourney.services import ema_export

    try:
        export = make(store)
    except ema_export.EmaRefused as refusal:
        _refuse(refusal)
    _echo_lines(export)
    return export
