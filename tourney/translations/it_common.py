"""Italian of the words every layer uses: the winds of the seats."""

MESSAGES: dict[str, str] = {
    "East": "Est",
    "South": "Sud",
    "West": "Ovest",
    "North": "Nord",
}
