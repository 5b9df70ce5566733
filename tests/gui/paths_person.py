"""A person at the window of ``test_gui_paths``: what they can reach (read from the
window at run time) and what they do — open a menu and choose in it, click a button,
click a recipe in the list — with what the window showed in answer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from paths_support import Catcher, Shown, new_windows, open_windows
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QLineEdit,
    QMenu,
    QWidget,
)

from recipe_studio.gui.library.library_model import ENTRY_ROLE

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QAction

    from recipe_studio.gui.editor.editor import RecipeEditor
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

    #: A case: it does to the window what it says, and fails with an assertion.
    Check = Callable[["Person", str], None]

#: What a case starts from: the welcome page (nothing shown), the recipe "Greeting"
#: opened from the list, or the end (Quit).
State = Literal["welcome", "recipe", "last"]
CLOSE = QDialogButtonBox.StandardButton.Close


@dataclass(frozen=True)
class Reach:
    """One thing a person can choose: a menu entry or a button, by its object name."""

    #: ``actionSave`` for a menu entry; ``welcome/newButton`` for a button.
    key: str
    widget: QAction | QAbstractButton


def reachable(window: MainWindow) -> list[Reach]:
    """Every menu entry (the menu bar's menus and the list's More menu) and every button
    of the welcome page and the library list, in the window's order."""
    panel = window.frame.library_panel
    found = [Reach(action.objectName(), action) for action in entries(all_menus(window))]
    assert window.welcome is not None
    for part, widget in (("welcome", window.welcome), ("library", panel)):
        for button in widget.findChildren(QAbstractButton):
            if not isinstance(button.parentWidget(), QLineEdit):  # (Qt's own clear button)
                found.append(Reach(f"{part}/{button.objectName()}", button))
    return found


def all_menus(window: MainWindow) -> list[QMenu]:
    """The menu bar's menus, then the list's More menu."""
    bar = [action.menu() for action in window.menuBar().actions()]
    more = window.frame.library_panel.more_menu
    return [menu for menu in bar if isinstance(menu, QMenu)] + [more]


def entries(menus: list[QMenu]) -> list[QAction]:
    """The entries of ``menus`` and of their submenus (not separators, not hidden)."""
    found: list[QAction] = []
    for menu in menus:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                found += entries([submenu])
            elif not action.isSeparator() and action.isVisible():
                found.append(action)
    return found


