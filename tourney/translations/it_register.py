"""Italian of the EMA results file's checks and of the player register (services/ema_export.py and
services/register.py). EMA number = numero EMA; register = anagrafica dei giocatori."""

MESSAGES: dict[str, str] = {
    # the EMA results file
    "all rows: {what}": "tutte le righe: {what}",
    "row {row}, {player}: {what}": "riga {row}, {player}: {what}",
    "the EMA file was not written: {count} problem(s); export it anyway to write it as it is":
        "il file EMA non è stato scritto: {count} problema/i; esportalo comunque per scriverlo così com'è",
    "no country": "manca il paese",
    "the country {country!r} is not one the EMA knows; write its three-letter code, like ITA":
        "il paese {country!r} non è tra quelli che l'EMA conosce; scrivi il suo codice di tre lettere, "
        "come ITA",
    "the country {country!r} written as {code}": "il paese {country!r} scritto come {code}",
    "no EMA number": "manca il numero EMA",
    "the EMA number {number!r} is not 8 digits": "il numero EMA {number!r} non è di 8 cifre",
    "the players' scores add up to {total:+d}, not 0 (penalties take off {penalties}; byes give "
    "{byes} point(s) each)":
        "i punteggi dei giocatori sommano a {total:+d}, non a 0 (le penalità tolgono {penalties}; ogni "
        "riposo dà {byes} punti)",
    # the player register
    "the EMA id": "il numero EMA",
    "the contact": "il recapito",
    "the list's name": "il nome dell'elenco",
    "a person of the register has no field {field!r}":
        "una persona dell'anagrafica non ha il campo {field!r}",
    "the register {path} cannot be opened: {error}": "impossibile aprire l'anagrafica {path}: {error}",
    "the register has no person {number}": "l'anagrafica non ha la persona {number}",
    "{name} is already in the register as number {number} ({other}); nothing added":
        "{name} è già nell'anagrafica con il numero {number} ({other}); non è stato aggiunto nessuno",
    "{name} is given twice; nothing added": "{name} compare due volte; non è stato aggiunto nessuno",
    "the register has no list named {name!r}": "l'anagrafica non ha un elenco chiamato {name!r}",
    "choose at least one person of the register to add":
        "scegli almeno una persona dell'anagrafica da aggiungere",
    "{name} is already a player of this tournament (player {number}); nothing added":
        "{name} è già un giocatore di questo torneo (giocatore {number}); non è stato aggiunto nessuno",
    "Add {count} players from the register": "Aggiungi {count} giocatori dall'anagrafica",
}
