"""More standings than the tab's: the players as they stood after an earlier round, the teams (each
counting its best N members) and the statistics announced at the prize-giving (most hands won,
highest hand, most self-drawn wins): ``tourney standings --after-round K | --teams N | --stats``."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.day_forms import DayForm, fill_rows, list_table
from tourney.gui.messages import fill, said, spoken
from tourney.gui.session import Session
from tourney.gui.standings_model import StandingsModel
from tourney.gui.table_model import number_cell
from tourney.services.categories import categories, category_standings
from tourney.tournament.ranking_tiebreaks import CRITERIA


class MoreStandingsDialog(DayForm):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Standings: earlier rounds, teams, statistics"))
        self.resize(900, 600)
        self.after = QSpinBox()
        self.after.setRange(1, session.read(services.tournament).rounds)
        self.best = QSpinBox()
        self.best.setRange(1, 20)
        self.best.setValue(3)
        self.model = StandingsModel(self)
        self.players = QTableView()
        self.players.setModel(self.model)
        self.players.verticalHeader().hide()
        self.players.setAlternatingRowColors(True)
        self.players.horizontalHeader().setStretchLastSection(True)
        self.teams = list_table([self.tr("Place"), self.tr("Team"), self.tr("Points"),
                                 self.tr("Members counted")])
        self.statistics = QPlainTextEdit()
        self.statistics.setReadOnly(True)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.players, self.tr("Players"))
        team_page = QWidget()
        team_form = QFormLayout()
        team_form.addRow(self.tr("Each team counts its best"), self.best)
        team_layout = QVBoxLayout(team_page)
        team_layout.addLayout(team_form)
        team_layout.addWidget(self.teams)
        self.tabs.addTab(team_page, self.tr("Teams"))
        self.tabs.addTab(self.statistics, self.tr("Statistics"))
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.category = QComboBox()  # #31: one category's standings (tourney standings --category)
        self.category.addItem(self.tr("Everyone"), "")
        for name in session.read(categories) if session.is_open else {}:
            self.category.addItem(said(name), name)  # juniors and seniors in the window's language
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("After round")))
        top.addWidget(self.after)
        top.addWidget(QLabel(self.tr("Category")))
        top.addWidget(self.category)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.notice)
        layout.addWidget(self.close_buttons)
        last = session.read(services.standings).after_round if session.is_open else 0
        self.after.setValue(max(1, last))
        self.after.valueChanged.connect(self.refresh)
        self.best.valueChanged.connect(self.refresh)
        self.category.currentIndexChanged.connect(lambda _i: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        self.notice.clear()
        try:
            standings = self.session.read(services.standings, self.after.value())
            if self.category.currentData():
                standings = self.session.read(category_standings, self.category.currentData(),
                                              table=standings)
            teams = self.session.read(services.team_standings, self.best.value(), self.after.value())
        except TourneyError as error:
            self.model.set_rows([])
            fill_rows(self.teams, [])
            self.notice.setText(spoken(error.message))
        else:
            self.model.set_rows(standings.rows, standings.scheme.keys)
            self.players.resizeColumnsToContents()
            fill_rows(self.teams, [(t.team, (f"{t.rank}{'=' if t.shared else ''}", self._team_name(t),
                                             self._values(t.components),
                                             ", ".join(r.player.name for r in t.counted)))
                                   for t in teams])
            if not teams:
                self.notice.setText(self.tr("No player has a team: enter teams in the players' details."))
        self.statistics.setPlainText(self._statistics())

    def _team_name(self, team: object) -> str:
        name = str(getattr(team, "team", ""))
        return name if getattr(team, "complete", True) else fill(self.tr("%1 (incomplete)"), name)

    def _values(self, components: Mapping[str, Fraction | int]) -> str:
        return ", ".join(f"{said(CRITERIA.get(k, k))} {number_cell(v)}" for k, v in components.items())

    def _statistics(self) -> str:
        names = {p.id: p.name for p in self.session.read(services.players)}
        found = self.session.read(services.referee_statistics)
        if not found:
            return self.tr("No hands recorded yet: no statistics.")
        lines = []
        for stat in found:
            who = ", ".join(names.get(p, str(p)) for p in stat.leaders)
            lines.append(fill(self.tr("%1: %2 (%3)"), said(stat.title), who, stat.value))
            for hand in stat.hands:
                lines.append("    " + fill(self.tr("round %1, table %2, deal %3: %4"), hand.round, hand.table,
                                           hand.deal, hand.arrangement))
        return "\n".join(lines)
