"""What a table's phone sent, shown before it is approved: each seat's hand, who won and how, the
itemised score and the payments; the seats where another phone of the table sent something else are
highlighted with that phone's version. :class:`CorrectDealDialog` opens the deal in the scoring dialog
and approves it as corrected in one action (``services.approve_corrected``)."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QTextBrowser, QWidget

from tourney import services
from tourney.errors import TourneyError
from tourney.gui.scoring_dialog import DealDialog
from tourney.gui.scoring_flags import flag_name, item_text
from tourney.gui.scoring_preview import seat_of
from tourney.tournament.model import WINDS, DealRecord

HIGHLIGHT = "#fff0b3"  # a seat the phones disagree on


def _how(seat: dict[str, Any], who: dict[str, str]) -> str:
    win = seat.get("win")
    if not win:
        return ""
    tile = escape(str(win.get("tile", "")))
    if win.get("from") == "self":
        how = QCoreApplication.translate("ReviewPanel", "Mah Jong on %1, self-drawn").replace("%1", tile)
    else:
        how = QCoreApplication.translate("ReviewPanel", "Mah Jong on %1, discard of %2").replace("%1", tile)
        how = how.replace("%2", escape(who.get(win.get("from", ""), win.get("from", ""))))
    flags = [flag_name(f, False) if f in _FLAGS else f for f in win.get("flags", [])]
    return how + (f" ({escape(', '.join(flags))})" if flags else "")


_FLAGS = {"last_tile", "last_discard", "replacement", "robbing_kong", "heavenly", "first_discard",
          "joker_exchange", "new_discard", "original_call", "twofold_fortune", "last_of_kind"}


def review_html(review: services.SubmissionReview, names: dict[str, str], phones: dict[str, int]) -> str:
    """The review as HTML; ``names``: deal seat wind -> player, ``phones``: phone tag -> its number."""
    seats = review.deal.get("seats", {})
    scored = review.result.get("seats", {})
    net = review.result.get("net", {})
    who = {w: f"{w} {names.get(w, '')}".strip() for w in WINDS}
    parts = []
    for wind in WINDS:
        if wind not in seats and wind not in scored:
            continue
        seat, result = seats.get(wind, {}), scored.get(wind, {})
        style = f' style="background:{HIGHLIGHT}"' if wind in review.differences else ""
        score = QCoreApplication.translate("ReviewPanel", "score %1")
        score = score.replace("%1", str(result.get("score", 0)))
        moved = QCoreApplication.translate("ReviewPanel", "net %1").replace("%1", f"{net.get(wind, 0):+d}")
        head = f"<b>{escape(who[wind])}</b> — {score}, {moved}"
        lines = [head, f"<tt>{escape(seat.get('hand', '')) or '—'}</tt> {_how(seat, who)}"]
        for other in review.others if wind in review.differences else ():
            other_seat = (other.entry.get("seats") or {}).get(wind, {})
            said = QCoreApplication.translate("ReviewPanel", "phone %1 sent")
            said = said.replace("%1", str(phones.get(other.phone, "?")))
            lines.append(f'<span style="color:#b00020">⚠ {escape(said)}: <tt>'
                         f'{escape(other_seat.get("hand", "")) or "—"}</tt> {_how(other_seat, who)}</span>')
        lines += [f'<span style="color:#444">{escape(item_text(i))}</span>' for i in result.get("items", [])]
        parts.append(f"<div{style}>{'<br>'.join(lines)}</div>")
    payments = [f"{p['from']} → {p['to']} {p['amount']}" for p in review.result.get("payments", [])]
    title = QCoreApplication.translate("ReviewPanel", "Payments")
    parts.append(f"<p><b>{escape(title)}:</b> {escape(' · '.join(payments) or '—')}</p>")
    if review.differences:
        warning = QCoreApplication.translate(
            "ReviewPanel",
            "The phones of this table sent different versions: the seats that differ are marked.")
        parts.insert(0, f'<p style="color:#b00020"><b>{escape(warning)}</b></p>')
    return "".join(parts)


class ReviewView(QTextBrowser):
    """The chosen submission, read-only; empty when none is chosen or it holds totals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(60)
        self.review: services.SubmissionReview | None = None

    def sizeHint(self) -> QSize:  # grows with the dialog; asks for little so the dialog fits 700 pixels
        return QSize(360, 140)

    def show_review(self, review: services.SubmissionReview | None, names: dict[str, str],
                    phones: dict[str, int]) -> None:
        self.review = review
        self.setHtml(review_html(review, names, phones) if review else "")


class CorrectDealDialog(DealDialog):
    """The scoring dialog on a phone's deal: saving approves the deal as corrected."""

    def __init__(self, submission_id: int, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.submission_id = submission_id
        self.save_button.setText(self.tr("Approve as corrected"))

    def accept(self) -> None:
        self.asked = True
        self.preview.run()
        if self.preview.result is None:
            return
        try:
            self.session.call(services.approve_corrected, self.submission_id, self.stored_item())
        except TourneyError as error:
            seat, message = seat_of(error.message)
            self._refused(seat or "", message)
            return
        QDialog.accept(self)  # closed, past DealDialog's own saving


def pending_record(review: services.SubmissionReview) -> DealRecord:
    """The phone's deal as the scoring dialog loads a stored one."""
    return DealRecord(review.submission.number, review.submission.entry, review.result, dict(review.players))
