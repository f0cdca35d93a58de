"""`tourney register add|list|import|export`: the player register kept per user across events.

The register is a file in the user's data folder (``TOURNEY_REGISTER`` names another). ``add`` puts a
person in it, ``list`` searches it (and saves what it found as a named list), ``import`` adds people
of it to a tournament by a search, a saved list or their numbers, ``export`` gives a tournament's new
players back to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from tourney.commands.common import FILE, JSON, emit, opened, player_line
from tourney.errors import TourneyError

if TYPE_CHECKING:  # the register is opened inside the commands: building the command tree stays cheap
    from tourney.services.register import Person, Register


def register(main: click.Group) -> None:
    """Add the register's commands to the `tourney` command."""
    main.add_command(register_group)


def person_line(p: Person) -> str:
    born = f"born {p.born}" if p.born else ""
    extra = ", ".join(x for x in (p.ema_id, p.club, p.country, p.contact, born) if x)
    return f"{p.id:>4}  {p.name}" + (f" ({extra})" if extra else "")


def _lines(people: list[Person], empty: str) -> str:
    return "\n".join(person_line(p) for p in people) or empty


@click.group(name="register")
def register_group() -> None:
    """The player register, kept across events: add, list (search), import into a tournament, export back."""


@register_group.command("add")
@click.argument("name")
@click.option("--ema-id", default="", help="The EMA number (8 digits).")
@click.option("--club", default="")
@click.option("--country", default="")
@click.option("--contact", default="", help="An e-mail address or a telephone number.")
@click.option("--born", metavar="YEAR|DATE", help="Birth year (2008) or date (2008-05-14): juniors, seniors.")
@JSON
def register_add(name: str, ema_id: str, club: str, country: str, contact: str, born: str | None,
                 as_json: bool) -> None:
    """Put a person in the register (refused if the register knows the person already)."""
    from tourney.services.register import open_register

    with open_register() as reg:
        person = reg.add(name, ema_id=ema_id, club=club, country=country, contact=contact, born=born)
    emit(as_json, person, lambda: f"added {person_line(person)}")


@register_group.command("list")
@click.argument("search", required=False, default="")
@click.option("--save-as", metavar="NAME", help="Keep the people found as a list of this name.")
@click.option("--lists", "show_lists", is_flag=True, help="Show the names of the saved lists instead.")
@click.option("--list", "list_name", metavar="NAME", help="Show the people of a saved list.")
@JSON
def register_list(search: str, save_as: str | None, show_lists: bool, list_name: str | None,
                  as_json: bool) -> None:
    """List the people of the register whose details hold every word of SEARCH (all of them without)."""
    from tourney.services.register import open_register

    with open_register() as reg:
        if show_lists:
            names = reg.list_names()
            emit(as_json, names, lambda: "\n".join(names) or "no saved lists yet")
            return
        found = reg.saved_list(list_name) if list_name else reg.people(search)
        if save_as:
            reg.save_list(save_as, found)
    empty = "nobody in the register matches" if search or list_name else "the register is empty"
    emit(as_json, found, lambda: _lines(found, empty)
         + (f"\nsaved as the list {save_as!r}" if save_as else ""))


def _chosen(reg: Register, search: str, list_name: str | None, ids: tuple[int, ...]) -> list[Person]:
    if list_name:
        return reg.saved_list(list_name)
    if ids:
        return reg.by_ids(ids)
    if not search:
        raise TourneyError("missing_value", "say whom to import: a SEARCH, --list NAME or --id NUMBER")
    found = reg.people(search)
    if not found:
        raise TourneyError("no_person", f"nobody in the register matches {search!r}; nothing imported")
    return found


@register_group.command("import")
@FILE
@click.argument("search", required=False, default="")
@click.option("--list", "list_name", metavar="NAME", help="Everybody of a saved list.")
@click.option("--id", "ids", type=int, multiple=True, help="A person's number in the register (repeatable).")
@JSON
def register_import(file: str, search: str, list_name: str | None, ids: tuple[int, ...],
                    as_json: bool) -> None:
    """Add people of the register to the tournament FILE, by a SEARCH, a saved --list or --id numbers.

    One action (undoable): all of them, or none if one is already a player of FILE.
    """
    from tourney.services.register import import_people, open_register

    with open_register() as reg:
        people = _chosen(reg, search, list_name, ids)
    with opened(file) as store:
        added = import_people(store, people)
    emit(as_json, added, lambda: "\n".join(f"added {player_line(p)}" for p in added))


@register_group.command("export")
@FILE
@JSON
def register_export(file: str, as_json: bool) -> None:
    """Give the tournament FILE's new players (those the register does not know) back to the register."""
    from tourney.services.register import offer_back, open_register

    with opened(file, readonly=True) as store, open_register() as reg:
        added = offer_back(store, reg)
    emit(as_json, added, lambda: _lines(added, "no new players: the register knows everybody")
         if not added else f"{len(added)} new player(s) in the register:\n" + _lines(added, ""))
