<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>BackupsDialog</name>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="87"/>
        <source>Backups</source>
        <translation>Copie di sicurezza</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="89"/>
        <source>A backup is taken as each round closes, and otherwise with the first change made 10 minutes or more after the last backup. The last 10 are kept, and one for each closed round.</source>
        <translation>Si fa una copia di sicurezza alla chiusura di ogni turno e, altrimenti, alla prima modifica fatta almeno 10 minuti dopo l&apos;ultima copia. Si tengono le ultime 10, più una per ogni turno chiuso.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="94"/>
        <source>Choose a folder (a USB stick)…</source>
        <translation>Scegli una cartella (una chiavetta USB)…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="96"/>
        <source>Beside the file</source>
        <translation>Accanto al file</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="99"/>
        <source>Backups folder:</source>
        <translation>Cartella delle copie:</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="119"/>
        <source>Keep the backups in</source>
        <translation>Tieni le copie di sicurezza in</translation>
    </message>
</context>
<context>
    <name>BackupsTable</name>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="46"/>
        <source>Taken</source>
        <translation>Fatta il</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="46"/>
        <source>After</source>
        <translation>Dopo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="46"/>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="47"/>
        <source>What it holds</source>
        <translation>Che cosa contiene</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="47"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="65"/>
        <source>round %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="66"/>
        <source>a change</source>
        <translation>una modifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="69"/>
        <source>1 player</source>
        <translation>1 giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="69"/>
        <source>%1 players</source>
        <translation>%1 giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="70"/>
        <source>1 table sheet</source>
        <translation>1 foglio di tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="71"/>
        <source>%1 table sheets</source>
        <translation>%1 fogli di tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="67"/>
        <source>rounds closed: %1</source>
        <translation>turni chiusi: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="68"/>
        <source>no round closed</source>
        <translation>nessun turno chiuso</translation>
    </message>
</context>
<context>
    <name>BoardPrizes</name>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="60"/>
        <location filename="../../tourney/gui/board_prizes.py" line="95"/>
        <source>Categories</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="60"/>
        <location filename="../../tourney/gui/board_prizes.py" line="108"/>
        <source>Prize-giving</source>
        <translation>Premiazione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="97"/>
        <source>The standings are hidden until the prize-giving.</source>
        <translation>La classifica è nascosta fino alla premiazione.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="99"/>
        <source>No categories yet</source>
        <translation>Ancora nessuna categoria</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="103"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="103"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="103"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="103"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="104"/>
        <source>Category: %1</source>
        <translation>Categoria: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="110"/>
        <source>No prizes yet: no results.</source>
        <translation>Ancora nessun premio: non ci sono risultati.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_prizes.py" line="114"/>
        <source>→ or Page Down: the next prize · ← or Page Up: back</source>
        <translation>→ o Pagina giù: il premio seguente · ← o Pagina su: indietro</translation>
    </message>
</context>
<context>
    <name>ByesDialog</name>
    <message>
        <location filename="../../tourney/gui/byes_dialog.py" line="16"/>
        <source>Byes</source>
        <translation>Riposi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/byes_dialog.py" line="18"/>
        <source>A player who sits a round out scores the bye value of the ranking.</source>
        <translation>Chi salta un turno riceve il valore del riposo previsto dalla classifica.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/byes_dialog.py" line="20"/>
        <location filename="../../tourney/gui/byes_dialog.py" line="27"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/byes_dialog.py" line="20"/>
        <location filename="../../tourney/gui/byes_dialog.py" line="28"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/byes_dialog.py" line="22"/>
        <source>Take back the chosen bye</source>
        <translation>Annulla il riposo scelto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/byes_dialog.py" line="30"/>
        <source>Give the bye</source>
        <translation>Assegna il riposo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/byes_dialog.py" line="39"/>
        <source>No bye yet.</source>
        <translation>Ancora nessun riposo.</translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="49"/>
        <source>Player categories</source>
        <translation>Categorie dei giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="61"/>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="65"/>
        <source>Juniors under </source>
        <translation>Juniores sotto i </translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="68"/>
        <source>Seniors from </source>
        <translation>Seniores dai </translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="75"/>
        <source>years; ages on %1</source>
        <translation>anni; età al %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="124"/>
        <source>by age, born %1</source>
        <translation>per età, nascita %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="78"/>
        <source>By age</source>
        <translation>Per età</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="89"/>
        <source>Tick the players of the category. Any label will do: women, juniors, seniors, newcomers… (a club is a category already: club:NAME). Juniors and seniors are also worked out from the players&apos; births: those show greyed.</source>
        <translation>Spunta i giocatori della categoria. Va bene qualunque nome: donne, juniores, seniores, esordienti… (un circolo è già una categoria: club:NOME). Juniores e seniores si ricavano anche dalla nascita dei giocatori: quelli appaiono in grigio.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/categories_dialog.py" line="93"/>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
</context>
<context>
    <name>CheckInDialog</name>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="51"/>
        <source>Check-in of the day</source>
        <translation>Presenze del giorno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="57"/>
        <source>Day</source>
        <translation>Giorno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="60"/>
        <location filename="../../tourney/gui/room_dialogs.py" line="61"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="60"/>
        <source>Missing</source>
        <translation>Assenti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="61"/>
        <source>In</source>
        <translation>Presenti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="61"/>
        <source>At</source>
        <translation>Ora</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="61"/>
        <source>How</source>
        <translation>Come</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="64"/>
        <source>Check in the chosen players</source>
        <translation>Segna presenti i giocatori scelti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="66"/>
        <source>Take the chosen players off</source>
        <translation>Togli i giocatori scelti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="88"/>
        <source>Everyone is in.</source>
        <translation>Ci sono tutti.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="89"/>
        <source>by the referee</source>
        <translation>dall&apos;arbitro</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="90"/>
        <source>by the player (card&apos;s QR code or table page)</source>
        <translation>dal giocatore (QR della tessera o pagina del tavolo)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="92"/>
        <source>Nobody has checked in yet.</source>
        <translation>Nessuno ha ancora segnato la presenza.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="93"/>
        <source>%1 in, %2 missing</source>
        <translation>%1 presenti, %2 assenti</translation>
    </message>
</context>
<context>
    <name>ConstraintsDialog</name>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="28"/>
        <source>Seating constraints</source>
        <translation>Vincoli di posto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="30"/>
        <source>The draw honours them from the next draw on; rounds already drawn keep their tables.</source>
        <translation>Il sorteggio li rispetta dal prossimo sorteggio; i turni già sorteggiati tengono i loro tavoli.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="33"/>
        <source>Constraint</source>
        <translation>Vincolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="35"/>
        <source>Take back the chosen constraint</source>
        <translation>Annulla il vincolo scelto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="40"/>
        <source>Always at one table</source>
        <translation>Sempre allo stesso tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="41"/>
        <location filename="../../tourney/gui/constraints_dialog.py" line="48"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="42"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="43"/>
        <source>Always at this table</source>
        <translation>Sempre a questo tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="47"/>
        <source>Never at the same table</source>
        <translation>Mai allo stesso tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="49"/>
        <source>and player</source>
        <translation>e il giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="50"/>
        <source>Keep them apart</source>
        <translation>Tienili separati</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="85"/>
        <source>%1 always sits at table %2</source>
        <translation>%1 siede sempre al tavolo %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="89"/>
        <source>%1 and %2 never sit together</source>
        <translation>%1 e %2 non siedono mai insieme</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/constraints_dialog.py" line="91"/>
        <source>No constraint: the draw seats everyone freely.</source>
        <translation>Nessun vincolo: il sorteggio mette tutti dove vuole.</translation>
    </message>
</context>
<context>
    <name>CorrectDealDialog</name>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="101"/>
        <source>Approve as corrected</source>
        <translation>Approva come corretta</translation>
    </message>
