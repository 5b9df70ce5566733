"""GUI test fixtures: private settings, no real dialogs, a shown window on a temp library.

Every test in this folder runs offscreen with QSettings pointed into ``tmp_path``; any
modal dialog a test did not patch fails the test instead of blocking the run; and the
``window`` fixture fails the test if it leaves a top-level window open.
"""

from __future__ import annotations

import gc
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

from recipe_studio.core.library import Library
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

GUI_DIR = Path(__file__).parent

# The cases of test_gui_paths say what failed as a test's own asserts do.
pytest.register_assert_rewrite("paths_support", "paths_person", "paths_cases")

#: The offscreen platform plugin cannot pass size hints to a window; Qt warns on every
#: shown top-level widget with a minimum size. It says nothing about our code.
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if GUI_DIR in item.path.parents:
            # pytest-qt reads only the closest marker: keep a test's own patterns too.
            own = item.get_closest_marker("qt_log_ignore")
            patterns = (*own.args, OFFSCREEN_NOISE) if own else (OFFSCREEN_NOISE,)
            item.add_marker(pytest.mark.qt_log_ignore(*patterns), append=False)


# --------------------------------------------------------------------------- isolation


@pytest.fixture(autouse=True, scope="session")
def english_as_in_the_app(qapp: Any) -> None:
    """The app loads its English file too (plural forms: "1 step", "2 steps")."""
    from recipe_studio.gui.i18n import install_translations

    install_translations(qapp, "en")


@pytest.fixture(autouse=True)
def gc_on_the_gui_thread(qapp: Any) -> Iterator[None]:
    """As in the app: garbage is collected on the GUI thread only (a collection started
    by a worker thread frees Qt wrappers there and crashes Qt); and after each test."""
    from recipe_studio.gui.start.gc_policy import collect_on_gui_thread

    collector = collect_on_gui_thread(qapp)
    yield
    gc.collect()
    collector.stop()


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, qapp: Any) -> Path:
    """QSettings read and write an INI file under ``tmp_path``, never the user's."""
    folder = tmp_path / "settings"
    folder.mkdir()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(folder))
    return folder


def _unexpected(name: str) -> Callable[..., Any]:
    def fail(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError(f"unexpected modal dialog: {name} {args[1:3]!r}")

    return fail


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dialog the test did not patch fails it, instead of blocking the run offscreen."""
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(_unexpected(f"QMessageBox.{name}")))
    for cls, names in (
        (QInputDialog, ("getText", "getItem", "getInt", "getDouble", "getMultiLineText")),
        (QFileDialog, ("getOpenFileName", "getOpenFileNames", "getSaveFileName")),
    ):
        for name in names:
            monkeypatch.setattr(cls, name, staticmethod(_unexpected(f"{cls.__name__}.{name}")))
    # (QMenu.exec cannot be patched on the class; a real popup shows a Qt warning, which
    # fails the test too.)
    for dialog_class in (QMessageBox, QDialog):
        monkeypatch.setattr(dialog_class, "exec", _unexpected(f"{dialog_class.__name__}.exec"))


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library(tmp_path / "lib")


@pytest.fixture
def window(qtbot: Any, library: Library, no_leaked_windows: None) -> MainWindow:
    """A shown main window on an empty temp library; closed (changes dropped) after."""
    win = MainWindow(library)
    qtbot.addWidget(win, before_close_func=_drop_changes)
    win.show()
    qtbot.waitExposed(win)
    return win


def _drop_changes(win: MainWindow) -> None:
    """Before pytest-qt closes the window: nothing left to ask about."""
    for session in win.parts.recipes.sessions:
        session.undo_stack.setClean()
