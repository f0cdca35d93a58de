"""Italian of the Singapore and American rulesets' sentences (templates of ``tourney.language.say``)."""

MESSAGES: dict[str, str] = {
}
