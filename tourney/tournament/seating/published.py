"""Seat schedules taken from published tables, for the sizes where no construction or search of ours
reached zero repeated meetings.

32 players over 10 rounds is the social golfer instance 8-4-10 (eight tables of four, ten rounds,
nobody meets anybody twice). Its existence was long open; Alejandro Aguado gave the first solution
in 2004, and the schedule below is the one shown in the Wolfram Demonstrations Project's "Social
Golfer Problem" (demonstrations.wolfram.com/SocialGolferProblem), as listed with its source in the
Dagstuhl-tables collection of published schedules (github.com/fpvandoorn/Dagstuhl-tables,
literature.md, "T(32,4) = 11": its first ten rounds). It is a resolvable group divisible design of
type 2^16 (a 4-RGDD): each player misses exactly one other, written here as the same letter in the
other case (A and a, B and b, ...). Our own searches for it (cyclic developments, SAT under ~20
assumed automorphism groups, 2026) found none, which is why a published table is used. The tests
check it as a design; the draw takes any of its rounds and relabels the players at random, like
every other built-in schedule.
"""

from __future__ import annotations

from dataclasses import dataclass
from string import ascii_lowercase, ascii_uppercase


@dataclass(frozen=True)
class PublishedSchedule:
    """Rounds written as tables of letters: A..P are players 0..15, a..p players 16..31."""

    players: int
    text: tuple[str, ...]

    def rounds(self) -> list[list[list[int]]]:
        number = {letter: k for k, letter in enumerate(ascii_uppercase[:16] + ascii_lowercase[:16])}
        return [[[number[letter] for letter in table] for table in line.split()] for line in self.text]


GOLFERS_8_4_10 = PublishedSchedule(players=32, text=(
    "ABCD EFGH IJKL MNOP abcd efgh ijkl mnop",
    "AEIm BcgH DFKp dfkP aeiM bCGh jLNo JlnO",
    "Aflo Bhkm DGiN aFLO bHKM CeJP cEjp dgIn",
    "AciL BdjK bDJk FgoP fGOp aCIl EhMn eHmN",
    "AgKN BElP DHIo dhiO beLp Cfjm cFJM aGkn",
    "AhJp BFin cDmO bfIN eGKl CdMo EgkL aHjP",
    "AdeF BGJo aDEf chlN iKmP CHLn bgjO IkMp",
    "AbnP aBNp DglM ceko fHiJ CEKO FhIj dGLm",
    "AGjM BeIO DhLP agJm cfKn CFkN bEio dHlp",
    "AHkO BfLM Dejn bFlm cGIP Cgip dEJN ahKo",
))

PUBLISHED_SCHEDULES = (GOLFERS_8_4_10,)
