"""The menus come from one table: a new action is its row and its handler, nothing more.

Every row of the table is a menu item that calls the window's handler of the same name;
a row without a handler, or a handler without a row, stops the window from being built
(it would otherwise be a menu item that does nothing, or a handler nobody can reach).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.gui.window import actions
from recipe_studio.gui.window.actions import ACTIONS, MENUS, ActionSpec, menu_text, require_handlers
from recipe_studio.gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.library import Library

SHOUT = ActionSpec("shout", "help", "&Shout", "Ctrl+Shift+J")


class ShoutingWindow(MainWindow):
    """The window with one more handler, as a new action would add it."""

    def __init__(self, library: Library, *, first_frame_only: bool = False) -> None:
        self.shouts: list[str] = []
        super().__init__(library, first_frame_only=first_frame_only)

    def _handlers(self) -> dict[str, Callable[[], object]]:
        return {**super()._handlers(), "shout": lambda: self.shouts.append("hey")}


def test_every_row_is_a_menu_item_with_its_handler(window: MainWindow) -> None:
    assert set(window.handlers) == {spec.name for spec in ACTIONS}
    titles = {key: menu_text(title) for key, title in MENUS}
    for spec in ACTIONS:
        action = window.frame.menu_actions[spec.name]
        assert action.text() == menu_text(spec.text)
        menu = window.frame.menus[spec.menu]
        assert menu.title() == titles[spec.menu]
        assert action in menu.actions()


def test_a_new_action_is_one_row_and_one_handler(
    qtbot: Any, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(actions, "ACTIONS", (*ACTIONS, SHOUT))
    window = ShoutingWindow(library)
    qtbot.addWidget(window)
    shout = window.frame.menu_actions["shout"]
    assert shout in window.frame.menus["help"].actions()
    assert shout.shortcut().toString() == "Ctrl+Shift+J"
    shout.trigger()
    assert window.shouts == ["hey"]


def test_a_new_action_waits_for_the_rest_like_the_others(
    qtbot: Any, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(actions, "ACTIONS", (*ACTIONS, SHOUT))
    window = ShoutingWindow(library, first_frame_only=True)
    qtbot.addWidget(window)
    window.build_frame()
    window.frame.menu_actions["shout"].trigger()  # before the rest is built: nothing
    assert window.shouts == []
    window.finish(library)
    window.frame.menu_actions["shout"].trigger()
    assert window.shouts == ["hey"]


def test_a_handler_without_a_row_stops_the_window(qtbot: Any, library: Library) -> None:
    window = ShoutingWindow(library, first_frame_only=True)
    qtbot.addWidget(window)
    window.build_frame()
    with pytest.raises(ValueError, match=r"handlers without an action: \['shout'\]"):
        window.finish(library)


def test_a_row_without_a_handler_stops_the_window(
    qtbot: Any, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(actions, "ACTIONS", (*ACTIONS, SHOUT))
    window = MainWindow(library, first_frame_only=True)
    qtbot.addWidget(window)
    window.build_frame()
    with pytest.raises(ValueError, match=r"actions without a handler: \['shout'\]"):
        window.finish(library)


def test_the_check_names_both_kinds_of_odd_one() -> None:
    handlers: dict[str, Callable[[], object]] = {spec.name: lambda: None for spec in ACTIONS}
    assert require_handlers(handlers) is handlers
    del handlers["save"]
    handlers["sing"] = lambda: None
    with pytest.raises(ValueError, match=r"\['save'\].*\['sing'\]"):
        require_handlers(handlers)
