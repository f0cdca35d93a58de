"""Italian of the table-side entry: table secrets, pairing codes, deals sent from phones, approval.

Glossary: submission = invio, pending = in attesa, approve = approvare, reject = respingere,
secret = chiave del tavolo, pairing code = codice di abbinamento, phone = telefono.
"""

MESSAGES: dict[str, str] = {
    # services/table_secrets.py
    "Issue the table secrets of round {round}": "Crea le chiavi dei tavoli del turno {round}",
    "New secret for round {round}, table {table}": "Nuova chiave per il turno {round}, tavolo {table}",
    "Revoke the secret of round {round}, table {table}": "Revoca la chiave del turno {round}, tavolo {table}",
    "round {round}, table {table} has no secret to revoke":
        "il turno {round}, tavolo {table} non ha una chiave da revocare",
    "this table link is not valid; ask the referee for a new one":
        "questo collegamento al tavolo non è valido; chiedine uno nuovo all'arbitro",
    "a pairing code is {digits} digits": "un codice di abbinamento ha {digits} cifre",
    "no table has the code {code}; check it with the referee":
        "nessun tavolo ha il codice {code}; verificalo con l'arbitro",
    # services/submissions.py
    "there is no submission number {number!r}": "non c'è un invio numero {number!r}",
    "this phone has no valid name; open the table page again":
        "questo telefono non ha un nome valido; riapri la pagina del tavolo",
    "a deal is a JSON object with round_wind and seats": "una mano è un oggetto JSON con round_wind e seats",
    "the deal number": "il numero della mano",
    "round {round}, table {table} has its totals approved":
        "il turno {round}, tavolo {table} ha già i totali approvati",
    "deal {number} is approved already; ask the referee to correct it":
        "la mano {number} è già approvata; chiedi all'arbitro di correggerla",
    "send deal {next} first": "invia prima la mano {next}",
    "Table {table} of round {round} sends deal {number}":
        "Il tavolo {table} del turno {round} invia la mano {number}",
    "Table {table} of round {round} confirms deal {number}":
        "Il tavolo {table} del turno {round} conferma la mano {number}",
    "Table {table} of round {round} sends its totals": "Il tavolo {table} del turno {round} invia i totali",
    "round {round}, table {table} has its sheet approved already":
        "il turno {round}, tavolo {table} ha già il foglio approvato",
    "submission {number} is not waiting for approval any more":
        "l'invio {number} non è più in attesa di approvazione",
    "the totals of round {round}, table {table}": "i totali del turno {round}, tavolo {table}",
    "deal {number} of round {round}, table {table}": "la mano {number} del turno {round}, tavolo {table}",
    "approve deal {next} of round {round}, table {table} first":
        "approva prima la mano {next} del turno {round}, tavolo {table}",
    "Approve {what}": "Approva {what}",
    "Reject {what}: {reason}": "Respingi {what}: {reason}",
    "the reason": "il motivo",
    "Approve deals confirmed by two phones automatically":
        "Approva da solo le mani confermate da due telefoni",
    "Stop approving deals automatically": "Smetti di approvare le mani da solo",
}
