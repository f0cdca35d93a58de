"""Enter or correct one deal of a table: four seats typed in the notation, scored live by the engine.

The seat winds come from the game flow (who is East, the round wind) and may be overridden. The
deal can be saved only once the engine scores it; saving goes through the services, so it is
one undoable action. What the flow decides is left out of the stored deal, so a correction of an
earlier deal moves it along.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui import i18n
from tourney.gui.forms import error_label, ok_cancel
from tourney.gui.scoring_extras import card_matches, card_place
from tourney.gui.scoring_flags import is_riichi
from tourney.gui.scoring_preview import DealPreview, PaymentsView, referee_words, seat_of
from tourney.gui.scoring_riichi import RiichiTable, sticks_text
from tourney.gui.scoring_seat import SeatEditor
from tourney.gui.session import Session
from tourney.gui.tile_palette import TilePalette
from tourney.rules import score_deal
from tourney.rules.american import card_for
from tourney.rules.empty_seat import score_deal_at_table
from tourney.rules.flow import GameState
from tourney.tiles import Tile
from tourney.tournament.model import WINDS, DealRecord, Table, Tournament

FIT_WIDTH, FIT_HEIGHT = 1340, 680  # a 1366×768 laptop less its window frame, title bar and taskbar


class DealDialog(QDialog):
    """One deal: ``record`` None adds deal ``number`` at the end of the sheet, else corrects it."""

    def __init__(self, session: Session, tournament: Tournament, table: Table, names: dict[int, str],
                 state: GameState, number: int, record: DealRecord | None = None,
                 parent: QWidget | None = None, carried: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.session, self.tournament, self.table = session, tournament, table
        self.state, self.number, self.record = state, number, record
        self.names = {w: names.get(table.seats.get(w, -1), "") for w in WINDS}
        # a table of three: deal winds E, S, W for the three players, North the empty seat
        self.players = 3 if len(table.seats) == 3 else 4
        self.deal_winds = WINDS[:self.players]
        self.setWindowTitle(self.tr("Round %1, table %2: deal %3").replace("%1", str(table.round))
                            .replace("%2", str(table.number)).replace("%3", str(number)))
        self.wind_names = {"E": self.tr("East"), "S": self.tr("South"), "W": self.tr("West"),
                           "N": self.tr("North")}
        self.round_wind = QComboBox()
        self.east = QComboBox()
        for wind in WINDS:
            self.round_wind.addItem(self.wind_names[wind], wind)
        for wind in self.deal_winds:
            self.east.addItem(f"{self.names[wind]} ({wind})" if self.names[wind] else wind, wind)
        riichi = is_riichi(tournament.ruleset)
        self.void = QCheckBox(self.tr("Exhaustive draw (ryuukyoku) or chombo") if riichi
                              else self.tr("No winner (void hand)"))
        self.seats = {wind: SeatEditor(wind, tournament.ruleset, options=tournament.options)
                      for wind in self.deal_winds}
        # riichi: dora indicators, honba and riichi sticks (carried from the hanchan so far)
        self.riichi_table = RiichiTable(carried) if riichi else None
        self.sticks = QLabel()
        self.sticks.setVisible(riichi)
        self.indicator_target: str | None = None  # riichi: the palette fills a dora field
        self.tile_palette = TilePalette(tournament.ruleset, i18n.current,
                                   red_fives=riichi and bool(tournament.options.get("red_fives")))
        self.current_seat = "E"
        self.payments = PaymentsView()
        self.general = error_label()
        self.preview = DealPreview(self.preview_deal, self,
                                   score_deal_at_table if self.players == 3 else score_deal)
        self.buttons, self.save_button = ok_cancel(self, self.tr("Save deal"))
        # quiet until asked: a new deal says nothing wrong before the referee has entered anything
        self.asked = record is not None
        self._layout()
        self._prefill()
        for editor in self.seats.values():
            editor.set_draw(self.void.isChecked())
        self.preview.asked.connect(self._asked)
        self.round_wind.currentIndexChanged.connect(self.preview.schedule)
        self.east.currentIndexChanged.connect(self._seat_titles)
        self.void.toggled.connect(self._void_toggled)
        if self.riichi_table is not None:
            self.riichi_table.edited.connect(self.preview.schedule)
            self.riichi_table.focused.connect(self.choose_indicator)
        for editor in self.seats.values():
            editor.edited.connect(self.preview.schedule)
            editor.focused.connect(self.choose_seat)
        self.tile_palette.tile_clicked.connect(self._tile_clicked)
        self.tile_palette.red_five_clicked.connect(
            lambda code: self.seats[self.current_seat].add_red_five(code))
        self.tile_palette.wrap_requested.connect(lambda exposed: self.seats[self.current_seat].wrap(exposed))
        self.preview.scored.connect(self._scored)
        self.preview.refused.connect(self._refused)
        self.preview.cleared.connect(self._cleared)
        self._seat_titles()
        self.asked = record is not None  # the titles just set are no question of the referee's
        self.preview.run()

    def _layout(self) -> None:
        """Fit a 1366×700 screen: the palette with the deal's fields beside it, then the four seats
        side by side (each with its whole itemised score), the payments, and Save always in view."""
        fields = QFormLayout()
        # labels above their fields: the East's whole name (40 characters) fits beside the palette
        fields.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        fields.setVerticalSpacing(2)
        fields.addRow(self.tr("Round wind"), self.round_wind)
        fields.addRow(self.tr("East is"), self.east)
        fields.addRow(self.void)
        self.east.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        side = QVBoxLayout()
        side.addLayout(fields)
        if self.riichi_table is not None:  # riichi: the indicators and counters under them
            side.addWidget(self.riichi_table)
        side.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.tile_palette)
        top.addLayout(side)
        top.addStretch(1)
        seats = QGridLayout()  # four equal columns
        for position, wind in enumerate(self.deal_winds):
            seats.addWidget(self.seats[wind], 0, position)
            seats.setColumnStretch(position, 1)
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.addLayout(top)
        if self.players == 3:
            three = QLabel(self.tr("A table of three: North is an empty seat that neither scores "
                                   "nor pays; East passes among the three players."))
            three.setWordWrap(True)
            layout.addWidget(three)
        layout.addLayout(seats, 1)
        layout.addWidget(self.payments)
        layout.addWidget(self.sticks)
        layout.addWidget(self.general)
        layout.addWidget(self.buttons)
        self.resize(FIT_WIDTH, FIT_HEIGHT)

    def _prefill(self) -> None:
        round_wind, east = self.state.round_wind, WINDS[self.state.east % self.players]
        if self.record is not None:
            round_wind = self.record.deal.get("round_wind", round_wind)
            east = self.record.seats.get("E", east)
            self.void.setChecked(bool(self.record.deal.get("void")))
            for wind, editor in self.seats.items():
                editor.load(self.record.deal.get("seats", {}).get(wind, {}))
            if self.riichi_table is not None:
                self.riichi_table.load(self.record.deal)
        self.round_wind.setCurrentIndex(WINDS.index(round_wind))
        self.east.setCurrentIndex(max(0, self.east.findData(east)))

    def choose_seat(self, wind: str) -> None:
        """The seat the palette's tiles go to."""
        self.current_seat = wind
        self.indicator_target = None
        self.tile_palette.set_target(self.seats[wind].title())

    def choose_indicator(self, key: str) -> None:
        """Riichi: the palette's tiles go to the dora (or ura-dora) indicators."""
        self.indicator_target = key
        self.tile_palette.set_target(self.tr("Dora indicators") if key == "dora"
                                else self.tr("Ura-dora indicators"))

    def _tile_clicked(self, tile: Tile) -> None:
        if self.riichi_table is not None and self.indicator_target:
            self.riichi_table.add_indicator(self.indicator_target, tile.code)
        else:
            self.seats[self.current_seat].add_tile(tile)

    def _void_toggled(self, void: bool) -> None:
        for editor in self.seats.values():
            editor.set_draw(void)
        self.preview.schedule()

    def table_seat(self, wind: str) -> str:
        """The table seat sitting at deal seat wind ``wind`` with the East chosen."""
        east = WINDS.index(self.east.currentData())
        if self.players == 3 and wind == "N":
            return "N"  # the empty seat
        return WINDS[(east + WINDS.index(wind)) % self.players]

    def _seat_titles(self) -> None:
        for wind, editor in self.seats.items():
            editor.set_title(self.wind_names[wind], self.names[self.table_seat(wind)])
        self.payments.names = {wind: self.names[self.table_seat(wind)] for wind in self.deal_winds}
        self.tile_palette.set_target(self.seats[self.current_seat].title())
        self.preview.schedule()

    def entered_deal(self) -> dict[str, Any]:
        """The deal as the referee entered it: what the flow decides is left for the flow."""
        deal: dict[str, Any] = {"seats": {w: editor.seat_json() for w, editor in self.seats.items()}}
        if self.round_wind.currentData() != self.state.round_wind:
            deal["round_wind"] = self.round_wind.currentData()
        chombo = any(seat.get("chombo") for seat in deal["seats"].values())  # RI-P08: a chombo ends the hand
        if self.void.isChecked() or chombo:
            deal["void"] = True
        if self.riichi_table is not None:
            deal.update(self.riichi_table.fields())
        return deal

    def preview_deal(self) -> dict[str, Any] | None:
        """The full deal the engine scores, or None while a seat does not read as notation."""
        if not all(editor.valid for editor in self.seats.values()):
            return None
        if self.riichi_table is not None and not self.riichi_table.valid:
            return None
        deal = {"ruleset": self.tournament.ruleset, "options": dict(self.tournament.options),
                **self.entered_deal(), "round_wind": self.round_wind.currentData()}
        if self.riichi_table is not None:
            deal.update(self.riichi_table.counters_now())
        if self.state.east_streak and self.east.currentData() == WINDS[self.state.east % self.players]:
            deal["east_streak"] = self.state.east_streak
        return deal

    def _clear_engine(self) -> None:
        for editor in self.seats.values():
            editor.show_error(None)
            editor.show_score(None)
            editor.show_matches(None)
            editor.show_net(None)
        self.general.hide()
        self.payments.show_result(None)
        self.sticks.clear()

    def _scored(self, result: dict[str, Any]) -> None:
        self._clear_engine()
        for wind, editor in self.seats.items():
            editor.show_score(result.get("seats", {}).get(wind), self._card_place)
            editor.show_net(result.get("net", {}).get(wind))
        self._show_matches()
        self.payments.show_result(result)
        if self.riichi_table is not None:
            self.sticks.setText(sticks_text(result, self.payments.names))
        self.save_button.setEnabled(True)

    def _card_place(self, hand_id: str) -> str:
        """American: a card hand by the card's section and line."""
        try:
            return card_place(card_for(dict(self.tournament.options)), hand_id)
        except TourneyError:
            return hand_id

    def _show_matches(self) -> None:
        """American: the card hands each winner's hand matches."""
        if self.tournament.ruleset != "american":
            return
        for editor in self.seats.values():
            if editor.winner.isChecked():
                editor.show_matches(card_matches(dict(self.tournament.options), editor.hand.text()))

    def _asked(self) -> None:
        self.asked = True

    def _refused(self, seat: str, message: str) -> None:
        self._clear_engine()
        self._show_matches()
        self.save_button.setEnabled(False)
        if not self.asked:
            return
        if seat in self.seats:
            self.seats[seat].show_error(message)
        else:
            self.general.setText(referee_words(message))
            self.general.show()
        self.save_button.setEnabled(False)

    def _cleared(self) -> None:
        self._clear_engine()
        self.save_button.setEnabled(False)

    def stored_item(self) -> dict[str, Any]:
        """What the services store: the deal, wrapped with East when it is not the flow's."""
        deal = self.entered_deal()
        east = self.east.currentData()
        pinned = self.record is not None and self.record.east_pinned is not None
        if pinned or east != WINDS[self.state.east % self.players]:
            return {"deal": deal, "east": east}
        return deal

    def accept(self) -> None:
        self.asked = True
        self.preview.run()
        if self.preview.result is None:
            return
        table = self.table
        try:
            if self.record is None:
                # the seats this dialog shows: a table drawn again since it opened is refused, not credited
                self.session.call(services.record_deals, table.round, table.number, self.stored_item(),
                                  seating=tuple(sorted(table.seats.items())))
            else:
                self.session.call(services.correct_deal, table.round, table.number, self.number,
                                  self.stored_item())
        except TourneyError as error:
            if error.code == "redrawn":
                self._seated_again()
            seat, message = seat_of(error.message)
            self._refused(seat or "", message)
            if error.code == "redrawn":
                self.save_button.setEnabled(self.preview.result is not None)  # checked, it may be saved
            return
        super().accept()

    def _seated_again(self) -> None:
        """The table was drawn again since the dialog opened: show its new seats by the deal typed (kept),
        for the referee to check before saving again."""
        table = next((t for t in self.session.read(services.tables, self.table.round)
                      if t.number == self.table.number), None)
        if table is None or len(table.seats) != len(self.table.seats):
            return
        names = {p.id: p.name for p in self.session.read(services.players)}
        self.table = table
        self.names = {w: names.get(table.seats.get(w, -1), "") for w in WINDS}
        for index in range(self.east.count()):
            wind = self.east.itemData(index)
            self.east.setItemText(index, f"{self.names[wind]} ({wind})" if self.names[wind] else wind)
        self._seat_titles()
        self.preview.run()
