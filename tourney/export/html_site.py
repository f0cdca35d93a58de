"""Static HTML of the standings and seating: one folder of plain pages, no server, fit for a phone.

``index.html`` links the standings and every drawn round's seating (by table and by player). The
style is inside each page, so any single file can be copied to the club website or opened on a
projector. Every text from the file goes through :func:`html.escape`.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from tourney import safe_write
from tourney.export.pdf_common import PrintOptions
from tourney.export.seating_pdf import WIND_ORDER, alphabetical_key
from tourney.export.standings_words import foot_sentences
from tourney.services.printing import SeatingRow, SheetHeader, StandingsSheet

STYLE = """body{font-family:system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:.6rem;line-height:1.35}
h1{font-size:1.35rem;margin:.3rem 0}h2{font-size:1.1rem;margin:1rem 0 .3rem}
table{border-collapse:collapse;width:100%}td,th{padding:.25rem .4rem;text-align:left;vertical-align:top}
tr:nth-child(even){background:#eee}th{border-bottom:2px solid #333}.n{text-align:right}
.club{color:#555;font-size:.85em}.foot{color:#444;font-size:.85em}a{color:#0645ad}"""


def _page(title: str, header: SheetHeader, body: str, lang: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(header.tournament)} — {escape(title)}</title><style>{STYLE}</style></head>"
            f"<body><h1>{escape(header.tournament)}</h1><h2>{escape(title)}</h2>{body}</body></html>\n")


def seating_html(rows: list[SeatingRow], header: SheetHeader, options: PrintOptions) -> str:
    """Both lists of a round on one page: by table, then everyone alphabetically."""
    parts = [f"<h2>{escape(options.word('by_table'))}</h2>"]
    for table in sorted({r.table for r in rows}):
        parts.append(f"<h2>{escape(options.word('table'))} {table}</h2><table>")
        for r in sorted((r for r in rows if r.table == table), key=lambda r: WIND_ORDER.index(r.wind)):
            parts.append(f"<tr><th>{escape(options.word(r.wind))}</th><td>{escape(r.name)} "
                         f"<span class=club>{escape(r.club)}</span></td></tr>")
        parts.append("</table>")
    parts.append(f"<h2>{escape(options.word('by_player'))}</h2><table><tr><th>"
                 f"{escape(options.word('player'))}</th><th>{escape(options.word('table'))}</th>"
                 f"<th>{escape(options.word('seat'))}</th></tr>")
    for r in sorted(rows, key=alphabetical_key):
        parts.append(f"<tr><td>{escape(r.name)}</td><td class=n>{r.table}</td>"
                     f"<td>{escape(options.word(r.wind))}</td></tr>")
    parts.append("</table>")
    title = f"{options.word('round')} {header.round_no}" + (f" — {header.date}" if header.date else "")
    return _page(title, header, "".join(parts), options.lang)


def standings_html(sheet: StandingsSheet, header: SheetHeader, options: PrintOptions) -> str:
    """The standings after a round, the team standings, and the ranking's sentences."""
    heads = "".join(f"<th class=n>{escape(options.label(k))}</th>" for k in ("games", *sheet.columns))
    rows = "".join(
        f"<tr><td>{escape(line.place)}</td><td>{escape(line.name)}"
        f"{' (' + escape(options.word('withdrawn')) + ')' if line.withdrawn else ''}"
        f"<br><span class=club>{escape(line.club)}</span></td><td class=n>{line.games}</td>"
        + "".join(f"<td class=n>{escape(v)}</td>" for v in line.values) + "</tr>"
        for line in sheet.lines)
    body = (f"<table><tr><th>{escape(options.word('place'))}</th><th>{escape(options.word('player'))}</th>"
            f"{heads}</tr>{rows}</table>")
    if sheet.teams:
        team_heads = "".join(f"<th class=n>{escape(options.label(k))}</th>" for k in sheet.team_columns)
        team_rows = "".join(
            f"<tr><td>{escape(t.place)}</td><td>{escape(t.team)}<br><span class=club>"
            f"{escape(', '.join(t.members))}</span></td>"
            + "".join(f"<td class=n>{escape(v)}</td>" for v in t.values) + "</tr>" for t in sheet.teams)
        body += (f"<h2>{escape(options.word('teams'))}</h2><table><tr><th>{escape(options.word('place'))}"
                 f"</th><th>{escape(options.word('team'))}</th>{team_heads}</tr>{team_rows}</table>")
    body += "".join(f"<p class=foot>{escape(s)}</p>" for s in foot_sentences(sheet, options.lang))
    title = f"{options.word('standings')} {options.word('after_round').format(n=sheet.after_round)}"
    return _page(title, header, body, options.lang)


RoundSeating = tuple[SheetHeader, list[SeatingRow]]


def write_site(folder: str | Path, header: SheetHeader, seating: dict[int, RoundSeating],
               standings: StandingsSheet | None, options: PrintOptions | None = None) -> list[Path]:
    """Write index.html, standings.html and seating-K.html for every round in ``seating``."""
    options = options or PrintOptions()
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    links = []
    if standings is not None:
        written.append(folder / "standings.html")
        safe_write.write_text(written[-1], standings_html(standings, header, options))
        links.append(f'<li><a href="standings.html">{escape(options.word("standings"))}</a></li>')
    for k, (round_header, rows) in sorted(seating.items()):
        written.append(folder / f"seating-{k}.html")
        safe_write.write_text(written[-1], seating_html(rows, round_header, options))
        links.append(f'<li><a href="seating-{k}.html">{escape(options.word("round"))} {k}</a></li>')
    index = folder / "index.html"
    safe_write.write_text(index, _page(header.date or header.tournament, header, f"<ul>{''.join(links)}</ul>",
                                       options.lang))
    return [index, *written]
