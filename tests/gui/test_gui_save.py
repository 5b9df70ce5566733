"""Saving to the library: Ctrl+S, taken names, outside changes, drafts, closing."""

from __future__ import annotations

import copy
import os
import subprocess
from typing import TYPE_CHECKING, Any

import pytest
from gui_support import CHAIN, open_manifest, shown_view
from platforms import LINUX, covered, is_root
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from recipe_studio.core.library import Library
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

MACOS = get_profile("macos")


def answer_box(monkeypatch: pytest.MonkeyPatch, button: str) -> list[str]:
    """Make the next QMessageBox click ``button`` (its text); returns the boxes' texts."""
    seen: list[str] = []

    def exec_(box: QMessageBox) -> int:
        seen.append(box.text())
        buttons = {b.text().replace("&", ""): b for b in box.buttons()}
        buttons[button].click()  # the box records it as its clickedButton()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return seen


def answer_text(monkeypatch: pytest.MonkeyPatch, text: str | None) -> list[str]:
    """Make QInputDialog.getText return ``text`` (None: Cancel); returns the suggestions."""
    offered: list[str] = []

    def get_text(*args: Any, **kwargs: Any) -> tuple[str, bool]:
        offered.append(kwargs.get("text", ""))
        return (text or "", text is not None)

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
    return offered


