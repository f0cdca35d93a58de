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


def text_runs(data: bytes) -> list[list[tuple[str, float]]]:
    """Every page's text runs with the type size each is set in (the size times the text matrix's
    scale), read back from the PDF's content stream."""
    pages = []
    for page in pypdf.PdfReader(io.BytesIO(data)).pages:
        runs: list[tuple[str, float]] = []

        def visit(text, cm, tm, font, size, runs=runs):
            if text.strip():
                runs.append((text.strip(), round(size * (tm[0] ** 2 + tm[1] ** 2) ** 0.5 * cm[0], 2)))
        page.extract_text(visitor_text=visit)
        pages.append(runs)
    return pages


def page_sizes(data: bytes) -> list[tuple[int, int]]:
    """Each page's width and height in points, rounded."""
    return [(round(float(p.mediabox.width)), round(float(p.mediabox.height)))
            for p in pypdf.PdfReader(io.BytesIO(data)).pages]
