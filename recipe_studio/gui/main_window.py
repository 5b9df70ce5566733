"""The main window: library on the left, the open recipe's editor on the right, docks.

The window puts the parts together and owns nothing else: the open recipes are an
:class:`OpenRecipes`, library flows, saving and runs are controllers that get only the
library, the open recipes and a parent for their dialogs, and the menus are the table in
:mod:`recipe_studio.gui.actions`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QWidget,
)

from recipe_studio import __version__
from recipe_studio.core.library import Library, LibraryEntry, LibraryError, SaveResult
from recipe_studio.core.model import Recipe
from recipe_studio.core.problems import Problem
from recipe_studio.gui import recipe_tools
from recipe_studio.gui.actions import build_menus
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.import_export import ImportExport
from recipe_studio.gui.library_flows import LibraryFlows
from recipe_studio.gui.library_panel import LibraryPanel
from recipe_studio.gui.open_recipes import OpenRecipes
from recipe_studio.gui.problems_panel import ProblemsPanel
from recipe_studio.gui.run.controller import RunController
from recipe_studio.gui.run.live_catalogs import live_catalog_choices
from recipe_studio.gui.run.panel import RunPanel
from recipe_studio.gui.save_flow import SaveFlow
from recipe_studio.gui.session import EditorSession
from recipe_studio.gui.session_view import SessionStack, SessionView
from recipe_studio.gui.settings import SettingsStore, restore_layout, save_layout
from recipe_studio.gui.undo_menu import UndoActions
from recipe_studio.gui.use_elsewhere import show_use_elsewhere

tr = translator("MainWindow")


class MainWindow(QMainWindow):
    def __init__(self, library: Library | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library if library is not None else Library()
        self.settings = SettingsStore(self)
        self.recipes = OpenRecipes(self)
        self.save_flow = SaveFlow(self.library, self)
        self.setAcceptDrops(True)
        self.setWindowTitle("Recipe Studio")
        self.resize(1280, 800)
        self.library_panel = LibraryPanel(self.library)
        self.stack = SessionStack(self.recipes)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.library_panel)
        self.splitter.addWidget(self.stack)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setSizes([280, 1000])
        self.setCentralWidget(self.splitter)
        self.problems = ProblemsPanel()
        self.problems.activated.connect(self.go_to_problem)
        self.problems_dock = self._dock(tr("Problems"), "problemsDock", self.problems)
        self.status_counts = QLabel()
        self.status_counts.setAccessibleName(tr("Problem count"))
        self.statusBar().addPermanentWidget(self.status_counts)
        self.problems.counts_changed.connect(self.status_counts.setText)
        self.problems.follow(self.recipes)
        self.run_panel = RunPanel()
        self.run_dock = self._dock(tr("Run"), "runDock", self.run_panel)
        self.tabifyDockWidget(self.problems_dock, self.run_dock)
        self.problems_dock.raise_()
        self.resizeDocks([self.problems_dock], [170], Qt.Orientation.Vertical)
        self.runs = RunController(
            self.recipes,
            self.settings,
            self.run_panel,
            self,
            status=self.show_status,
            selected_rows=self._selected_rows,
            select_step=lambda session, row: self.stack.view(session).editor.select_step(row),
        )
        self.flows = LibraryFlows(self.library, self.recipes, self.library_panel, self)
        self.actions_ = ImportExport(
            self.library, self.recipes, self.library_panel, self, self.show_status
        )
        self._connect_library_panel()
        self.recipes.opened.connect(self._opened)
        self.recipes.current_changed.connect(self._current_changed)
        self.menus, self.menu_actions = build_menus(self.menuBar(), self, self._handlers())
        self.runs.watch_try_action(self.menus["run"], self.menu_actions["try_step"])
        self.undo_actions = UndoActions(self.menus["edit"], self)
        self.menus["view"].addAction(self.problems_dock.toggleViewAction())
        self.menus["view"].addAction(self.run_dock.toggleViewAction())
        restore_layout(self.settings, self, self.splitter)
        self._update_title()

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        return dock

    def _connect_library_panel(self) -> None:
        panel = self.library_panel
        panel.open_requested.connect(self.open_entry)
        panel.new_requested.connect(self.new_recipe)
        panel.duplicate_requested.connect(self.flows.duplicate)
        panel.rename_requested.connect(self.flows.rename)
        panel.delete_requested.connect(self.flows.delete)
        panel.trash_requested.connect(self.flows.show_trash)
        panel.import_requested.connect(self.actions_.import_files)
        panel.export_requested.connect(self.actions_.export)

    # ------------------------------------------------------------------ menus
    def _handlers(self) -> dict[str, Callable[[], object]]:
        runs = self.runs

        def editor(method: str, *args: object) -> Callable[[], object]:
            def call() -> object:
                view = self.current_view()
                return getattr(view.editor, method)(*args) if view is not None else None

            return call

        return {
            "new": self.new_recipe,
            "import": self.actions_.import_files,
            "save": self.save,
            "save_as": self.save_as,
            "export": lambda: self.actions_.export(self._export_names()),
            "versions": self.show_versions,
            "trash": self.flows.show_trash,
            "quit": self.close,
            "cut": editor("cut_selected"),
            "copy": editor("copy_selected"),
            "paste": editor("paste"),
            "duplicate": editor("duplicate_selected"),
            "delete": editor("delete_selected"),
            "find": self._focus_search,
            "preferences": self.show_preferences,
            "add_step": editor("add_step"),
            "add_wait": editor("add_wait"),
            "move_up": editor("move_selected", -1),
            "move_down": editor("move_selected", 1),
            "choose_tool": editor("choose_tool"),
            "convert": self.convert,
            "tools": self.browse_tools,
            "use_elsewhere": lambda: show_use_elsewhere(self),
            "run": runs.run_all,
            "run_selected": runs.run_selected,
            "run_to_selected": runs.run_to_selected,
            "try_step": runs.try_selected,
            "step_through": runs.step_through,
            "stop": runs.stop,
            "breakpoint": runs.toggle_breakpoint,
            "pin": runs.pin_selected,
            "unpin": runs.unpin_selected,
            "publish": self.publish,
            "connections": self.show_connections,
            "tour": self.start_tour,
            "examples": self.add_examples,
            "about": self.about,
        }

    def _focus_search(self) -> None:
        self.library_panel.search.setFocus()
        self.library_panel.search.selectAll()

    def _export_names(self) -> list[str]:
        names = self.library_panel.selected_names()
        current = self.current
        if not names and current is not None and current.library_name:
            names = [current.library_name]
        return names

    # ------------------------------------------------------------------ sessions
    @property
    def current(self) -> EditorSession | None:
        return self.recipes.current

    def current_view(self) -> SessionView | None:
        return self.stack.current_view()

    def _selected_rows(self) -> list[int]:
        view = self.current_view()
        return view.editor.steps_view.selected_rows() if view is not None else []

    def open_entry(self, entry: LibraryEntry) -> None:
        if entry.broken or not entry.name:
            self.show_status(
                tr("“{file}” cannot be opened: {reason}").format(
                    file=entry.file, reason=entry.broken
                )
            )
            return
        session = self.recipes.named(entry.name)
        if session is None:
            try:
                loaded = self.library.load_file(entry.file)
            except (LibraryError, OSError) as exc:  # broke after listing: tell, never crash
                QMessageBox.warning(self, tr("Cannot open"), str(exc))
                self.library_panel.refresh()
                return
            session = EditorSession(loaded.recipe, loaded.profile, loaded=loaded)
            self.recipes.add(session)
            if session.document.steps:
                self.stack.view(session).editor.select_step(0)
        self.show_session(session)

    def open_recipe(self, recipe: Recipe, profile: str) -> EditorSession:
        session = EditorSession(recipe, profile)
        self.recipes.add(session)
        self.show_session(session)
        return session

    def new_recipe(self) -> None:
        session = self.open_recipe(Recipe(name=""), "macos")
        self.stack.view(session).editor.name_edit.setFocus()

    def _opened(self, session: EditorSession) -> None:
        view = self.stack.view(session)
        session.title_changed.connect(self._update_title)
        session.title_changed.connect(self._update_modified_marks)
        session.notice.connect(self.show_status)
        view.editor.catalog_menu_requested.connect(
            lambda anchor, s=session: recipe_tools.catalog_menu(
                s, anchor, live_catalog_choices(self.runs.connections, self.runs.test_connection)
            )
        )

    def show_session(self, session: EditorSession) -> None:
        self.recipes.show(session)

    def _current_changed(self, session: EditorSession | None) -> None:
        self.undo_actions.show(session)
        if session is not None and session.library_name:
            self.library_panel.select(session.library_name, emit=False)
        self._update_title()

    def go_to_problem(self, problem: Problem) -> None:
        view = self.current_view()
        if view is not None:
            view.setCurrentWidget(view.editor)
            view.editor.go_to_problem(problem)

    # ------------------------------------------------------------------ saving
    def save(self) -> bool:
        return self._save(self.save_flow.save)

    def save_as(self) -> bool:
        return self._save(self.save_flow.save_as)

    def _save(self, how: Callable[[EditorSession], SaveResult | None]) -> bool:
        if self.current is None:
            return False
        result = how(self.current)
        if result is not None:
            self._after_save(result.draft, [p for p in result.problems if p.is_error])
        return result is not None

    def _after_save(self, draft: bool, errors: list[Problem]) -> None:
        if draft:
            message = tr("Saved as a draft: {n} error(s) remain.").format(n=len(errors))
        else:
            message = tr("Saved.")
        self.show_status(message)
        self.library_panel.refresh(select=self.current.library_name if self.current else None)

    def show_status(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 10000)
        else:
            self.statusBar().clearMessage()

    def _update_title(self) -> None:
        session = self.current
        if session is None:
            self.setWindowTitle("Recipe Studio")
            self.setWindowModified(False)
            return
        self.setWindowTitle(f"{session.display_name()}[*] — Recipe Studio")
        self.setWindowModified(session.modified)

    def _update_modified_marks(self) -> None:
        names = {s.library_name for s in self.recipes.unsaved() if s.library_name}
        self.library_panel.model.set_modified({n for n in names if n})

    # ------------------------------------------------------------------ dialogs
    def show_versions(self) -> None:
        from recipe_studio.gui.versions_dialog import show_versions

        show_versions(self.library, self.current, self.library_panel.refresh, self)

    def convert(self) -> None:
        if self.current is not None:
            recipe_tools.convert_recipe(self.current, self)

    def browse_tools(self) -> None:
        def add(tool: str) -> None:
            view = self.current_view()
            if view is not None:
                row = view.editor.insertion_row()
                view.session.add_tool_step(row, tool)
                view.editor.select_step(row)

        recipe_tools.browse_tools(self.current, add, self)

    def show_connections(self) -> None:
        from recipe_studio.gui.run.connections_dialog import ConnectionsDialog

        ConnectionsDialog(self.runs.connections, self.runs.test_connection, self).exec()

    def publish(self) -> None:
        from recipe_studio.gui.run.publish import publish

        session = self.current
        if session is not None:
            names = self.runs.connections.names()
            publish(session, names, self.runs.connection_for(session), self.runs, self)

    def show_preferences(self) -> None:
        from recipe_studio.gui.preferences import edit_preferences

        edit_preferences(self.settings, self.runs.connections, self)
        self.runs.refresh_servers()

    def start_tour(self) -> None:
        from recipe_studio.gui.tour import start_tour

        self.tour = start_tour(self, self)

    def tour_target(self, part: str) -> QWidget | None:
        """What the guided tour outlines for ``part`` (see :class:`TourTargets`)."""
        view = self.current_view()
        editor_parts = {"name": "name_edit", "steps": "steps_view", "inspector": "inspector"}
        if part in editor_parts:
            return getattr(view.editor, editor_parts[part]) if view is not None else self.stack
        return {"library": self.library_panel, "problems": self.problems_dock}.get(
            part, self.run_dock
        )

    def add_examples(self) -> None:
        from recipe_studio.gui.first_run import add_examples

        first = add_examples(self.library)
        self.library_panel.refresh(select=first, emit=first is not None)

    def about(self) -> None:
        from recipe_studio.gui.about import show_about

        show_about(self)

    # ------------------------------------------------------------------ window
    def closeEvent(self, event: QCloseEvent) -> None:  # QWidget.closeEvent
        if not self._may_close():
            event.ignore()
            return
        save_layout(self.settings, self, self.splitter)
        self.library_panel.timer.stop()
        self.runs.shutdown()
        event.accept()

    def _may_close(self) -> bool:
        """Ask about a run in progress and unsaved recipes; False: stay open."""
        if self.runs.running:
            answer = QMessageBox.question(
                self,
                tr("A run is in progress"),
                tr("Stop the run and close?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            self.runs.stop()
        return self.save_flow.save_before_closing(self.recipes.unsaved(), self.show_session)

    # ------------------------------------------------------------------ drops
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # QWidget.dragEnterEvent
        if event.mimeData().hasUrls() and any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # QWidget.dropEvent
        paths = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            self.actions_.import_paths(paths)
            event.acceptProposedAction()


__all__ = ["MainWindow", "__version__"]
