"""Players, rounds, tables, the seating optimiser and standings: plain dataclasses, no Qt."""
