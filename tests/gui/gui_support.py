"""Shared data and helpers for the GUI tests (imported by the tests and conftest)."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMenu

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.model import ToolStep
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from recipe_studio.gui.editor.session_view import SessionView
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.window.main_window import MainWindow

ECHO = ToolInfo(
    name="echo",
    effect="read",
    input_schema={
        "type": "object",
        "properties": {"value": {"type": "string"}, "count": {"type": "integer"}},
        "required": ["value"],
    },
    output_schema={"type": "object", "properties": {"value": {"type": "string"}}},
)
GET_DATETIME = ToolInfo(
    name="get_datetime",
    effect="read",
    input_schema={"type": "object", "properties": {"timezone": {"type": "string"}}},
    output_schema={
        "type": "object",
        "properties": {"date": {"type": "string"}, "time": {"type": "string"}},
    },
)
LIST_EMAILS = ToolInfo(
    name="list_emails",
    effect="read",
    input_schema={
        "type": "object",
        "properties": {"account": {"type": "string"}, "limit": {"type": "integer"}},
    },
    output_schema={
        "type": "object",
        "properties": {
            "emails": {
                "type": "array",
                "items": {"type": "object", "properties": {"subject": {"type": "string"}}},
            }
        },
    },
)
CATALOG = Catalog.from_tools("test tools", [ECHO, GET_DATETIME, LIST_EMAILS], complete=True)

#: Five steps with references across them: moves must keep them on their steps.
CHAIN: dict[str, Any] = {
    "name": "Chain",
    "description": "References between steps",
    "params": [{"name": "who", "type": "string", "default": "Ann"}],
    "steps": [
        {"tool": "get_datetime", "args": {}},
        {"tool": "echo", "args": {"value": "${steps[0].result.date}"}},
        {"tool": "echo", "args": {"value": "Hi ${who}, ${steps[1].result.value}"}},
        {"wait": 1},
        {"tool": "list_emails", "args": {"account": "${steps[2].result.value}", "limit": 5}},
    ],
}

#: The same idea as a custom tool (``$input`` / ``$step`` references).
CUSTOM: dict[str, Any] = {
    "name": "user_chain",
    "description": "A custom tool",
    "parameters": [
        {"name": "who", "type": "string", "description": "Whom to greet", "required": True},
        {"name": "limit", "type": "number", "description": "How many", "required": True},
    ],
    "steps": [
        {"id": "now", "tool": "get_datetime", "arguments": {}},
        {"id": "mail", "tool": "list_emails", "arguments": {"account": {"$input": "who"}}},
        {"id": "say", "tool": "echo", "arguments": {"value": {"$step": "now", "path": "date"}}},
    ],
}


def open_manifest(
    window: MainWindow,
    manifest: dict[str, Any] = CHAIN,
    profile: str = "macos",
    catalog: Catalog | None = CATALOG,
) -> EditorSession:
    """Open a copy of ``manifest`` in ``window`` with the test catalog, validated."""
    recipe = get_profile(profile).read(copy.deepcopy(manifest)).recipe
    session = window.open_recipe(recipe, profile)
    if catalog is not None:
        session.set_catalog(catalog)
    session.validate_now()
    return session


def undo_text(window: MainWindow) -> str:
    """What the Edit menu's undo entry says, without the mnemonic."""
    return window.frame.menus["edit"].actions()[0].text().replace("&", "")


def redo_text(window: MainWindow) -> str:
    return window.frame.menus["edit"].actions()[1].text().replace("&", "")


def shown_view(window: MainWindow) -> SessionView:
    """The recipe view the window shows: the test opened a recipe, so there is one."""
    view = window.current_view()
    assert view is not None, "no recipe is shown"
    return view


def tool_args(session: EditorSession, row: int) -> dict[str, Any]:
    """The arguments of the step at ``row``, which the test made a tool step."""
    step = session.document.steps[row]
    assert isinstance(step, ToolStep), step
    return step.args


def choose_in_menu(monkeypatch: Any, *path: str) -> list[QMenu]:
    """Make the inspector's picker menus pick an entry, as a user would.

    ``path`` is submenu titles, then the action's text. The real menu is built and its
    real action triggered; only the popup is skipped (``QMenu.exec`` has a static
    overload, so PySide6 does not let a test patch it on the class). Returns the menus
    that were "shown", so a test can look at what they offered.
    """
    from recipe_studio.gui.inspector import panel, pickers

    shown: list[QMenu] = []

    class Popup:
        def __init__(self, menu: QMenu) -> None:
            self.menu = menu

        def exec(self, *_args: Any) -> QAction:
            shown.append(self.menu)
            action = find_action(self.menu, *path)
            assert action.isEnabled(), path
            action.trigger()
            return action

    for name in ("build_param_menu", "build_step_menu"):
        real = getattr(pickers, name)
        monkeypatch.setattr(panel, name, lambda *a, real=real, **k: Popup(real(*a, **k)))
    return shown


def find_action(menu: QMenu, *path: str) -> QAction:
    """The action at ``path`` in ``menu``: submenu titles, then the action's text."""
    for title in path[:-1]:
        menu = next(m for m in menu.findChildren(QMenu) if m.title() == title)
    return next(a for a in menu.actions() if a.text() == path[-1])


def action_texts(menu: QMenu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]
