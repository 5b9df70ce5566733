"""Bringing recipe files into the library and sending recipes out as files."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from recipe_studio.core.library import Library, LibraryError
from recipe_studio.core.problems import has_errors
from recipe_studio.core.profiles import PROFILES
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.library_panel import LibraryPanel
from recipe_studio.gui.open_recipes import OpenRecipes
from recipe_studio.gui.texts import problem_text

tr = translator("LibraryActions")


class ImportExport:
    def __init__(
        self,
        library: Library,
        recipes: OpenRecipes,
        panel: LibraryPanel,
        parent: QWidget,
        status: Callable[[str], None],
    ) -> None:
        self.library = library
        self.recipes = recipes
        self.panel = panel
        self.parent = parent
        self.status = status

    def import_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self.parent,
            tr("Import recipes"),
            "",
            tr("Recipes (*.recipe.json *.json);;All files (*)"),
        )
        if paths:
            self.import_paths(paths)

    def import_paths(self, paths: list[str]) -> None:
        """Import files; the last recipe added is selected and opened."""
        lines: list[str] = []
        last = None
        for path in paths:
            report = self.library.import_file(path, on_clash="keep-both")
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
        self.panel.refresh(select=last, emit=last is not None)
        QMessageBox.information(
            self.parent, tr("Import"), "\n".join(lines) or tr("Nothing imported.")
        )

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
        default = f"{names[0]}.recipe.json" if len(names) == 1 else "recipes.bundle.json"
        path, _ = QFileDialog.getSaveFileName(
            self.parent, tr("Export"), default, tr("Recipes (*.json)")
        )
        if not path:
            return
        try:
            self.library.export_to(names, path)
        except (LibraryError, OSError) as exc:
            QMessageBox.warning(self.parent, tr("Not exported"), str(exc))
            return
        self.status(tr("Exported to {path}").format(path=path))

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
        return tr("“{name}”: {n} error(s), e.g. {first}").format(
            name=name, n=len(errors), first=problem_text(errors[0])
        )
