"""Standings from the tournament file: the ranking, per-round tables, histories, teams, statistics.

The arithmetic is in :mod:`tourney.tournament.standings`; this module fills its
:class:`~tourney.tournament.standings_input.Field` from the file (only tables whose sheet is final
count) and configures the scheme from the tournament's ``ranking`` and ``ranking_settings``.
The lot is drawn from the tournament's creation event, which never changes, so the same file
always draws the same way.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

from tourney.language import say
from tourney.services.errors import ServiceError
from tourney.services.final_read import read_final
from tourney.services.reading import player as read_player
from tourney.services.reading import round_info, snapshot
from tourney.services.reading import tournament as read_tournament
from tourney.store import Store
from tourney.tournament import standings as engine
from tourney.tournament.final import Final, final_standings
from tourney.tournament.model import Bye, Player, Tournament, TournamentState
from tourney.tournament.ranking_schemes import Scheme, default_ranking
from tourney.tournament.ranking_tiebreaks import TieBreaks
from tourney.tournament.standings_federation import EmaRow
from tourney.tournament.standings_federation import ema_rows as engine_ema_rows
from tourney.tournament.standings_history import HistoryEntry, TeamRow
from tourney.tournament.standings_history import player_history as engine_history
from tourney.tournament.standings_history import team_standings as engine_teams
from tourney.tournament.standings_input import Bye as EngineBye
from tourney.tournament.standings_input import Entrant, Field, GameResult, Penalty, StandingsError
from tourney.tournament.standings_stats import DealSummary, Statistic
from tourney.tournament.standings_stats import referee_statistics as engine_statistics

_P = ParamSpec("_P")
_T = TypeVar("_T")
_SCHEME_WORDS = {"points": say("points"), "table_points": say("table points"),
                 "rank_points": say("rank points")}  # the ranking schemes as the log names them


def _engine_call(call: Callable[_P, _T], *args: _P.args, **kwargs: _P.kwargs) -> _T:
    """Run an engine function, turning its refusal into the services' error type."""
    try:
        return call(*args, **kwargs)
    except StandingsError as error:
        raise ServiceError(error.code, error.message) from error


def ranking_of(tournament: Tournament) -> tuple[Scheme, TieBreaks]:
    """The tournament's scheme and tie-break chain, from its ranking name and settings."""
    return _engine_call(engine.configure, tournament.ranking, tournament.ranking_settings)


def _seed(store: Store) -> str:
    rows = store.query("SELECT at, params FROM events WHERE action = 'create_tournament' ORDER BY id LIMIT 1")
    return f"{rows[0]['at']} {rows[0]['params']}" if rows else ""


def _entrant(player: Player) -> Entrant:
    return Entrant(player.id, player.name, player.club, player.team, player.country,
                   player.federation_id, player.status)


def field_of(state: TournamentState, seed: str = "") -> Field:
    """What the standings read from a snapshot: only final sheets count."""
    results = tuple(GameResult(s.round, s.table, s.player_id, s.wind, s.points)
                    for s in state.scores() if s.final)
    fines = tuple(Penalty(p.player_id, p.round, p.points, p.reason) for p in state.penalties)
    byes = tuple(EngineBye(b.round, b.player_id) for b in state.byes)
    return Field(tuple(_entrant(p) for p in state.players), results, fines, byes, seed)


def standings_field(store: Store) -> tuple[Field, Scheme, TieBreaks]:
    """The field, scheme and tie-breaks of the file, for callers that compute several things at once."""
    state = snapshot(store, deals=False)  # standings never read the deals
    scheme, chain = ranking_of(state.tournament)
    return field_of(state, _seed(store)), scheme, chain


