"""Player categories: any label the referee gives players (women, juniors, seniors, newcomers...), and
the standings of one category.

A category's standings are the overall standings filtered to its players, in the same order and
with the same values, placed again from 1 within the category. ``club:NAME`` is the category of a
club's players without any label being set. ``juniors`` and ``seniors`` are also worked out from the
players' births (:mod:`tourney.services.ages`): a hand-given label of the same name (any capitals, or
its Italian name) adds its players to them, so a junior whose birth is not known can still be one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from tourney.language import say, translate
from tourney.services.ages import AGE_NAMES, age_categories
from tourney.services.errors import ServiceError
from tourney.services.reading import player as read_player
from tourney.services.reading import players as read_players
from tourney.services.standings import standings
from tourney.store import Store
from tourney.tournament.standings import StandingRow, Standings

CLUB_PREFIX = "club:"
SUGGESTED = ("women", "juniors", "seniors", "newcomers")
MAX_LENGTH = 40


def check_category(name: object) -> str:
    """A category's name as stored (trimmed), or ServiceError naming what is wrong with it."""
    if not isinstance(name, str) or not name.strip():
        raise ServiceError("bad_category", say("a category needs a name"))
    name = " ".join(name.split())
    if len(name) > MAX_LENGTH or "," in name or name.casefold().startswith(CLUB_PREFIX):
        raise ServiceError("bad_category", say(
            "category {name!r}: a name of at most {most} characters, without commas and not starting with "
            "club: (the clubs are categories already)", name=name, most=MAX_LENGTH))
    return name


def labelled(store: Store) -> dict[str, tuple[int, ...]]:
    """Every category the referee gave a player by hand, with its players' ids, by name."""
    out: dict[str, list[int]] = {}
    for row in store.query("SELECT name, player_id FROM player_categories ORDER BY name, player_id"):
        out.setdefault(row["name"], []).append(row["player_id"])
    return {name: tuple(ids) for name, ids in out.items()}


def _names(name: str) -> set[str]:
    """How a category may be written, any capitals: juniors and seniors also by their Italian names."""
    folded = name.casefold()
    for words in AGE_NAMES.values():
        spelled = {words.casefold(), translate(words, "it").casefold()}
        if folded in spelled:
            return spelled
    return {folded}


def same_category(a: str, b: str) -> bool:
    """``a`` and ``b`` name one category (capitals aside; juniors and Juniores are one)."""
    return _names(a) == _names(b)


def category_key(name: str, known: Iterable[str] = ()) -> str:
    """The name ``name`` is listed by: juniors or seniors (translatable), one of ``known``, or itself."""
    return next((k for k in [*AGE_NAMES.values(), *known] if same_category(k, name)), name)


def categories(store: Store) -> dict[str, tuple[int, ...]]:
    """Every category with players, by name: the labels given by hand and the juniors and seniors
    worked out from age (a label of the same name joins them: its players are added)."""
    out = {name: set(ids) for name, ids in age_categories(store).items()}
    for name, ids in labelled(store).items():
        out.setdefault(category_key(name, out), set()).update(ids)
    return {name: tuple(sorted(out[name])) for name in sorted(out)}


def categories_of(store: Store, player_id: int) -> tuple[str, ...]:
    """The categories given by hand to one player, by name."""
    rows = store.query("SELECT name FROM player_categories WHERE player_id = ? ORDER BY name", [player_id])
    return tuple(r["name"] for r in rows)


def set_categories(store: Store, player_id: int, names: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Give a player exactly these categories (one undoable action; nothing when they are his already)."""
    who = read_player(store, player_id)
    wanted = list(dict.fromkeys(check_category(n) for n in names))
    rows = store.query("SELECT id, name FROM player_categories WHERE player_id = ?", [player_id])
    listed = ", ".join(wanted) if wanted else say("none")
    with store.change("set_categories", say("Categories of {name}: {categories}", name=who.name,
                                            categories=listed),
                      {"player": player_id, "categories": wanted}) as log:
        for row in rows:
            if row["name"] not in wanted:
                log.delete("player_categories", row["id"])
        have = {r["name"] for r in rows}
        for name in wanted:
            if name not in have:
                log.insert("player_categories", {"player_id": player_id, "name": name})
    return categories_of(store, player_id)


def members(store: Store, name: str) -> tuple[int, ...]:
    """The players of a category (``club:NAME``: of a club), or ServiceError naming the categories."""
    if name.casefold().startswith(CLUB_PREFIX):
        club = name[len(CLUB_PREFIX):].strip().casefold()
        found = tuple(p.id for p in read_players(store) if p.club.strip().casefold() == club)
        if not found:
            raise ServiceError("no_category", say("--category {name!r}: no player's club is {club!r}",
                                                  name=name, club=name[len(CLUB_PREFIX):].strip()))
        return found
    known = categories(store)
    match = [k for k in known if same_category(k, name.strip())]
    if not match:
        listed = ", ".join(known) if known else say("none yet")
        raise ServiceError("no_category", say("--category {name!r}: there is no such category (the "
                                              "categories are: {known})", name=name, known=listed))
    return known[match[0]]


def category_standings(store: Store, name: str, after_round: int | None = None,
                       table: Standings | None = None) -> Standings:
    """The standings of one category: the overall standings' rows of its players, placed from 1."""
    chosen = set(members(store, name))
    table = table if table is not None else standings(store, after_round)
    return within(table, chosen)


def within(table: Standings, chosen: set[int]) -> Standings:
    """``table`` filtered to ``chosen``, the places counted again among them (ties stay ties)."""
    kept = [r for r in table.rows if r.player.id in chosen]
    rows: list[StandingRow] = []
    for i, row in enumerate(kept):
        rank = rows[-1].rank if i and row.rank == kept[i - 1].rank else i + 1
        rows.append(replace(row, rank=rank))
    counts = {r.rank: sum(1 for o in rows if o.rank == r.rank) for r in rows}
    return replace(table, rows=tuple(replace(r, shared=counts[r.rank] > 1) for r in rows))


def category_tables(store: Store, table: Standings | None = None) -> list[tuple[str, Standings]]:
    """Every category's standings (the overall standings filtered), by category name."""
    if table is None:
        if not store.query("SELECT 1 FROM table_results WHERE status = 'final' LIMIT 1"):
            return []
        table = standings(store)
    return [(name, within(table, set(ids))) for name, ids in categories(store).items()]
