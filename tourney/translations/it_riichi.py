"""Italian of the riichi ruleset's sentences (templates of ``tourney.language.say``).

The Japanese names of yaku and limits stay as Italian riichi players say them (riichi, tanyao,
mangan, dora …); the description beside them is translated. Words: han and fu unchanged, scarto
(discard), pescata da sé (self-drawn, tsumo), mano in attesa / tenpai, bastoncino di riichi
(riichi stick), contatore / honba, tavolo (the table as the holder of the sticks).
"""

MESSAGES: dict[str, str] = {
    # the presets and their house rules
    "Riichi (EMA)": "Riichi (EMA)",
    "Riichi (WRC)": "Riichi (WRC)",
    "Play with one red five per suit, each worth one dora":
        "Si gioca con un cinque rosso per seme, ciascuno vale un dora",
    "Round 4 han 30 fu and 3 han 60 fu up to a mangan": "Arrotonda a mangan 4 han 30 fu e 3 han 60 fu",
    "13 han or more count as a yakuman (else sanbaiman)":
        "13 han o più valgono uno yakuman (altrimenti sanbaiman)",
    "Count combined yakuman and the double-yakuman waits":
        "Somma gli yakuman combinati e conta le attese da doppio yakuman",
    "All simples counts in an open hand": "Tanyao vale anche con la mano aperta",
    "Fu of a pair of the wind that is both seat and round wind":
        "Fu della coppia del vento che è sia del posto sia del giro",
    "Points each player starts the hanchan with": "Punti con cui ogni giocatore inizia l'hanchan",
    "Points returned before uma; oka is the difference times four, to first place":
        "Punti restituiti prima dell'uma; l'oka è la differenza per quattro, al primo classificato",
    "Uma in thousands for 1st, 2nd, 3rd and 4th place": "Uma in migliaia per 1°, 2°, 3° e 4° posto",
    "Points a chombo takes off the offender's final score":
        "Punti che un chombo toglie al punteggio finale di chi l'ha commesso",
    # yaku
    "Riichi": "Riichi",
    "Double riichi": "Doppio riichi",
    "Ippatsu": "Ippatsu",
    "Fully concealed hand (menzen tsumo)": "Mano chiusa pescata da sé (menzen tsumo)",
    "Pinfu": "Pinfu",
    "Pure double chow (iipeikou)": "Due scale uguali (iipeikou)",
    "All simples (tanyao)": "Tutte semplici (tanyao)",
    "Dragon pung (yakuhai)": "Tris di draghi (yakuhai)",
    "Seat wind pung (yakuhai)": "Tris del vento del posto (yakuhai)",
    "Round wind pung (yakuhai)": "Tris del vento del giro (yakuhai)",
    "Last tile from the wall (haitei)": "Ultima tessera del muro (haitei)",
    "Last discard (houtei)": "Ultimo scarto (houtei)",
    "Dead wall draw (rinshan kaihou)": "Pescata dal muro morto (rinshan kaihou)",
    "Robbing a kong (chankan)": "Rubare il poker (chankan)",
    "Seven pairs (chiitoitsu)": "Sette coppie (chiitoitsu)",
    "Mixed triple chow (sanshoku doujun)": "La stessa scala nei tre semi (sanshoku doujun)",
    "Pure straight (ittsu)": "Scala completa 1-9 (ittsu)",
    "Terminal or honour in each group (chanta)": "Terminale o onore in ogni gruppo (chanta)",
    "All pungs (toitoi)": "Tutti tris (toitoi)",
    "Three concealed pungs (sanankou)": "Tre tris nascosti (sanankou)",
    "Triple pung (sanshoku doukou)": "Lo stesso tris nei tre semi (sanshoku doukou)",
    "Three kongs (sankantsu)": "Tre poker (sankantsu)",
    "Little three dragons (shousangen)": "Tre draghi piccoli (shousangen)",
    "All terminals and honours (honroutou)": "Solo terminali e onori (honroutou)",
    "Terminal in each group (junchan)": "Terminale in ogni gruppo (junchan)",
    "Twice pure double chow (ryanpeikou)": "Due volte due scale uguali (ryanpeikou)",
    "Half flush (honitsu)": "Mezzo colore (honitsu)",
    "Full flush (chinitsu)": "Colore (chinitsu)",
    "Thirteen orphans (kokushi musou)": "Tredici orfani (kokushi musou)",
    "Four concealed pungs (suuankou)": "Quattro tris nascosti (suuankou)",
    "Big three dragons (daisangen)": "Tre draghi grandi (daisangen)",
    "Little four winds (shousuushii)": "Quattro venti piccoli (shousuushii)",
    "Big four winds (daisuushii)": "Quattro venti grandi (daisuushii)",
    "All honours (tsuuiisou)": "Solo onori (tsuuiisou)",
    "All green (ryuuiisou)": "Tutto verde (ryuuiisou)",
    "All terminals (chinroutou)": "Solo terminali (chinroutou)",
    "Nine gates (chuuren poutou)": "Nove porte (chuuren poutou)",
    "Four kongs (suukantsu)": "Quattro poker (suukantsu)",
    "Heavenly hand (tenhou)": "Mano celeste (tenhou)",
    "Earthly hand (chiihou)": "Mano terrestre (chiihou)",
    # dora, fu, limits
    "Dora": "Dora",
    "Ura dora": "Ura dora",
    "Red five (aka dora)": "Cinque rosso (aka dora)",
    "Fu": "Fu",
    "Mangan": "Mangan",
    "Haneman": "Haneman",
    "Baiman": "Baiman",
    "Sanbaiman": "Sanbaiman",
    "Yakuman": "Yakuman",
    "Counted yakuman (kazoe)": "Yakuman contato (kazoe)",
    "Rounded-up mangan (kiriage)": "Mangan arrotondato (kiriage)",
    "Double yakuman": "Doppio yakuman",
    # refusals
    "{tile} is not a tile of {ruleset} ({ruleset} plays without flowers and seasons)":
        "{tile} non è una tessera di {ruleset} ({ruleset} si gioca senza fiori e stagioni)",
    '"tenpai" is given only at an exhaustive draw ("void": true)':
        '"tenpai" si indica solo a muro esaurito ("void": true)',
    '"{key}" must be a list of at most 5 indicator tiles, e.g. ["3m"]':
        '"{key}" deve essere un elenco di al massimo 5 indicatori, per esempio ["3m"]',
    '"{key}" must be true or false': '"{key}" deve essere true o false',
    '"{key}": {tile} cannot be a dora indicator': '"{key}": {tile} non può essere un indicatore di dora',
    'a chombo ends the hand without a win: mark the deal "void": true (RI-P08)':
        'un chombo chiude la mano senza vincitore: segna la mano "void": true (RI-P08)',
    "a set has one red five of each suit": "un set ha un solo cinque rosso per seme",
    'give "riichi" or "double_riichi", not both': 'indica "riichi" o "double_riichi", non entrambi',
    "red fives (0m 0p 0s) are not played under {ruleset} (option red_fives)":
        "in {ruleset} non si gioca con i cinque rossi (0m 0p 0s) (opzione red_fives)",
    "riichi is declared only with a concealed hand (RI-Y01)":
        "il riichi si dichiara solo con la mano chiusa (RI-Y01)",
    "{hand} has no yaku (dora do not count, RI-D05): it cannot win":
        "{hand} non ha yaku (i dora non contano, RI-D05): non può vincere",
    "{hand} is not a complete hand under {ruleset}": "{hand} non è una mano completa in {ruleset}",
    "{key} indicator": "indicatore {key}",
    '{where}: "first_draw" is a non-dealer\'s win (RI-Y40); the dealer\'s is "heavenly"':
        '{where}: "first_draw" è la vittoria di chi non è il mazziere (RI-Y40); quella del mazziere è '
        '"heavenly"',
    '{where}: "heavenly" is the dealer\'s win (RI-Y39); a non-dealer\'s is "first_draw"':
        '{where}: "heavenly" è la vittoria del mazziere (RI-Y39); quella degli altri è "first_draw"',
    '{where}: "ippatsu" needs a riichi declared (RI-Y03)':
        '{where}: "ippatsu" richiede un riichi dichiarato (RI-Y03)',
    '{where}: "last_tile" and "replacement" exclude each other: the replacement tile comes from the dead '
    'wall':
        '{where}: "last_tile" e "replacement" si escludono: la tessera di rimpiazzo viene dal muro morto',
    "{where}: a win on the dealt hand or the first draw comes before any riichi":
        "{where}: una vittoria sulla mano servita o alla prima pescata viene prima di ogni riichi",
    '{where}: the flag "{flag}" is only for {how}': '{where}: il segno "{flag}" vale solo per {how}',
    "{where}: the winning tile {tile} must be among the concealed tiles (a riichi hand never claims its "
    "winning tile into a meld)": "{where}: la tessera vincente {tile} deve essere tra le tessere nascoste "
    "(nel riichi la tessera vincente non entra mai in un gruppo esposto)",
    "the final points add up to {total}, but they must make {full} less 1,000 for each riichi stick left "
    "on the table: check the sheet": "i punti finali sommano {total}, ma devono fare {full} meno 1.000 per "
    "ogni bastoncino di riichi rimasto sul tavolo: controlla il foglio",
}
