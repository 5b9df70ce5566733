"""The Recipe menu's tools: convert to another platform, browse tools, choose a catalog."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
    QWidget,
)

from recipe_studio.core.catalog import Catalog, CatalogError, bundled_catalog, load_catalog
from recipe_studio.core.convert import convert
from recipe_studio.core.profiles import PROFILES
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.inspector.tool_picker import ToolPickerDialog
from recipe_studio.gui.session import EditorSession
from recipe_studio.gui.texts import problem_text
from recipe_studio.gui.words import catalog_name, profile_title

tr = translator("LibraryActions")

#: Adds a connection's live catalogs to the catalog menu.
CatalogChoices = Callable[[QMenu, EditorSession], None]


def convert_recipe(session: EditorSession, parent: QWidget) -> None:
    """Convert to another profile; what cannot be carried over is listed first."""
    doc = session.document
    others = [p for p in PROFILES.values() if p.name != doc.profile.name]
    names = [profile_title(p) for p in others]
    choice, ok = QInputDialog.getItem(
        parent, tr("Convert to…"), tr("Target platform:"), names, 0, False
    )
    if not ok:
        return
    target = others[names.index(choice)].name
    result = convert(doc.recipe, doc.profile, target, lossy=True)
    if result.losses:
        text = "\n".join(f"• {problem_text(p)}" for p in result.losses)
        answer = QMessageBox.question(
            parent,
            tr("Some things cannot be carried over"),
            tr(
                "Converting to {target} loses:\n{losses}\n\nConvert anyway? (Undo brings them back.)"
            ).format(target=choice, losses=text),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
    session.replace_recipe(result.recipe, target, tr("Convert to {target}").format(target=target))


def browse_tools(
    session: EditorSession | None, add_step: Callable[[str], None], parent: QWidget
) -> None:
    """The catalog's tools; "Add to recipe" adds the chosen one as a step."""
    catalog = session.catalog if session is not None else bundled_catalog("macos")
    dialog = ToolPickerDialog(catalog, "", parent)
    dialog.setWindowTitle(tr("Tools — {catalog}").format(catalog=catalog_name(catalog)))
    buttons = dialog.findChild(QDialogButtonBox)
    if buttons is not None:
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("Add to recipe"))
        ok.setEnabled(session is not None)
    if dialog.exec() and session is not None and dialog.chosen():
        add_step(dialog.chosen())


def catalog_menu(
    session: EditorSession, anchor: QWidget, more: CatalogChoices | None = None
) -> None:
    """Which tools the recipe is checked against: bundled, built-in, a file, a server."""
    menu = QMenu(anchor)
    profile = session.document.profile.name
    menu.addAction(tr("Bundled catalog for {profile}").format(profile=profile)).triggered.connect(
        lambda: session.set_catalog(None)
    )
    menu.addAction(tr("Recipe Studio built-in tools")).triggered.connect(
        lambda: session.set_catalog(bundled_catalog("builtin"))
    )
    menu.addAction(tr("Load a catalog file…")).triggered.connect(
        lambda: _load_catalog(session, anchor)
    )
    if more is not None:
        more(menu, session)
    menu.exec(anchor.mapToGlobal(anchor.rect().bottomLeft()))


def _load_catalog(session: EditorSession, parent: QWidget) -> None:
    path, _ = QFileDialog.getOpenFileName(parent, tr("Load catalog"), "", tr("Catalogs (*.json)"))
    if not path:
        return
    try:
        catalog: Catalog = load_catalog(path)
    except CatalogError as exc:
        QMessageBox.warning(parent, tr("Catalog not loaded"), str(exc))
        return
    session.set_catalog(catalog)
