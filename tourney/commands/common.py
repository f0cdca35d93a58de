"""What the command modules share: the FILE argument, --json, opening a file, printing results."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import click

from tourney import services
from tourney.errors import TourneyError

if TYPE_CHECKING:
    from tourney.store import Store

FILE = click.argument("file", type=click.Path(dir_okay=False))
JSON = click.option("--json", "as_json", is_flag=True, help="Print JSON for programs.")
# the values of tourney.tournament.seating.OddCount, named here so that building the command tree does
# not import the seating search (tests/commands/test_lazy_start.py checks they agree)
ODD_COUNTS = ("three", "bye", "substitute")


def plain(value: Any) -> Any:
    """Dataclasses, lists and dates as plain JSON values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


def echo_json(value: Any) -> None:
    """Print ``value`` as indented JSON for programs (dataclasses and dates as plain values)."""
    click.echo(json.dumps(plain(value), indent=2, ensure_ascii=False))


def emit(as_json: bool, value: Any, text: Callable[[], str]) -> None:
    """Print JSON for programs, or the text for people."""
    if as_json:
        echo_json(value)
    else:
        click.echo(text())


@contextmanager
def opened(file: str, *, readonly: bool = False) -> Iterator[Store]:
    """The tournament file, open for one command and closed after it (``readonly``: for a command that
    only reads it, which then leaves the file exactly as it was)."""
    store = services.open_tournament(file, readonly=readonly)
    try:
        yield store
    finally:
        store.close()



def player_line(p: Any) -> str:
    born = f"born {p.born}" if getattr(p, "born", None) else ""
    extra = ", ".join(x for x in (p.club, p.country, p.federation_id, p.team, born) if x)
    return f"{p.id:>4}  {p.name}" + (f" ({extra})" if extra else "") + f"  [{p.status}]"


def name_value_pairs(pairs: tuple[str, ...], what: str = "an option") -> dict[str, Any]:
    """``NAME=VALUE`` words as a dict; a VALUE that reads as JSON (8, true, "x") is taken as such."""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or not name:
            raise TourneyError("bad_option", f"{what} is NAME=VALUE, not {pair!r}")
        try:
            out[name] = json.loads(raw)
        except json.JSONDecodeError:
            out[name] = raw
    return out