@dataclass
class Person:
    window: MainWindow
    catcher: Catcher
    qtbot: Any
    language: str
    #: The windows the last choice showed without waiting (tour, recordings...).
    windows: list[QWidget] = field(default_factory=list)

    # ------------------------------------------------------------------ words
    def tr(self, context: str, source: str, n: int = -1) -> str:
        """``source`` as the window says it in the UI language."""
        return QCoreApplication.translate(context, source, None, n)

    def said(self, context: str, source: str, n: int = -1) -> str:
        """``source`` as the window says it in the UI language; in French it must be
        French (a title left in English would pass otherwise)."""
        text = self.tr(context, source, n)
        if self.language != "en":
            assert text != source, f"“{source}” ({context}) is not translated"
        return text

    # ------------------------------------------------------------------ doing
    def choose(self, key: str) -> list[Shown]:
        """Open the entry's menu (which brings its entries up to date), then choose it."""
        action = self._look(key)
        assert action.isEnabled(), f"“{action.text()}” is disabled: {action.toolTip()}"
        return self._answer(action.trigger)

    def why_disabled(self, key: str) -> str:
        """Open the entry's menu: the entry is greyed out, and its tooltip says why."""
        action = self._look(key)
        assert not action.isEnabled(), f"“{action.text()}” is enabled"
        return action.toolTip()

    def _look(self, key: str) -> QAction:
        """The entry ``key`` as its menu shows it, opened and closed again."""
        menu, action = self._entry(key)
        panel = self.window.frame.library_panel
        if menu is panel.more_menu:  # below its button, as the button opens it
            where = panel.more_button.mapToGlobal(panel.more_button.rect().bottomLeft())
        else:  # below the menu bar
            where = self.window.mapToGlobal(self.window.menuBar().geometry().bottomLeft())
        menu.popup(where)
        QApplication.processEvents()
        menu.hide()
        return action

    def do(self, key: str) -> list[Shown]:
        """Choose the menu entry, or click the one button, ``key``."""
        if "/" not in key:
            return self.choose(key)
        [button] = self.buttons(key)
        return self.click(button)

    def click(self, button: QAbstractButton) -> list[Shown]:
        assert button.isVisible(), f"“{button.text()}” is not shown"
        assert button.isEnabled(), f"“{button.text()}” is disabled"
        return self._answer(lambda: self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton))

    def _answer(self, act: Callable[[], object]) -> list[Shown]:
        """What ``act`` showed: caught by the catcher, or windows shown (in :attr:`windows`)."""
        count = len(self.catcher.shown)
        before = set(QApplication.topLevelWidgets())
        act()
        QApplication.processEvents()
        self.windows = new_windows(before, self.window)
        return self.catcher.since(count)

    def _entry(self, key: str) -> tuple[QMenu, QAction]:
        for menu in all_menus(self.window):
            for action in entries([menu]):
                if action.objectName() == key:
                    return menu, action
        raise AssertionError(f"no menu entry {key}")

    def buttons(self, key: str) -> list[QAbstractButton]:
        """The buttons found as ``key`` now (the recent recipes change as they are used)."""
        QApplication.processEvents()  # (new buttons show once the loop runs)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # (the old ones)
        return [
            reach.widget
            for reach in reachable(self.window)
            if reach.key == key and isinstance(reach.widget, QAbstractButton)
        ]

    # ------------------------------------------------------------------ states
    def prepare(self, state: State) -> None:
        if state == "welcome":
            self.show_welcome()
        elif state == "recipe":
            self.open_in_list("Greeting")

    def show_welcome(self) -> None:
        """The welcome page, as at the start: no recipe shown. (The window has no Close
        for a recipe: those opened stay open behind it, as after the one shown is moved
        to the trash.)"""
        if self.window.built:
            self.window.parts.recipes.show(None)
        assert self.window.welcome is not None
        assert self.window.welcome.isVisible(), "the welcome page is not shown"

    def open_in_list(self, name: str) -> EditorSession:
        """Click ``name`` in the library list, as a person opens a recipe."""
        session = self.window.current
        if session is not None and session.library_name == name:
            return session
        panel = self.window.frame.library_panel
        row = panel.model.row_of(name)
        assert row >= 0, f"“{name}” is not listed"
        index = panel.proxy.mapFromSource(panel.model.index(row))
        point = panel.view.visualRect(index).center()
        self.qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        self.qtbot.waitUntil(lambda: self.shown_name() == name, timeout=5000)
        return self.session()

    def click_row(self, row: int) -> None:
        """Click step ``row`` in the steps table."""
        view = self.editor().steps_view
        point = view.visualRect(view.model().index(row, 0)).center()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert view.selected_rows() == [row]

    # ------------------------------------------------------------------ seeing
    def session(self) -> EditorSession:
        session = self.window.current
        assert session is not None, "no recipe is shown"
        return session

    def shown_name(self) -> str | None:
        return self.window.current.library_name if self.window.current is not None else None

    def editor(self) -> RecipeEditor:
        view = self.window.current_view()
        assert view is not None, "no recipe is shown"
        return view.editor

    def rows(self) -> int:
        return len(self.session().document.steps)

    def listed(self) -> list[str]:
        """The recipes' names in the library list."""
        model = self.window.frame.library_panel.model
        listed = [model.index(row).data(ENTRY_ROLE) for row in range(model.rowCount())]
        return [entry.name for entry in listed if entry is not None and entry.name]

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    def close_window(self, shown: QWidget, close_text: str = "") -> None:
        """Close a window shown without waiting with its Close button (a button box's,
        else the one that says ``close_text``): no window may stay open."""
        close: list[QAbstractButton] = [
            box.button(CLOSE) for box in shown.findChildren(QDialogButtonBox)
        ]
        close += [
            button
            for button in shown.findChildren(QAbstractButton)
            if close_text and button.text() == close_text
        ]
        buttons = [button for button in close if button is not None and button.isVisible()]
        assert buttons, f"“{shown.windowTitle()}” has no Close button"
        self.qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        assert open_windows(self.window) == [], "a window stayed open after Close"


# --------------------------------------------------------------------------- cases


@dataclass(frozen=True)
class Case:
    """What a path must do (``check``), from which state (see :data:`State`)."""

    state: State
    check: Check


def case_table(table: dict[str, Case]) -> Callable[..., Callable[[Check], Check]]:
    """``@case(key, ..., state=...)``: the function is the case of each key, in ``table``."""

    def case(*keys: str, state: State = "recipe") -> Callable[[Check], Check]:
        def register(check: Check) -> Check:
            for key in keys:
                assert key not in table, f"two cases for {key}"
                table[key] = Case(state, check)
            return check

        return register

    return case


def one(shown: list[Shown], kind: str, of: str = "") -> Shown:
    """The one thing shown, which must be a ``kind`` (a dialog of class ``of``)."""
    assert [(s.kind, s.of) for s in shown] == [(kind, of)], [str(s) for s in shown]
    return shown[0]


def lead(text: str) -> str:
    """A sentence's words before its first placeholder."""
    return text.split("{")[0]
