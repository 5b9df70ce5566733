"""A draft recipe made from calls (a recording or a past run) opened in the window.

The draft opens as a new, unsaved recipe with the recorded server's tools as its
catalog and its problems shown; the fields the recorded results had are learned as
shapes for that connection (paths only), so the step-result picker offers them. The
recorded values themselves go nowhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from recipe_studio.core.recording.draft import Draft, make_draft
from recipe_studio.core.shapes import ShapeStore, connection_identity

if TYPE_CHECKING:
    from collections.abc import Iterable

    from recipe_studio.core.mcp_client import ServerSpec
    from recipe_studio.core.model import Recipe
    from recipe_studio.core.recording.store import RecordedCall
    from recipe_studio.gui.recipe.session import EditorSession


class StudioWindow(Protocol):
    """What the recording dialogs use of the main window (not imported: no circle)."""

    @property
    def current(self) -> EditorSession | None: ...

    def open_recipe(self, recipe: Recipe, profile: str) -> EditorSession: ...


def target_profile(window: StudioWindow) -> str:
    """The profile of the recipe being edited, else the one new recipes get."""
    session = window.current
    return session.document.profile.name if session is not None else "macos"


def build_draft(
    window: StudioWindow,
    calls: list[RecordedCall],
    *,
    name: str,
    tools: list[dict[str, Any]] | None,
    server: str = "",
    chosen: Iterable[int] | None = None,
) -> Draft:
    return make_draft(
        calls, target_profile(window), name=name, tools=tools, server=server, chosen=chosen
    )


def open_draft(
    window: StudioWindow, draft: Draft, connection: str, spec: ServerSpec | None
) -> EditorSession:
    """Show ``draft`` in the editor (unsaved) and learn its shapes for ``connection``."""
    session = window.open_recipe(draft.recipe, draft.profile.name)
    if draft.catalog is not None:
        session.set_catalog(draft.catalog)
    sightings = [(tool, paths, "run") for tool, paths in draft.shapes if paths]
    if sightings:
        ShapeStore().learn(connection_identity(connection, spec), sightings)  # type: ignore[arg-type]
    session.undo_stack.resetClean()  # not saved yet: closing asks, nothing is lost silently
    session.validate_now()
    return session