</context>
<context>
    <name>DayMenu</name>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="37"/>
        <source>&amp;Day</source>
        <translation>&amp;Giornata</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="40"/>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="41"/>
        <source>&amp;Rounds and tables</source>
        <translation>&amp;Turni e tavoli</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="43"/>
        <source>P&amp;enalties…</source>
        <translation>P&amp;enalità…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="44"/>
        <source>&amp;Byes…</source>
        <translation>&amp;Riposi…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="45"/>
        <source>Seating &amp;constraints…</source>
        <translation>&amp;Vincoli di posto…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="47"/>
        <source>Check-&amp;in of the day: who is missing…</source>
        <translation>Pre&amp;senze del giorno: chi manca…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="49"/>
        <source>The room&apos;s cl&amp;ock: warnings, extra time, late start…</source>
        <translation>L&apos;&amp;orologio della sala: avvisi, tempo in più, ritardo…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="52"/>
        <source>Ran&amp;king and tie-breaks…</source>
        <translation>&amp;Classifica: criteri e spareggi…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="53"/>
        <source>&amp;Standings: earlier rounds, teams, statistics…</source>
        <translation>Cla&amp;ssifica: turni precedenti, squadre, statistiche…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="56"/>
        <source>Event &amp;log…</source>
        <translation>Registro degli &amp;eventi…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="62"/>
        <source>&amp;Edit the chosen player…</source>
        <translation>&amp;Modifica il giocatore scelto…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="63"/>
        <source>&amp;Check in the chosen players</source>
        <translation>Segna &amp;presenti i giocatori scelti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="64"/>
        <source>&amp;Withdraw the chosen player</source>
        <translation>&amp;Ritira il giocatore scelto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="65"/>
        <source>&amp;Re-admit the chosen player</source>
        <translation>Ri&amp;ammetti il giocatore scelto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="66"/>
        <source>Make the chosen players &amp;substitutes</source>
        <translation>Rendi &amp;riserve i giocatori scelti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="67"/>
        <source>&amp;Delete the chosen players (entered by mistake)…</source>
        <translation>&amp;Elimina i giocatori scelti (inseriti per errore)…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="69"/>
        <source>&amp;Add a player…</source>
        <translation>&amp;Aggiungi un giocatore…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="73"/>
        <source>&amp;Import a list (CSV)…</source>
        <translation>&amp;Importa un elenco (CSV)…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="74"/>
        <source>E&amp;xport the list (CSV)…</source>
        <translation>E&amp;sporta l&apos;elenco (CSV)…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="83"/>
        <source>Choose the players in the list first.</source>
        <translation>Scegli prima i giocatori nell&apos;elenco.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="96"/>
        <source>Delete %1? Only a player entered by mistake, who has played no game, can be deleted.</source>
        <translation>Eliminare %1? Si può eliminare solo un giocatore inserito per errore che non ha giocato alcuna partita.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="98"/>
        <source>Delete players</source>
        <translation>Elimina giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="108"/>
        <source>Export the players</source>
        <translation>Esporta i giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="109"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="125"/>
        <source>Round &amp;schedule and shifts…</source>
        <translation>&amp;Orario dei turni e spostamenti…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="128"/>
        <source>&amp;Draw the chosen round</source>
        <translation>&amp;Sorteggia il turno scelto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="129"/>
        <source>Draw the rounds &amp;left…</source>
        <translation>Sorteggia i turni &amp;rimasti…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="130"/>
        <source>Swiss draw of the chosen round (by the standings)</source>
        <translation>Sorteggio svizzero del turno scelto (secondo la classifica)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="132"/>
        <source>S&amp;wap two players of the chosen round…</source>
        <translation>S&amp;cambia due giocatori del turno scelto…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="135"/>
        <source>Enter the &amp;deals of the chosen table…</source>
        <translation>Inserisci le &amp;mani del tavolo scelto…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="137"/>
        <source>Enter the &amp;totals of the chosen table…</source>
        <translation>Inserisci i &amp;totali del tavolo scelto…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="147"/>
        <source>Draw again</source>
        <translation>Nuovo sorteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="148"/>
        <source>Round %1 is already drawn. Seat it again by the standings?</source>
        <translation>Il turno %1 è già sorteggiato. Riassegnare i posti secondo la classifica?</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="166"/>
        <source>Choose a round in the list first.</source>
        <translation>Scegli prima un turno nell&apos;elenco.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/day_menu.py" line="174"/>
        <source>Choose a table of the round first.</source>
        <translation>Scegli prima un tavolo del turno.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="59"/>
        <source>Round %1, table %2: deal %3</source>
        <translation>Turno %1, tavolo %2: mano %3</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="61"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="61"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="61"/>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="62"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="70"/>
        <source>Exhaustive draw (ryuukyoku) or chombo</source>
        <translation>Patta per muro esaurito (ryuukyoku) o chombo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="71"/>
        <source>No winner (void hand)</source>
        <translation>Nessun vincitore (mano nulla)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="86"/>
        <source>Save deal</source>
        <translation>Salva la mano</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="121"/>
        <source>Round wind</source>
        <translation>Vento del giro</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="122"/>
        <source>East is</source>
        <translation>Est è</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="142"/>
        <source>A table of three: North is an empty seat that neither scores nor pays; East passes among the three players.</source>
        <translation>Un tavolo da tre: il Nord è un posto vuoto che non segna né paga; l&apos;Est passa tra i tre giocatori.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="175"/>
        <source>Dora indicators</source>
        <translation>Indicatori di dora</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_dialog.py" line="176"/>
        <source>Ura-dora indicators</source>
        <translation>Indicatori di ura dora</translation>
    </message>
</context>
<context>
    <name>DealListModel</name>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="126"/>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="126"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="126"/>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="126"/>
        <source>How won</source>
        <translation>Come ha vinto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="137"/>
        <source>no winner</source>
        <translation>nessun vincitore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="140"/>
        <source>self-drawn %1</source>
        <translation>pescato %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="141"/>
        <source>%1 from %2</source>
        <translation>%1 da %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="150"/>
        <source>chombo by %1</source>
        <translation>chombo di %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="151"/>
        <source>exhaustive draw (ryuukyoku)</source>
        <translation>muro esaurito (ryuukyoku)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="154"/>
        <source>tsumo %1</source>
        <translation>tsumo %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_model.py" line="155"/>
        <source>ron %1 from %2</source>
        <translation>ron %1 da %2</translation>
    </message>
</context>
<context>
    <name>DisplayBoard</name>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="133"/>
        <source>Display board — tourney</source>
        <translation>Tabellone — tourney</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="137"/>
        <source>Round timer</source>
        <translation>Cronometro del turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="137"/>
        <source>Seating</source>
        <translation>Posti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="138"/>
        <location filename="../../tourney/gui/display_board.py" line="296"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="142"/>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="142"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="142"/>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="143"/>
        <source>Seconds per page</source>
        <translation>Secondi per pagina</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="145"/>
        <source>next</source>
        <translation>prossimo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="146"/>
        <source>+%1 min</source>
        <translation>+%1 min</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="147"/>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="148"/>
        <source>Hide standings</source>
        <translation>Nascondi classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="149"/>
        <source>Full screen (F11)</source>
        <translation>Schermo intero (F11)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="150"/>
        <source>Sound (M)</source>
        <translation>Suono (M)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="266"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="266"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="266"/>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="266"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="275"/>
        <source>Round %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="278"/>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="282"/>
        <source>Round %1 — seating</source>
        <translation>Turno %1 — posti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="283"/>
        <source>Round %1 is not drawn yet.</source>
        <translation>Il turno %1 non è ancora sorteggiato.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="290"/>
        <source>Time is up!</source>
        <translation>Tempo scaduto!</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="291"/>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="291"/>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="298"/>
        <source>The standings are hidden until the prize-giving.</source>
        <translation>La classifica è nascosta fino alla premiazione.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="300"/>
        <source>No results yet</source>
        <translation>Ancora nessun risultato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="302"/>
        <source>Standings after round %1</source>
        <translation>Classifica dopo il turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="305"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="305"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="305"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="305"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="311"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/display_board.py" line="311"/>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="245"/>
        <source>Rotation not fair: someone sits out twice before others once.</source>
        <translation>Rotazione non equa: qualcuno riposa due volte prima che altri riposino una.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="243"/>
        <source>Byes given: %1</source>
        <translation>Turni di riposo assegnati: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="89"/>
        <source>Byes: some players sit out each round</source>
        <translation>Riposi: a ogni turno qualche giocatore riposa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="90"/>
        <source>Substitutes fill the empty seats</source>
        <translation>Le riserve occupano i posti vuoti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="91"/>
        <source>Tables of three: everybody plays every round</source>
        <translation>Tavoli da tre: tutti giocano ogni turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="96"/>
        <source>A table of three seats East, South and West and leaves North empty. Nobody sits at a table of three twice before everybody has sat at one once, winds are balanced over the seats each player can hold, and its three players take the table points of places 1 to 3.</source>
        <translation>Un tavolo da tre ha Est, Sud e Ovest e lascia vuoto il Nord. Nessuno siede due volte a un tavolo da tre prima che tutti vi abbiano seduto una volta, i venti sono bilanciati sui posti che ciascuno può occupare e i tre giocatori prendono i punti tavolo dei posti da 1 a 3.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="237"/>
        <source>Same club or team at a table: %1</source>
        <translation>Stesso club o squadra allo stesso tavolo: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="240"/>
        <source>Tables with two substitutes or more: %1</source>
        <translation>Tavoli con due o più sostituti: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="252"/>
        <source>No better schedule exists (lower bound reached).</source>
        <translation>Non esiste uno schema migliore (limite inferiore raggiunto).</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="255"/>
        <source>No figure is known for this size: a longer search may find fewer repeats.</source>
        <translation>Per questa dimensione non si conosce un risultato: una ricerca più lunga può trovare meno incontri ripetuti.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="257"/>
        <source>The best schedule known for this size has %1 repeated meetings: a longer search may help.</source>
        <translation>Il miglior schema noto per questa dimensione ha %1 incontri ripetuti: una ricerca più lunga può aiutare.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="259"/>
        <source>As good as the best schedule known for this size (%1 repeated meetings).</source>
        <translation>Buono quanto il miglior schema noto per questa dimensione (%1 incontri ripetuti).</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="236"/>
        <source>Fixed-table players elsewhere: %1</source>
        <translation>Giocatori a tavolo fisso seduti altrove: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="88"/>
        <source>Automatic: substitutes if enough, else byes</source>
        <translation>Automatico: riserve se bastano, altrimenti riposi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="94"/>
        <source>Odd player count</source>
        <translation>Giocatori non multipli di 4</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="235"/>
        <source>Never-together pairs seated together: %1</source>
        <translation>Coppie da separare sedute insieme: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="233"/>
        <source>Wind violations: %1 (largest wind spread for a player: %2)</source>
        <translation>Squilibri di vento: %1 (scarto massimo di un giocatore: %2)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="232"/>
        <source>Most repeats for one player: %1</source>
        <translation>Massimo ripetizioni per un giocatore: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="231"/>
        <source>Most times a pair meets: %1</source>
        <translation>Massimo incontri di una coppia: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="229"/>
        <source>Repeated meetings: %1 (best possible: at least %2)</source>
        <translation>Incontri ripetuti: %1 (il meglio possibile: almeno %2)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="228"/>
        <source>Players: %1, rounds: %2</source>
        <translation>Giocatori: %1, turni: %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="201"/>
        <source>Drawn: %1 steps in %2 s.</source>
        <translation>Sorteggiato: %1 passi in %2 s.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="191"/>
        <source>Cancelled: the draw was not changed.</source>
        <translation>Annullato: il sorteggio non è cambiato.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="185"/>
        <source>never-together pairs still seated together: %1</source>
        <translation>coppie da separare ancora insieme: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="183"/>
        <source>%1 steps in %2 s · repeated meetings: %3</source>
        <translation>%1 passi in %2 s · incontri ripetuti: %3</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="177"/>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="158"/>
        <source>Searching…</source>
        <translation>Ricerca in corso…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="134"/>
        <source>Draw rounds %1 to %2</source>
        <translation>Sorteggio dei turni da %1 a %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="133"/>
        <source>Draw round %1</source>
        <translation>Sorteggio del turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="116"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="115"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="112"/>
        <source>Stop and keep the best draw</source>
        <translation>Ferma e tieni il sorteggio migliore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="111"/>
        <source>Draw</source>
        <translation>Sorteggia</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="104"/>
        <source>Press Draw to start. Rounds with results are not drawn again.</source>
        <translation>Premi Sorteggia per iniziare. I turni con risultati non vengono sorteggiati di nuovo.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="86"/>
        <source>Search for at most</source>
        <translation>Cerca al massimo per</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/draw_dialog.py" line="77"/>
        <source>Draw rounds</source>
        <translation>Sorteggio dei turni</translation>
    </message>
