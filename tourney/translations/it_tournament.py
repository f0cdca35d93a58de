"""Italian of the tournament sentences (templates made with ``tourney.language.say``)."""

MESSAGES: dict[str, str] = {
}
