"""Creating, opening and editing a tournament."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tourney import safe_write
from tourney.errors import EngineError
from tourney.language import say
from tourney.services import validate
from tourney.services.errors import ServiceError
from tourney.services.reading import tournament as read_tournament
from tourney.store import Store, StoreError
from tourney.tournament.model import Tournament
from tourney.tournament.ranking_schemes import RANKINGS, default_ranking


def _check_options(ruleset_id: str, options: Any) -> dict[str, Any]:
    if not isinstance(options, dict):
        raise ServiceError("bad_value", say("the ruleset options must be an object of name: value"))
    from tourney.rules import get_ruleset  # the engine loads for a new or changed tournament, not an open

    try:
        ruleset = get_ruleset(ruleset_id)
    except EngineError:
        return dict(options)  # a known ruleset still being written: its options are checked on scoring
    try:
        ruleset.resolve_options(options)
    except EngineError as error:
        raise ServiceError(error.code, error.message) from error
    return dict(options)


def _fields(ruleset: Any, rounds: Any, *, options: Any, name: Any, venue: Any, start_date: Any,
            end_date: Any, hands_per_round: Any, minutes_per_round: Any, ranking: Any,
            ranking_settings: Any, rotation: Any) -> dict[str, Any]:
    from tourney.rules import ruleset_ids
    from tourney.rules.flow import POLICIES, default_policy
    from tourney.services.standings import check_ranking

    if ruleset not in ruleset_ids():
        raise ServiceError("bad_ruleset", say("unknown ruleset {ruleset!r} (known: {known})", ruleset=ruleset,
                                              known=", ".join(ruleset_ids())))
    options = _check_options(ruleset, options or {})
    if rotation is None:
        rotation = "tournament" if ruleset == "fimj" else default_policy(ruleset, options)
    if ranking is None:
        ranking = default_ranking(ruleset)
    fields = {
        "name": validate.text(name, say("the tournament's name"), required=True),
        "venue": validate.text(venue, say("the venue")),
        "start_date": validate.iso_date(start_date, say("the first day")),
        "end_date": validate.iso_date(end_date, say("the last day")),
        "ruleset": ruleset, "options": json.dumps(options, ensure_ascii=False, sort_keys=True),
        "rounds": validate.whole(rounds, say("the number of rounds"), least=1, most=99),
        "hands_per_round": validate.whole(hands_per_round, say("the hands per round"), least=1,
                                          optional=True),
        "minutes_per_round": validate.whole(minutes_per_round, say("the minutes per round"), least=1,
                                            optional=True),
        "ranking": validate.choice(ranking, say("the ranking scheme"), RANKINGS),
        "ranking_settings": json.dumps(check_ranking(ranking, ranking_settings)[1], sort_keys=True),
        "rotation": validate.choice(rotation, say("the rotation of East"), POLICIES),
    }
    if fields["start_date"] and fields["end_date"] and fields["end_date"] < fields["start_date"]:
        raise ServiceError("bad_value", say("the last day {last} is before the first day {first}",
                                            last=fields["end_date"], first=fields["start_date"]))
    return fields


def create_tournament(path: str | Path | None, *, name: str, ruleset: str, rounds: int,
                      options: dict[str, Any] | None = None, venue: str = "", start_date: str | None = None,
                      end_date: str | None = None, hands_per_round: int | None = None,
                      minutes_per_round: int | None = None, ranking: str | None = None,
                      ranking_settings: dict[str, Any] | None = None, rotation: str | None = None,
                      who: str | None = None) -> Store:
    """Make a new tournament file (``path`` None: in memory) and return it open.

    ``ranking`` None: the ruleset's default scheme (:func:`default_ranking`).
    """
    fields = _fields(ruleset, rounds, options=options, name=name, venue=venue, start_date=start_date,
                     end_date=end_date, hands_per_round=hands_per_round,
                     minutes_per_round=minutes_per_round, ranking=ranking,
                     ranking_settings=ranking_settings, rotation=rotation)
    if path is None:
        store = Store.memory(who or "referee")
        try:
            _fill_new(store, fields, ruleset)
        except BaseException:
            store.close()
            raise
        return store
    path = Path(path)
    if path.exists():
        raise _exists(path)
    # Made whole under a hidden name, then named: a killed `new` leaves no file, and a second one works.
    temporary = safe_write.temporary_beside(path)
    try:
        with Store.open(temporary, create=True, who=who) as building:
            _fill_new(building, fields, ruleset)
        safe_write.sync_file(temporary)
        safe_write.publish_new(temporary, path)
    except FileExistsError:
        raise _exists(path) from None
    except BaseException:
        safe_write.remove_partial(temporary)
        raise
    return open_tournament(path, who=who)


def _exists(path: Path) -> StoreError:
    return StoreError("file_exists", say("{path} already exists; choose another name", path=path))


def _fill_new(store: Store, fields: dict[str, Any], ruleset: str) -> None:
    with store.change("create_tournament", say("Create the tournament {name}", name=fields["name"]),
                      {"name": fields["name"], "ruleset": ruleset}, undoable=False) as changes:
        changes.insert("tournament", {"id": 1, **fields})
        for number in range(1, fields["rounds"] + 1):
            changes.insert("rounds", {"id": number})


def open_tournament(path: str | Path, *, who: str | None = None, readonly: bool = False) -> Store:
    """Open an existing tournament file (migrating it, with a backup copy, if it is older);
    ``readonly``: for reading only, the file left exactly as it was (see :meth:`Store.open`)."""
    store = Store.open(path, who=who, readonly=readonly)
    if store.get("tournament", 1) is None:
        store.close()
        raise ServiceError("no_tournament", say("{path} has no tournament in it", path=str(path)))
    if not readonly:
        store.start_backups()
    return store


def edit_tournament(store: Store, **changes: Any) -> Tournament:
    """Change the tournament's details; the number of rounds can grow, or shrink over unplayed rounds."""
    current = read_tournament(store)
    known = {"name", "venue", "start_date", "end_date", "options", "rounds", "hands_per_round",
             "minutes_per_round", "ranking", "ranking_settings", "rotation"}
    unknown = sorted(set(changes) - known)
    if unknown:
        raise ServiceError("bad_field", say("a tournament has no field {field!r}", field=unknown[0]))
    merged = {k: getattr(current, k) for k in known} | changes
    fields = _fields(current.ruleset, merged.pop("rounds"), **merged)
    in_use = {r["round"] for r in store.query("SELECT DISTINCT round FROM seats")}
    if any(r > fields["rounds"] for r in in_use):
        raise ServiceError("round_in_use", say("round {round} already has seats; the tournament cannot end "
                                               "after {rounds} rounds", round=max(in_use),
                                               rounds=fields["rounds"]))
    if ("options" in changes or "rotation" in changes) and store.query("SELECT 1 FROM deals LIMIT 1"):
        raise ServiceError("deals_recorded", say("deals are already recorded under the present rules; the "
                                                 "options and rotation can no longer change"))
    with store.change("edit_tournament", say("Edit the tournament {name}", name=fields["name"]),
                      changes) as log:
        log.update("tournament", 1, fields)
        for number in range(current.rounds + 1, fields["rounds"] + 1):
            log.insert("rounds", {"id": number})
        for number in range(fields["rounds"] + 1, current.rounds + 1):
            log.delete("rounds", number)
    return read_tournament(store)
