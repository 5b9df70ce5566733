"""The cases of ``test_gui_paths`` for the Run, View and Help menus, the library list's
More menu and buttons, and the welcome page (the others, and what a case is, are in
``paths_cases``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from paths_person import Case, case_table, one
from paths_support import shown_texts
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QToolButton

from recipe_studio import __version__
from recipe_studio.core.examples import examples
from recipe_studio.core.library.names import fresh_name
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.texts import connection_label
from recipe_studio.gui.welcome.welcome import example_name

if TYPE_CHECKING:
    from paths_person import Person

#: The case of each path, by its key (see :class:`paths_person.Reach`).
CASES: dict[str, Case] = {}
case = case_table(CASES)


# --------------------------------------------------------------------------- Run


@case("actionRun", "actionRehearse", "actionRunSelected", "actionRunToSelected")
@case("actionStepThrough")
def run_asks_values(p: Person, key: str) -> None:
    p.click_row(0)
    dialog = one(p.choose(key), "dialog", "ParamsDialog")
    assert dialog.title == p.said("RunDialogs", "Run “{name}”").format(name="Greeting")
    assert "who" in dialog.text.splitlines(), "the param is not asked for"
    assert "Ann" in dialog.text.splitlines(), "its default is not offered"
    assert not p.window.parts.runs.running  # cancelled: nothing runs


@case("actionTryStep")
def try_step(p: Person, key: str) -> None:
    p.click_row(1)  # the wait: nothing to try
    assert p.why_disabled(key) == p.tr("TryStep", "Only a tool step can be tried.")
    p.click_row(0)
    assert p.choose(key) == []
    tried(p)


def tried(p: Person) -> None:
    """Step 1 has a result (tried now through Run › Try this step if it has none)."""
    uid = p.session().document.steps[0].uid
    if uid not in p.session().run_state.results and not p.window.parts.runs.running:
        p.click_row(0)
        p.choose("actionTryStep")
    p.qtbot.waitUntil(lambda: not p.window.parts.runs.running, timeout=30_000)
    assert "date" in p.session().run_state.results[uid], p.status()


@case("actionStop")
def stop(p: Person, key: str) -> None:
    def run(dialog: QDialog) -> None:
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        box.button(QDialogButtonBox.StandardButton.Ok).click()

    p.catcher.answer = run  # (Run, with the value offered)
    one(p.choose("actionRun"), "dialog", "ParamsDialog")
    runs = p.window.parts.runs
    assert runs.running
    seen = len(p.catcher.shown)
    assert p.choose(key) == []
    p.qtbot.waitUntil(lambda: not runs.running, timeout=4_000)
    shown = p.session().run_state.shown
    assert shown is not None
    assert shown.cancelled
    assert p.catcher.since(seen) == []  # a stop asked for is no error to report


@case("actionStepTimeLimit")
def step_time_limit(p: Person, key: str) -> None:
    asked = one(p.choose(key), "getInt")
    assert asked.title == p.said("RunController", "Step time limit")


@case("actionBreakpoint")
def breakpoint_(p: Person, key: str) -> None:
    p.click_row(0)
    uid = p.session().document.steps[0].uid
    assert p.choose(key) == []
    assert p.session().run_state.breakpoints == {uid}
    p.choose(key)
    assert p.session().run_state.breakpoints == set()


@case("actionPin", "actionUnpin")
def pin(p: Person, key: str) -> None:
    tried(p)
    p.click_row(0)
    uid = p.session().document.steps[0].uid
    assert p.choose("actionPin") == []
    assert uid in p.session().run_state.pins
    if key == "actionUnpin":
        assert p.choose(key) == []
        assert uid not in p.session().run_state.pins
        p.choose("actionUndo")
    p.choose("actionUndo")
    assert uid not in p.session().run_state.pins


@case("actionSaveReport")
def save_report(p: Person, key: str) -> None:
    tried(p)
    chooser = one(p.choose(key), "getSaveFileName")
    assert chooser.title == p.said("TestReport", "Save test report")
    assert chooser.args[0] == "Greeting.html"
    assert "*.html" in chooser.args[1]
    assert "*.pdf" in chooser.args[1]


@case("actionPublish")
def publish(p: Person, key: str) -> None:
    asked = one(p.choose(key), "getItem")
    assert asked.title == p.said("Publish", "Publish")
    assert BUILTIN_CONNECTION in asked.args[1]


@case("actionConnections", state="welcome")
def connections(p: Person, key: str) -> None:
    dialog = one(p.choose(key), "dialog", "ConnectionsDialog")
    assert dialog.title == p.said("RunDialogs", "Connections")
    builtin = connection_label(BUILTIN_CONNECTION)
    assert builtin in dialog.text, f"the connection “{builtin}” is not listed"


# --------------------------------------------------------------------------- View, Help


@case("actionProblemsDock", "actionRunDock")
def dock(p: Person, key: str) -> None:
    frame = p.window.frame
    tab = frame.problems_dock if key == "actionProblemsDock" else frame.run_dock
    hidden = tab.isHidden()
    assert p.choose(key) == []
    assert tab.isHidden() != hidden
    p.choose(key)
    assert tab.isHidden() == hidden


@case("actionTour", "welcome/tourButton", state="welcome")
def tour(p: Person, key: str) -> None:
    assert p.do(key) == []
    [window] = p.windows
    assert window.windowTitle() == p.said("Tour", "Guided tour")
    first = p.tr("Tour", "Your recipes")
    assert f"1/6 · {first}" in shown_texts(window)
    [next_] = [b for b in window.findChildren(QPushButton) if b.text() == p.tr("Tour", "Next")]
    p.click(next_)
    assert f"2/6 · {p.tr('Tour', 'The recipe')}" in shown_texts(window)
    p.close_window(window, p.tr("Tour", "Close"))


@case("actionExamples", state="welcome")
def add_examples(p: Person, key: str) -> None:
    assert p.choose(key) == []
    names = [example_name(example) for example in examples()]
    missing = set(names) - set(p.listed())
    assert not missing, f"examples not in the list: {missing}"
    assert p.shown_name() in names


@case("actionAbout", state="welcome")
def about(p: Person, key: str) -> None:
    dialog = one(p.choose(key), "dialog", "QDialog")
    assert dialog.title == p.said("About", "About Recipe Studio")
    assert f"Recipe Studio {__version__}" in dialog.text, "the version is not shown"


# --------------------------------------------------------------------------- the list


@case("library/moreButton")
def more(p: Person, key: str) -> None:
    [button] = p.buttons(key)
    panel = p.window.frame.library_panel
    assert isinstance(button, QToolButton)
    assert button.menu() is panel.more_menu
    assert button.popupMode() == QToolButton.ToolButtonPopupMode.InstantPopup
    # (Its entries are cases of their own: chosen in the menu as a click opens it.)


@case("actionDuplicateRecipe")
def duplicate_recipe(p: Person, key: str) -> None:
    copy = fresh_name("Greeting", p.window.parts.library.exists)
    assert p.choose(key) == []
    assert copy in p.listed()
    assert p.shown_name() == copy


@case("actionRenameRecipe")
def rename_recipe(p: Person, key: str) -> None:
    asked = one(p.choose(key), "getText")
    assert asked.title == p.said("LibraryActions", "Rename recipe")
    assert asked.text.splitlines() == [p.tr("LibraryActions", "New name:"), "Greeting"]
    assert "Greeting" in p.listed()


@case("actionTrashRecipe", "library/noticeButton")
def trash_and_undo(p: Person, key: str) -> None:
    p.open_in_list("Scratch")
    assert p.choose("actionTrashRecipe") == []
    assert "Scratch" not in p.listed()
    panel = p.window.frame.library_panel
    moved = p.tr("LibraryActions", "“{name}” was moved to the trash.").format(name="Scratch")
    assert panel.notice_label.text() == moved
    [undo] = p.buttons("library/noticeButton")
    assert p.click(undo) == []
    assert "Scratch" in p.listed()
    assert p.shown_name() == "Scratch"


# --------------------------------------------------------------------------- welcome page


@case("welcome/exampleButton", state="welcome")
def start_from_examples(p: Person, key: str) -> None:
    names = [button.text() for button in p.buttons(key)]
    assert names == [example_name(example) for example in examples()]
    for name in names:
        p.show_welcome()
        [button] = [button for button in p.buttons(key) if button.text() == name]
        assert p.click(button) == []
        assert p.session().display_name() == name
        assert name in p.listed()


@case("welcome/recentButton", state="welcome")
def open_recent(p: Person, key: str) -> None:
    names = [button.text() for button in p.buttons(key)]
    assert names, "no recent recipe is listed"
    for name in names:
        p.show_welcome()
        [button] = [button for button in p.buttons(key) if button.text() == name]
        assert p.click(button) == []
        assert p.shown_name() == name
