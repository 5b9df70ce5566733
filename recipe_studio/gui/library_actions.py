"""Window actions on the library: duplicate, rename, delete, trash, import, export,
versions, conversion, the tools browser and the catalog choice."""

from __future__ import annotations

import difflib
import json
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.catalog import CatalogError, bundled_catalog, load_catalog
from recipe_studio.core.convert import convert
from recipe_studio.core.library import LibraryEntry, LibraryError
from recipe_studio.core.library.names import fresh_name
from recipe_studio.core.problems import has_errors
from recipe_studio.core.profiles import PROFILES
from recipe_studio.gui.texts import problem_text

if TYPE_CHECKING:
    from recipe_studio.gui.main_window import MainWindow


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("LibraryActions", text)


class LibraryActions:
    def __init__(self, window: MainWindow) -> None:
        self.window = window

    @property
    def library(self) -> Any:
        return self.window.library

    def _fail(self, title: str, exc: Exception) -> None:
        QMessageBox.warning(self.window, title, str(exc))

    # ------------------------------------------------------------------ list actions
    def duplicate(self, entry: LibraryEntry) -> None:
        if not entry.name:
            return
        try:
            loaded = self.library.load(entry.name)
            name = fresh_name(entry.name, self.library.exists)
            recipe = loaded.recipe.model_copy(update={"name": name})
            self.library.save(loaded.profile, recipe, draft="auto")
        except (LibraryError, OSError) as exc:
            self._fail(tr("Not duplicated"), exc)
            return
        self.window.library_panel.refresh(select=name)

    def rename(self, entry: LibraryEntry) -> None:
        if not entry.name:
            return
        new, ok = QInputDialog.getText(
            self.window, tr("Rename recipe"), tr("New name:"), text=entry.name
        )
        if not ok or not new.strip() or new.strip() == entry.name:
            return
        session = self.window.session_named(entry.name)
        try:
            stamp = self.library.rename(
                entry.name, new.strip(), base=session.loaded_token if session else None
            )
        except (LibraryError, OSError) as exc:
            self._fail(tr("Not renamed"), exc)
            return
        if session is not None:
            session.document.set_field("name", new.strip())
            if not session.modified:
                session.mark_saved(new.strip(), stamp, session.draft)
            session.library_name = new.strip()
            session.loaded_token = stamp
        self.window.library_panel.refresh(select=new.strip())

    def delete(self, entry: LibraryEntry) -> None:
        try:
            trashed = (
                self.library.delete_file(entry.file)
                if entry.broken or not entry.name
                else self.library.delete(entry.name)
            )
        except (LibraryError, OSError) as exc:
            self._fail(tr("Not deleted"), exc)
            return
        session = self.window.session_named(entry.name) if entry.name else None
        if session is not None:
            self.window.close_session(session)
        panel = self.window.library_panel
        panel.refresh()
        label = entry.name or entry.file

        def undo() -> None:
            try:
                restored = self.library.restore_from_trash(trashed.id, on_clash="keep-both")
            except (LibraryError, OSError) as exc:
                self._fail(tr("Not restored"), exc)
                return
            panel.refresh(select=restored)

        panel.show_notice(
            tr("“{name}” was moved to the trash.").format(name=label), tr("Undo"), undo
        )

    def show_trash(self) -> None:
        dialog = QDialog(self.window)
        dialog.setWindowTitle(tr("Trash"))
        dialog.resize(520, 360)
        layout = QVBoxLayout(dialog)
        items = QListWidget()
        items.setAccessibleName(tr("Recipes in the trash"))
        layout.addWidget(items)

        def fill() -> None:
            items.clear()
            for entry in self.library.trash():
                item = QListWidgetItem(
                    tr("{name} — deleted {when}").format(name=entry.name, when=entry.deleted_at)
                )
                item.setData(256, entry.id)
                items.addItem(item)
            if not items.count():
                items.addItem(tr("The trash is empty."))

        fill()
        row = QHBoxLayout()
        restore = QPushButton(tr("Restore"))
        empty = QPushButton(tr("Empty trash…"))
        close = QPushButton(tr("Close"))
        for button in (restore, empty, close):
            row.addWidget(button)
        layout.addLayout(row)

        def do_restore() -> None:
            item = items.currentItem()
            key = item.data(256) if item is not None else None
            if not key:
                return
            try:
                name = self.library.restore_from_trash(key, on_clash="keep-both")
            except (LibraryError, OSError) as exc:
                self._fail(tr("Not restored"), exc)
                return
            fill()
            self.window.library_panel.refresh(select=name)

        def do_empty() -> None:
            answer = QMessageBox.question(
                dialog,
                tr("Empty trash"),
                tr("Delete everything in the trash for good? This cannot be undone."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Yes:
                self.library.empty_trash()
                fill()

        restore.clicked.connect(do_restore)
        empty.clicked.connect(do_empty)
        close.clicked.connect(dialog.accept)
        dialog.exec()

    # ------------------------------------------------------------------ import/export
    def import_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self.window,
            tr("Import recipes"),
            "",
            tr("Recipes (*.recipe.json *.json);;All files (*)"),
        )
        if paths:
            self.import_paths(paths)

    def import_paths(self, paths: list[str]) -> None:
        policy = "keep-both"
        lines: list[str] = []
        last = None
        for path in paths:
            report = self.library.import_file(path, on_clash=policy)
            if report.error:
                lines.append(f"✗ {path}: {report.error}")
                continue
            for item in report.items:
                where = f"{path}{':' + item.where if item.where else ''}"
                if item.status == "failed":
                    lines.append(f"✗ {where}: {item.error}")
                    continue
                note = tr(" (draft: has errors)") if item.draft else ""
                status = {
                    "saved": tr("added"),
                    "kept-both": tr("added under a new name"),
                    "overwritten": tr("replaced the existing one"),
                    "skipped": tr("skipped (name taken)"),
                }.get(item.status, item.status)
                lines.append(f"✓ {item.stored_as or item.name} — {status}{note}")
                last = item.stored_as or item.name
        self.window.library_panel.refresh(select=last)
        QMessageBox.information(
            self.window, tr("Import"), "\n".join(lines) or tr("Nothing imported.")
        )

    def export(self, names: list[str]) -> None:
        if not names:
            QMessageBox.information(
                self.window, tr("Export"), tr("Select one or more recipes to export.")
            )
            return
        blocked = []
        for name in names:
            loaded = self.library.load(name)
            problems = self.library.validator(PROFILES[loaded.profile]).validate(loaded.recipe)
            session = self.window.session_named(name)
            if session is not None and session.modified:
                problems = session.validate_now()
            if has_errors(problems):
                count = sum(1 for p in problems if p.is_error)
                blocked.append(
                    tr("“{name}”: {n} error(s), e.g. {first}").format(
                        name=name,
                        n=count,
                        first=next(problem_text(p) for p in problems if p.is_error),
                    )
                )
        if blocked:
            QMessageBox.warning(
                self.window,
                tr("Cannot export yet"),
                tr("Fix these errors before exporting:\n") + "\n".join(blocked),
            )
            return
        default = f"{names[0]}.recipe.json" if len(names) == 1 else "recipes.bundle.json"
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr("Export"), default, tr("Recipes (*.json)")
        )
        if not path:
            return
        try:
            self.library.export_to(names, path)
        except (LibraryError, OSError) as exc:
            self._fail(tr("Not exported"), exc)
            return
        self.window.statusBar().showMessage(tr("Exported to {path}").format(path=path), 8000)

    # ------------------------------------------------------------------ versions
    def show_versions(self) -> None:
        session = self.window.current
        if session is None or not session.library_name:
            QMessageBox.information(
                self.window,
                tr("Versions"),
                tr("Save the recipe first: versions are kept on each save."),
            )
            return
        VersionsDialog(self.window, session.library_name).exec()

    # ------------------------------------------------------------------ conversion
    def convert(self) -> None:
        session = self.window.current
        if session is None:
            return
        doc = session.document
        names = [p.title for p in PROFILES.values() if p.name != doc.profile.name]
        keys = [p.name for p in PROFILES.values() if p.name != doc.profile.name]
        choice, ok = QInputDialog.getItem(
            self.window, tr("Convert to…"), tr("Target platform:"), names, 0, False
        )
        if not ok:
            return
        target = keys[names.index(choice)]
        result = convert(doc.recipe, doc.profile, target, lossy=True)
        if result.losses:
            text = "\n".join(f"• {problem_text(p)}" for p in result.losses)
            answer = QMessageBox.question(
                self.window,
                tr("Some things cannot be carried over"),
                tr(
                    "Converting to {target} loses:\n{losses}\n\nConvert anyway? (Undo brings them back.)"
                ).format(target=choice, losses=text),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        session.replace_recipe(
            result.recipe, target, tr("Convert to {target}").format(target=target)
        )

    # ------------------------------------------------------------------ catalogs
    def show_tools(self) -> None:
        session = self.window.current
        from recipe_studio.gui.inspector.tool_picker import ToolPickerDialog

        catalog = session.catalog if session is not None else bundled_catalog("macos")
        dialog = ToolPickerDialog(catalog, "", self.window)
        dialog.setWindowTitle(tr("Tools — {catalog}").format(catalog=catalog.name))
        buttons = dialog.findChild(QDialogButtonBox)
        if buttons is not None:
            ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
            ok.setText(tr("Add to recipe"))
            ok.setEnabled(session is not None)
        if dialog.exec() and session is not None and dialog.chosen():
            view = self.window.current_view()
            assert view is not None
            row = view.editor.insertion_row()
            session.add_tool_step(row, dialog.chosen())
            view.editor.select_step(row)

    def catalog_menu(self, anchor: QWidget) -> None:
        session = self.window.current
        if session is None:
            return
        menu = QMenu(anchor)
        profile = session.document.profile.name
        menu.addAction(
            tr("Bundled catalog for {profile}").format(profile=profile)
        ).triggered.connect(lambda: session.set_catalog(None))
        menu.addAction(tr("Recipe Studio built-in tools")).triggered.connect(
            lambda: session.set_catalog(bundled_catalog("builtin"))
        )
        menu.addAction(tr("Load a catalog file…")).triggered.connect(
            lambda: self._load_catalog(session)
        )
        extra = getattr(self.window, "connection_catalog_actions", None)
        if extra is not None:
            extra(menu, session)
        menu.exec(anchor.mapToGlobal(anchor.rect().bottomLeft()))

    def _load_catalog(self, session: Any) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, tr("Load catalog"), "", tr("Catalogs (*.json)")
        )
        if not path:
            return
        try:
            session.set_catalog(load_catalog(path))
        except CatalogError as exc:
            self._fail(tr("Catalog not loaded"), exc)


