"""Command groups of the `tourney` command line, one module per area; each has ``register(main)``."""
