"""Publishing a recipe to the host with its ``recipe_save`` tool.

The manifest goes out in the chosen profile's wire format; ``recipe_exists`` asks whether
to overwrite (where the profile has ``overwrite``); the host's answer is shown as it is.
Refused while the recipe has errors. A host that cannot be reached, or that refuses the
recipe, is said in a sentence; the technical part is under "Details".
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from recipe_studio.core.messages import Message, first_line
from recipe_studio.core.problems import has_errors
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.modal import run_modal
from recipe_studio.gui.run.errors import error_box, show_error
from recipe_studio.gui.texts import problem_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.profiles import Profile
    from recipe_studio.gui.recipe.session import EditorSession

tr = translator("Publish")


class ToolCalls(Protocol):
    """What publishing needs from the run side: one tool call outside a run."""

    def call_tool(
        self, connection: str, tool: str | None, args: dict[str, Any], callback: Callable[..., None]
    ) -> None: ...


def answer_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, indent=2)


def publish(
    session: EditorSession, names: list[str], default: str, calls: ToolCalls, window: QWidget
) -> None:
    """Send the recipe to the host of a connection (chosen, ``default`` first)."""
    problems = session.validate_now()
    if has_errors(problems):
        errors = [p for p in problems if p.is_error]
        QMessageBox.warning(
            window,
            tr("Cannot publish yet"),
            tr("Fix the %n error(s) first, for example: {first}", len(errors)).format(
                first=problem_text(errors[0])
            ),
        )
        return
    name, ok = QInputDialog.getItem(
        window,
        tr("Publish"),
        tr("Publish to the host of this connection:"),
        names,
        names.index(default),
        False,
    )
    if not ok:
        return
    manifest = session.document.profile.write(session.document.recipe)
    Publishing(calls, window, name, session.document.profile, manifest).send(overwrite=False)


class Publishing:
    """One recipe on its way to a host: connect, ``recipe_save``, and the answer."""

    def __init__(
        self,
        calls: ToolCalls,
        window: QWidget,
        connection: str,
        profile: Profile,
        manifest: dict[str, Any],
    ) -> None:
        self.calls, self.window, self.connection = calls, window, connection
        self.profile, self.manifest = profile, manifest
        self.overwrite = False

    def send(self, *, overwrite: bool) -> None:
        self.overwrite = overwrite
        self.calls.call_tool(self.connection, None, {}, self._connected)

    def _connected(self, ok: bool, catalog: Any) -> None:
        name = self.connection
        if isinstance(catalog, Message):
            show_error(self.window, tr("Not published"), catalog)
        elif catalog is None or "recipe_save" not in catalog:
            QMessageBox.information(
                self.window,
                tr("Publish"),
                tr("“{name}” has no recipe_save tool, so it cannot receive recipes.").format(
                    name=name
                ),
            )
        else:
            args: dict[str, Any] = {"manifest": self.manifest}
            if self.overwrite:
                args["overwrite"] = True
            self.calls.call_tool(name, "recipe_save", args, self._answered)

    def _answered(self, ok: bool, result: Any) -> None:
        if isinstance(result, Message):
            show_error(self.window, tr("Not published"), result)
            return
        text = result.content_text if not result.ok else answer_text(result.value)
        if not result.ok and "recipe_exists" in text:
            self._name_taken()
        elif not result.ok:
            # The host's own words: its first line in the sentence, all of them in Details.
            said = first_line(text) or tr("it gave no reason")
            sentence = tr("The host did not save the recipe: {reason}").format(reason=said)
            run_modal(error_box(self.window, tr("Not published"), sentence, text.strip()))
        else:
            QMessageBox.information(
                self.window, tr("Published"), tr("The host answered:\n{answer}").format(answer=text)
            )

    def _name_taken(self) -> None:
        name = self.manifest.get("name")
        if not self.profile.has_overwrite:
            QMessageBox.warning(
                self.window,
                tr("Name taken"),
                tr(
                    "The host already has a recipe called “{name}”, and the {profile} format cannot replace it. Rename the recipe, or delete the other one on the host."
                ).format(name=name, profile=self.profile.name),
            )
            return
        choice = QMessageBox.question(
            self.window,
            tr("Name taken"),
            tr("The host already has a recipe called “{name}”. Replace it?").format(name=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if choice == QMessageBox.StandardButton.Yes:
            self.send(overwrite=True)
