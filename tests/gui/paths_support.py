"""The harness of ``test_gui_paths``: the window started as the app starts it, on a Studio
home as a person has it, with everything the window opens caught and read.

- :func:`seed_home`: saved recipes (one saved three times, so it has versions), one in the
  trash, a recording, a recent recipe and the UI language in the settings file.
- :func:`start_as_the_app`: :func:`recipe_studio.gui.start.app.start_window`, the start-up of
  ``recipe-studio gui`` without its event loop: the frame first, then the theme and the
  translations of the settings' language, the list, the welcome page; the working parts
  are built when a case first needs them.
- :class:`Catcher`: stands in for every modal way the app shows something (a dialog's
  ``exec``, the file choosers, the input dialogs, the message boxes): a modal dialog is
  shown, read (:func:`shown_texts`) and closed as its Cancel or Close button would close
  it; a static chooser or question is recorded and answered "cancel".
- :func:`watching`: what a case must leave behind: nothing logged at WARNING or above by
  Python's logging or by Qt, no exception (in a slot or in the case), no Python warning.
"""

from __future__ import annotations

import contextlib
import json
import logging
import warnings
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from recipe_studio.core.library import Library
from recipe_studio.core.paths import library_dir, resources_dir
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.recording.store import RecordingWriter, new_recording_path, now_text
from recipe_studio.core.settings import Settings, save_settings
from recipe_studio.gui.start.app import start_window

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    import pytest

    from recipe_studio.gui.window.main_window import MainWindow

#: The recipe the cases open from the list: a param (so a run asks for its value), a
#: tool that only reads (so its step can be tried), a wait, and a reference.
GREETING: dict[str, Any] = {
    "name": "Greeting",
    "description": "Says hello",
    "params": [{"name": "who", "type": "string", "default": "Ann"}],
    "steps": [
        {"tool": "get_datetime", "args": {"timezone": "UTC"}},
        {"wait": 30},
        {"tool": "echo", "args": {"value": "Hello ${who}, ${steps[0].result.date}"}},
    ],
}
#: A recipe the cases move to the trash and bring back.
SCRATCH: dict[str, Any] = {"name": "Scratch", "steps": [{"tool": "echo", "args": {"value": "x"}}]}
#: A recipe deleted before the start: the trash lists it.
IN_THE_TRASH = "Old notes"
#: The connection name of the recording.
RECORDED_WITH = "Notes app"


def seed_home(language: str) -> Library:
    """The Studio home of someone who has used the app: see the module docstring."""
    library = Library(library_dir())
    example = resources_dir() / "examples" / "time-check.recipe.json"
    library.import_data(json.loads(example.read_text(encoding="utf-8")))
    macos = get_profile("macos")
    for number in (1, 2, 3):
        manifest = {**GREETING, "description": f"Says hello ({number})"}
        library.save(macos, macos.read(manifest).recipe, overwrite=True)
    library.save(macos, macos.read(SCRATCH).recipe)
    library.save(macos, macos.read({**SCRATCH, "name": IN_THE_TRASH}).recipe)
    library.delete(IN_THE_TRASH)
    writer = RecordingWriter(new_recording_path(RECORDED_WITH), name=RECORDED_WITH, server="n")
    writer.write({"kind": "call", "n": 1, "tool": "list_notes", "arguments": {}, "at": now_text()})
    writer.write({"kind": "result", "n": 1, "ok": True, "result": {"structuredContent": {}}})
    writer.close()
    save_settings(Settings(language=language, recent=["Time check"]))
    return library