def standings(store: Store, after_round: int | None = None, *, movement: bool = True) -> engine.Standings:
    """The standings after ``after_round`` (None: the last round with a result), with movement
    (``movement`` False: without, for a reader that does not show it).

    ``Standings.sentences()`` gives the scheme's and the tie-breaks' sentences to print under them.
    """
    field_, scheme, chain = standings_field(store)
    if after_round is not None and (isinstance(after_round, bool) or not isinstance(after_round, int)):
        raise ServiceError("bad_round", say("the round must be a whole number, not {value!r}",
                                            value=after_round))
    final = read_final(store)
    # with a final, movement is worked out below between the final's tables, not by the engine
    table = _engine_call(engine.compute_standings, field_, scheme, chain, after_round,
                         movement=movement and final is None)
    if final is None:
        return table
    before = None
    if table.after_round > 1 and movement:
        before = _engine_call(engine.compute_standings, field_, scheme, chain, table.after_round - 1,
                              movement=False)
    if table.after_round <= final.after_round:  # the cut is still ahead: the plain standings
        return engine.with_movement(table, before)
    cut = _cut(field_, table, final)
    previous = with_final(before, field_, final, cut) if before is not None else None
    return engine.with_movement(with_final(table, field_, final, cut), previous)


def standings_by_round(store: Store) -> list[engine.Standings]:
    """The standings after each round played, each with its movement since the round before."""
    field_, scheme, chain = standings_field(store)
    tables = _engine_call(engine.standings_by_round, field_, scheme, chain)
    final = read_final(store)
    if final is None or not tables:
        return tables
    cut = _cut(field_, tables[-1], final)
    out: list[engine.Standings] = []
    for table in tables:
        out.append(engine.with_movement(with_final(table, field_, final, cut), out[-1] if out else None))
    return out


def _cut(field_: Field, table: engine.Standings, final: Final) -> engine.Standings:
    """The standings the final was cut from (after its round), under ``table``'s scheme."""
    return _engine_call(engine.compute_standings, field_, table.scheme, table.tie_breaks, final.after_round,
                        movement=False)


def with_final(table: engine.Standings, field_: Field, final: Final,
               cut: engine.Standings | None = None) -> engine.Standings:
    """``table`` with the final's ranking above the rest, once rounds after the cut count (``cut``: the
    standings after the cut's round, when the caller has them already)."""
    if table.after_round <= final.after_round:
        return table
    cut = cut if cut is not None else _cut(field_, table, final)
    chosen = set(final.finalists)
    later = Field(tuple(e for e in field_.entrants if e.id in chosen),
                  tuple(r for r in field_.results
                        if r.player_id in chosen and final.after_round < r.round <= table.after_round),
                  tuple(p for p in field_.penalties if p.player_id in chosen and p.round is not None
                        and final.after_round < p.round <= table.after_round), (), field_.seed)
    only = None
    if later.results:
        only = _engine_call(engine.compute_standings, later, table.scheme, table.tie_breaks)
    return _engine_call(final_standings, table, cut, only, final)


def player_history(store: Store, player_id: int) -> list[HistoryEntry]:
    """Round by round: table, seat, opponents, score, place of one player."""
    field_, scheme, _ = standings_field(store)
    return _engine_call(engine_history, field_, player_id, scheme)


def team_standings(store: Store, best: int, after_round: int | None = None) -> list[TeamRow]:
    """Teams ranked by the sum of their ``best`` best-ranked members."""
    return _engine_call(engine_teams, standings(store, after_round), best)


def ema_rows(store: Store) -> list[EmaRow]:
    """The final standings as EMA results rows, each with its MERS base rank preview."""
    return engine_ema_rows(standings(store))


def deal_summaries(state: TournamentState) -> list[DealSummary]:
    """One summary per seat per stored deal of every final sheet (totals-only sheets have none)."""
    out: list[DealSummary] = []
    tables = {(t.round, t.number): t for t in state.tables}  # one pass, not a search per sheet
    for result in state.results:
        table = tables.get((result.round, result.table))
        if table is None or not result.final:
            continue
        for record in result.deals:
            for wind, seat in record.deal.get("seats", {}).items():
                player_id = table.seats.get(record.seats.get(wind, ""))
                if player_id is None:
                    continue
                win = seat.get("win") if isinstance(seat, dict) else None
                scored = record.result.get("seats", {}).get(wind, {})
                out.append(DealSummary(
                    result.round, result.table, record.number, player_id, won=bool(win),
                    self_drawn=isinstance(win, dict) and win.get("from") == "self",
                    score=int(scored.get("score", 0)),
                    # special shapes (thirteen orphans, knitted) have no arrangement: the hand as written
                    arrangement=scored.get("arrangement") or (seat.get("hand", "") if win else ""),
                    items=tuple(scored.get("items", ()))))
    return out


