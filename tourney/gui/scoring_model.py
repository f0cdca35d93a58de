"""A table's deals as the scoring dialog lists them, and where the game stands before each deal.

The game flow (:mod:`tourney.rules.flow`) is replayed over the stored deals, so the next deal's
East and round wind are known; the referee may still override them in the deal editor.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from tourney.errors import EngineError
from tourney.rules import get_ruleset, parse_deal
from tourney.rules.empty_seat import score_at_table
from tourney.rules.flow import GameState, after_deal, new_game
from tourney.rules.ruleset import Ruleset
from tourney.tournament.model import WINDS, DealRecord, Table, TableResult, Tournament

_Index = QModelIndex | QPersistentModelIndex


def states_before(tournament: Tournament, deals: tuple[DealRecord, ...], players: int = 4) -> list[GameState]:
    """The game state before every stored deal, and before the next one (one more than deals);
    ``players`` 3: a table of three, East passing among three (docs/tables-of-three.md)."""
    states: list[GameState] = []
    ruleset = get_ruleset(tournament.ruleset)
    # riichi's hanchan is two rounds (RI-G02): the sheet's flow ends it there too
    state = new_game(deals[0].deal.get("round_wind", "E") if deals else "E", ruleset.rounds_per_game)
    for record in deals:
        if record.east_pinned in WINDS:
            state = replace(state, east=WINDS.index(record.east_pinned))
        states.append(state)
        if state.finished:
            continue
        try:
            if players == 3:
                parsed, result = score_at_table(record.deal, ruleset)
            else:
                parsed = parse_deal(record.deal, ruleset)
                result = ruleset.score(parsed)
            state = after_deal(state, ruleset, parsed, result, tournament.rotation, players)
        except (EngineError, ValueError):
            continue  # a stored deal the rules no longer take: keep the flow where it was
    states.append(state)
    return states


def carried_before(tournament: Tournament, deals: tuple[DealRecord, ...]) -> list[dict[str, Any]]:
    """What the game carries into every stored deal and the next one (riichi: honba and riichi
    sticks, RI-G04), from the deal before it; empty for other rulesets."""
    ruleset = get_ruleset(tournament.ruleset)
    if type(ruleset).carry is Ruleset.carry:  # nothing carried: spare scoring the sheet again
        return [{} for _ in range(len(deals) + 1)]
    carried: list[dict[str, Any]] = [{}]
    for record in deals:
        try:
            parsed = parse_deal(record.deal, ruleset)
            carried.append(ruleset.carry(parsed, ruleset.score(parsed)))
        except (EngineError, ValueError):
            carried.append(carried[-1])  # a stored deal the rules no longer take
    return carried


def starting_points(deals: tuple[DealRecord, ...]) -> int:
    """Riichi: the points each player starts the hanchan with (RI-G01), for the running totals the
    players count with their sticks; 0 for the rulesets whose sheet adds up from zero."""
    if not deals or not str(deals[0].deal.get("ruleset", "")).startswith("riichi"):
        return 0
    try:
        ruleset = get_ruleset(deals[0].deal["ruleset"])
        return int(ruleset.resolve_options(deals[0].deal.get("options", {}))["start_points"])
    except (EngineError, KeyError, TypeError, ValueError):
        return 0


def two_lines(name: str, longest: int = 20) -> str:
    """A long name on two lines (at the space nearest its middle), so its column stays narrow."""
    if len(name) <= longest or " " not in name:
        return name
    spaces = [i for i, c in enumerate(name) if c == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return f"{name[:cut]}\n{name[cut + 1:]}"


def deal_winners(record: DealRecord) -> list[str]:
    """The deal seat winds that won."""
    return [w for w in WINDS if record.deal.get("seats", {}).get(w, {}).get("win")]


class DealListModel(QAbstractTableModel):
    """Deal number, East, winner, how won, and each player's net (running total) at the table."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.deals: tuple[DealRecord, ...] = ()
        self.names: dict[str, str] = {}  # table seat wind -> player name
        self.winds: list[str] = list(WINDS)  # the table's seats: E, S, W at a table of three
        self._totals: list[dict[str, int]] = []

    def set_sheet(self, table: Table, names: dict[int, str], result: TableResult | None) -> None:
        self.beginResetModel()
        self.winds = [w for w in WINDS if w in table.seats] if len(table.seats) == 3 else list(WINDS)
        self.names = {w: names.get(table.seats.get(w, -1), w) for w in self.winds}
        self.deals = result.deals if result and result.kind == "deals" else ()
        self._start = starting_points(self.deals)
        running = dict.fromkeys(WINDS, self._start)
        self._totals = []
        for record in self.deals:
            for wind, points in record.moved_by_table_wind().items():
                running[wind] += points
            self._totals.append(dict(running))
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.deals)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4 + len(self.winds)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        fixed = [self.tr("Deal"), self.tr("East"), self.tr("Winner"), self.tr("How won")]
        return fixed[section] if section < 4 else two_lines(self.names.get(self.winds[section - 4], ""))

    def _player(self, record: DealRecord, wind: str) -> str:
        return self.names.get(record.seats.get(wind, wind), wind)

    def _how(self, record: DealRecord) -> str:
        winners = deal_winners(record)
        if str(record.deal.get("ruleset", "")).startswith("riichi"):
            return self._how_riichi(record, winners)
        if not winners:
            return self.tr("no winner")
        win = record.deal["seats"][winners[0]]["win"]
        if win.get("from") == "self":
            return self.tr("self-drawn %1").replace("%1", str(win.get("tile", "")))
        return (self.tr("%1 from %2").replace("%1", str(win.get("tile", "")))
                .replace("%2", self._player(record, win.get("from", ""))))

    def _how_riichi(self, record: DealRecord, winners: list[str]) -> str:
        """Riichi's words: tsumo, ron, an exhaustive draw (ryuukyoku), a chombo."""
        seats = record.deal.get("seats", {})
        if not winners:
            chombo = [self._player(record, w) for w in WINDS if seats.get(w, {}).get("chombo")]
            if chombo:
                return self.tr("chombo by %1").replace("%1", ", ".join(chombo))
            return self.tr("exhaustive draw (ryuukyoku)")
        win = seats[winners[0]]["win"]
        if win.get("from") == "self":
            return self.tr("tsumo %1").replace("%1", str(win.get("tile", "")))
        return (self.tr("ron %1 from %2").replace("%1", str(win.get("tile", "")))
                .replace("%2", self._player(record, win.get("from", ""))))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        record = self.deals[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 4:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 0:
            return str(record.number)
        if column == 1:
            return self._player(record, "E")
        if column == 2:
            return ", ".join(self._player(record, w) for w in deal_winners(record)) or "—"
        if column == 3:
            return self._how(record)
        wind = self.winds[column - 4]
        net = record.moved_by_table_wind().get(wind, 0)
        total = self._totals[index.row()][wind]
        return f"{net:+d}  ({total})" if self._start else f"{net:+d}  ({total:+d})"
