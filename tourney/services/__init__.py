"""Use cases: one function per referee action, one transaction each (no Qt)."""
