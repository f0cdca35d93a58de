"""Ranking schemes: what a game is worth to each player at the table, and the sentence that says so.

Three schemes, chosen per tournament (``Tournament.ranking``), with a default per ruleset:

- ``points``: total score, the sum of the net points of every game;
- ``table_points``: points by place at each table (default 4/2/1/0), then total score;
- ``rank_points``: each game's net points divided by a divisor, plus an uma by place and an oka to
  the first, as clubs used to riichi-style ranking expect.

Players tied at a table share the place values of the places they cover (two tied first: (4+2)/2 = 3
each). Values are kept as fractions so that sharing never rounds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from tourney.language import Words, say
from tourney.tournament.standings_input import Game, StandingsError

RANKINGS = ("points", "table_points", "rank_points")
PENALTY_TARGETS = ("score", "table_points")
DEFAULT_RANKING = {"fimj": "table_points", "singapore": "table_points", "classic-bmja": "points",
                   "classic-dmjl": "points", "american": "points", "mcr": "table_points"}
SETTING_NAMES: dict[str, Words] = {
    "oka": say("the oka"),
    "bye_table_points": say("the bye table points"),
    "bye_rank_points": say("the bye rank points"),
    "divisor": say("the divisor"),
    "bye_score": say("the bye score"),
}


def number_text(value: Fraction | int) -> str:
    """A value as the referee reads it: 3, -1.5, 2.33."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def json_number(value: Fraction | int | None) -> int | float | None:
    """A value for JSON: an int when whole, else a float of two decimals."""
    if value is None:
        return None
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else round(float(value), 2)


def shared_value(values: tuple[Fraction, ...], place: int, shared: int) -> Fraction:
    """The mean of the values of the places ``place`` .. ``place + shared - 1`` (missing places: 0)."""
    if shared == 1:  # nearly every game: cheaper than hashing the values for the cache
        return values[place - 1] if place <= len(values) else Fraction(0)
    return _shared_mean(values, place, shared)


def _weighted(terms: Iterable[tuple[int, Fraction]]) -> Fraction:
    """The sum of count × value, whole values added as integers (most are: a fraction's
    arithmetic costs a hundred times an integer's)."""
    whole, parts = 0, Fraction(0)
    for n, value in terms:
        if value.denominator == 1:
            whole += n * value.numerator
        else:
            parts += n * value
    return parts + whole if parts else Fraction(whole)


@lru_cache(maxsize=256)
def _shared_mean(values: tuple[Fraction, ...], place: int, shared: int) -> Fraction:
    covered = [values[i] if i < len(values) else Fraction(0) for i in range(place - 1, place - 1 + shared)]
    return sum(covered, Fraction(0)) / shared


def _slashes(values: Sequence[Fraction], signed: bool = False) -> str:
    return "/".join(("+" if signed and v > 0 else "") + number_text(v) for v in values)


@dataclass(frozen=True, slots=True)
class Scheme:
    """A ranking scheme with its values; the defaults are the common ones."""

    id: str = "points"
    place_points: tuple[Fraction, ...] = (Fraction(4), Fraction(2), Fraction(1), Fraction(0))
    uma: tuple[Fraction, ...] = (Fraction(15), Fraction(5), Fraction(-5), Fraction(-15))
    oka: Fraction = Fraction(0)
    divisor: int = 1000
    penalty_on: str = "score"  # what a penalty takes off: score, or table points (table_points only)
    bye_score: int = 0
    bye_table_points: Fraction | None = None  # None: the mean of the place points
    bye_rank_points: Fraction | None = None  # None: the mean of uma and oka, plus bye_score / divisor
    substitutes_count: bool = False  # a substitute's results are credited to him, and he is ranked

    def __post_init__(self) -> None:
        if self.id not in RANKINGS:
            raise _unknown_scheme(self.id)
        # values may come as lists of ints; keep them hashable and exact
        object.__setattr__(self, "place_points", tuple(Fraction(v) for v in self.place_points))
        object.__setattr__(self, "uma", tuple(Fraction(v) for v in self.uma))
        object.__setattr__(self, "oka", Fraction(self.oka))

    @property
    def keys(self) -> tuple[str, ...]:
        """The components the scheme ranks by, most important first."""
        return {"points": ("total_score",), "table_points": ("table_points", "total_score"),
                "rank_points": ("rank_points",)}[self.id]

    def table_points(self, game: Game) -> Fraction:
        return shared_value(self.place_points, game.place, game.shared)

    def rank_points(self, game: Game) -> Fraction:
        bonus = (self.uma[0] + self.oka, *self.uma[1:])
        return Fraction(game.score, self.divisor) + shared_value(bonus, game.place, game.shared)

    def game_totals(self, games: Sequence[Game]) -> tuple[Fraction, Fraction]:
        """(table points, rank points) summed over ``games``: exactly the sum of :meth:`table_points`
        and :meth:`rank_points` game by game, with one fraction per kind of place (a handful) rather
        than per game, which a 300-player standings otherwise spends most of its time on."""
        places = Counter((g.place, g.shared) for g in games).items()
        bonus = (self.uma[0] + self.oka, *self.uma[1:])
        table = _weighted((n, shared_value(self.place_points, p, s)) for (p, s), n in places)
        rank = _weighted((n, shared_value(bonus, p, s)) for (p, s), n in places)
        return table, rank + Fraction(sum(g.score for g in games), self.divisor)

    def bye_values(self) -> tuple[Fraction, Fraction]:
        """What a bye is worth: (table points, rank points)."""
        table = self.bye_table_points
        if table is None:
            table = sum(self.place_points, Fraction(0)) / len(self.place_points)
        rank = self.bye_rank_points
        if rank is None:
            rank = (sum(self.uma, Fraction(0)) + self.oka) / len(self.uma) + Fraction(self.bye_score,
                                                                                       self.divisor)
        return table, rank

    def sentence(self) -> str:
        """One sentence printed under the standings."""
        shared = "players tied at a table share the values of the places they cover"
        if self.id == "points":
            return "Players are ranked by total score, the sum of their net points in every game."
        if self.id == "table_points":
            return (f"Players are ranked by table points, {_slashes(self.place_points)} by place at each "
                    f"table ({shared}), then by total score.")
        oka = f" and an oka of {number_text(self.oka)} to the first" if self.oka else ""
        return (f"Players are ranked by rank points: each game's net points divided by {self.divisor}, "
                f"plus an uma of {_slashes(self.uma, signed=True)} by place{oka} ({shared}).")

    def notes(self) -> list[str]:
        """Sentences on penalties, byes and substitutes, printed after :meth:`sentence`."""
        taken = "table points" if self.penalty_on == "table_points" else "total score"
        table, rank = self.bye_values()
        bye = f"A bye scores {self.bye_score} points"
        if self.id == "table_points":
            bye += f" and {number_text(table)} table points"
        elif self.id == "rank_points":
            bye += f" and {number_text(rank)} rank points"
        substitutes = ("Substitutes are ranked like everyone." if self.substitutes_count
                       else "A substitute's results count for nobody; he is not ranked.")
        return [f"Penalties are taken off the {taken}.", bye + ".",
                "Withdrawn players stay ranked for the games they played.", substitutes]