def start_as_the_app(qtbot: Any) -> MainWindow:
    """The window as ``recipe-studio gui`` starts it (see the module docstring), started."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = start_window(app, [])
    qtbot.addWidget(window, before_close_func=_drop_changes)  # (closed if a case failed)
    qtbot.waitUntil(lambda: window.started, timeout=10_000)
    return window


def _drop_changes(window: MainWindow) -> None:
    if window.built:
        for session in window.parts.recipes.sessions:
            session.undo_stack.setClean()


# --------------------------------------------------------------------------- reading


def shown_texts(widget: QWidget) -> list[str]:
    """Every text ``widget`` shows: its title, labels, buttons, fields, lists and trees."""
    texts = [widget.windowTitle()]
    for child in widget.findChildren(QWidget):
        if child.isVisibleTo(widget):
            texts.extend(widget_texts(child))
    return [text for text in texts if text]


def widget_texts(widget: QWidget) -> list[str]:
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        return [widget.text()]
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        return [widget.toPlainText()]
    if isinstance(widget, QComboBox):
        return [widget.itemText(index) for index in range(widget.count())]
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QTabWidget):
        return [widget.tabText(index) for index in range(widget.count())]
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        return model_texts(widget.model())
    return []


def model_texts(model: QAbstractItemModel, parent: QModelIndex | None = None) -> list[str]:
    """The display text of every cell, rows below rows included (trees)."""
    parent = parent if parent is not None else QModelIndex()
    flat = isinstance(model, QAbstractListModel)  # (its columnCount is not to be called)
    texts = []
    for row in range(model.rowCount(parent)):
        for column in range(1 if flat else model.columnCount(parent)):
            index = model.index(row, column, parent)
            texts.append(str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        if not flat:
            texts.extend(model_texts(model, model.index(row, 0, parent)))
    return texts


# --------------------------------------------------------------------------- catching


@dataclass
class Shown:
    """One modal thing the window showed: a dialog, or a chooser or a question asked of
    Qt (a window shown without waiting is not caught: see ``Person.windows``)."""

    #: "dialog" (its ``exec``), or the static's name ("getSaveFileName", "question"...).
    kind: str
    #: The dialog's class name ("" for a static).
    of: str
    title: str
    #: Every text it showed, one a line (a static: its arguments after the title).
    text: str
    args: tuple[Any, ...] = ()

    def __str__(self) -> str:
        return f"{self.kind} {self.of} “{self.title}”"


#: What a static chooser or question answers: the person cancels.
CANCEL: dict[str, Any] = {
    "getOpenFileNames": ([], ""),
    "getOpenFileName": ("", ""),
    "getSaveFileName": ("", ""),
    "getExistingDirectory": "",
    "getText": ("", False),
    "getItem": ("", False),
    "getMultiLineText": ("", False),
    "getInt": (0, False),
    "getDouble": (0.0, False),
    "question": QMessageBox.StandardButton.Cancel,
    "warning": QMessageBox.StandardButton.Ok,
    "information": QMessageBox.StandardButton.Ok,
    "critical": QMessageBox.StandardButton.Ok,
}
STATICS: tuple[tuple[type, tuple[str, ...]], ...] = (
    (
        QFileDialog,
        ("getOpenFileNames", "getOpenFileName", "getSaveFileName", "getExistingDirectory"),
    ),
    (QInputDialog, ("getText", "getItem", "getMultiLineText", "getInt", "getDouble")),
    (QMessageBox, ("question", "warning", "information", "critical")),
)


@dataclass
class Catcher:
    """See the module docstring; :attr:`shown` lists what was shown, oldest first."""

    shown: list[Shown] = field(default_factory=list)
    #: Does what the person does in the next modal dialog (else: Cancel, or Close).
    answer: Callable[[QDialog], None] | None = None

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        for cls, names in STATICS:
            for name in names:
                monkeypatch.setattr(cls, name, staticmethod(self._stand_in(name)))

        def exec_(dialog: QDialog) -> int:
            return self._exec(dialog)

        for dialog_class in (QMessageBox, QDialog):
            monkeypatch.setattr(dialog_class, "exec", exec_)

    def _stand_in(self, name: str) -> Callable[..., Any]:
        def stand_in(*args: Any, **kwargs: Any) -> Any:
            title = str(args[1]) if len(args) > 1 else str(kwargs.get("title", ""))
            said = "\n".join(str(arg) for arg in [*args[2:], *kwargs.values()])
            self.shown.append(Shown(name, "", title, said, args[2:]))
            return CANCEL[name]

        return stand_in

    def _exec(self, dialog: QDialog) -> int:
        """Shown (as exec shows it), read, then answered as :attr:`answer` says."""
        dialog.show()
        QApplication.processEvents()
        texts = "\n".join(shown_texts(dialog))
        self.shown.append(Shown("dialog", type(dialog).__name__, dialog.windowTitle(), texts))
        answer, self.answer = self.answer, None
        if answer is not None:
            answer(dialog)
        if dialog.isVisible():
            dialog.reject()  # what its Cancel or Close button does
        QApplication.processEvents()
        assert not dialog.isVisible(), f"{dialog.windowTitle()} stayed open"
        return dialog.result()

    def since(self, count: int) -> list[Shown]:
        return self.shown[count:]


def new_windows(before: set[QWidget], main: QWidget) -> list[QWidget]:
    """The windows shown since ``before`` was taken (not the main window)."""
    return [widget for widget in open_windows(main) if widget not in before]


def open_windows(main: QWidget) -> list[QWidget]:
    """Every shown top-level window but the main window (a menu or tooltip is not one)."""
    QApplication.processEvents()
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if widget.isVisible() and widget is not main and widget.isWindow()
        and widget.windowFlags() & Qt.WindowType.Popup != Qt.WindowType.Popup
    ]  # fmt: skip


def kept_dialogs(window: QWidget, before: set[QDialog]) -> list[str]:
    """The dialogs made since ``before`` that the window still holds once they are
    closed and deleted objects are gone (one more hidden dialog per use)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return [
        f"{type(dialog).__name__} “{dialog.windowTitle()}”"
        for dialog in window.findChildren(QDialog)
        if dialog not in before
    ]


# --------------------------------------------------------------------------- watching


@contextlib.contextmanager
def watching(qtbot: Any, qtlog: Any, caplog: pytest.LogCaptureFixture) -> Iterator[list[str]]:
    """The problems of one case (see the module docstring), its own failure included."""
    problems: list[str] = []
    qt_seen, logs_seen = len(qtlog.records), len(caplog.records)
    with warnings.catch_warnings(record=True) as caught, qtbot.captureExceptions() as raised:
        warnings.simplefilter("always")
        try:
            yield problems
        except Exception as exc:  # an assertion of the case, or what the app raised
            problems.append(f"{type(exc).__name__}: {shorter(str(exc))}")
    problems += [f"exception in a slot: {value!r}" for _type, value, _tb in raised]
    problems += [f"Python warning: {warning.message}" for warning in caught]
    problems += [
        f"Qt {record.type_name}: {record.message}"
        for record in qtlog.records[qt_seen:]
        if not record.ignored and record.matches_level("WARNING")
    ]
    problems += [
        f"logged {record.levelname} by {record.name}: {record.getMessage()}"
        for record in caplog.records[logs_seen:]
        if record.levelno >= logging.WARNING
    ]


def shorter(text: str, most: int = 600) -> str:
    """A failure's message, cut to a few lines (a dialog's whole text can be long)."""
    return text if len(text) <= most else text[:most] + " […]"
