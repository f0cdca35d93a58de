"""The EMA's player numbers and three-letter country codes, and the names referees type for them.

EMA numbers have 8 digits and the first two are the number of the player's national organisation
among the EMA's members: [01] Austria, [02] Belgium, [03] Denmark, [04] France, [05] Germany,
[06] Hungary, [07] Italy, [08] Netherlands, [09] Sweden, [10] Spain, [11] United Kingdom,
[12] Portugal, [14] Finland, [15] Russia, [16] Switzerland, [17] Slovakia, [19] Poland (the member
list of the "European Mahjong Association" page of riichi.wiki, which numbers each member this way;
the EMA's results workbook keeps them as 8-digit numbers, a reader padding a 7-digit one with its
lost leading 0, as Jesterboxboy/ema_scraper's calculators/get_results.py does). A newer member's
number is not refused: only the shape is checked.

Countries are written as three-letter codes, those of ISO 3166-1 alpha-3 (ITA, DEU, NLD …): the EMA's
pages name each country by a three-letter code, and ISO's are the ones federations share (the sports
codes GER, NED, SUI and POR are read too). A referee's "Italia", "Italy" or "IT" is mapped to ITA and
the export says which it mapped.
"""

from __future__ import annotations

import re
import unicodedata

EMA_ID = re.compile(r"\d{8}")
# the EMA results file's columns (here, so that `tourney ema --help` names them without the export)
EMA_HEADER = ("Position", "First name", "Last name", "EMA number", "Table points", "Score", "Nationality")

MEMBER_NUMBERS: dict[str, str] = {
    "01": "AUT", "02": "BEL", "03": "DNK", "04": "FRA", "05": "DEU", "06": "HUN", "07": "ITA",
    "08": "NLD", "09": "SWE", "10": "ESP", "11": "GBR", "12": "PRT", "14": "FIN", "15": "RUS",
    "16": "CHE", "17": "SVK", "19": "POL",
}

# code: (two-letter code, the names in English, Italian and the country's own language)
_COUNTRIES: dict[str, tuple[str, ...]] = {
    "AUT": ("AT", "Austria", "Österreich", "Osterreich"),
    "BEL": ("BE", "Belgium", "Belgio", "België", "Belgique", "Belgien"),
    "DNK": ("DK", "Denmark", "Danimarca", "Danmark"),
    "FRA": ("FR", "France", "Francia"),
    "DEU": ("DE", "Germany", "Germania", "Deutschland", "GER"),
    "HUN": ("HU", "Hungary", "Ungheria", "Magyarország"),
    "ITA": ("IT", "Italy", "Italia"),
    "NLD": ("NL", "Netherlands", "The Netherlands", "Holland", "Paesi Bassi", "Olanda", "Nederland", "NED"),
    "SWE": ("SE", "Sweden", "Svezia", "Sverige"),
    "ESP": ("ES", "Spain", "Spagna", "España"),
    "GBR": ("GB", "UK", "United Kingdom", "Great Britain", "England", "Scotland", "Wales", "Regno Unito",
            "Inghilterra", "Gran Bretagna"),
    "PRT": ("PT", "Portugal", "Portogallo", "POR"),
    "FIN": ("FI", "Finland", "Finlandia", "Suomi"),
    "RUS": ("RU", "Russia", "Rossiya"),
    "CHE": ("CH", "Switzerland", "Svizzera", "Schweiz", "Suisse", "SUI"),
    "SVK": ("SK", "Slovakia", "Slovacchia", "Slovensko"),
    "POL": ("PL", "Poland", "Polonia", "Polska"),
    "CZE": ("CZ", "Czech Republic", "Czechia", "Repubblica Ceca", "Cechia", "Česko"),
    "IRL": ("IE", "Ireland", "Irlanda", "Éire"),
    "UKR": ("UA", "Ukraine", "Ucraina", "Ukraina"),
    "NOR": ("NO", "Norway", "Norvegia", "Norge"),
    "LTU": ("LT", "Lithuania", "Lituania", "Lietuva"),
    "SVN": ("SI", "Slovenia", "Slovenija"),
    "ROU": ("RO", "Romania", "România"),
    "GRC": ("GR", "Greece", "Grecia", "Hellas"),
    "LUX": ("LU", "Luxembourg", "Lussemburgo"),
    "SMR": ("SM", "San Marino"),
    "JPN": ("JP", "Japan", "Giappone"),
    "CHN": ("CN", "China", "Cina"),
    "USA": ("US", "United States", "Stati Uniti", "America"),
}


def _plain(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.strip().casefold())
    return " ".join("".join(c for c in folded if not unicodedata.combining(c)).split())


_BY_NAME: dict[str, str] = {_plain(code): code for code in _COUNTRIES}
for _code, _names in _COUNTRIES.items():
    for _name in _names:
        _BY_NAME.setdefault(_plain(_name), _code)


def country_code(text: str) -> str | None:
    """The EMA's three-letter code of a country as a referee typed it ("Italia" → ITA); None: unknown."""
    return _BY_NAME.get(_plain(text)) if text.strip() else None


def is_code(text: str) -> bool:
    """Whether ``text`` is already one of the three-letter codes, written as the EMA writes it."""
    return text in _COUNTRIES


def split_name(name: str) -> tuple[str, str]:
    """First and last name of a player entered as one name: the last word is the last name, with the
    particles before it ("Marco De Luca" → "Marco", "De Luca"); a one-word name is a last name."""
    words = name.split()
    if len(words) < 2:
        return "", name.strip()
    start = len(words) - 1
    while start > 1 and _plain(words[start - 1]) in _PARTICLES:
        start -= 1
    return " ".join(words[:start]), " ".join(words[start:])


_PARTICLES = {"de", "di", "da", "del", "della", "dei", "degli", "dal", "van", "von", "der", "den", "ten",
              "ter", "le", "la", "du", "dos", "das", "lo", "mac", "st."}
