"""The tournament report's words in Italian and English, and the statistics' titles translated.

The statistics come from the standings engine with English titles ("Highest hand"); the report
prints them in the sheet's language through :data:`TITLES`, keyed by those titles. A title this
table does not know is printed as the engine gives it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tourney.export.pdf_common import PrintOptions
from tourney.language import ENGLISH, catalogue
from tourney.services.printing_report import ReportStatistic

WORDS: dict[str, dict[str, str]] = {
    "it": {
        "report": "Resoconto del torneo", "results": "Risultati dei tavoli", "deals": "Mani",
        "totals_only": "solo totali", "unbalanced": "non bilanciato", "no_sheet": "manca il foglio",
        "reason": "Motivo", "no_penalties": "Nessuna penalità.", "no_tables": "Nessun turno sorteggiato.",
        "statistics": "Statistiche", "no_statistics": "Nessuna mano registrata: nessuna statistica.",
        "best_hands": "Le mani migliori", "points_word": "punti", "point_word": "punto",
        "doubles_word": "raddoppi",
        "double_word": "raddoppio",
        "where": "turno {round}, tavolo {table}, mano {deal}", "and": " e ", "each": " ciascuno",
    },
    "en": {
        "report": "Tournament report", "results": "Table results", "deals": "Deals",
        "totals_only": "totals only", "unbalanced": "unbalanced", "no_sheet": "no sheet yet",
        "reason": "Reason", "no_penalties": "No penalties.", "no_tables": "No round drawn.",
        "statistics": "Statistics", "no_statistics": "No deals recorded: no statistics.",
        "best_hands": "Best hands", "points_word": "points", "point_word": "point",
        "doubles_word": "doublings",
        "double_word": "doubling",
        "where": "round {round}, table {table}, deal {deal}", "and": " and ", "each": " each",
    },
}
TITLES = {
    "Most hands won": {"it": "Più mani vinte", "en": "Most hands won"},
    "Highest hand": {"it": "Mano più alta", "en": "Highest hand"},
    "Most self-drawn wins": {"it": "Più vittorie in pescata", "en": "Most self-drawn wins"},
}


def word(options: PrintOptions, key: str) -> str:
    return WORDS[options.lang][key]


def statistic_sentence(options: PrintOptions, statistic: ReportStatistic) -> str:
    """"Mano più alta: Anna Rossi, 1536 punti (turno 1, tavolo 2, mano 3)." in the sheet's language."""
    title = TITLES.get(statistic.title, {}).get(options.lang, statistic.title)
    names = list(statistic.names)
    who = word(options, "and").join([", ".join(names[:-1]), names[-1]] if len(names) > 2 else names)
    if not statistic.hands:
        each = word(options, "each") if len(statistic.names) > 1 else ""
        return f"{title}: {who}, {statistic.value}{each}."
    where = "; ".join(word(options, "where").format(round=h.round_no, table=h.table, deal=h.deal)
                      for h in statistic.hands)
    return f"{title}: {who}, {points(options, statistic.value)} ({where})."


def item_value(options: PrintOptions, item: Mapping[str, Any]) -> str:
    """What a rule item is worth: "8 punti", "1 raddoppio", "3 fān", or its value; a riichi item
    counts han, and its fu line (RI-U) fu, as riichi players say in either language."""
    parts = []
    riichi = str(item.get("rule", "")).startswith("RI-")
    if item.get("points"):
        value = item["points"]
        parts.append(f"{options.number(str(value))} fu" if riichi else points(options, value))
    if item.get("doubles"):
        one = item["doubles"] == 1
        parts.append(f"{item['doubles']} {word(options, 'double_word' if one else 'doubles_word')}")
    if item.get("fan"):
        parts.append(f"{item['fan']} {'han' if riichi else options.word('fan')}")
    if item.get("value"):
        parts.append(options.number(str(item["value"])))
    return ", ".join(parts)


def points(options: PrintOptions, value: object) -> str:
    """"1 punto", "8 punti", "1,5 punti": the number with the word in the sheet's language."""
    one = str(value) in ("1", "-1")
    return f"{options.number(str(value))} {word(options, 'point_word' if one else 'points_word')}"


_TIMES = re.compile(r"^(?P<name>.*) ×(?P<times>\d+)$")


def item_name(options: PrintOptions, item: Mapping[str, Any]) -> str:
    """A rule item's name in the sheet's language, from the rulesets' catalogue ("Tredici Meraviglie");
    a repeated item ("Flower Tiles ×3") keeps its count. A name the catalogue lacks stays as it is."""
    name = str(item.get("name", ""))
    if options.lang == ENGLISH:
        return name
    words = catalogue(options.lang)
    if name in words:
        return words[name]
    repeated = _TIMES.match(name)
    if repeated and repeated["name"] in words:
        return f"{words[repeated['name']]} ×{repeated['times']}"
    return name
