"""Static HTML: one folder with an index, the standings and each round's seating; names escaped."""

from tourney.export.html_site import write_site
from tourney.export.pdf_common import PrintOptions
from tourney.services.printing import SeatingRow, SheetHeader, StandingLine, StandingsSheet

EVIL = '<script>alert("x")</script> & Zoë'


def test_the_folder_has_an_index_standings_and_seating_and_escapes_every_name(tmp_path):
    header = SheetHeader("Torneo <b>di</b> Primavera")
    rows = [SeatingRow(1, w, n, "Drago & Co") for w, n in zip("ESWN", [EVIL, "Anna", "Bruno", "Carla"],
                                                                   strict=True)]
    standings = StandingsSheet(1, ("table_points",), (StandingLine("1", EVIL, "Drago & Co", 1, ("4",)),),
                               ("Players are ranked by table points.",))
    paths = write_site(tmp_path / "site", header, {1: (SheetHeader(header.tournament, 1), rows)}, standings,
                       PrintOptions(lang="en"))
    assert sorted(p.name for p in paths) == ["index.html", "seating-1.html", "standings.html"]
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert "<script>" not in text and "<b>di</b>" not in text
        assert 'name="viewport"' in text
    seating = (tmp_path / "site" / "seating-1.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Zoë" in seating
    assert "Drago &amp; Co" in seating and "East" in seating
    assert "Players are ranked by table points." in (tmp_path / "site" / "standings.html").read_text()
    assert 'href="seating-1.html"' in paths[0].read_text(encoding="utf-8")
