"""Which rulesets exist and where their code lives; each is imported only when first used."""

from __future__ import annotations

import importlib

from tourney.errors import EngineError, clip
from tourney.language import say
from tourney.rules.ruleset import Ruleset

# ruleset id -> module that defines RULESET (or RULESETS, a dict by id)
_MODULES = {
    "fimj": "tourney.rules.fimj",
    "classic-bmja": "tourney.rules.classic",
    "classic-dmjl": "tourney.rules.classic",
    "american": "tourney.rules.american",
    "singapore": "tourney.rules.singapore",
    "riichi-ema": "tourney.rules.riichi",
    "riichi-wrc": "tourney.rules.riichi",
    "mcr": "tourney.rules.mcr",
}
_LOADED: dict[str, Ruleset] = {}


def ruleset_ids() -> list[str]:
    """Every ruleset id the engine knows, available or still to come."""
    return list(_MODULES)


def _load(ruleset_id: str) -> Ruleset | None:
    try:
        module = importlib.import_module(_MODULES[ruleset_id])
    except ModuleNotFoundError as missing:
        if missing.name == _MODULES[ruleset_id]:
            return None
        raise
    by_id = getattr(module, "RULESETS", None) or {module.RULESET.id: module.RULESET}
    return by_id.get(ruleset_id)


def available_ids() -> list[str]:
    """The ruleset ids that can score a deal now."""
    return [rid for rid in _MODULES if _try(rid) is not None]


def _try(ruleset_id: str) -> Ruleset | None:
    if ruleset_id not in _LOADED:
        found = _load(ruleset_id)
        if found is None:
            return None
        _LOADED[ruleset_id] = found
    return _LOADED[ruleset_id]


def get_ruleset(ruleset_id: object) -> Ruleset:
    """The ruleset with this id, or an EngineError naming the ids there are."""
    if isinstance(ruleset_id, str):  # every deal asks: a loaded ruleset first, in one look-up
        loaded = _LOADED.get(ruleset_id)
        if loaded is not None:
            return loaded
    if not isinstance(ruleset_id, str) or ruleset_id not in _MODULES:
        raise EngineError("bad_deal", say("unknown ruleset {ruleset!r} (known: {known})",
                                          ruleset=clip(ruleset_id), known=", ".join(_MODULES)))
    found = _try(ruleset_id)
    if found is None:
        available = ", ".join(available_ids())
        raise EngineError("bad_deal", say("ruleset {ruleset!r} is not available in this version yet "
                                          "(available: {available})", ruleset=ruleset_id, available=available)
                          if available else
                          say("ruleset {ruleset!r} is not available in this version yet (available: none)",
                              ruleset=ruleset_id))
    return found
