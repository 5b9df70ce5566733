"""The parts of the main window that need the models, catalogs and validation.

:func:`assemble` builds them into a :class:`WindowFrame` that is already on screen (or
at once, for a window built in one go): the library, the open recipes and their editor
stack in place of the frame's "Getting ready…", the Problems and Run panels in their
tabs, and the controllers for library flows, saving and runs.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel

from recipe_studio.core.library import Library
from recipe_studio.gui.catalog_choice import CatalogChoices
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.import_export import ImportExport
from recipe_studio.gui.library_flows import LibraryFlows
from recipe_studio.gui.open_recipes import OpenRecipes
from recipe_studio.gui.opening import RecipeOpener
from recipe_studio.gui.outside_changes import OutsideChanges
from recipe_studio.gui.problems_panel import ProblemsPanel
from recipe_studio.gui.recent import RecentRecipes
from recipe_studio.gui.run.controller import RunController
from recipe_studio.gui.run.panel import RunPanel
from recipe_studio.gui.run.signin_notice import SignInNotice
from recipe_studio.gui.save_flow import SaveFlow
from recipe_studio.gui.selection import SelectionFollowsEditor
from recipe_studio.gui.session_view import SessionStack
from recipe_studio.gui.settings import SettingsStore
from recipe_studio.gui.undo_menu import UndoActions
from recipe_studio.gui.welcome import WelcomePage
from recipe_studio.gui.window_frame import WindowFrame

tr = translator("MainWindow")


def assemble(frame: WindowFrame, library: Library | None = None) -> None:
    """Build the window's working parts into ``frame`` (see the module's text)."""
    frame.library = library if library is not None else Library()
    frame.settings = SettingsStore(frame)
    frame.recipes = OpenRecipes(frame)
    frame.save_flow = SaveFlow(frame.library, frame)
    frame.library_panel.open_requested.disconnect(frame.open_when_ready)
    frame.library_panel.attach(frame.library)
    frame.welcome = WelcomePage(frame.library, frame.settings)
    frame.stack = SessionStack(frame.recipes, frame.welcome)
    frame.splitter.replaceWidget(1, frame.stack)
    frame.waiting.deleteLater()
    _fill_docks(frame)
    frame.settle_docks()
    frame.runs = RunController(
        frame.recipes,
        frame.settings,
        frame.run_panel,
        frame,
        status=frame.show_status,
        selected_rows=frame.selected_rows,
        select_step=lambda session, row: frame.stack.view(session).editor.select_step(row),
    )
    frame.signin_notice = SignInNotice(frame.runs.relay, frame.statusBar(), frame)
    frame.catalog_choices = CatalogChoices(
        frame.settings, frame.runs.connections, frame.recipes, frame.runs.test_connection
    )
    frame.opener = RecipeOpener(
        frame.library, frame.recipes, frame.stack, frame.show_status, frame,
        relist=frame.library_panel.refresh,
    )  # fmt: skip
    frame.selection = SelectionFollowsEditor(frame.recipes, frame.library_panel, frame)
    frame.recent = RecentRecipes(frame.recipes, frame.settings, frame)
    open_name = frame.opener.open_name
    frame.flows = LibraryFlows(frame.library, frame.recipes, frame.library_panel, frame, open_name)
    frame.flows.on_duplicated = frame.catalog_choices.copy
    frame.actions_ = ImportExport(
        frame.library, frame.recipes, frame.library_panel, frame, frame.show_status, open_name
    )
    frame.outside = OutsideChanges(frame.library, frame.recipes, frame.show_status, frame)
    frame.library_panel.outside_changes.connect(frame.outside.follow)
    _connect_starting_points(frame)
    frame.runs.watch_try_action(frame.menus["run"], frame.menu_actions["try_step"])
    frame.undo_actions = UndoActions(frame.menus["edit"], frame)
    # (Once the recipe's page is laid out: its height depends on its width.)
    frame.recipes.current_changed.connect(
        lambda _session: QTimer.singleShot(0, frame, frame.fit_docks_to_editor)
    )


def _fill_docks(frame: WindowFrame) -> None:
    """The Problems and Run panels in their tabs; the problem count in the status bar."""
    frame.problems = ProblemsPanel()
    frame.problems_dock.setWidget(frame.problems)
    frame.status_counts = QLabel()
    frame.status_counts.setAccessibleName(tr("Problem count"))
    frame.statusBar().addPermanentWidget(frame.status_counts)
    frame.problems.counts_changed.connect(frame.status_counts.setText)
    frame.problems.follow(frame.recipes)
    frame.run_panel = RunPanel()
    frame.run_dock.setWidget(frame.run_panel)


def _connect_starting_points(frame: WindowFrame) -> None:
    welcome = frame.welcome
    welcome.new_requested.connect(frame.opener.new_recipe)
    welcome.import_requested.connect(frame.actions_.import_files)
    welcome.example_chosen.connect(frame.opener.open_example)
    welcome.recent_chosen.connect(frame.opener.open_name)
    panel = frame.library_panel
    panel.open_requested.connect(frame.opener.open_entry)
    panel.new_requested.connect(frame.opener.new_recipe)
    panel.duplicate_requested.connect(frame.flows.duplicate)
    panel.rename_requested.connect(frame.flows.rename)
    panel.delete_requested.connect(frame.flows.delete)
    panel.trash_requested.connect(frame.flows.show_trash)
    panel.import_requested.connect(frame.actions_.import_files)
    panel.export_requested.connect(frame.actions_.export)
