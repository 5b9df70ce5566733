"""The example recipes: offered once to an empty library, and from the Help menu."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from recipe_studio.core.library import Library
from recipe_studio.core.paths import resources_dir
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.settings import SettingsStore

tr = translator("FirstRun")


def example_files() -> list[str]:
    folder = resources_dir() / "examples"
    return sorted(str(p) for p in folder.glob("*.recipe.json"))


def first_start(library: Library, settings: SettingsStore) -> bool:
    """The first start with an empty library (the examples were never offered)."""
    return not (library.entries() or not example_files() or settings.value.examples_offered)


def ask_examples(parent: QWidget, settings: SettingsStore) -> bool:
    """Offer the examples (once); True when the person wants them."""
    settings.update(examples_offered=True)
    answer = QMessageBox.question(
        parent,
        tr("Welcome to Recipe Studio"),
        tr(
            "Your library is empty. Add the example recipes (a morning brief, a notes round-up and a file report) to start from?"
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def add_examples(library: Library) -> str | None:
    """Add the examples the library does not have; returns the first one's name."""
    first = None
    for path in example_files():
        report = library.import_file(path, on_clash="skip")
        for item in report.items:
            first = first or item.stored_as or item.name
    return first
