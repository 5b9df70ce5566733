"""Bringing recipe files into the library and sending recipes out as files."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from recipe_studio.core.file_read import unopenable
from recipe_studio.core.library import ImportItem, ImportReport, Library, LibraryError
from recipe_studio.core.library.share import export_file_name, export_path
from recipe_studio.core.limits import MAX_FILE_BYTES
from recipe_studio.core.problems import has_errors
from recipe_studio.core.profiles import PROFILES
from recipe_studio.core.sharefile import OPENABLE_PATTERNS, SHARE_SUFFIX
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.sharing.import_job import run_import
from recipe_studio.gui.sharing.import_report import show_report
from recipe_studio.gui.texts import library_error_text, problem_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.library.library_panel import LibraryPanel
    from recipe_studio.gui.recipe.open_recipes import OpenRecipes

tr = translator("LibraryActions")


class ImportExport:
    def __init__(
        self,
        library: Library,
        recipes: OpenRecipes,
        panel: LibraryPanel,
        parent: QWidget,
        status: Callable[[str], None],
        open_name: Callable[[str], object],
    ) -> None:
        self.library = library
        self.recipes = recipes
        self.panel = panel
        self.parent = parent
        self.status = status
        self.open_name = open_name
        # Files from the system wait here while an import (or its report) is on screen.
        self._from_system: list[list[str]] = []
        self._importing_from_system = False

    def import_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self.parent,
            tr("Import recipes"),
            "",
            f"{tr('Recipe files')} ({' '.join(OPENABLE_PATTERNS)});;{tr('All files')} (*)",
        )
        if paths:
            self.import_openable(paths)

    def import_openable(self, paths: list[str]) -> str | None:
        """Import the files that can be opened; say which cannot, and why."""
        refused = [(p, why) for p in paths if (why := unopenable(p, MAX_FILE_BYTES))]
        if refused:
            lines = [
                tr("“{file}” cannot be opened: {reason}").format(file=p, reason=reason_text(why))
                for p, why in refused
            ]
            QMessageBox.warning(self.parent, tr("Cannot open"), "\n".join(lines))
        openable = [p for p in paths if p not in {r for r, _ in refused}]
        return self.import_paths(openable) if openable else None

    def open_from_system(self, paths: list[str]) -> None:
        """Files handed over by the system (double-click, a later launch): the window comes
        to the front, and each file is imported and the last one opened."""
        window = self.parent.window()
        if QGuiApplication.platformName() not in ("offscreen", "minimal"):  # no front there
            if window.isMinimized():
                window.showNormal()
            window.raise_()
            window.activateWindow()
        if not paths:
            return
        # A later launch or the system can hand files over while an import's progress or
        # report runs its own event loop; importing them there would finish first and be
        # shown, then the earlier import would end and take the editor back. They wait and
        # go in order, so the last file handed over is the one shown.
        self._from_system.append(paths)
        if self._importing_from_system:
            return
        self._importing_from_system = True
        try:
            while self._from_system:
                self.import_openable(self._from_system.pop(0))
        finally:
            self._importing_from_system = False

    def import_paths(self, paths: list[str]) -> str | None:
        """Import files (in a worker, with progress and Cancel); the last recipe added is
        opened (and so highlighted). One recipe imported is said in the status bar;
        anything else gets a report."""
        outcome = run_import(self.parent, self.library, paths)
        lines: list[str] = []
        added: list[ImportItem] = []
        failed = outcome.cancelled
        for path, report in outcome.results:
            if isinstance(report, Exception):
                lines.append(f"✗ {path}: {library_error_text(report)}")
                failed = True
                continue
            if report.cancelled:
                lines.append(
                    "✗ " + tr("{path}: cancelled, nothing of it was imported").format(path=path)
                )
                continue
            if report.error:
                lines.append(f"✗ {path}: {report.error}")
                failed = True
                continue
            failed = self._report_items(path, report, lines, added) or failed
        self.panel.refresh()
        last = (added[-1].stored_as or added[-1].name) if added else None
        if last is not None:
            self.open_name(last)
        if len(added) == 1 and not failed:
            self.status(_one_imported(added[0].status, last or "", added[0].draft))
        else:
            show_report(self.parent, lines, cancelled=outcome.cancelled)
        return last

    @staticmethod
    def _report_items(
        path: str, report: ImportReport, lines: list[str], added: list[ImportItem]
    ) -> bool:
        """One line per recipe of ``report``; whether any failed."""
        failed = False
        for item in report.items:
            where = f"{path}{':' + item.where if item.where else ''}"
            if item.status == "failed":
                lines.append(f"✗ {where}: {item.error}")
                failed = True
                continue
            note = tr(" (draft: has errors)") if item.draft else ""
            status = {
                "saved": tr("added"),
                "kept-both": tr("added under a new name"),
                "overwritten": tr("replaced the existing one"),
                "skipped": tr("skipped (name taken)"),
                "unchanged": tr("already in the library"),
            }.get(item.status, item.status)
            lines.append(f"✓ {item.stored_as or item.name} — {status}{note}")
            added.append(item)
        return failed

    def export_selected(self) -> None:
        """File › Export: the recipes highlighted in the list (the open one)."""
        names = self.panel.selected_names()
        current = self.recipes.current
        if not names and current is not None and current.library_name:
            names = [current.library_name]
        self.export(names)

    def export(self, names: list[str]) -> None:
        if not names:
            QMessageBox.information(
                self.parent, tr("Export"), tr("Select one or more recipes to export.")
            )
            return
        blocked = [line for name in names if (line := self._export_blocker(name))]
        if blocked:
            QMessageBox.warning(
                self.parent,
                tr("Cannot export yet"),
                tr("Fix these errors before exporting:\n") + "\n".join(blocked),
            )
            return
        path, _ = QFileDialog.getSaveFileName(
            self.parent,
            tr("Export"),
            export_file_name(names),
            f"{tr('Recipe files')} (*{SHARE_SUFFIX})",
        )
        if not path:
            return
        target = str(export_path(Path(path), names))  # typed without extension: .recipe
        if not self._may_write(path, target):
            return
        path = target
        try:
            self.library.export_to(names, path)
        except (LibraryError, OSError) as exc:
            QMessageBox.warning(self.parent, tr("Not exported"), library_error_text(exc))
            return
        self.status(tr("Exported to {path}").format(path=path))

    def _may_write(self, chosen: str, path: str) -> bool:
        """The dialog asked before replacing ``chosen``; the extension added to it makes
        another file, so ask again when that one exists."""
        if path == chosen or not Path(path).exists():
            return True
        answer = QMessageBox.question(
            self.parent,
            tr("Export"),
            tr("“{name}” already exists. Do you want to replace it?").format(name=Path(path).name),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _export_blocker(self, name: str) -> str:
        """Why ``name`` cannot be exported ("" when it can)."""
        session = self.recipes.named(name)
        if session is not None and session.modified:
            problems = session.validate_now()
        else:
            loaded = self.library.load(name)
            problems = self.library.validator(PROFILES[loaded.profile]).validate(loaded.recipe)
        if not has_errors(problems):
            return ""
        errors = [p for p in problems if p.is_error]
        return tr("“{name}”: %n error(s), e.g. {first}", len(errors)).format(
            name=name, first=problem_text(errors[0])
        )


def _one_imported(status: str, name: str, draft: bool) -> str:
    if status == "unchanged":
        return tr("“{name}” is already in the library, just as in the file.").format(name=name)
    if status == "kept-both":
        text = tr("Imported as “{name}”: a recipe of that name was already there.")
    else:
        text = tr("Imported “{name}”.")
    if draft:
        text += " " + tr("It has errors, so it is kept as a draft: see Problems.")
    return text.format(name=name)


def reason_text(code: str) -> str:
    """Why a file cannot be opened (:func:`~recipe_studio.core.file_read.unopenable`)."""
    return {
        "missing": tr("there is no such file (it was moved or deleted)."),
        "folder": tr("it is a folder, not a file."),
        "pipe": tr("it is a pipe (FIFO), not a file."),
        "device": tr("it is a device, not a file."),
        "socket": tr("it is not a regular file."),
        "unreadable": tr("it cannot be read (check its permissions)."),
        "too_large": tr("it is larger than 64 MB, far too large to be a recipe."),
    }.get(code, code)
