"""The cases of ``test_gui_paths`` for the File, Edit, Step and Recipe menus (the rest
are in ``paths_cases_run``), and for the buttons that do the same: one case per menu
entry and per button, by its object name (see :func:`paths_person.reachable`). A case
says what opens (a dialog, a window, a file chooser, a question) with its title in the
UI language and its real content, or what it does in place, checked by its effect; and
it leaves what it found: it cancels what it opened, undoes what it changed (with Edit ›
Undo) and closes its windows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from paths_person import Case, case_table, lead, one
from paths_support import GREETING, IN_THE_TRASH, RECORDED_WITH, shown_texts
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.library.names import fresh_name
from recipe_studio.core.library.share import export_file_name
from recipe_studio.core.model import ToolStep, WaitStep
from recipe_studio.core.profiles import PROFILES
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.core.settings_file import peek_settings
from recipe_studio.core.sharefile import OPENABLE_PATTERNS, SHARE_SUFFIX
from recipe_studio.gui.recipe.steps_mime import STEPS_MIME
from recipe_studio.gui.texts import connection_label
from recipe_studio.gui.words import profile_title, tool_words

if TYPE_CHECKING:
    from paths_person import Person

#: The case of each path, by its key (see :class:`paths_person.Reach`).
CASES: dict[str, Case] = {}
case = case_table(CASES)


# --------------------------------------------------------------------------- File


@case("actionNew", "welcome/newButton", "library/newButton", state="welcome")
def new_recipe(p: Person, key: str) -> None:
    assert p.do(key) == []
    assert p.session().display_name() == p.said("Session", "Untitled recipe")
    assert p.window.focusWidget() is p.editor().name_edit


@case("actionImport", "welcome/importButton", "library/importButton", state="welcome")
def import_files(p: Person, key: str) -> None:
    chooser = one(p.do(key), "getOpenFileNames")
    assert chooser.title == p.said("LibraryActions", "Import recipes")
    for pattern in OPENABLE_PATTERNS:
        assert pattern in chooser.text, f"the chooser does not offer {pattern}"


@case("actionSave")
def save(p: Person, key: str) -> None:
    assert p.choose(key) == []
    assert p.status() == p.said("MainWindow", "Saved.")
    assert p.shown_name() == "Greeting"


@case("actionSaveAs")
def save_as(p: Person, key: str) -> None:
    free = fresh_name("Greeting", p.window.parts.library.exists)
    asked = one(p.choose(key), "getText")
    assert asked.title == p.said("Saving", "Save as")
    assert asked.text.splitlines() == [p.tr("Saving", "New name:"), free]
    assert p.shown_name() == "Greeting"  # cancelled: saved under no other name


@case("actionExport", "actionExportRecipes")
def export(p: Person, key: str) -> None:
    chooser = one(p.choose(key), "getSaveFileName")
    assert chooser.title == p.said("LibraryActions", "Export")
    assert chooser.args[0] == export_file_name(["Greeting"])  # the recipe highlighted
    assert f"*{SHARE_SUFFIX}" in chooser.args[1]


@case("actionVersions")
def versions(p: Person, key: str) -> None:
    dialog = one(p.choose(key), "dialog", "VersionsDialog")
    title = p.said("LibraryActions", "Versions of “{name}”")
    assert dialog.title == title.format(name="Greeting")
    version = lead(p.tr("LibraryActions", "Version {n} · {when}")).rstrip()
    for number in (1, 2):  # saved three times: two kept versions
        assert f"{version} {number} ·" in dialog.text, f"version {number} is not listed"


@case("actionTrash", state="welcome")
@case("actionShowTrash")
def trash(p: Person, key: str) -> None:
    dialog = one(p.choose(key), "dialog", "TrashDialog")
    assert dialog.title == p.said("LibraryActions", "Trash")
    deleted = lead(p.tr("LibraryActions", "{name} — deleted {when}").replace("{name}", "", 1))
    assert f"{IN_THE_TRASH}{deleted}" in dialog.text, f"“{IN_THE_TRASH}” is not listed"


@case("actionQuit", state="last")
def quit_(p: Person, key: str) -> None:
    assert p.choose(key) == []
    assert not p.window.isVisible()
    assert peek_settings()["window"]["geometry"]  # the layout is kept for the next start


# --------------------------------------------------------------------------- Edit


@case("actionUndo", "actionRedo")
def undo_redo(p: Person, key: str) -> None:
    rows = p.rows()
    p.choose("actionAddWait")
    assert p.rows() == rows + 1
    p.choose("actionUndo")
    assert p.rows() == rows
    if key == "actionRedo":
        p.choose(key)
        assert p.rows() == rows + 1
        p.choose("actionUndo")
    assert not p.session().modified


@case("actionCut", "actionDelete")
def remove_steps(p: Person, key: str) -> None:
    uids = [step.uid for step in p.session().document.steps]
    p.click_row(0)
    assert p.choose(key) == []
    assert [step.uid for step in p.session().document.steps] == uids[1:]
    if key == "actionCut":
        assert STEPS_MIME in clipboard_formats()
    p.choose("actionUndo")
    assert [step.uid for step in p.session().document.steps] == uids


@case("actionCopy", "actionPaste", "actionDuplicate")
def copy_paste(p: Person, key: str) -> None:
    rows = p.rows()
    p.click_row(0)
    if key != "actionDuplicate":
        QGuiApplication.clipboard().clear()
        p.choose("actionCopy")
        assert STEPS_MIME in clipboard_formats()
        assert p.rows() == rows
    if key != "actionCopy":
        assert p.choose(key) == []
        added = p.session().document.steps[1]
        assert isinstance(added, ToolStep)
        assert added.tool == GREETING["steps"][0]["tool"]
        assert p.rows() == rows + 1
        p.choose("actionUndo")
        assert p.rows() == rows


def clipboard_formats() -> list[str]:
    mime = QGuiApplication.clipboard().mimeData()
    return list(mime.formats()) if mime is not None else []


@case("actionFind", state="welcome")
def find(p: Person, key: str) -> None:
    assert p.choose(key) == []
    assert p.window.focusWidget() is p.window.frame.library_panel.search


@case("actionPreferences", state="welcome")
def preferences(p: Person, key: str) -> None:
    dialog = one(p.choose(key), "dialog", "PreferencesDialog")
    assert dialog.title == p.said("Preferences", "Preferences")
    for shown in ("Français", "English", connection_label(BUILTIN_CONNECTION)):
        assert shown in dialog.text.splitlines(), shown
    workspace = p.window.parts.settings.value.workspace_folder()
    assert str(workspace) in dialog.text.splitlines()


# --------------------------------------------------------------------------- Step


@case("actionAddStep", "actionAddWait")
def add_step(p: Person, key: str) -> None:
    before = {step.uid for step in p.session().document.steps}
    p.click_row(0)
    shown = p.choose(key)
    added = [step for step in p.session().document.steps if step.uid not in before]
    assert len(added) == 1
    if key == "actionAddStep":  # a tool step, and the tools to choose its tool from
        picker = one(shown, "dialog", "ToolPickerDialog")
        assert picker.title.startswith(lead(p.said("ToolPicker", "Choose a tool — {catalog}")))
        assert isinstance(added[0], ToolStep)
        assert not added[0].tool
    else:
        assert shown == []
        assert isinstance(added[0], WaitStep)
    p.choose("actionUndo")
    assert {step.uid for step in p.session().document.steps} == before


@case("actionMoveUp", "actionMoveDown")
def move(p: Person, key: str) -> None:
    uids = [step.uid for step in p.session().document.steps]
    p.click_row(1 if key == "actionMoveUp" else 0)
    assert p.choose(key) == []
    assert [step.uid for step in p.session().document.steps] == [uids[1], uids[0], *uids[2:]]
    p.choose("actionUndo")
    assert [step.uid for step in p.session().document.steps] == uids


@case("actionChooseTool")
def choose_tool(p: Person, key: str) -> None:
    p.click_row(0)
    dialog = one(p.choose(key), "dialog", "ToolPickerDialog")
    assert dialog.title.startswith(lead(p.said("ToolPicker", "Choose a tool — {catalog}")))
    catalog = p.session().catalog
    assert tool_words(catalog).tool("get_datetime") in dialog.text.splitlines()
    current = p.tr("ToolPicker", "Technical name: {name}").format(name="get_datetime")
    assert current in dialog.text  # the step's tool, chosen in the list


# --------------------------------------------------------------------------- Recipe


@case("actionConvert")
def convert(p: Person, key: str) -> None:
    asked = one(p.choose(key), "getItem")
    assert asked.title == p.said("LibraryActions", "Convert to…")
    targets = asked.args[1]
    assert profile_title(PROFILES["windows"]) in targets
    assert profile_title(PROFILES["macos"]) not in targets  # (it is one already)
    assert p.session().document.profile.name == "macos"


@case("actionTools", state="welcome")
def browse_tools(p: Person, key: str) -> None:
    buttons: list[bool] = []

    def look(dialog: QDialog) -> None:
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        buttons.append(box.button(QDialogButtonBox.StandardButton.Ok).isEnabled())

    p.catcher.answer = look
    dialog = one(p.choose(key), "dialog", "ToolPickerDialog")
    assert dialog.title.startswith(lead(p.said("LibraryActions", "Tools — {catalog}")))
    assert tool_words(bundled_catalog("macos")).tool("get_datetime") in dialog.text.splitlines()
    assert p.tr("LibraryActions", "Add to recipe") in dialog.text
    assert buttons == [False]  # no recipe is shown: nothing to add the tool to


@case("actionUseElsewhere", state="welcome")
def use_elsewhere(p: Person, key: str) -> None:
    dialog = one(p.choose(key), "dialog", "UseElsewhereDialog")
    assert dialog.title == p.said("UseElsewhere", "Use in other apps")
    for name in ("Time check", "Greeting"):
        quoted = p.tr("UseElsewhere", "“{name}”").format(name=name)
        assert quoted in dialog.text, f"{quoted} is not among the recipes that will appear"


@case("actionRecord", state="welcome")
def record(p: Person, key: str) -> None:
    assert p.choose(key) == []
    [window] = p.windows
    assert type(window).__name__ == "RecordDialog"
    assert window.windowTitle() == p.said("Recording", "Record from another app")
    texts = shown_texts(window)
    assert p.tr("Recording", "Waiting for the app's first call…") in texts
    assert connection_label(BUILTIN_CONNECTION) in texts
    p.close_window(window)


@case("actionRecordings", state="welcome")
def recordings(p: Person, key: str) -> None:
    assert p.choose(key) == []
    [window] = p.windows
    assert type(window).__name__ == "RecordingsDialog"
    assert window.windowTitle() == p.said("Recording", "Recordings and past runs")
    assert RECORDED_WITH in shown_texts(window), f"the recording of {RECORDED_WITH} is not listed"
    p.close_window(window)
