"""Every part of the main window, built in one place and handed back.

The window is built in steps (see :mod:`recipe_studio.gui.start.startup`), so its parts come
in groups that functions here build and return:

- :class:`FrameParts` (:func:`build_frame`), once the first frame is on screen: the
  menus (Undo and Redo among them, greyed out), the library list (from the index),
  "Getting ready…" where the editor goes, and the Problems and Run tabs, still empty.
- The welcome page (:func:`build_welcome`) in place of "Getting ready…", from the index
  and the settings file as they are on disk; with it the window has started, and what the
  welcome page and the library list ask for goes to the window
  (:func:`connect_starting_points`).
- :class:`WindowParts` (:func:`build_parts`) when first needed (a recipe opened, a menu
  action that needs them): the library, the settings, the open recipes and their pages
  (each recipe's editor and inspector), the Problems and Run panels in their tabs, and the
  controllers. Someone who has opened nothing has not loaded the models, the catalogs,
  validation or the run engine (see "Performance devices" in docs/architecture.md).

Each part is given only the few things it uses (the library, the open recipes, the
settings, a way to say something in the status bar, a parent for its dialogs), never
the window itself. The window keeps the dataclasses as they are returned.

The working parts' modules are imported inside :func:`build_parts`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QSplitter, QStatusBar

    from recipe_studio.core.library import Library
    from recipe_studio.gui.editor.catalog_choice import CatalogChoices
    from recipe_studio.gui.editor.save_flow import SaveFlow
    from recipe_studio.gui.editor.session_view import SessionStack
    from recipe_studio.gui.library.library_flows import LibraryFlows
    from recipe_studio.gui.library.library_panel import LibraryPanel
    from recipe_studio.gui.library.outside_changes import OutsideChanges
    from recipe_studio.gui.library.selection import SelectionFollowsEditor
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.run.controller import RunController
    from recipe_studio.gui.run.panel import RunPanel
    from recipe_studio.gui.run.signin_notice import SignInNotice
    from recipe_studio.gui.settings import SettingsStore
    from recipe_studio.gui.sharing.import_export import ImportExport
    from recipe_studio.gui.welcome.opening import RecipeOpener
    from recipe_studio.gui.welcome.recent import RecentRecipes
    from recipe_studio.gui.welcome.welcome import WelcomePage
    from recipe_studio.gui.window.problems_panel import ProblemsPanel
    from recipe_studio.gui.window.undo_menu import UndoActions

    #: Gets the working parts (building them the first time).
    GetParts = Callable[[], "WindowParts"]

tr = translator("MainWindow")

#: What a menu action calls, by the action's name (see :mod:`recipe_studio.gui.window.actions`).
Dispatch = Callable[[str], Callable[[], object]]
Status = Callable[[str], None]


@dataclass(frozen=True)
class FrameParts:
    """What the first frame shows, before the rest of the app has loaded."""

    library_panel: LibraryPanel
    #: "Getting ready…" where the editor goes; deleted once the editor is in its place.
    waiting: QLabel
    #: The library list on the left, the editor (at first ``waiting``) on the right.
    splitter: QSplitter
    problems_dock: QDockWidget
    run_dock: QDockWidget
    menus: dict[str, QMenu]
    menu_actions: dict[str, QAction]
    #: Undo and Redo in the Edit menu, for whichever recipe is shown.
    undo_actions: UndoActions


@dataclass(frozen=True)
class WindowParts:
    """What needs the models, catalogs and validation: the window's working parts."""

    library: Library
    settings: SettingsStore
    recipes: OpenRecipes
    #: Shown where the editor goes while no recipe is open.
    welcome: WelcomePage
    #: The open recipes' pages (editor, inspector and manifest preview).
    stack: SessionStack
    problems: ProblemsPanel
    #: The problem count in the status bar.
    status_counts: QLabel
    run_panel: RunPanel
    runs: RunController
    signin_notice: SignInNotice
    catalog_choices: CatalogChoices
    save_flow: SaveFlow
    opener: RecipeOpener
    flows: LibraryFlows
    import_export: ImportExport
    # Kept for what they do on their own (they follow signals), not to be asked.
    selection: SelectionFollowsEditor
    recent: RecentRecipes
    outside: OutsideChanges


