"""Italian of the tournament sentences (templates made with ``tourney.language.say``).

The refusals of the ranking schemes, tie-breaks, standings input, seat draw and table sheets, the
lines of the seat draw's quality report and the titles of the referee's statistics. Refusals of
the standings start in lower case as in English (the window capitalises the first letter). Words
in quotes (round_wind, seats, E, S, W, N, scheme and tie-break ids) are what the referee types and
stay as they are.
"""

MESSAGES: dict[str, str] = {
    # ranking schemes (ranking_schemes.py)
    "the oka": "l'oka",
    "the uma": "l'uma",
    "the divisor": "il divisore",
    "the place points": "i punti per piazzamento",
    "the bye table points": "i punti tavolo del riposo",
    "the bye rank points": "i punti classifica del riposo",
    "the bye score": "il punteggio del riposo",
    "unknown ranking scheme {ranking!r} (known: {known})":
        "sistema di classifica sconosciuto {ranking!r} (quelli noti: {known})",
    "unknown ranking setting {name!r}": "impostazione di classifica sconosciuta {name!r}",
    "{what} must be a number, not {value!r}": "{what}: serve un numero, non {value!r}",
    "{what} must be a list of numbers, not {value!r}": "{what}: serve un elenco di numeri, non {value!r}",
    "{what} must be a list of {length} numbers, not {value!r}":
        "{what}: serve un elenco di {length} numeri, non {value!r}",
    "{what} must be a whole number": "{what}: serve un numero intero",
    "the divisor must be a positive whole number": "il divisore deve essere un numero intero positivo",
    "penalties cannot be taken off {target!r} in the {ranking} scheme":
        "nel sistema {ranking} le penalità non si possono togliere da {target!r}",
    # tie-breaks (ranking_tiebreaks.py)
    "the tie-breaks must be a list of names": "gli spareggi devono essere un elenco di nomi",
    "a tie-break is named twice": "uno spareggio è indicato due volte",
    "the lot must be the last tie-break: nothing follows a draw":
        "il sorteggio deve essere l'ultimo spareggio: dopo un sorteggio non viene nulla",
    "unknown tie-break {name!r} (known: {known})": "spareggio sconosciuto {name!r} (quelli noti: {known})",
    # standings and their input (standings.py, standings_input.py, standings_history.py)
    "player {player} is not in the standings after round {round}":
        "il giocatore {player} non è in classifica dopo il turno {round}",
    "there are no results after round {round} (the last is round {last})":
        "non ci sono risultati dopo il turno {round} (l'ultimo è il turno {last})",
    "a team counts at least one member, not {best}": "una squadra conta almeno un componente, non {best}",
    "player {player} has a result but is not registered":
        "il giocatore {player} ha un risultato ma non è iscritto",
    "a player id is registered twice": "un numero di giocatore è iscritto due volte",
    "round {round}: player {player} has more than one result":
        "turno {round}: il giocatore {player} ha più di un risultato",
    "{what} names player {player}, who is not registered":
        "{what} indica il giocatore {player}, che non è iscritto",
    "a result of round {round}": "un risultato del turno {round}",
    "a penalty": "una penalità",
    "a bye in round {round}": "un riposo nel turno {round}",
    # seat draw refusals (seating_layout.py, seating.py)
    "A draw needs at least 4 players, not {count}.": "Un sorteggio richiede almeno 4 giocatori, non {count}.",
    "{count} players cannot sit at tables of 3 and 4; choose a bye or substitutes.":
        "{count} giocatori non possono sedere a tavoli da 3 e da 4; scegliete un riposo o dei sostituti.",
    "A draw needs at least one round, not {rounds}.": "Un sorteggio richiede almeno un turno, non {rounds}.",
    "{played} rounds played but only {rounds} asked.":
        "{played} turni giocati ma ne sono richiesti solo {rounds}.",
    "Player {player} is listed twice.": "Il giocatore {player} compare due volte.",
    "Player {player} in a seating constraint is not in the draw.":
        "Il giocatore {player} di un vincolo di posto non è nel sorteggio.",
    "Played round {round} seats someone twice or has a bad table.":
        "Il turno giocato {round} fa sedere qualcuno due volte o ha un tavolo non valido.",
    "Player {player} cannot be kept apart from himself.":
        "Il giocatore {player} non può essere tenuto separato da sé stesso.",
    "Players {a} and {b} must never sit together but are both fixed to table {table}.":
        "I giocatori {a} e {b} non devono mai sedere insieme ma sono entrambi fissati al tavolo {table}.",
    "Player {player} may not sit with {count} of the others; nobody is left to fill his table.":
        "Il giocatore {player} non può sedere con {count} degli altri; non resta nessuno per completare "
        "il suo tavolo.",
    "Table {table} does not exist; there are {tables}.":
        "Il tavolo {table} non esiste; i tavoli sono {tables}.",
    "Fixed players leave no table free to be a table of three.":
        "I giocatori a tavolo fisso non lasciano nessun tavolo libero per un tavolo da tre.",
    "Too many fixed players to rotate byes and tables of three fairly.":
        "Troppi giocatori a tavolo fisso per far ruotare con equità riposi e tavoli da tre.",
    "Player {player} has no place in the standings.": "Il giocatore {player} non ha un posto in classifica.",
    ("No draw found keeps every never-together pair apart ({pairs}); "
     "the constraints may be impossible together."):
        "Nessun sorteggio trovato tiene separate tutte le coppie da non far sedere insieme ({pairs}); "
        "i vincoli potrebbero essere incompatibili tra loro.",
    "round {round}: {a} and {b}": "turno {round}: {a} e {b}",
    "{before}; round {round}: {a} and {b}": "{before}; turno {round}: {a} e {b}",
    # the seat draw's quality report (seating_quality.py)
    "Seat draw: {players} players, {rounds} rounds":
        "Sorteggio dei posti: {players} giocatori, {rounds} turni",
    "Repeated meetings: {repeats} (best possible: at least {bound})":
        "Incontri ripetuti: {repeats} (il meglio possibile: almeno {bound})",
    "Most times a pair meets: {count}": "Massimo incontri di una coppia: {count}",
    "Most repeats for one player: {count}": "Massimo ripetizioni per un giocatore: {count}",
    "Wind violations: {count} (largest wind spread for a player: {spread})":
        "Squilibri di vento: {count} (scarto massimo di un giocatore: {spread})",
    "Never-together pairs seated together: {count}": "Coppie da separare sedute insieme: {count}",
    "Fixed-table players elsewhere: {count}": "Giocatori a tavolo fisso seduti altrove: {count}",
    "Same club or team at a table: {count}": "Stesso circolo o squadra allo stesso tavolo: {count}",
    "  round {round}: players {a} and {b} must not sit together":
        "  turno {round}: i giocatori {a} e {b} non devono sedere insieme",
    "  round {round}: player {player} is not at his table {table}":
        "  turno {round}: il giocatore {player} non è al suo tavolo {table}",
    "Byes (score {score:g} each): {counts}": "Riposi (punteggio {score:g} ciascuno): {counts}",
    "Tables of three: {counts}": "Tavoli da tre: {counts}",
    "Tables with two substitutes or more: {count}": "Tavoli con due o più sostituti: {count}",
    # requests no draw can satisfy, explained before the search (seating_feasibility.py)
    "Players {players} must all sit apart, but a round has only {tables} tables, so two of these "
    "{count} players must share one; allow some of these pairs to meet, or have at least {needed} "
    "tables ({seated} players or more).":
        "I giocatori {players} devono sedere tutti separati, ma un turno ha solo {tables} tavoli, quindi "
        "due di questi {count} giocatori devono dividerne uno; permettete ad alcune di queste coppie di "
        "incontrarsi, oppure servono almeno {needed} tavoli ({seated} giocatori o più).",
    "Players {players} must all sit apart, but a round has only {tables} tables and {byes} players "
    "sitting out, so two of these {count} players must share a table; allow some of these pairs to "
    "meet, or have at least {needed} tables.":
        "I giocatori {players} devono sedere tutti separati, ma un turno ha solo {tables} tavoli e {byes} "
        "giocatori a riposo, quindi due di questi {count} giocatori devono dividere un tavolo; permettete "
        "ad alcune di queste coppie di incontrarsi, oppure servono almeno {needed} tavoli.",
    "Players {players} are all fixed to table {table}, which seats {seats}; fix {extra} of them to "
    "another table.":
        "I giocatori {players} sono tutti fissati al tavolo {table}, che ha {seats} posti; fissatene "
        "{extra} a un altro tavolo.",
    "Rotation fair: yes": "Rotazione equa: sì",
    "Rotation fair: no, someone had two before others had one":
        "Rotazione equa: no, qualcuno ne ha avuti due prima che altri ne avessero uno",
    # a table's sheet of deals (sheet.py)
    "the table": "il tavolo",
    "{where}, deal {number}": "{where}, mano {number}",
    "{where}: {problem}": "{where}: {problem}",
    "{where}: a deal is a JSON object with round_wind and seats":
        "{where}: una mano è un oggetto JSON con round_wind e seats",
    "{where}: the deal is for {deal!r} but the tournament plays {plays!r}":
        "{where}: la mano è per {deal!r} ma il torneo gioca {plays!r}",
    "{where}: option {option} is {value!r} but the tournament sets {setting!r}":
        "{where}: l'opzione {option} vale {value!r} ma il torneo la imposta a {setting!r}",
    "{where}: the game is over after four rounds ({deals} deals); this deal has no place":
        "{where}: la partita è finita dopo quattro giri ({deals} mani); questa mano non ha posto",
    "{where}: the game is over after its {rounds} rounds ({deals} deals); this deal has no place":
        "{where}: la partita è finita dopo i suoi {rounds} giri ({deals} mani); questa mano non ha posto",
    "{where}: East must be a table seat E, S, W or N, not {east!r}":
        "{where}: Est deve essere un posto del tavolo E, S, W o N, non {east!r}",
    "{where}: East must be a table seat E, S or W at a table of three, not {east!r}":
        "{where}: Est deve essere un posto del tavolo E, S o W a un tavolo da tre, non {east!r}",
    # the referee's statistics (standings_stats.py), as the printed report words them
    "Most hands won": "Più mani vinte",
    "Highest hand": "Mano più alta",
    "Most self-drawn wins": "Più vittorie in pescata",
    # the end of the day (#31): the cut to a final and the prize list
    "The final: the top {count} after round {round} play on among themselves, {carry}, and rank "
    "above everyone else.":
        "La finale: i primi {count} dopo il turno {round} giocano tra loro, {carry}, e sono in "
        "classifica davanti a tutti gli altri.",
    "--top {count}: a final needs a multiple of 4 players (or of 3 at tables of three)":
        "--top {count}: una finale richiede un multiplo di 4 giocatori (o di 3 ai tavoli da tre)",
    "--top {count}: only {available} players can play the final":
        "--top {count}: solo {available} giocatori possono giocare la finale",
    "--pattern {text!r}: it must seat places 1 to {count} once each at tables of {size}":
        "--pattern {text!r}: deve sistemare le posizioni da 1 a {count} una volta ciascuna a "
        "tavoli da {size}",
    "--pattern {text!r}: write the places of each table joined by - and the tables separated by "
    "/, e.g. 1-4-5-8/2-3-6-7":
        "--pattern {text!r}: scrivere le posizioni di ogni tavolo unite da - e i tavoli separati "
        "da /, per esempio 1-4-5-8/2-3-6-7",
    "keeping their score":
        "mantenendo il loro punteggio",
    "carrying half their score (rounded to the nearest whole point, an exact half up)":
        "portando metà del loro punteggio (arrotondata al punto intero più vicino, il mezzo "
        "punto per eccesso)",
    "starting again from nothing":
        "ripartendo da zero",
    "Place {place}":
        "{place}° posto",
    "{category}: place {place}":
        "{category}: {place}° posto",
    "Best newcomer":
        "Miglior esordiente",
    "{points} points":
        "{points} punti",
    "1 hand":
        "1 mano",
    "{value} table points":
        "{value} punti tavolo",
    "{value} rank points":
        "{value} punti classifica",
    "{value} points":
        "{value} punti",
    "{count} hands":
        "{count} mani",
    "unknown prize setting {name!r}; the settings are {known}":
        "impostazione dei premi sconosciuta {name!r}; le impostazioni sono {known}",
    "prize setting {name}: a whole number from 0 to {most}, not {value!r}":
        "impostazione dei premi {name}: un numero intero da 0 a {most}, non {value!r}",
    "prize setting allow_double: true or false, not {value!r}":
        "impostazione dei premi allow_double: true o false, non {value!r}",
    "prize setting newcomers: the name of a category":
        "impostazione dei premi newcomers: il nome di una categoria",
    "prize setting awards: a list of {known}":
        "impostazione dei premi awards: un elenco tra {known}",
}
