"""First run: an empty library is offered the bundled example recipes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from recipe_studio.core.paths import resources_dir

if TYPE_CHECKING:
    from recipe_studio.gui.main_window import MainWindow


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("FirstRun", text)


def example_files() -> list[str]:
    folder = resources_dir() / "examples"
    return sorted(str(p) for p in folder.glob("*.recipe.json"))


def maybe_offer_examples(window: MainWindow) -> None:
    if window.library.entries() or not example_files():
        return
    if window.settings.value("firstrun/offered", False, type=bool):
        return
    window.settings.setValue("firstrun/offered", True)
    answer = QMessageBox.question(
        window,
        tr("Welcome to Recipe Studio"),
        tr(
            "Your library is empty. Add the example recipes (a morning brief, a notes round-up and a file report) to start from?"
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer == QMessageBox.StandardButton.Yes:
        add_examples(window)
    window.start_tour()


def add_examples(window: MainWindow) -> None:
    first = None
    for path in example_files():
        report = window.library.import_file(path, on_clash="skip")
        for item in report.items:
            first = first or item.stored_as or item.name
    window.library_panel.refresh()
    if first:
        window.library_panel.select(first)