def build_frame(window: QMainWindow, dispatch: Dispatch) -> FrameParts:
    """The frame's parts in ``window``; each menu action calls ``dispatch(its name)``."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QSplitter

    from recipe_studio.gui.library.library_panel import LibraryPanel
    from recipe_studio.gui.window.actions import ACTIONS, build_menus
    from recipe_studio.gui.window.undo_menu import UndoActions

    library_panel = LibraryPanel(None)
    waiting = QLabel(tr("Getting ready…"))
    waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
    waiting.setEnabled(False)  # drawn in the quiet colour of a disabled text
    splitter = QSplitter(Qt.Orientation.Horizontal)
    splitter.addWidget(library_panel)
    splitter.addWidget(waiting)
    splitter.setStretchFactor(0, 1)
    splitter.setStretchFactor(1, 4)
    splitter.setSizes([250, 1030])
    window.setCentralWidget(splitter)
    problems_dock = _dock(window, tr("Problems"), "problemsDock")
    run_dock = _dock(window, tr("Run"), "runDock")
    window.tabifyDockWidget(problems_dock, run_dock)
    problems_dock.raise_()
    window.statusBar()
    handlers = {spec.name: dispatch(spec.name) for spec in ACTIONS}
    menus, menu_actions = build_menus(window.menuBar(), window, handlers)
    for dock in (problems_dock, run_dock):  # named as the menu table's actions are
        toggle = dock.toggleViewAction()
        toggle.setObjectName("action" + dock.objectName()[0].upper() + dock.objectName()[1:])
        menus["view"].addAction(toggle)
    undo_actions = UndoActions(menus["edit"], window)
    return FrameParts(
        library_panel, waiting, splitter, problems_dock, run_dock, menus, menu_actions,
        undo_actions,
    )  # fmt: skip


def _dock(window: QMainWindow, title: str, name: str) -> QDockWidget:
    """A tab below the editor (its contents come later)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDockWidget, QWidget

    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(QWidget())
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    return dock


def build_welcome(frame: FrameParts) -> WelcomePage:
    """The welcome page in place of "Getting ready…", listing the recent recipes from the
    index and the settings file as they are on disk (:func:`build_parts` gives it the
    library and the settings once they are loaded)."""
    from recipe_studio.core.settings_file import peek_recent
    from recipe_studio.gui.welcome.welcome import WelcomePage

    welcome = WelcomePage(frame.library_panel.model.entries, peek_recent)
    frame.splitter.replaceWidget(1, welcome)
    frame.waiting.deleteLater()
    return welcome


def connect_starting_points(welcome: WelcomePage, panel: LibraryPanel, parts: GetParts) -> None:
    """What the welcome page and the library list ask for, to the part that does it
    (built by ``parts()`` the first time one is asked for)."""
    welcome.new_requested.connect(lambda: parts().opener.new_recipe())
    welcome.import_requested.connect(lambda: parts().import_export.import_files())
    welcome.example_chosen.connect(lambda example: parts().opener.open_example(example))
    welcome.recent_chosen.connect(lambda name: parts().opener.open_name(name))
    panel.open_requested.connect(lambda entry: parts().opener.open_entry(entry))
    panel.new_requested.connect(lambda: parts().opener.new_recipe())
    panel.duplicate_requested.connect(lambda entry: parts().flows.duplicate(entry))
    panel.rename_requested.connect(lambda entry: parts().flows.rename(entry))
    panel.delete_requested.connect(lambda entry: parts().flows.delete(entry))
    panel.trash_requested.connect(lambda: parts().flows.show_trash())
    panel.import_requested.connect(lambda: parts().import_export.import_files())
    panel.export_requested.connect(lambda names: parts().import_export.export(names))


