"""The draw's check-in warning on the command line (#31 point 5), shared by `tourney draw` and `tourney
round seat`: when check-in has begun today and expected players have not checked in, their names go to
stderr and the draw goes on (a referee may seat latecomers); with ``--require-checkin`` the draw is
refused instead (exit 2), and then nobody checked in at all counts as everyone missing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from tourney import services
from tourney.errors import TourneyError

if TYPE_CHECKING:  # the store is imported when a command runs, not when `tourney` starts
    from tourney.store import Store

SHOWN = 20  # names listed; the rest are counted

REQUIRE_CHECKIN = click.option(
    "--require-checkin", is_flag=True,
    help="Refuse to draw while players expected today have not checked in (see `tourney checkin`).")


def warn_missing(store: Store, require: bool) -> None:
    """Name today's missing players on stderr, or refuse the draw when check-in is required."""
    found = services.checkins(store)
    if not found.missing or not (found.present or require):
        return  # nobody missing, or check-in not used today
    names = ", ".join(f"{p.id}. {p.name}" for p in found.missing[:SHOWN])
    if len(found.missing) > SHOWN:
        names += f" and {len(found.missing) - SHOWN} more"
    said = f"{len(found.missing)} players have not checked in today ({found.day}): {names}"
    if require:
        raise TourneyError("not_checked_in", said + "; check them in or withdraw them before the draw")
    click.echo(f"warning: {said}; they are seated all the same", err=True)
