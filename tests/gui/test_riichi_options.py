"""The house rules of the riichi presets can be shown and left as they are in the new tournament form."""

from __future__ import annotations

from tourney.gui.options_editor import OptionsEditor
from tourney.rules import get_ruleset


def test_the_riichi_house_rules_show_with_their_defaults_and_change_nothing_untouched(qtbot) -> None:
    for ruleset_id in ("riichi-ema", "riichi-wrc"):
        editor = OptionsEditor()
        qtbot.addWidget(editor)
        editor.show_ruleset(ruleset_id)
        assert editor.changed_options() == {}
        assert set(editor.fields) == {o.name for o in get_ruleset(ruleset_id).options}
