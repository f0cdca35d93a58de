"""The American card as data: the file format, its loader and checker, and the matcher."""

from tourney.rules.american.card.loader import BUILTIN, builtin_card, builtin_names, load_card, read_card
from tourney.rules.american.card.matcher import CardIndex, Match, MatchedGroup, PlayerTiles, index_of
from tourney.rules.american.card.model import Card, CardError, CardHand, Category, Problem

__all__ = ["BUILTIN", "Card", "CardError", "CardHand", "CardIndex", "Category", "Match", "MatchedGroup",
           "PlayerTiles", "Problem", "builtin_card", "builtin_names", "index_of", "load_card", "read_card"]
