"""Languages: English (the source texts) and Italian, from Qt translations in ``resources/i18n``.

The window follows the system language unless the referee picked one in the Language menu; the
choice is kept in the settings.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from tourney.resource_files import resources_dir

LANGUAGES = {"en": "English", "it": "Italiano"}  # each in its own language, as the menu shows it
_translators: list[QTranslator] = []


def i18n_dir() -> Path | None:
    """The translations in the resources folder (None without one: the window stays in English)."""
    try:
        return resources_dir() / "i18n"
    except FileNotFoundError:
        return None


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
        qt_own = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        ours = i18n_dir()
        # ours, then Qt's own texts (the Cancel and Close of standard buttons, the file dialogs)
        sources = [(ours, f"tourney_{language}")] if ours else []
        for folder, name in (*sources, (qt_own, f"qtbase_{language}")):
            translator = QTranslator(app)
            if translator.load(str(folder / f"{name}.qm")):
                app.installTranslator(translator)
                _translators.append(translator)
    return language


def choose(choice: str) -> str:
    """Remember the referee's choice ("system", "en" or "it") and load it."""
    QSettings().setValue("language", choice)
    return install(choice)