</context>
<context>
    <name>EmaDialog</name>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="42"/>
        <source>EMA results</source>
        <translation>Risultati EMA</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="46"/>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="46"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="46"/>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="57"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="58"/>
        <source>Export anyway…</source>
        <translation>Esporta comunque…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="81"/>
        <source>all</source>
        <translation>tutte</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="87"/>
        <source>%1 problem(s) in the %2 rows: correct them in the Players tab, or export the file anyway as it is.</source>
        <translation>%1 problema/i nelle %2 righe: correggili nella scheda Giocatori, oppure esporta comunque il file così com&apos;è.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="91"/>
        <source>All %1 rows are ready for the EMA.</source>
        <translation>Tutte le %1 righe sono pronte per l&apos;EMA.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="99"/>
        <source>Save the EMA results</source>
        <translation>Salva i risultati EMA</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="100"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ema_dialog.py" line="115"/>
        <source>Written: %1</source>
        <translation>Scritto: %1</translation>
    </message>
</context>
<context>
    <name>EndOfDayMenu</name>
    <message>
        <location filename="../../tourney/gui/end_of_day.py" line="21"/>
        <source>&amp;Final and prizes</source>
        <translation>&amp;Finale e premi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/end_of_day.py" line="24"/>
        <source>Cut to a &amp;final…</source>
        <translation>&amp;Finale…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/end_of_day.py" line="25"/>
        <source>Player &amp;categories…</source>
        <translation>&amp;Categorie dei giocatori…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/end_of_day.py" line="26"/>
        <source>&amp;Prize list…</source>
        <translation>&amp;Premiazione…</translation>
    </message>
</context>
<context>
    <name>FinalDialog</name>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="46"/>
        <source>kept</source>
        <translation>mantenuto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="46"/>
        <source>halved (rounded, halves up)</source>
        <translation>dimezzato (arrotondato, il mezzo per eccesso)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="47"/>
        <source>cleared</source>
        <translation>azzerato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="50"/>
        <source>stop</source>
        <translation>si fermano</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="50"/>
        <source>play a consolation bracket</source>
        <translation>giocano un torneo di consolazione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="53"/>
        <source>snake: 1-4-5-8/2-3-6-7</source>
        <translation>a serpentina: 1-4-5-8/2-3-6-7</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="54"/>
        <source>After round</source>
        <translation>Dopo il turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="55"/>
        <source>Players in the final</source>
        <translation>Giocatori in finale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="56"/>
        <source>Their score is</source>
        <translation>Il loro punteggio è</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="57"/>
        <source>The others</source>
        <translation>Gli altri</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="58"/>
        <source>Seating by place</source>
        <translation>Posti per posizione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="59"/>
        <source>The finalists play on among themselves, seated by standing, and rank above everyone else. Edit &gt; Undo takes the cut back.</source>
        <translation>I finalisti continuano a giocare tra loro, seduti per classifica, e si classificano davanti a tutti gli altri. Modifica &gt; Annulla toglie la finale.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="62"/>
        <source>Cut to the final</source>
        <translation>Crea la finale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="68"/>
        <source>Cut to a final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="70"/>
        <source>The final</source>
        <translation>La finale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="71"/>
        <source>The top %1 play the final since round %2. OK seats the next round of the final by its standing.</source>
        <translation>I primi %1 giocano la finale dal turno %2. OK sorteggia il prossimo turno della finale secondo la sua classifica.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/final_dialog.py" line="76"/>
        <source>Seat the next round</source>
        <translation>Sorteggia il prossimo turno</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../tourney/gui/help_window.py" line="34"/>
        <source>Help</source>
        <translation>Guida</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/help_window.py" line="35"/>
        <source>The help page %1 is not installed with this copy of tourney.</source>
        <translation>La pagina della guida %1 non è installata con questa copia di tourney.</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../../tourney/gui/undo.py" line="22"/>
        <location filename="../../tourney/gui/undo.py" line="35"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/undo.py" line="25"/>
        <location filename="../../tourney/gui/undo.py" line="36"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="55"/>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="35"/>
        <source>Table points</source>
        <translation>Punti tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="35"/>
        <source>Place</source>
        <translation>Piazzamento</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="35"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="34"/>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="34"/>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="34"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="34"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/history_dialog.py" line="30"/>
        <source>History of %1</source>
        <translation>Storico di %1</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="49"/>
        <source>Import players from %1</source>
        <translation>Importa giocatori da %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="52"/>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="52"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="52"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="53"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="56"/>
        <source>Import the good rows and leave out the bad ones</source>
        <translation>Importa le righe buone e tralascia quelle errate</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="58"/>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="86"/>
        <source>%1 players to import, %2 bad rows</source>
        <translation>%1 giocatori da importare, %2 righe errate</translation>
    </message>
</context>
<context>
    <name>InstantEditor</name>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="78"/>
        <source>Cat and Rat</source>
        <translation>Gatto e Topo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="81"/>
        <source>Complete set of %1</source>
        <translation>Serie completa di %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="75"/>
        <source>Concealed kong (4 each)</source>
        <translation>Kong nascosto (4 ciascuno)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="32"/>
        <source>%1, line %2</source>
        <translation>%1, riga %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="47"/>
        <source>, not played</source>
        <translation>, non in gioco</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="49"/>
        <source>, concealed only</source>
        <translation>, solo coperta</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="76"/>
        <source>Exposed kong (2 each)</source>
        <translation>Kong esposto (2 ciascuno)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="80"/>
        <source>Own flower and season</source>
        <translation>Fiore e stagione propri</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="78"/>
        <source>Rooster and Centipede</source>
        <translation>Gallo e Millepiedi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="81"/>
        <source>animals</source>
        <translation>animali</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="91"/>
        <source>claimed from %1</source>
        <translation>chiamato da %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="88"/>
        <source>claimed from: not recorded</source>
        <translation>chiamato da: non registrato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="96"/>
        <source>dealt</source>
        <translation>servito</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="82"/>
        <source>flowers</source>
        <translation>fiori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_extras.py" line="83"/>
        <source>seasons</source>
        <translation>stagioni</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="22"/>
        <source>Event log</source>
        <translation>Registro degli eventi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="24"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="24"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="24"/>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="24"/>
        <source>What</source>
        <translation>Che cosa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="28"/>
        <source>Choose an event to see the rows it changed.</source>
        <translation>Scegli un evento per vedere le righe che ha cambiato.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="33"/>
        <source>Nothing is ever lost: an undone action stays in the log.</source>
        <translation>Non si perde mai nulla: un&apos;azione annullata resta nel registro.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="44"/>
        <source>Undone: %1</source>
        <translation>Annullato: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="44"/>
        <source>Done again: %1</source>
        <translation>Rifatto: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="55"/>
        <source>before</source>
        <translation>prima</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/log_dialog.py" line="55"/>
        <source>after</source>
        <translation>dopo</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="100"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="104"/>
        <source>&amp;Display board</source>
        <translation>&amp;Tabellone</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="76"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="77"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="78"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="89"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="105"/>
        <source>&amp;Table entry on phones…</source>
        <translation>Segnapunti sui &amp;telefoni…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="117"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="118"/>
        <source>How to write a hand (the notation)</source>
        <translation>Come scrivere una mano (la notazione)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="119"/>
        <source>A tournament day, step by step</source>
        <translation>Una giornata di torneo, passo per passo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="120"/>
        <location filename="../../tourney/gui/main_window.py" line="298"/>
        <source>About tourney</source>
        <translation>Informazioni su tourney</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="123"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="124"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="126"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="127"/>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="129"/>
        <source>Open the &amp;demo tournament</source>
        <translation>Apri il torneo &amp;dimostrativo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="132"/>
        <source>&amp;Save a copy…</source>
        <translation>&amp;Salva una copia…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="133"/>
        <source>&amp;Backups…</source>
        <translation>&amp;Copie di sicurezza…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="134"/>
        <source>Res&amp;tore…</source>
        <translation>&amp;Ripristina…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="139"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="142"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="145"/>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="175"/>
        <source>Open a tournament</source>
        <translation>Apri un torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="176"/>
        <source>Tournaments (*.tourney);;All files (*)</source>
        <translation>Tornei (*.tourney);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="194"/>
        <source>Save a copy</source>
        <translation>Salva una copia</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="195"/>
        <source>Tournaments (*.tourney)</source>
        <translation>Tornei (*.tourney)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="206"/>
        <source>Copy saved: %1</source>
        <translation>Copia salvata: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="248"/>
        <source>(none yet)</source>
        <translation>(ancora nessuno)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="260"/>
        <source>No tournament open</source>
        <translation>Nessun torneo aperto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="267"/>
        <source>Saved</source>
        <translation>Salvato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="299"/>
        <source>tourney %1: Mahjong tournaments for the club referee.</source>
        <translation>tourney %1: tornei di Mahjong per l&apos;arbitro del circolo.</translation>
    </message>