def build_parts(
    window: QMainWindow,
    frame: FrameParts,
    welcome: WelcomePage,
    library: Library | None,
    status: Status,
) -> WindowParts:
    """The working parts, put in ``frame``'s places (``window`` is their dialogs' parent).
    Built in this order: signals connected earlier are answered earlier."""
    from recipe_studio.core.library import Library
    from recipe_studio.gui.editor.catalog_choice import CatalogChoices
    from recipe_studio.gui.editor.save_flow import SaveFlow
    from recipe_studio.gui.library.selection import SelectionFollowsEditor
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes
    from recipe_studio.gui.settings import SettingsStore
    from recipe_studio.gui.welcome.opening import RecipeOpener
    from recipe_studio.gui.welcome.recent import RecentRecipes

    library = library if library is not None else Library()
    settings = SettingsStore(window)
    recipes = OpenRecipes(window)
    save_flow = SaveFlow(library, window)
    panel = frame.library_panel
    panel.attach(library)
    stack = _editor_pages(frame, welcome, library, settings, recipes)
    problems, counts = _problems_tab(frame.problems_dock, window.statusBar(), recipes)
    runs, notice = _runs(window, frame, status, settings, recipes, stack)
    choices = CatalogChoices(settings, runs.connections, recipes, runs.test_connection)
    opener = RecipeOpener(library, recipes, stack, status, window, relist=panel.refresh)
    selection = SelectionFollowsEditor(recipes, panel, window)
    recent = RecentRecipes(recipes, settings, window)
    flows, import_export, outside = _library_flows(window, status, library, recipes, panel, opener)
    flows.on_duplicated = choices.copy
    return WindowParts(
        library=library,
        settings=settings,
        recipes=recipes,
        welcome=welcome,
        stack=stack,
        problems=problems,
        status_counts=counts,
        run_panel=runs.panel,
        runs=runs,
        signin_notice=notice,
        catalog_choices=choices,
        save_flow=save_flow,
        opener=opener,
        flows=flows,
        import_export=import_export,
        selection=selection,
        recent=recent,
        outside=outside,
    )


def _editor_pages(
    frame: FrameParts,
    welcome: WelcomePage,
    library: Library,
    settings: SettingsStore,
    recipes: OpenRecipes,
) -> SessionStack:
    """The open recipes' pages, with the welcome page while none is open, in the
    welcome page's place."""
    from PySide6.QtWidgets import QWidget

    from recipe_studio.gui.editor.session_view import SessionStack

    welcome.read_from(library.entries, lambda: settings.value.recent)
    # The welcome page leaves the splitter for the stack: something holds its place (and
    # its size) meanwhile, then the stack takes that place.
    holder = QWidget()
    frame.splitter.replaceWidget(1, holder)
    stack = SessionStack(recipes, welcome)
    frame.splitter.replaceWidget(1, stack)
    holder.deleteLater()
    return stack


def _problems_tab(
    dock: QDockWidget, status_bar: QStatusBar, recipes: OpenRecipes
) -> tuple[ProblemsPanel, QLabel]:
    """The Problems panel in its tab, following the open recipes; its count in the
    status bar."""
    from PySide6.QtWidgets import QLabel

    from recipe_studio.gui.window.problems_panel import ProblemsPanel

    problems = ProblemsPanel()
    dock.setWidget(problems)
    counts = QLabel()
    counts.setAccessibleName(tr("Problem count"))
    status_bar.addPermanentWidget(counts)
    problems.counts_changed.connect(counts.setText)
    problems.follow(recipes)
    return problems, counts


def _runs(
    window: QMainWindow,
    frame: FrameParts,
    status: Status,
    settings: SettingsStore,
    recipes: OpenRecipes,
    stack: SessionStack,
) -> tuple[RunController, SignInNotice]:
    """The Run panel in its tab and the controller of runs; a sign-in notice in the
    status bar while a server waits for one."""
    from recipe_studio.gui.run.controller import RunController
    from recipe_studio.gui.run.panel import RunPanel
    from recipe_studio.gui.run.signin_notice import SignInNotice

    run_panel = RunPanel()
    frame.run_dock.setWidget(run_panel)

    def selected_rows() -> list[int]:
        view = stack.current_view()
        return view.editor.steps_view.selected_rows() if view is not None else []

    runs = RunController(
        recipes,
        settings,
        run_panel,
        window,
        status=status,
        selected_rows=selected_rows,
        select_step=lambda session, row: stack.view(session).editor.select_step(row),
    )
    runs.watch_try_action(frame.menus["run"], frame.menu_actions["try_step"])
    return runs, SignInNotice(runs.relay, window.statusBar(), window)


def _library_flows(
    window: QMainWindow,
    status: Status,
    library: Library,
    recipes: OpenRecipes,
    panel: LibraryPanel,
    opener: RecipeOpener,
) -> tuple[LibraryFlows, ImportExport, OutsideChanges]:
    """Duplicating, renaming, deleting, importing and exporting library recipes, and
    following what other programs change in the library's folder."""
    from recipe_studio.gui.library.library_flows import LibraryFlows
    from recipe_studio.gui.library.outside_changes import OutsideChanges
    from recipe_studio.gui.sharing.import_export import ImportExport

    flows = LibraryFlows(library, recipes, panel, window, opener.open_name)
    import_export = ImportExport(library, recipes, panel, window, status, opener.open_name)
    outside = OutsideChanges(library, recipes, status, window)
    panel.outside_changes.connect(outside.follow)
    return flows, import_export, outside
