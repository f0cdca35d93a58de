"""What the losers pay a Singapore winner at the end of the hand (SG-P01–P04, SG-X01–X08, SG-F23).

Base = 1 point doubled once per fān (``2 ** F``, SG-S05). A self-drawn win is paid ``base`` by each
opponent; on a discard the discarder pays double; when the discarder "pays for all" (SG-X01–X06)
he alone pays ``multiplier × base``; Thirteen Wonders on a discard is paid ``base`` by everyone
(SG-X08). East pays and receives like anyone else (SG-G03).
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.language import say
from tourney.rules.deal import Deal
from tourney.rules.decompose import Group
from tourney.rules.result import SEAT_WINDS, ScoreItem
from tourney.rules.singapore.fan import WinContext, bonus_items, honour_items, total_fan
from tourney.rules.singapore.hands import Reading

Transfer = tuple[str, str, int]
LAST_TILE_BONUS = say("Bonus for going out on the last tile of the live wall")


@dataclass(frozen=True, slots=True)
class Payout:
    """The end-of-hand transfers to the winner and the rule that decided who pays."""

    transfers: list[Transfer]
    rule: str  # SG-P02, SG-P03, SG-X01 … SG-X06 (discarder pays for all), SG-X08
    items: tuple[ScoreItem, ...] = ()


def already_exposed(reading: Reading) -> list[Group]:
    """The claimed sets shown before the winning tile came (not the one it completed, SG-A15)."""
    if reading.arrangement is None:
        return []
    return [g for g in reading.arrangement.groups if g.declared and not g.concealed and not g.winning]


def exposed_fan(reading: Reading, ctx: WinContext) -> int:
    """Fān of the bonus tiles and the claimed sets shown before the win (SG-X03/X04, SG-A15)."""
    shown = honour_items(already_exposed(reading), None, ctx)
    return total_fan(shown) + total_fan(bonus_items(ctx.hand.bonus, ctx.seat))


def _completes_honour_hand(reading: Reading, dragons: bool) -> bool:
    """SG-X01/X02: the other dragons (winds) were shown and the discard completed the last one."""
    arrangement = reading.arrangement
    winning = arrangement.winning_group if arrangement else None
    if winning is None or not winning.is_pung_or_kong:
        return False
    if not (winning.tile.is_dragon if dragons else winning.tile.is_wind):
        return False
    needed = 2 if dragons else 3
    shown = {g.tile for g in already_exposed(reading)
             if g.is_pung_or_kong and (g.tile.is_dragon if dragons else g.tile.is_wind)}
    return len(shown - {winning.tile}) == needed


def pays_for_all_rule(reading: Reading, ctx: WinContext, deal: Deal) -> str | None:
    """The rule by which the discarder pays for all three losers, or None."""
    options, left = deal.options, deal.wall_tiles_left
    threshold = options["pays_for_all_tiles_left"]
    if threshold is None or (left is not None and left <= threshold):  # SG-X05
        cap = options["limit_fan"]
        shown = exposed_fan(reading, ctx)
        if _completes_honour_hand(reading, dragons=True):
            return "SG-X01"
        if _completes_honour_hand(reading, dragons=False):
            return "SG-X02"
        if shown >= cap:
            return "SG-X03"
        if shown == cap - 1 and reading.fan >= cap:
            return "SG-X04"
    new_discard = options["new_discard_tiles_left"]
    if (new_discard is not None and "new_discard" in ctx.win.flags
            and left is not None and left <= new_discard):
        return "SG-X06"
    return None


def payout(reading: Reading, ctx: WinContext, deal: Deal) -> Payout:
    """Every end-of-hand transfer to the winner."""
    base = 2 ** reading.fan
    winner, win = ctx.seat, ctx.win
    losers = [w for w in SEAT_WINDS if w != winner]
    if win.self_drawn:
        transfers = [(w, winner, base) for w in losers]
        bonus = deal.options["last_tile_bonus"]
        if bonus and "last_tile" in win.flags:  # SG-F23
            transfers.extend((w, winner, bonus) for w in losers)
            item = ScoreItem("SG-F23", LAST_TILE_BONUS, points=bonus)
            return Payout(transfers, "SG-P03", (item,))
        return Payout(transfers, "SG-P03")
    discarder = win.source
    if reading.limit == "SG-L02":
        return Payout([(w, winner, base) for w in losers], "SG-X08")
    rule = pays_for_all_rule(reading, ctx, deal)
    if rule is not None:
        return Payout([(discarder, winner, deal.options["pays_for_all_multiplier"] * base)], rule)
    return Payout([(w, winner, base * (2 if w == discarder else 1)) for w in losers], "SG-P02")
