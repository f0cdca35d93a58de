"""Helpers for export tests: read a PDF back as pages of text."""

import io

import pytest

pypdf = pytest.importorskip("pypdf")


def pdf_pages(data: bytes) -> list[str]:
    """The text of every page (pypdf extraction), for asserting what a sheet says."""
    assert data.startswith(b"%PDF-")
    return [page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages]


@pytest.fixture
def read_pdf():
    return pdf_pages