</context>
<context>
    <name>MoreStandingsDialog</name>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="38"/>
        <source>Standings: earlier rounds, teams, statistics</source>
        <translation>Classifica: turni precedenti, squadre, statistiche</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="51"/>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="51"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="51"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="52"/>
        <source>Members counted</source>
        <translation>Componenti contati</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="56"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="59"/>
        <source>Each team counts its best</source>
        <translation>Ogni squadra conta i suoi migliori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="63"/>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="64"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="68"/>
        <source>Everyone</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="72"/>
        <source>After round</source>
        <translation>Dopo il turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="74"/>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="109"/>
        <source>No player has a team: enter teams in the players&apos; details.</source>
        <translation>Nessun giocatore ha una squadra: inserisci le squadre nei dati dei giocatori.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="114"/>
        <source>%1 (incomplete)</source>
        <translation>%1 (incompleta)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="123"/>
        <source>No hands recorded yet: no statistics.</source>
        <translation>Ancora nessuna mano registrata: nessuna statistica.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="127"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_more.py" line="129"/>
        <source>round %1, table %2, deal %3: %4</source>
        <translation>turno %1, tavolo %2, mano %3: %4</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="46"/>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="51"/>
        <source>where to save the tournament file</source>
        <translation>dove salvare il file del torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="52"/>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="78"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="79"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="80"/>
        <source>Venue</source>
        <translation>Sede</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="81"/>
        <source>First day</source>
        <translation>Primo giorno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="82"/>
        <source>Last day</source>
        <translation>Ultimo giorno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="83"/>
        <source>Rules</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="85"/>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="86"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="87"/>
        <source>Hands per round</source>
        <translation>Mani per turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="88"/>
        <source>Minutes per round</source>
        <translation>Minuti per turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="89"/>
        <source>Ranking by</source>
        <translation>Classifica per</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="90"/>
        <source>Create</source>
        <translation>Crea</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="107"/>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="107"/>
        <source>table points</source>
        <translation>punti tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="108"/>
        <source>rank points</source>
        <translation>punti piazzamento</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="111"/>
        <source>New tournament file</source>
        <translation>Nuovo file del torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="112"/>
        <source>Tournaments (*.tourney)</source>
        <translation>Tornei (*.tourney)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="128"/>
        <source>choose where to save the file</source>
        <translation>scegli dove salvare il file</translation>
    </message>
</context>
<context>
    <name>OfferBackDialog</name>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="252"/>
        <source>Add the tournament&apos;s new players to the register</source>
        <translation>Aggiungi all&apos;anagrafica i nuovi giocatori del torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="256"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="256"/>
        <source>EMA id</source>
        <translation>Numero EMA</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="256"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="257"/>
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="260"/>
        <source>Add ticked to the register</source>
        <translation>Aggiungi i selezionati all&apos;anagrafica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="261"/>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="282"/>
        <source>%1 players of this tournament are not in your register yet. Add them, to find them again at the next event.</source>
        <translation>%1 giocatori di questo torneo non sono ancora nella tua anagrafica. Aggiungili per ritrovarli al prossimo torneo.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="286"/>
        <source>Your register already knows every player of this tournament.</source>
        <translation>La tua anagrafica conosce già tutti i giocatori di questo torneo.</translation>
    </message>
</context>
<context>
    <name>OptionsEditor</name>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="35"/>
        <source>This ruleset has no house rules to set.</source>
        <translation>Questo regolamento non ha regole della casa da impostare.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="42"/>
        <source>not set</source>
        <translation>non impostato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="55"/>
        <source>its limit value</source>
        <translation>il suo valore di massimo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="56"/>
        <source>the higher of its limit value and its ordinary score</source>
        <translation>il maggiore tra il valore di massimo e il punteggio ordinario</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="57"/>
        <source>every pair that scores</source>
        <translation>ogni coppia che dà punti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="57"/>
        <source>one pair at most</source>
        <translation>al più una coppia</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="58"/>
        <source>A: East passes after the replayed dead hand</source>
        <translation>A: l&apos;Est passa dopo la mano nulla rigiocata</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="59"/>
        <source>B: East keeps the seat until another player wins</source>
        <translation>B: l&apos;Est resta finché un altro giocatore non vince</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/options_editor.py" line="71"/>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
</context>
<context>
    <name>PaymentsView</name>
    <message>
        <location filename="../../tourney/gui/scoring_preview.py" line="127"/>
        <source>Net: %1</source>
        <translation>Netto: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_preview.py" line="130"/>
        <source>Payments: %1</source>
        <translation>Pagamenti: %1</translation>
    </message>
</context>
<context>
    <name>PenaltiesDialog</name>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="17"/>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="19"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="19"/>
        <location filename="../../tourney/gui/penalties_dialog.py" line="35"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="19"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="19"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="20"/>
        <location filename="../../tourney/gui/penalties_dialog.py" line="38"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="22"/>
        <source>Cancel the chosen penalty</source>
        <translation>Annulla la penalità scelta</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="28"/>
        <source>Points taken off the player&apos;s total</source>
        <translation>Punti tolti al totale del giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="30"/>
        <source>the whole tournament</source>
        <translation>tutto il torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="32"/>
        <source>round %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="34"/>
        <source>e.g. late for the round</source>
        <translation>ad es. in ritardo al turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="36"/>
        <source>Points taken off</source>
        <translation>Punti tolti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="37"/>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="39"/>
        <source>Give the penalty</source>
        <translation>Assegna la penalità</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="45"/>
        <source>whole tournament</source>
        <translation>tutto il torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/penalties_dialog.py" line="49"/>
        <source>No penalty given yet.</source>
        <translation>Ancora nessuna penalità.</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="41"/>
        <source>New person in the register</source>
        <translation>Nuova persona nell&apos;anagrafica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="45"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="45"/>
        <source>EMA id</source>
        <translation>Numero EMA</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="45"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="46"/>
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="46"/>
        <source>Contact (e-mail, telephone)</source>
        <translation>Recapito (e-mail, telefono)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="47"/>
        <source>Born</source>
        <translation>Nascita</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="51"/>
        <source>2008 or 2008-05-14</source>
        <translation>2008 o 2008-05-14</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="54"/>
        <source>Add to the register</source>
        <translation>Aggiungi all&apos;anagrafica</translation>
    </message>
</context>
<context>
    <name>PlainWords</name>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="31"/>
        <source>Mah Jong</source>
        <translation>Mah Jong</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="32"/>
        <location filename="../../tourney/gui/plain_words.py" line="52"/>
        <source>self-drawn</source>
        <translation>pescata da sé</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="33"/>
        <source>won on</source>
        <translation>vinta su</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="34"/>
        <location filename="../../tourney/gui/plain_words.py" line="53"/>
        <source>No winner</source>
        <translation>Nessun vincitore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="35"/>
        <source>double riichi</source>
        <translation>double riichi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="36"/>
        <source>first draw</source>
        <translation>prima pescata</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="37"/>
        <source>Dead hand</source>
        <translation>Mano morta</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="38"/>
        <source>winning tile</source>
        <translation>tessera vincente</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="46"/>
        <source>Nobody has won yet: tick Mah Jong (or Wins) for the winner and give the winning tile, or tick No winner.</source>
        <translation>Nessuno ha ancora vinto: spunta Mah Jong (o Vince) per il vincitore e indica la tessera vincente, oppure spunta Nessun vincitore.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/plain_words.py" line="50"/>
        <source>A chombo ends the hand without a win: nobody can win this deal.</source>
        <translation>Un chombo chiude la mano senza vittoria: nessuno può vincere questa mano.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="27"/>
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="27"/>
        <source>Edit player</source>
        <translation>Modifica giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="31"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="31"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="31"/>
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="32"/>
        <source>Federation id</source>
        <translation>Tessera federale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="32"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="39"/>
        <source>2008 or 2008-05-14</source>
        <translation>2008 o 2008-05-14</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="48"/>
        <source>Born</source>
        <translation>Nascita</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="52"/>
        <source>e.g. women, newcomers</source>
        <translation>per es. donne, esordienti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="53"/>
        <source>Categories</source>
        <translation>Categorie</translation>
    </message>
