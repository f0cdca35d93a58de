"""Command-line commands for the American card: check a card file, list a card, match a hand.

To score a deal with another card, give its file in the deal's options: ``"options": {"card":
"cards/nmjl-2009.toml"}`` (see ``docs/card-format.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from tourney.errors import EngineError

if TYPE_CHECKING:
    from tourney.rules.american.card import Card


def _card(file: str | None) -> Card:
    from tourney.rules.american.card import builtin_card, load_card

    return load_card(file) if file else builtin_card()


@click.group()
def card() -> None:
    """American (NMJL) cards: check a card file, list its hands, match a hand against it."""


@card.command()
@click.argument("file", type=click.Path(dir_okay=False))
def check(file: str) -> None:
    """Check a card FILE; print every error with its line (exit status 2 if there are any)."""
    found = _card(file)
    disabled = ", ".join(h.id for h in found.disabled)
    click.echo(f"{file}: card {found.name!r} is valid: {len(found.hands)} hands in "
               f"{len(found.categories)} categories, {len(found.enabled)} playable"
               + (f" (not played: {disabled})" if disabled else ""))


@card.command(name="list")
@click.argument("file", required=False, type=click.Path(dir_okay=False))
def list_hands(file: str | None) -> None:
    """List the hands of a card FILE (or of the built-in 2008 card)."""
    found = _card(file)
    click.echo(f"{found.name}")
    for hand in found.hands:
        state = "" if hand.enabled else f"  [not played: {hand.reason}]"
        click.echo(f"{hand.id:16} {hand.category:7} {hand.value:3}  {'C' if hand.concealed else 'X'}  "
                   f"{' | '.join(hand.patterns)}{state}")


@card.command()
@click.argument("hand")
@click.option("--card", "file", type=click.Path(dir_okay=False), help="card file (default: built-in 2008)")
def match(hand: str, file: str | None) -> None:
    """Show which card hands a 14-tile HAND matches and where its jokers stand."""
    from tourney.notation import parse_hand
    from tourney.rules.american.card import PlayerTiles, index_of

    found = _card(file)
    parsed = parse_hand(hand, "the hand")
    size = parsed.tile_count + len(parsed.bonus)
    if size != 14:
        raise EngineError("tile_count", f"the hand has {size} tiles; an American hand has 14")
    tiles = PlayerTiles.of(parsed)
    matches = index_of(found).matches(tiles)
    if not matches:
        raise EngineError("no_match", f"{hand} matches no hand of the card {found.name}")
    for m in matches:
        notes = [] if m.hand.enabled else [f"not played: {m.hand.reason}"]
        if m.hand.concealed and tiles.exposed:
            notes.append("concealed hand, but this hand has exposed melds")
        click.echo(f"{m.hand.id:16} {m.hand.value:3}  {m.arrangement}"
                   + (f"  ({'; '.join(notes)})" if notes else ""))


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    main.add_command(card)
