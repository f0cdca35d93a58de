"""Italian of the sentences of the phone at the table (issue #32): calls for the referee, hidden
standings, a send repeated after a lost answer."""

MESSAGES: dict[str, str] = {
    "this send has no valid key; open the table page again":
        "questo invio non ha una chiave valida; riapri la pagina del tavolo",
    "the reason must be one of {allowed}, not {value!r}":
        "il motivo deve essere uno tra {allowed}, non {value!r}",
    "the referee was called a moment ago; wait a minute before calling again":
        "l'arbitro è stato chiamato da poco; aspetta un minuto prima di chiamarlo di nuovo",
    "Table {table} of round {round} calls the referee":
        "Il tavolo {table} del turno {round} chiama l'arbitro",
    "round {round} table {table}": "turno {round} tavolo {table}",
    "there is no call number {number!r}": "non c'è una chiamata numero {number!r}",
    "The referee answers the call of table {table}":
        "L'arbitro risponde alla chiamata del tavolo {table}",
    "the round": "il turno",
    "Hide the standings from round {round} on": "Nascondi la classifica dal turno {round} in poi",
    "Stop hiding the standings": "Non nascondere più la classifica",
    "Reveal the standings": "Mostra la classifica",
    "Hide the standings again": "Nascondi di nuovo la classifica",
    "tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd": "le tessere sono 1-9 + m/p/s, E S W N, Rd Gd Wd",
    "tiles are 1-9 + m/p/s (0m 0p 0s: red fives), E S W N, Rd Gd Wd":
        "le tessere sono 1-9 + m/p/s (0m 0p 0s: cinque rossi), E S W N, Rd Gd Wd",
    "tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, F (flower), J (joker)":
        "le tessere sono 1-9 + m/p/s, E S W N, Rd Gd Wd, F (fiore), J (jolly)",
    "tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a":
        "le tessere sono 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a",
    "tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y":
        "le tessere sono 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y",
}
