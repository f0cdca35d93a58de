"""The tournament file: sqlite-utils schema, migrations and the event log (no Qt)."""
