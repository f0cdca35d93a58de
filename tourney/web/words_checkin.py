"""The page words of the check-in page (#31 point 5): a player confirms being in the room."""

from __future__ import annotations

CHECKIN: dict[str, dict[str, str]] = {
    "en": {
        "checkin_title": "Check-in",
        "checkin_hello": "Hello, {name}",
        "checkin_ask": "Are you in the room? Tell the referee you are here for today's rounds.",
        "checkin_button": "I am here",
        "checkin_done": "You are checked in for today ({time}). Thank you!",
        "checkin_next": "Your next table: round {round}, table {table}, seat {seat}.",
        "here_ask": "Before the first deal: are all the players of this table here? Press once for all four.",
        "here_button": "We are all here",
        "here_in": "checked in today",
        "here_not_yet": "not checked in yet",
        "here_all_in": "✓ Everyone at this table is checked in for today.",
    },
    "it": {
        "checkin_title": "Presenze",
        "checkin_hello": "Ciao, {name}",
        "checkin_ask": "Sei in sala? Comunica all'arbitro che ci sei per i turni di oggi.",
        "checkin_button": "Sono qui",
        "checkin_done": "La tua presenza di oggi è registrata ({time}). Grazie!",
        "checkin_next": "Il tuo prossimo tavolo: turno {round}, tavolo {table}, posto {seat}.",
        "here_ask": "Prima della prima smazzata: sono presenti tutti i giocatori di questo tavolo? "
                    "Premete una volta per tutti e quattro.",
        "here_button": "Ci siamo tutti",
        "here_in": "presente oggi",
        "here_not_yet": "non ancora registrato",
        "here_all_in": "✓ Tutti i giocatori di questo tavolo sono registrati come presenti oggi.",
    },
}
