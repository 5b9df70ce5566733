"""Before a test run starts: whether it can (saying why not), and the values of its params."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDockWidget, QInputDialog, QMessageBox, QWidget

from recipe_studio.core.problems import has_errors
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.run.params_dialog import ParamsDialog

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.settings import SettingsStore

tr = translator("RunController")


def ready_to_run(
    session: EditorSession, busy: bool, say: Callable[[str], None], parent: QWidget
) -> bool:
    """Whether a run of ``session`` can start now (``say`` is told why not)."""
    if busy:
        say(tr("A run is in progress; stop it first."))
        return False
    if not session.document.steps:
        say(tr("The recipe has no steps yet."))
        return False
    if has_errors(session.validate_now()):
        answer = QMessageBox.question(
            parent,
            tr("The recipe has errors"),
            tr("The Problems panel lists errors; the run may fail where they are. Test it anyway?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes
    return True


def ask_params(
    session: EditorSession, settings: SettingsStore, parent: QWidget
) -> dict[str, Any] | None:
    """The param values for a run (asked when the recipe has params), None: cancelled."""
    doc = session.document
    if not any(p.raw is None and p.name for p in doc.params):
        return {}
    last = settings.recipe(session.recipe_id).last_params
    dialog = ParamsDialog(doc.recipe, doc.profile, last, parent)
    if not run_modal(dialog):
        return None
    settings.update_recipe(session.recipe_id, last_params=dialog.values)
    return dialog.values


def ask_step_limit(
    session: EditorSession, settings: SettingsStore, say: Callable[[str], None], parent: QWidget
) -> None:
    """The recipe's run setting: how long one step may take in all (for long tools)."""
    if not session.recipe_id:
        say(tr("Save the recipe first: its time limit is kept with it."))
        return
    current = settings.recipe(session.recipe_id).step_limit_or_default()
    silence = round(settings.value.silence_limit_or_default())
    minutes, ok = QInputDialog.getInt(
        parent,
        tr("Step time limit"),
        tr(
            "How many minutes may one step take in all? A tool that keeps reporting "
            "progress may work this long; one that gives no sign of life for %n second(s) "
            "is stopped sooner (Preferences).",
            silence,
        ),
        max(1, round(current / 60)),
        1,
        24 * 60,
    )
    if ok:
        settings.update_recipe(session.recipe_id, step_limit=minutes * 60.0)
        say(tr("Each step of this recipe may now take up to %n minute(s).", minutes))


def trial_params(session: EditorSession, settings: SettingsStore) -> dict[str, Any]:
    """The values a tried step runs with, asking nothing: each param's last value, else
    its default (a param with neither is left out: the run says which one it needs)."""
    last = settings.recipe(session.recipe_id).last_params
    values: dict[str, Any] = {}
    for param in session.document.params:
        if param.raw is not None or not param.name:
            continue
        if param.name in last:
            values[param.name] = last[param.name]
        elif param.has_default:
            values[param.name] = param.default
    return values


def bring_forward(panel: QWidget) -> None:
    """Show the dock (or tab) ``panel`` is in, in front of its neighbours, without taking
    the keyboard focus from where the person is typing."""
    dock = panel.parentWidget()
    while dock is not None and not isinstance(dock, QDockWidget):
        dock = dock.parentWidget()
    if dock is None:
        return
    if not dock.isVisible():
        dock.show()
    dock.raise_()
