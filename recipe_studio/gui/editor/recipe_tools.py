"""The Recipe menu's tools: convert to another platform, browse tools (the catalog choice
is :mod:`recipe_studio.gui.editor.catalog_choice`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QInputDialog,
    QMessageBox,
    QWidget,
)

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.convert import convert
from recipe_studio.core.profiles import PROFILES
from recipe_studio.gui.fields.tool_picker import ToolPickerDialog
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.texts import problem_text
from recipe_studio.gui.words import catalog_name, profile_title

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("LibraryActions")


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
    facts = session.tool_facts if session is not None else None
    dialog = ToolPickerDialog(catalog, "", parent, facts)
    dialog.setWindowTitle(tr("Tools — {catalog}").format(catalog=catalog_name(catalog)))
    buttons = dialog.findChild(QDialogButtonBox)
    if buttons is not None:
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("Add to recipe"))
        ok.setEnabled(session is not None)
    if run_modal(dialog) and session is not None and dialog.chosen():
        add_step(dialog.chosen())
