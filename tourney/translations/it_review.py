"""Italian of the referee's review of what the tables' phones sent (services.review, commands)."""

MESSAGES = {
    "submission {number} holds totals, not a deal": "l'invio {number} contiene i totali, non una mano",
    "Approve {what} as corrected by the referee": "Approva {what} come corretta dall'arbitro",
}
