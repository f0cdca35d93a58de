"""Languages: English (the source texts) and Italian, from Qt translations in ``resources/i18n``.

The window follows the system language unless the referee picked one in the Language menu; the
choice is kept in the settings.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

LANGUAGES = {"en": "English", "it": "Italiano"}  # each in its own language, as the menu shows it
_translators: list[QTranslator] = []


def i18n_dir() -> Path:
    """The translations: $TOURNEY_RESOURCES, a PyInstaller bundle, or the repository's resources."""
    candidates = []
    if env := os.environ.get("TOURNEY_RESOURCES"):
        candidates.append(Path(env))
    if bundle := getattr(sys, "_MEIPASS", None):
        candidates.append(Path(bundle) / "resources")
    package_root = Path(__file__).resolve().parents[1]
    candidates += [package_root.parent / "resources", package_root / "resources"]
    for folder in candidates:
        if (folder / "i18n").is_dir():
            return folder / "i18n"
    return candidates[-1] / "i18n"


def chosen_language() -> str:
    """The language picked in the menu, or "system"."""
    value = QSettings().value("language", "system")
    return value if value in LANGUAGES else "system"


def effective_language(choice: str | None = None) -> str:
    choice = choice or chosen_language()
    if choice in LANGUAGES:
        return choice
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


current = "en"  # the language of the window's texts, once install() has run


def install(choice: str | None = None) -> str:
    """Load the translation of the chosen (or system) language; return the language used."""
    global current
    app = QCoreApplication.instance()
    language = current = effective_language(choice)
    if app is None:
        return language
    while _translators:
        app.removeTranslator(_translators.pop())
    if language != "en":
        qt_own = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # ours, then Qt's own texts (the Cancel and Close of standard buttons, the file dialogs)
        for folder, name in ((i18n_dir(), f"tourney_{language}"), (Path(qt_own), f"qtbase_{language}")):
            translator = QTranslator(app)
            if translator.load(str(folder / f"{name}.qm")):
                app.installTranslator(translator)
                _translators.append(translator)
    return language


def choose(choice: str) -> str:
    """Remember the referee's choice ("system", "en" or "it") and load it."""
    QSettings().setValue("language", choice)
    return install(choice)
