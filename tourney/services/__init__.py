"""Use cases: one function per referee action, one transaction each (no Qt).

Every action takes the open :class:`~tourney.store.Store` first, checks its input, and raises
:class:`ServiceError` (or the store's :class:`~tourney.store.StoreError`) with a code and a clear
message when it cannot be done. Reads return the plain values of :mod:`tourney.tournament.model`.
"""

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
from tourney.services.rounds import (
    assign_seats,
    draw_round,
    set_round_schedule,
    shift_round,
    swap_seats,
)
from tourney.services.seating import (
    ODD_COUNTS,
    DrawReport,
    draw_remaining,
    draw_rounds,
    draw_swiss_round,
    played_rounds,
    seating_quality,
)
from tourney.services.seating_constraints import clear_constraint, fix_table, keep_apart, seating_constraints
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

__all__ = [
    "ODD_COUNTS",
    "RANKINGS",
    "BadRow",
    "DrawReport",
    "HistoryState",
    "ImportRefused",
    "ImportReport",
    "ServiceError",
    "Store",
    "StoreError",
    "TableCheck",
    "add_penalty",
    "add_player",
    "assign_seats",
    "build_demo",
    "check_in",
    "check_ranking",
    "check_totals",
    "clear_constraint",
    "correct_deal",
    "create_tournament",
    "deal_summaries",
    "default_ranking",
    "draw_remaining",
    "draw_round",
    "draw_rounds",
    "draw_swiss_round",
    "edit_player",
    "edit_tournament",
    "ema_rows",
    "export_players_csv",
    "field_of",
    "fix_table",
    "give_bye",
    "history_state",
    "import_players_csv",
    "keep_apart",
    "log",
    "log_stream",
    "make_substitute",
    "open_tournament",
    "penalties",
    "played_rounds",
    "player",
    "player_history",
    "players",
    "ranking_of",
    "readmit_player",
    "record_deals",
    "record_totals",
    "redo",
    "referee_statistics",
    "remove_bye",
    "remove_deal",
    "remove_penalty",
    "remove_player",
    "rescore_table",
    "results",
    "round_info",
    "rounds",
    "seating_constraints",
    "seating_of",
    "seating_quality",
    "set_ranking",
    "set_round_schedule",
    "shift_round",
    "snapshot",
    "spreadsheet_safe",
    "standings",
    "standings_by_round",
    "standings_field",
    "swap_seats",
    "tables",
    "team_standings",
    "totals_snapshot",
    "tournament",
    "undo",
    "withdraw_player",
]
# totals only
__all__ += ["TotalsForm", "TotalsPreview", "preview_totals", "totals_form"]
# table-side entry (phones)
__all__ += [
    "Submission", "TableSecret", "approve", "auto_approve", "issue_secrets", "next_deal", "pair",
    "phone_numbers", "preview_deal", "reissue_secret", "reject", "revoke_secret", "secret_holder",
    "set_auto_approve", "submission", "submissions", "submit_deal", "submit_totals", "table_secrets",
]
# CSV that no spreadsheet runs as a formula
__all__ += ["csv_text"]
# the phone at the table: calls for the referee, standings hidden in the last rounds
__all__ += ["REASONS", "Call", "Hiding", "acknowledge_call", "call_referee", "calls", "hide_standings_from",
            "reveal_standings", "standings_hiding"]
# the referee's review of a phone's deal (#27)
from tourney.services.review import SubmissionReview, approve_corrected, review_submission  # noqa: E402

__all__ += ["SubmissionReview", "approve_corrected", "review_submission"]
# backups (issue #33)
from tourney.services.backups import (  # noqa: E402
    BackupInfo,
    backups_folder,
    backups_folder_of,
    find_backup,
    list_backups,
    restore_backup,
    save_copy,
    set_backups_folder,
)

__all__ += ["BackupInfo", "backups_folder", "backups_folder_of", "find_backup", "list_backups",
            "restore_backup", "save_copy", "set_backups_folder"]
# the day's jobs in the window (#27 point 5)
__all__ += ["change_ranking", "changed_settings", "ranking_preview", "write_players_csv"]
# the room (#31 points 4, 5): the clock's warnings, extra time, a late start; the day's check-in
from tourney.services.checkin import (  # noqa: E402
    CheckIn,
    check_in_by_card,
    check_in_day,
    checkin_day,
    checkin_link,
    checkin_links,
    checkin_secrets,
    checkins,
    secret_player,
    undo_check_in,
)
from tourney.services.room import (  # noqa: E402
    ExtraTime,
    clock_warnings,
    extra_times,
    set_clock_warnings,
    set_extra_time,
    start_round,
)

__all__ += ["CheckIn", "ExtraTime", "check_in_by_card", "check_in_day", "checkin_day", "checkin_link",
            "checkin_links", "checkin_secrets", "checkins", "clock_warnings", "extra_times", "secret_player",
            "set_clock_warnings", "set_extra_time", "start_round", "undo_check_in"]
