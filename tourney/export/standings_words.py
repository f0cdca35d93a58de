"""The sentences under the standings in the sheet's language.

The standings engine words them in English (:meth:`Standings.sentences`). Here they are written
again in Italian from the scheme's id and values and the tie-break ids, so that an Italian sheet is
Italian throughout. English sheets print the engine's own sentences; a scheme or tie-break this
table does not know yet also falls back to them rather than printing half a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from tourney.language import translate
from tourney.services.printing import StandingsSheet
from tourney.tournament.ranking_schemes import Scheme, number_text
from tourney.tournament.ranking_tiebreaks import TieBreaks

CRITERIA_IT = {
    "table_points": "punti tavolo",
    "total_score": "punteggio totale",
    "rank_points": "punti classifica",
    "best_game": "miglior partita",
    "head_to_head": "scontri diretti",
    "firsts": "numero di primi posti",
    "lot": "sorteggio",
}
SHARED_IT = "chi finisce a pari merito a un tavolo divide i valori dei posti che occupa"
SCHEMES_IT = {
    "points": "I giocatori sono classificati per punteggio totale, la somma dei punti netti di ogni partita.",
    "table_points": ("I giocatori sono classificati per punti tavolo, {places} secondo il piazzamento a ogni "
                     "tavolo (" + SHARED_IT + "), poi per punteggio totale."),
    "rank_points": ("I giocatori sono classificati per punti classifica: i punti netti di ogni partita "
                    "divisi per {divisor}, più un uma di {uma} secondo il piazzamento{oka} "
                    "(" + SHARED_IT + ")."),
}
PENALTY_ON_IT = {"table_points": "dai punti tavolo", "score": "dal punteggio totale"}
NOTES_IT = {
    "bye": "Un turno di riposo vale {score} punti",
    "bye_table_points": " e {value} punti tavolo",
    "bye_rank_points": " e {value} punti classifica",
    "withdrawn": "I giocatori ritirati restano in classifica con le partite giocate.",
    "substitutes_count": "I sostituti sono classificati come tutti gli altri.",
    "substitutes_not": ("I risultati di un sostituto non contano per nessuno; "
                        "il sostituto non è classificato."),
}


def _slashes(values: Sequence[Fraction], signed: bool = False) -> str:
    return "/".join(("+" if signed and v > 0 else "") + number_text(v) for v in values)


def _scheme_it(scheme: Scheme) -> str:
    oka = f" e un oka di {number_text(scheme.oka)} al primo" if scheme.oka else ""
    return SCHEMES_IT[scheme.id].format(places=_slashes(scheme.place_points), divisor=scheme.divisor,
                                        uma=_slashes(scheme.uma, signed=True), oka=oka)


def _tie_breaks_it(chain: TieBreaks, scheme: Scheme) -> str:
    level = " e ".join(CRITERIA_IT[k] for k in scheme.keys)
    rest = ", poi per ".join(CRITERIA_IT[c] for c in chain.effective(scheme) if c != "lot")
    if "lot" in chain.criteria:
        tail = f"per {rest}, poi per sorteggio" if rest else "per sorteggio"
        return f"I giocatori a pari {level} sono separati {tail}."
    if not rest:
        return f"I giocatori a pari {level} condividono il posto."
    return f"I giocatori a pari {level} sono separati per {rest}; chi resta a pari merito condivide il posto."


def _notes_it(scheme: Scheme) -> list[str]:
    target = PENALTY_ON_IT["table_points" if scheme.penalty_on == "table_points" else "score"]
    table, rank = scheme.bye_values()
    bye = NOTES_IT["bye"].format(score=scheme.bye_score)
    if scheme.id == "table_points":
        bye += NOTES_IT["bye_table_points"].format(value=number_text(table))
    elif scheme.id == "rank_points":
        bye += NOTES_IT["bye_rank_points"].format(value=number_text(rank))
    substitutes = NOTES_IT["substitutes_count" if scheme.substitutes_count else "substitutes_not"]
    return [f"Le penalità si tolgono {target}.", bye + ".", NOTES_IT["withdrawn"], substitutes]


def italian_sentences(scheme: Scheme, chain: TieBreaks) -> list[str] | None:
    """The scheme's sentence, the tie-break chain and the notes in Italian; None when a name is unknown."""
    if scheme.id not in SCHEMES_IT or any(c not in CRITERIA_IT for c in (*scheme.keys, *chain.criteria)):
        return None
    return [_scheme_it(scheme), _tie_breaks_it(chain, scheme), *_notes_it(scheme)]


def foot_sentences(sheet: StandingsSheet, lang: str) -> tuple[str, ...]:
    """What to print under ``sheet`` in ``lang`` (``it`` or ``en``)."""
    if lang == "it" and sheet.scheme is not None and sheet.tie_breaks is not None:
        translated = italian_sentences(sheet.scheme, sheet.tie_breaks)
        # a sentence the engine added and this table lacks: print the engine's rather than drop it
        if translated is not None and len(translated) == len(sheet.sentences):
            return (*translated, *(translate(n, lang) for n in sheet.notes))
    return (*sheet.sentences, *(translate(n, lang) for n in sheet.notes))
