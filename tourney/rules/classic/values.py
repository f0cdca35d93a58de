"""The numbers of the two classic tournament presets, DMJL and BMJA (classic.md section 12), as data.

Every rule is keyed by its id. ``values`` holds the points or doublings of the rules a preset has
(a rule missing from it does not exist in that preset); ``limits`` the fraction of the limit each
limit hand earns; ``calling`` the BMJA calling awards (CL-Z85) by the limit hand called for.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from tourney.language import Words, say

FULL = Fraction(1)
HALF = Fraction(1, 2)
TWO_FIFTHS = Fraction(2, 5)
ONE_FIFTH = Fraction(1, 5)

# The short name of every rule the scorer reports, said once here so that the window can say it in
# Italian (tourney.translations.it_fimj_classic).
RULE_NAMES: Mapping[str, Words] = MappingProxyType({
    "CL-Z21": say("Mah Jong"), "CL-Z22": say("Thirteen Orphans"), "CL-Z23": say("Nine Gates"),
    "CL-Z24": say("Gates of Heaven"), "CL-Z25": say("Squirming Snake"), "CL-Z26": say("Wriggling Snake"),
    "CL-Z27": say("Triple Knitting"), "CL-Z28": say("Knitting"), "CL-Z29": say("All Pair Honours"),
    "CL-Z30": say("Exposed pung"), "CL-Z31": say("Concealed pung"), "CL-Z32": say("Exposed kong"),
    "CL-Z33": say("Concealed kong"), "CL-Z34": say("Chow"), "CL-Z35": say("Pair of dragons"),
    "CL-Z36": say("Pair of own wind"), "CL-Z37": say("Pair of round wind"), "CL-Z38": say("Pair"),
    "CL-Z39": say("Flowers and seasons"), "CL-Z40": say("Own flower and own season"),
    "CL-Z41": say("Own flower"), "CL-Z42": say("Own season"), "CL-Z43": say("All four flowers"),
    "CL-Z44": say("All four seasons"), "CL-Z45": say("Pung of dragons"), "CL-Z46": say("Pung of own wind"),
    "CL-Z47": say("Pung of round wind"), "CL-Z48": say("Three concealed pungs"),
    "CL-Z49": say("Little three dragons"), "CL-Z50": say("Big three dragons"),
    "CL-Z51": say("Little four joys"), "CL-Z52": say("Big four joys"),
    "CL-Z53": say("Self-drawn winning tile"), "CL-Z54": say("Pair of simples completed"),
    "CL-Z55": say("Pair of terminals or honours completed"), "CL-Z56": say("Only possible tile"),
    "CL-Z57": say("No chow"), "CL-Z58": say("Concealed hand"), "CL-Z59": say("Zero-point hand"),
    "CL-Z60": say("One suit plus honours"), "CL-Z61": say("One suit"), "CL-Z62": say("Purity"),
    "CL-Z63": say("Terminals and honours only"), "CL-Z64": say("Last tile of the wall"),
    "CL-Z65": say("Last discard"), "CL-Z66": say("Replacement tile"), "CL-Z67": say("Robbing the kong"),
    "CL-Z68": say("Original call"), "CL-Z69": say("Concealed one-suit hand"), "CL-Z70": say("Only honours"),
    "CL-Z71": say("Heads and Tails"), "CL-Z72": say("Hidden Treasure"), "CL-Z73": say("Buried Treasure"),
    "CL-Z74": say("Fourfold Plenty"), "CL-Z75": say("Three Great Scholars"),
    "CL-Z76": say("Four Blessings Hovering over the Door"), "CL-Z77": say("Imperial Jade"),
    "CL-Z78": say("Gathering the Plum Blossom from the Roof"),
    "CL-Z79": say("Plucking the Moon from the Bottom of the Sea"),
    "CL-Z80": say("Scratching a Carrying Pole"), "CL-Z81": say("Twofold Fortune"),
    "CL-Z82": say("Blessing of Heaven"), "CL-Z83": say("Blessing of Earth"),
    "CL-Z84": say("East's ninth win in a row"), "CL-Z85a": say("Calling for Only honours"),
    "CL-Z85b": say("Calling for Wriggling Snake"), "CL-Z85c": say("Calling for Triple Knitting"),
    "CL-Z85d": say("Calling for Gates of Heaven"), "CL-Z85e": say("Calling for Knitting"),
    "CL-Z85f": say("Calling for Imperial Jade"), "CL-Z85g": say("Calling for The 13 Unique Wonders"),
    "CL-Z85h": say("Calling for Three Great Scholars"), "CL-Z85i": say("Calling for All Pair Honours"),
    "CL-Z85j": say("Calling for Heads and Tails"),
    "CL-Z85k": say("Calling for Four Blessings Hovering over the Door"),
    "CL-Z85l": say("Calling for Buried Treasure"), "CL-Z85m": say("Calling for Fourfold Plenty"),
    "CL-Z85n": say("Calling for Purity"),
})

# Set points by tile class (simple, terminal, honour), the same in both presets (CL-Z30–CL-Z33).
SET_POINTS: Mapping[str, tuple[int, int, int]] = MappingProxyType({
    "CL-Z30": (2, 4, 4), "CL-Z31": (4, 8, 8), "CL-Z32": (8, 16, 16), "CL-Z33": (16, 32, 32),
})


@dataclass(frozen=True)
class Preset:
    """One tournament preset: its limit, its chow rule and the worth of each of its rules."""

    id: str
    name: Words
    limit: int  # CL-Z01
    max_chows: int  # CL-Z03: chows allowed in a standard winning hand
    dead_wall: int  # CL-Z05: tiles kept back as replacement tiles (procedure only)
    ready_hand_announced: bool  # CL-Z09: a ready hand must be announced (procedure, not checked)
    values: Mapping[str, int]  # points (Z35-Z39, Z53-Z56, Z21) or doublings of the other rules
    limits: Mapping[str, Fraction]  # CL-Z22-Z29, CL-Z69-Z84: fraction of the limit
    calling: Mapping[str, tuple[str, Fraction]]  # CL-Z85a-m: (limit hand called for, fraction)
    purity_call: int = 0  # CL-Z85n: doublings for calling for Purity
    scholars_need_no_chow: bool = False  # CL-Z75: BMJA grants Three Great Scholars only without chows

    def has(self, rule: str) -> bool:
        return rule in self.values or rule in self.limits

    def value(self, rule: str) -> int:
        return self.values.get(rule, 0)


# Points and doublings both presets share.
_COMMON = {
    "CL-Z21": 20, "CL-Z34": 0, "CL-Z35": 2, "CL-Z36": 2, "CL-Z37": 2, "CL-Z38": 0, "CL-Z39": 4,
    "CL-Z45": 1, "CL-Z46": 1, "CL-Z47": 1, "CL-Z53": 2,
    "CL-Z57": 1, "CL-Z58": 1, "CL-Z63": 1, "CL-Z64": 1, "CL-Z65": 1, "CL-Z67": 1, "CL-Z68": 1,
}
_COMMON_LIMITS = {rule: FULL for rule in (
    "CL-Z22", "CL-Z70", "CL-Z71", "CL-Z74", "CL-Z75", "CL-Z76", "CL-Z77", "CL-Z78", "CL-Z79",
    "CL-Z80", "CL-Z81", "CL-Z82", "CL-Z83")}

DMJL = Preset(
    id="classic-dmjl",
    name=say("Classic European, Deutsche Mah-Jongg Liga"),
    limit=500,
    max_chows=4,
    dead_wall=16,
    ready_hand_announced=False,
    values=MappingProxyType({
        **_COMMON, "CL-Z40": 1, "CL-Z43": 1, "CL-Z44": 1,
        "CL-Z48": 1, "CL-Z49": 1, "CL-Z50": 2, "CL-Z51": 1, "CL-Z52": 2,
        "CL-Z54": 2, "CL-Z55": 4, "CL-Z56": 2,
        "CL-Z59": 1, "CL-Z60": 1, "CL-Z61": 3, "CL-Z66": 1,
    }),
    limits=MappingProxyType({
        **_COMMON_LIMITS, "CL-Z23": FULL, "CL-Z25": FULL, "CL-Z69": FULL, "CL-Z72": FULL,
        "CL-Z84": FULL,
    }),
    calling=MappingProxyType({}),
)

BMJA = Preset(
    id="classic-bmja",
    name=say("Classic European, British Mah-Jong Association"),
    limit=1000,
    max_chows=1,
    dead_wall=14,
    ready_hand_announced=True,
    values=MappingProxyType({
        **_COMMON, "CL-Z41": 1, "CL-Z42": 1, "CL-Z43": 2, "CL-Z44": 2, "CL-Z62": 3,
    }),
    limits=MappingProxyType({
        **_COMMON_LIMITS, "CL-Z24": FULL, "CL-Z26": FULL, "CL-Z27": HALF, "CL-Z28": HALF,
        "CL-Z29": HALF, "CL-Z73": FULL,
    }),
    calling=MappingProxyType({
        "CL-Z85a": ("CL-Z70", TWO_FIFTHS), "CL-Z85b": ("CL-Z26", TWO_FIFTHS),
        "CL-Z85c": ("CL-Z27", ONE_FIFTH), "CL-Z85d": ("CL-Z24", TWO_FIFTHS),
        "CL-Z85e": ("CL-Z28", ONE_FIFTH), "CL-Z85f": ("CL-Z77", TWO_FIFTHS),
        "CL-Z85g": ("CL-Z22", TWO_FIFTHS), "CL-Z85h": ("CL-Z75", TWO_FIFTHS),
        "CL-Z85i": ("CL-Z29", ONE_FIFTH), "CL-Z85j": ("CL-Z71", TWO_FIFTHS),
        "CL-Z85k": ("CL-Z76", TWO_FIFTHS), "CL-Z85l": ("CL-Z73", TWO_FIFTHS),
        "CL-Z85m": ("CL-Z74", TWO_FIFTHS),
    }),
    purity_call=3,
    scholars_need_no_chow=True,
)

PRESETS: Mapping[str, Preset] = MappingProxyType({p.id: p for p in (DMJL, BMJA)})
