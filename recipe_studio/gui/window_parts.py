"""Every part of the main window, built in one place and handed back.

The window is built in two steps (see :mod:`recipe_studio.gui.startup`), so its parts
come in two groups, each a dataclass that a function here builds and returns:

- :class:`FrameParts` (:func:`build_frame`), once the first frame is on screen: the
  menus, the library list (from the index), "Getting ready…" where the editor goes, and
  the Problems and Run tabs, still empty.
- :class:`WindowParts` (:func:`build_parts`), once the models, catalogs and validation
  have loaded: the library, the open recipes and their pages (each recipe's editor and
  inspector), the Problems and Run panels in their tabs, and the controllers.

Each part is given only the few things it uses (the library, the open recipes, the
settings, a way to say something in the status bar, a parent for its dialogs), never
the window itself. The window keeps the two dataclasses as they are returned.

The rest's modules are imported inside :func:`build_parts`: the first frame must not
wait for them (they bring the models and validation).
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
    from recipe_studio.gui.catalog_choice import CatalogChoices
    from recipe_studio.gui.import_export import ImportExport
    from recipe_studio.gui.library_flows import LibraryFlows
    from recipe_studio.gui.library_panel import LibraryPanel
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

tr = translator("MainWindow")

#: What a menu action calls, by the action's name (see :mod:`recipe_studio.gui.actions`).
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
    undo_actions: UndoActions
    # Kept for what they do on their own (they follow signals), not to be asked.
    selection: SelectionFollowsEditor
    recent: RecentRecipes
    outside: OutsideChanges


def build_frame(window: QMainWindow, dispatch: Dispatch) -> FrameParts:
    """The frame's parts in ``window``; each menu action calls ``dispatch(its name)``."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QSplitter

    from recipe_studio.gui.actions import ACTIONS, build_menus
    from recipe_studio.gui.library_panel import LibraryPanel

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
    menus["view"].addAction(problems_dock.toggleViewAction())
    menus["view"].addAction(run_dock.toggleViewAction())
    return FrameParts(
        library_panel, waiting, splitter, problems_dock, run_dock, menus, menu_actions
    )


def _dock(window: QMainWindow, title: str, name: str) -> QDockWidget:
    """A tab below the editor (its contents come later)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDockWidget, QWidget

    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(QWidget())
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    return dock


def build_parts(
    window: QMainWindow, frame: FrameParts, library: Library | None, status: Status
) -> WindowParts:
    """The working parts, put in ``frame``'s places (``window`` is their dialogs' parent).
    Built in this order: signals connected earlier are answered earlier."""
    from recipe_studio.core.library import Library
    from recipe_studio.gui.catalog_choice import CatalogChoices
    from recipe_studio.gui.open_recipes import OpenRecipes
    from recipe_studio.gui.opening import RecipeOpener
    from recipe_studio.gui.recent import RecentRecipes
    from recipe_studio.gui.save_flow import SaveFlow
    from recipe_studio.gui.selection import SelectionFollowsEditor
    from recipe_studio.gui.settings import SettingsStore
    from recipe_studio.gui.undo_menu import UndoActions

    library = library if library is not None else Library()
    settings = SettingsStore(window)
    recipes = OpenRecipes(window)
    save_flow = SaveFlow(library, window)
    panel = frame.library_panel
    panel.attach(library)
    welcome, stack = _editor_pages(frame, library, settings, recipes)
    problems, counts = _problems_tab(frame.problems_dock, window.statusBar(), recipes)
    runs, notice = _runs(window, frame, status, settings, recipes, stack)
    choices = CatalogChoices(settings, runs.connections, recipes, runs.test_connection)
    opener = RecipeOpener(library, recipes, stack, status, window, relist=panel.refresh)
    selection = SelectionFollowsEditor(recipes, panel, window)
    recent = RecentRecipes(recipes, settings, window)
    flows, import_export, outside = _library_flows(window, status, library, recipes, panel, opener)
    flows.on_duplicated = choices.copy
    parts = WindowParts(
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
        undo_actions=UndoActions(frame.menus["edit"], window),
        selection=selection,
        recent=recent,
        outside=outside,
    )
    _connect_starting_points(parts, panel)
    return parts


def _editor_pages(
    frame: FrameParts, library: Library, settings: SettingsStore, recipes: OpenRecipes
) -> tuple[WelcomePage, SessionStack]:
    """The open recipes' pages, with the welcome page while none is open, in place of
    "Getting ready…"."""
    from recipe_studio.gui.session_view import SessionStack
    from recipe_studio.gui.welcome import WelcomePage

    welcome = WelcomePage(library, settings)
    stack = SessionStack(recipes, welcome)
    frame.splitter.replaceWidget(1, stack)
    frame.waiting.deleteLater()
    return welcome, stack


def _problems_tab(
    dock: QDockWidget, status_bar: QStatusBar, recipes: OpenRecipes
) -> tuple[ProblemsPanel, QLabel]:
    """The Problems panel in its tab, following the open recipes; its count in the
    status bar."""
    from PySide6.QtWidgets import QLabel

    from recipe_studio.gui.problems_panel import ProblemsPanel

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
    from recipe_studio.gui.import_export import ImportExport
    from recipe_studio.gui.library_flows import LibraryFlows
    from recipe_studio.gui.outside_changes import OutsideChanges

    flows = LibraryFlows(library, recipes, panel, window, opener.open_name)
    import_export = ImportExport(library, recipes, panel, window, status, opener.open_name)
    outside = OutsideChanges(library, recipes, status, window)
    panel.outside_changes.connect(outside.follow)
    return flows, import_export, outside


def _connect_starting_points(parts: WindowParts, panel: LibraryPanel) -> None:
    """What the welcome page and the library list ask for, to whom does it."""
    opener, flows, files = parts.opener, parts.flows, parts.import_export
    welcome = parts.welcome
    welcome.new_requested.connect(opener.new_recipe)
    welcome.import_requested.connect(files.import_files)
    welcome.example_chosen.connect(opener.open_example)
    welcome.recent_chosen.connect(opener.open_name)
    panel.open_requested.connect(opener.open_entry)
    panel.new_requested.connect(opener.new_recipe)
    panel.duplicate_requested.connect(flows.duplicate)
    panel.rename_requested.connect(flows.rename)
    panel.delete_requested.connect(flows.delete)
    panel.trash_requested.connect(flows.show_trash)
    panel.import_requested.connect(files.import_files)
    panel.export_requested.connect(files.export)
