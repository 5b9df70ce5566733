"""The window's menus as one table: every action's menu, text, shortcut and role.

:func:`build_menus` turns :data:`ACTIONS` into QActions in the menu bar and connects each
to the handler of the same name; the window only says what each name does, and
:func:`require_handlers` holds it to one handler per row: a new action is its row here and
its handler in the window's table. Texts are translated in the ``Menus`` context
(``scripts/translations.py`` reads them from here).
Menu roles put Preferences, About and Quit where macOS expects them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from PySide6.QtWidgets import QMenu, QMenuBar

Shortcut = QKeySequence.StandardKey | str | None

#: (menu key, title), in menu-bar order.
MENUS: tuple[tuple[str, str], ...] = (
    ("file", "&File"),
    ("edit", "&Edit"),
    ("step", "&Step"),
    ("recipe", "&Recipe"),
    ("run", "R&un"),
    ("view", "&View"),
    ("help", "&Help"),
)


@dataclass(frozen=True)
class ActionSpec:
    #: The handler's name, and the action's object name ("action" + Name).
    name: str
    menu: str
    text: str
    shortcut: Shortcut = None
    role: QAction.MenuRole = QAction.MenuRole.NoRole
    #: Only while the focused widget is the steps table (it handles the key itself).
    widget_shortcut: bool = False
    separator_before: bool = False


Key = QKeySequence.StandardKey
Role = QAction.MenuRole
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("new", "file", "&New recipe", Key.New),
    ActionSpec("import", "file", "&Import…", Key.Open),
    ActionSpec("save", "file", "&Save", Key.Save, separator_before=True),
    ActionSpec("save_as", "file", "Save &As…", Key.SaveAs),
    ActionSpec("export", "file", "&Export…"),
    ActionSpec("versions", "file", "&Versions…", separator_before=True),
    ActionSpec("trash", "file", "&Trash…"),
    ActionSpec("quit", "file", "&Quit", Key.Quit, Role.QuitRole, separator_before=True),
    ActionSpec("cut", "edit", "Cu&t steps", Key.Cut, separator_before=True),
    ActionSpec("copy", "edit", "&Copy steps", Key.Copy),
    ActionSpec("paste", "edit", "&Paste steps", Key.Paste),
    ActionSpec("duplicate", "edit", "&Duplicate steps", "Ctrl+D"),
    ActionSpec("delete", "edit", "De&lete steps", Key.Delete),
    ActionSpec("find", "edit", "&Find recipe", Key.Find, separator_before=True),
    ActionSpec(
        "preferences",
        "edit",
        "Pr&eferences…",
        "Ctrl+,",  # Cmd+, on macOS; Qt's Key.Preferences is none on Linux and Windows
        Role.PreferencesRole,
        separator_before=True,
    ),
    ActionSpec("add_step", "step", "Add &tool step", "Ctrl+T"),
    ActionSpec("add_wait", "step", "Add &wait step", "Ctrl+Shift+T"),
    ActionSpec("move_up", "step", "Move &up", "Alt+Up", widget_shortcut=True),
    ActionSpec("move_down", "step", "Move &down", "Alt+Down", widget_shortcut=True),
    ActionSpec("choose_tool", "step", "&Choose tool…", "Ctrl+K"),
    ActionSpec("convert", "recipe", "Convert &to…"),
    ActionSpec("tools", "recipe", "Tools &browser…", "Ctrl+Shift+B"),
    ActionSpec("use_elsewhere", "recipe", "&Use in other apps…", separator_before=True),
    ActionSpec("record", "recipe", "&Record from another app…"),
    ActionSpec("recordings", "recipe", "Recor&dings…"),
    ActionSpec("run", "run", "&Run", "Ctrl+R"),
    ActionSpec("rehearse", "run", "Re&hearse (change nothing)", "Ctrl+Shift+R"),
    ActionSpec("run_selected", "run", "Run &selected step only", "Ctrl+Alt+Shift+R"),
    ActionSpec("run_to_selected", "run", "Run &up to selected step", "Ctrl+Alt+R"),
    ActionSpec("try_step", "run", "Tr&y this step"),
    ActionSpec("step_through", "run", "Step &through", "F10"),
    ActionSpec("stop", "run", "S&top", "Ctrl+."),
    ActionSpec("step_time_limit", "run", "Step time &limit…"),
    ActionSpec("breakpoint", "run", "Toggle &breakpoint", "F9", separator_before=True),
    ActionSpec("pin", "run", "&Pin the last result of the selected step"),
    ActionSpec("unpin", "run", "U&npin the selected step"),
    ActionSpec("save_report", "run", "Save test &report…", separator_before=True),
    ActionSpec("publish", "run", "&Publish to the host…", separator_before=True),
    ActionSpec("connections", "run", "&Connections…"),
    ActionSpec("tour", "help", "&Guided tour"),
    ActionSpec("examples", "help", "Add the &example recipes"),
    ActionSpec("about", "help", "&About Recipe Studio", role=Role.AboutRole, separator_before=True),
)


def menu_text(text: str) -> str:
    return QCoreApplication.translate("Menus", text)


def object_name(name: str) -> str:
    """``save_as`` -> ``actionSaveAs``."""
    return "action" + "".join(part.capitalize() for part in name.split("_"))


def require_handlers(
    handlers: Mapping[str, Callable[[], object]],
) -> Mapping[str, Callable[[], object]]:
    """``handlers`` when it has exactly one handler per row of :data:`ACTIONS`; else a
    ValueError naming the rows without a handler and the handlers without a row."""
    names = {spec.name for spec in ACTIONS}
    missing = sorted(names - handlers.keys())
    extra = sorted(handlers.keys() - names)
    if missing or extra:
        raise ValueError(
            f"actions without a handler: {missing}; handlers without an action: {extra}"
        )
    return handlers


def build_menus(
    bar: QMenuBar, owner: QObject, handlers: Mapping[str, Callable[[], object]]
) -> tuple[dict[str, QMenu], dict[str, QAction]]:
    """The menus and actions of :data:`ACTIONS`, each connected to ``handlers[name]``."""
    menus = {key: bar.addMenu(menu_text(title)) for key, title in MENUS}
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        action = QAction(menu_text(spec.text), owner)
        action.setObjectName(object_name(spec.name))
        if spec.shortcut is not None:
            action.setShortcut(QKeySequence(spec.shortcut))
        if spec.widget_shortcut:
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        action.setMenuRole(spec.role)
        handler = handlers[spec.name]
        action.triggered.connect(lambda _checked=False, h=handler: h())
        menu = menus[spec.menu]
        if spec.separator_before and not menu.isEmpty():
            menu.addSeparator()
        menu.addAction(action)
        actions[spec.name] = action
    return menus, actions
