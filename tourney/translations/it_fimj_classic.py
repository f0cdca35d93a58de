"""Italian of the FIMJ and classic rulesets' sentences (templates made with ``tourney.language.say``)."""

MESSAGES: dict[str, str] = {
}
