"""The notation of docs/notation.md: every form parses, formatting is canonical, errors say where."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.errors import EngineError
from tourney.notation import format_hand, parse_hand, parse_tile, parse_tiles
from tourney.tiles import ALL_TILES, NUM_PLAYING_KINDS, Hand, Meld, sort_tiles, tile

PLAYING = ALL_TILES[:NUM_PLAYING_KINDS]
BONUS = [t for t in ALL_TILES if t.is_bonus]


def codes(tiles):
    return [t.code for t in tiles]


def test_run_shorthand_expands_each_digit():
    assert codes(parse_tiles("123m")) == ["1m", "2m", "3m"]
    assert codes(parse_tiles("5555p")) == ["5p"] * 4
    assert codes(parse_tiles("123m4p5p")) == codes(parse_tiles("123m 45p"))


def test_z_aliases_are_winds_and_dragons():
    assert codes(parse_tiles("1234567z")) == ["E", "S", "W", "N", "Wd", "Gd", "Rd"]
    assert codes(parse_tiles("11z")) == ["E", "E"]


def test_honours_repeat_their_code():
    assert codes(parse_tiles("EEE RdRdRd GdWd")) == ["E"] * 3 + ["Rd"] * 3 + ["Gd", "Wd"]


def test_bonus_tiles_anywhere_are_the_players_bonus():
    hand = parse_hand("1f 123m 3y 2a 55p")
    assert codes(hand.bonus) == ["1f", "3y", "2a"]
    assert codes(hand.concealed) == ["1m", "2m", "3m", "5p", "5p"]


def test_exposed_melds_and_declared_kongs():
    hand = parse_hand("[555p] (EEEE) [645s] 11m")
    assert [m.kind for m in hand.melds] == ["pung", "kong", "chow"]
    assert [m.exposed for m in hand.melds] == [True, False, True]
    assert codes(hand.melds[2].tiles) == ["4s", "5s", "6s"]


def test_jokers_in_melds_and_in_the_hand():
    hand = parse_hand("[8m8mJJ] FFFF JJ 11m")
    assert hand.melds[0].kind == "kong" and hand.melds[0].jokers == 2
    assert codes(hand.concealed) == ["1m", "1m", "F", "F", "F", "F", "J", "J"]


def test_canonical_format_sorts_and_compresses():
    hand = parse_hand("[555s] RdRdRd 234p [678m] SS 2f")
    assert format_hand(hand) == "234p SS RdRdRd [555s] [678m] 2f"
    assert format_hand(parse_hand("5p 1m 3m 2m 5p EEE")) == "123m55p EEE"
    assert format_hand(parse_hand("[8m8mJJ]")) == "[88mJJ]"
    assert format_hand(parse_hand("")) == ""


def test_a_single_tile_parses():
    assert parse_tile("5z") == tile("Wd")
    with pytest.raises(EngineError):
        parse_tile("55p")


@st.composite
def hands(draw):
    counts = [0] * len(ALL_TILES)

    def room(t, n):
        return counts[t.index] + n <= 4

    melds = []
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["pung", "kong", "chow", "declared"]))
        base = draw(st.sampled_from(PLAYING))
        if kind == "chow":
            if not base.is_number or base.rank > 7:
                continue
            tiles = [base, ALL_TILES[base.index + 1], ALL_TILES[base.index + 2]]
        else:
            tiles = [base] * (3 if kind == "pung" else 4)
        if all(room(t, tiles.count(t)) for t in tiles):
            for t in tiles:
                counts[t.index] += 1
            melds.append(Meld(sort_tiles(tiles), exposed=kind != "declared"))
    concealed = []
    for t in draw(st.lists(st.sampled_from(PLAYING), max_size=14)):
        if room(t, 1):
            counts[t.index] += 1
            concealed.append(t)
    bonus = draw(st.lists(st.sampled_from(BONUS), unique=True, max_size=6))
    return Hand(sort_tiles(concealed), tuple(melds), sort_tiles(bonus))


@given(hands())
def test_parse_of_format_gives_back_the_hand(hand):
    assert parse_hand(format_hand(hand)) == hand


@given(hands())
def test_formatting_is_canonical(hand):
    text = format_hand(hand)
    assert format_hand(parse_hand(text)) == text


@pytest.mark.parametrize(("text", "code", "words"), [
    ("123m 5x55p", "bad_tile", ['seat S: "5x" is not a tile', "group 2", "character 6"]),
    ("0m", "bad_tile", ['"0m" is not a tile']),
    ("8z", "bad_tile", ['"8z" is not a tile']),
    ("5f", "bad_tile", ['"5f" is not a tile']),
    ("12", "bad_tile", ['"12" is not a tile']),
    ("Xd", "bad_tile", ['"X" is not a tile']),
    ("55555p", "too_many_copies", ["seat S: 5p appears 5 times; a set has 4"]),
    ("[555p] 55p", "too_many_copies", ["5p appears 5 times"]),
    ("1f 1f", "too_many_copies", ["1f appears 2 times"]),
    ("[555p", "bad_meld", ['"[555p" has no closing "]"', "group 1"]),
    ("11m 555p]", "bad_meld", ['"]" closes a bracket that was never opened', "character 9"]),
    ("[55[5p]", "bad_meld", ["no closing"]),
    ("[]", "bad_meld", ["empty meld"]),
    ("[5567p]", "bad_meld", ["[5567p] is not a pung, kong or chow", "group 1"]),
    ("[EWS]", "bad_meld", ["is not a pung, kong or chow"]),
    ("(555p)", "bad_meld", ["is not a concealed kong"]),
    ("[1f2f3f]", "bad_meld", ["a bonus tile cannot be part of a meld"]),
])
def test_every_notation_error_names_the_seat_and_the_place(text, code, words):
    with pytest.raises(EngineError) as caught:
        parse_hand(text, where="seat S")
    assert caught.value.code == code
    for word in words:
        assert word in caught.value.message
    assert caught.value.message.startswith("seat S: ")


def test_only_a_groups_text_is_remembered_never_a_whole_hands():
    from tourney.notation import format_tiles
    from tourney.notation_format import _group_text

    hand = parse_hand("123456789m 1122p")
    before = _group_text.cache_info().currsize
    assert format_tiles(hand.concealed) == "123456789m1122p"
    assert _group_text.cache_info().currsize == before
    assert format_tiles(parse_tiles("EEE"), compact=True) == "EEE"


def _outcome(text: str) -> tuple[str, object]:
    try:
        return "hand", parse_hand(text, where="seat S")
    except EngineError as error:
        return error.code, error.message


# pieces of hands, good and bad, joined at random: groups that recur, brackets that go astray
PIECES = ["111s", "[111s]", "[ 1 11s]", "(1111m)", "RdRdRd", "22p", "234p", "1f", "2f", "555p", "55p", "EE",
          "5x", "[5567p]", "[]", "[1f2f3f]", "(555p)", "J", " ", " ", "\t", "[", "]", "(", ")", "\u00a0"]
HAND_TEXTS = st.lists(st.sampled_from(PIECES), max_size=8).map("".join)


@given(st.lists(HAND_TEXTS | st.text(alphabet="123456789mpszfyaESWNRdGWFJ[]() \t", max_size=24),
                min_size=1, max_size=4))
def test_a_hand_made_of_remembered_groups_reads_as_the_careful_reading_reads_it(texts):
    """Melds and runs read before are remembered (every deal repeats them): whatever was read before,
    a hand gives the same tiles, or the same refusal word for word, as read with nothing remembered."""
    from tourney import notation

    fresh = []
    for text in texts:
        notation._MELDS.clear()
        notation._RUNS.clear()
        fresh.append(_outcome(text))
    for text in texts:  # each now read after the others' groups (and its own) were remembered
        _outcome(text)
    assert [_outcome(text) for text in texts] == fresh


@pytest.mark.parametrize("text", ["111s ] 22p", "111s ( 22p", "111s [22p", "[111s] ) 22p", "111s\u00a0]22p",
                                  "111s [] 22p", "[111s]]"])
def test_a_stray_bracket_between_remembered_groups_is_still_refused(text):
    parse_hand("111s 22p")
    parse_hand("[111s]")  # every group of the texts now remembered
    with pytest.raises(EngineError) as caught:
        parse_hand(text, where="seat S")
    assert caught.value.code == "bad_meld"


def test_a_remembered_meld_still_counts_toward_five_copies():
    parse_hand("[555p] 1m")
    parse_hand("55p 1m")  # [555p] and 55p now remembered
    with pytest.raises(EngineError) as caught:
        parse_hand("[555p] 55p", where="seat S")
    assert caught.value.code == "too_many_copies"
    assert "5p appears 5 times" in caught.value.message


def test_a_refused_group_is_never_remembered_and_is_refused_again_with_its_place():
    for _ in range(2):
        with pytest.raises(EngineError) as caught:
            parse_hand("123m 5x55p", where="seat S")
        assert "group 2" in caught.value.message and "character 6" in caught.value.message


def test_the_memory_of_groups_is_bounded_whatever_a_flood_of_hands_holds():
    from tourney import notation

    for n in range(notation._MOST_KEPT + 10):
        parse_hand(f"{n % 9 + 1}m" + "E" * (n % 3) + f"[{n % 7 + 1}{n % 7 + 2}{n % 7 + 3}p]" * (n % 2))
    assert len(notation._RUNS) <= notation._MOST_KEPT and len(notation._MELDS) <= notation._MOST_KEPT
