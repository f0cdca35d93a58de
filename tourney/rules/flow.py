"""Game flow for every ruleset: who is East in the next deal, which round wind, when a game ends.

A game is four rounds (East, South, West, North in turn, FIMJ-G02, CL-G07). The four players are
numbered 0–3 by the seat wind they held in the game's first deal (0 East, 1 South, 2 West,
3 North). When East passes, the previous South becomes East (FIMJ-G03, CL-G01); a round ends when
the East role comes back to the player who was East at its start (FIMJ-G04). Whether East passes
after a deal depends on the house rule (the *rotation policy*):

- ``standard`` — FIMJ-G05: East keeps the seat after a void hand or when East won (also when he
  was one of several winners, FIMJ-A26).
- ``tournament`` — FIMJ-G06: East always passes; every round has exactly four deals.
- ``classic_a`` — CL-G02–G04 option A: East keeps the seat after winning and after a dead hand,
  but after the replay of a dead hand the role passes anyway, even if East won the replay.
- ``classic_b`` — CL-G02–G04 option B (CL-Z08): East keeps the seat until another player wins.
- ``ruleset`` — ask the ruleset (:meth:`Ruleset.dealer_keeps_seat`, e.g. Singapore).

:class:`GameState` is where a game stands before a deal; :func:`next_state` gives the state for the
next deal from the outcome of this one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tourney.language import say
from tourney.rules.registry import get_ruleset
from tourney.rules.result import SEAT_WINDS

if TYPE_CHECKING:
    from tourney.rules.deal import Deal
    from tourney.rules.result import DealResult
    from tourney.rules.ruleset import Ruleset

ROUNDS_PER_GAME = 4
POLICIES = ("standard", "tournament", "classic_a", "classic_b", "ruleset")


@dataclass(frozen=True, slots=True)
class GameState:
    """Where a game stands before a deal."""

    round_wind: str = "E"
    east: int = 0  # the player (0-3, by first-deal seat) who is East in this deal
    rounds_done: int = 0  # rounds completed
    passes: int = 0  # times East passed in this round (4 ends the round)
    deal_number: int = 1  # 1 for the game's first deal
    east_streak: int = 0  # East's Mah Jongs in a row as East before this deal (FIMJ-L04, A23)
    replay: bool = False  # this deal replays a dead hand (CL-G03; matters to classic_a)
    rounds: int = ROUNDS_PER_GAME  # rounds in the game (riichi's hanchan: 2, RI-G02)

    @property
    def finished(self) -> bool:
        """True once the game's rounds have been played: there is no next deal."""
        return self.rounds_done >= self.rounds

    def seat_wind(self, player: int) -> str:
        """The seat wind of a player (0-3) in this deal."""
        return SEAT_WINDS[(player - self.east) % 4]

    def player_at(self, wind: str) -> int:
        """The player (0-3) sitting at a seat wind in this deal."""
        return (self.east + SEAT_WINDS.index(wind)) % 4


def new_game(first_round_wind: str = "E", rounds: int = ROUNDS_PER_GAME) -> GameState:
    """The state before a game's first deal; the tournament rules may start on another wind (G07)."""
    if first_round_wind not in SEAT_WINDS:
        raise ValueError(say("a round wind is E, S, W or N, not {wind!r}", wind=first_round_wind))
    return GameState(round_wind=first_round_wind, rounds=rounds)


def starting_score(ruleset_id: str) -> int:
    """Points each player starts a game with: FIMJ 4,000 (G01), classic 2,000 (CL-W03)."""
    return get_ruleset(ruleset_id).starting_score


def default_policy(ruleset_id: str, options: dict[str, object] | None = None) -> str:
    """The rotation policy a ruleset plays by unless the tournament says otherwise."""
    if ruleset_id == "fimj":
        return "standard"
    if ruleset_id.startswith("classic"):
        return "classic_a" if (options or {}).get("east_after_draw", "B") == "A" else "classic_b"
    return "ruleset"


def initial_round_wind(first_dice: int, second_dice: int) -> str:
    """FIMJ-G07: the wind of the wall where the first deal's breach was opened.

    ``first_dice`` is East's total (selects the wall counter-clockwise from East's own), and the
    breach lies ``first_dice + second_dice`` pairs into it; from 18 pairs on it is the next wall
    clockwise, the preceding seat's (FIMJ-A27).
    """
    if not (2 <= first_dice <= 12 and 2 <= second_dice <= 12):
        raise ValueError(say("each dice total is between 2 and 12"))
    selected = (first_dice - 1) % 4
    if first_dice + second_dice >= 18:
        selected = (selected + 3) % 4
    return SEAT_WINDS[selected]


def east_keeps_seat(policy: str, *, void: bool, east_won: bool, replay: bool = False) -> bool:
    """Whether East deals again, for every policy except ``ruleset`` (which asks the ruleset)."""
    if policy == "tournament":
        return False
    if policy in ("standard", "classic_b"):
        return void or east_won
    if policy == "classic_a":
        return void or (east_won and not replay)
    raise ValueError(say("unknown rotation policy {policy!r} (known: {known})", policy=policy,
                         known=", ".join(POLICIES)))


def next_state(state: GameState, *, void: bool, east_won: bool, keeps: bool | None = None,
               policy: str = "standard", players: int = 4) -> GameState:
    """The state for the next deal. ``keeps`` overrides the policy (the ruleset's own answer).
    ``players`` 3: a table of three, where East passes among the three and a round is three passes
    (docs/tables-of-three.md)."""
    if state.finished:
        raise ValueError(say("the game is over: four rounds have been played"))
    if keeps is None:
        keeps = east_keeps_seat(policy, void=void, east_won=east_won, replay=state.replay)
    # one GameState made, not one per changed field (a phone's every send steps the game once)
    if keeps:
        # A void hand neither breaks nor extends East's run of wins (FIMJ-A23).
        streak = state.east_streak if void else (state.east_streak + 1 if east_won else 0)
        return GameState(state.round_wind, state.east, state.rounds_done, state.passes,
                         state.deal_number + 1, streak, void, state.rounds)
    passes = state.passes + 1
    east = (state.east + 1) % players
    if passes < players:
        return GameState(state.round_wind, east, state.rounds_done, passes, state.deal_number + 1, 0,
                         void, state.rounds)
    wind = SEAT_WINDS[(SEAT_WINDS.index(state.round_wind) + 1) % 4]  # cyclic order, FIMJ-A16
    return GameState(wind, east, state.rounds_done + 1, 0, state.deal_number + 1, 0, void, state.rounds)


def after_deal(state: GameState, ruleset: Ruleset, deal: Deal, result: DealResult,
               policy: str | None = None, players: int = 4) -> GameState:
    """The state for the next deal after a scored deal, by ``policy`` or the ruleset's default."""
    policy = policy or default_policy(ruleset.id, deal.options)
    void = deal.void or result.void
    east_won = deal.seats["E"].win is not None
    keeps = None
    if policy == "ruleset":
        keeps = ruleset.dealer_keeps_seat(deal, result)
    elif policy.startswith("classic") and east_won and not ruleset.dealer_keeps_seat(deal, result):
        keeps = False  # the preset ends East's run itself (DMJL's ninth win, CL-Z84)
    return next_state(state, void=void, east_won=east_won, keeps=keeps, policy=policy, players=players)
