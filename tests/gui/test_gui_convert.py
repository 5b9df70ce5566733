"""Recipe › Convert to…: asks before losing anything, and Undo brings it all back."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from gui_support import CHAIN, open_manifest, shown_view, undo_text
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMessageBox

if TYPE_CHECKING:
    import pytest

    from recipe_studio.gui.window.main_window import MainWindow

WINDOWS = "Windows — recipe (current version)"


def choose_target(monkeypatch: pytest.MonkeyPatch, title: str | None) -> list[list[str]]:
    offered: list[list[str]] = []

    def get_item(parent: Any, caption: str, label: str, items: list[str], *args: Any) -> Any:
        offered.append(list(items))
        return (title or "", title is not None)

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
    return offered


def answer_losses(monkeypatch: pytest.MonkeyPatch, yes: bool) -> list[str]:
    asked: list[str] = []

    def question(parent: Any, title: str, text: str, *args: Any) -> Any:
        asked.append(text)
        return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def convert(window: MainWindow) -> None:
    """Recipe › Convert to…"""
    action = window.findChild(QAction, "actionConvert")
    assert action is not None
    action.trigger()


def test_declining_a_lossy_conversion_changes_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window)
    before = session.manifest()
    offered = choose_target(monkeypatch, WINDOWS)
    asked = answer_losses(monkeypatch, yes=False)
    convert(window)
    assert "Mac — recipe (current version)" not in offered[0]  # not the current one
    assert WINDOWS in offered[0]
    assert len(asked) == 1
    assert "Step 4: the Windows format has no wait steps." in asked[0]
    assert session.manifest() == before
    assert session.document.profile.name == "macos"
    assert session.undo_stack.count() == 0
    assert not window.isWindowModified()


def test_accepting_a_lossy_conversion_converts_and_undo_restores(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    session = open_manifest(window)
    before = session.manifest()
    editor = shown_view(window).editor
    choose_target(monkeypatch, WINDOWS)
    answer_losses(monkeypatch, yes=True)
    convert(window)
    after = session.manifest()
    assert session.document.profile.name == "windows"
    assert editor.profile_box.currentData() == "windows"
    assert [s.get("tool", "wait") for s in after["steps"]] == [
        "get_datetime",
        "echo",
        "echo",
        "list_emails",
    ]
    assert after["steps"][3]["args"]["account"] == "${steps[2].result.value}"
    assert undo_text(window) == "Undo Convert to windows"
    assert window.isWindowModified()
    assert editor.steps_model.rowCount() == 4
    session.undo_stack.undo()
    assert session.manifest() == before
    assert session.document.profile.name == "macos"
    assert editor.profile_box.currentData() == "macos"
    assert editor.steps_model.rowCount() == 5
    assert not window.isWindowModified()
    session.undo_stack.redo()
    assert session.manifest() == after


def test_a_conversion_without_losses_does_not_ask(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    manifest = copy.deepcopy(CHAIN)
    del manifest["steps"][3]  # the wait step
    session = open_manifest(window, manifest)
    choose_target(monkeypatch, WINDOWS)  # QMessageBox.question would fail the test
    convert(window)
    assert session.document.profile.name == "windows"
    assert len(session.manifest()["steps"]) == 4


def test_cancelling_the_target_choice_changes_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window)
    before = session.manifest()
    choose_target(monkeypatch, None)
    convert(window)
    assert session.manifest() == before
    assert session.undo_stack.count() == 0
