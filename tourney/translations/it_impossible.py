"""Italian of the refusals of impossible deals (tourney.rules.impossible, issue 28)."""

MESSAGES = {
    "{problem} ({rule})": "{problem} ({rule})",
    'the win flag "{flag}" belongs to another ruleset; {ruleset} uses: {flags}':
        'l\'indicazione di vittoria "{flag}" è di un altro regolamento; {ruleset} usa: {flags}',
    '"{flag}" is a win before any call or kong, but the hand shows the meld {meld}':
        '"{flag}" è una vittoria prima di ogni chiamata o poker, ma la mano mostra la combinazione {meld}',
    '"first_discard" is a win on the first discard of the hand, before any call or kong, but the hand '
    "shows the meld {meld}":
        '"first_discard" è una vittoria sul primo scarto della mano, prima di ogni chiamata o poker, ma '
        "la mano mostra la combinazione {meld}",
    '"first_discard" is a win on the first discard of the hand: only the set it completes can be shown':
        '"first_discard" è una vittoria sul primo scarto della mano: si può mostrare solo la combinazione '
        "che completa",
    '"replacement" is a tile drawn after a kong or a bonus tile, but the hand has neither':
        '"replacement" è una tessera pescata dopo un poker o una tessera bonus, ma la mano non ha né '
        "l'uno né l'altra",
    '"replacement" is a tile drawn after a kong, but the hand has no kong':
        '"replacement" è una tessera pescata dopo un poker, ma la mano non ha poker',
    '"{flag}" is a win after a kong, but the hand has no kong':
        '"{flag}" è una vittoria dopo un poker, ma la mano non ha poker',
    '"last_discard" and "robbing_kong" exclude each other: the robbed tile is added to a kong, not '
    "discarded":
        '"last_discard" e "robbing_kong" si escludono: la tessera rubata è aggiunta a un poker, non '
        "scartata",
    '"robbing_kong": the other three {tile} are in the kong robbed, but the winner holds {count}':
        '"robbing_kong": gli altri tre {tile} sono nel poker rubato, ma il vincitore ne ha {count}',
    '"{dealt}" is a win on the first turn: it cannot also be "{other}"':
        '"{dealt}" è una vittoria al primo giro: non può essere anche "{other}"',
    "the dora indicators and the hands show {tile} {count} times; a set has 4 (RI-N06)":
        "gli indicatori di dora e le mani mostrano {tile} {count} volte; un set ne ha 4 (RI-N06)",
}