def ctrl_s(window: MainWindow, qtbot: Any) -> None:
    view = window.current_view()
    assert view is not None
    view.editor.steps_view.setFocus()
    qtbot.keyClick(view.editor.steps_view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def listed(window: MainWindow) -> list[str]:
    model = window.frame.library_panel.model
    return [
        model.index(r).data(Qt.ItemDataRole.AccessibleTextRole) for r in range(model.rowCount())
    ]


def type_description(window: MainWindow, qtbot: Any, text: str) -> None:
    view = window.current_view()
    assert view is not None
    edit = view.editor.description_edit
    edit.setFocus()
    edit.moveCursor(edit.textCursor().MoveOperation.End)
    qtbot.keyClicks(edit, text)


def save_outside(library: Library, manifest: dict[str, Any]) -> None:
    library.save(MACOS, MACOS.read(copy.deepcopy(manifest)).recipe, overwrite=True)


def test_ctrl_s_saves_to_the_library(window: MainWindow, library: Library, qtbot: Any) -> None:
    session = open_manifest(window)
    type_description(window, qtbot, "!")
    assert window.isWindowModified()
    ctrl_s(window, qtbot)
    assert library.load("Chain").manifest == session.manifest()
    assert session.library_name == "Chain"
    assert not window.isWindowModified()
    assert listed(window) == ["Chain"]
    assert window.frame.library_panel.current_name() == "Chain"
    assert window.statusBar().currentMessage().startswith("Saved.")


def test_saving_without_a_name_asks_for_one(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    session = open_manifest(window, {**CHAIN, "name": ""})
    answer_text(monkeypatch, None)
    ctrl_s(window, qtbot)
    assert not library.entries()
    answer_text(monkeypatch, "  Morning  ")
    ctrl_s(window, qtbot)
    assert session.library_name == "Morning"
    assert [e.name for e in library.entries()] == ["Morning"]
    assert window.windowTitle() == "Morning[*] — Recipe Studio"


def test_a_taken_name_asks_and_replace_replaces(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    save_outside(library, {**CHAIN, "description": "the old one"})
    window.frame.library_panel.refresh()
    session = open_manifest(window)
    seen = answer_box(monkeypatch, "Replace")
    ctrl_s(window, qtbot)
    assert seen == ["There is already a recipe called “Chain”."]
    assert library.load("Chain").manifest == session.manifest()
    assert [v.number for v in library.versions("Chain")] == [1]
    assert library.read_version("Chain", 1).manifest["description"] == "the old one"
    assert not window.isWindowModified()


def test_a_taken_name_asks_and_save_as_picks_another(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    save_outside(library, {**CHAIN, "description": "the old one"})
    session = open_manifest(window)
    answer_box(monkeypatch, "Save as…")
    offered = answer_text(monkeypatch, "Chain for work")
    ctrl_s(window, qtbot)
    assert offered == ["Chain (2)"]  # a free name is suggested
    assert sorted(str(e.name) for e in library.entries()) == ["Chain", "Chain for work"]
    assert library.load("Chain").manifest["description"] == "the old one"
    assert library.load("Chain for work").manifest == session.manifest()
    assert session.library_name == "Chain for work"
    assert window.windowTitle() == "Chain for work[*] — Recipe Studio"
    assert not window.isWindowModified()


def test_a_taken_name_cancel_saves_nothing(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    save_outside(library, {**CHAIN, "description": "the old one"})
    session = open_manifest(window)
    type_description(window, qtbot, "!")
    answer_box(monkeypatch, "Cancel")
    ctrl_s(window, qtbot)
    assert library.load("Chain").manifest["description"] == "the old one"
    assert session.library_name is None
    assert window.isWindowModified()


@pytest.mark.parametrize("choice", ["Reload", "Overwrite", "Save as copy", "Cancel"])
def test_an_outside_change_asks_before_saving(
    window: MainWindow,
    library: Library,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: Any,
    choice: str,
) -> None:
    session = open_manifest(window)
    ctrl_s(window, qtbot)
    # Another window (another Library object on the same folder) changes the file.
    outside = {**CHAIN, "description": "changed outside"}
    save_outside(Library(library.root), outside)
    type_description(window, qtbot, " (mine)")
    mine = session.manifest()
    seen = answer_box(monkeypatch, choice)
    ctrl_s(window, qtbot)
    assert seen == ["“Chain” was changed on disk after you opened it."]
    on_disk = library.load("Chain").manifest
    if choice == "Reload":
        assert on_disk["description"] == "changed outside"
        assert session.manifest() == on_disk
        assert shown_view(window).editor.description_edit.toPlainText() == "changed outside"
        assert not window.isWindowModified()
        ctrl_s(window, qtbot)  # saving again after a reload asks nothing
    elif choice == "Overwrite":
        assert on_disk == mine
        assert library.read_version("Chain", 2).manifest["description"] == "changed outside"
        assert not window.isWindowModified()
        type_description(window, qtbot, "!")
        ctrl_s(window, qtbot)  # and saving again asks nothing
        assert library.load("Chain").manifest["description"].endswith("(mine)!")
    elif choice == "Save as copy":
        assert on_disk["description"] == "changed outside"
        assert session.library_name == "Chain (2)"
        assert library.load("Chain (2)").manifest == {**mine, "name": "Chain (2)"}
        assert window.windowTitle() == "Chain (2)[*] — Recipe Studio"
        assert not window.isWindowModified()
    else:
        assert on_disk["description"] == "changed outside"
        assert session.manifest() == mine
        assert window.isWindowModified()


def test_a_recipe_with_errors_is_saved_as_a_draft(
    window: MainWindow, library: Library, qtbot: Any
) -> None:
    manifest = copy.deepcopy(CHAIN)
    manifest["steps"][1]["args"]["value"] = "${nope}"
    session = open_manifest(window, manifest)
    assert any(p.is_error for p in session.problems)
    ctrl_s(window, qtbot)
    assert session.draft
    assert library.load("Chain").draft
    assert listed(window) == ["Chain  (draft)"]
    assert window.statusBar().currentMessage().startswith("Saved as a draft: 1 error remains")
    # Fixed and saved again: no longer a draft.
    session.set_argument(1, ("value",), "${who}")
    ctrl_s(window, qtbot)
    assert not library.load("Chain").draft
    assert listed(window) == ["Chain"]


def test_switching_recipes_keeps_unsaved_typing(
    window: MainWindow, library: Library, qtbot: Any
) -> None:
    for name in ("Alpha", "Beta"):
        save_outside(library, {**CHAIN, "name": name, "description": name})
    panel = window.frame.library_panel
    panel.refresh()

    def click(name: str) -> EditorSession:
        index = panel.proxy.mapFromSource(panel.model.index(panel.model.row_of(name)))
        rect = panel.view.visualRect(index)
        qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert window.current is not None
        assert window.current.library_name == name
        return window.current

    alpha = click("Alpha")
    type_description(window, qtbot, " one")
    beta = click("Beta")
    assert shown_view(window).editor.description_edit.toPlainText() == "Beta"
    type_description(window, qtbot, " two")
    assert click("Alpha") is alpha
    assert shown_view(window).editor.description_edit.toPlainText() == "Alpha one"
    assert window.isWindowModified()
    assert click("Beta") is beta
    assert shown_view(window).editor.description_edit.toPlainText() == "Beta two"
    assert listed(window) == [
        "• Alpha  (unsaved changes)",
        "• Beta  (unsaved changes)",
    ]
    # Each session keeps its own undo history, and the Edit menu follows the current one.
    assert [a.text() for a in window.frame.menus["edit"].actions()[:2]] == [
        "&Undo Edit description",
        "&Redo",
    ]
    beta.undo_stack.undo()
    assert shown_view(window).editor.description_edit.toPlainText() == "Beta"
    assert listed(window) == ["• Alpha  (unsaved changes)", "Beta"]
    assert alpha.manifest()["description"] == "Alpha one"


def test_closing_with_unsaved_changes_asks(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    open_manifest(window)
    type_description(window, qtbot, "!")
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> None:
        def question(parent: Any, title: str, text: str, *args: Any) -> Any:
            asked.append(text)
            return button

        monkeypatch.setattr(QMessageBox, "question", staticmethod(question))

    answer(QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert window.isVisible()
    assert asked == ["These recipes have unsaved changes:\n• Chain\n\nSave them before closing?"]
    answer(QMessageBox.StandardButton.Save)
    assert window.close()
    assert not window.isVisible()
    assert library.load("Chain").manifest["description"].endswith("!")


def test_closing_and_discarding(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    open_manifest(window)
    type_description(window, qtbot, "!")
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Discard)
    )
    assert window.close()
    assert not library.entries()


# The real dialog functions, before the autouse fixture replaces them for every test.
REAL_QUESTION = QMessageBox.question
REAL_MESSAGE_BOX_EXEC = QMessageBox.exec


@pytest.mark.parametrize("how", ["reject", "close", "escape"])
def test_only_discard_discards(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any, how: str
) -> None:
    """A box closed without a button (the window manager, reject(), Escape) keeps the
    window open and the edits, like Cancel."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    open_manifest(window)
    type_description(window, qtbot, "!")
    monkeypatch.setattr(QMessageBox, "question", REAL_QUESTION)
    monkeypatch.setattr(QMessageBox, "exec", REAL_MESSAGE_BOX_EXEC)
    seen: list[str] = []

    def leave_the_box() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, leave_the_box)
            return
        seen.append(box.text())
        if how == "reject":
            box.reject()
        elif how == "close":
            box.close()
        else:
            qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(20, leave_the_box)
    assert not window.close()
    assert seen
    assert seen[0].startswith("These recipes have unsaved changes")
    assert window.isVisible()
    assert window.current is not None
    assert window.current.modified
    assert shown_view(window).editor.description_edit.toPlainText().endswith("!")


def save_on_a_read_only_disk(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+S on a disk that refuses the write: one box, one sentence, the edits kept."""
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _p, t, text: warnings.append((t, text)))
    )
    open_manifest(window)
    type_description(window, qtbot, "!")
    ctrl_s(window, qtbot)
    assert warnings == [
        (
            "Not saved",
            "The recipe was not saved because the disk is read-only: make it writable, "
            "or use a library on another disk.",
        )
    ]
    assert window.current is not None
    assert window.current.modified


@pytest.mark.skipif(
    not (is_root() and LINUX),
    reason=covered(
        "mounting a read-only tmpfs needs root on Linux",
        "test_a_read_only_disk_simulated_is_a_box_with_one_sentence_and_keeps_the_edits",
    ),
)
def test_a_read_only_disk_is_a_box_with_one_sentence_and_keeps_the_edits(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    library.root.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=200k,ro", "tmpfs", str(library.root)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        save_on_a_read_only_disk(window, qtbot, monkeypatch)
    finally:
        subprocess.run(["umount", "-l", str(library.root)], check=False)


def test_a_read_only_disk_simulated_is_a_box_with_one_sentence_and_keeps_the_edits(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    """The test above on every system: the disk's refusal (EROFS) comes from the write."""
    import errno

    from recipe_studio.core import atomic

    def refused(*_args: object, **_kwargs: object) -> str:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(atomic, "write_temp", refused)
    save_on_a_read_only_disk(window, qtbot, monkeypatch)
