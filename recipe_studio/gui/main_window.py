"""The main window: library on the left, the open recipe's editor on the right, docks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from recipe_studio import __version__
from recipe_studio.core.library import Library, LibraryEntry
from recipe_studio.core.model import Recipe
from recipe_studio.core.problems import Problem
from recipe_studio.core.validation.live import ProblemsDelta
from recipe_studio.gui.editor import RecipeEditor
from recipe_studio.gui.library_actions import LibraryActions
from recipe_studio.gui.manifest_preview import ManifestPreview
from recipe_studio.gui.problems_panel import ProblemsPanel, counts_text
from recipe_studio.gui.save_flow import SaveFlow
from recipe_studio.gui.session import EditorSession
from recipe_studio.gui.settings import app_settings
from recipe_studio.gui.use_elsewhere import show_use_elsewhere


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("MainWindow", text)


class SessionView(QTabWidget):
    """One open recipe: the editor and the manifest preview as tabs."""

    def __init__(self, session: EditorSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.editor = RecipeEditor(session)
        self.preview = ManifestPreview(session)
        self.addTab(self.editor, tr("Edit"))
        self.addTab(self.preview, tr("Manifest"))
        self.setAccessibleName(tr("Recipe"))


class MainWindow(QMainWindow):
    def __init__(self, library: Library | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library if library is not None else Library()
        self.settings = app_settings()
        self.views: dict[int, SessionView] = {}
        self.sessions: list[EditorSession] = []
        self.current: EditorSession | None = None
        self.save_flow = SaveFlow(self.library, self)
        self.setAcceptDrops(True)
        self.setWindowTitle("Recipe Studio")
        self.resize(1280, 800)
        self.actions_ = LibraryActions(self)
        from recipe_studio.gui.library_panel import LibraryPanel

        self.library_panel = LibraryPanel(self.library)
        self.stack = QStackedWidget()
        self.empty = QLabel(tr("Select a recipe on the left, or create a new one with File › New."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.stack.addWidget(self.empty)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.library_panel)
        splitter.addWidget(self.stack)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([280, 1000])
        self.splitter = splitter
        self.setCentralWidget(splitter)
        self.problems = ProblemsPanel()
        self.problems.activated.connect(self.go_to_problem)
        self.problems_dock = QDockWidget(tr("Problems"), self)
        self.problems_dock.setObjectName("problemsDock")
        self.problems_dock.setWidget(self.problems)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems_dock)
        self.resizeDocks([self.problems_dock], [170], Qt.Orientation.Vertical)
        self.status_counts = QLabel()
        self.status_counts.setAccessibleName(tr("Problem count"))
        self.statusBar().addPermanentWidget(self.status_counts)
        self.library_panel.open_requested.connect(self.open_entry)
        self.library_panel.new_requested.connect(self.new_recipe)
        self.library_panel.duplicate_requested.connect(self.actions_.duplicate)
        self.library_panel.rename_requested.connect(self.actions_.rename)
        self.library_panel.delete_requested.connect(self.actions_.delete)
        self.library_panel.trash_requested.connect(self.actions_.show_trash)
        self.library_panel.import_requested.connect(self.actions_.import_files)
        self.library_panel.export_requested.connect(self.actions_.export)
        from recipe_studio.gui.run.controller import RunController

        self.runs = RunController(self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.runs.dock)
        self.tabifyDockWidget(self.problems_dock, self.runs.dock)
        self.problems_dock.raise_()
        self._build_menus()
        self._restore_layout()
        self._update_title()

    # ------------------------------------------------------------------ menus
    def _action(
        self, menu: Any, text: str, slot: Any, shortcut: Any = None, name: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        if name:
            action.setObjectName(name)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(tr("&File"))
        self._action(
            file_menu, tr("&New recipe"), self.new_recipe, QKeySequence.StandardKey.New, "actionNew"
        )
        self._action(
            file_menu,
            tr("&Import…"),
            self.actions_.import_files,
            QKeySequence.StandardKey.Open,
            "actionImport",
        )
        file_menu.addSeparator()
        self.save_action = self._action(
            file_menu, tr("&Save"), self.save, QKeySequence.StandardKey.Save, "actionSave"
        )
        self._action(
            file_menu,
            tr("Save &As…"),
            self.save_as,
            QKeySequence.StandardKey.SaveAs,
            "actionSaveAs",
        )
        self._action(
            file_menu,
            tr("&Export…"),
            lambda: self.actions_.export(self._export_names()),
            None,
            "actionExport",
        )
        file_menu.addSeparator()
        self._action(
            file_menu, tr("&Versions…"), self.actions_.show_versions, None, "actionVersions"
        )
        self._action(file_menu, tr("&Trash…"), self.actions_.show_trash, None, "actionTrash")
        file_menu.addSeparator()
        self._action(
            file_menu, tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, "actionQuit"
        )

        self.edit_menu = bar.addMenu(tr("&Edit"))
        self.undo_placeholder = QAction(tr("Undo"), self)
        self.undo_placeholder.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_placeholder.setEnabled(False)
        self.redo_placeholder = QAction(tr("Redo"), self)
        self.redo_placeholder.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_placeholder.setEnabled(False)
        self.edit_menu.addAction(self.undo_placeholder)
        self.edit_menu.addAction(self.redo_placeholder)
        self.edit_menu.addSeparator()
        self._action(
            self.edit_menu,
            tr("Cu&t steps"),
            lambda: self._editor_call("cut_selected"),
            QKeySequence.StandardKey.Cut,
        )
        self._action(
            self.edit_menu,
            tr("&Copy steps"),
            lambda: self._editor_call("copy_selected"),
            QKeySequence.StandardKey.Copy,
        )
        self._action(
            self.edit_menu,
            tr("&Paste steps"),
            lambda: self._editor_call("paste"),
            QKeySequence.StandardKey.Paste,
        )
        self._action(
            self.edit_menu,
            tr("&Duplicate steps"),
            lambda: self._editor_call("duplicate_selected"),
            "Ctrl+D",
        )
        self._action(
            self.edit_menu,
            tr("De&lete steps"),
            lambda: self._editor_call("delete_selected"),
            QKeySequence.StandardKey.Delete,
        )
        self.edit_menu.addSeparator()
        self._action(
            self.edit_menu, tr("&Find recipe"), self._focus_search, QKeySequence.StandardKey.Find
        )

        step_menu = bar.addMenu(tr("&Step"))
        self._action(
            step_menu, tr("Add &tool step"), lambda: self._editor_call("add_step"), "Ctrl+T"
        )
        self._action(
            step_menu, tr("Add &wait step"), lambda: self._editor_call("add_wait"), "Ctrl+Shift+T"
        )
        self._action(
            step_menu, tr("Move &up"), lambda: self._editor_call("move_selected", -1), "Alt+Up"
        ).setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self._action(
            step_menu, tr("Move &down"), lambda: self._editor_call("move_selected", 1), "Alt+Down"
        ).setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self._action(
            step_menu, tr("&Choose tool…"), lambda: self._editor_call("choose_tool"), "Ctrl+K"
        )

        self.recipe_menu = bar.addMenu(tr("&Recipe"))
        self._action(
            self.recipe_menu, tr("Convert &to…"), self.actions_.convert, None, "actionConvert"
        )
        self._action(
            self.recipe_menu,
            tr("Tools &browser…"),
            self.actions_.show_tools,
            "Ctrl+Shift+B",
            "actionTools",
        )
        self._action(self.recipe_menu, tr("&Use in other apps…"), lambda: show_use_elsewhere(self), None, "actionUseElsewhere")

        run_menu = bar.addMenu(tr("R&un"))
        self.runs.build_menu(run_menu)

        self.view_menu = bar.addMenu(tr("&View"))
        self.view_menu.addAction(self.problems_dock.toggleViewAction())
        self.view_menu.addAction(self.runs.dock.toggleViewAction())
        help_menu = bar.addMenu(tr("&Help"))
        self._action(help_menu, tr("&Guided tour"), self.start_tour, None, "actionTour")
        self._action(
            help_menu, tr("Add the &example recipes"), self.add_examples, None, "actionExamples"
        )
        help_menu.addSeparator()
        self._action(help_menu, tr("&About Recipe Studio"), self.about, None, "actionAbout")

    def _editor_call(self, method: str, *args: Any) -> Any:
        view = self.current_view()
        if view is None:
            return None
        if method == "choose_tool":
            return view.editor.inspector.choose_tool()
        return getattr(view.editor, method)(*args)

    def _focus_search(self) -> None:
        self.library_panel.search.setFocus()
        self.library_panel.search.selectAll()

    def _export_names(self) -> list[str]:
        names = self.library_panel.selected_names()
        if not names and self.current is not None and self.current.library_name:
            names = [self.current.library_name]
        return names

    # ------------------------------------------------------------------ sessions
    def current_view(self) -> SessionView | None:
        return self.views.get(id(self.current)) if self.current is not None else None

    def session_named(self, name: str) -> EditorSession | None:
        for session in self.sessions:
            if session.library_name == name:
                return session
        return None

    def open_entry(self, entry: LibraryEntry) -> None:
        if entry.broken or not entry.name:
            self.statusBar().showMessage(
                tr("“{file}” cannot be opened: {reason}").format(
                    file=entry.file, reason=entry.broken
                ),
                8000,
            )
            return
        session = self.session_named(entry.name)
        if session is None:
            try:
                loaded = self.library.load_file(entry.file)
            except Exception as exc:  # a file that broke after listing: tell, never crash
                QMessageBox.warning(self, tr("Cannot open"), str(exc))
                self.library_panel.refresh()
                return
            session = EditorSession(loaded.recipe, loaded.profile, library_name=loaded.name)
            session.loaded_token = loaded.stamp
            session.draft = loaded.draft
            session.load_pins(loaded.pins)
            self._add_session(session)
            if session.document.steps:
                self.views[id(session)].editor.select_step(0)
        self.show_session(session)

    def open_recipe(self, recipe: Recipe, profile: str) -> EditorSession:
        session = EditorSession(recipe, profile)
        self._add_session(session)
        self.show_session(session)
        return session

    def new_recipe(self) -> None:
        session = self.open_recipe(Recipe(name=""), "macos")
        view = self.views[id(session)]
        view.editor.name_edit.setFocus()

    def _add_session(self, session: EditorSession) -> None:
        self.sessions.append(session)
        view = SessionView(session)
        self.views[id(session)] = view
        self.stack.addWidget(view)
        session.title_changed.connect(self._update_title)
        session.title_changed.connect(self._update_modified_marks)
        session.problems_updated.connect(lambda delta, s=session: self._problems_changed(s, delta))
        view.editor.catalog_menu_requested.connect(self.actions_.catalog_menu)

    def show_session(self, session: EditorSession) -> None:
        if self.current is session:
            return
        if self.current is not None:
            self._drop_undo_actions()
        self.current = session
        view = self.views[id(session)]
        self.stack.setCurrentWidget(view)
        self._undo_action = session.undo_stack.createUndoAction(self, tr("&Undo"))
        self._undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self._redo_action = session.undo_stack.createRedoAction(self, tr("&Redo"))
        self._redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.edit_menu.insertAction(self.undo_placeholder, self._undo_action)
        self.edit_menu.insertAction(self.undo_placeholder, self._redo_action)
        self.undo_placeholder.setVisible(False)
        self.redo_placeholder.setVisible(False)
        self._problems_changed(session, ProblemsDelta(full=True, recipe=True))
        self._update_title()
        self.runs.refresh_history()
        if session.library_name:
            self.library_panel.select(session.library_name, emit=False)

    def _drop_undo_actions(self) -> None:
        """Take the current session's Undo/Redo out of the Edit menu and delete them
        (each switch makes new ones; kept, they piled up as children of the window)."""
        for action in (self._undo_action, self._redo_action):
            self.edit_menu.removeAction(action)
            action.deleteLater()

    def close_session(self, session: EditorSession) -> None:
        view = self.views.pop(id(session), None)
        if session in self.sessions:
            self.sessions.remove(session)
        if self.current is session:
            self._drop_undo_actions()
            self.undo_placeholder.setVisible(True)
            self.redo_placeholder.setVisible(True)
            self.current = None
            self.stack.setCurrentWidget(self.empty)
            self.problems.set_problems([])
            self.status_counts.setText("")
        if view is not None:
            self.stack.removeWidget(view)
            view.deleteLater()
        self._update_title()

    # ------------------------------------------------------------------ problems
    def _problems_changed(self, session: EditorSession, delta: ProblemsDelta) -> None:
        if session is not self.current:
            return
        self.problems.update_problems(session.live, delta)
        self.status_counts.setText(counts_text(*session.live.counts()))

    def go_to_problem(self, problem: Problem) -> None:
        view = self.current_view()
        if view is None:
            return
        view.setCurrentWidget(view.editor)
        loc = problem.location
        editor = view.editor
        if loc.step is not None and loc.step < len(editor.session.document.steps):
            editor.select_step(loc.step)
            form = editor.inspector.form
            path = loc.path
            if problem.code == "arg_missing":
                path = (*path, dict(problem.values).get("name", ""))
            row = form.row_for(path) if form is not None and path else None
            if row is not None:
                editor.inspector.form_scroll.ensureWidgetVisible(row)
                row.focus()
            elif loc.field == "tool":
                editor.inspector.tool_edit.setFocus()
            else:
                editor.steps_view.setFocus()
        elif loc.param is not None:
            column = {"name": 0, "type": 1, "default": 2, "description": 3}.get(loc.field or "", 0)
            editor.select_param(loc.param, column)
        elif loc.field == "description":
            editor.description_edit.setFocus()
        else:
            editor.name_edit.setFocus()

    # ------------------------------------------------------------------ saving
    def save(self) -> bool:
        if self.current is None:
            return False
        result = self.save_flow.save(self.current)
        if result is None:
            return False
        self._after_save(result)
        return True

    def save_as(self) -> bool:
        if self.current is None:
            return False
        result = self.save_flow.save_as(self.current)
        if result is not None:
            self._after_save(result)
        return result is not None

    def _after_save(self, result: Any) -> None:
        answer = ", ".join(f"{k}: {v}" for k, v in result.answer.items())
        if result.draft:
            errors = sum(1 for p in result.problems if p.is_error)
            message = tr("Saved as a draft: {n} error(s) remain. ({answer})").format(
                n=errors, answer=answer
            )
        else:
            message = tr("Saved. ({answer})").format(answer=answer)
        self.statusBar().showMessage(message, 10000)
        self.library_panel.refresh(select=self.current.library_name if self.current else None)

    def _update_title(self) -> None:
        session = self.current
        if session is None:
            self.setWindowTitle("Recipe Studio")
            self.setWindowModified(False)
            return
        self.setWindowTitle(f"{session.display_name()}[*] — Recipe Studio")
        self.setWindowModified(session.modified)

    def _update_modified_marks(self) -> None:
        names = {s.library_name for s in self.sessions if s.modified and s.library_name}
        self.library_panel.model.set_modified({n for n in names if n})

    # ------------------------------------------------------------------ window
    def start_tour(self) -> None:
        from recipe_studio.gui.tour import start_tour

        self.tour = start_tour(self)

    def add_examples(self) -> None:
        from recipe_studio.gui.first_run import add_examples

        add_examples(self)

    def about(self) -> None:
        from recipe_studio.gui.about import show_about

        show_about(self)

    def _restore_layout(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        sizes = self.settings.value("window/splitter")
        if isinstance(sizes, QByteArray):
            self.splitter.restoreState(sizes)

    def _save_layout(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.setValue("window/splitter", self.splitter.saveState())

    def unsaved_sessions(self) -> list[EditorSession]:
        return [s for s in self.sessions if s.modified]

    def closeEvent(self, event: QCloseEvent) -> None:  # QWidget.closeEvent
        if self.runs.running:
            answer = QMessageBox.question(
                self,
                tr("A run is in progress"),
                tr("Stop the run and close?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
            self.runs.stop()
        unsaved = self.unsaved_sessions()
        if unsaved:
            names = "\n".join(f"• {s.display_name()}" for s in unsaved)
            answer = QMessageBox.question(
                self,
                tr("Unsaved changes"),
                tr(
                    "These recipes have unsaved changes:\n{names}\n\nSave them before closing?"
                ).format(names=names),
                QMessageBox.StandardButton.Save
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Save,
            )
            if answer == QMessageBox.StandardButton.Cancel:
                event.ignore()
                return
            if answer == QMessageBox.StandardButton.Save:
                for session in unsaved:
                    self.show_session(session)
                    if self.save_flow.save(session) is None:
                        event.ignore()
                        return
        self._save_layout()
        self.library_panel.timer.stop()
        self.runs.shutdown()
        event.accept()

    def connection_catalog_actions(self, menu: Any, session: EditorSession) -> None:
        self.runs.catalog_actions(menu, session)

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
