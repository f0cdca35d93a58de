"""The translations of the sentences made with ``tourney.language.say``, one catalogue per language.

Each ``it_<area>`` module holds the Italian of one area's templates as ``MESSAGES``; they are
merged here. Glossary kept across the program (the words of the FIMJ documents and of the
window): round = turno, table = tavolo, deal = mano, seat = posto, draw = sorteggio, bye = riposo,
club = circolo, pung = tris, kong = poker, chow = scala, pair = coppia, discard = scarto,
self-drawn = pescata da sé, East/South/West/North = Est/Sud/Ovest/Nord, round wind = vento del
giro, standings = classifica, penalty = penalità, player = giocatore, flowers = fiori, seasons =
stagioni, dragons = draghi, joker = jolly, card (NMJL) = carta.
"""

from __future__ import annotations

from collections.abc import Mapping

from tourney.translations import (
    it_ages,
    it_common,
    it_engine,
    it_fimj_classic,
    it_final,
    it_impossible,
    it_mcr,
    it_phone,
    it_register,
    it_review,
    it_riichi,
    it_room,
    it_services,
    it_singapore_american,
    it_store,
    it_tournament,
    it_web,
)

ITALIAN_PARTS: dict[str, Mapping[str, str]] = {
    module.__name__.rsplit(".", 1)[1]: module.MESSAGES
    for module in (it_common, it_engine, it_fimj_classic, it_singapore_american, it_services, it_store,
                   it_tournament, it_web, it_mcr, it_riichi, it_review, it_phone, it_impossible,
                   it_room, it_final, it_register, it_ages)
}


def _merged(parts: Mapping[str, Mapping[str, str]]) -> dict[str, str]:
    merged: dict[str, str] = {}
    for messages in parts.values():
        merged.update(messages)
    return merged


CATALOGUES: dict[str, dict[str, str]] = {"it": _merged(ITALIAN_PARTS)}
