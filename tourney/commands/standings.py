"""Command-line commands for the standings: the ranking, teams, histories, statistics, EMA rows.

``tourney standings FILE`` prints the ranking with the sentences that explain it; its options show
the teams, one player's history or the referee's statistics instead. ``tourney ranking FILE`` shows
or sets the scheme and its settings, ``tourney ema FILE`` the federation's results rows, and
``tourney bye FILE ROUND PLAYER`` records a round a player sits out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from tourney import services
from tourney.commands.common import FILE, JSON, echo_json, name_value_pairs, opened
from tourney.commands.ema_report import ANYWAY, checked
from tourney.errors import TourneyError
from tourney.tournament.ema_countries import EMA_HEADER
from tourney.tournament.ranking_schemes import json_number, number_text
from tourney.tournament.ranking_tiebreaks import CRITERIA

if TYPE_CHECKING:
    from tourney.store import Store


def _value(value: Any) -> str:
    return "-" if value is None else number_text(value)


def _standings_text(standings: Any, title: str) -> str:
    keys = standings.scheme.keys
    lines = [f"{title}: standings after round {standings.after_round}", ""]
    head = f"{'Place':<6} {'Name':<26} {'Club':<18} " + " ".join(f"{CRITERIA[k]:>13}" for k in keys)
    carried = any(r.carried is not None for r in standings.rows)
    lines.append(head + ("  Carried" if carried else "") + "  Move  Tie-breaks")
    for i, row in enumerate(standings.rows):
        if carried and i and standings.rows[i - 1].final and not row.final:
            lines.append("-" * len(head) + "  (the final above, the others below)")
        name = row.player.name + (" (withdrawn)" if row.withdrawn else "")
        move = "new" if row.movement is None else f"{row.movement:+d}" if row.movement else "="
        breaks = "; ".join(f"{CRITERIA[k]} {_value(v)}" for k, v in row.tie_breaks.items())
        carry = ""
        if carried:
            shown = "/".join(_value(v) for v in row.carried.values()) if row.carried else ""
            carry = f"  {shown:>7}"
        lines.append(f"{row.place_text:<6} {name:<26} {row.player.club:<18} "
                     + " ".join(f"{_value(row.components[k]):>13}" for k in keys) + carry
                     + f"  {move:>4}  {breaks}")
    return "\n".join([*lines, "", *standings.sentences()])


def _teams_text(teams: list[Any], best: int) -> str:
    lines = [f"Teams, counting the best {best} member(s) of each:"]
    for team in teams:
        values = ", ".join(f"{CRITERIA[k]} {_value(v)}" for k, v in team.components.items())
        mark = "" if team.complete else " (incomplete)"
        members = ", ".join(r.player.name for r in team.counted)
        lines.append(f"{str(team.rank) + ('=' if team.shared else ''):<4} {team.team}{mark}: {values} "
                     f"({members})")
    return "\n".join(lines)


def _player_id(store: Store, who: str) -> int:
    players = services.players(store)
    if who.isdigit():
        return services.player(store, int(who)).id
    found = [p for p in players if p.name.casefold() == who.casefold()]
    if len(found) != 1:
        raise TourneyError("no_player", f"there is {'no' if not found else 'more than one'} player "
                                        f"named {who!r}; give the player's number")
    return found[0].id


def _history_text(store: Store, player_id: int, entries: list[Any]) -> str:
    names = {p.id: p.name for p in services.players(store)}
    lines = [f"History of {names[player_id]}:"]
    for e in entries:
        if e.bye:
            lines.append(f"round {e.round}: bye, {e.score} points")
            continue
        against = ", ".join(names.get(o, str(o)) for o in e.opponents)
        place = f"{e.place}{'=' if e.shared else ''}"
        lines.append(f"round {e.round}: table {e.table}, seat {e.seat}, place {place}, {e.score:+d} points "
                     f"against {against}")
    return "\n".join(lines)


def _stats_text(store: Store, stats: list[Any]) -> str:
    names = {p.id: p.name for p in services.players(store)}
    if not stats:
        return "No hands recorded yet: no statistics."
    lines = []
    for stat in stats:
        lines.append(stat.sentence(names))
        for hand in stat.hands:
            items = ", ".join(f"{i['rule']} {i['name']}" for i in hand.items)
            lines.append(f"    {hand.arrangement}  [{items}]")
    return "\n".join(lines)


@click.command()
@FILE
@click.option("--after-round", type=int, help="The standings as they stood after round K.")
@click.option("--teams", type=int, metavar="N", help="Team standings: the sum of each team's best N members.")
@click.option("--history", metavar="PLAYER", help="One player's rounds (his number or exact name).")
@click.option("--stats", is_flag=True, help="Most hands won, highest hand, most self-drawn wins.")
@click.option("--category", metavar="NAME",
              help="Only the players of this category (club:NAME for a club), placed within it.")
@JSON
def standings(file: str, after_round: int | None, teams: int | None, history: str | None, stats: bool,
              category: str | None, as_json: bool) -> None:
    """Print the standings of FILE, with the sentences saying how players are ranked.

    --json prints, per player, rank, name, club, each ranking component and the tie-break values
    used. --teams, --history and --stats print those instead of the players' standings.
    """
    with opened(file, readonly=True) as store:
        if teams is not None:
            rows = services.team_standings(store, teams, after_round)
            echo_json([r.to_json() for r in rows]) if as_json else click.echo(_teams_text(rows, teams))
        elif history is not None:
            player_id = _player_id(store, history)
            entries = services.player_history(store, player_id)
            if as_json:
                echo_json([e.to_json() for e in entries])
            else:
                click.echo(_history_text(store, player_id, entries))
        elif stats:
            found = services.referee_statistics(store)
            echo_json([s.to_json() for s in found]) if as_json else click.echo(_stats_text(store, found))
        else:
            title = services.tournament(store).name
            if category is not None:
                from tourney.services.categories import category_standings

                table = category_standings(store, category, after_round)
                title = f"{title}, category {category}"
            else:
                table = services.standings(store, after_round)
            if as_json:
                echo_json({**table.to_json(), "category": category})
            else:
                click.echo(_standings_text(table, title))


RANKING_HELP = (
    "Show how FILE ranks players, or set the SCHEME and its settings (undoable).\n\n"
    "Schemes: points (total score), table_points (points by place at each table, then total score), "
    "rank_points (score / divisor plus uma and oka). Tie-breaks: " + ", ".join(CRITERIA) + ".")


@click.command(help=RANKING_HELP)
@FILE
@click.argument("scheme", required=False, type=click.Choice(services.RANKINGS))
@click.option("--set", "pairs", multiple=True, metavar="NAME=VALUE",
              help="A ranking setting, e.g. place_points=[4,2,1,0], oka=20, bye_score=0 (repeatable).")
@click.option("--tie-breaks", help="The tie-break chain, comma-separated, e.g. total_score,best_game,lot.")
@click.option("--reset", is_flag=True, help="Start from no settings instead of the present ones.")
@JSON
def ranking(file: str, scheme: str | None, pairs: tuple[str, ...], tie_breaks: str | None, reset: bool,
            as_json: bool) -> None:
    with opened(file) as store:
        current = services.tournament(store)
        if scheme or pairs or tie_breaks or reset:
            names = None if tie_breaks is None else [t.strip() for t in tie_breaks.split(",") if t.strip()]
            current = services.change_ranking(store, scheme, name_value_pairs(pairs, "a setting"),
                                              tie_breaks=names, reset=reset)
        scheme_, chain = services.ranking_of(current)
        sentences = [scheme_.sentence(), chain.sentence(scheme_), *scheme_.notes()]
        if as_json:
            echo_json({"ranking": current.ranking, "settings": current.ranking_settings,
                        "sentences": sentences})
        else:
            click.echo("\n".join([f"ranking: {current.ranking}", *sentences]))


@click.command()
@FILE
@click.option("--csv", "as_csv", is_flag=True,
              help="Print the EMA results CSV (" + ", ".join(EMA_HEADER) + "), every row checked first.")
@ANYWAY
@JSON
def ema(file: str, as_csv: bool, anyway: bool, as_json: bool) -> None:
    """Print FILE's final standings as EMA results rows, with a preview of each MERS base rank.

    --csv prints the EMA results file (as `tourney export ema` writes it), refused with its problems
    listed row by row unless --anyway.
    """
    from tourney.services import ema_export

    with opened(file, readonly=True) as store:
        rows = [] if as_csv and not as_json else services.ema_rows(store)  # the CSV reads its own
        export = checked(store, lambda s: ema_export.checked_export(s, anyway=anyway)) if as_csv else None
    if as_json:
        echo_json([r.to_json() for r in rows])
    elif export is not None:
        click.echo(export.csv().replace("\r\n", "\n"), nl=False)
    else:
        click.echo(f"{'Place':<6} {'Name':<26} {'Fed. id':<12} {'Ctry':<5} {'Points':>10} {'MERS base':>10}")
        for r in rows:
            click.echo(f"{r.place:<6} {r.name:<26} {r.federation_id:<12} {r.country:<5} "
                       f"{json_number(r.points):>10} {float(r.base_rank):>10.2f}")


@click.command()
@FILE
@click.argument("round_number", metavar="ROUND", type=int)
@click.argument("player")
@click.option("--remove", is_flag=True, help="Take back a bye given by mistake.")
def bye(file: str, round_number: int, player: str, remove: bool) -> None:
    """Give PLAYER (number or exact name) a bye in ROUND; it scores the ranking's bye value (undoable)."""
    with opened(file) as store:
        player_id = _player_id(store, player)
        if remove:
            services.remove_bye(store, round_number, player_id)
        else:
            services.give_bye(store, round_number, player_id)
        name = services.player(store, player_id).name
    click.echo(f"{'took back the bye of' if remove else 'bye for'} {name} in round {round_number}")


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    main.add_command(standings)
    main.add_command(ranking)
    main.add_command(ema)
    main.add_command(bye)
