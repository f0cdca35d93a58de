"""The tables of a tournament file, as named migrations applied in order.

Every migration is a name and a list of SQL statements; ``schema_migrations`` lists those applied.
Never edit a migration that has shipped: add a new one at the end. Every table has an integer
``id`` primary key, which is what the event log and undo rely on. JSON columns hold text.
"""

from __future__ import annotations

MIGRATIONS: list[tuple[str, list[str]]] = [
    ("0001_initial", [
        """CREATE TABLE tournament (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            name TEXT NOT NULL,
            venue TEXT NOT NULL DEFAULT '',
            start_date TEXT,
            end_date TEXT,
            ruleset TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            rounds INTEGER NOT NULL,
            hands_per_round INTEGER,
            minutes_per_round INTEGER,
            ranking TEXT NOT NULL,
            ranking_settings TEXT NOT NULL DEFAULT '{}',
            rotation TEXT NOT NULL
        )""",
        """CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            club TEXT NOT NULL DEFAULT '',
            country TEXT NOT NULL DEFAULT '',
            federation_id TEXT NOT NULL DEFAULT '',
            team TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL DEFAULT 'registered'
                CHECK (status IN ('registered', 'present', 'withdrawn', 'substitute'))
        )""",
        "CREATE TABLE rounds (id INTEGER PRIMARY KEY)",
        """CREATE TABLE seats (
            id INTEGER PRIMARY KEY,
            round INTEGER NOT NULL REFERENCES rounds(id),
            table_no INTEGER NOT NULL CHECK (table_no >= 1),
            wind TEXT NOT NULL CHECK (wind IN ('E', 'S', 'W', 'N')),
            player_id INTEGER NOT NULL REFERENCES players(id),
            UNIQUE (round, table_no, wind),
            UNIQUE (round, player_id)
        )""",
        """CREATE TABLE table_results (
            id INTEGER PRIMARY KEY,
            round INTEGER NOT NULL REFERENCES rounds(id),
            table_no INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('deals', 'totals')),
            status TEXT NOT NULL CHECK (status IN ('final', 'unbalanced')),
            totals TEXT NOT NULL,
            note TEXT NOT NULL DEFAULT '',
            UNIQUE (round, table_no)
        )""",
        """CREATE TABLE deals (
            id INTEGER PRIMARY KEY,
            result_id INTEGER NOT NULL REFERENCES table_results(id),
            number INTEGER NOT NULL,
            deal TEXT NOT NULL,
            result TEXT NOT NULL,
            seats TEXT NOT NULL,
            east_pinned TEXT,
            filled TEXT NOT NULL DEFAULT '[]',
            UNIQUE (result_id, number)
        )""",
        """CREATE TABLE penalties (
            id INTEGER PRIMARY KEY,
            round INTEGER REFERENCES rounds(id),
            player_id INTEGER NOT NULL REFERENCES players(id),
            points INTEGER NOT NULL,
            reason TEXT NOT NULL
        )""",
        """CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            at TEXT NOT NULL,
            who TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('do', 'undo', 'redo', 'fixed')),
            action TEXT NOT NULL,
            description TEXT NOT NULL,
            params TEXT NOT NULL,
            changes TEXT NOT NULL,
            target INTEGER REFERENCES events(id)
        )""",
        # The log is append-only: the file itself refuses to rewrite history.
        """CREATE TRIGGER events_no_update BEFORE UPDATE ON events
           BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END""",
        """CREATE TRIGGER events_no_delete BEFORE DELETE ON events
           BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END""",
    ]),
    ("0002_round_schedule", [
        "ALTER TABLE rounds ADD COLUMN starts_at TEXT",
        "ALTER TABLE rounds ADD COLUMN duration_minutes INTEGER",
        "ALTER TABLE rounds ADD COLUMN break_minutes INTEGER",
    ]),
    # A round a player sits out by the referee's decision; the standings give it the scheme's bye value.
    ("0003_byes", [
        """CREATE TABLE byes (
            id INTEGER PRIMARY KEY,
            round INTEGER NOT NULL REFERENCES rounds(id),
            player_id INTEGER NOT NULL REFERENCES players(id),
            UNIQUE (round, player_id)
        )""",
    ]),
    # The referee's seating constraints: a player's fixed table (accessibility), pairs never seated together.
    ("0004_seating_constraints", [
        """CREATE TABLE seating_constraints (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('fixed_table', 'never_together')),
            player_id INTEGER NOT NULL REFERENCES players(id),
            other_id INTEGER REFERENCES players(id),
            table_no INTEGER CHECK (table_no IS NULL OR table_no >= 1),
            CHECK ((kind = 'fixed_table') = (table_no IS NOT NULL AND other_id IS NULL))
        )""",
    ]),
    # How each event's description was made (template and values), to show the log in Italian.
    ("0005_event_words", [
        "ALTER TABLE events ADD COLUMN words TEXT",
    ]),
    # How a result's note was made ("the four scores add up to 30, not 0"), to show it in Italian.
    ("0006_result_note_words", [
        "ALTER TABLE table_results ADD COLUMN note_words TEXT",
    ]),
    # Table-side entry: each table of a round holds a secret (and a 6-digit pairing code) that lets its
    # phones send deals; what they send waits for the referee's approval and is never deleted.
    ("0007_table_entry", [
        """CREATE TABLE table_secrets (
            id INTEGER PRIMARY KEY,
            round INTEGER NOT NULL REFERENCES rounds(id),
            table_no INTEGER NOT NULL CHECK (table_no >= 1),
            secret TEXT NOT NULL UNIQUE,
            code TEXT NOT NULL CHECK (length(code) = 6),
            issued_at TEXT NOT NULL,
            revoked_at TEXT
        )""",
        "CREATE UNIQUE INDEX table_secrets_live ON table_secrets (round, table_no) WHERE revoked_at IS NULL",
        "CREATE UNIQUE INDEX table_secrets_code ON table_secrets (code) WHERE revoked_at IS NULL",
        """CREATE TABLE submissions (
            id INTEGER PRIMARY KEY,
            round INTEGER NOT NULL REFERENCES rounds(id),
            table_no INTEGER NOT NULL CHECK (table_no >= 1),
            number INTEGER NOT NULL CHECK (number >= 0),
            kind TEXT NOT NULL CHECK (kind IN ('deal', 'totals')),
            entry TEXT NOT NULL,
            phone TEXT NOT NULL,
            sent_at TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'replaced')),
            confirmed_by TEXT NOT NULL DEFAULT '[]',
            reason TEXT NOT NULL DEFAULT ''
        )""",
        "CREATE INDEX submissions_table ON submissions (round, table_no, number)",
        "ALTER TABLE tournament ADD COLUMN auto_approve INTEGER NOT NULL DEFAULT 0",
    ]),
    # The phone at the table (#32): a phone's own key for each send, so a send repeated after a lost
    # answer is found instead of counted again; calls for the referee; standings hidden from a round on.
    ("0008_phone_calls", [
        "ALTER TABLE submissions ADD COLUMN client_key TEXT",
        "CREATE UNIQUE INDEX submissions_client_key ON submissions (round, table_no, client_key) "
        "WHERE client_key IS NOT NULL",
        """CREATE TABLE referee_calls (
            id INTEGER PRIMARY KEY,
            round INTEGER NOT NULL REFERENCES rounds(id),
            table_no INTEGER NOT NULL CHECK (table_no >= 1),
            reason TEXT NOT NULL CHECK (reason IN ('dispute', 'wrong_seat', 'timing', 'other')),
            called_at TEXT NOT NULL,
            acknowledged_at TEXT
        )""",
        "ALTER TABLE tournament ADD COLUMN hide_standings_from INTEGER",
        "ALTER TABLE tournament ADD COLUMN standings_revealed INTEGER NOT NULL DEFAULT 0",
    ]),
    # Where the automatic backups go (NULL: a folder beside the file); see tourney.store.backups.
    ("0009_backups_folder", [
        "ALTER TABLE tournament ADD COLUMN backups_folder TEXT",
    ]),
    # Who sat where at a table as its phone saw it when it sent a submission (a JSON object, wind to
    # player id), so that an approval after the round was drawn again is refused (#33 point 3). Pending
    # submissions of older files get the seating of their table at the upgrade, the best there is to
    # know (a draw since rejected the ones waiting); other older ones keep NULL: nothing to compare.
    ("0016_submission_seating", [
        "ALTER TABLE submissions ADD COLUMN seating TEXT",
        """UPDATE submissions SET seating = (
            SELECT json_group_object(wind, player_id) FROM seats
            WHERE seats.round = submissions.round AND seats.table_no = submissions.table_no)
           WHERE status = 'pending'""",
    ]),
    # The end of the day (#31): a cut to a final (who, after which round, what score they carry), the
    # players' categories (any label the referee gives), and the prize list's settings.
    ("0010_final_categories_prizes", [
        """CREATE TABLE finals (
            id INTEGER PRIMARY KEY,
            after_round INTEGER NOT NULL REFERENCES rounds(id),
            table_size INTEGER NOT NULL CHECK (table_size IN (3, 4)),
            carry TEXT NOT NULL CHECK (carry IN ('keep', 'half', 'none')),
            others TEXT NOT NULL CHECK (others IN ('consolation', 'stop')),
            pattern TEXT NOT NULL,
            finalists TEXT NOT NULL
        )""",
        """CREATE TABLE player_categories (
            id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL REFERENCES players(id),
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            UNIQUE (player_id, name)
        )""",
        "ALTER TABLE tournament ADD COLUMN prize_settings TEXT NOT NULL DEFAULT '{}'",
    ]),
    # The room (#31 points 4, 5): the board's warning marks, extra minutes for one table, and the
    # day's check-in (by the referee or by a player's own card link, whose secret is kept here).
    ("0011_room", [
        "ALTER TABLE tournament ADD COLUMN clock_warnings TEXT NOT NULL DEFAULT '15,5'",
        """CREATE TABLE table_extra_minutes (
            id INTEGER PRIMARY KEY,
            round INTEGER NOT NULL REFERENCES rounds(id),
            table_no INTEGER NOT NULL CHECK (table_no >= 1),
            minutes INTEGER NOT NULL CHECK (minutes >= 1)
        )""",
        "CREATE UNIQUE INDEX table_extra_minutes_one ON table_extra_minutes (round, table_no)",
        """CREATE TABLE checkins (
            id INTEGER PRIMARY KEY,
            day TEXT NOT NULL,
            player_id INTEGER NOT NULL,
            at TEXT NOT NULL,
            via TEXT NOT NULL CHECK (via IN ('referee', 'card'))
        )""",
        "CREATE UNIQUE INDEX checkins_one ON checkins (day, player_id)",
        """CREATE TABLE checkin_secrets (
            id INTEGER PRIMARY KEY,
            player_id INTEGER NOT NULL UNIQUE,
            secret TEXT NOT NULL UNIQUE
        )""",
    ]),
    # Juniors and seniors worked out from age (#31 point 2): a player's birth, a year ('2008') or a date
    # ('2008-05-14'), NULL when not known; and the tournament's two age limits.
    ("0017_player_birth", [
        "ALTER TABLE players ADD COLUMN born TEXT",
        "ALTER TABLE tournament ADD COLUMN juniors_under INTEGER NOT NULL DEFAULT 18",
        "ALTER TABLE tournament ADD COLUMN seniors_from INTEGER NOT NULL DEFAULT 60",
    ]),
]

MIGRATION_NAMES = [name for name, _ in MIGRATIONS]
DATA_TABLES = ("tournament", "players", "rounds", "seats", "table_results", "deals", "penalties", "byes",
               "seating_constraints", "table_secrets", "submissions", "referee_calls", "finals",
               "player_categories", "table_extra_minutes", "checkins", "checkin_secrets")