def referee_statistics(store: Store) -> list[Statistic]:
    """Most hands won, highest hand (with arrangement and rule items), most self-drawn wins.

    Substitutes are not eligible unless the scheme counts their results.
    """
    return statistics_of(snapshot(store))


def statistics_of(state: TournamentState, summaries: list[DealSummary] | None = None) -> list[Statistic]:
    """:func:`referee_statistics` of a snapshot already read (and of its :func:`deal_summaries`)."""
    if summaries is None:
        summaries = deal_summaries(state)
    return engine_statistics(summaries, not_in_statistics(state))


def not_in_statistics(state: TournamentState) -> set[int]:
    """The players the statistics leave out: substitutes, unless the scheme counts their results."""
    scheme, _ = ranking_of(state.tournament)
    return set() if scheme.substitutes_count else {p.id for p in state.players if p.status == "substitute"}


def check_ranking(ranking: Any, settings: Any) -> tuple[str, dict[str, Any]]:
    """The ranking name and settings if the engine accepts them; ServiceError naming the fault if not."""
    if settings is None:
        settings = {}
    if not isinstance(settings, dict):
        raise ServiceError("bad_value", say("the ranking settings must be an object of name: value"))
    if not isinstance(ranking, str):
        raise ServiceError("bad_value", say("the ranking scheme must be a name, not {value!r}",
                                            value=ranking))
    _engine_call(engine.configure, ranking, settings)
    return ranking, dict(settings)


def set_ranking(store: Store, ranking: str | None = None, settings: dict[str, Any] | None = None, *,
                keep_settings: bool = False) -> Tournament:
    """Choose the ranking scheme (None: the ruleset's default) and its settings (undoable).

    ``settings``: place points, uma/oka, divisor, penalty target, bye values, substitutes and the
    tie-break chain (see :func:`tourney.tournament.standings.configure`); ``keep_settings`` keeps
    the present ones when ``settings`` is None.
    """
    current = read_tournament(store)
    if ranking is None:
        ranking = default_ranking(current.ruleset)
    if settings is None:
        settings = dict(current.ranking_settings) if keep_settings else {}
    ranking, settings = check_ranking(ranking, settings)
    scheme = _SCHEME_WORDS.get(ranking, ranking.replace("_", " "))
    with store.change("set_ranking", say("Rank by {scheme}", scheme=scheme),
                      {"ranking": ranking, "settings": settings}) as log:
        log.update("tournament", 1, {"ranking": ranking,
                                     "ranking_settings": json.dumps(settings, sort_keys=True)})
    return read_tournament(store)


def give_bye(store: Store, round_number: int, player_id: int) -> Bye:
    """Record that a player sits out a round; the standings give it the scheme's bye value (undoable)."""
    round_info(store, round_number)
    who = read_player(store, player_id)
    if store.query("SELECT 1 FROM seats WHERE round = ? AND player_id = ?", [round_number, player_id]):
        raise ServiceError("seated", say("{name} has a seat in round {round}; a bye is for a player who sits "
                                         "the round out", name=who.name, round=round_number))
    if _bye_id(store, round_number, player_id) is not None:
        raise ServiceError("has_bye", say("{name} already has a bye in round {round}", name=who.name,
                                          round=round_number))
    with store.change("give_bye", say("Bye for {name} in round {round}", name=who.name, round=round_number),
                      {"round": round_number, "player": player_id}) as log:
        bye_id = log.insert("byes", {"round": round_number, "player_id": player_id})
    return Bye(bye_id, round_number, player_id)


def remove_bye(store: Store, round_number: int, player_id: int) -> None:
    """Take back a bye given by mistake (undoable)."""
    who = read_player(store, player_id)
    bye_id = _bye_id(store, round_number, player_id)
    if bye_id is None:
        raise ServiceError("no_bye", say("{name} has no bye in round {round}", name=who.name,
                                         round=round_number))
    with store.change("remove_bye", say("Take back the bye of {name} in round {round}", name=who.name,
                                        round=round_number),
                      {"round": round_number, "player": player_id}) as log:
        log.delete("byes", bye_id)


def _bye_id(store: Store, round_number: int, player_id: int) -> int | None:
    rows = store.query("SELECT id FROM byes WHERE round = ? AND player_id = ?", [round_number, player_id])
    return rows[0]["id"] if rows else None
