"""Italian of the Singapore and American rulesets' sentences (templates of ``tourney.language.say``).

Words of the Italian Singapore and American pages of the seed documents: fān (kept as it is), muro
attivo / muro morto, pezzi speciali (bonus tiles), Gatto, Topo, Gallo, Millepiedi, Tredici
Meraviglie, mezzo colore / colore, montepremi (Goulash pot), scambio di jolly (joker exchange).
Seats stay as the letters E, S, W, N the referee types.
"""

MESSAGES: dict[str, str] = {
    # Singapore: the ruleset and its house rules
    "Singapore": "Singapore",
    "Fān cap: the most fān a hand can count": "Tetto di fān: il massimo di fān che una mano può contare",
    "Fān needed to go out (Thirteen Wonders is exempt)":
        "Fān necessari per chiudere la mano (le Tredici Meraviglie ne sono esenti)",
    "Fān of the half flush (SG-A01)": "Fān del mezzo colore (SG-A01)",
    "Fān for a concealed self-drawn hand (0 = off)": "Fān per una mano nascosta pescata da sé (0 = no)",
    "A discarder who pays for all pays this many times the base (SG-A05)":
        "Chi ha scartato e paga per tutti paga questo multiplo della base (SG-A05)",
    "Apply SG-X01–X04 only when at most this many tiles are left in the live wall (null: always)":
        "Applica SG-X01–X04 solo quando nel muro attivo restano al massimo queste tessere (null: sempre)",
    "A new discard pays for all when at most this many tiles are left in the live wall (null: off)":
        "Uno scarto nuovo paga per tutti quando nel muro attivo restano al massimo queste tessere "
        "(null: no)",
    "A kong claimed when at most this many tiles are left is paid 6 by the discarder (null: off)":
        "Un poker fatto su uno scarto quando restano al massimo queste tessere è pagato 6 da chi ha "
        "scartato (null: no)",
    "Extra points each loser pays for going out on the last tile of the live wall (0 = off)":
        "Punti extra che ogni perdente paga a chi chiude con l'ultima tessera del muro attivo (0 = no)",
    "from {low} to {high}": "da {low} a {high}",
    "{low} or more": "{low} o più",
    " or null (off)": " o null (disattivata)",
    "option {name} must be a whole number {span}{null}, not {value!r}":
        "l'opzione {name} deve essere un numero intero {span}{null}, non {value!r}",
    # Singapore: refusals
    "seat {seat}: the hand counts {counted} fan, below the minimum of {needed} fan needed to go out (SG-R03)":
        "posto {seat}: la mano conta {counted} fān, meno del minimo di {needed} fān per chiudere (SG-R03)",
    'seat {seat}: the last tile of the live wall gets no replacement tile: "last_tile" and "replacement" '
    'exclude each other (SG-R05)':
        "posto {seat}: l'ultima tessera del muro attivo non dà diritto a una tessera di rimpiazzo: "
        '"last_tile" e "replacement" si escludono (SG-R05)',
    'seat {seat}: a win with all eight Seasons and Flowers is recorded "from": "self" (SG-W01/W02)':
        'posto {seat}: una vittoria con tutte e otto le Stagioni e i Fiori si registra "from": "self" '
        "(SG-W01/W02)",
    "seat {seat}: a bonus tile ({tile}) wins only as the last of all eight Seasons and Flowers (SG-W01/W02)":
        "posto {seat}: un pezzo speciale ({tile}) vince solo come ultimo delle otto Stagioni e Fiori "
        "(SG-W01/W02)",
    "seat {seat}: the hand has {count} tiles besides the bonus tiles; a win with all eight Seasons and "
    "Flowers holds {needed}":
        "posto {seat}: la mano ha {count} tessere oltre ai pezzi speciali; una vittoria con tutte e otto "
        "le Stagioni e i Fiori ne ha {needed}",
    "a self-drawn win": "una vittoria pescata da sé",
    "a win on a discard": "una vittoria su uno scarto",
    'seat {seat}: the flag "{flag}" is only for {how}':
        'posto {seat}: l\'indicazione "{flag}" vale solo per {how}',
    'option {name} needs "wall_tiles_left" in the deal (the tiles left in the live wall when the hand ended)':
        'l\'opzione {name} richiede "wall_tiles_left" nella mano (le tessere rimaste nel muro attivo '
        "alla fine della mano)",
    "seat {seat}: {hand} is not a complete hand under singapore":
        "posto {seat}: {hand} non è una mano completa secondo le regole di Singapore",
    # Singapore: the fān table (SG-F01–F23) and the limit hands
    "Pung or kong of dragons": "Tris o poker di draghi",
    "Pung or kong of the seat wind": "Tris o poker del vento del giocatore",
    "Pung or kong of the round wind": "Tris o poker del vento del giro",
    "Pung of red dragons": "Tris di draghi rossi",
    "Pung of green dragons": "Tris di draghi verdi",
    "Pung of white dragons": "Tris di draghi bianchi",
    "Pung of the seat wind ({wind})": "Tris del vento del giocatore ({wind})",
    "Pung of the round wind ({wind})": "Tris del vento del giro ({wind})",
    "All chows": "Tutte scale",
    "Ping Wu: all chows and no bonus tile": "Ping Wu: tutte scale e nessun pezzo speciale",
    "All pungs": "Tutti tris",
    "Half flush: one suit with honours": "Mezzo colore: un solo seme con onori",
    "Full flush: one suit, no honours": "Colore: un solo seme, senza onori",
    "All terminals": "Mano di 1 e di 9: tutti terminali",
    "Terminals and honours": "Mezza mano di 1 e di 9: terminali e onori",
    "Dragon hand: pungs of the three dragons (extra)": "Mano di Draghi: tris dei tre draghi (extra)",
    "Wind hand: pungs of the four winds (extra)": "Mano di Venti: tris dei quattro venti (extra)",
    "Pungs of two dragons and a pair of the third (extra)": "Tris di due draghi e coppia del terzo (extra)",
    "Pungs of three winds and a pair of the fourth": "Tris di tre venti e coppia del quarto",
    "Concealed hand, self-drawn": "Mano nascosta, pescata da sé",
    "Animal": "Animale",
    "Animal: Cat": "Animale: Gatto",
    "Animal: Rat": "Animale: Topo",
    "Animal: Rooster": "Animale: Gallo",
    "Animal: Centipede": "Animale: Millepiedi",
    "All four Animals": "Tutti e quattro gli Animali",
    "Own Season or Flower": "Stagione o Fiore del giocatore",
    "Own Flower": "Fiore del giocatore",
    "Own Season": "Stagione del giocatore",
    "Bouquet: all four Seasons or all four Flowers":
        "Bouquet: tutte e quattro le Stagioni o tutti e quattro i Fiori",
    "Bouquet: all four Flowers": "Bouquet: tutti e quattro i Fiori",
    "Bouquet: all four Seasons": "Bouquet: tutte e quattro le Stagioni",
    "Won with a tile from the dead wall": "Vinta con una tessera del muro morto",
    "Won with the last tile of the live wall": "Vinta con l'ultima tessera del muro attivo",
    "Robbing an exposed kong": "Furto del poker scoperto",
    "Bonus for going out on the last tile of the live wall":
        "Premio per la chiusura con l'ultima tessera del muro attivo",
    "All eight Seasons and Flowers": "Tutte e otto le Stagioni e i Fiori",
    "Thirteen Wonders": "Tredici Meraviglie",
    # Singapore: immediate payments (SG-I01–I05, SG-X07)
    "Concealed kong": "Poker coperto",
    "Exposed kong": "Poker scoperto",
    "{payment}, paid by each opponent during the hand": "{payment}: ogni avversario paga durante la mano",
    "Late kong on {seat}'s discard, paid by the discarder for all three":
        "Poker tardivo sullo scarto di {seat}: chi ha scartato paga per tutti e tre",
    "{holding} (dealt)": "{holding} (dalla distribuzione)",
    "the Cat and the Rat": "il Gatto e il Topo",
    "The Cat and the Rat": "Il Gatto e il Topo",
    "the Rooster and the Centipede": "il Gallo e il Millepiedi",
    "The Rooster and the Centipede": "Il Gallo e il Millepiedi",
    "his own Flower and own Season": "il proprio Fiore e la propria Stagione",
    "His own Flower and own Season": "Il proprio Fiore e la propria Stagione",
    "all four Animals": "tutti e quattro gli Animali",
    "all four Flowers": "tutti e quattro i Fiori",
    "All four Flowers": "Tutti e quattro i Fiori",
    "all four Seasons": "tutte e quattro le Stagioni",
    "All four Seasons": "Tutte e quattro le Stagioni",
    # Singapore: refusals of the "instant" records
    'seat {seat}: "instant" entry {number}': 'posto {seat}: voce {number} di "instant"',
    '{where}: "kind" must be one of {kinds}, not {kind!r}':
        '{where}: "kind" deve essere uno tra {kinds}, non {kind!r}',
    "{where}: unknown field(s) {fields} for a {kind}": "{where}: campi sconosciuti {fields} per un {kind}",
    '{where}: a {kind} needs "{flag}": true or false': '{where}: un {kind} richiede "{flag}": true o false',
    '{where}: "pair" must be cat_rat or rooster_centipede, not {pair!r}':
        '{where}: "pair" deve essere cat_rat o rooster_centipede, non {pair!r}',
    '{where}: "set" must be animals, flowers or seasons, not {set!r}':
        '{where}: "set" deve essere animals, flowers o seasons, non {set!r}',
    '{where}: "from" must be the seat that discarded the kong tile, not {seat!r}':
        '{where}: "from" deve essere il posto che ha scartato la tessera del poker, non {seat!r}',
    '{where}: a kong made on a discard ("from") is not concealed':
        '{where}: un poker fatto su uno scarto ("from") non è coperto',
    'seat {seat}: the hand shows {shown} concealed kong(s) but "instant" records {recorded} (SG-I01)':
        'posto {seat}: la mano mostra {shown} poker coperti ma "instant" ne registra {recorded} (SG-I01)',
    'seat {seat}: the hand shows {shown} exposed kong(s) but "instant" records {recorded} (SG-I01)':
        'posto {seat}: la mano mostra {shown} poker scoperti ma "instant" ne registra {recorded} (SG-I01)',
    'seat {seat}: "instant" records {name} {times} times; it is paid once ({rule})':
        'posto {seat}: "instant" registra {times} volte {name}; si paga una volta sola ({rule})',
    'seat {seat}: "instant" records {name} but the hand does not show them ({rule})':
        'posto {seat}: "instant" registra {name} ma nella mano non ci sono ({rule})',
    'seat {seat}: the hand holds {name} but "instant" has no record of that payment ({rule})':
        'posto {seat}: la mano ha {name} ma "instant" non registra quel pagamento ({rule})',
    # American: the ruleset and its house rules
    "American (NMJL)": "Americano (NMJL)",
    "card to score with: empty for the built-in 2008 card, a built-in name (nmjl-2008) or the path of a "
    "card file":
        "carta con cui contare i punti: vuoto per la carta 2008 incorporata, il nome di una carta "
        "incorporata (nmjl-2008) o il percorso di un file di carta",
    "card hand ids to play although the card disables them":
        "id delle mani della carta da giocare anche se la carta le esclude",
    "card hand ids not to play": "id delle mani della carta da non giocare",
    "Goulash pot this hand (each player put in a quarter); 0 when the hand is not a Goulash":
        "Montepremi del Goulash in questa mano (ogni giocatore ne ha messo un quarto); 0 se la mano non è "
        "un Goulash",
    # American: refusals
    "option card: {name!r} is neither a built-in card ({cards}) nor a card file":
        "opzione card: {name!r} non è né una carta incorporata ({cards}) né un file di carta",
    "option card: {problem}": "opzione card: {problem}",
    "option card: cannot read {name!r}: {error}": "opzione card: impossibile leggere {name!r}: {error}",
    "option enable: {card} has no hand {hand!r}": "opzione enable: {card} non ha la mano {hand!r}",
    "option enable: {hand} cannot be played: {reason}": "opzione enable: {hand} non si può giocare: {reason}",
    "option disable: {card} has no hand {hand!r}": "opzione disable: {card} non ha la mano {hand!r}",
    "option {name} must be a list of card hand ids":
        "l'opzione {name} deve essere un elenco di id di mani della carta",
    "option goulash_pot must be a multiple of 4 (each player puts in the same amount)":
        "l'opzione goulash_pot deve essere un multiplo di 4 (ogni giocatore mette la stessa somma)",
    "seat {seat}: the winning hand has {count} tiles, an American hand needs {needed}":
        "posto {seat}: la mano vincente ha {count} tessere, una mano americana ne richiede {needed}",
    "seat {seat}: the hand has {count} tiles; a hand that did not win holds at most {most}":
        "posto {seat}: la mano ha {count} tessere; una mano che non ha vinto ne ha al massimo {most}",
    "the table: {flowers} Flowers; a set has {most} (AM-G02)":
        "il tavolo: {flowers} Fiori; un set ne ha {most} (AM-G02)",
    "seat {seat}: {tile} is an animal; American sets have none":
        "posto {seat}: {tile} è un Animale; i set americani non ne hanno",
    "seat {seat}: {hand} shows a chow; American has no chows, only pungs, kongs, quints and sextets (AM-G04)":
        "posto {seat}: {hand} mostra una scala; l'americano non ha scale, solo tris, poker, quintetti e "
        "sestetti (AM-G04)",
    "seat {seat}: a dead hand cannot win (AM-DC02, AM-DC04)":
        "posto {seat}: una mano morta non può vincere (AM-DC02, AM-DC04)",
    "seat {seat}: seat {discarder} has a dead hand and cannot discard (AM-DC02)":
        "posto {seat}: il posto {discarder} ha una mano morta e non può scartare (AM-DC02)",
    'seat {seat}: a joker-exchange win has "tile": "J" and "from": "self" (AM-P04)':
        'posto {seat}: una vittoria con scambio di jolly ha "tile": "J" e "from": "self" (AM-P04)',
    "seat {seat}: {hand} matches no hand of the card {card}{detail}":
        "posto {seat}: {hand} non corrisponde a nessuna mano della carta {card}{detail}",
    "; it has the tiles of {hands}": "; ha le tessere di {hands}",
    "{earlier}, {later}": "{earlier}, {later}",
    "disabled by option": "esclusa da un'opzione",
    "{hand} is not played ({reason})": "{hand} non si gioca ({reason})",
    "{hand} is a concealed hand and this hand has exposed melds (AM-R08)":
        "{hand} è una mano coperta e questa mano ha combinazioni esposte (AM-R08)",
    # American: scoring items (AM-P, AM-DC, AM-FM, AM-GL)
    "Card hand {hand}": "Mano della carta {hand}",
    "Singles and pairs: no jokerless double": "Singoli e coppie: niente raddoppio senza jolly",
    "Jokerless: payments doubled": "Senza jolly: pagamenti raddoppiati",
    "Self-drawn: each opponent pays double": "Pescata da sé: ogni avversario paga doppio",
    "Joker exchange counts as self-drawn: each opponent pays double":
        "Lo scambio di jolly vale come pescata da sé: ogni avversario paga doppio",
    "Won on {seat}'s discard: discarder pays double":
        "Vinta sullo scarto di {seat}: chi ha scartato paga doppio",
    "Dead hand: pays the winner in full": "Mano morta: paga al vincitore per intero",
    "Goulash: the hand has a run, the pot stays": "Goulash: la mano ha una scala, il montepremi resta",
    "Goulash pot taken": "Montepremi del Goulash vinto",
    "Penalty paid to {seat}": "Penalità pagata a {seat}",
    "Penalty from {seat}": "Penalità da {seat}",
    "Penalty paid to each seat still in play": "Penalità pagata a ogni posto ancora in gioco",
}
