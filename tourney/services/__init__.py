"""Use cases: one function per referee action, one transaction each (no Qt).

Every action takes the open :class:`~tourney.store.Store` first, checks its input, and raises
:class:`ServiceError` (or the store's :class:`~tourney.store.StoreError`) with a code and a clear
message when it cannot be done. Reads return the plain values of :mod:`tourney.tournament.model`.

Importing this package is cheap: each action's module is imported the first time the action is
used (``services.standings(...)`` imports :mod:`tourney.services.standings`), so that a command
that lists the players does not pay for the seating search or the report's fonts. A new action goes
in ``_HOMES`` and in the ``TYPE_CHECKING`` imports (``tests/services/test_lazy_services.py`` checks
that both name the same things).
"""

# ruff: noqa: F401  (the TYPE_CHECKING imports re-export; at run time __getattr__ imports them)
from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from typing import TYPE_CHECKING, Any

# Where each name lives: the module imported the first time the name is used.
_HOMES: dict[str, tuple[str, ...]] = {
    "tourney.services.backups": (
        "BackupInfo", "backups_folder", "backups_folder_of", "find_backup", "list_backups",
        "restore_backup", "save_copy", "set_backups_folder",
    ),
    "tourney.services.checkin": (
        "CheckIn", "check_in_by_card", "check_in_day", "checked_in", "checkin_day", "checkin_link",
        "checkin_links", "checkin_secrets", "checkins", "next_seat", "secret_player", "undo_check_in",
    ),
    "tourney.services.csv_safe": ("csv_text", "spreadsheet_safe",),
    "tourney.services.demo": ("build_demo",),
    "tourney.services.errors": ("ServiceError",),
    "tourney.services.history": ("HistoryState", "history_state", "log", "log_stream", "redo", "undo",),
    "tourney.services.phone": (
        "REASONS", "Call", "Hiding", "acknowledge_call", "call_referee", "calls",
        "hide_standings_from", "reveal_standings", "standings_hiding",
    ),
    "tourney.services.players": (
        "add_player", "check_in", "edit_player", "make_substitute", "readmit_player",
        "remove_player", "withdraw_player",
    ),
    "tourney.services.players_csv": (
        "BadRow", "ImportRefused", "ImportReport", "export_players_csv", "import_players_csv",
        "write_players_csv",
    ),
    "tourney.services.ranking_change": ("change_ranking", "changed_settings", "ranking_preview",),
    "tourney.services.reading": (
        "penalties", "player", "players", "results", "round_info", "rounds", "snapshot", "tables",
        "totals_snapshot", "tournament",
    ),
    "tourney.services.results": (
        "TableCheck", "add_penalty", "check_totals", "correct_deal", "record_deals",
        "record_totals", "remove_deal", "remove_penalty", "rescore_table", "seating_of",
    ),
    "tourney.services.review": ("SubmissionReview", "approve_corrected", "review_submission",),
    "tourney.services.room": (
        "ExtraTime", "clock_warnings", "extra_times", "set_clock_warnings", "set_extra_time", "start_round",
    ),
    "tourney.services.rounds": (
        "assign_seats", "draw_round", "set_round_schedule", "shift_round", "swap_seats",
    ),
    "tourney.services.seating": (
        "ODD_COUNTS", "DrawReport", "draw_remaining", "draw_rounds", "draw_swiss_round",
        "played_rounds", "seating_quality",
    ),
    "tourney.services.seating_constraints": (
        "clear_constraint", "fix_table", "keep_apart", "seating_constraints",
    ),
    "tourney.services.standings": (
        "check_ranking", "deal_summaries", "ema_rows", "field_of", "give_bye", "player_history",
        "ranking_of", "referee_statistics", "remove_bye", "set_ranking", "standings",
        "standings_by_round", "standings_field", "team_standings",
    ),
    "tourney.services.submissions": (
        "Submission", "approve", "auto_approve", "next_deal", "phone_numbers", "preview_deal",
        "reject", "set_auto_approve", "submission", "submissions", "submit_deal", "submit_totals",
    ),
    "tourney.services.table_secrets": (
        "TableSecret", "issue_secrets", "pair", "reissue_secret", "revoke_secret", "secret_holder",
        "table_secrets",
    ),
    "tourney.services.totals_preview": ("TotalsForm", "TotalsPreview", "preview_totals", "totals_form",),
    "tourney.services.tournament": ("create_tournament", "edit_tournament", "open_tournament",),
    "tourney.store": ("Store", "StoreError",),
    "tourney.tournament.ranking_schemes": ("RANKINGS", "default_ranking",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


if TYPE_CHECKING:  # the same names for type checkers and the import-layer contracts
    from tourney.services.backups import (
        BackupInfo,
        backups_folder,
        backups_folder_of,
        find_backup,
        list_backups,
        restore_backup,
        save_copy,
        set_backups_folder,
    )
    from tourney.services.checkin import (
        CheckIn,
        check_in_by_card,
        check_in_day,
        checked_in,
        checkin_day,
        checkin_link,
        checkin_links,
        checkin_secrets,
        checkins,
        next_seat,
        secret_player,
        undo_check_in,
    )
    from tourney.services.csv_safe import csv_text, spreadsheet_safe
    from tourney.services.demo import build_demo
    from tourney.services.errors import ServiceError
    from tourney.services.history import HistoryState, history_state, log, log_stream, redo, undo
    from tourney.services.phone import (
        REASONS,
        Call,
        Hiding,
        acknowledge_call,
        call_referee,
        calls,
        hide_standings_from,
        reveal_standings,
        standings_hiding,
    )
    from tourney.services.players import (
        add_player,
        check_in,
        edit_player,
        make_substitute,
        readmit_player,
        remove_player,
        withdraw_player,
    )
    from tourney.services.players_csv import (
        BadRow,
        ImportRefused,
        ImportReport,
        export_players_csv,
        import_players_csv,
        write_players_csv,
    )
    from tourney.services.ranking_change import change_ranking, changed_settings, ranking_preview
    from tourney.services.reading import (
        penalties,
        player,
        players,
        results,
        round_info,
        rounds,
        snapshot,
        tables,
        totals_snapshot,
        tournament,
    )
    from tourney.services.results import (
        TableCheck,
        add_penalty,
        check_totals,
        correct_deal,
        record_deals,
        record_totals,
        remove_deal,
        remove_penalty,
        rescore_table,
        seating_of,
    )
    from tourney.services.review import SubmissionReview, approve_corrected, review_submission
    from tourney.services.room import (
        ExtraTime,
        clock_warnings,
        extra_times,
        set_clock_warnings,
        set_extra_time,
        start_round,
    )
    from tourney.services.rounds import assign_seats, draw_round, set_round_schedule, shift_round, swap_seats
    from tourney.services.seating import (
        ODD_COUNTS,
        DrawReport,
        draw_remaining,
        draw_rounds,
        draw_swiss_round,
        played_rounds,
        seating_quality,
    )
    from tourney.services.seating_constraints import (
        clear_constraint,
        fix_table,
        keep_apart,
        seating_constraints,
    )
    from tourney.services.standings import (
        check_ranking,
        deal_summaries,
        ema_rows,
        field_of,
        give_bye,
        player_history,
        ranking_of,
        referee_statistics,
        remove_bye,
        set_ranking,
        standings,
        standings_by_round,
        standings_field,
        team_standings,
    )
    from tourney.services.submissions import (
        Submission,
        approve,
        auto_approve,
        next_deal,
        phone_numbers,
        preview_deal,
        reject,
        set_auto_approve,
        submission,
        submissions,
        submit_deal,
        submit_totals,
    )
    from tourney.services.table_secrets import (
        TableSecret,
        issue_secrets,
        pair,
        reissue_secret,
        revoke_secret,
        secret_holder,
        table_secrets,
    )
    from tourney.services.totals_preview import TotalsForm, TotalsPreview, preview_totals, totals_form
    from tourney.services.tournament import create_tournament, edit_tournament, open_tournament
    from tourney.store import Store, StoreError
    from tourney.tournament.ranking_schemes import RANKINGS, default_ranking


def __getattr__(name: str) -> Any:
    home = _HOME_OF.get(name)
    if home is None:
        if importlib.util.find_spec(f"{__name__}.{name}") is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        return importlib.import_module(f"{__name__}.{name}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME_OF))


class _Services(types.ModuleType):
    """Keeps an action's name on the action when a submodule of the same name is imported.

    ``services.players`` reads every player, and ``tourney.services.players`` is the module of the
    players' actions: importing that module would otherwise rebind the name to the module.
    """

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, types.ModuleType) and name in _HOME_OF:
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Services
