"""Italian for juniors and seniors worked out from age (#31 point 2).

Juniores and Seniores are the words Italian sports federations use for their young and their older
players' categories (bridge, athletics, cycling); they carry no number, so they stay true whatever
age limits the referee sets (an "Under 18" would lie once the limit is 16).
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "juniors":
        "Juniores",
    "seniors":
        "Seniores",
    "{name}: born {value!r} is not a year (2008) or a date (2008-05-14) from 1900 to today":
        "{name}: la nascita {value!r} non è un anno (2008) né una data (2008-05-14) tra il 1900 e oggi",
    "the juniors' age limit":
        "l'età limite degli juniores",
    "the seniors' age":
        "l'età dei seniores",
    "the seniors' age {seniors} is below the juniors' limit {juniors}":
        "l'età dei seniores {seniors} è inferiore al limite degli juniores {juniors}",
    "Juniors under {juniors}, seniors from {seniors}":
        "Juniores sotto i {juniors} anni, seniores dai {seniors}",
    "{age} years old on {day}: {category}":
        "{age} anni al {day}: {category}",
    "{age} years old on {day}":
        "{age} anni al {day}",
}
