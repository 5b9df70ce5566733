"""A test per path, from the real window (issue 33).

The window is started exactly as ``recipe-studio gui`` starts it
(:func:`recipe_studio.gui.start.app.start_window`: its frame first, then the theme and the
translations of the language in the settings file, the list, the welcome page; the
working parts are built when something first needs them), on a Studio home as a person
has it: saved recipes (one saved three times, so it has versions), one in the trash, a
recording and a recent recipe (``paths_support.seed_home``); in English and in French.
Then every menu entry and every button of the welcome page and of the library list is
chosen as a person chooses it (its menu opened first, a recipe opened by clicking it in
the list), and what it opens must show its real content in the UI language and close
cleanly, or what it does in place must have its effect (the cases: ``paths_cases`` and
``paths_cases_run``).
Nothing is built by hand: each dialog is the one the window built, caught where Qt
would show it (``paths_support.Catcher``).

The paths are read from the window at run time (``paths_person.reachable``): a menu
entry or a button without a case fails the test, naming it, until it has one; so does a
case whose path is gone, and an entry or a button without an object name.

What else fails a path, named after it (``paths_support.watching``):

- a record at WARNING or above from Python's logging (``caplog``);
- a Qt message at warning level or above (pytest-qt's ``qtlog``; ``qt_log_level_fail =
  WARNING`` in pyproject.toml fails the test as a whole too), but for the offscreen
  plugin's noise that tests/gui/conftest.py ignores;
- an exception: in a slot (``qtbot.captureExceptions``) or in the case;
- a Python warning (recorded with ``warnings.catch_warnings``: ``filterwarnings =
  error`` would make it an exception where it is raised, which the app might catch);
- a dialog still shown when its ``exec`` returns, a window left open after the case,
  a dialog the window still holds once it is closed (one more hidden dialog per use),
  a recipe left with unsaved changes.

One window per language and one test each: every case runs, and the test fails with the
list of every failing path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import paths_cases
import paths_cases_run
import pytest
from paths_person import Person, Reach, reachable
from paths_support import (
    Catcher,
    kept_dialogs,
    open_windows,
    seed_home,
    start_as_the_app,
    watching,
)
from PySide6.QtWidgets import QDialog

from recipe_studio.gui.i18n import install_translations, ui_language

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtWidgets import QApplication

    from recipe_studio.gui.window.main_window import MainWindow

#: Every case, by its key.
CASES = {**paths_cases.CASES, **paths_cases_run.CASES}
assert len(CASES) == len(paths_cases.CASES) + len(paths_cases_run.CASES), "a key has two cases"
#: The order the cases run in: from the welcome page, with the recipe open, then Quit.
STATES = ("welcome", "recipe", "last")
#: What the offscreen plugin says each time a menu pops up (as a person opens one): it
#: cannot raise a window or grab the keyboard. It says nothing about the app.
MENU_NOISE = (
    r"^This plugin does not support raise\(\)$",
    r"^This plugin does not support grabbing the keyboard$",
)


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    """The next tests speak English again (the start installed the settings' language)."""
    yield
    install_translations(qapp, "en")


@pytest.mark.qt_log_ignore(*MENU_NOISE)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_path_shows_its_real_content_and_closes_cleanly(
    language: str,
    qtbot: Any,
    qtlog: object,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    english_after: None,
    no_leaked_windows: None,
) -> None:
    seed_home(language)
    catcher = Catcher()
    catcher.install(monkeypatch)
    person = Person(start_as_the_app(qtbot), catcher, qtbot, language)
    with watching(qtbot, qtlog, caplog) as problems:
        check_start(person)
    failures = [f"the start: {problem}" for problem in problems]
    paths = reachable(person.window)
    failures += unmatched(paths)
    for key in in_order(paths):
        with watching(qtbot, qtlog, caplog) as problems:
            run_case(person, key)
        failures += [f"{key}: {problem}" for problem in problems]
    assert not failures, "\n".join(failures)


def check_start(person: Person) -> None:
    """What the start shows before anything is chosen: the settings' language, the
    recent recipe on the welcome page, and nothing heavy built yet."""
    window = person.window
    assert ui_language() == person.language
    assert not window.built, "the working parts were built before anything needed them"
    assert window.welcome is not None
    assert window.welcome.recent_names() == ["Time check"]
    assert window.frame.menus["file"].title() == person.said("Menus", "&File")


def unmatched(paths: list[Reach]) -> list[str]:
    """Paths without a case, cases without a path, and paths without a name."""
    keys = list(dict.fromkeys(reach.key for reach in paths))
    named = [key for key in keys if key and not key.endswith("/")]
    problems = [
        f"{key}: no case says what it opens (add one to paths_cases or paths_cases_run)"
        for key in named
        if key not in CASES
    ]
    problems += [
        f"“{reach.widget.text()}” ({reach.key or 'a menu entry'}) has no object name"
        for reach in paths
        if reach.key not in named
    ]
    gone = [key for key in CASES if key not in keys]
    problems += [f"{key}: a case for a path the window no longer has" for key in gone]
    return problems


def in_order(paths: list[Reach]) -> list[str]:
    """The keys that have a case, from the welcome page first to Quit last (the
    window's order within each)."""
    keys = [key for key in dict.fromkeys(reach.key for reach in paths) if key in CASES]
    return sorted(keys, key=lambda key: STATES.index(CASES[key].state))


def run_case(person: Person, key: str) -> None:
    """The case of ``key``, and what no case may leave behind (put right after it, so
    that one failing case does not fail the next ones)."""
    case = CASES[key]
    dialogs = set(person.window.findChildren(QDialog))
    try:
        person.prepare(case.state)
        case.check(person, key)
    finally:
        person.catcher.answer = None
        left = [window.windowTitle() for window in open_windows(person.window)]
        for window in open_windows(person.window):
            window.close()
        unsaved = back_to_saved(person.window)
    assert not left, f"left open: {left}"
    assert not unsaved, f"left with unsaved changes: {unsaved}"
    kept = kept_dialogs(person.window, dialogs)
    assert not kept, f"closed, but kept by the window (one more per use): {kept}"


def back_to_saved(window: MainWindow) -> list[str]:
    """The recipes with unsaved changes, undone back to as they were saved."""
    unsaved = window.parts.recipes.unsaved() if window.built else []
    for session in unsaved:
        stack = session.undo_stack
        stack.setIndex(stack.cleanIndex()) if stack.cleanIndex() >= 0 else stack.setClean()
    return [session.display_name() for session in unsaved]
