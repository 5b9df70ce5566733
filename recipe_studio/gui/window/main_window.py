"""The main window: library on the left, the open recipe's editor on the right, docks.

The window owns no part itself: :mod:`recipe_studio.gui.window.window_parts` builds them (each
with the few things it uses) and hands them back, and the window keeps them as
:attr:`frame` and :attr:`parts`. What it adds is what each menu action does (its handler
table, one entry per row of :mod:`recipe_studio.gui.window.actions`), the title, closing, and
files dropped on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio import __version__
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.window.window_frame import WindowFrame

# Most names are imported where they are used: the window's first frame is up before
# they load (see recipe_studio.gui.start.startup).
if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QWidget

    from recipe_studio.core.library import Library, SaveResult
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.problems import Problem
    from recipe_studio.gui.editor.editor import RecipeEditor
    from recipe_studio.gui.editor.save_flow import SaveFlow
    from recipe_studio.gui.recipe.session import EditorSession
    from recipe_studio.gui.run.controller import RunController
    from recipe_studio.gui.run.record_dialog import RecordDialog
    from recipe_studio.gui.window.window_parts import WindowParts

tr = translator("MainWindow")


class MainWindow(WindowFrame):
    def __init__(
        self,
        library: Library | None = None,
        parent: QWidget | None = None,
        *,
        first_frame_only: bool = False,
    ) -> None:
        """The whole window; with ``first_frame_only`` only its frame, to show at once,
        and :meth:`finish` builds the rest (see :mod:`recipe_studio.gui.window.window_frame`)."""
        super().__init__(parent)
        self.record_dialog: RecordDialog | None = None
        if not first_frame_only:
            self.build_frame()
            self.finish(library)

    def finish(self, library: Library | None = None) -> None:
        """Start: the welcome page where the editor goes, and the menus act. The working
        parts are built when first needed (at once when ``library`` is given: they use
        it instead of the person's own); a recipe chosen meanwhile opens."""
        from recipe_studio.gui.window.actions import require_handlers
        from recipe_studio.gui.window.window_parts import build_welcome, connect_starting_points

        self._library = library
        panel = self.frame.library_panel
        panel.open_requested.disconnect(self.open_when_ready)
        welcome = self.welcome = build_welcome(self.frame)
        welcome.tour_requested.connect(self.start_tour)
        connect_starting_points(welcome, panel, lambda: self.parts)
        self.handlers = require_handlers(self._handlers())
        self._update_title()
        if library is not None:
            _ = self.parts
        self.ready.emit()
        pending, self.pending_open = self.pending_open, None
        if pending is not None:
            self.parts.opener.open_entry(pending)

    def parts_built(self, parts: WindowParts) -> None:
        parts.problems.activated.connect(self.go_to_problem)
        parts.recipes.opened.connect(self._opened)
        parts.recipes.current_changed.connect(self._current_changed)

    # ------------------------------------------------------------------ menus
    def _handlers(self) -> dict[str, Callable[[], object]]:
        """What each row of :data:`~recipe_studio.gui.window.actions.ACTIONS` does, by its name
        (what needs the working parts builds them when chosen, see :attr:`parts`)."""
        editor = self._on_editor
        return {
            "new": self.new_recipe,
            "import": lambda: self.parts.import_export.import_files(),
            "save": self.save,
            "save_as": self.save_as,
            "export": lambda: self.parts.import_export.export_selected(),
            "versions": self.show_versions,
            "trash": lambda: self.parts.flows.show_trash(),
            "quit": self.close,
            "cut": editor(lambda shown: shown.cut_selected()),
            "copy": editor(lambda shown: shown.copy_selected()),
            "paste": editor(lambda shown: shown.paste()),
            "duplicate": editor(lambda shown: shown.duplicate_selected()),
            "delete": editor(lambda shown: shown.delete_selected()),
            "find": self._focus_search,
            "preferences": self.show_preferences,
            "add_step": editor(lambda shown: shown.add_step()),
            "add_wait": editor(lambda shown: shown.add_wait()),
            "move_up": editor(lambda shown: shown.move_selected(-1)),
            "move_down": editor(lambda shown: shown.move_selected(1)),
            "choose_tool": editor(lambda shown: shown.choose_tool()),
            "convert": self.convert,
            "tools": self.browse_tools,
            "use_elsewhere": self.show_use_elsewhere,
            "record": self.record_from_app,
            "recordings": self.show_recordings,
            "run": lambda: self.parts.runs.run_all(),
            "run_selected": lambda: self.parts.runs.run_selected(),
            "run_to_selected": lambda: self.parts.runs.run_to_selected(),
            "rehearse": lambda: self.parts.runs.rehearse(),
            "save_report": lambda: _save_report(self.parts.runs),
            "try_step": lambda: self.parts.runs.try_selected(),
            "step_through": lambda: self.parts.runs.step_through(),
            "stop": lambda: self.parts.runs.stop(),
            "step_time_limit": self._ask_step_limit,
            "breakpoint": lambda: self.parts.runs.pins.toggle_breakpoint(),
            "pin": lambda: self.parts.runs.pins.pin_selected(),
            "unpin": lambda: self.parts.runs.pins.unpin_selected(),
            "publish": self.publish,
            "connections": self.show_connections,
            "tour": self.start_tour,
            "examples": lambda: self.parts.opener.add_examples(),
            "about": self.about,
        }

    def _on_editor(self, act: Callable[[RecipeEditor], object]) -> Callable[[], object]:
        """A menu action the shown recipe's editor does (nothing when none is shown)."""

        def call() -> object:
            view = self.current_view()
            return act(view.editor) if view is not None else None

        return call

    def _ask_step_limit(self) -> None:
        from recipe_studio.gui.run.launch import ask_step_limit

        runs = self.parts.runs
        if self.current is not None:
            ask_step_limit(self.current, runs.settings, runs.status, self)

    def _focus_search(self) -> None:
        self.frame.library_panel.search.setFocus()
        self.frame.library_panel.search.selectAll()

    # ------------------------------------------------------------------ sessions
    @property
    def current(self) -> EditorSession | None:
        """The recipe shown (none before the rest is built)."""
        return self.parts.recipes.current if self.built else None

    def open_recipe(self, recipe: Recipe, profile: str) -> EditorSession:
        return self.parts.opener.open_recipe(recipe, profile)

    def new_recipe(self) -> None:
        self.parts.opener.new_recipe()

    def open_files(self, paths: list[str]) -> None:
        """Files from the system (double-click, a later launch): see ImportExport."""
        self.parts.import_export.open_from_system(paths)

    def _opened(self, session: EditorSession) -> None:
        view = self.parts.stack.view(session)
        session.title_changed.connect(self._update_title)
        session.title_changed.connect(self._update_modified_marks)
        session.notice.connect(self.show_status)
        view.editor.catalog_menu_requested.connect(
            lambda anchor, s=session: self.parts.catalog_choices.menu(s, anchor)
        )

    def show_session(self, session: EditorSession) -> None:
        self.parts.recipes.show(session)

    def _current_changed(self, session: EditorSession | None) -> None:
        self.frame.undo_actions.show(session)
        self._update_title()

    def go_to_problem(self, problem: Problem) -> None:
        view = self.current_view()
        if view is not None:
            view.setCurrentWidget(view.editor)
            view.editor.go_to_problem(problem)

    # ------------------------------------------------------------------ saving
    def save(self) -> bool:
        return self._save(lambda flow, session: flow.save(session))

    def save_as(self) -> bool:
        return self._save(lambda flow, session: flow.save_as(session))

    def _save(self, how: Callable[[SaveFlow, EditorSession], SaveResult | None]) -> bool:
        if self.current is None:
            return False
        result = how(self.parts.save_flow, self.current)
        if result is not None:
            self._after_save(result.draft, [p for p in result.problems if p.is_error])
        return result is not None

    def _after_save(self, draft: bool, errors: list[Problem]) -> None:
        if draft:
            message = tr("Saved as a draft: %n error(s) remain.", len(errors))
        else:
            message = tr("Saved.")
        self.show_status(message)
        self.frame.library_panel.refresh()

    def _update_title(self) -> None:
        session = self.current
        if session is None:
            self.setWindowTitle("Recipe Studio")
            self.setWindowModified(False)
            return
        self.setWindowTitle(f"{session.display_name()}[*] — Recipe Studio")
        self.setWindowModified(session.modified)

    def _update_modified_marks(self) -> None:
        names = {s.library_name for s in self.parts.recipes.unsaved() if s.library_name}
        self.frame.library_panel.model.set_modified({n for n in names if n})

    # ------------------------------------------------------------------ dialogs
    def show_versions(self) -> None:
        from recipe_studio.gui.versions.versions_dialog import show_versions

        relist = self.frame.library_panel.refresh
        show_versions(self.parts.library, self.current, lambda _name: relist(), self)

    def convert(self) -> None:
        from recipe_studio.gui.editor import recipe_tools

        if self.current is not None:
            recipe_tools.convert_recipe(self.current, self)

    def browse_tools(self) -> None:
        from recipe_studio.gui.editor import recipe_tools

        def add(tool: str) -> None:
            view = self.current_view()
            if view is not None:
                row = view.editor.insertion_row()
                view.session.add_tool_step(row, tool)
                view.editor.select_step(row)

        recipe_tools.browse_tools(self.current, add, self)

    def show_connections(self) -> None:
        from recipe_studio.gui.modal import run_modal
        from recipe_studio.gui.run.connections_dialog import ConnectionsDialog

        runs = self.parts.runs
        run_modal(ConnectionsDialog(runs.connections, runs.test_connection, self))

    def publish(self) -> None:
        from recipe_studio.gui.run.publish import publish

        session = self.current
        if session is not None:
            runs = self.parts.runs
            publish(session, runs.connections.names(), runs.connection_for(session), runs, self)

    def show_preferences(self) -> None:
        from recipe_studio.gui.window.preferences import edit_preferences

        runs = self.parts.runs
        changed = edit_preferences(self.parts.settings, runs.connections, self)
        if changed is not None and changed.language:
            self.show_status(tr("The new language applies after you restart Recipe Studio."))
        runs.refresh_servers()

    def start_tour(self) -> None:
        from recipe_studio.gui.window.tour import start_tour

        self.tour = start_tour(self, self)

    def tour_target(self, part: str) -> QWidget | None:
        """What the guided tour outlines for ``part`` (see :class:`TourTargets`)."""
        view = self.current_view()
        if part in ("name", "steps", "inspector"):
            if view is None:
                return self.parts.stack
            editor = view.editor
            return {"name": editor.name_edit, "steps": editor.steps_view}.get(
                part, editor.inspector
            )
        frame = self.frame
        return {"library": frame.library_panel, "problems": frame.problems_dock}.get(
            part, frame.run_dock
        )

    def show_use_elsewhere(self) -> None:
        from recipe_studio.gui.sharing.use_elsewhere import show_use_elsewhere

        show_use_elsewhere(self, self.parts.library)

    def record_from_app(self) -> None:
        """Show the recording monitor (the one already open, if there is one)."""
        from recipe_studio.gui.run.record_dialog import show_record_dialog

        dialog = self.record_dialog
        try:
            if dialog is not None and dialog.isVisible():
                dialog.raise_()
                dialog.activateWindow()
                return
        except RuntimeError:  # closed: Qt deleted it
            pass
        self.record_dialog = show_record_dialog(self, self.parts.runs, self)

    def show_recordings(self) -> None:
        from recipe_studio.gui.run.recordings_dialog import show_recordings

        show_recordings(self, self.parts.runs, self)

    def about(self) -> None:
        from recipe_studio.gui.window.about import show_about

        show_about(self)

    # ------------------------------------------------------------------ window
    def closeEvent(self, event: QCloseEvent) -> None:  # QWidget.closeEvent
        if not self.started:  # closed while starting: nothing is open, nothing to keep
            event.accept()
            return
        if self.built and not self._may_close():
            event.ignore()
            return
        from recipe_studio.gui.settings import SettingsStore, save_layout

        # Nothing was needed (nothing opened): the layout is still the person's to keep.
        settings = self.parts.settings if self.built else SettingsStore(self)
        save_layout(settings, self, self.frame.splitter)
        self.frame.library_panel.timer.stop()
        if self.built:
            self.parts.signin_notice.shutdown()  # (before the relay it posts to closes)
            self.parts.runs.shutdown()
        event.accept()

    def _may_close(self) -> bool:
        """Ask about a run in progress and unsaved recipes; False: stay open."""
        from PySide6.QtWidgets import QMessageBox

        runs, recipes = self.parts.runs, self.parts.recipes
        if runs.running:
            answer = QMessageBox.question(
                self,
                tr("A run is in progress"),
                tr("Stop the run and close?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            runs.stop()
        return self.parts.save_flow.save_before_closing(recipes.unsaved(), self.show_session)

    # ------------------------------------------------------------------ drops
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # QWidget.dragEnterEvent
        if event.mimeData().hasUrls() and any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # QWidget.dropEvent
        paths = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if paths and self.started:
            self.parts.import_export.import_openable(paths)
            event.acceptProposedAction()


__all__ = ["MainWindow", "__version__"]


def _save_report(runs: RunController) -> None:
    # Imported when used: the reports module brings the run engine's models, which the
    # window's first frame must not wait for.
    from recipe_studio.gui.run.reports import save_current_report

    save_current_report(runs)
