"""One language per sheet (#29 point 2): every PDF kind of the FIMJ, MCR and riichi demos printed in
Italian and in English, its text read back and scanned for words of the other language.

Player, club and event names are the referee's data and tile notation is the same in both languages;
they are taken out of the text before the scan. The word lists hold the words the sheets use (and
the rulesets' usual item words), not a dictionary.
"""

from __future__ import annotations

import re

import pytest

from tourney import services
from tourney.export.cards_pdf import cards_pdf
from tourney.export.pdf_common import PrintOptions
from tourney.export.report_pdf import report_pdf
from tourney.export.schedule_pdf import schedule_pdf
from tourney.export.score_sheets import blank_tables, score_sheets_pdf
from tourney.export.seating_pdf import seating_by_table_pdf, seating_pdf
from tourney.export.standings_pdf import standings_pdf
from tourney.services import printing, printing_report

from .conftest import pdf_pages

_ENGLISH_WORDS = (
    "round table seat player players page of by and the points point east south west north "
    "standings score sheet hand hands deal deals after games team teams penalties penalty reason "
    "statistics best highest most won self drawn exposed concealed pungs kong kongs chow chows "
    "pair pairs tiles tile flower flowers season seasons own thirteen orphans last total final "
    "start signature name day time wind winds ranked level separated lots alphabetical schedule "
    "date end break cards seating report results winner discarder settle settlement dbl pts "
    "withdrawn members counted shared draw each bye byes substitute substitutes sat sun mon tue "
    "wed thu fri yes none unbalanced dragon dragons terminals honors honours suit all one two "
    "three four seven "
)
ENGLISH = frozenset(_ENGLISH_WORDS.split())
_ITALIAN_WORDS = (
    "turno turni tavolo tavoli posto posti giocatore giocatori pagina di per il la le dei delle "
    "del punti punto est sud ovest nord classifica foglio segnapunti mano mani dopo partite "
    "squadra squadre penalità motivo statistiche migliori più vinte tris poker scala scale coppia "
    "coppie fiore fiori stagione stagioni proprio propria tredici meraviglie ultima totale "
    "partenza firma nome giorno ora ore vento venti sono classificati sorteggio saldo saldi "
    "valore radd pos cartellini calendario data fine pausa inizio resoconto risultati vincitore "
    "scartato ritirato sab dom lun mar mer gio ven sì nessuna nessun coperto scoperto tessere "
    "testa drago draghi onori tutti semi pari merito "
)
ITALIAN = frozenset(_ITALIAN_WORDS.split())
# the FIMJ's own Italian names, which its English item names keep as players say them:
# "Mah Jong (chiusura)", "Pure one suit (Purezza)", "No chow (Woo-Pung)"
RULESET_TERMS = {"chiusura", "purezza", "pung", "woo"}


@pytest.fixture(scope="module", params=["fimj", "mcr", "riichi-ema"])
def demo(request):
    store = services.build_demo(None, ruleset=request.param, players=12, rounds=2, deals_per_table=8)
    yield request.param, store
    store.close()


def _sheets(store: services.Store, lang: str) -> dict[str, bytes]:
    options = PrintOptions(lang=lang)
    header, rows = printing.seating(store, 1)
    s_header, ruleset, tables = printing.score_sheets(store, 1)
    b_header, _ = printing.blank_header(store, None)
    st_header, sheets = printing.standings_sheets(store, team_best=3)
    r_header, report = printing_report.report(store, 8)
    c_header, cards = printing.player_cards(store)
    sc_header, schedule = printing.schedule(store)
    return {
        "seating": seating_pdf(rows, header, options),
        "poster": seating_by_table_pdf(rows, header, PrintOptions(lang=lang, poster=True)),
        "sheets": score_sheets_pdf(tables, s_header, options, ruleset=ruleset),
        "blank": score_sheets_pdf(blank_tables(1), b_header, options, ruleset=ruleset),
        "standings": standings_pdf(sheets, st_header, options),
        "report": report_pdf(report, r_header, options),
        "cards": cards_pdf(cards, c_header, options),
        "schedule": schedule_pdf(schedule, sc_header, options),
    }


def _words(text: str, store: services.Store) -> set[str]:
    """The sheet's words without the referee's names and without tile notation or numbers."""
    players = services.players(store)
    data = [p.name for p in players] + [p.club or "" for p in players] + [p.team or "" for p in players]
    data.append(services.tournament(store).name)
    for name in sorted(filter(None, data), key=len, reverse=True):
        text = text.replace(name, " ")
    tokens = re.findall(r"[^\W\d_]+", text.replace("\n", " "))
    short = ("e", "di", "il", "la", "by", "of")
    return {t.casefold() for t in tokens if len(t) > 2 or t.casefold() in short} - RULESET_TERMS


def test_an_italian_sheet_has_no_english_word_and_an_english_one_no_italian_word(demo):
    ruleset, store = demo
    found = {}
    for lang, foreign in (("it", ENGLISH), ("en", ITALIAN)):
        for kind, data in _sheets(store, lang).items():
            words = _words("\n".join(pdf_pages(data)), store)
            own = ITALIAN if lang == "it" else ENGLISH
            assert len(words & own) >= 5, f"{kind} ({lang}): the scan read too few of the sheet's words"
            wrong = sorted(words & foreign)
            if wrong:
                found[f"{ruleset} {kind} ({lang})"] = wrong
    assert found == {}


def test_italian_numbers_have_a_decimal_comma_and_one_point_is_singular(demo):
    _, store = demo
    sheets = _sheets(store, "it")
    text = "\n".join(pdf_pages(sheets["standings"]) + pdf_pages(sheets["report"]))
    assert not re.search(r"\d\.\d", text.replace("\n", " ")), "a decimal point on an Italian sheet"
    assert not re.search(r"\b1 punti\b", text)
    english = "\n".join(pdf_pages(_sheets(store, "en")["report"]))
    assert not re.search(r"\b1 points\b", english)
