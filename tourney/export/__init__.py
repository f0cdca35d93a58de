"""Printed and published output: PDF (reportlab), HTML, CSV and federation exports (no Qt)."""
