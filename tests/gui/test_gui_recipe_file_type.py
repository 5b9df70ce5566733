"""The recipe file type: Export writes ``NAME.recipe`` (the Studio's
own extension, which a double-click opens on every system); Import and the Open dialog
offer it first and still take older ``.recipe.json`` share files and plain JSON."""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

from gui_support import CHAIN
from PySide6.QtWidgets import QFileDialog, QMessageBox

from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

    from recipe_studio.gui.window.main_window import MainWindow

MACOS = get_profile("macos")


def saved(window: MainWindow, name: str) -> None:
    manifest = {**copy.deepcopy(CHAIN), "name": name}
    window.parts.library.save(MACOS, MACOS.read(manifest).recipe)
    window.frame.library_panel.refresh()


def answer_save(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[tuple[Any, ...]]:
    asked: list[tuple[Any, ...]] = []

    def ask(*args: Any, **kwargs: Any) -> tuple[str, str]:
        asked.append(args[1:4])
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    return asked


def test_export_suggests_and_writes_a_recipe_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(window, "Morning: brief")
    asked = answer_save(monkeypatch, tmp_path / "typed without extension")
    window.parts.import_export.export(["Morning: brief"])
    [(_title, suggested, file_filter)] = asked
    assert suggested == "morning-brief.recipe"  # ":" is not allowed in Windows names
    assert file_filter.endswith("(*.recipe)")
    written = tmp_path / "typed without extension.recipe"
    data = json.loads(written.read_text("utf-8"))
    assert data["format"] == "recipe-studio-recipe"
    assert data["manifest"]["name"] == "Morning: brief"


def test_export_of_several_recipes_is_one_bundle_of_the_same_type(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(window, "One")
    saved(window, "Two")
    asked = answer_save(monkeypatch, tmp_path / "recipes.recipe")
    window.parts.import_export.export(["One", "Two"])
    assert asked[0][1] == "recipes.recipe"
    data = json.loads((tmp_path / "recipes.recipe").read_text("utf-8"))
    assert data["format"] == "recipe-studio-bundle"
    assert len(data["recipes"]) == 2


def test_the_added_extension_never_replaces_a_file_unasked(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(window, "One")
    existing = tmp_path / "mine.recipe"
    existing.write_text("keep me", "utf-8")
    answer_save(monkeypatch, tmp_path / "mine")
    questions: list[str] = []

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        questions.append(str(args[2]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    window.parts.import_export.export(["One"])
    assert questions == ["“mine.recipe” already exists. Do you want to replace it?"]
    assert existing.read_text("utf-8") == "keep me"


def test_import_offers_the_own_type_first_and_still_reads_older_files(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(window, "Shared")
    answer_save(monkeypatch, tmp_path / "Shared.recipe")
    window.parts.import_export.export(["Shared"])
    window.parts.library.delete("Shared")
    older = tmp_path / "old.recipe.json"
    older.write_text(
        json.dumps(
            {
                **json.loads((tmp_path / "Shared.recipe").read_text("utf-8")),
                "manifest": {**copy.deepcopy(CHAIN), "name": "Older"},
            }
        ),
        "utf-8",
    )
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps({**copy.deepcopy(CHAIN), "name": "Plain"}), "utf-8")
    filters: list[str] = []

    def pick(*args: Any, **kwargs: Any) -> tuple[list[str], str]:
        filters.append(str(args[3]))
        return [str(tmp_path / "Shared.recipe"), str(older), str(plain)], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(pick))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a, **k: None))
    window.parts.import_export.import_files()
    assert filters == ["Recipe files (*.recipe *.recipe.json *.json);;All files (*)"]
    names = {entry.name for entry in window.parts.library.entries()}
    assert {"Shared", "Older", "Plain"} <= names
