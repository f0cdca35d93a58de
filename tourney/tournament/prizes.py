"""The prize list: overall places, category places and special awards, computed from the results.

Prizes are given in this order, and unless the settings allow two prizes to one player, whoever has a
prize already is passed over for the next ones (the next eligible player takes it):

1. the overall places 1 to ``places`` (the standings' order, the final's ranking first);
2. for each category (by name), its places 1 to ``category_places`` among its players;
3. the best newcomer: the best placed player of the ``newcomers`` category (that category gets no
   category places of its own: the award is its prize);
4. the highest hand, the most hands won and the most self-drawn wins: the best value among those
   still eligible; players level share the award.

Withdrawn players and substitutes win nothing. The prize-giving reveals the list from the last prize
to the first (:func:`reveal_order`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tourney.language import Words, say
from tourney.tournament.ranking_schemes import number_text
from tourney.tournament.standings import StandingRow
from tourney.tournament.standings_stats import DealSummary

AWARDS = ("best_newcomer", "highest_hand", "most_hands_won", "most_self_drawn")
DEFAULTS: dict[str, Any] = {"places": 3, "category_places": 1, "allow_double": False,
                            "newcomers": "newcomers", "awards": list(AWARDS)}


@dataclass(frozen=True, slots=True)
class Prize:
    """One prize: what it is for, who wins it and the figure that won it."""

    kind: str  # place, category or award
    title: str  # "Place 1", "women: place 1", "Highest hand" (a sentence: translatable)
    player_id: int
    name: str
    value: str  # the figure: the standing's first component, the hand's points, the count
    place: int | None = None  # the place overall or in the category
    category: str = ""
    award: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "title": str(self.title), "player_id": self.player_id, "name": self.name,
                "value": self.value, "place": self.place, "category": self.category, "award": self.award}


def _value(row: StandingRow, keys: Sequence[str]) -> str:
    """The standing's first component with its unit (9 table points)."""
    if not keys:
        return ""
    value = number_text(row.components[keys[0]])
    if keys[0] == "table_points":
        return say("{value} table points", value=value)
    if keys[0] == "rank_points":
        return say("{value} rank points", value=value)
    return say("{value} points", value=value)


def prize_list(rows: Sequence[StandingRow], keys: Sequence[str], groups: Mapping[str, Iterable[int]],
               hands: Iterable[DealSummary], settings: Mapping[str, Any] | None = None) -> list[Prize]:
    """The prizes, in the order they are given (see the module's documentation)."""
    s = {**DEFAULTS, **(settings or {})}
    eligible = [r for r in rows if not r.player.withdrawn and not r.player.substitute]
    given: list[Prize] = []
    taken: set[int] = set()

    def free(pid: int) -> bool:
        return bool(s["allow_double"]) or pid not in taken

    def give(prize: Prize) -> None:
        given.append(prize)
        taken.add(prize.player_id)

    for row in [r for r in eligible if free(r.player.id)][:int(s["places"])]:
        give(Prize("place", say("Place {place}", place=row.rank), row.player.id, row.player.name,
                   _value(row, keys), row.rank))
    newcomers = str(s["newcomers"])
    for category, ids in sorted(groups.items()):
        if category == newcomers and "best_newcomer" in s["awards"]:
            continue
        chosen = set(ids)
        inside = [r for r in eligible if r.player.id in chosen]
        place = {r.player.id: i + 1 for i, r in enumerate(inside)}
        for row in [r for r in inside if free(r.player.id)][:int(s["category_places"])]:
            at = place[row.player.id]
            give(Prize("category", say("{category}: place {place}", category=category, place=at),
                       row.player.id, row.player.name, _value(row, keys), at, category))
    if "best_newcomer" in s["awards"] and newcomers in groups:
        chosen = set(groups[newcomers])
        best = next((r for r in eligible if r.player.id in chosen and free(r.player.id)), None)
        if best is not None:
            give(Prize("award", say("Best newcomer"), best.player.id, best.player.name, _value(best, keys),
                       award="best_newcomer", category=newcomers))
    names = {r.player.id: r.player.name for r in eligible}
    summaries = [h for h in hands if h.player_id in names and h.won]
    for award, title, measure, unit in _HAND_AWARDS:
        if award not in s["awards"]:
            continue
        counts = measure(summaries)
        open_ = {p: v for p, v in counts.items() if free(p)}
        if not open_:
            continue
        best_value = max(open_.values())
        for pid in sorted(p for p, v in open_.items() if v == best_value):
            given.append(Prize("award", title(), pid, names[pid], unit(best_value), award=award))
        taken.update(p for p, v in open_.items() if v == best_value)
    return given


def _highest(summaries: list[DealSummary]) -> dict[int, int]:
    best: dict[int, int] = {}
    for h in summaries:
        best[h.player_id] = max(best.get(h.player_id, h.score), h.score)
    return best


def _hands(count: int) -> Words:
    return say("1 hand") if count == 1 else say("{count} hands", count=count)


_HAND_AWARDS: tuple[tuple[str, Callable[[], Words], Callable[[list[DealSummary]], Mapping[int, int]],
                          Callable[[int], Words]], ...] = (
    ("highest_hand", lambda: say("Highest hand"), _highest, lambda v: say("{points} points", points=v)),
    ("most_hands_won", lambda: say("Most hands won"), lambda hs: Counter(h.player_id for h in hs),
     lambda v: _hands(v)),
    ("most_self_drawn", lambda: say("Most self-drawn wins"),
     lambda hs: Counter(h.player_id for h in hs if h.self_drawn), lambda v: _hands(v)),
)


def reveal_order(prizes: Sequence[Prize]) -> list[Prize]:
    """The prize-giving's order: the awards, then each category's places and the overall places,
    every list from its last place to its first, the winner of the tournament last."""
    awards = [p for p in prizes if p.kind == "award"]
    by_category: dict[str, list[Prize]] = {}
    for p in prizes:
        if p.kind == "category":
            by_category.setdefault(p.category, []).append(p)
    categories = [p for name in sorted(by_category) for p in reversed(by_category[name])]
    places = list(reversed([p for p in prizes if p.kind == "place"]))
    return [*awards, *categories, *places]


def check_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The prize settings if they make sense; ValueError with the sentence naming the bad one."""
    out = dict(settings)
    unknown = sorted(set(out) - set(DEFAULTS))
    if unknown:
        raise ValueError(say("unknown prize setting {name!r}; the settings are {known}", name=unknown[0],
                             known=", ".join(DEFAULTS)))
    for key, most in (("places", 100), ("category_places", 20)):
        value = out.get(key, DEFAULTS[key])
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(say("prize setting {name}: a whole number from 0 to {most}, not {value!r}",
                                 name=key, most=most, value=value))
    if not isinstance(out.get("allow_double", False), bool):
        raise ValueError(say("prize setting allow_double: true or false, not {value!r}",
                             value=out["allow_double"]))
    if not isinstance(out.get("newcomers", ""), str):
        raise ValueError(say("prize setting newcomers: the name of a category"))
    awards = out.get("awards", DEFAULTS["awards"])
    if not isinstance(awards, list) or any(a not in AWARDS for a in awards):
        raise ValueError(say("prize setting awards: a list of {known}", known=", ".join(AWARDS)))
    return out
