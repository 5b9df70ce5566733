"""Steps on the clipboard and in drags: our own JSON format (moves and pastes) and plain
text (for editors)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMimeData

if TYPE_CHECKING:
    from recipe_studio.core.document import RecipeDocument

STEPS_MIME = "application/x-recipe-studio-steps"


def steps_mime(doc: RecipeDocument, rows: list[int]) -> QMimeData:
    """Steps as JSON: our own format (for moves and pastes) and plain text (for editors)."""
    manifest_steps = doc.profile.write(
        doc.recipe.model_copy(update={"steps": [doc.steps[r] for r in rows]})
    )["steps"]
    mime = QMimeData()
    payload = {
        "document": id(doc),
        "rows": rows,
        "dialect": doc.recipe.dialect,
        "steps": manifest_steps,
    }
    mime.setData(STEPS_MIME, json.dumps(payload).encode("utf-8"))
    mime.setText(json.dumps(manifest_steps, ensure_ascii=False, indent=2))
    return mime


def steps_payload(mime: QMimeData) -> dict[str, Any]:
    """What :func:`steps_mime` put in ``mime`` (empty when it holds no steps)."""
    if not mime.hasFormat(STEPS_MIME):
        return {}
    try:
        payload = json.loads(bytes(mime.data(STEPS_MIME).data()).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return {}
    return payload if isinstance(payload, dict) else {}


def payload_text(payload: dict[str, Any]) -> str:
    """The steps of a payload as JSON text, the form pasting reads."""
    return json.dumps(payload.get("steps", []))


def clipboard_steps_text(mime: QMimeData | None) -> str:
    """Steps to paste from the clipboard: ours, or any text (read as JSON by core)."""
    if mime is None:
        return ""
    payload = steps_payload(mime)
    if payload:
        return payload_text(payload)
    return mime.text() if mime.hasText() else ""
