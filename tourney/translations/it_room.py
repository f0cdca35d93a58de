"""Italian of the room's sentences (#31 points 4, 5): the board's clock settings and the day's check-in."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # the clock
    "the warnings must be 1 to 4 whole minutes from 1 to 120, such as 15,5 (not {value!r})":
        "gli avvisi devono essere da 1 a 4 minuti interi tra 1 e 120, come 15,5 (non {value!r})",
    "Warn at {minutes} minutes before the end": "Avvisa a {minutes} minuti dalla fine",
    "the extra minutes": "i minuti in più",
    "Table {table} of round {round}: {minutes} extra minutes":
        "Tavolo {table} del turno {round}: {minutes} minuti in più",
    "Round {round} started {minutes} minutes late; the day's schedule moves":
        "Il turno {round} è iniziato con {minutes} minuti di ritardo; l'orario della giornata si sposta",
    # the check-in
    "the day": "il giorno",
    "the player number": "il numero del giocatore",
    "Check in {names} on {day}": "Presenza di {names} il {day}",
    "Take {names} off the check-in of {day}": "Togli {names} dalle presenze del {day}",
    "{name} has withdrawn; re-admit the player before checking in":
        "{name} si è ritirato; riammetti il giocatore prima di segnarne la presenza",
    "Issue the players' check-in links": "Crea i link delle presenze dei giocatori",
    "this check-in link is not valid; ask the referee":
        "questo link delle presenze non è valido; chiedi all'arbitro",
}
