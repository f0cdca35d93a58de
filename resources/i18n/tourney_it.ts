<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>DisplayBoard</name>
    <message>
        <source>Display board — tourney</source>
        <translation>Tabellone — tourney</translation>
    </message>
    <message>
        <source>Round timer</source>
        <translation>Cronometro del turno</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <source>Seconds per page</source>
        <translation>Secondi per pagina</translation>
    </message>
    <message>
        <source>next</source>
        <translation>prossimo</translation>
    </message>
    <message>
        <source>+%1 min</source>
        <translation>+%1 min</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Hide standings</source>
        <translation>Nascondi classifica</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Schermo intero (F11)</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Round %1 — seating</source>
        <translation>Turno %1 — posti</translation>
    </message>
    <message>
        <source>Round %1 is not drawn yet.</source>
        <translation>Il turno %1 non è ancora sorteggiato.</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>Tempo scaduto!</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>The standings are hidden until the prize-giving.</source>
        <translation>La classifica è nascosta fino alla premiazione.</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Ancora nessun risultato</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classifica dopo il turno %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <location filename="../../tourney/gui/undo.py" line="22" />
        <location filename="../../tourney/gui/undo.py" line="35" />
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/undo.py" line="25" />
        <location filename="../../tourney/gui/undo.py" line="36" />
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="49" />
        <source>Import players from %1</source>
        <translation>Importa giocatori da %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="52" />
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="52" />
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="52" />
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="53" />
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="56" />
        <source>Import the good rows and leave out the bad ones</source>
        <translation>Importa le righe buone e tralascia quelle errate</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="60" />
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/import_dialog.py" line="89" />
        <source>%1 players to import, %2 bad rows</source>
        <translation>%1 giocatori da importare, %2 righe errate</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Display board</source>
        <translation>&amp;Tabellone</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="51" />
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="52" />
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="53" />
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="58" />
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="62" />
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="63" />
        <location filename="../../tourney/gui/main_window.py" line="165" />
        <source>About tourney</source>
        <translation>Informazioni su tourney</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="66" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="67" />
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="68" />
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="69" />
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="71" />
        <source>Open the &amp;demo tournament</source>
        <translation>Apri il torneo &amp;dimostrativo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="73" />
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="76" />
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="79" />
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="109" />
        <source>Open a tournament</source>
        <translation>Apri un torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="110" />
        <source>Tournaments (*.tourney);;All files (*)</source>
        <translation>Tornei (*.tourney);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="146" />
        <source>(none yet)</source>
        <translation>(ancora nessuno)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="153" />
        <source>Open or create a tournament (File menu)</source>
        <translation>Apri o crea un torneo (menu File)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="160" />
        <source>Saved</source>
        <translation>Salvato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/main_window.py" line="166" />
        <source>tourney %1: Mahjong tournaments for the club referee.</source>
        <translation>tourney %1: tornei di Mahjong per l'arbitro del circolo.</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="37" />
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="41" />
        <source>where to save the tournament file</source>
        <translation>dove salvare il file del torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="42" />
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="64" />
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="65" />
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="66" />
        <source>Venue</source>
        <translation>Sede</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="67" />
        <source>First day</source>
        <translation>Primo giorno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="68" />
        <source>Last day</source>
        <translation>Ultimo giorno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="69" />
        <source>Rules</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="70" />
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="71" />
        <source>Hands per round</source>
        <translation>Mani per turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="72" />
        <source>Minutes per round</source>
        <translation>Minuti per turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="73" />
        <source>Ranking by</source>
        <translation>Classifica per</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="76" />
        <source>Create</source>
        <translation>Crea</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="85" />
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="85" />
        <source>table points</source>
        <translation>punti tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="86" />
        <source>rank points</source>
        <translation>punti piazzamento</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="89" />
        <source>New tournament file</source>
        <translation>Nuovo file del torneo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="90" />
        <source>Tournaments (*.tourney)</source>
        <translation>Tornei (*.tourney)</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/wizard.py" line="105" />
        <source>choose where to save the file</source>
        <translation>scegli dove salvare il file</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="24" />
        <source>Add player</source>
        <translation>Aggiungi giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="24" />
        <source>Edit player</source>
        <translation>Modifica giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="28" />
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="28" />
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="28" />
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="29" />
        <source>Federation id</source>
        <translation>Tessera federale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/player_dialog.py" line="29" />
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="27" />
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="27" />
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="27" />
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="27" />
        <source>Federation id</source>
        <translation>Tessera federale</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="28" />
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="28" />
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="31" />
        <source>registered</source>
        <translation>iscritto</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="31" />
        <source>present</source>
        <translation>presente</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="32" />
        <source>withdrawn</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_model.py" line="32" />
        <source>substitute</source>
        <translation>riserva</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="43" />
        <source>Filter: name, club, country, id, team or status</source>
        <translation>Filtra: nome, circolo, paese, tessera, squadra o stato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="59" />
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="60" />
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="61" />
        <source>Check in</source>
        <translation>Registra presenza</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="62" />
        <source>Withdraw</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="63" />
        <source>Re-admit</source>
        <translation>Riammetti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="64" />
        <source>Import CSV…</source>
        <translation>Importa CSV…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="89" />
        <source>%1 players</source>
        <translation>%1 giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="159" />
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/players_tab.py" line="160" />
        <source>Player lists (*.csv *.txt);;All files (*)</source>
        <translation>Elenchi di giocatori (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>RoundsModel</name>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="49" />
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="49" />
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="49" />
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="49" />
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="50" />
        <source>Still missing</source>
        <translation>Ancora mancanti</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="53" />
        <source>not drawn</source>
        <translation>non sorteggiato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="53" />
        <source>drawn</source>
        <translation>sorteggiato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="53" />
        <source>playing</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="54" />
        <source>results in</source>
        <translation>risultati arrivati</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="54" />
        <source>closed</source>
        <translation>chiuso</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="93" />
        <source>unbalanced: %1</source>
        <translation>non in pari: %1</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <source>Swap two players…</source>
        <translation>Scambia due giocatori…</translation>
    </message>
    <message>
        <source>Draw the rounds left…</source>
        <translation>Sorteggia i turni rimanenti…</translation>
    </message>
    <message>
        <source>Draw all rounds…</source>
        <translation>Sorteggia tutti i turni…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="49" />
        <source>Draw round</source>
        <translation>Sorteggia il turno</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="51" />
        <source>Enter totals…</source>
        <translation>Inserisci i totali…</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="103" />
        <source>Round %1: %2</source>
        <translation>Turno %1: %2</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="110" />
        <source>Not drawn yet.</source>
        <translation>Non ancora sorteggiato.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="113" />
        <source>Tables still missing: %1</source>
        <translation>Tavoli ancora mancanti: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="115" />
        <source>Tables that do not balance: %1</source>
        <translation>Tavoli che non vanno in pari: %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="117" />
        <source>Every table is in.</source>
        <translation>Tutti i tavoli sono arrivati.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="128" />
        <source>Draw again</source>
        <translation>Nuovo sorteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_tab.py" line="129" />
        <source>Round %1 is already drawn. Draw it again?</source>
        <translation>Il turno %1 è già sorteggiato. Sorteggiarlo di nuovo?</translation>
    </message>
    <message>
        <source>Enter deals…</source>
        <translation>Registra le mani…</translation>
    </message>
</context>
<context>
    <name>SeatingModel</name>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="107" />
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="107" />
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="107" />
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="107" />
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="107" />
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="108" />
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="152" />
        <source>missing</source>
        <translation>mancante</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/rounds_model.py" line="154" />
        <source>unbalanced</source>
        <translation>non in pari</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31" />
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31" />
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31" />
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31" />
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="31" />
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="32" />
        <source>Table points</source>
        <translation>Punti tavolo</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="32" />
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_model.py" line="32" />
        <source>Movement</source>
        <translation>Variazione</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../tourney/gui/standings_tab.py" line="59" />
        <source>The standings are not available in this version yet.</source>
        <translation>La classifica non è ancora disponibile in questa versione.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_tab.py" line="68" />
        <source>Standings after round %1</source>
        <translation>Classifica dopo il turno %1</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/standings_tab.py" line="70" />
        <source>No results yet</source>
        <translation>Ancora nessun risultato</translation>
    </message>
</context>
<context>
    <name>TotalsDialog</name>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="34" />
        <source>Round %1, table %2: totals</source>
        <translation>Turno %1, tavolo %2: totali</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="38" />
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="38" />
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="38" />
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="39" />
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="51" />
        <source>Replace the deals recorded at this table with these totals</source>
        <translation>Sostituisci le mani registrate a questo tavolo con questi totali</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="55" />
        <source>Record</source>
        <translation>Registra</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="59" />
        <source>Net points of each seat (the four add up to 0).</source>
        <translation>Punti netti di ogni posto (i quattro sommano a 0).</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="74" />
        <source>Balanced: the four scores add up to %1.</source>
        <translation>In pari: i quattro punteggi sommano a %1.</translation>
    </message>
    <message>
        <location filename="../../tourney/gui/totals_dialog.py" line="78" />
        <source>The four scores add up to %1, not 0: check the sheet.</source>
        <translation>I quattro punteggi sommano a %1, non a 0: controlla il foglio.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../tourney/gui/messages.py" line="14" />
        <source>Not done</source>
        <translation>Non eseguito</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>Rotation not fair: someone sits out twice before others once.</source>
        <translation>Rotazione non equa: qualcuno riposa due volte prima che altri riposino una.</translation>
    </message>
    <message>
        <source>Byes given: %1</source>
        <translation>Turni di riposo assegnati: %1</translation>
    </message>
    <message>
        <source>Same club or team at a table: %1</source>
        <translation>Stesso club o squadra allo stesso tavolo: %1</translation>
    </message>
    <message>
        <source>Fixed-table players elsewhere: %1</source>
        <translation>Giocatori a tavolo fisso seduti altrove: %1</translation>
    </message>
    <message>
        <source>Never-together pairs seated together: %1</source>
        <translation>Coppie da separare sedute insieme: %1</translation>
    </message>
    <message>
        <source>Wind violations: %1 (largest wind spread for a player: %2)</source>
        <translation>Squilibri di vento: %1 (scarto massimo di un giocatore: %2)</translation>
    </message>
    <message>
        <source>Most repeats for one player: %1</source>
        <translation>Massimo ripetizioni per un giocatore: %1</translation>
    </message>
    <message>
        <source>Most times a pair meets: %1</source>
        <translation>Massimo incontri di una coppia: %1</translation>
    </message>
    <message>
        <source>Repeated meetings: %1 (best possible: at least %2)</source>
        <translation>Incontri ripetuti: %1 (il meglio possibile: almeno %2)</translation>
    </message>
    <message>
        <source>Players: %1, rounds: %2</source>
        <translation>Giocatori: %1, turni: %2</translation>
    </message>
    <message>
        <source>Drawn: %1 steps in %2 s.</source>
        <translation>Sorteggiato: %1 passi in %2 s.</translation>
    </message>
    <message>
        <source>Cancelled: the draw was not changed.</source>
        <translation>Annullato: il sorteggio non è cambiato.</translation>
    </message>
    <message>
        <source>never-together pairs still seated together: %1</source>
        <translation>coppie da separare ancora insieme: %1</translation>
    </message>
    <message>
        <source>%1 steps in %2 s · repeated meetings: %3</source>
        <translation>%1 passi in %2 s · incontri ripetuti: %3</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Ricerca in corso…</translation>
    </message>
    <message>
        <source>Draw rounds %1 to %2</source>
        <translation>Sorteggio dei turni da %1 a %2</translation>
    </message>
    <message>
        <source>Draw round %1</source>
        <translation>Sorteggio del turno %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Stop and keep the best draw</source>
        <translation>Ferma e tieni il sorteggio migliore</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Sorteggia</translation>
    </message>
    <message>
        <source>Press Draw to start. Rounds with results are not drawn again.</source>
        <translation>Premi Sorteggia per iniziare. I turni con risultati non vengono sorteggiati di nuovo.</translation>
    </message>
    <message>
        <source>Search for at most</source>
        <translation>Cerca al massimo per</translation>
    </message>
    <message>
        <source>Draw rounds</source>
        <translation>Sorteggio dei turni</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Round %1, table %2: deal %3</source>
        <translation>Turno %1, tavolo %2: mano %3</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>No winner (void hand)</source>
        <translation>Nessun vincitore (mano nulla)</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>Salva la mano</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>Vento del giro</translation>
    </message>
    <message>
        <source>East is</source>
        <translation>Est è</translation>
    </message>
</context>
<context>
    <name>DealListModel</name>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>How won</source>
        <translation>Come ha vinto</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>nessun vincitore</translation>
    </message>
    <message>
        <source>self-drawn %1</source>
        <translation>pescato %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 da %2</translation>
    </message>
</context>
<context>
    <name>PaymentsView</name>
    <message>
        <source>Net: %1</source>
        <translation>Netto: %1</translation>
    </message>
    <message>
        <source>Payments: %1</source>
        <translation>Pagamenti: %1</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>e.g. [555s] RdRdRd 234p [678m] SS 2f</source>
        <translation>es. [555s] RdRdRd 234p [678m] SS 2f</translation>
    </message>
    <message>
        <source>Mah Jong</source>
        <translation>Mah Jong</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tessera</translation>
    </message>
    <message>
        <source>self-drawn</source>
        <translation>pescata da sé</translation>
    </message>
    <message>
        <source>discard of %1</source>
        <translation>scarto di %1</translation>
    </message>
    <message>
        <source>last tile of the wall</source>
        <translation>ultima tessera del muro</translation>
    </message>
    <message>
        <source>last discard</source>
        <translation>ultimo scarto</translation>
    </message>
    <message>
        <source>replacement tile</source>
        <translation>tessera di rimpiazzo</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>rubando un kong</translation>
    </message>
    <message>
        <source>East's dealt hand</source>
        <translation>mano servita a Est</translation>
    </message>
    <message>
        <source>East's first discard</source>
        <translation>primo scarto di Est</translation>
    </message>
    <message>
        <source>joker exchange</source>
        <translation>scambio del jolly</translation>
    </message>
    <message>
        <source>new discard</source>
        <translation>scarto nuovo</translation>
    </message>
    <message>
        <source>original call</source>
        <translation>dichiarazione iniziale</translation>
    </message>
    <message>
        <source>twofold fortune</source>
        <translation>doppia fortuna</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>on</source>
        <translation>su</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Punteggio %1</translation>
    </message>
    <message>
        <source>Card hands matched: %1</source>
        <translation>Mani della carta trovate: %1</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano morta</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Immediati</translation>
    </message>
</context>
<context>
    <name>TableDealsDialog</name>
    <message>
        <source>Round %1, table %2: deals</source>
        <translation>Turno %1, tavolo %2: mani</translation>
    </message>
    <message>
        <source>Add deal…</source>
        <translation>Aggiungi mano…</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Correggi…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Next deal: %1 round, East %2</source>
        <translation>Prossima mano: giro di %1, Est %2</translation>
    </message>
    <message>
        <source>Remove deal</source>
        <translation>Elimina la mano</translation>
    </message>
    <message>
        <source>Remove deal %1 from this table's sheet?</source>
        <translation>Eliminare la mano %1 dal foglio di questo tavolo?</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>Punti tavolo</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Piazzamento</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Storico di %1</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>No repeated meeting, wind or constraint.</source>
        <translation>Nessun incontro ripetuto, vento o vincolo violato.</translation>
    </message>
    <message>
        <source>%1 has the fixed table %2</source>
        <translation>%1 ha il tavolo fisso %2</translation>
    </message>
    <message>
        <source>%1 would sit %2 again (times sat there already: %3)</source>
        <translation>%1 siederebbe di nuovo a %2 (volte già seduto lì: %3)</translation>
    </message>
    <message>
        <source>%1 and %2 must never sit together</source>
        <translation>%1 e %2 non devono mai sedere insieme</translation>
    </message>
    <message>
        <source>%1 would meet %2 again (times met already: %3)</source>
        <translation>%1 incontrerebbe di nuovo %2 (incontri già fatti: %3)</translation>
    </message>
    <message>
        <source>with</source>
        <translation>con</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>tavolo %1</translation>
    </message>
    <message>
        <source>Round %1: swap two players</source>
        <translation>Turno %1: scambia due giocatori</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <source>Folder for the web pages</source>
        <translation>Cartella per le pagine web</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the PDF</source>
        <translation>Salva il PDF</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Which round?</source>
        <translation>Quale turno?</translation>
    </message>
    <message>
        <source>Open when done</source>
        <translation>Apri al termine</translation>
    </message>
    <message>
        <source>Web pages (HTML)…</source>
        <translation>Pagine web (HTML)…</translation>
    </message>
    <message>
        <source>Tournament report…</source>
        <translation>Resoconto del torneo…</translation>
    </message>
    <message>
        <source>Standings…</source>
        <translation>Classifica…</translation>
    </message>
    <message>
        <source>Schedule…</source>
        <translation>Calendario…</translation>
    </message>
    <message>
        <source>Player cards…</source>
        <translation>Schede dei giocatori…</translation>
    </message>
    <message>
        <source>Score sheets of a round…</source>
        <translation>Fogli segnapunti di un turno…</translation>
    </message>
    <message>
        <source>Seating poster of a round…</source>
        <translation>Cartellone dei tavoli di un turno…</translation>
    </message>
    <message>
        <source>Seating of a round…</source>
        <translation>Disposizione ai tavoli di un turno…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Stampa</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <source>( ) Concealed kong</source>
        <translation>( ) Kong nascosto</translation>
    </message>
    <message>
        <source>Click tiles to add them to the hand of the seat last edited. Or type in the hand field: digits then m, p or s (123m), E S W N, Rd Gd Wd, 1-4 then f, y or a for bonus tiles. %1 shows the last tiles as an exposed meld, %2 as a concealed kong.</source>
        <translation>Fai clic sulle tessere per aggiungerle alla mano del posto modificato per ultimo. Oppure scrivi nel campo della mano: cifre poi m, p o s (123m), E S W N, Rd Gd Wd, 1-4 poi f, y o a per le tessere bonus. %1 mostra le ultime tessere come combinazione esposta, %2 come kong nascosto.</translation>
    </message>
    <message>
        <source>Show the last tiles entered as this meld (%1)</source>
        <translation>Mostra le ultime tessere inserite come questa combinazione (%1)</translation>
    </message>
    <message>
        <source>Tiles go to: %1</source>
        <translation>Le tessere vanno a: %1</translation>
    </message>
    <message>
        <source>[ ] Exposed meld</source>
        <translation>[ ] Combinazione esposta</translation>
    </message>
</context>
<context>
    <name>InstantEditor</name>
    <message>
        <source>Cat and Rat</source>
        <translation>Gatto e Topo</translation>
    </message>
    <message>
        <source>Complete set of %1</source>
        <translation>Serie completa di %1</translation>
    </message>
    <message>
        <source>Concealed kong (4 each)</source>
        <translation>Kong nascosto (4 ciascuno)</translation>
    </message>
    <message>
        <source>Exposed kong (2 each)</source>
        <translation>Kong esposto (2 ciascuno)</translation>
    </message>
    <message>
        <source>Own flower and season</source>
        <translation>Fiore e stagione propri</translation>
    </message>
    <message>
        <source>Rooster and Centipede</source>
        <translation>Gallo e Millepiedi</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animali</translation>
    </message>
    <message>
        <source>claimed from %1</source>
        <translation>chiamato da %1</translation>
    </message>
    <message>
        <source>claimed from: not recorded</source>
        <translation>chiamato da: non registrato</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>servito</translation>
    </message>
    <message>
        <source>flowers</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>seasons</source>
        <translation>stagioni</translation>
    </message>
</context>
</TS>