"""Italian of the FIMJ and classic rulesets' sentences (templates made with ``tourney.language.say``).

The FIMJ scoring items carry the names of the Italian official rules (the Federazione's tables of
punti di stecca, raddoppi fondamentali, raddoppi di chiusura and massimi, as quoted in
``docs/rules/fimj.md``): tris, poker, coppia, scala, tessere di testa, chiusura, Serpente,
Colore, Purezza, L'uscita degli Dei... A name the two rulesets share (``Own flower``, ``Pung of
dragons``) has one Italian, the FIMJ one. The classic limit hands have no Italian names in the
sources; they are translated word for word, except where an Italian table name exists for the same
hand (Tredici Meraviglie, Le quattro benedizioni della casa).
"""

MESSAGES: dict[str, str] = {
    # -- rulesets and house rules
    "Italian official (FIMJ)": "Regolamento italiano ufficiale (FIMJ)",
    "Classic European, Deutsche Mah-Jongg Liga": "Classico europeo, Deutsche Mah-Jongg Liga",
    "Classic European, British Mah-Jong Association": "Classico europeo, British Mah-Jong Association",
    "cap each payment at 368,640 points before the East double":
        "limita ogni pagamento a 368.640 punti prima del raddoppio di Est",
    'a limit hand scores its value ("limit") or the higher of limit and ordinary ("max")':
        'un massimo vale il suo valore ("limit") oppure il maggiore tra massimo e punteggio '
        'ordinario ("max")',
    'a non-winner counts every qualifying pair ("all") or at most one ("one")':
        'chi non ha chiuso conta ogni coppia che dà punti ("all") o al più una ("one")',
    "the most one hand can score": "il massimo che una mano può valere",
    "ordinary hands are not capped; limit hands still score their fraction of the limit":
        "le mani ordinarie non hanno tetto; le mani limite valgono comunque la loro frazione del massimo",
    "A: East passes after the replay of a dead hand even if he wins it; "
    "B: East keeps the seat until another player wins (CL-Z08)":
        "A: dopo la ripetizione di una mano morta Est passa anche se la vince; "
        "B: Est resta tale finché non vince un altro giocatore (CL-Z08)",
    "the winning discard was judged dangerous (or, BMJA, falsely named: CL-Z93): the "
    "discarder alone pays for everyone and the others settle nothing":
        "lo scarto vincente è stato giudicato pericoloso (o, BMJA, chiamato con un nome falso: "
        "CL-Z93): chi l'ha scartato paga da solo per tutti e gli altri non saldano nulla",

    # -- refusals
    "seat {seat}: {problem}": "posto {seat}: {problem}",
    "seat {seat}: {hand} is not a complete hand under {ruleset}":
        "posto {seat}: {hand} non è una mano completa secondo {ruleset}",
    "win flag {flag!r} is not used by fimj (its flags: {flags})":
        "l'indicazione di vittoria {flag!r} non esiste in fimj (quelle che usa: {flags})",
    '"heavenly" is East\'s dealt hand; another seat wins on East\'s first discard ("first_discard")':
        '"heavenly" è la mano servita di Est; un altro posto vince sul primo scarto di Est '
        '("first_discard")',
    '"{flag}" needs a win on another player\'s tile, but "from" is "self"':
        '"{flag}" richiede una vittoria sulla tessera di un altro giocatore, ma "from" è "self"',
    '"last_tile" is the last tile drawn from the wall, but the tile came from {seat}':
        '"last_tile" è l\'ultima tessera pescata dal muro, ma la tessera viene da {seat}',
    '"first_discard" means winning on East\'s first discard, but the tile came from {seat}':
        '"first_discard" è la vittoria sul primo scarto di Est, ma la tessera viene da {seat}',
    "option limit must be 1 or more, not {limit}": "l'opzione limit deve essere 1 o più, non {limit}",
    "option dangerous_discard (CL-Z94) needs one winner who won on a discard: the discarder pays "
    "for everyone":
        "l'opzione dangerous_discard (CL-Z94) richiede un solo vincitore che abbia chiuso su uno "
        "scarto: chi ha scartato paga per tutti",
    "seat {seat}: a penalty is shared equally by the three other players (CL-Z99), so {penalty} "
    "must be a multiple of 3; name the payees instead, e.g. {example}":
        "posto {seat}: una penalità si divide in parti uguali fra gli altri tre giocatori (CL-Z99), "
        "quindi {penalty} deve essere un multiplo di 3; altrimenti indica chi riceve, per esempio "
        "{example}",
    "seat {seat}: a flower or season cannot be the winning tile in {ruleset} (it is replaced from "
    "the dead wall)":
        "posto {seat}: un fiore o una stagione non può essere la tessera vincente in {ruleset} "
        "(si rimpiazza dal muro morto)",
    "seat {seat}: win flag {flag!r} has no meaning in {ruleset}":
        "posto {seat}: l'indicazione di vittoria {flag!r} non ha significato in {ruleset}",
    'seat {seat}: win flag {flag!r} needs "from": "self"':
        'posto {seat}: l\'indicazione di vittoria {flag!r} richiede "from": "self"',
    'seat {seat}: win flag {flag!r} needs the discarder in "from", not "self"':
        'posto {seat}: l\'indicazione di vittoria {flag!r} richiede in "from" chi ha scartato, '
        'non "self"',
    "seat {seat}: only East can win with the dealt hand (heavenly)":
        "posto {seat}: solo Est può vincere con la mano servita (heavenly)",
    'seat {seat}: "first_discard" is a win on East\'s first discard, so "from" must be "E"':
        'posto {seat}: "first_discard" è la vittoria sul primo scarto di Est, quindi "from" deve '
        'essere "E"',

    # -- FIMJ stick points (punti di stecca)
    "Own flower": "Proprio fiore",
    "Own season": "Propria stagione",
    "Pair of dragons": "Coppia di draghi",
    "Pair of own wind": "Coppia del proprio vento",
    "Pair of round wind": "Coppia del vento di giro",
    "Exposed pung of simples": "Tris scoperto con tessere non di testa",
    "Concealed pung of simples": "Tris coperto con tessere non di testa",
    "Exposed pung of head tiles": "Tris scoperto con tessere di testa",
    "Concealed pung of head tiles": "Tris coperto con tessere di testa",
    "Exposed kong of simples": "Poker scoperto con tessere non di testa",
    "Concealed kong of simples": "Poker coperto con tessere non di testa",
    "Exposed kong of head tiles": "Poker scoperto con tessere di testa",
    "Concealed kong of head tiles": "Poker coperto con tessere di testa",
    "Mah Jong (chiusura)": "Chiusura",
    # -- FIMJ fundamental doublings (raddoppi fondamentali)
    "Bouquet of flowers": "Bouquet di fiori",
    "All four seasons": "Rosa delle stagioni",
    "Pung of own wind": "Proprio vento",
    "Pung of round wind": "Vento di giro",
    "Pung of dragons": "Tris/poker di draghi",
    "Three pungs of head tiles": "Tre tris/poker di testa",
    "Four pungs of head tiles": "Quattro tris/poker di testa",
    "Pungs of one number in the three suits": "Tre tris/poker uguali",
    "Three concealed pungs": "Tre tris nascosti",
    "Four concealed pungs": "Quattro tris nascosti",
    "Three identical chows": "Tre scale uguali",
    "Four identical chows": "Quattro scale uguali",
    "Three identical chows in one suit": "Tre scale uguali di colore",
    "Four identical chows in one suit": "Quattro scale uguali di colore",
    "Snake": "Serpente",
    "Snake in one suit": "Serpente di colore",
    "Chained snake": "Serpente incatenato",
    "Chained snake in one suit": "Serpente incatenato di colore",
    # -- FIMJ closing doublings (raddoppi di chiusura)
    "No chow (Woo-Pung)": "Woo-Pung",
    "One suit with dragons or own wind (Colore)": "Colore",
    "Robbing a kong": "Strappare un poker esposto",
    "Mah Jong on the last discard": "Prendere il pesce dal fondo del fiume",
    "Mah Jong on the last tile of the wall": "Pescare la luna in fondo al pozzo",
    # -- FIMJ limit hands (massimi)
    "Seven pairs (Coppie)": "Coppie",
    "All pungs of head tiles": "Tutti tris (pung)",
    "Pure one suit (Purezza)": "Purezza",
    "Ninth Mah Jong in a row as East": "Piantare nove fiori nel bambù",
    "Four kongs": "Tutti poker (Kong)",
    "Thirteen wonderful lanterns": "Le tredici lanterne meravigliose",
    "Going out of the gods (heavenly or first-discard win)": "L'uscita degli Dei",
    "Four blessings of the house (all winds)": "Le quattro benedizioni della casa",

    # -- classic: patterns and special hands (CL-Z21-Z29)
    "Mah Jong": "Mah Jong",
    "Thirteen Orphans": "Tredici Meraviglie",
    "Nine Gates": "Nove Porte",
    "Gates of Heaven": "Porte del Cielo",
    "Squirming Snake": "Serpente che si contorce",
    "Wriggling Snake": "Serpente che si dimena",
    "Triple Knitting": "Triplo intreccio",
    "Knitting": "Intreccio",
    "All Pair Honours": "Tutte coppie di testa",
    # -- classic: sets, pairs, bonus tiles, doublings of every hand (CL-Z30-Z52)
    "Exposed pung": "Tris scoperto",
    "Concealed pung": "Tris coperto",
    "Exposed kong": "Poker scoperto",
    "Concealed kong": "Poker coperto",
    "Chow": "Scala",
    "Pair": "Coppia",
    "Flowers and seasons": "Fiori e stagioni",
    "Own flower and own season": "Proprio fiore e propria stagione",
    "All four flowers": "Bouquet di fiori",
    "Little three dragons": "Tre draghi minori",
    "Big three dragons": "Tre draghi maggiori",
    "Little four joys": "Quattro gioie minori",
    "Big four joys": "Quattro gioie maggiori",
    # -- classic: the winner's items (CL-Z53-Z68)
    "Self-drawn winning tile": "Tessera vincente pescata da sé",
    "Pair of simples completed": "Coppia di semplici completata",
    "Pair of terminals or honours completed": "Coppia di terminali o onori completata",
    "Only possible tile": "Unica tessera possibile",
    "No chow": "Nessuna scala",
    "Concealed hand": "Mano coperta",
    "Zero-point hand": "Mano a zero punti",
    "One suit plus honours": "Un seme con onori",
    "One suit": "Un solo seme",
    "Purity": "Purezza",
    "Terminals and honours only": "Solo tessere di testa",
    "Last tile of the wall": "Ultima tessera del muro",
    "Last discard": "Ultimo scarto",
    "Replacement tile": "Tessera di rimpiazzo",
    "Robbing the kong": "Furto del poker",
    "Original call": "Chiamata originale",
    # -- classic: limit hands (CL-Z69-Z84)
    "Concealed one-suit hand": "Mano coperta di un solo seme",
    "Only honours": "Solo onori",
    "Heads and Tails": "Mano di 1 e di 9",
    "Hidden Treasure": "Tesoro nascosto",
    "Buried Treasure": "Tesoro sepolto",
    "Fourfold Plenty": "Quadrupla abbondanza",
    "Three Great Scholars": "Tre grandi saggi",
    "Four Blessings Hovering over the Door": "Le quattro benedizioni della casa",
    "Imperial Jade": "Giada imperiale",
    "Gathering the Plum Blossom from the Roof": "Cogliere il fiore di pruno dal tetto",
    "Plucking the Moon from the Bottom of the Sea": "Pescare la luna dal fondo del mare",
    "Scratching a Carrying Pole": "Grattare la pertica",
    "Twofold Fortune": "Doppia fortuna",
    "Blessing of Heaven": "Benedizione del Cielo",
    "Blessing of Earth": "Benedizione della Terra",
    "East's ninth win in a row": "Nona vittoria di fila di Est",
    # -- classic: BMJA calling awards (CL-Z85)
    "Calling for Only honours": "In attesa di Solo onori",
    "Calling for Wriggling Snake": "In attesa del Serpente che si dimena",
    "Calling for Triple Knitting": "In attesa del Triplo intreccio",
    "Calling for Gates of Heaven": "In attesa delle Porte del Cielo",
    "Calling for Knitting": "In attesa dell'Intreccio",
    "Calling for Imperial Jade": "In attesa della Giada imperiale",
    "Calling for The 13 Unique Wonders": "In attesa delle Tredici Meraviglie",
    "Calling for Three Great Scholars": "In attesa dei Tre grandi saggi",
    "Calling for All Pair Honours": "In attesa di Tutte coppie di testa",
    "Calling for Heads and Tails": "In attesa della Mano di 1 e di 9",
    "Calling for Four Blessings Hovering over the Door": "In attesa delle quattro benedizioni della casa",
    "Calling for Buried Treasure": "In attesa del Tesoro sepolto",
    "Calling for Fourfold Plenty": "In attesa della Quadrupla abbondanza",
    "Calling for Purity": "In attesa della Purezza",
}
