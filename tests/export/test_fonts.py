"""Text fitting: names keep their size when they fit, then shrink or wrap, and never leave the box."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.export.fonts import FONT, fit_text, register_fonts, resources_dir, text_width

FORTY = "Maria Antonietta Bianchi-Scognamiglio Dè"


def test_the_bundled_fonts_are_found_with_their_licence():
    fonts = resources_dir() / "fonts"
    assert (fonts / "DejaVuSans.ttf").is_file()
    assert (fonts / "DejaVuSans-Bold.ttf").is_file()
    assert (fonts / "LICENSE-DejaVu.txt").is_file()
    register_fonts()
    assert text_width("Niccolò", 10) > 0


def test_a_short_name_keeps_the_wanted_size_on_one_line():
    fitted = fit_text("Zoë Núñez", 150, 20, size=11)
    assert fitted.size == 11
    assert fitted.lines == ("Zoë Núñez",)


def test_a_forty_character_italian_name_fits_a_narrow_cell_on_two_lines():
    assert len(FORTY) == 40
    fitted = fit_text(FORTY, 130, 20, size=11, min_size=5)
    assert len(fitted.lines) == 2
    assert " ".join(fitted.lines).replace("- ", "-") == FORTY
    assert fitted.width() <= 130
    assert fitted.height <= 20


def test_a_name_slightly_too_long_shrinks_rather_than_wraps():
    width = text_width(FORTY, 11) * 0.9
    fitted = fit_text(FORTY, width, 14, size=11)
    assert fitted.lines == (FORTY,)
    assert fitted.size < 11


def test_wrapping_breaks_after_a_hyphen():
    fitted = fit_text("Rossi-Bianchi", text_width("Bianchi", 11) + 1, 30, size=11, min_size=11)
    assert fitted.lines == ("Rossi-", "Bianchi")


def test_an_impossible_text_is_cut_with_an_ellipsis_inside_the_box():
    fitted = fit_text("W" * 200, 60, 15, size=11, min_size=6)
    assert fitted.lines[-1].endswith("…")
    assert fitted.width() <= 60
    assert fitted.height <= 15


@settings(max_examples=60, deadline=None)
@given(text=st.text(alphabet="abcdeèéàòùìÄÖÜßçñ -'", min_size=1, max_size=80),
       width=st.floats(30, 300), height=st.floats(8, 60))
def test_fitted_text_never_exceeds_its_box(text, width, height):
    fitted = fit_text(text, width, height, size=12, min_size=5)
    assert fitted.width() <= width + 1e-6
    assert fitted.height <= max(height, 5) + 1e-6


def test_font_name_is_the_registered_family():
    assert FONT == "DejaVuSans"
