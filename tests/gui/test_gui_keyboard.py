"""Keyboard and screen-reader access: Tab reaches every control, and each has a name."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from recipe_studio.core.library import Library
from recipe_studio.core.paths import resources_dir
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from pathlib import Path

CONTROLS = (QAbstractButton, QLineEdit, QPlainTextEdit, QComboBox, QAbstractItemView)


def open_example(tmp_path: Path, qtbot: object) -> MainWindow:
    library = Library(tmp_path / "lib")
    example = resources_dir() / "examples" / "notes-round-up.recipe.json"
    library.import_data(json.loads(example.read_text(encoding="utf-8")))
    window = MainWindow(library)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    window.activateWindow()
    window.frame.library_panel.select("Notes round-up")
    window.current_view().editor.select_step(1)  # type: ignore[union-attr]
    QApplication.processEvents()
    return window


def tab_focusable(window: QWidget) -> list[QWidget]:
    return [
        w
        for w in window.findChildren(QWidget)
        if isinstance(w, CONTROLS)
        and w.isVisibleTo(window)
        and w.isEnabled()
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]


def test_tab_reaches_every_control(tmp_path: Path, qtbot: object) -> None:
    window = open_example(tmp_path, qtbot)
    controls = tab_focusable(window)
    assert len(controls) > 30
    # Walk the focus chain the way Tab does (offscreen windows never become active, so
    # real key presses cannot move the focus): visible, enabled, tab-focusable widgets.
    reached: set[int] = set()
    order: list[str] = []
    widget: QWidget | None = window.frame.library_panel.search
    for _ in range(10_000):
        assert widget is not None  # the focus chain is a ring
        if (
            widget.isVisibleTo(window)
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            reached.add(id(widget))
            order.append(widget.accessibleName())
        widget = widget.nextInFocusChain()
        if widget is window.frame.library_panel.search:
            break
    missing = [
        f"{type(w).__name__} {w.accessibleName() or w.objectName()!r}"
        for w in controls
        if id(w) not in reached
    ]
    assert not missing, f"Tab never reaches: {missing}"
    # A sensible order: the library, then the recipe's fields, then its steps.
    assert order.index("Search recipes") < order.index("Recipe name") < order.index("Steps")
    window.close()


def test_every_control_has_an_accessible_name(tmp_path: Path, qtbot: object) -> None:
    window = open_example(tmp_path, qtbot)
    nameless = []
    for widget in tab_focusable(window):
        text = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName() or text.replace("&", "").strip()):
            nameless.append(f"{type(widget).__name__} in {type(widget.parent()).__name__}")
    assert not nameless, f"controls without an accessible name: {nameless}"
    window.close()
