"""Italian of the engine sentences (templates made with ``tourney.language.say``)."""

MESSAGES: dict[str, str] = {
}
