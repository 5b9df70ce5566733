"""A screen reader's view of Recipe Studio, for ``test_screen_reader.py``.

Run by the system's Python (``/usr/bin/python3``), which has Debian's ``python3-pyatspi``
(the tests' own interpreter cannot import it: it is a system package built for the
system's Python). It talks to the AT-SPI bus the test started, as Orca does, and answers
one JSON line on stdout for each JSON line of a command on stdin:

    {"do": "tree"}                      every window of the app, as nested nodes
    {"do": "windows"}                   the same without what is in them
    {"do": "focus"}                     the focused object and the path to it (or null)
    {"do": "keys", "keys": ["ctrl+n", "Tab"]}   key presses, as the keyboard makes them
    {"do": "type", "text": "Bonjour"}   text typed into the focused object

A node is ``{"role", "name", "description", "states", "labelled_by", "text", "children"}``
(``text``: what a text field holds); ``states`` holds only the states the tests read.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import gi  # type: ignore[import-not-found, unused-ignore]  # the system Python's only
import pyatspi  # type: ignore[import-not-found, unused-ignore]  # the system Python's only

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # type: ignore[import-not-found, unused-ignore]  # noqa: E402

APP_NAME = "Recipe Studio"
STATES = {
    pyatspi.STATE_FOCUSABLE: "focusable",
    pyatspi.STATE_FOCUSED: "focused",
    pyatspi.STATE_SHOWING: "showing",
    pyatspi.STATE_ENABLED: "enabled",
    pyatspi.STATE_EDITABLE: "editable",
    pyatspi.STATE_ACTIVE: "active",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_CHECKED: "checked",
}
#: Named keys (X keysyms); a letter or digit is its own keysym.
KEYSYMS = {
    "Tab": 0xFF09,
    "Return": 0xFF0D,
    "Escape": 0xFF1B,
    "space": 0x20,
    "BackSpace": 0xFF08,
    "Delete": 0xFFFF,
    "Home": 0xFF50,
    "End": 0xFF57,
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Right": 0xFF53,
    "Down": 0xFF54,
    "F6": 0xFFC3,
    "F10": 0xFFC7,
}
#: Modifier masks (X's ShiftMask, ControlMask, Mod1Mask), locked around a key press.
MODIFIERS = {"shift": 1, "ctrl": 4, "alt": 8}
#: Objects a label can name (Orca reads the label of these when they have no name).
LABELLED = {"text", "password text", "entry", "combo box", "spin button", "slider", "filler"}
TEXTS = {"text", "password text", "entry"}
#: Whose description the tests read: a field's tokens in words, a view's rows.
DESCRIBED = TEXTS | {"table", "tree", "tree table", "list"}
#: Views whose current item Qt marks focused (the focus event is the view's).
VIEWS = {"list", "table", "tree", "tree table"}
#: Seconds between two typed characters (a whole text at once can lose characters when
#: the app is busy: its keyboard state and the keys' order are not kept together).
TYPING = 0.03
#: A window's deepest levels are not read past this (a guard, not a limit ever reached).
DEEPEST = 60

Node = dict[str, Any]


def the_app() -> Any:
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == APP_NAME:
            return app
    return None


def states_of(accessible: Any, held: Any = None) -> list[str]:
    held = held if held is not None else accessible.getState()
    return [name for state, name in STATES.items() if held.contains(state)]


def labelled_by(accessible: Any) -> list[str]:
    names = []
    for relation in accessible.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            for index in range(relation.getNTargets()):
                names.append(relation.getTarget(index).name or "")
    return names


def text_of(accessible: Any) -> str:
    """What a text field holds (its name is what it is called)."""
    text = accessible.queryText()
    return str(text.getText(0, text.characterCount))


def node(accessible: Any, depth: int = 0, *, children: bool = True, held: Any = None) -> Node:
    """The object as a screen reader reads it; only what is showing, below it. Each
    question is a round trip to the app: a child's states are asked once, and the
    description only of what the tests read it of (fields, and views with their words)."""
    kids: list[Node] = []
    if children and depth < DEEPEST:
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            states = child.getState() if child is not None else None
            if states is not None and states.contains(pyatspi.STATE_SHOWING):
                kids.append(node(child, depth + 1, held=states))
    role = accessible.getRoleName()
    return {
        "role": role,
        "name": accessible.name or "",
        "description": (accessible.description or "") if role in DESCRIBED else "",
        "states": states_of(accessible, held),
        "labelled_by": labelled_by(accessible) if role in LABELLED else [],
        "text": text_of(accessible) if role in TEXTS else "",
        "children": kids,
    }


class Focus:
    """The object that last said it took the keyboard focus: what Orca speaks, from the
    same event (an object's own focused state is not enough: Qt marks a view's current
    item focused while the view is not, and a widget whose focus proxy has the focus)."""

    def __init__(self) -> None:
        self.accessible: Any = None
        pyatspi.Registry.registerEventListener(self.changed, "object:state-changed:focused")

    def changed(self, event: Any) -> None:
        if event.detail1:
            self.accessible = event.source

    def path(self) -> list[Node] | None:
        """The focused object and the objects it is in, from its window down; a view's
        current item after the view (Orca reads it with the view)."""
        path: list[Node] = []
        accessible = self.accessible
        # An event heard is not always the last one sent: the focus is where the last
        # event heard says only while that object says so too (else: on its way).
        if accessible is None or not accessible.getState().contains(pyatspi.STATE_FOCUSED):
            return None
        if accessible.getRoleName() in VIEWS:
            for index in range(accessible.childCount):
                item = accessible.getChildAtIndex(index)
                if item is not None and item.getState().contains(pyatspi.STATE_FOCUSED):
                    accessible = item
                    break
        while accessible is not None and accessible.getRoleName() != "application":
            path.insert(0, node(accessible, children=False))
            accessible = accessible.parent
        return path or None


def press(key: str) -> None:
    """``ctrl+shift+t``: the modifiers held while the key goes down and up."""
    *held, name = key.split("+") if key != "+" else ["+"]
    mask = sum(MODIFIERS[modifier] for modifier in held)
    keysym = KEYSYMS.get(name, ord(name) if len(name) == 1 else None)
    if keysym is None:
        raise ValueError(f"unknown key {key!r}")
    registry = pyatspi.Registry
    if mask:
        registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
    try:
        registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    finally:
        if mask:
            registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)


def answer(command: dict[str, Any], focus: Focus) -> object:
    if command["do"] == "keys":
        for key in command["keys"]:
            press(key)
        return True
    if command["do"] == "type":
        for character in command["text"]:  # a key at a time, as fast as a quick typist
            pyatspi.Registry.generateKeyboardEvent(0, character, pyatspi.KEY_STRING)
            time.sleep(TYPING)
        return True
    if command["do"] == "focus":
        return focus.path()
    if command["do"] in ("tree", "windows"):
        app = the_app()
        if app is None:
            return None
        windows = [app.getChildAtIndex(i) for i in range(app.childCount)]
        whole = command["do"] == "tree"
        return [node(window, children=whole) for window in windows if window is not None]
    raise ValueError(f"unknown command {command!r}")


CHANGES = ("object:property-change", "object:state-changed", "object:children-changed")


def ignore(_event: Any) -> None:
    """(libatspi updates what it keeps before it calls a listener.)"""


def main() -> int:
    """Answer commands from inside the event loop, which hears the focus events."""
    # libatspi keeps what it read of objects and updates it from the events that say they
    # changed, when it hears them: as Orca, listen to them all. Names and states are
    # asked of the app each time all the same (an event can come after the question).
    for kind in CHANGES:
        pyatspi.Registry.registerEventListener(ignore, kind)
    kept = Atspi.Cache.ROLE | Atspi.Cache.PARENT | Atspi.Cache.CHILDREN | Atspi.Cache.INTERFACES
    pyatspi.Registry.getDesktop(0).set_cache_mask(kept)
    focus = Focus()

    def command(_source: object, _condition: object) -> bool:
        line = sys.stdin.readline()
        if not line:
            pyatspi.Registry.stop()
            return False
        try:
            reply: object = {"ok": answer(json.loads(line), focus)}
        except Exception as exc:  # an object went away while it was read: say so, go on
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(reply, ensure_ascii=False), flush=True)
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, command)
    print(json.dumps({"ok": "ready"}), flush=True)
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
