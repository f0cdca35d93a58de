"""Italian of the services sentences (templates made with ``tourney.language.say``)."""

MESSAGES: dict[str, str] = {
}
