"""Command-line commands for the tournament area (filled in by its issue)."""

import click


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
