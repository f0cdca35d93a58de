"""The referee's window (PySide6). Only this package imports Qt; it calls services, never SQL."""
