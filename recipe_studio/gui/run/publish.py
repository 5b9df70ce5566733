"""Publishing a recipe to the host with its ``recipe_save`` tool.

The manifest goes out in the chosen profile's wire format; ``recipe_exists`` asks whether
to overwrite (where the profile has ``overwrite``); the host's answer is shown as it is.
Refused while the recipe has errors.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QInputDialog, QMessageBox

from recipe_studio.core.problems import has_errors
from recipe_studio.gui.texts import problem_text

if TYPE_CHECKING:
    from recipe_studio.gui.run.controller import RunController


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Publish", text)


def answer_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, indent=2)


def publish(controller: RunController) -> None:
    window = controller.window
    session = window.current
    if session is None:
        return
    problems = session.validate_now()
    if has_errors(problems):
        errors = [p for p in problems if p.is_error]
        QMessageBox.warning(
            window,
            tr("Cannot publish yet"),
            tr("Fix the {n} error(s) first, for example: {first}").format(
                n=len(errors), first=problem_text(errors[0])
            ),
        )
        return
    names = controller.connections.names()
    default = controller.connection_for(session)
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
    _send(controller, name, session.document.profile, manifest, overwrite=False)


def _send(
    controller: RunController, name: str, profile: Any, manifest: dict[str, Any], *, overwrite: bool
) -> None:
    window = controller.window
    args: dict[str, Any] = {"manifest": manifest}
    if overwrite:
        args["overwrite"] = True

    def connected(ok: bool, catalog: Any) -> None:
        if not ok:
            controller.report_error(
                tr("Cannot reach “{name}”: {error}").format(name=name, error=catalog)
            )
            return
        if catalog is None or "recipe_save" not in catalog:
            QMessageBox.information(
                window,
                tr("Publish"),
                tr("“{name}” has no recipe_save tool, so it cannot receive recipes.").format(
                    name=name
                ),
            )
            return
        controller.call_tool(name, "recipe_save", args, answered)

    def answered(ok: bool, result: Any) -> None:
        if isinstance(result, str):
            controller.report_error(result)
            return
        text = result.content_text if not result.ok else answer_text(result.value)
        if not result.ok and "recipe_exists" in text:
            if not profile.has_overwrite:
                QMessageBox.warning(
                    window,
                    tr("Name taken"),
                    tr(
                        "The host already has a recipe called “{name}”, and the {profile} format cannot replace it. Rename the recipe, or delete the other one on the host."
                    ).format(name=manifest.get("name"), profile=profile.name),
                )
                return
            choice = QMessageBox.question(
                window,
                tr("Name taken"),
                tr("The host already has a recipe called “{name}”. Replace it?").format(
                    name=manifest.get("name")
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if choice == QMessageBox.StandardButton.Yes:
                _send(controller, name, profile, manifest, overwrite=True)
            return
        if not result.ok:
            QMessageBox.warning(window, tr("Not published"), text)
            return
        QMessageBox.information(
            window, tr("Published"), tr("The host answered:\n{answer}").format(answer=text)
        )

    controller.call_tool(name, None, {}, connected)
