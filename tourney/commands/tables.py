"""Command-line commands for table-side entry: secrets, what the phones sent, approval, the server.

``tourney secrets FILE ROUND`` gives every table of a round its secret and pairing code (and can
revoke or re-issue one); ``tourney submissions FILE`` lists what the tables sent; ``tourney submit``
sends a deal or totals as a table's phone would; ``tourney approve``/``reject`` decide, and
``tourney auto-approve FILE on|off`` lets two matching phones approve a deal; ``tourney serve FILE``
serves the table pages and the live results on the club's network.
"""

from __future__ import annotations

import click

from tourney import safe_write, services
from tourney.commands import read_json
from tourney.commands.common import FILE, JSON, emit, opened


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    for command in (secrets, submissions, submit, approve, reject, auto_approve, serve):
        main.add_command(command)


def _secret_line(s: services.TableSecret) -> str:
    return f"round {s.round} table {s.table}: code {s.code}  secret {s.secret}"


@click.command()
@FILE
@click.argument("round_number", metavar="ROUND", type=int)
@click.option("--reissue", type=int, metavar="TABLE", help="Revoke TABLE's secret and issue a new one.")
@click.option("--revoke", type=int, metavar="TABLE", help="Revoke TABLE's secret (its phones are refused).")
@click.option("--sheets", "sheets_out", metavar="PDF", help="Also print the round's score sheets with each "
              "table's QR code and pairing code.")
@click.option("--base", metavar="URL", help="The server's address in the QR codes (default: this computer's "
              "network address, port 8765).")
@click.option("--lang", type=click.Choice(["it", "en"]), default="it", show_default=True)
@JSON
def secrets(file: str, round_number: int, reissue: int | None, revoke: int | None, sheets_out: str | None,
            base: str | None, lang: str, as_json: bool) -> None:
    """Issue (or list) the secrets and pairing codes of a round's tables."""
    with opened(file) as store:
        if revoke is not None:
            services.revoke_secret(store, round_number, revoke)
        if reissue is not None:
            services.reissue_secret(store, round_number, reissue)
        if revoke is None and reissue is None:
            services.issue_secrets(store, round_number)
        found = services.table_secrets(store, round_number)
        if sheets_out:
            _sheets_with_codes(store, round_number, found, base, lang, sheets_out)
    emit(as_json, found, lambda: "\n".join(_secret_line(s) for s in found))


def _sheets_with_codes(store: services.Store, round_number: int, found: list[services.TableSecret],
                       base: str | None, lang: str, out: str) -> None:
    from dataclasses import replace

    from tourney.export.pdf_common import PrintOptions
    from tourney.export.score_sheets import score_sheets_pdf
    from tourney.services import printing
    from tourney.services.table_secrets import table_link
    from tourney.web import lan_address

    base = base or f"http://{lan_address()}:8765/"
    header, ruleset, tables = printing.score_sheets(store, round_number)
    by_table = {s.table: s for s in found}
    tables = [replace(t, link=table_link(base, by_table[t.table]), code=by_table[t.table].code)
              if t.table in by_table else t for t in tables]
    pdf = score_sheets_pdf(tables, header, PrintOptions(lang=lang), ruleset=ruleset,
                           east_rotates=printing.east_rotates(store))
    safe_write.write_bytes(out, pdf)


def _submission_line(s: services.Submission) -> str:
    what = "totals" if s.kind == "totals" else f"deal {s.number}"
    extra = f" ({s.reason})" if s.reason else ""
    confirmed = f", confirmed by {', '.join(s.confirmed_by)}" if s.confirmed_by else ""
    return (f"{s.id:>4}  round {s.round} table {s.table} {what}: {s.status}{extra}  "
            f"from phone {s.phone}{confirmed} at {s.sent_at}")


@click.command()
@FILE
@click.option("--round", "round_number", type=int, help="Only this round.")
@click.option("--pending", is_flag=True, help="Only those waiting for approval.")
@JSON
def submissions(file: str, round_number: int | None, pending: bool, as_json: bool) -> None:
    """List what the tables' phones sent, and what became of it."""
    with opened(file, readonly=True) as store:
        found = services.submissions(store, round_number, status="pending" if pending else None)
    emit(as_json, found, lambda: "\n".join(_submission_line(s) for s in found) or "Nothing sent.")


@click.command()
@FILE
@click.argument("round_number", metavar="ROUND", type=int)
@click.argument("table", type=int)
@click.option("--deal", "deal_file", metavar="JSON", help="The deal's JSON file (- for standard input).")
@click.option("--number", type=int, help="The deal's number on the table's sheet (default: the next).")
@click.option("--totals", nargs=4, type=int, help="Only the four totals, seats E S W N.")
@click.option("--phone", default="command-line", show_default=True, help="The sending phone's name.")
@JSON
def submit(file: str, round_number: int, table: int, deal_file: str | None, number: int | None,
           totals: tuple[int, int, int, int] | None, phone: str, as_json: bool) -> None:
    """Send a deal (or the totals) of a table as its phone would; it waits for approval."""
    if (deal_file is None) == (not totals):
        raise click.UsageError("give either --deal or --totals")
    with opened(file) as store:
        if totals:
            sent = services.submit_totals(store, round_number, table, list(totals), phone)
        else:
            assert deal_file is not None
            if number is None:
                number = services.next_deal(store, round_number, table)["number"]
            sent = services.submit_deal(store, round_number, table, number, read_json(deal_file), phone)
    emit(as_json, sent, lambda: _submission_line(sent))


@click.command()
@FILE
@click.argument("submission_id", metavar="ID", type=int)
@click.option("--corrected", "corrected_file", metavar="JSON",
              help="Approve this corrected deal instead of what the phone sent (- for standard input).")
@JSON
def approve(file: str, submission_id: int, corrected_file: str | None, as_json: bool) -> None:
    """Approve what a table sent: it goes on the table's sheet and counts in the standings."""
    with opened(file) as store:
        if corrected_file is None:
            done = services.approve(store, submission_id)
        else:
            done = services.approve_corrected(store, submission_id, read_json(corrected_file))
    emit(as_json, done, lambda: _submission_line(done))


@click.command()
@FILE
@click.argument("submission_id", metavar="ID", type=int)
@click.argument("reason")
@JSON
def reject(file: str, submission_id: int, reason: str, as_json: bool) -> None:
    """Send what a table sent back with a REASON (shown on its phones); it stays in the file."""
    with opened(file) as store:
        done = services.reject(store, submission_id, reason)
    emit(as_json, done, lambda: _submission_line(done))


@click.command("auto-approve")
@FILE
@click.argument("setting", type=click.Choice(["on", "off"]))
def auto_approve(file: str, setting: str) -> None:
    """Approve by itself each deal that two different phones of its table sent alike (on/off)."""
    with opened(file) as store:
        services.set_auto_approve(store, setting == "on")
    click.echo(f"Automatic approval {setting}.")


@click.command()
@FILE
@click.option("--host", help="The address to serve on (default: this computer's address on its network).")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True)
def serve(file: str, host: str | None, port: int) -> None:
    """Serve the table pages and the live results of FILE until Ctrl+C."""
    from tourney.web import lan_address
    from tourney.web import serve as run

    host = host or lan_address()
    with opened(file) as store:
        name = services.tournament(store).name
        click.echo(f"{name}: tables at http://{host}:{port}/ , live results at http://{host}:{port}/live "
                   "(Ctrl+C to stop)")
        run(store, host, port)
