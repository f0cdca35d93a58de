"""Juniors and seniors worked out from the players' births (#31 point 2), and the tournament's limits.

Age is counted on the tournament's day (:func:`age_day`): its first day as set on the tournament
(``tourney new --start-date``), else the day of its earliest scheduled round, else today. The
limits are the tournament's (``tourney players category FILE --juniors-under 18 --seniors-from 60``),
each change one undoable action. See :mod:`tourney.tournament.ages` for how an age is counted.
"""

from __future__ import annotations

from datetime import date

from tourney.language import Words, say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.store import Store
from tourney.tournament.ages import JUNIORS, SENIORS, AgeLimits, age_groups, age_on, parse_born

# the names the computed categories are shown by (Italian: Juniores, Seniores; see docs/final-and-prizes.md)
AGE_NAMES: dict[str, Words] = {JUNIORS: say("juniors"), SENIORS: say("seniors")}


def age_limits(store: Store) -> AgeLimits:
    """The tournament's age limits (18 and 60 unless the referee changed them)."""
    rows = store.query("SELECT juniors_under, seniors_from FROM tournament WHERE id = 1")
    if not rows:
        return AgeLimits()
    return AgeLimits(rows[0]["juniors_under"], rows[0]["seniors_from"])


def check_age_limits(juniors_under: object, seniors_from: object) -> AgeLimits:
    """The limits checked: juniors under 0 (none) to 99, seniors from 1 to 150, seniors not younger."""
    under = validate.whole(juniors_under, say("the juniors' age limit"), least=0, most=99)
    least = validate.whole(seniors_from, say("the seniors' age"), least=1, most=150)
    assert under is not None and least is not None
    if least < under:
        raise ServiceError("bad_value", say(
            "the seniors' age {seniors} is below the juniors' limit {juniors}", seniors=least, juniors=under))
    return AgeLimits(under, least)


def set_age_limits(store: Store, juniors_under: int | None = None,
                   seniors_from: int | None = None) -> AgeLimits:
    """Change the juniors' limit and/or the seniors' age (one undoable action; nothing if unchanged)."""
    now = age_limits(store)
    limits = check_age_limits(now.juniors_under if juniors_under is None else juniors_under,
                              now.seniors_from if seniors_from is None else seniors_from)
    if limits == now:
        return now
    fields = {"juniors_under": limits.juniors_under, "seniors_from": limits.seniors_from}
    with store.change("set_age_limits", say("Juniors under {juniors}, seniors from {seniors}",
                                            juniors=limits.juniors_under, seniors=limits.seniors_from),
                      fields) as log:
        log.update("tournament", 1, fields)
    return limits


def age_day(store: Store) -> date:
    """The day ages are counted on: the tournament's first day, else its earliest scheduled round's day,
    else today."""
    rows = store.query("SELECT start_date FROM tournament WHERE id = 1")
    if rows and rows[0]["start_date"]:
        return date.fromisoformat(rows[0]["start_date"])
    first = store.query("SELECT min(starts_at) AS at FROM rounds WHERE starts_at IS NOT NULL")
    if first and first[0]["at"]:
        return date.fromisoformat(first[0]["at"][:10])
    return date.today()


def age_categories(store: Store, limits: AgeLimits | None = None) -> dict[str, tuple[int, ...]]:
    """The juniors and the seniors by their shown names (:data:`AGE_NAMES`), those with players only;
    ``limits``: other limits than the tournament's (the window's dialog shows them before saving)."""
    rows = store.query("SELECT id, born FROM players WHERE born IS NOT NULL")
    births = [(r["id"], r["born"]) for r in rows]
    if not births:
        return {}
    groups = age_groups(births, age_day(store), limits or age_limits(store))
    return {AGE_NAMES[key]: ids for key, ids in groups.items() if ids}


def age_note(store: Store, born: object) -> str:
    """What a birth means here, for the player dialog: "17 years old on 2024-05-18: juniors"; empty for
    no birth or one that is not a birth (refused when saved)."""
    try:
        known = parse_born(born, date.today())
    except ValueError:
        return ""
    if known is None:
        return ""
    day, limits = age_day(store), age_limits(store)
    age = age_on(known, day)
    groups = age_groups([(0, known)], day, limits)
    found = [AGE_NAMES[key] for key, ids in groups.items() if ids]
    if found:
        return say("{age} years old on {day}: {category}", age=age, day=day.isoformat(), category=found[0])
    return say("{age} years old on {day}", age=age, day=day.isoformat())