</context>
<context>
    <name>PlayersMenu</name>
    <message>
        <location filename="../../tourney/gui/players_menu.py" line="21"/>
        <source>Pla&amp;yers</source>
        <translation>Gio&amp;catori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_menu.py" line="24"/>
        <source>From the &amp;register…</source>
        <translation>Dall&apos;&amp;anagrafica…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_menu.py" line="25"/>
        <source>&amp;Add to the register…</source>
        <translation>Aggiungi i giocatori all&apos;anagra&amp;fica…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_menu.py" line="27"/>
        <source>&amp;Browse the register…</source>
        <translation>&amp;Sfoglia l&apos;anagrafica…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_menu.py" line="28"/>
        <source>&amp;New person in the register…</source>
        <translation>&amp;Nuova persona nell&apos;anagrafica…</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="26"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="26"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="26"/>
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="26"/>
        <source>Federation id</source>
        <translation>Tessera federale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="27"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="27"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="30"/>
        <source>registered</source>
        <translation>iscritto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="30"/>
        <source>present</source>
        <translation>presente</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="31"/>
        <source>withdrawn</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="31"/>
        <source>substitute</source>
        <translation>riserva</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="41"/>
        <source>Filter: name, club, country, id, team or status</source>
        <translation>Filtra: nome, circolo, paese, tessera, squadra o stato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="58"/>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="59"/>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="60"/>
        <source>Check in</source>
        <translation>Registra presenza</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="61"/>
        <source>Withdraw</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="62"/>
        <source>Re-admit</source>
        <translation>Riammetti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="63"/>
        <source>Import CSV…</source>
        <translation>Importa CSV…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="88"/>
        <source>%1 players</source>
        <translation>%1 giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="153"/>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="154"/>
        <source>Player lists (*.csv *.txt);;All files (*)</source>
        <translation>Elenchi di giocatori (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="237"/>
        <source>Folder for the web pages</source>
        <translation>Cartella per le pagine web</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="142"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="102"/>
        <source>Player cards with check-in QR codes…</source>
        <translation>Tessere dei giocatori con il QR delle presenze…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="105"/>
        <source>Blank score sheets…</source>
        <translation>Fogli segnapunti in bianco…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="107"/>
        <source>Spreadsheet (xlsx)…</source>
        <translation>Foglio di calcolo (xlsx)…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="110"/>
        <source>EMA results…</source>
        <translation>Risultati EMA…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="113"/>
        <source>Paper</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="140"/>
        <source>Save the spreadsheet</source>
        <translation>Salva il foglio di calcolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="140"/>
        <source>Spreadsheet (*.xlsx)</source>
        <translation>Foglio di calcolo (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="142"/>
        <source>Save the PDF</source>
        <translation>Salva il PDF</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="149"/>
        <source>Blank score sheets</source>
        <translation>Fogli segnapunti in bianco</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="149"/>
        <source>How many?</source>
        <translation>Quanti?</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="160"/>
        <source>Check-in QR codes</source>
        <translation>QR delle presenze</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="161"/>
        <source>The address the players&apos; phones open (the phones&apos; server, Table entry on phones…):</source>
        <translation>L&apos;indirizzo che aprono i telefoni dei giocatori (il server dei telefoni, Segnapunti sui telefoni…):</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="167"/>
        <source>the address must begin with http:// or https://, not %1</source>
        <translation>l&apos;indirizzo deve iniziare con http:// o https://, non %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="208"/>
        <source>Tournament report</source>
        <translation>Resoconto del torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="209"/>
        <source>Highest hands to list</source>
        <translation>Mani più alte da elencare</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="132"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="132"/>
        <source>Which round?</source>
        <translation>Quale turno?</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="122"/>
        <source>Open when done</source>
        <translation>Apri al termine</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="106"/>
        <source>Web pages (HTML)…</source>
        <translation>Pagine web (HTML)…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="101"/>
        <source>Tournament report…</source>
        <translation>Resoconto del torneo…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="100"/>
        <source>Standings…</source>
        <translation>Classifica…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="98"/>
        <source>Schedule…</source>
        <translation>Calendario…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="97"/>
        <source>Player cards…</source>
        <translation>Schede dei giocatori…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="94"/>
        <source>Score sheets of a round…</source>
        <translation>Fogli segnapunti di un turno…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="93"/>
        <source>Seating poster of a round…</source>
        <translation>Cartellone dei tavoli di un turno…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="92"/>
        <source>Seating of a round…</source>
        <translation>Disposizione ai tavoli di un turno…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_menu.py" line="88"/>
        <source>&amp;Print</source>
        <translation>&amp;Stampa</translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="43"/>
        <source>Prize list</source>
        <translation>Premiazione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="53"/>
        <source>One player may win two prizes</source>
        <translation>Un giocatore può vincere due premi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="56"/>
        <source>Overall places</source>
        <translation>Posti in classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="57"/>
        <source>Places per category</source>
        <translation>Posti per categoria</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="66"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="66"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="66"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="74"/>
        <source>Save the printable list…</source>
        <translation>Salva l’elenco da stampare…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="84"/>
        <source>Printed in</source>
        <translation>Stampato in</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="111"/>
        <source>Save the prize list</source>
        <translation>Salva l’elenco dei premi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/prizes_dialog.py" line="112"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>RankingDialog</name>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="61"/>
        <source>Ranking and tie-breaks</source>
        <translation>Classifica: criteri e spareggi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="65"/>
        <location filename="../../tourney/gui/ranking_dialog.py" line="155"/>
        <source>total score</source>
        <translation>punteggio totale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="65"/>
        <location filename="../../tourney/gui/ranking_dialog.py" line="155"/>
        <source>table points</source>
        <translation>punti tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="66"/>
        <source>rank points (riichi style)</source>
        <translation>punti classifica (come nel riichi)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="79"/>
        <source>the total score</source>
        <translation>dal punteggio totale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="80"/>
        <source>the table points</source>
        <translation>dai punti tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="82"/>
        <source>Substitutes are ranked with the results they played</source>
        <translation>Le riserve sono classificate con i risultati che hanno giocato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="88"/>
        <source>Rank by</source>
        <translation>Classifica per</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="89"/>
        <source>Place points (1st to 4th)</source>
        <translation>Punti per posizione (dal 1° al 4°)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="90"/>
        <source>Uma (1st to 4th)</source>
        <translation>Uma (dal 1° al 4°)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="91"/>
        <source>Oka to the first</source>
        <translation>Oka al primo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="92"/>
        <source>Points divided by</source>
        <translation>Punti divisi per</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="93"/>
        <source>A bye scores</source>
        <translation>Un riposo vale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="94"/>
        <source>Penalties are taken off</source>
        <translation>Le penalità si tolgono</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="100"/>
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="100"/>
        <source>Down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="112"/>
        <source>Tie-breaks (ticked ones, in order)</source>
        <translation>Spareggi (quelli spuntati, in ordine)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="117"/>
        <source>Rank this way</source>
        <translation>Classifica così</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="119"/>
        <source>The usual values</source>
        <translation>I valori consueti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="120"/>
        <source>Every value and the tie-breaks as the scheme has them (saved with Rank this way)</source>
        <translation>Ogni valore e gli spareggi come li prevede il criterio (salvati con Classifica così)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="125"/>
        <source>The standings will say:</source>
        <translation>La classifica dirà:</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="156"/>
        <source>rank points</source>
        <translation>punti classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="156"/>
        <source>best single game</source>
        <translation>miglior partita</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="157"/>
        <source>head-to-head</source>
        <translation>scontri diretti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="157"/>
        <source>number of first places</source>
        <translation>numero di primi posti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/ranking_dialog.py" line="158"/>
        <source>drawing lots</source>
        <translation>sorteggio</translation>
    </message>
</context>
<context>
    <name>RefereeCalls</name>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="33"/>
        <location filename="../../tourney/gui/referee_calls.py" line="69"/>
        <source>Tables calling the referee</source>
        <translation>Tavoli che chiamano l&apos;arbitro</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="38"/>
        <source>On my way</source>
        <translation>Arrivo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="42"/>
        <source>Hide the standings from round (0: never)</source>
        <translation>Nascondi la classifica dal turno (0: mai)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="45"/>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="48"/>
        <source>Reveal the standings</source>
        <translation>Mostra la classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="52"/>
        <source>dispute</source>
        <translation>contestazione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="52"/>
        <source>wrong seat</source>
        <translation>posto sbagliato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="53"/>
        <source>timing</source>
        <translation>tempo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="53"/>
        <source>other</source>
        <translation>altro</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="59"/>
        <source>Table %1 (round %2) at %3: %4</source>
        <translation>Tavolo %1 (turno %2) alle %3: %4</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/referee_calls.py" line="68"/>
        <source>Tables calling the referee: %1</source>
        <translation>Tavoli che chiamano l&apos;arbitro: %1</translation>
    </message>
</context>
<context>
    <name>RegisterDialog</name>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="109"/>
        <source>Player register</source>
        <translation>Anagrafica dei giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="111"/>
        <source>Search: name, EMA id, club, country or contact</source>
        <translation>Cerca: nome, numero EMA, circolo, paese o recapito</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="116"/>
        <source>List:</source>
        <translation>Elenco:</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="119"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="119"/>
        <source>EMA id</source>
        <translation>Numero EMA</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="119"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="120"/>
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="120"/>
        <source>Contact</source>
        <translation>Recapito</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="127"/>
        <source>Add ticked to the tournament</source>
        <translation>Aggiungi i selezionati al torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="128"/>
        <source>Save ticked as a list…</source>
        <translation>Salva i selezionati come elenco…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="129"/>
        <source>New person…</source>
        <translation>Nuova persona…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="130"/>
        <source>Tick all shown</source>
        <translation>Seleziona tutti i mostrati</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="158"/>
        <source>Everybody</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="185"/>
        <source>%1 (playing)</source>
        <translation>%1 (in gara)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="206"/>
        <source>%1 shown, %2 ticked</source>
        <translation>%1 mostrati, %2 selezionati</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="220"/>
        <source>%1 players added to the tournament</source>
        <translation>%1 giocatori aggiunti al torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="224"/>
        <source>Save a list</source>
        <translation>Salva un elenco</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/register_dialog.py" line="224"/>
        <source>Name of the list</source>
        <translation>Nome dell&apos;elenco</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="143"/>
        <source>Restore a backup</source>
        <translation>Ripristina una copia di sicurezza</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="146"/>
        <source>Backups of %1. Restoring writes a new file; no file is ever replaced.</source>
        <translation>Copie di sicurezza di %1. Il ripristino scrive un file nuovo; nessun file viene mai sostituito.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="153"/>
        <source>(choose a backup below)</source>
        <translation>(scegli una copia qui sotto)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="155"/>
        <source>End of round %1</source>
        <translation>Fine del turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="158"/>
        <source>Go back to:</source>
        <translation>Torna a:</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="161"/>
        <source>There are no backups of this file yet.</source>
        <translation>Non ci sono ancora copie di sicurezza di questo file.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="164"/>
        <source>Restore into a new file…</source>
        <translation>Ripristina in un file nuovo…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="191"/>
        <source>Restore into a new file</source>
        <translation>Ripristina in un file nuovo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="192"/>
        <source>Tournaments (*.tourney)</source>
        <translation>Tornei (*.tourney)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="208"/>
        <source>Restored</source>
        <translation>Ripristinato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/backups_dialog.py" line="208"/>
        <source>%1 was written. Open it now?</source>
        <translation>%1 è stato scritto. Aprirlo ora?</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="30"/>
        <source>Mah Jong on %1, self-drawn</source>
        <translation>Mah Jong su %1, pescata da sé</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="32"/>
        <source>Mah Jong on %1, discard of %2</source>
        <translation>Mah Jong su %1, scarto di %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="54"/>
        <source>score %1</source>
        <translation>punteggio %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="56"/>
        <source>net %1</source>
        <translation>netto %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="61"/>
        <source>phone %1 sent</source>
        <translation>il telefono %1 ha inviato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="68"/>
        <source>Payments</source>
        <translation>Pagamenti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/review_panel.py" line="71"/>
        <source>The phones of this table sent different versions: the seats that differ are marked.</source>
        <translation>I telefoni di questo tavolo hanno inviato versioni diverse: i posti che differiscono sono evidenziati.</translation>
    </message>
</context>
<context>
    <name>RiichiMarks</name>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="44"/>
        <source>no riichi</source>
        <translation>niente riichi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="45"/>
        <source>riichi</source>
        <translation>riichi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="46"/>
        <source>double riichi</source>
        <translation>doppio riichi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="47"/>
        <source>tenpai</source>
        <translation>tenpai</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="48"/>
        <source>At an exhaustive draw: this hand was ready (tenpai); the noten hands pay 3,000 among them to the tenpai ones</source>
        <translation>A muro esaurito: questa mano era in attesa (tenpai); le mani noten pagano fra loro 3.000 a quelle tenpai</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="50"/>
        <source>chombo</source>
        <translation>chombo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="51"/>
        <source>This player committed a chombo: the hand ends without payments, the penalty is taken at the end of the hanchan</source>
        <translation>Questo giocatore ha commesso un chombo: la mano finisce senza pagamenti, la penalità si toglie alla fine dell&apos;hanchan</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="187"/>
        <source>ippatsu</source>
        <translation>ippatsu</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="188"/>
        <source>haitei (last tile of the wall)</source>
        <translation>haitei (ultima tessera del muro)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="189"/>
        <source>houtei (last discard)</source>
        <translation>houtei (ultimo scarto)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="190"/>
        <source>rinshan (replacement tile)</source>
        <translation>rinshan (tessera di rimpiazzo)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="191"/>
        <source>chankan (robbing a kong)</source>
        <translation>chankan (furto del kong)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="192"/>
        <source>tenhou (dealer&apos;s dealt hand)</source>
        <translation>tenhou (mano servita al mazziere)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="193"/>
        <source>chiihou (first draw)</source>
        <translation>chiihou (prima pescata)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="201"/>
        <source>%1 han %2 fu</source>
        <translation>%1 han %2 fu</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="205"/>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
</context>
<context>
    <name>RiichiTable</name>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="100"/>
        <source>e.g. 3m</source>
        <translation>es. 3m</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="101"/>
        <source>after a riichi win</source>
        <translation>dopo una vittoria in riichi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="110"/>
        <source>Dora indicators</source>
        <translation>Indicatori di dora</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="110"/>
        <source>Ura-dora indicators</source>
        <translation>Indicatori di ura dora</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="111"/>
        <source>Honba</source>
        <translation>Honba</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="111"/>
        <source>Riichi sticks on the table</source>
        <translation>Bastoncini di riichi sul tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="115"/>
        <source>The indicator tiles shown; the dora is the next tile (9 → 1, N → E, Rd → Wd). Click tiles on the palette or type them.</source>
        <translation>Le tessere indicatrici scoperte; il dora è la tessera seguente (9 → 1, N → E, Rd → Wd). Fai clic sulle tessere della tavolozza o scrivile.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="121"/>
        <source>From the hanchan so far: %1</source>
        <translation>Dall&apos;hanchan finora: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="140"/>
        <source>indicator</source>
        <translation>indicatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="176"/>
        <source>Riichi sticks: %1</source>
        <translation>Bastoncini di riichi: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="179"/>
        <source>honba %1</source>
        <translation>honba %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_riichi.py" line="181"/>
        <source>left on the table for the next hand: %1</source>
        <translation>restano sul tavolo per la mano seguente: %1</translation>
    </message>
</context>
<context>
    <name>RoomClock</name>
    <message>
        <location filename="../../tourney/gui/board_room.py" line="61"/>
        <source>Time is up: last hand!</source>
        <translation>Tempo scaduto: ultima mano!</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_room.py" line="66"/>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_room.py" line="75"/>
        <source>Extra time: table %1</source>
        <translation>Tempo in più: tavolo %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_room.py" line="76"/>
        <source>Extra time: tables %1</source>
        <translation>Tempo in più: tavoli %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/board_room.py" line="88"/>
        <source>Round %1 started %2 min late: the day&apos;s schedule moved.</source>
        <translation>Il turno %1 è iniziato con %2 min di ritardo: l&apos;orario della giornata è stato spostato.</translation>
    </message>
</context>
<context>
    <name>RoomClockDialog</name>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="107"/>
        <source>The room&apos;s clock</source>
        <translation>L&apos;orologio della sala</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="111"/>
        <source>Save the warnings</source>
        <translation>Salva gli avvisi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="114"/>
        <source>Warnings on the board (minutes before the end)</source>
        <translation>Avvisi sul tabellone (minuti prima della fine)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="115"/>
        <source>Warn at</source>
        <translation>Avvisa a</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="124"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="125"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="126"/>
        <location filename="../../tourney/gui/room_dialogs.py" line="130"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="127"/>
        <location filename="../../tourney/gui/room_dialogs.py" line="130"/>
        <source>Extra time</source>
        <translation>Tempo in più</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="128"/>
        <source>Give the table this extra time (0 takes it away)</source>
        <translation>Dai al tavolo questo tempo in più (0 lo toglie)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="131"/>
        <source>Extra time for one table</source>
        <translation>Tempo in più per un tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="141"/>
        <source>The round starts now</source>
        <translation>Il turno inizia adesso</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="166"/>
        <source>No table has extra time in this round.</source>
        <translation>Nessun tavolo ha tempo in più in questo turno.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="167"/>
        <source>Round %1 starts now: move the day&apos;s schedule if late</source>
        <translation>Il turno %1 inizia adesso: sposta l&apos;orario della giornata se in ritardo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="184"/>
        <source>Round %1 started %2 min late: the day&apos;s schedule moved.</source>
        <translation>Il turno %1 è iniziato con %2 min di ritardo: l&apos;orario della giornata è stato spostato.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="186"/>
        <source>On time (or no planned start today): the schedule stays.</source>
        <translation>In orario (o nessun inizio previsto oggi): l&apos;orario resta.</translation>
    </message>
</context>
<context>
    <name>RoomDialogs</name>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="208"/>
        <source>… and %1 more</source>
        <translation>… e altri %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="210"/>
        <source>%1 players have not checked in today:
%2

The draw seats them all the same (withdraw those who are not coming first). Draw anyway?</source>
        <translation>%1 giocatori non hanno ancora segnato la presenza oggi:
%2

Il sorteggio li fa sedere comunque (prima ritira chi non verrà). Sorteggiare lo stesso?</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/room_dialogs.py" line="213"/>
        <source>Players missing</source>
        <translation>Giocatori assenti</translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="29"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="29"/>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="29"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="29"/>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="30"/>
        <source>Still missing</source>
        <translation>Mancano</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="33"/>
        <source>not drawn</source>
        <translation>non sorteggiato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="33"/>
        <source>drawn</source>
        <translation>sorteggiato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="33"/>
        <source>playing</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="34"/>
        <source>results in</source>
        <translation>risultati arrivati</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="34"/>
        <source>closed</source>
        <translation>chiuso</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="73"/>
        <source>unbalanced: %1</source>
        <translation>non in pari: %1</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="67"/>
        <source>Swap two players…</source>
        <translation>Scambia giocatori…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="63"/>
        <source>Draw the rounds left…</source>
        <translation>Sorteggia i restanti…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="61"/>
        <source>Draw all rounds…</source>
        <translation>Sorteggia tutti…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="59"/>
        <source>Draw round</source>
        <translation>Sorteggia il turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="69"/>
        <source>Enter totals…</source>
        <translation>Inserisci i totali…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="128"/>
        <source>Round %1: %2</source>
        <translation>Turno %1: %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="135"/>
        <source>Not drawn yet.</source>
        <translation>Non ancora sorteggiato.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="138"/>
        <source>Tables still missing: %1</source>
        <translation>Tavoli ancora mancanti: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="140"/>
        <source>Tables that do not balance: %1</source>
        <translation>Tavoli che non vanno in pari: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="142"/>
        <source>Every table is in.</source>
        <translation>Tutti i tavoli sono arrivati.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="149"/>
        <source>This round has results: swap players instead.</source>
        <translation>Questo turno ha già risultati: scambia invece due giocatori.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="157"/>
        <source>Pick a table in the list first.</source>
        <translation>Prima scegli un tavolo nella lista.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="169"/>
        <source>Draw again</source>
        <translation>Nuovo sorteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="170"/>
        <source>Round %1 is already drawn. Draw it again?</source>
        <translation>Il turno %1 è già sorteggiato. Sorteggiarlo di nuovo?</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="71"/>
        <source>Enter deals…</source>
        <translation>Registra le mani…</translation>
    </message>
</context>
<context>
    <name>ScheduleDialog</name>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="32"/>
        <source>Round schedule</source>
        <translation>Orario dei turni</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="34"/>
        <location filename="../../tourney/gui/schedule_dialog.py" line="48"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="34"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="34"/>
        <location filename="../../tourney/gui/schedule_dialog.py" line="49"/>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="34"/>
        <source>Ends</source>
        <translation>Fine</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="35"/>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="35"/>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="47"/>
        <location filename="../../tourney/gui/schedule_dialog.py" line="57"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="50"/>
        <source>Length</source>
        <translation>Durata</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="51"/>
        <source>Break after it</source>
        <translation>Pausa dopo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="52"/>
        <source>Save this round&apos;s schedule</source>
        <translation>Salva l&apos;orario di questo turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="58"/>
        <source>The day runs late (or early)</source>
        <translation>La giornata è in ritardo (o in anticipo)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="61"/>
        <source>Move by</source>
        <translation>Sposta di</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="112"/>
        <source>Move round %1 and every later one</source>
        <translation>Sposta il turno %1 e tutti i successivi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="66"/>
        <source>One round</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/schedule_dialog.py" line="89"/>
        <source>not scheduled</source>
        <translation>senza orario</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="58"/>
        <source>e.g. [555s] RdRdRd 234p [678m] SS 2f</source>
        <translation>es. [555s] RdRdRd 234p [678m] SS 2f</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="61"/>
        <source>Mah Jong</source>
        <translation>Mah Jong</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="61"/>
        <source>Wins (agari)</source>
        <translation>Vince (agari)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="63"/>
        <source>tile</source>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="66"/>
        <source>self-drawn</source>
        <translation>pescata da sé</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="66"/>
        <source>tsumo (self-drawn)</source>
        <translation>tsumo (pescata da sé)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="69"/>
        <source>ron on the discard of %1</source>
        <translation>ron sullo scarto di %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="70"/>
        <source>discard of %1</source>
        <translation>scarto di %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="79"/>
        <source>False Mah Jong</source>
        <translation>Falso Mah Jong</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="47"/>
        <source>last tile of the wall</source>
        <translation>ultima tessera del muro</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="48"/>
        <source>last discard</source>
        <translation>ultimo scarto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="49"/>
        <source>replacement tile</source>
        <translation>tessera di rimpiazzo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="50"/>
        <source>robbing a kong</source>
        <translation>rubando un kong</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="51"/>
        <source>East&apos;s dealt hand</source>
        <translation>mano servita a Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="52"/>
        <source>East&apos;s first discard</source>
        <translation>primo scarto di Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="53"/>
        <source>joker exchange</source>
        <translation>scambio del jolly</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="54"/>
        <source>new discard</source>
        <translation>scarto nuovo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="55"/>
        <source>original call</source>
        <translation>dichiarazione iniziale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="56"/>
        <source>twofold fortune</source>
        <translation>doppia fortuna</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="57"/>
        <source>last tile of its kind</source>
        <translation>ultima tessera della sua specie</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="169"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="177"/>
        <source>on</source>
        <translation>su</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="222"/>
        <source>Net %1</source>
        <translation>Netto %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="245"/>
        <source>the winning tile</source>
        <translation>la tessera vincente</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="284"/>
        <source>under the 8-point minimum (flowers not counted): a false Mah Jong</source>
        <translation>sotto il minimo di 8 punti (fiori esclusi): un falso Mah Jong</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="285"/>
        <source>Score %1</source>
        <translation>Punteggio %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="329"/>
        <source>Card hands matched: %1</source>
        <translation>Mani della carta trovate: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="64"/>
        <source>pt</source>
        <translation>pt</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="65"/>
        <source>dbl</source>
        <translation>rad.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_flags.py" line="66"/>
        <source>fan</source>
        <translation>fan</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="77"/>
        <source>Dead hand</source>
        <translation>Mano morta</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="57"/>
        <source>e.g. 234m 55p 678p [RdRdRd] 23s</source>
        <translation>es. 234m 55p 678p [RdRdRd] 23s</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_seat.py" line="192"/>
        <source>Instant</source>
        <translation>Immediati</translation>
    </message>
</context>
<context>
    <name>SeatingModel</name>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="89"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="89"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="89"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="89"/>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="89"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="90"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="90"/>
        <source>%1 pts</source>
        <translation>punti %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="143"/>
        <source>missing</source>
        <translation>mancante</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="144"/>
        <source>unbalanced</source>
        <translation>non in pari</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="144"/>
        <source>in</source>
        <translation>arrivato</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../tourney/gui/session.py" line="78"/>
        <source>open or create a tournament first</source>
        <translation>apri o crea prima un torneo</translation>
    </message>
</context>
<context>
    <name>StandingsChoicesDialog</name>
    <message>
        <location filename="../../tourney/gui/print_choices.py" line="38"/>
        <source>Print the standings</source>
        <translation>Stampa la classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_choices.py" line="39"/>
        <source>After the last round played</source>
        <translation>Dopo l&apos;ultimo turno giocato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_choices.py" line="40"/>
        <source>After round</source>
        <translation>Dopo il turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_choices.py" line="41"/>
        <source>After every round played, one sheet each</source>
        <translation>Dopo ogni turno giocato, un foglio per turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_choices.py" line="53"/>
        <source>A table for each player category</source>
        <translation>Una tabella per ogni categoria di giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_choices.py" line="63"/>
        <source>Players counted in each team&apos;s total</source>
        <translation>Giocatori contati nel totale di ogni squadra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/print_choices.py" line="66"/>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31"/>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="32"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="32"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="33"/>
        <source>Table points</source>
        <translation>Punti tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="33"/>
        <source>Rank points</source>
        <translation>Punti piazzamento</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="34"/>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="34"/>
        <source>Movement</source>
        <translation>Variazione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="35"/>
        <source>Carried</source>
        <translation>Riportati</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../tourney/gui/standings_tab.py" line="94"/>
        <source>Standings after round %1</source>
        <translation>Classifica dopo il turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_tab.py" line="96"/>
        <source>No results yet</source>
        <translation>Ancora nessun risultato</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="117"/>
        <source>No repeated meeting, wind or constraint.</source>
        <translation>Nessun incontro ripetuto, vento o vincolo violato.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="108"/>
        <source>%1 has the fixed table %2</source>
        <translation>%1 ha il tavolo fisso %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="103"/>
        <source>%1 would sit %2 again (times sat there already: %3)</source>
        <translation>%1 siederebbe di nuovo a %2 (volte già seduto lì: %3)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="120"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="120"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="120"/>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="120"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="100"/>
        <source>%1 and %2 must never sit together</source>
        <translation>%1 e %2 non devono mai sedere insieme</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="97"/>
        <source>%1 would meet %2 again (times met already: %3)</source>
        <translation>%1 incontrerebbe di nuovo %2 (incontri già fatti: %3)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="66"/>
        <source>with</source>
        <translation>con</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="65"/>
        <location filename="../../tourney/gui/swap_dialog.py" line="72"/>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="59"/>
        <source>table %1</source>
        <translation>tavolo %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/swap_dialog.py" line="47"/>
        <source>Round %1: swap two players</source>
        <translation>Turno %1: scambia due giocatori</translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="36"/>
        <source>Round %1, table %2: deals</source>
        <translation>Turno %1, tavolo %2: mani</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="54"/>
        <source>Add deal…</source>
        <translation>Aggiungi mano…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="55"/>
        <source>Correct…</source>
        <translation>Correggi…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="56"/>
        <source>Remove</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="57"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="88"/>
        <source>Next deal: %1 round, East %2</source>
        <translation>Prossima mano: giro di %1, Est %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="91"/>
        <source>honba %1, riichi sticks on the table %2</source>
        <translation>honba %1, bastoncini di riichi sul tavolo %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="94"/>
        <source>The game is over: no more deals at this table.</source>
        <translation>La partita è finita: a questo tavolo non ci sono altre mani.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="97"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="130"/>
        <source>Remove deal</source>
        <translation>Elimina la mano</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/scoring_sheet.py" line="129"/>
        <source>Remove deal %1 from this table&apos;s sheet?</source>
        <translation>Eliminare la mano %1 dal foglio di questo tavolo?</translation>
    </message>
</context>
<context>
    <name>TableEntryDialog</name>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="60"/>
        <source>Table entry on phones</source>
        <translation>Segnapunti sui telefoni</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="79"/>
        <source>Server on the club&apos;s network</source>
        <translation>Server sulla rete del circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="85"/>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="252"/>
        <source>Start serving</source>
        <translation>Avvia il server</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="87"/>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="253"/>
        <source>Not serving.</source>
        <translation>Server spento.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="94"/>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="96"/>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="100"/>
        <source>Players type this address, then their table&apos;s 6-digit code; the live results are at /live.</source>
        <translation>I giocatori scrivono questo indirizzo, poi il codice di 6 cifre del loro tavolo; i risultati in diretta sono su /live.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="106"/>
        <source>Tables and their codes</source>
        <translation>Tavoli e codici</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="109"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="114"/>
        <source>Give codes to every table</source>
        <translation>Dai un codice a ogni tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="119"/>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="144"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="119"/>
        <source>Code</source>
        <translation>Codice</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="127"/>
        <source>New code</source>
        <translation>Nuovo codice</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="129"/>
        <source>Revoke</source>
        <translation>Revoca</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="131"/>
        <source>Score sheets with QR codes…</source>
        <translation>Fogli segnapunti con i codici QR…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="141"/>
        <source>Sent from the tables</source>
        <translation>Inviate dai tavoli</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="144"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="144"/>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="145"/>
        <source>Sent by</source>
        <translation>Inviata da</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="145"/>
        <source>At</source>
        <translation>Ora</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="145"/>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="156"/>
        <source>Approve</source>
        <translation>Approva</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="158"/>
        <source>Correct and approve…</source>
        <translation>Correggi e approva…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="160"/>
        <source>Reject…</source>
        <translation>Respingi…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="166"/>
        <source>Approve by itself a deal two phones of its table sent alike</source>
        <translation>Approva da solo una mano inviata uguale da due telefoni del tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="203"/>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="203"/>
        <source>approved</source>
        <translation>approvata</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="204"/>
        <source>rejected</source>
        <translation>respinta</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="206"/>
        <source>totals</source>
        <translation>totali</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="207"/>
        <source>phone %1</source>
        <translation>telefono %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="240"/>
        <source>Stop serving</source>
        <translation>Ferma il server</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="339"/>
        <source>Reject</source>
        <translation>Respingi</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="340"/>
        <source>Why (the table&apos;s phones show it):</source>
        <translation>Perché (lo vedranno i telefoni del tavolo):</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/table_entry_dialog.py" line="348"/>
        <source>Score sheets with QR codes</source>
        <translation>Fogli segnapunti con i codici QR</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <location filename="../../tourney/gui/tile_palette.py" line="127"/>
        <source>( ) Concealed kong</source>
        <translation>( ) Kong nascosto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/tile_palette.py" line="139"/>
        <source>Click tiles to add them to the hand of the seat last edited. Or type in the hand field: digits then m, p or s (123m), E S W N, Rd Gd Wd, 1-4 then f, y or a for bonus tiles. %1 shows the last tiles as an exposed meld, %2 as a concealed kong.</source>
        <translation>Fai clic sulle tessere per aggiungerle alla mano del posto modificato per ultimo. Oppure scrivi nel campo della mano: cifre poi m, p o s (123m), E S W N, Rd Gd Wd, 1-4 poi f, y o a per le tessere bonus. %1 mostra le ultime tessere come combinazione esposta, %2 come kong nascosto.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/tile_palette.py" line="162"/>
        <source>Red five (%1)</source>
        <translation>Cinque rosso (%1)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/tile_palette.py" line="172"/>
        <source>Show the last tiles entered as this meld (%1)</source>
        <translation>Mostra le ultime tessere inserite come questa combinazione (%1)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/tile_palette.py" line="177"/>
        <source>Tiles go to: %1</source>
        <translation>Le tessere vanno a: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/tile_palette.py" line="126"/>
        <source>[ ] Exposed meld</source>
        <translation>[ ] Combinazione esposta</translation>
    </message>
</context>
<context>
    <name>TotalsDialog</name>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="37"/>
        <source>Round %1, table %2: totals</source>
        <translation>Turno %1, tavolo %2: totali</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="73"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="73"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="73"/>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="73"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="58"/>
        <source>Replace the deals recorded at this table with these totals</source>
        <translation>Sostituisci le mani registrate a questo tavolo con questi totali</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="60"/>
        <source>Record</source>
        <translation>Registra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="81"/>
        <source>Chombos of seat %1</source>
        <translation>Chombo del posto %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="88"/>
        <source>chombo</source>
        <translation>chombo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="94"/>
        <source>Final points of each seat, as on the sheet. What they lack of 4 × %1 is the riichi sticks left on the table,
which go to first place; uma, oka and each chombo are applied as the tournament&apos;s rules say.</source>
        <translation>Punti finali di ogni posto, come sul foglio. Quanto manca a 4 × %1 sono i bastoncini di riichi rimasti sul tavolo,
che vanno al primo; uma, oka e ogni chombo si applicano come dicono le regole del torneo.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="99"/>
        <source>Net points of each seat (the three add up to 0; North is empty).</source>
        <translation>Punti netti di ogni posto (i tre sommano a 0; il Nord è vuoto).</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="100"/>
        <source>Net points of each seat (the four add up to 0).</source>
        <translation>Punti netti di ogni posto (i quattro sommano a 0).</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="115"/>
        <source>Balanced: the three scores add up to %1.</source>
        <translation>In pari: i tre punteggi sommano a %1.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="116"/>
        <source>Balanced: the four scores add up to %1.</source>
        <translation>In pari: i quattro punteggi sommano a %1.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="120"/>
        <source>The three scores add up to %1, not 0: check the sheet.</source>
        <translation>I tre punteggi sommano a %1, non a 0: controlla il foglio.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="121"/>
        <source>The four scores add up to %1, not 0: check the sheet.</source>
        <translation>I quattro punteggi sommano a %1, non a 0: controlla il foglio.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="141"/>
        <source>Scores with uma and oka: %1</source>
        <translation>Punteggi con uma e oka: %1</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <location filename="../../tourney/gui/welcome.py" line="20"/>
        <source>Welcome to tourney</source>
        <translation>Benvenuto in tourney</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/welcome.py" line="22"/>
        <source>Start a tournament, open one you have, or look around the demo.</source>
        <translation>Crea un torneo, apri uno che hai già, oppure guarda la dimostrazione.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/welcome.py" line="24"/>
        <source>New tournament…</source>
        <translation>Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/welcome.py" line="25"/>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/welcome.py" line="26"/>
        <source>Open the demo</source>
        <translation>Apri la dimostrazione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/welcome.py" line="30"/>
        <source>Recent files</source>
        <translation>File recenti</translation>
    </message>
</context>
<context>
    <name>faults</name>
    <message>
        <location filename="../../tourney/gui/faults.py" line="33"/>
        <source>An internal fault stopped this action (%1); every action reported done is kept. Please report it with the file %2.</source>
        <translation>Un errore interno ha fermato questa azione (%1); ogni azione data per fatta è conservata. Segnalalo allegando il file %2.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../tourney/gui/messages.py" line="19"/>
        <source>Not done</source>
        <translation>Non eseguito</translation>
    </message>
</context>
</TS>
