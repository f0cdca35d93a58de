"""Changing how players are ranked, as the command line and the window both do it: the scheme, some of
its settings and the tie-break chain, the other settings kept (one undoable action)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tourney.services.reading import tournament as read_tournament
from tourney.services.standings import ranking_of, set_ranking
from tourney.store import Store
from tourney.tournament.model import Tournament
from tourney.tournament.ranking_schemes import Scheme
from tourney.tournament.ranking_tiebreaks import TieBreaks


def changed_settings(current: dict[str, Any], changes: dict[str, Any] | None = None,
                     tie_breaks: list[str] | None = None, *, reset: bool = False) -> dict[str, Any]:
    """``current`` settings (none when ``reset``) with ``changes`` made: a value of None drops that
    setting (the scheme's default counts again); ``tie_breaks`` (if given) replaces the chain."""
    settings = {} if reset else dict(current)
    for name, value in (changes or {}).items():
        if value is None:
            settings.pop(name, None)
        else:
            settings[name] = value
    if tie_breaks is not None:
        settings["tie_breaks"] = list(tie_breaks)
    return settings


def change_ranking(store: Store, ranking: str | None = None, changes: dict[str, Any] | None = None, *,
                   tie_breaks: list[str] | None = None, reset: bool = False) -> Tournament:
    """Rank by ``ranking`` (None: the present scheme) with the present settings changed as
    :func:`changed_settings` says; refused, naming the faulty setting, when the engine rejects them."""
    current = read_tournament(store)
    settings = changed_settings(current.ranking_settings, changes, tie_breaks, reset=reset)
    return set_ranking(store, ranking or current.ranking, settings)


def ranking_preview(tournament: Tournament, ranking: str,
                    settings: dict[str, Any]) -> tuple[Scheme, TieBreaks]:
    """The scheme and chain ``ranking`` and ``settings`` would give, before anything is saved."""
    return ranking_of(replace(tournament, ranking=ranking, ranking_settings=settings))