def default_ranking(ruleset_id: str) -> str:
    """The ranking scheme a new tournament of this ruleset gets."""
    return DEFAULT_RANKING.get(ruleset_id, "points")


def _unknown_scheme(ranking: str) -> StandingsError:
    return StandingsError("bad_ranking", say("unknown ranking scheme {ranking!r} (known: {known})",
                                             ranking=ranking, known=", ".join(RANKINGS)))


def _fractions(value: Any, what: str, length: int | None = None) -> tuple[Fraction, ...]:
    if not isinstance(value, (list, tuple)) or not value or (length and len(value) != length):
        if length:
            raise StandingsError("bad_ranking", say(
                "{what} must be a list of {length} numbers, not {value!r}",
                what=what, length=length, value=value))
        raise StandingsError("bad_ranking",
                             say("{what} must be a list of numbers, not {value!r}", what=what, value=value))
    return tuple(_fraction(v, what) for v in value)


def _not_a_number(value: Any, what: str) -> StandingsError:
    return StandingsError("bad_ranking",
                          say("{what} must be a number, not {value!r}", what=what, value=value))


def _fraction(value: Any, what: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Fraction)):
        raise _not_a_number(value, what)
    try:
        return Fraction(str(value)) if isinstance(value, float) else Fraction(value)
    except (ValueError, ZeroDivisionError):
        raise _not_a_number(value, what) from None


def scheme_from_config(ranking: str, settings: Mapping[str, Any] | None = None) -> Scheme:
    """The scheme named ``ranking`` with the values of ``settings`` (keys as :class:`Scheme`'s fields)."""
    if ranking not in RANKINGS:
        raise _unknown_scheme(ranking)
    settings = dict(settings or {})
    unknown = sorted(set(settings) - set(Scheme.__slots__) - {"tie_breaks"})
    if unknown:
        raise StandingsError("bad_ranking", say("unknown ranking setting {name!r}", name=unknown[0]))
    values: dict[str, Any] = {"id": ranking}
    if "place_points" in settings:
        values["place_points"] = _fractions(settings["place_points"], say("the place points"))
    if "uma" in settings:
        values["uma"] = _fractions(settings["uma"], say("the uma"))
    for name in ("oka", "bye_table_points", "bye_rank_points"):
        if settings.get(name) is not None:
            values[name] = _fraction(settings[name], SETTING_NAMES[name])
    for name in ("divisor", "bye_score"):
        if name in settings:
            if isinstance(settings[name], bool) or not isinstance(settings[name], int):
                raise StandingsError("bad_ranking",
                                     say("{what} must be a whole number", what=SETTING_NAMES[name]))
            values[name] = settings[name]
    if values.get("divisor", 1) <= 0:
        raise StandingsError("bad_ranking", say("the divisor must be a positive whole number"))
    if "penalty_on" in settings:
        if settings["penalty_on"] not in PENALTY_TARGETS or (
                settings["penalty_on"] == "table_points" and ranking != "table_points"):
            raise StandingsError("bad_ranking", say(
                "penalties cannot be taken off {target!r} in the {ranking} scheme",
                target=settings["penalty_on"], ranking=ranking))
        values["penalty_on"] = settings["penalty_on"]
    if "substitutes_count" in settings:
        values["substitutes_count"] = bool(settings["substitutes_count"])
    return Scheme(**values)
