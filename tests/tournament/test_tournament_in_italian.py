"""The tournament layer's refusals and reports can be said in Italian, and stay the same in English.

Each refusal is checked twice: the English the command line prints (unchanged) and the Italian
the window shows through ``tourney.language.translate``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.services.conftest import example_deal
from tourney.errors import TourneyError
from tourney.language import Words, translate
from tourney.tournament.ranking_schemes import scheme_from_config
from tourney.tournament.ranking_tiebreaks import tie_breaks_from_config
from tourney.tournament.seating import draw
from tourney.tournament.seating.layout import check_request, table_plan
from tourney.tournament.seating.model import OddCount, SeatingError, SeatingRequest
from tourney.tournament.seating.quality import render, report_lines
from tourney.tournament.sheet import SheetEntry, score_sheet
from tourney.tournament.standings import compute_standings
from tourney.tournament.standings_history import team_standings
from tourney.tournament.standings_input import Bye, Entrant, Field, GameResult, Penalty, check_field
from tourney.tournament.standings_stats import DealSummary, referee_statistics
from tourney.translations import it_tournament

TOURNAMENT = Path(__file__).resolve().parents[2] / "tourney" / "tournament"
FOUR = (Entrant(1, "Anna"), Entrant(2, "Bruno"), Entrant(3, "Carla"), Entrant(4, "Dario"))
ROUND_ONE = tuple(GameResult(1, 1, p, w, s) for p, w, s in ((1, "E", 30), (2, "S", 10), (3, "W", -15),
                                                            (4, "N", -25)))
FIELD = Field(FOUR, ROUND_ONE, seed="s")

REFUSALS: dict[str, tuple[Callable[[], object], str, str]] = {
    "unknown scheme": (
        lambda: scheme_from_config("elo"),
        "unknown ranking scheme 'elo' (known: points, table_points, rank_points)",
        "sistema di classifica sconosciuto 'elo' (quelli noti: points, table_points, rank_points)"),
    "unknown setting": (
        lambda: scheme_from_config("points", {"colour": 1}),
        "unknown ranking setting 'colour'", "impostazione di classifica sconosciuta 'colour'"),
    "oka not a number": (
        lambda: scheme_from_config("rank_points", {"oka": "many"}),
        "the oka must be a number, not 'many'", "l'oka: serve un numero, non 'many'"),
    "place points not a list": (
        lambda: scheme_from_config("table_points", {"place_points": 4}),
        "the place points must be a list of numbers, not 4",
        "i punti per piazzamento: serve un elenco di numeri, non 4"),
    "bye score not whole": (
        lambda: scheme_from_config("points", {"bye_score": 1.5}),
        "the bye score must be a whole number", "il punteggio del riposo: serve un numero intero"),
    "divisor zero": (
        lambda: scheme_from_config("rank_points", {"divisor": 0}),
        "the divisor must be a positive whole number", "il divisore deve essere un numero intero positivo"),
    "penalty target": (
        lambda: scheme_from_config("points", {"penalty_on": "table_points"}),
        "penalties cannot be taken off 'table_points' in the points scheme",
        "nel sistema points le penalità non si possono togliere da 'table_points'"),
    "unknown tie-break": (
        lambda: tie_breaks_from_config(["coin"]),
        "unknown tie-break 'coin' (known: table_points, total_score, rank_points, best_game, head_to_head, "
        "firsts, lot)",
        "spareggio sconosciuto 'coin' (quelli noti: table_points, total_score, rank_points, best_game, "
        "head_to_head, firsts, lot)"),
    "lot not last": (
        lambda: tie_breaks_from_config(["lot", "firsts"]),
        "the lot must be the last tie-break: nothing follows a draw",
        "il sorteggio deve essere l'ultimo spareggio: dopo un sorteggio non viene nulla"),
    "penalty of a stranger": (
        lambda: check_field(Field(FOUR, penalties=(Penalty(9, 1, 10),))),
        "a penalty names player 9, who is not registered",
        "una penalità indica il giocatore 9, che non è iscritto"),
    "bye of a stranger": (
        lambda: check_field(Field(FOUR, byes=(Bye(2, 9),))),
        "a bye in round 2 names player 9, who is not registered",
        "un riposo nel turno 2 indica il giocatore 9, che non è iscritto"),
    "no such round": (
        lambda: compute_standings(FIELD, after_round=5),
        "there are no results after round 5 (the last is round 1)",
        "non ci sono risultati dopo il turno 5 (l'ultimo è il turno 1)"),
    "not ranked": (
        lambda: compute_standings(FIELD).row(7),
        "player 7 is not in the standings after round 1",
        "il giocatore 7 non è in classifica dopo il turno 1"),
    "team of nobody": (
        lambda: team_standings(compute_standings(FIELD), 0),
        "a team counts at least one member, not 0", "una squadra conta almeno un componente, non 0"),
    "too few players": (
        lambda: table_plan(3, OddCount.BYE),
        "A draw needs at least 4 players, not 3.", "Un sorteggio richiede almeno 4 giocatori, non 3."),
    "five at tables of three": (
        lambda: table_plan(5, OddCount.THREE_PLAYER_TABLES),
        "5 players cannot sit at tables of 3 and 4; choose a bye or substitutes.",
        "5 giocatori non possono sedere a tavoli da 3 e da 4; scegliete un riposo o dei sostituti."),
    "fixed together, kept apart": (
        lambda: check_request(SeatingRequest(tuple(range(1, 9)), 2, fixed_tables={1: 2, 2: 2},
                                             never_together=((1, 2),))),
        "Players 1 and 2 must never sit together but are both fixed to table 2.",
        "I giocatori 1 e 2 non devono mai sedere insieme ma sono entrambi fissati al tavolo 2."),
    "no such table": (
        lambda: draw(SeatingRequest(tuple(range(1, 9)), 2, fixed_tables={5: 3}), iterations=1, seconds=None),
        "Table 3 does not exist; there are 2.", "Il tavolo 3 non esiste; i tavoli sono 2."),
    "wrong ruleset": (
        lambda: score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal(ruleset="singapore"))]),
        "the table, deal 1: the deal is for 'singapore' but the tournament plays 'fimj'",
        "il tavolo, mano 1: la mano è per 'singapore' ma il torneo gioca 'fimj'"),
    "East not a seat": (
        lambda: score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal(), east_pinned="X")]),
        "the table, deal 1: East must be a table seat E, S, W or N, not 'X'",
        "il tavolo, mano 1: Est deve essere un posto del tavolo E, S, W o N, non 'X'"),
}


@pytest.mark.parametrize("case", REFUSALS, ids=str)
def test_a_refusal_reads_the_same_in_english_and_is_said_in_italian(case: str) -> None:
    refuse, english, italian = REFUSALS[case]
    with pytest.raises(TourneyError) as refused:
        refuse()
    assert str(refused.value) == english
    assert translate(refused.value.message, "it") == italian


def test_a_deal_the_engine_refuses_is_placed_at_its_table_and_deal_in_italian() -> None:
    bad = example_deal()
    bad["seats"]["S"]["hand"] = "zz"
    with pytest.raises(TourneyError) as refused:
        score_sheet("fimj", {}, "tournament", [SheetEntry(example_deal()), SheetEntry(bad)])
    assert str(refused.value).startswith("the table, deal 2: ")
    assert translate(refused.value.message, "it").startswith("il tavolo, mano 2: ")


def test_pairs_no_draw_keeps_apart_are_listed_in_italian_round_by_round() -> None:
    apart = ((1, 2), (2, 3), (3, 4), (4, 5), (5, 1))  # a five-cycle cannot be split over two tables
    with pytest.raises(SeatingError) as refused:
        draw(SeatingRequest(tuple(range(1, 9)), 1, never_together=apart), iterations=200, seconds=None)
    english, italian = str(refused.value), translate(refused.value.message, "it")
    assert english.startswith("No draw found keeps every never-together pair apart (round 1: ")
    assert italian.startswith("Nessun sorteggio trovato tiene separate tutte le coppie da non far sedere "
                              "insieme (turno 1: ")
    assert english.count("round ") == italian.count("turno ") >= 1


def test_the_seat_draw_report_is_its_lines_and_each_line_is_said_in_italian() -> None:
    result = draw(SeatingRequest(tuple(range(1, 6)), 2, odd_count=OddCount.BYE, bye_score=0.5),
                         iterations=50, seconds=None, seed=1)
    lines = report_lines(result.quality)
    assert render(result.quality) == "\n".join(lines)
    assert lines[0] == "Seat draw: 5 players, 2 rounds"
    italian = [translate(line, "it") for line in lines]
    assert italian[0] == "Sorteggio dei posti: 5 giocatori, 2 turni"
    assert any(line.startswith("Riposi (punteggio 0.5 ciascuno): ") for line in italian)
    assert italian[-1] == "Rotazione equa: sì"


def test_the_titles_of_the_referee_statistics_are_said_in_italian() -> None:
    hands = [DealSummary(1, 1, 1, 1, won=True, self_drawn=True, score=40), DealSummary(1, 1, 1, 2, won=False)]
    titles = [s.title for s in referee_statistics(hands)]
    assert titles == ["Most hands won", "Highest hand", "Most self-drawn wins"]
    assert [translate(t, "it") for t in titles] == ["Più mani vinte", "Mano più alta",
                                                    "Più vittorie in pescata"]


def _templates_said_here() -> set[str]:
    said = set()
    for path in TOURNAMENT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say" and node.args:
                said.add(node.args[0].value)
    return said


def test_the_tournament_catalogue_holds_exactly_the_templates_the_tournament_layer_says() -> None:
    said = _templates_said_here()
    assert sorted(said - set(it_tournament.MESSAGES)) == []
    assert sorted(set(it_tournament.MESSAGES) - said) == []


def test_a_refusal_keeps_its_template_when_the_services_pass_it_on() -> None:
    with pytest.raises(TourneyError) as refused:
        scheme_from_config("rank_points", {"divisor": -3})
    message = refused.value.message
    assert isinstance(message, Words) and message.template in it_tournament.MESSAGES
    assert Words.from_json(message.to_json()) == message
