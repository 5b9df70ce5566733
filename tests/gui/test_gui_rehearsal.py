"""Rehearsals and checks in the window: Run › Rehearse, the result tree's "Check that
this…", the inspector's Checks section, and the test report — on the real built-in tools."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMenu, QTreeWidgetItem
from run_support import builtin_catalog, open_steps, status_text, statuses, wait_idle

from recipe_studio.core.catalog import ToolInfo
from recipe_studio.core.checks import Check
from recipe_studio.core.references import StepRef
from recipe_studio.gui.fields.pieces_delegate import PIECES_ROLE, PiecesDelegate
from recipe_studio.gui.run import reports, result_menu
from recipe_studio.gui.run.result_items import PATH_ROLE

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

    from recipe_studio.gui.window.main_window import MainWindow

STEPS: list[dict[str, Any]] = [
    {"tool": "get_datetime", "args": {}},
    {"tool": "create_note", "args": {"note_name": "Brief", "body": "on ${steps[0].result.date}"}},
    {"tool": "file_write", "args": {"path": "brief.md", "content": "${steps[1].result.name}"}},
    {"tool": "delete_note", "args": {"note_name": "${steps[1].result.name}"}},
]


def tree_of_files(folder: Path) -> dict[str, str]:
    if not folder.exists():
        return {}
    return {
        str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.suffix != ".json"  # (run records and shapes are ours)
    }


def items(tree: Any) -> list[QTreeWidgetItem]:
    found: list[QTreeWidgetItem] = []
    stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while stack:
        item = stack.pop(0)
        found.append(item)
        stack.extend(item.child(i) for i in range(item.childCount()))
    return found


def texts(window: MainWindow) -> list[str]:
    return [f"{i.text(0)} | {i.text(1)}" for i in items(window.parts.runs.panel.tree)]


def test_rehearse_action_changes_nothing_and_asks_nothing(
    qtbot: Any, window: MainWindow, studio_home: Path
) -> None:
    # send_message is in the recipe's catalog, not on the server: unknown there, not sent.
    known = builtin_catalog()
    known.tools["send_message"] = ToolInfo(name="send_message", effect="write")
    send = {"tool": "send_message", "args": {"text": "Sent ${steps[0].result.date}"}}
    session = open_steps(window, [*STEPS, send], name="Rehearsed", catalog=known)
    before = tree_of_files(studio_home)
    action = window.frame.menu_actions["rehearse"]
    assert action.shortcut().toString() == "Ctrl+Shift+R"
    action.trigger()  # (any confirmation box would fail the test: none is patched)
    wait_idle(qtbot, window)
    assert tree_of_files(studio_home) == before
    assert statuses(window, session) == ["ok", "preview", "preview", "skipped", "not_sent"]
    assert "rehearsal" in status_text(window, session, 1)
    assert status_text(window, session, 4).startswith("Not sent (rehearsal)")
    shown = texts(window)
    assert 'Would do | Create the note "Brief" with 13 bytes of text' in shown
    assert "would be sent (not sent) | 1 field" in shown
    # The step not sent reads as written, each reference beside the value it gave.
    tree = window.parts.runs.panel.tree
    (would,) = [i for i in items(tree) if i.text(0) == "would be sent (not sent)"]
    text = would.child(0)
    assert text is not None
    assert text.text(0) == "Text"
    # The field by its title; its key in the tooltip.
    assert text.text(1).startswith("Sent ⟨Step 1 › Date⟩ = Sent 20")
    assert "\n\nSent ⟨Step 1 › date⟩ = Sent 20" in text.toolTip(1)
    pieces = text.data(1, PIECES_ROLE)
    assert pieces[0] == "Sent "
    assert pieces[1] == StepRef(index=0, path=("date",))
    assert isinstance(window.parts.runs.panel.tree.itemDelegateForColumn(1), PiecesDelegate)
    shown_run = session.run_state.shown
    assert shown_run is not None
    page = reports.report_html(session, shown_run, None)
    assert "As written, with the values filled in: text: Sent ⟨Step 1 › Date⟩ = Sent 20" in page
    assert "note | Not sent (rehearsal): this step would change something." in shown
    assert "Note name | Brief" in shown
    assert "note | This step uses example values from one earlier step: 2." in shown
    assert "Rehearsal — nothing was changed." in window.parts.runs.panel.headline.text()
    assert window.parts.runs.panel.history.count() == 2
    assert "rehearsal" in window.parts.runs.panel.history.itemText(1)
    # Read back from its record, the run shows the same.
    window.parts.runs.panel.tree.clear()
    window.parts.runs.panel.history.activated.emit(1)
    wait_idle(qtbot, window)
    assert any(line.startswith("Text | Sent ⟨Step 1 › Date⟩ = Sent 20") for line in texts(window))


def test_check_that_this_from_the_result_tree(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_steps(window, [STEPS[0]], name="Checked")
    editor = window.parts.stack.view(session).editor
    editor.select_step(0)
    section = editor.inspector.checks
    # No checks yet: one line says how to add one, where a list would take three rows.
    assert section.list.isHidden()
    assert not section.empty.isHidden()
    assert section.remove_button.isHidden()
    window.frame.menu_actions["run"].trigger()
    wait_idle(qtbot, window)
    tree = window.parts.runs.panel.tree
    date = next(i for i in items(tree) if i.text(0) == "Date" and i.data(0, PATH_ROLE))

    def choose(menu: QMenu, _at: Any) -> None:
        sub = next(m for m in menu.findChildren(QMenu) if m.title() == "Check that this…")
        next(a for a in sub.actions() if a.text() == "is present").trigger()

    monkeypatch.setattr(result_menu, "popup", choose)
    tree.scrollToItem(date)
    result_menu.show_result_menu(
        tree,
        tree.visualItemRect(date).center(),
        window.parts.runs.panel.pin_requested.emit,
        window.parts.runs.panel.check_requested.emit,
    )
    uid = session.document.steps[0].uid
    assert session.run_state.checks[uid] == [Check(kind="present", path=("date",))]
    assert window.windowTitle().count("*") == 1  # a change to save
    editor.select_step(0)
    assert section.list.item(0).text() == "Step 1 › Date is present"
    assert not section.list.isHidden()
    assert section.empty.isHidden()
    # A failing one: the row and the summary say so.
    reports.set_checks(session, uid, [Check(kind="equals", path=("timezone",), value="Mars")], "x")
    window.frame.menu_actions["run"].trigger()
    wait_idle(qtbot, window)
    assert "One check failed" in status_text(window, session, 0)
    assert "One check failed." in window.parts.runs.panel.headline.text()
    session.undo_stack.undo()
    assert session.run_state.checks[uid] == [Check(kind="present", path=("date",))]


def test_save_test_report_as_html(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = open_steps(window, STEPS[:3], name="Reported <b>")
    window.frame.menu_actions["rehearse"].trigger()
    wait_idle(qtbot, window)
    target = tmp_path / "report.html"
    opened: list[Any] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(opened.append))
    window.frame.menu_actions["save_report"].trigger()
    page = target.read_text(encoding="utf-8")
    assert "Test report: Reported &lt;b&gt;" in page
    assert "Rehearsal — nothing was changed." in page
    assert "Arguments sent:" in page
    assert opened
    assert opened[0].toLocalFile() == str(target)
    pdf = tmp_path / "report.pdf"
    shown = session.run_state.shown
    assert shown is not None
    reports.write_report(pdf, reports.report_html(session, shown, None))
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_pdf_report_holds_its_images(tmp_path: Path, qapp: Any) -> None:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    image = QImage(120, 80, QImage.Format.Format_RGB32)
    for x in range(120):  # (noise: a PDF cannot squeeze it into a few bytes)
        for y in range(80):
            image.setPixelColor(x, y, QColor((x * 37 + y * 91) % 256, (x * y) % 256, y * 3))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # (the stubs want bytes)
    png = bytes(data.toBase64().data()).decode("ascii")
    page = f'<html><body><p>Shot</p><img src="data:image/png;base64,{png}"></body></html>'
    with_image, without = tmp_path / "with.pdf", tmp_path / "without.pdf"
    reports.write_report(with_image, page)
    reports.write_report(without, page.replace(png, ""))
    assert with_image.stat().st_size > without.stat().st_size + 5000
