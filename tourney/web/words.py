"""The words of the pages in Italian and English, and which language a browser gets.

The language is the ``lang`` cookie the page's switch sets, else the first of Italian or English in
the browser's Accept-Language, else Italian (the club's). Messages of the lower layers (made with
``say``) are translated by :func:`tourney.language.translate`; the engine's item names by their
catalogue entry.
"""

from __future__ import annotations

from tourney.language import catalogue, translate
from tourney.web.words_checkin import CHECKIN
from tourney.web.words_phone import PHONE

LANGUAGES = ("it", "en")
DEFAULT = "it"

PAGE: dict[str, dict[str, str]] = {
    "en": {
        "address_title": "Table entry",
        "pair_prompt": "Type your table's 6-digit code",
        "pair": "Open my table",
        "live_link": "Live results",
        "round": "Round",
        "table": "Table",
        "seating": "Seating",
        "deals": "Deals",
        "deal": "Deal",
        "new_deal": "Enter deal {n}",
        "hand": "Hand",
        "wins": "wins",
        "from": "from",
        "self_drawn": "self-drawn",
        "winning_tile": "winning tile",
        "flags": "How it was won",
        "void": "No winner (void deal)",
        "preview": "Score",
        "send": "Send to the referee",
        "send_totals": "Send the totals",
        "totals_only": "Totals only",
        "totals_help": "Only the four final scores of the table, when the event records no deals.",
        "totals_points_help": "Each player's final points as on the sheet (the hanchan started at {start}), "
                              "and any chombo; the scores with uma and oka are worked out on sending.",
        "pending": "waiting for the referee",
        "approved": "approved",
        "rejected": "rejected",
        "replaced": "replaced",
        "confirm": "Confirm (same deal)",
        "edit": "Correct",
        "sent_by": "sent by",
        "phone": "phone",
        "your_phone": "this phone",
        "no_deals": "No deals yet.",
        "payments": "Payments",
        "net": "Net",
        "pays": "pays",
        "items": "Items",
        "score": "score",
        "standings": "Standings",
        "by_table": "By table",
        "by_name": "By name",
        "player": "Player",
        "place": "Place",
        "seat": "Seat",
        "time_left": "Time left",
        "time_up": "Time is up",
        "no_round": "No round is drawn yet.",
        "no_standings": "No results yet.",
        "sent": "Sent: deal {n}",
        "sent_totals": "Totals sent",
        "live_title": "Live results",
        "language": "Italiano",
        "refused": "Refused",
        "error": "Something went wrong on the server; the referee's program is fine. Try again.",
        "too_big": "The request is too large.",
        "too_many": "Too many wrong codes from this device; wait a minute.",
        "not_found": "There is no such page.",
        "deal_wind": "Wind",
        "clear": "Clear",
        "reload": "Update",
        "games": "Games",
        "E": "East",
        "S": "South",
        "W": "West",
        "N": "North",
        "round_wind": "round wind",
        "last_tile": "last tile of the wall",
        "last_discard": "last discard",
        "replacement": "replacement tile",
        "robbing_kong": "robbing a kong",
        "heavenly": "East's dealt hand",
        "first_discard": "on the first discard",
        "original_call": "original call",
        "twofold_fortune": "twofold fortune",
        "new_discard": "new discard",
        "joker_exchange": "joker exchange",
        "last_of_kind": "last tile of its kind",
        "waiting": "Scoring…",
        "dead": "dead hand",
        "penalty": "penalty",
        "instant": "Paid at once",
        "concealed_kong": "Concealed kong (4 each)",
        "exposed_kong": "Exposed kong (2 each)",
        "cat_rat": "Cat and Rat",
        "rooster_centipede": "Rooster and Centipede",
        "own_flower_season": "Own flower and season",
        "complete_set": "Complete set of {set}",
        "set_animals": "animals",
        "set_flowers": "flowers",
        "set_seasons": "seasons",
        "claimed_from": "claimed from",
        "not_recorded": "not recorded",
        "dealt": "dealt",
        "riichi_none": "no riichi",
        "riichi_declared": "riichi (declared)",
        "riichi_double": "double riichi (on the first turn)",
        "tenpai": "tenpai (ready at the draw)",
        "chombo": "chombo (penalty)",
        "dora": "Dora indicators",
        "ura_dora": "Ura-dora indicators",
        "honba": "Honba (counters)",
        "riichi_sticks": "Riichi sticks on the table",
        "void_riichi": "Exhaustive draw (ryuukyoku) or chombo",
        "winners_hint": "Several players may win on the same discard.",
        "ippatsu": "ippatsu (within one turn of the riichi)",
        "first_draw": "chiihou (a player's first draw)",
        "ri_last_tile": "haitei (last tile of the wall)",
        "ri_last_discard": "houtei (last discard)",
        "ri_replacement": "rinshan (replacement tile)",
        "ri_robbing_kong": "chankan (robbing a kong)",
        "ri_heavenly": "tenhou (the dealer's dealt hand)",
        "han_fu": "{han} han {fu} fu",
        "sticks": "Riichi sticks",
        "left_on_table": "left on the table for the next hand: {n}",
    },
    "it": {
        "address_title": "Segnapunti al tavolo",
        "pair_prompt": "Scrivi il codice di 6 cifre del tuo tavolo",
        "pair": "Apri il mio tavolo",
        "live_link": "Risultati in diretta",
        "round": "Turno",
        "table": "Tavolo",
        "seating": "Posti",
        "deals": "Mani",
        "deal": "Mano",
        "new_deal": "Inserisci la mano {n}",
        "hand": "Mano",
        "wins": "vince",
        "from": "da",
        "self_drawn": "pescata da sé",
        "winning_tile": "tessera vincente",
        "flags": "Come ha vinto",
        "void": "Nessun vincitore (mano nulla)",
        "preview": "Punteggio",
        "send": "Invia all'arbitro",
        "send_totals": "Invia i totali",
        "totals_only": "Solo totali",
        "totals_help": "Solo i quattro punteggi finali del tavolo, quando il torneo non registra le mani.",
        "totals_points_help": "I punti finali di ogni giocatore come sul foglio (l'hanchan è iniziato "
                              "da {start}), ed eventuali chombo; i punteggi con uma e oka si calcolano "
                              "all'invio.",
        "pending": "in attesa dell'arbitro",
        "approved": "approvata",
        "rejected": "respinta",
        "replaced": "sostituita",
        "confirm": "Conferma (stessa mano)",
        "edit": "Correggi",
        "sent_by": "inviata da",
        "phone": "telefono",
        "your_phone": "questo telefono",
        "no_deals": "Ancora nessuna mano.",
        "payments": "Pagamenti",
        "net": "Netto",
        "pays": "paga",
        "items": "Voci",
        "score": "punti",
        "standings": "Classifica",
        "by_table": "Per tavolo",
        "by_name": "Per nome",
        "player": "Giocatore",
        "place": "Pos.",
        "seat": "Posto",
        "time_left": "Tempo rimasto",
        "time_up": "Tempo scaduto",
        "no_round": "Nessun turno sorteggiato.",
        "no_standings": "Ancora nessun risultato.",
        "sent": "Inviata: mano {n}",
        "sent_totals": "Totali inviati",
        "live_title": "Risultati in diretta",
        "language": "English",
        "refused": "Rifiutato",
        "error": "Qualcosa non ha funzionato sul server; il programma dell'arbitro è a posto. Riprova.",
        "too_big": "La richiesta è troppo grande.",
        "too_many": "Troppi codici sbagliati da questo dispositivo; aspetta un minuto.",
        "not_found": "Questa pagina non esiste.",
        "deal_wind": "Vento",
        "clear": "Cancella",
        "reload": "Aggiorna",
        "games": "Partite",
        "E": "Est",
        "S": "Sud",
        "W": "Ovest",
        "N": "Nord",
        "round_wind": "vento del giro",
        "last_tile": "ultima tessera del muro",
        "last_discard": "ultimo scarto",
        "replacement": "tessera di rimpiazzo",
        "robbing_kong": "rubando un poker",
        "heavenly": "mano servita a Est",
        "first_discard": "sul primo scarto",
        "original_call": "chiamata iniziale",
        "twofold_fortune": "doppia fortuna",
        "new_discard": "scarto nuovo",
        "joker_exchange": "scambio del jolly",
        "last_of_kind": "ultima tessera del suo tipo",
        "waiting": "Calcolo…",
        "dead": "mano morta",
        "penalty": "penalità",
        "instant": "Pagato subito",
        "concealed_kong": "Kong nascosto (4 ciascuno)",
        "exposed_kong": "Kong esposto (2 ciascuno)",
        "cat_rat": "Gatto e Topo",
        "rooster_centipede": "Gallo e Millepiedi",
        "own_flower_season": "Fiore e stagione propri",
        "complete_set": "Serie completa di {set}",
        "set_animals": "animali",
        "set_flowers": "fiori",
        "set_seasons": "stagioni",
        "claimed_from": "chiamato da",
        "not_recorded": "non registrato",
        "dealt": "servito",
        "riichi_none": "niente riichi",
        "riichi_declared": "riichi (dichiarato)",
        "riichi_double": "doppio riichi (al primo giro)",
        "tenpai": "tenpai (in attesa al muro esaurito)",
        "chombo": "chombo (penalità)",
        "dora": "Indicatori di dora",
        "ura_dora": "Indicatori di ura dora",
        "honba": "Honba (contatori)",
        "riichi_sticks": "Bastoncini di riichi sul tavolo",
        "void_riichi": "Patta per muro esaurito (ryuukyoku) o chombo",
        "winners_hint": "Più giocatori possono vincere sullo stesso scarto.",
        "ippatsu": "ippatsu (entro un giro dal riichi)",
        "first_draw": "chiihou (prima pescata di un giocatore)",
        "ri_last_tile": "haitei (ultima tessera del muro)",
        "ri_last_discard": "houtei (ultimo scarto)",
        "ri_replacement": "rinshan (tessera di rimpiazzo)",
        "ri_robbing_kong": "chankan (furto del kong)",
        "ri_heavenly": "tenhou (mano servita al mazziere)",
        "han_fu": "{han} han e {fu} fu",
        "sticks": "Bastoncini di riichi",
        "left_on_table": "restano sul tavolo per la mano seguente: {n}",
    },
}

