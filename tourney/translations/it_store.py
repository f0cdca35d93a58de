"""Italian of the store sentences (templates made with ``tourney.language.say``)."""

MESSAGES: dict[str, str] = {
}
