"""References read as tokens everywhere a person sees them, and nothing is lost.

A token is one unit in the text (Backspace removes it whole), reads in words counting
steps from 1, turns back into exactly the stored text, comes in through the pickers, a
paste or a field dragged from a run's result, and shows when it points at nothing, with
the fix offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui_support import CHAIN, open_manifest, shown_view, tool_args
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QPushButton, QTreeWidgetItem

from recipe_studio.core.engine import PlannedAction
from recipe_studio.core.references import StepRef
from recipe_studio.gui.fields.pieces_delegate import BROKEN_ROLE, PIECES_ROLE
from recipe_studio.gui.fields.token_edit import TokenBox
from recipe_studio.gui.fields.tokens import OBJECT_CHAR, REFERENCE_MIME
from recipe_studio.gui.recipe.steps_model import COL_ARGS
from recipe_studio.gui.run.confirm_dialog import ConfirmDialog
from recipe_studio.gui.run.panel import PATH_ROLE, ResultTree

if TYPE_CHECKING:
    import pytest

    from recipe_studio.gui.window.main_window import MainWindow


def value_box(window: MainWindow, row: int, arg: str = "value") -> TokenBox:
    editor = shown_view(window).editor
    editor.select_step(row)
    found = editor.inspector.form.row_for((arg,))  # type: ignore[union-attr]
    assert found is not None
    box = found.editor.box  # type: ignore[union-attr]
    assert isinstance(box, TokenBox)
    return box


def test_a_reference_is_one_token_that_reads_in_words(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    box = value_box(window, 2)
    assert box.raw_text() == "Hi ${who}, ${steps[1].result.value}"
    assert box.toPlainText() == f"Hi {OBJECT_CHAR}, {OBJECT_CHAR}"
    assert box.accessibleDescription() == "Hi ⟨Who⟩, ⟨Step 2 › Value⟩"  # counted from 1, titled
    box.setFocus()
    box.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(box, Qt.Key.Key_Backspace)  # the whole token, not one character
    assert tool_args(session, 2)["value"] == "Hi ${who}, "
    session.undo_stack.undo()
    assert box.raw_text() == "Hi ${who}, ${steps[1].result.value}"


def test_copy_carries_the_raw_text_and_paste_makes_tokens(window: MainWindow) -> None:
    session = open_manifest(window)
    box = value_box(window, 2)
    box.selectAll()
    copied = box.createMimeDataFromSelection()
    assert copied.text() == "Hi ${who}, ${steps[1].result.value}"
    target = value_box(window, 1)
    target.selectAll()
    target.insertFromMimeData(copied)
    assert tool_args(session, 1)["value"] == "Hi ${who}, ${steps[1].result.value}"
    assert target.toPlainText() == f"Hi {OBJECT_CHAR}, {OBJECT_CHAR}"


def test_a_field_dragged_from_a_run_result_becomes_a_token(window: MainWindow) -> None:
    session = open_manifest(window)
    tree = ResultTree()
    item = QTreeWidgetItem(tree, ["date", '"today"'])
    item.setData(0, PATH_ROLE, '[0, ["date"]]')
    mime = tree.mimeData([item])
    assert bytes(mime.data(REFERENCE_MIME).data()) == b"${steps[0].result.date}"
    box = value_box(window, 2)
    box.moveCursor(QTextCursor.MoveOperation.End)
    box.insertFromMimeData(mime)
    assert tool_args(session, 2)["value"].endswith("${steps[0].result.date}")
    tree.deleteLater()


def test_a_token_whose_step_was_deleted_is_broken_and_offers_a_fix(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_manifest(window)
    session.remove_steps([0])
    session.validate_now()
    box = value_box(window, 0)  # read the date of the deleted step
    row = shown_view(window).editor.inspector.form.row_for(("value",))  # type: ignore[union-attr]
    assert row is not None
    assert StepRef(index=None, path=("date",)) in row._broken
    assert box.is_broken(0)
    actions = box.token_actions(0, StepRef(index=None, path=("date",)))  # type: ignore[misc]
    assert actions[0].text() == "Use another step's result here…"
    monkeypatch.setattr(
        "recipe_studio.gui.inspector.panel.build_step_menu",
        lambda *a, **k: _Chosen(a[5]),
    )
    actions[0].trigger()
    assert tool_args(session, 0)["value"] == "${steps[0].result.time}"


class _Chosen:
    """Stands in for the step picker's popup: the person picks step 1's "time"."""

    def __init__(self, choose: Any) -> None:
        self.choose = choose

    def exec(self, *_args: Any) -> None:
        self.choose(StepRef(index=0, path=("time",)))


def test_the_steps_table_shows_tokens_and_broken_ones(window: MainWindow, qtbot: Any) -> None:
    session = open_manifest(window)
    session.remove_steps([0])
    session.validate_now()
    model = shown_view(window).editor.steps_model
    index = model.index(0, COL_ARGS)
    pieces = index.data(PIECES_ROLE)
    assert pieces == [StepRef(index=None, path=("date",))]  # echo's sentence: its value
    assert index.data(BROKEN_ROLE) == {StepRef(index=None, path=("date",))}
    view = shown_view(window).editor.steps_view
    assert not view.grab().isNull()  # the delegate draws the pills


def test_the_confirmation_reads_references_as_words_and_keeps_lines(qtbot: Any) -> None:
    action = PlannedAction(
        index=2,
        uid="u",
        tool="create_note",
        args={"note_name": "Plan", "body": "Total: ${steps[1].result.count}\nBye"},
        unknown_tool=False,
        previews=False,
    )
    dialog = ConfirmDialog([action])
    qtbot.addWidget(dialog)
    text = dialog.listing_text()
    # The step as a sentence (one line), then each argument in full under its title.
    assert "Step 3: Create a note “Plan” with the text “Total: ⟨Step 2 › count⟩ ⏎ Bye”" in text
    assert "Text: Total: ⟨Step 2 › count⟩\nBye" in text
    assert "${" not in text
    assert "\\n" not in dialog.listing.toPlainText()
    # One token in the sentence, one in the argument's full text.
    assert dialog.listing.toPlainText().count(OBJECT_CHAR) == 2


def test_the_manifest_preview_reads_tokens_and_shows_the_raw_json_on_request(
    window: MainWindow,
) -> None:
    open_manifest(window, CHAIN)
    view = window.current_view()
    assert view is not None
    view.setCurrentWidget(view.preview)
    preview = view.preview
    assert OBJECT_CHAR in preview.text.toPlainText()
    assert "${steps" not in preview.text.toPlainText()
    preview.raw.setChecked(True)
    assert preview.text.toPlainText() == preview.json_text
    assert '"${steps[0].result.date}"' in preview.json_text
    preview.raw.setChecked(False)
    copy = next(b for b in preview.findChildren(QPushButton) if b.text() == "Copy")
    copy.click()  # the exact JSON, whichever way it is shown
    assert QGuiApplication.clipboard().text() == preview.json_text
