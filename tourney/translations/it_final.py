"""Italian of the end of the day (#31): the cut to a final, players' categories, the prize list
(the tournament layer's own sentences are in it_tournament)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "Cut to a final of {count} after round {round} (score {carry})":
        "Finale a {count} dopo il turno {round} (punteggio {carry})",
    "play a consolation bracket":
        "giocano un torneo di consolazione",
    "stop":
        "si fermano",
    "Final of {count} after round {round}, score {carry}; the others {others}; round {seated} "
    "seated (* the final's tables)":
        "Finale a {count} dopo il turno {round}, punteggio {carry}; gli altri {others}; turno "
        "{seated} sorteggiato (* i tavoli della finale)",
    "the tournament has no final yet; cut to one first (tourney final FILE --after-round K --top "
    "N)":
        "il torneo non ha ancora una finale; crearla prima (tourney final FILE --after-round K "
        "--top N)",
    "round {number!r} is not a round of the final (rounds {first} to {last})":
        "il turno {number!r} non è un turno della finale (turni da {first} a {last})",
    "round {round} already has results; it cannot be seated again":
        "il turno {round} ha già dei risultati; non si può sorteggiare di nuovo",
    "Seat round {round} of the final":
        "Sorteggio del turno {round} della finale",
    "--carry {value!r}: choose keep, half or none":
        "--carry {value!r}: scegliere keep, half o none",
    "--others {value!r}: choose consolation or stop":
        "--others {value!r}: scegliere consolation o stop",
    "the tournament already has a final; undo it to cut again":
        "il torneo ha già una finale; annullarla per rifarla",
    "--after-round {value!r}: the cut comes after one of rounds 1 to {last}, so that a round is "
    "left for the final":
        "--after-round {value!r}: la finale parte dopo uno dei turni da 1 a {last}, perché le "
        "resti almeno un turno",
    "--after-round {round}: round {round} is not finished (table {table} has no final result)":
        "--after-round {round}: il turno {round} non è finito (il tavolo {table} non ha un "
        "risultato definitivo)",
    "--after-round {round}: round {later} already has results":
        "--after-round {round}: il turno {later} ha già dei risultati",
    "kept":
        "mantenuto",
    "halved":
        "dimezzato",
    "cleared":
        "azzerato",
    "some finalists meet again: no seating by standing avoids it":
        "alcuni finalisti si incontrano di nuovo: nessun sorteggio per classifica lo evita",
    "none":
        "nessuna",
    "none yet":
        "ancora nessuna",
    "a category needs a name":
        "una categoria ha bisogno di un nome",
    "category {name!r}: a name of at most {most} characters, without commas and not starting "
    "with club: (the clubs are categories already)":
        "categoria {name!r}: un nome di al più {most} caratteri, senza virgole e che non cominci "
        "con club: (i circoli sono già categorie)",
    "Categories of {name}: {categories}":
        "Categorie di {name}: {categories}",
    "--category {name!r}: there is no such category (the categories are: {known})":
        "--category {name!r}: questa categoria non esiste (le categorie sono: {known})",
    "--category {name!r}: no player's club is {club!r}":
        "--category {name!r}: nessun giocatore è del circolo {club!r}",
    "Prize list after round {round}":
        "Premiazione dopo il turno {round}",
    "Change the prize settings":
        "Modifica delle impostazioni dei premi",
    "No prizes: no results yet.":
        "Nessun premio: non ci sono ancora risultati.",
    "round {round} is a round of the final: seat it with tourney final FILE --next (in the window: "
    "Final and prizes > Cut to a final…)":
        "il turno {round} è un turno della finale: assegnalo con tourney final FILE --next (nella finestra: "
        "Finale e premi > Finale…)",
}
