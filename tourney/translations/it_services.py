"""Italian of the services sentences (templates made with ``tourney.language.say``).

The refusals of the referee's actions, the descriptions of the event log, the rows of the CSV import,
the draw's report and the export's refusals. Fields named ``what`` are the name of a field said as a
sentence of its own ("il nome", "la sede"), so the templates around it put it first or after a verb.
"""

MESSAGES: dict[str, str] = {
    # checks of what the referee typed (services/validate.py) and the fields they name
    "{what} must be text, not {value!r}": "{what} deve essere un testo, non {value!r}",
    "{what} is required": "manca {what}",
    "{what} is longer than {longest} characters": "{what} supera i {longest} caratteri",
    "{what} must be a whole number, not {value!r}": "{what} deve essere un numero intero, non {value!r}",
    "{what} must be from {least} to {most}, not {value}":
        "{what} deve essere tra {least} e {most}, non {value}",
    "{what} must be {least} or more, not {value}": "{what} deve essere almeno {least}, non {value}",
    "{what} must be one of {allowed}, not {value!r}": "{what} deve essere uno tra {allowed}, non {value!r}",
    "{what} must be a date like 2024-05-18, not {value!r}":
        "{what} deve essere una data come 2024-05-18, non {value!r}",
    "{what} must be a date and time like 2024-05-18 09:30, not {value!r}":
        "{what} deve essere una data e un'ora come 2024-05-18 09:30, non {value!r}",
    "the name": "il nome",
    "the club": "il circolo",
    "the country": "il paese",
    "the federation id": "la tessera federale",
    "the team": "la squadra",
    "the status": "lo stato",
    "the tournament's name": "il nome del torneo",
    "the venue": "la sede",
    "the first day": "il primo giorno",
    "the last day": "l'ultimo giorno",
    "the number of rounds": "il numero di turni",
    "the hands per round": "il numero di mani per turno",
    "the minutes per round": "la durata del turno in minuti",
    "the ranking scheme": "il sistema di classifica",
    "the rotation of East": "la rotazione dell'Est",
    "the start": "l'inizio",
    "the duration in minutes": "la durata in minuti",
    "the break in minutes": "la pausa in minuti",
    "the shift in minutes": "lo spostamento in minuti",
    "the penalty points": "i punti di penalità",
    "the reason for the penalty": "il motivo della penalità",
    "the score of seat {seat}": "il punteggio del posto {seat}",
    # a player's status, as the referee reads it
    "registered": "iscritto",
    "present": "presente",
    "withdrawn": "ritirato",
    "substitute": "riserva",
    # players (services/players.py)
    "a player has no field {field!r}": "un giocatore non ha il campo {field!r}",
    "a new player cannot start withdrawn": "un nuovo giocatore non può iniziare come ritirato",
    "{name} is already registered (player {number}, {other})":
        "{name} è già iscritto (giocatore {number}, {other})",
    "{name} is already registered (player {number}, {other}, {club})":
        "{name} è già iscritto (giocatore {number}, {other}, {club})",
    "Add player {name}": "Aggiungi il giocatore {name}",
    "change the status with check-in, withdraw or re-admit":
        "lo stato si cambia con la registrazione della presenza, il ritiro o la riammissione",
    "Edit player {name}": "Modifica il giocatore {name}",
    "name at least one player to check in": "indica almeno un giocatore di cui registrare la presenza",
    "name at least one player to withdraw": "indica almeno un giocatore da ritirare",
    "name at least one player to re-admit": "indica almeno un giocatore da riammettere",
    "name at least one player to make a substitute": "indica almeno un giocatore da rendere riserva",
    "cannot check in {name}: the player is {status}":
        "impossibile registrare la presenza di {name}: il giocatore è {status}",
    "cannot withdraw {name}: the player is {status}": "impossibile ritirare {name}: il giocatore è {status}",
    "cannot re-admit {name}: the player is {status}":
        "impossibile riammettere {name}: il giocatore è {status}",
    "cannot make a substitute {name}: the player is {status}":
        "impossibile rendere riserva {name}: il giocatore è {status}",
    "Check in {names}": "Registra la presenza di {names}",
    "Withdraw {names}": "Ritira {names}",
    "Re-admit {names}": "Riammetti {names}",
    "Make a substitute {names}": "Rendi riserva {names}",
    "{name} is already seated or penalised; withdraw the player instead":
        "{name} ha già un posto o una penalità: ritira il giocatore invece di eliminarlo",
    "Remove player {name}": "Elimina il giocatore {name}",
    # the CSV import (services/players_csv.py)
    "line {line}: {reason}": "riga {line}: {reason}",
    "{before}; {after}": "{before}; {after}",
    "{before}\n{after}": "{before}\n{after}",
    "{count} players imported": "{count} giocatori importati",
    "columns not used: {columns}": "colonne non usate: {columns}",
    "nothing imported: {count} bad row(s): {rows}":
        "nessun giocatore importato: {count} righe errate: {rows}",
    "nothing imported: {count} bad row(s): {rows} (and {more} more)":
        "nessun giocatore importato: {count} righe errate: {rows} (e altre {more})",
    "the first line must name the columns, with one for the player's name (name, or first name and last "
    "name)":
        "la prima riga deve dare i nomi delle colonne, con una per il nome del giocatore (nome e cognome, "
        "oppure nome e cognome in due colonne)",
    "the list is empty": "l'elenco è vuoto",
    "{name} is the same player as on line {line}": "{name} è lo stesso giocatore della riga {line}",
    "{name} is already registered (player {number})": "{name} è già iscritto (giocatore {number})",
    "Import {count} players": "Importa {count} giocatori",
    # reading the file (services/reading.py, services/history.py)
    "the file has no tournament yet": "il file non contiene ancora un torneo",
    "there is no player number {number}": "non esiste il giocatore numero {number}",
    "the first event number must be 0 or more": "il numero del primo evento deve essere 0 o più",
    # table results and penalties (services/results.py)
    "round {round}, table {table}": "turno {round}, tavolo {table}",
    "round {round}, table {table}, deal {deal}": "turno {round}, tavolo {table}, mano {deal}",
    "the four scores add up to {total:+d}, not 0: check the sheet":
        "i quattro punteggi sommano a {total:+d}, non a 0: controlla il foglio",
    "round {round} has no seating yet; draw it first":
        "il turno {round} non ha ancora i posti: fai prima il sorteggio",
    "round {round} has no table {table!r} (tables 1 to {last})":
        "il turno {round} non ha il tavolo {table!r} (tavoli da 1 a {last})",
    "round {round}, table {table} has deals 1 to {count}, not {number!r}":
        "turno {round}, tavolo {table}: le mani vanno da 1 a {count}, non {number!r}",
    "{where}: unknown field {field!r} beside the deal":
        "{where}: campo sconosciuto {field!r} accanto alla mano",
    "{where}: a deal is a JSON object, not {kind}": "{where}: una mano è un oggetto JSON, non {kind}",
    "round {round}, table {table}: {count} deals, but a round has {hands} hands":
        "turno {round}, tavolo {table}: {count} mani, ma un turno ha {hands} mani",
    "no deals to record": "nessuna mano da registrare",
    "round {round}, table {table} has totals only; record its deals with replace to put them in their place":
        "turno {round}, tavolo {table}: ci sono solo i totali; registra le mani sostituendoli per metterle "
        "al loro posto",
    "Record {count} deal(s) at round {round}, table {table}":
        "Registra {count} mani al turno {round}, tavolo {table}",
    "round {round}, table {table} has no deals recorded":
        "turno {round}, tavolo {table}: nessuna mano registrata",
    "Correct deal {number} at round {round}, table {table}":
        "Correggi la mano {number} al turno {round}, tavolo {table}",
    "Remove deal {number} at round {round}, table {table}":
        "Elimina la mano {number} al turno {round}, tavolo {table}",
    "Rescore round {round}, table {table}": "Ricalcola i punteggi del turno {round}, tavolo {table}",
    "give the scores of the four seats E, S, W and N": "indica i punteggi dei quattro posti E, S, W e N",
    "give four scores (seats E, S, W, N), not {count}":
        "indica quattro punteggi (posti E, S, W, N), non {count}",
    "round {round}, table {table} has its deals recorded; use replace to keep only totals":
        "turno {round}, tavolo {table}: le mani sono già registrate; sostituiscile per tenere solo i totali",
    "final scores less the {start} starting points": "punteggi finali meno i {start} punti iniziali",
    "final points turned into scores with uma and oka (RI-G06–G09)":
        "punti finali trasformati in punteggi con uma e oka (RI-G06–G09)",
    "a chombo is given by the table seat E, S, W or N, not {seat!r}":
        "un chombo si indica con il posto al tavolo E, S, W o N, non {seat!r}",
    "the chombos of seat {seat}": "i chombo del posto {seat}",
    "{ruleset} takes no chombo off the final score: give it as a penalty":
        "{ruleset} non toglie chombo dal punteggio finale: dallo come penalità",
    "Record totals at round {round}, table {table}": "Registra i totali al turno {round}, tavolo {table}",
    "a penalty of 0 points changes nothing": "una penalità di 0 punti non cambia nulla",
    "Penalty of {points} to {name}: {reason}": "Penalità di {points} a {name}: {reason}",
    "there is no penalty number {number!r}": "non esiste la penalità numero {number!r}",
    "Cancel penalty {number} ({reason})": "Annulla la penalità {number} ({reason})",
    # rounds (services/rounds.py)
    "there is no round {number!r} (the tournament has {rounds} rounds)":
        "non esiste il turno {number!r} (il torneo ha {rounds} turni)",
    "give the start, the duration or the break": "indica l'inizio, la durata o la pausa",
    "Schedule round {round}": "Programma il turno {round}",
    "a shift of 0 minutes changes nothing": "uno spostamento di 0 minuti non cambia nulla",
    "round {round} has no planned start to shift":
        "il turno {round} non ha un inizio programmato da spostare",
    "Shift round {round} and later by {minutes} minutes":
        "Sposta il turno {round} e i successivi di {minutes} minuti",
    "round {round} already has results; swap seats instead of drawing again":
        "il turno {round} ha già dei risultati: scambia i posti invece di rifare il sorteggio",
    "a seating needs at least one table": "una disposizione dei posti richiede almeno un tavolo",
    "table {table} must seat exactly E, S, W and N (or E, S and W at a table of three)":
        "il tavolo {table} deve avere esattamente E, S, W e N (o E, S e W a un tavolo da tre)",
    "table {table}: {name} has withdrawn": "tavolo {table}: {name} si è ritirato",
    "{name} is seated at table {first} and table {second}":
        "{name} siede al tavolo {first} e al tavolo {second}",
    "Seat round {round} ({count} tables)": "Assegna i posti del turno {round} ({count} tavoli)",
    "choose two different players to swap": "scegli due giocatori diversi da scambiare",
    "{name} has no seat in round {round}": "{name} non ha un posto nel turno {round}",
    "Swap {first} and {second} in round {round}": "Scambia {first} e {second} nel turno {round}",
    # the seat draw (services/seating.py)
    "round {round}": "turno {round}",
    "rounds {first}-{last}": "turni {first}-{last}",
    "solved": "risolto",
    "converged": "convergenza",
    "time": "tempo scaduto",
    "iterations": "passi esauriti",
    "cancelled": "annullato",
    "no seating by standing bands avoids every repeat":
        "nessuna disposizione per fasce di classifica evita ogni ripetizione",
    "some players sit two tables from their standing, to avoid a repeat":
        "alcuni giocatori siedono due tavoli lontano dalla loro posizione in classifica, "
        "per evitare una ripetizione",
    "some players sit three tables from their standing, to avoid a repeat":
        "alcuni giocatori siedono tre tavoli lontano dalla loro posizione in classifica, "
        "per evitare una ripetizione",
    "Drew {which} ({steps} steps in {seconds:.1f} s, stopped: {stopped})":
        "Sorteggio dei posti, {which} ({steps} passi in {seconds:.1f} s, fine: {stopped})",
    "{head}\n{report}": "{head}\n{report}",
    "Draw {which} ({count} players)": "Sorteggio dei posti, {which} ({count} giocatori)",
    "the last round {last} comes before the first {first}":
        "l'ultimo turno {last} viene prima del primo {first}",
    "round {round} already has results; only rounds without results can be drawn (swap seats instead of "
    "drawing again)":
        "il turno {round} ha già dei risultati; si sorteggiano solo turni senza risultati (scambia i posti "
        "invece di rifare il sorteggio)",
    "an odd count is met with {choices}, not {value!r}":
        "un numero di giocatori non multiplo di 4 si risolve con {choices}, non {value!r}",
    "give the scores of the three seats E, S and W (North is empty at a table of three)":
        "indica i punteggi dei tre posti E, S e W (a un tavolo da tre il Nord è vuoto)",
    "table {table}: starting winds at a table of three must be distinct E, S, W":
        "tavolo {table}: a un tavolo da tre i venti di partenza devono essere E, S, W distinti",
    "give three scores (seats E, S, W), not {count}": "indica tre punteggi (posti E, S, W), non {count}",
    "the three scores add up to {total:+d}, not 0: check the sheet":
        "i tre punteggi sommano {total:+d}, non 0: controlla il foglio",
    "{players} players need {needed} substitutes and the file has {substitutes}; add substitutes or "
    "choose byes":
        "{players} giocatori richiedono {needed} riserve e il file ne ha {substitutes}: aggiungi riserve o "
        "scegli i riposi",
    "round {round} is not seated yet; draw it first (or draw every round still to play)":
        "il turno {round} non ha ancora i posti: fai prima il suo sorteggio (o quello di tutti i turni da "
        "giocare)",
    "all {rounds} rounds already have results; nothing is left to draw":
        "tutti i {rounds} turni hanno già dei risultati: non resta nulla da sorteggiare",
    "no round is seated yet": "nessun turno ha ancora i posti",
    # seating constraints (services/seating_constraints.py)
    "a table number is a whole number from 1, not {table!r}":
        "il numero di un tavolo è un numero intero da 1 in su, non {table!r}",
    "Seat {name} always at table {table}": "Fai sedere {name} sempre al tavolo {table}",
    "{name} cannot be kept apart from himself": "{name} non può essere separato da sé stesso",
    "{first} and {second} are already kept apart": "{first} e {second} sono già separati",
    "Never seat {first} with {second}": "Non far mai sedere {first} con {second}",
    "the fixed table of {name}": "il tavolo fisso di {name}",
    "keeping {first} and {second} apart": "la separazione di {first} e {second}",
    "there is no constraint {what}": "non esiste {what}",
    "Stop {what}": "Togli {what}",
    # standings and byes (services/standings.py)
    "the round must be a whole number, not {value!r}": "il turno deve essere un numero intero, non {value!r}",
    "the ranking settings must be an object of name: value":
        "le impostazioni della classifica devono essere un oggetto nome: valore",
    "the ranking scheme must be a name, not {value!r}":
        "il sistema di classifica deve essere un nome, non {value!r}",
    "Rank by {scheme}": "Classifica per {scheme}",
    "points": "punti",
    "table points": "punti tavolo",
    "rank points": "punti piazzamento",
    "{name} has a seat in round {round}; a bye is for a player who sits the round out":
        "{name} ha un posto nel turno {round}; il riposo è per chi non gioca il turno",
    "{name} already has a bye in round {round}": "{name} ha già un riposo nel turno {round}",
    "Bye for {name} in round {round}": "Riposo per {name} nel turno {round}",
    "{name} has no bye in round {round}": "{name} non ha un riposo nel turno {round}",
    "Take back the bye of {name} in round {round}": "Togli il riposo di {name} nel turno {round}",
    # the tournament (services/tournament.py, services/demo.py)
    "the ruleset options must be an object of name: value":
        "le opzioni del regolamento devono essere un oggetto nome: valore",
    "unknown ruleset {ruleset!r} (known: {known})": "regolamento sconosciuto {ruleset!r} (noti: {known})",
    "the last day {last} is before the first day {first}":
        "l'ultimo giorno {last} viene prima del primo giorno {first}",
    "Create the tournament {name}": "Crea il torneo {name}",
    "{path} has no tournament in it": "{path} non contiene un torneo",
    "a tournament has no field {field!r}": "un torneo non ha il campo {field!r}",
    "round {round} already has seats; the tournament cannot end after {rounds} rounds":
        "il turno {round} ha già i posti: il torneo non può finire dopo {rounds} turni",
    "deals are already recorded under the present rules; the options and rotation can no longer change":
        "ci sono già mani registrate con le regole attuali: le opzioni e la rotazione non possono più "
        "cambiare",
    "Edit the tournament {name}": "Modifica il torneo {name}",
    "could not simulate a valid {ruleset} deal": "impossibile simulare una mano valida di {ruleset}",
    "the demo needs the {ruleset!r} rules, which this version cannot score yet":
        "la dimostrazione richiede le regole {ruleset!r}, che questa versione non sa ancora calcolare",
    "the demo needs a multiple of 4 players, not {count}":
        "la dimostrazione richiede un multiplo di 4 giocatori, non {count}",
    # printing (services/printing.py, export)
    "table {table}, {name}: seat wind {wind!r} is not E, S, W or N":
        "tavolo {table}, {name}: il vento del posto {wind!r} non è E, S, W o N",
    "table {table}: starting winds must be distinct E, S, W, N":
        "tavolo {table}: i venti di partenza devono essere E, S, W, N, tutti diversi",
    "round {round} is not drawn yet: draw its seats first":
        "il turno {round} non è ancora sorteggiato: sorteggia prima i posti",
    "no round is drawn yet: player cards need at least one drawn round":
        "nessun turno è ancora sorteggiato: le schede dei giocatori richiedono almeno un turno sorteggiato",
    "no table has a final result yet: there are no standings to print":
        "nessun tavolo ha ancora un risultato definitivo: non c'è una classifica da stampare",
    "unknown language {language!r}; use one of {known}":
        "lingua sconosciuta {language!r}; usa una tra {known}",
    "unknown paper {paper!r}; use one of {known}":
        "formato di carta sconosciuto {paper!r}; usa uno tra {known}",
    "no score sheet for ruleset {ruleset!r}; known: fimj, classic-*, american, singapore, mcr, riichi-ema, "
    "riichi-wrc":
        "nessun foglio segnapunti per il regolamento {ruleset!r}; "
        "noti: fimj, classic-*, american, singapore, mcr, riichi-ema, riichi-wrc",
    # players_csv.py and validate.py (issue #33)
    "the list looks like UTF-16 text but byte {at} is not; save it again as UTF-8 or UTF-16":
        "l'elenco sembra testo UTF-16 ma il byte {at} non lo è: salvalo di nuovo come UTF-8 o UTF-16",
    "line {line}: a quote opened on this line is never closed; nothing imported":
        "riga {line}: una virgoletta aperta su questa riga non è mai chiusa; non è stato importato niente",
    "line {line}: a field is longer than {limit} KiB; nothing imported":
        "riga {line}: un campo è più lungo di {limit} KiB; non è stato importato niente",
    "line {line} breaks the rules of CSV ({error}); nothing imported":
        "la riga {line} non rispetta le regole del CSV ({error}); non è stato importato niente",
    "cannot read {path}: {error}": "impossibile leggere {path}: {error}",
    "the list is {size:.1f} MiB; the largest list tourney imports is {limit} MiB (about 250,000 players)":
        "l'elenco è di {size:.1f} MiB; il più grande che tourney importa è di {limit} MiB (circa 250.000 "
        "giocatori)",
    "{what} contains a control character (U+{code:04X}) at character {position}":
        "{what} contiene un carattere di controllo (U+{code:04X}) al carattere {position}",
    "round {round} got results while the draw was made; nothing was changed (swap seats instead of drawing "
    "again)":
        "il turno {round} ha ricevuto risultati mentre si faceva il sorteggio; non è cambiato niente "
        "(scambia i posti invece di sorteggiare di nuovo)",
    "round {round} was drawn again after this was sent":
        "il turno {round} è stato sorteggiato di nuovo dopo questo invio",
}
