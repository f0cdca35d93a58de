"""Italian of the engine sentences (templates made with ``tourney.language.say``).

The notation, the deal checks, the ruleset base, the registry, the game flow and the American card
loader. JSON field names ("win", "from", "flags", ...) and the notation's letters (E S W N, m p s)
stay as they are typed; the words follow the glossary of ``tourney.translations``.
"""

MESSAGES: dict[str, str] = {
    "a shown pair [xx] is the pair completed by the winning discard: only a winner on a discard shows one":
        "una coppia esposta [xx] è la coppia completata dallo scarto vincente: la mostra solo chi vince "
        "su uno scarto",
    "a shown pair [xx] is made of the winning tile {tile}, and there is one at most":
        "una coppia esposta [xx] è fatta della tessera vincente {tile}, e ce n'è al più una",
    # where a refusal is: "seat S: ...", "the table: ...", nested by "{where}: {message}"
    "{where}: {message}": "{where}: {message}",
    "seat {wind}": "posto {wind}",
    "the table": "il tavolo",
    "the deal": "la mano",
    # notation (docs/notation.md, wrong input)
    "tiles are 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a, F, J":
        "le tessere sono 1-9 + m/p/s, E S W N, Rd Gd Wd, 1-4 f/y/a, F, J",
    'group {number} "{text}"': 'gruppo {number} "{text}"',
    'group {number} "{text}", character {position}': 'gruppo {number} "{text}", carattere {position}',
    "character {position}": "carattere {position}",
    '"{token}" is not a tile ({help}) ({place})': '"{token}" non è una tessera ({help}) ({place})',
    '"{text}" is not a single tile ({help})': '"{text}" non è una sola tessera ({help})',
    "{what} must be a text in the tile notation, not {value!r}":
        "{what} deve essere un testo nella notazione delle tessere, non {value!r}",
    "tiles": "le tessere",
    "{what} of {length} characters is too long: none is longer than {most} ({start})":
        "{what}: {length} caratteri sono troppi, il massimo è {most} ({start})",
    '"{name}" is out of range: {value!r} (from {low} to {most})':
        '"{name}" è fuori dai limiti: {value!r} (da {low} a {most})',
    "a tile": "una tessera",
    "a hand": "una mano",
    '"{fragment}" has no closing "{bracket}" (group {number}, character {position})':
        '"{fragment}" non ha la "{bracket}" di chiusura (gruppo {number}, carattere {position})',
    '"{brackets}" is an empty meld (group {number}, character {position})':
        '"{brackets}" è una combinazione vuota (gruppo {number}, carattere {position})',
    '"{bracket}" closes a bracket that was never opened (character {position})':
        '"{bracket}" chiude una parentesi mai aperta (carattere {position})',
    "a bonus tile cannot be part of a meld ({place})":
        "una tessera bonus non può far parte di una combinazione ({place})",
    "({tiles}) is not a concealed kong: round brackets hold four identical tiles ({place})":
        "({tiles}) non è un poker coperto: le parentesi tonde racchiudono quattro tessere uguali ({place})",
    "[{tiles}] is not a pung, kong or chow ({place})":
        "[{tiles}] non è un tris, un poker o una scala ({place})",
    "{tile} appears {count} times; a set has only one":
        "{tile} compare {count} volte; un set ne contiene una sola",
    "{tile} appears {count} times; a set has {limit}":
        "{tile} compare {count} volte; un set ne contiene {limit}",
    "no rank {rank} in suit {suit}": "il seme {suit} non ha il valore {rank}",
    # the deal JSON (docs/notation.md, a deal)
    "a deal is a JSON object with ruleset, round_wind and seats":
        "una mano è un oggetto JSON con ruleset, round_wind e seats",
    "unknown field {field!r} in the deal": "campo {field!r} sconosciuto nella mano",
    "round_wind must be E, S, W or N, not {wind!r}": "round_wind deve essere E, S, W o N, non {wind!r}",
    "seats must have exactly the keys E, S, W, N (got {keys})":
        "seats deve avere esattamente le chiavi E, S, W, N (trovate: {keys})",
    "seats must have exactly the keys E, S, W, N (got none)":
        "seats deve avere esattamente le chiavi E, S, W, N (nessuna trovata)",
    '"void" must be true or false': '"void" deve essere true o false',
    "a void deal has no winner, but seat {wind} has a win":
        "una mano nulla non ha vincitori, ma il posto {wind} ha una vittoria",
    'no seat has a "win": give the winner, or mark the deal "void": true':
        'nessun posto ha "win": indicare il vincitore, o segnare la mano "void": true',
    "{ruleset} allows one winner per deal, not {count}":
        "{ruleset} ammette un solo vincitore per mano, non {count}",
    "several winners must all win on the same discarded tile from the same seat":
        "più vincitori devono vincere tutti sulla stessa tessera scartata dallo stesso posto",
    '"{key}" must be a whole number 0 or more, not {value!r}':
        '"{key}" deve essere un numero intero da 0 in su, non {value!r}',
    'a seat is an object with a "hand" string (use "" for nothing)':
        'un posto è un oggetto con una stringa "hand" (usare "" se non ha tessere)',
    "unknown field(s) {fields}": "campi sconosciuti: {fields}",
    '"{field}" is not used by {ruleset}': '"{field}" non è usato da {ruleset}',
    '"dead" must be true or false': '"dead" deve essere true o false',
    '"instant" must be a list of payment objects': '"instant" deve essere una lista di oggetti di pagamento',
    '"penalty" names the seats paid (E, S, W, N, not itself), not {payee!r}':
        '"penalty" indica i posti pagati (E, S, W, N, non sé stesso), non {payee!r}',
    "the penalty paid to {payee} must be a whole number 0 or more, not {amount!r}":
        "la penalità pagata a {payee} deve essere un numero intero da 0 in su, non {amount!r}",
    "{tile} is not a tile of {ruleset} ({ruleset} plays without animals)":
        "{tile} non è una tessera di {ruleset} ({ruleset} si gioca senza animali)",
    "{tile} is not a tile of {ruleset} ({ruleset} plays without the American flower tile F)":
        "{tile} non è una tessera di {ruleset} ({ruleset} si gioca senza la tessera fiore americana F)",
    "{tile} is not a tile of {ruleset} ({ruleset} plays without jokers)":
        "{tile} non è una tessera di {ruleset} ({ruleset} si gioca senza jolly)",
    '"win" must be an object with "tile", "from" and "flags"':
        '"win" deve essere un oggetto con "tile", "from" e "flags"',
    '"win" has unknown field(s) {fields}': '"win" ha campi sconosciuti: {fields}',
    "pick the winning tile, the tile that completed the hand":
        "scegli la tessera vincente, quella che ha completato la mano",
    '"win" needs "tile", the winning tile (e.g. "5p")':
        '"win" richiede "tile", la tessera vincente (ad es. "5p")',
    '"from" must be "self" or the discarder\'s seat E, S, W or N, not {source!r}':
        '"from" deve essere "self" o il posto di chi ha scartato, E, S, W o N, non {source!r}',
    "seat {wind} is empty at a table of three and holds no hand":
        "il posto {wind} è vuoto a un tavolo da tre e non ha mano",
    "seat {wind} cannot win on a discard of seat {empty}, which is empty at a table of three":
        "il posto {wind} non può vincere su uno scarto del posto {empty}, vuoto a un tavolo da tre",
    'a player cannot win on his own discard (use "from": "self")':
        'un giocatore non può vincere con il proprio scarto (usare "from": "self")',
    '"flags" must be a list of names': '"flags" deve essere una lista di nomi',
    "unknown win flag {flag!r} (known: {known})":
        "indicatore di vittoria {flag!r} sconosciuto (noti: {known})",
    'the winning tile {tile} is not in the hand "{hand}"':
        'la tessera vincente {tile} non è nella mano "{hand}"',
    'the winning tile {tile} is not in the hand "{hand}" (nor in a meld claimed with the winning discard)':
        'la tessera vincente {tile} non è nella mano "{hand}" '
        "(né in una combinazione dichiarata con lo scarto vincente)",
    # rulesets, options, tile counts
    "unknown ruleset {ruleset!r} (known: {known})": "regolamento sconosciuto {ruleset!r} (noti: {known})",
    "ruleset {ruleset!r} is not available in this version yet (available: {available})":
        "il regolamento {ruleset!r} non è ancora disponibile in questa versione (disponibili: {available})",
    "ruleset {ruleset!r} is not available in this version yet (available: none)":
        "il regolamento {ruleset!r} non è ancora disponibile in questa versione (nessuno disponibile)",
    '"options" must be an object of name: value': '"options" deve essere un oggetto nome: valore',
    "unknown option {name!r} for {ruleset} (its options: {names})":
        "opzione {name!r} sconosciuta per {ruleset} (le sue opzioni: {names})",
    "unknown option {name!r} for {ruleset} (its options: none)":
        "opzione {name!r} sconosciuta per {ruleset} ({ruleset} non ha opzioni)",
    "option {name} must be one of {allowed}, not {value!r}":
        "l'opzione {name} deve essere uno tra {allowed}, non {value!r}",
    "option {name} must be true or false, not {value!r}":
        "l'opzione {name} deve essere vero o falso (true/false), non {value!r}",
    "option {name} must be a whole number, not {value!r}":
        "l'opzione {name} deve essere un numero intero, non {value!r}",
    "option {name} must be a number, not {value!r}": "l'opzione {name} deve essere un numero, non {value!r}",
    "option {name} must be a text, not {value!r}": "l'opzione {name} deve essere un testo, non {value!r}",
    "option {name} must be a {kind}, not {value!r}":
        "l'opzione {name} deve essere di tipo {kind}, non {value!r}",
    "the winning hand has {count} tiles, a complete hand needs {needed}":
        "la mano vincente ha {count} tessere, una mano completa ne richiede {needed}",
    "the hand has {count} tiles; a hand that did not win holds at most {most}":
        "la mano ha {count} tessere; una mano che non ha vinto ne contiene al massimo {most}",
    # game flow, settlement, simulated deals (programming errors, said all the same)
    "a round wind is E, S, W or N, not {wind!r}": "il vento del giro è E, S, W o N, non {wind!r}",
    "each dice total is between 2 and 12": "ogni somma dei dadi è compresa tra 2 e 12",
    "unknown rotation policy {policy!r} (known: {known})":
        "regola di rotazione {policy!r} sconosciuta (note: {known})",
    "the game is over: four rounds have been played": "la partita è finita: sono stati giocati quattro giri",
    "a seat cannot pay itself ({seat})": "un posto non può pagare sé stesso ({seat})",
    "no random deals for ruleset {ruleset!r} yet (known: {known})":
        "ancora nessuna mano casuale per il regolamento {ruleset!r} (noti: {known})",
    "could not deal a valid hand": "impossibile distribuire una mano valida",
    # the American card file (docs/card-format.md)
    "card {source} has {count}:\n{lines}": "la carta {source} ha {count}:\n{lines}",
    "1 error": "1 errore",
    "{count} errors": "{count} errori",
    "{above}\n{line}": "{above}\n{line}",
    "  {source}:{line}: {message}": "  {source}:{line}: {message}",
    "  {source}: {message}": "  {source}: {message}",
    "line {line}: {message}": "riga {line}: {message}",
    "not valid TOML: {error}": "TOML non valido: {error}",
    "cannot read the file: {error}": "impossibile leggere il file: {error}",
    'missing the [card] table with the card\'s "name"': 'manca la tabella [card] con il "name" della carta',
    "the card has no [[hand]]": "la carta non ha nessuna [[hand]]",
    'missing "{key}"': 'manca "{key}"',
    'unknown key "{key}" {what} (known: {known})': 'chiave "{key}" sconosciuta {what} (note: {known})',
    "in the file": "nel file",
    "in [card]": "in [card]",
    "in a category": "in una categoria",
    "in a hand": "in una mano",
    '"{key}" must be a text, not {value!r}': '"{key}" deve essere un testo, non {value!r}',
    '"{key}" must be a whole number, not {value!r}': '"{key}" deve essere un numero intero, non {value!r}',
    '"{key}" must be true or false, not {value!r}': '"{key}" deve essere true o false, non {value!r}',
    '"{key}" must be a list, not {value!r}': '"{key}" deve essere una lista, non {value!r}',
    '"{key}" must be a value, not {value!r}': '"{key}" deve essere un valore, non {value!r}',
    "write each {name} as a [[{name}]] table": "scrivere ogni {name} come tabella [[{name}]]",
    'duplicate category id "{id}"': 'id di categoria "{id}" ripetuto',
    'duplicate hand id "{id}" (first on line {line})':
        'id di mano "{id}" ripetuto (la prima volta alla riga {line})',
    'unknown category "{category}" (declared: {declared})':
        'categoria "{category}" sconosciuta (dichiarate: {declared})',
    'unknown category "{category}" (declared: none)':
        'categoria "{category}" sconosciuta (nessuna dichiarata)',
    '"value" must be more than 0, not {value}': '"value" deve essere maggiore di 0, non {value}',
    'a hand with "enabled = false" needs a "reason"': 'una mano con "enabled = false" richiede un "reason"',
    "an alternative must be a text of groups, not {value!r}":
        "un'alternativa deve essere un testo di gruppi, non {value!r}",
    '"alternatives" is empty: leave it out or list some':
        '"alternatives" è vuoto: toglierlo o elencarne qualcuna',
    'may_match "{pair}" must name two suit letters of the hand ({suits}), like "A B"':
        'may_match "{pair}" deve indicare due lettere di seme della mano ({suits}), come "A B"',
    'may_match "{pair}" must name two suit letters of the hand (none), like "A B"':
        'may_match "{pair}" deve indicare due lettere di seme della mano (non ne ha), come "A B"',
    '"{pattern}" has {count} tiles; a hand needs {needed} (or set enabled = false with a reason)':
        '"{pattern}" ha {count} tessere; una mano ne richiede {needed} (o enabled = false con un motivo)',
    "no set of tiles can make hand {hand} (check its constraints)":
        "nessun insieme di tessere può formare la mano {hand} (controllarne i vincoli)",
    '"{text}" is not a tile of a pattern (numbers like 5A, xB, x+1C, 3?; 0 for White as zero; F; E S W N; '
    "Rd Gd Wd; dragon, dragon1-3, dragon(A); wind, wind1-4)":
        '"{text}" non è una tessera di uno schema (numeri come 5A, xB, x+1C, 3?; 0 per il Bianco come zero; '
        "F; E S W N; Rd Gd Wd; dragon, dragon1-3, dragon(A); wind, wind1-4)",
    '"{group}": a group holds 1 to 6 tiles (single to sextet), not {size}':
        '"{group}": un gruppo ha da 1 a 6 tessere (dalla singola alla sestina), non {size}',
    "write x odd, x even, x in 1..5, x in 3,6,9, x != y, x < y, x <= y or x = y+1":
        "scrivere x odd, x even, x in 1..5, x in 3,6,9, x != y, x < y, x <= y o x = y+1",
    '"{line}" is not a constraint ({help})': '"{line}" non è un vincolo ({help})',
    '"{line}": after "in" give a span 1..5 or a list 3,6,9':
        '"{line}": dopo "in" indicare un intervallo 1..5 o una lista 3,6,9',
    '"{line}": {var} is not a rank variable of this hand ({ranks})':
        '"{line}": {var} non è una variabile di valore di questa mano ({ranks})',
    '"{line}": {var} is not a rank variable of this hand (it has none)':
        '"{line}": {var} non è una variabile di valore di questa mano (non ne ha)',
}
