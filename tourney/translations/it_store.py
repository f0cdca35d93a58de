"""Italian of the tournament file's sentences: opening it, its refusals, undo and redo."""

MESSAGES: dict[str, str] = {
    # store.py
    "there is no row {row_id} in {table}": "non c'è la riga {row_id} in {table}",
    "{path} already exists; choose another name": "{path} esiste già: scegli un altro nome",
    "there is no tournament file {path}": "non c'è nessun file di torneo {path}",
    "{path} is open in another program ({holder}); close it there first":
        "{path} è aperto in un altro programma ({holder}): chiudilo prima lì",
    "{path} is not a tournament file ({error})": "{path} non è un file di torneo ({error})",
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
}