for _lang, _extra in PHONE.items():
    PAGE[_lang].update(_extra)
for _lang, _extra in CHECKIN.items():
    PAGE[_lang].update(_extra)

FLAGS: dict[str, tuple[str, ...]] = {
    "fimj": ("last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "first_discard"),
    "classic": ("last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "first_discard",
                "original_call", "twofold_fortune"),
    "singapore": ("last_tile", "replacement", "robbing_kong", "heavenly", "first_discard", "new_discard"),
    "american": ("joker_exchange",),
    # MCR: the win's manner (MCR-F44…F47, F58, F80), the last tile of its kind among them
    "mcr": ("last_tile", "last_discard", "replacement", "robbing_kong", "last_of_kind"),
    # riichi's flags are shown by their Japanese names (the "ri_" words where the flag is shared)
    "riichi": ("ippatsu", "last_tile", "last_discard", "replacement", "robbing_kong", "heavenly",
               "first_draw"),
}
RIICHI_NAMED = frozenset({"last_tile", "last_discard", "replacement", "robbing_kong", "heavenly"})


def flag_word(flag: str, ruleset: str) -> str:
    """The page word of a win flag: riichi's shared flags go by their Japanese names."""
    return f"ri_{flag}" if ruleset.startswith("riichi") and flag in RIICHI_NAMED else flag


def flags_of(ruleset: str) -> tuple[str, ...]:
    for prefix, flags in FLAGS.items():
        if ruleset.startswith(prefix):
            return flags
    return FLAGS["fimj"]


def choose(cookie: str | None, accept: str | None) -> str:
    """The page's language from the switch's cookie, else the browser's preference."""
    if cookie in LANGUAGES:
        return cookie
    for part in (accept or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return DEFAULT


def words(lang: str) -> dict[str, str]:
    return PAGE[lang if lang in PAGE else DEFAULT]


def said(message: str, lang: str) -> str:
    """A lower layer's message (a refusal, an engine error) in the page's language."""
    return translate(message, lang)


def item_name(name: str, lang: str) -> str:
    """An engine scoring item's name in the page's language (its catalogue entry, else as it is)."""
    if lang == "en":
        return name
    return catalogue(lang).get(name, name)