class VersionsDialog(QDialog):
    """Saved versions of a recipe with a side-by-side diff against the current one."""

    def __init__(self, window: MainWindow, name: str) -> None:
        super().__init__(window)
        self.window_ = window
        self.name = name
        self.setWindowTitle(tr("Versions of “{name}”").format(name=name))
        self.resize(1000, 600)
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Saved versions"))
        left.addWidget(self.list, 1)
        self.restore_button = QPushButton(tr("Restore this version"))
        self.restore_button.clicked.connect(self.restore)
        left.addWidget(self.restore_button)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        left.addWidget(close)
        layout.addLayout(left, 1)
        self.diff = QTextBrowser()
        self.diff.setAccessibleName(tr("Differences"))
        layout.addWidget(self.diff, 3)
        library = window.library
        self.current = json.dumps(
            library.load(name).manifest, indent=2, ensure_ascii=False
        ).splitlines()
        for info in library.versions(name):
            label = tr("Version {n} — {when} — {steps} step(s)").format(
                n=info.number, when=info.saved_at or "?", steps=info.step_count
            )
            item = QListWidgetItem(label + (tr(" (draft)") if info.draft else ""))
            item.setData(256, info.number)
            self.list.addItem(item)
        if not self.list.count():
            self.list.addItem(
                tr("No earlier versions yet: one is kept each time you save over a recipe.")
            )
            self.restore_button.setEnabled(False)
        self.list.currentItemChanged.connect(lambda *_: self.show_diff())
        self.list.setCurrentRow(0)

    def show_diff(self) -> None:
        item = self.list.currentItem()
        number = item.data(256) if item is not None else None
        if number is None:
            return
        record = self.window_.library.read_version(self.name, number)
        old = json.dumps(record.manifest, indent=2, ensure_ascii=False).splitlines()
        table = difflib.HtmlDiff(wrapcolumn=60).make_table(
            old,
            self.current,
            tr("Version {n}").format(n=number),
            tr("Current"),
            context=True,
            numlines=3,
        )
        self.diff.setHtml(
            table if old != self.current else tr("This version is the same as the current one.")
        )

    def restore(self) -> None:
        item = self.list.currentItem()
        number = item.data(256) if item is not None else None
        if number is None:
            return
        session = self.window_.session_named(self.name)
        if session is not None and session.modified:
            QMessageBox.warning(
                self, tr("Unsaved changes"), tr("Save or undo your changes to this recipe first.")
            )
            return
        try:
            self.window_.library.restore_version(self.name, number)
        except (LibraryError, OSError) as exc:
            QMessageBox.warning(self, tr("Not restored"), str(exc))
            return
        if session is not None:
            loaded = self.window_.library.load(self.name)
            session.replace_recipe(
                loaded.recipe, loaded.profile, tr("Restore version {n}").format(n=number)
            )
            session.mark_saved(loaded.name, loaded.stamp, loaded.draft)
        self.window_.library_panel.refresh(select=self.name)
        self.accept()
