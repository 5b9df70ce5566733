"""Building the window's parts never shows a widget as a window of its own (a flash on
screen, and offscreen it steals the focus)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from gui_support import open_manifest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget

from recipe_studio.core.catalog import Catalog, ToolInfo

if TYPE_CHECKING:
    from collections.abc import Iterator

    from recipe_studio.gui.window.main_window import MainWindow

NESTED = ToolInfo(
    name="nested",
    effect="read",
    input_schema={
        "type": "object",
        "properties": {
            "text": {"type": "string"},
            "count": {"type": "integer", "minimum": 1},
            "flag": {"type": "boolean"},
            "mode": {"enum": ["a", "b"]},
            "options": {"type": "object", "properties": {"depth": {"type": "number"}}},
            "tags": {"type": "array", "items": {"type": "string"}},
        },
    },
)
EMPTY = ToolInfo(name="empty", effect="read", input_schema={"type": "object"})
CATALOG = Catalog.from_tools("forms", [NESTED, EMPTY], complete=True)
MANIFEST = {
    "name": "Forms",
    "steps": [
        {"tool": "nested", "args": {"text": "x", "tags": ["a", "b"], "extra": 1}},
        {"tool": "empty", "args": {}},
        {"wait": 2},
        {"tool": "unknown", "args": {"q": "${steps[0].result.x}"}},
    ],
}


class StrayWindows(QObject):
    """Records every plain widget shown as a top-level window."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # QObject.eventFilter
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and watched.windowType() == Qt.WindowType.Window
            and not isinstance(watched, QMainWindow | QDialog)
        ):
            self.seen.append(f"{type(watched).__name__} {watched.objectName()!r}")
        return False


@pytest.fixture
def strays(qapp: QApplication) -> Iterator[StrayWindows]:
    spy = StrayWindows()
    qapp.installEventFilter(spy)
    yield spy
    qapp.removeEventFilter(spy)


def test_forms_of_every_kind_show_no_stray_window(window: MainWindow, strays: StrayWindows) -> None:
    session = open_manifest(window, MANIFEST, catalog=CATALOG)
    editor = window.current_view().editor  # type: ignore[union-attr]
    for row in range(len(session.document.steps)):
        editor.select_step(row)
        QApplication.processEvents()
    editor.inspector.raw_toggle.setChecked(True)
    editor.select_step(0)
    editor.inspector.raw_toggle.setChecked(False)
    session.set_argument(0, ("tags", 2), "c")
    session.set_argument(0, ("more",), 2)
    QApplication.processEvents()
    assert strays.seen == []


def test_the_spy_sees_a_stray_window(qtbot: object, strays: StrayWindows) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)  # type: ignore[attr-defined]
    widget.setVisible(True)
    assert strays.seen == ["QWidget ''"]
