"""Italian of the tournament file's sentences: opening it, its refusals, undo and redo."""

MESSAGES: dict[str, str] = {
    # store.py
    "there is no row {row_id} in {table}": "non c'è la riga {row_id} in {table}",
    "{path} already exists; choose another name": "{path} esiste già: scegli un altro nome",
    "there is no tournament file {path}": "non c'è nessun file di torneo {path}",
    "{path} is open in another program ({holder}); close it there first":
        "{path} è aperto in un altro programma ({holder}): chiudilo prima lì",
    "{path} is not a tournament file": "{path} non è un file di torneo",
    "{path} was written by a newer version of tourney (schema {schema}); update tourney to open it":
        "{path} è stato scritto da una versione più recente di tourney (schema {schema}): "
        "aggiorna tourney per aprirlo",
    "one action cannot start inside another": "un'azione non può cominciare dentro un'altra",
    "{action}: refused by the file ({error})": "{action}: rifiutato dal file ({error})",
    # history.py
    "Undo: {action}": "Annullato: {action}",
    "Redo: {action}": "Ripristinato: {action}",
    "the number of steps to undo must be 1 or more, not {steps}":
        "i passi da annullare devono essere almeno 1, non {steps}",
    "the number of steps to redo must be 1 or more, not {steps}":
        "i passi da ripristinare devono essere almeno 1, non {steps}",
    "there is nothing to undo": "non c'è niente da annullare",
    "there is nothing to redo": "non c'è niente da ripristinare",
    "there are only {count} actions to undo, not {steps}":
        "ci sono solo {count} azioni da annullare, non {steps}",
    "there are only {count} actions to redo, not {steps}":
        "ci sono solo {count} azioni da ripristinare, non {steps}",
    "cannot undo: refused by the file ({error})": "impossibile annullare: rifiutato dal file ({error})",
    "cannot redo: refused by the file ({error})": "impossibile ripristinare: rifiutato dal file ({error})",
    "cannot undo: row {row_id} of {table} has changed since; the file does not match its log":
        "impossibile annullare: la riga {row_id} di {table} è cambiata nel frattempo; il file non "
        "corrisponde al suo registro",
    "cannot redo: row {row_id} of {table} has changed since; the file does not match its log":
        "impossibile ripristinare: la riga {row_id} di {table} è cambiata nel frattempo; il file non "
        "corrisponde al suo registro",
    # failures.py, identify.py and the opening of a file (issue #33)
    "the disk holding {path} is full (or the file may grow no larger); nothing was written":
        "il disco che contiene {path} è pieno (o il file non può crescere oltre): non è stato scritto niente",
    "the disk reported an input/output error on {path}; copy the file elsewhere and check the disk":
        "il disco ha segnalato un errore di lettura/scrittura su {path}: copia il file altrove e controlla "
        "il disco",
    "{path} cannot be written: the file or its folder is read-only":
        "{path} non si può scrivere: il file o la sua cartella è di sola lettura",
    "the tournament file": "il file del torneo",
    "{path}: {error}": "{path}: {error}",
    "{path} cannot be opened: its folder is missing or cannot be written":
        "{path} non si può aprire: la sua cartella non esiste o non si può scrivere",
    "{path} is damaged ({error}); open one of its backups instead":
        "{path} è danneggiato ({error}): apri invece una delle sue copie di sicurezza",
    "{path} is busy in another program; close it there first":
        "{path} è occupato in un altro programma: chiudilo prima lì",
    "{path} could not be read or written ({error})":
        "non è stato possibile leggere o scrivere {path} ({error})",
    "{path} cannot be reached: the file or its folder does not exist":
        "{path} non si raggiunge: il file o la sua cartella non esiste",
    "{path} is a folder, not a file": "{path} è una cartella, non un file",
    "{path} is open for reading only; {action} is not done":
        "{path} è aperto in sola lettura: {action} non è stato fatto",
    "{path} has {count} names on the disk (hard links) and tourney keeps its latest changes beside one name "
    "only; remove the other names, or open a copy of it":
        "{path} ha {count} nomi sul disco (collegamenti fisici) e tourney tiene le ultime modifiche accanto "
        "a un nome solo: togli gli altri nomi, o apri una sua copia",
    # intact.py and services/backups.py (issue #33: backups, damage found on opening)
    "{path} is damaged and was not opened ({problem}); there is no good backup of it in {folder}":
        "{path} è danneggiato e non è stato aperto ({problem}); non ce n'è nessuna copia di sicurezza "
        "integra in {folder}",
    "{path} is damaged and was not opened ({problem}); the newest good backup is {backup}, which "
    "`tourney restore {path} --backup {name} -o NEW.tourney` copies into a new file":
        "{path} è danneggiato e non è stato aperto ({problem}); la copia di sicurezza integra più recente "
        "è {backup}, che `tourney restore {path} --backup {name} -o NUOVO.tourney` copia in un file nuovo",
    "unreadable": "illeggibile",
    "there is no backup called {name} in {folder}": "non c'è nessuna copia di sicurezza {name} in {folder}",
    "there is no backup taken after round {round} in {folder} (backups after rounds: {rounds})":
        "non c'è nessuna copia di sicurezza fatta dopo il turno {round} in {folder} (copie dopo i turni: "
        "{rounds})",
    "the backup {name} is damaged; choose another":
        "la copia di sicurezza {name} è danneggiata: scegline un'altra",
    "a tournament kept in memory has no backups": "un torneo tenuto in memoria non ha copie di sicurezza",
    "cannot make the backups folder {folder}: {reason}":
        "impossibile creare la cartella delle copie di sicurezza {folder}: {reason}",
    "Keep the backups in {folder}": "Tieni le copie di sicurezza in {folder}",
    "an index of {table} has lost rows that the table holds":
        "un indice di {table} ha perso righe che la tabella contiene",
    "{path} is damaged ({problem}) and nothing was changed; {backup}":
        "{path} è danneggiato ({problem}) e non è stato cambiato nulla; {backup}",
    "the newest good backup is {backup}, which `tourney restore {path} --backup {name} -o "
    "NEW.tourney` copies into a new file":
        "la copia di sicurezza integra più recente è {backup}, che `tourney restore {path} --backup {name} "
        "-o NUOVO.tourney` copia in un file nuovo",
    "there is no good backup of it in {folder}": "non ce n'è nessuna copia di sicurezza integra in {folder}",
    # services/results.py: the seating re-checked inside the transaction (issue #33 point 3)
    "round {round}, table {table} was drawn again since these deals were written for it; nothing was "
    "recorded: check them against the new seating":
        "il turno {round}, tavolo {table} è stato sorteggiato di nuovo dopo che queste mani sono state "
        "scritte per esso; non è stato registrato nulla: controllale con la nuova disposizione",
    # services/submissions.py: a phone's sending re-checked against the seating it showed (#33 point 3)
    "this send does not say who sits where; open the table page again":
        "questo invio non dice chi siede dove; apri di nuovo la pagina del tavolo",
    "round {round}, table {table} was drawn again after this page was loaded; nothing was sent: open the "
    "table page again":
        "il turno {round}, tavolo {table} è stato sorteggiato di nuovo dopo che questa pagina è stata "
        "aperta; non è stato inviato nulla: apri di nuovo la pagina del tavolo",
    "round {round}, table {table} was drawn again after its phone sent {what}; nothing was approved: "
    "reject it and ask the table to send it again from its page":
        "il turno {round}, tavolo {table} è stato sorteggiato di nuovo dopo che il suo telefono ha inviato "
        "{what}; non è stato approvato nulla: rifiutalo e chiedi al tavolo di inviarlo di nuovo dalla "
        "sua pagina",
}
