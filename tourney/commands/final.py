"""Command-line commands for the end of the day: the cut to a final, players' categories, the prize list.

``tourney final FILE --after-round K --top N --carry keep|half|none`` cuts to a final and seats its
first round (``--next`` seats each later round of the final by its standing); ``tourney players
category FILE PLAYER... --add NAME / --remove NAME`` gives players a category; ``tourney prizes FILE``
prints the prize list (``--pdf OUT`` prints it on paper, ``--set`` changes its settings).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from tourney import services
from tourney.commands.common import FILE, JSON, echo_json, name_value_pairs, opened
from tourney.errors import TourneyError

if TYPE_CHECKING:  # the services are imported inside the commands: building the command tree stays cheap
    from tourney.services.final import FinalReport


def _report_json(report: FinalReport) -> dict[str, object]:
    final = report.final
    return {"after_round": final.after_round, "finalists": list(final.finalists), "carry": final.carry,
            "others": final.others, "table_size": final.table_size,
            "pattern": "/".join("-".join(map(str, t)) for t in final.pattern), "round": report.round,
            "tables": [{"table": t.number, "seats": t.seats} for t in report.tables],
            "byes": list(report.byes), "stopped": report.stopped}


@click.command()
@FILE
@click.option("--after-round", type=int, help="The round after which the final is cut.")
@click.option("--top", type=int, help="How many players play the final (a multiple of 4, or of 3).")
@click.option("--carry", type=click.Choice(["keep", "half", "none"]), default="keep", show_default=True,
              help="What the finalists carry of their score: all of it, half (rounded, halves up), nothing.")
@click.option("--others", type=click.Choice(["consolation", "stop"]), default="stop", show_default=True,
              help="The players not in the final play a consolation bracket, or stop.")
@click.option("--pattern", help="The final's seating by place, e.g. 1-4-5-8/2-3-6-7 (default: the snake).")
@click.option("--next", "next_round", is_flag=True, help="Seat the next round of the final by its standing.")
@JSON
def final(file: str, after_round: int | None, top: int | None, carry: str, others: str, pattern: str | None,
          next_round: bool, as_json: bool) -> None:
    """Cut FILE to a final: the top N after round K play on among themselves, seated by standing (undoable).

    The finalists rank above everyone else in the standings, by the score they carry plus what they
    score in the final. --next seats the next round of the final (the others' consolation too).
    """
    from tourney.services.final import cut_to_final, seat_final_round

    with opened(file) as store:
        if next_round:
            report = seat_final_round(store)
        else:
            if after_round is None or top is None:
                raise TourneyError("bad_option",
                                   "tourney final: give --after-round K and --top N (or --next)")
            report = cut_to_final(store, after_round, top, carry, others, pattern)
        names = {p.id: p.name for p in services.players(store)}
    echo_json(_report_json(report)) if as_json else click.echo(report.text(names))


@click.command()
@FILE
@click.option("--set", "pairs", multiple=True, metavar="NAME=VALUE",
              help="A prize setting: places=3, category_places=1, allow_double=true, newcomers=NAME, "
                   'awards=["highest_hand",...] (repeatable; undoable).')
@click.option("--pdf", "pdf_out", type=click.Path(dir_okay=False),
              help="Write the printable prize list here.")
@click.option("--lang", type=click.Choice(["it", "en"]), default="it", show_default=True,
              help="The language of the printed list.")
@JSON
def prizes(file: str, pairs: tuple[str, ...], pdf_out: str | None, lang: str, as_json: bool) -> None:
    """Print FILE's prize list: overall places, category places and the special awards.

    Nobody gets two prizes unless the setting allow_double is true; the next eligible player takes it.
    """
    from tourney.services.prizes import prizes as prize_list
    from tourney.services.prizes import set_prize_settings

    with opened(file, readonly=not pairs) as store:
        if pairs:
            set_prize_settings(store, name_value_pairs(pairs, "a prize setting"))
        found = prize_list(store)
        if pdf_out:
            from tourney import safe_write
            from tourney.export.prizes_pdf import prizes_pdf
            from tourney.services.prizes import prize_sheet

            safe_write.write_bytes(Path(pdf_out), prizes_pdf(prize_sheet(store, found), lang))
    echo_json(found.to_json()) if as_json else click.echo(found.text())


@click.command("category")
@FILE
@click.argument("player_ids", type=int, nargs=-1)
@click.option("--add", "added", multiple=True, metavar="NAME", help="Give the players this category.")
@click.option("--remove", "removed", multiple=True, metavar="NAME", help="Take this category away.")
@click.option("--juniors-under", type=int, metavar="AGE",
              help="Juniors are under this age (default 18; 0: none).")
@click.option("--seniors-from", type=int, metavar="AGE", help="Seniors are this age and over (default 60).")
@JSON
def category(file: str, player_ids: tuple[int, ...], added: tuple[str, ...], removed: tuple[str, ...],
             juniors_under: int | None, seniors_from: int | None, as_json: bool) -> None:
    """Give players categories (women, juniors, seniors, newcomers, any label), or list them (undoable).

    With no PLAYER_IDS, list every category and its players. Juniors and seniors are also worked out
    from the players' births (players add/edit --born), their ages counted on the tournament's first day.
    """
    from tourney.services.ages import age_categories, age_day, age_limits, set_age_limits
    from tourney.services.categories import categories, categories_of, set_categories

    limits = juniors_under is not None or seniors_from is not None
    with opened(file, readonly=not (added or removed or limits)) as store:
        if limits:
            set_age_limits(store, juniors_under, seniors_from)
        for pid in player_ids:
            now = [c for c in categories_of(store, pid) if c not in removed]
            set_categories(store, pid, [*now, *added])
        names = {p.id: p.name for p in services.players(store)}
        found = {n: list(ids) for n, ids in categories(store).items()}
        if player_ids:
            found = {n: [p for p in ids if p in player_ids] for n, ids in found.items()}
        ages = (age_limits(store), age_day(store)) if limits or age_categories(store) else None
    if as_json:
        echo_json(found)
        return
    for name, ids in found.items():
        if ids:
            click.echo(f"{name}: " + ", ".join(names.get(p, str(p)) for p in ids))
    if not any(found.values()):
        click.echo("no categories yet")
    if ages:
        click.echo(f"(by age on {ages[1].isoformat()}: juniors under {ages[0].juniors_under}, "
                   f"seniors {ages[0].seniors_from} and over)")


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    from tourney.commands.players import players

    main.add_command(final)
    main.add_command(prizes)
    players.add_command(category)
