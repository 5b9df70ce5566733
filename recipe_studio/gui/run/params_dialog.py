"""Values for a run's params: an editor fitting each type (the one value-editor registry),
defaults and the last run's values filled in, required ones marked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.engine import ParamError, collect_params
from recipe_studio.core.messages import with_param_titles
from recipe_studio.core.param_words import param_explanation
from recipe_studio.gui.fields.value_editors import ValueEditor, make_editor
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import message_text

if TYPE_CHECKING:
    from recipe_studio.core.model import Param, Recipe
    from recipe_studio.core.profiles import Profile

tr = translator("RunDialogs")


class ParamsDialog(QDialog):
    def __init__(
        self, recipe: Recipe, profile: Profile, last: dict[str, Any], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Run “{name}”").format(name=recipe.name or tr("Untitled recipe")))
        self.recipe = recipe
        self.profile = profile
        self.params = [p for p in recipe.params if p.raw is None and p.name]
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Values for this run:")))
        form = QFormLayout()
        layout.addLayout(form)
        self.editors: dict[str, ValueEditor] = {}
        for param in self.params:
            editor = make_editor(profile.value_schema(param), param.name)
            if param.name in last:
                editor.set_value(last[param.name], True)
            else:
                editor.set_value(param.default, param.has_default)
            # The person's words for the param; its identifier stays in the tooltip.
            about = param_explanation(param)
            editor.setToolTip("\n".join(part for part in (about, param.name) if part))
            editor.setAccessibleName(_shown_name(param))
            label = QLabel(_shown_name(param) + (" *" if profile.is_required(param) else ""))
            label.setBuddy(editor.focus_widget())  # what a screen reader says the field is
            form.addRow(label, editor)
            self.editors[param.name] = editor
        self.error = QLabel()
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Run"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.values: dict[str, Any] = {}

    def _accept(self) -> None:
        given: dict[str, Any] = {}
        for name, editor in self.editors.items():
            present, value = editor.value()
            if present:
                given[name] = value
        try:
            # Core's rule for a run's params: what is required, and what fits each type.
            collect_params(self.recipe, self.profile, given, from_text=False, blank_is_missing=True)
        except ParamError as exc:
            titles = {param.name: _shown_name(param) for param in self.params}.get
            texts = [message_text(with_param_titles(msg, titles)) for msg in exc.messages]
            self.error.setText("⚠ " + " ".join(_sentence(text) for text in texts))
            return
        self.values = given
        self.accept()


def _shown_name(param: Param) -> str:
    """The title the person gave the param; its identifier where it has none (the
    params table shows the identifier until it has a title column of its own)."""
    return param.title or param.name


def _sentence(problem: str) -> str:
    return problem[:1].upper() + problem[1:] + ("" if problem.endswith(".") else ".")
