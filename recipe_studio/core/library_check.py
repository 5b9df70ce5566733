"""``recipe-studio check``: rehearse the saved recipes and say, per recipe, whether it holds.

A quick way to test a whole library after the host was updated: every saved recipe (or
the ones named) is rehearsed (:mod:`recipe_studio.core.engine.rehearsal`, nothing is
changed) on one connection, with its checks and the learned shapes, and comes out as
one :class:`RecipeCheck`: ``ok``, ``failed`` (a check failed, a field the recipe relies
on is gone, or a step failed; the first of these is the reason) or ``not_checked`` (it
needs a param value it has no default for, so it cannot be rehearsed alone).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from recipe_studio.core.checks import checks_from_stored
from recipe_studio.core.engine.drift import SeenPaths, lost_field_message
from recipe_studio.core.engine.notes import check_line
from recipe_studio.core.engine.params import is_required
from recipe_studio.core.engine.session import RunRequest, RunSession
from recipe_studio.core.library import Library, LibraryError
from recipe_studio.core.messages import Message, message
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from recipe_studio.core.engine.results import RunResult
    from recipe_studio.core.mcp_client.connection import Connection

CheckStatus = Literal["ok", "failed", "not_checked"]


@dataclass(frozen=True)
class RecipeCheck:
    name: str
    status: CheckStatus
    #: The line to print (``Morning: ok``, ``Morning: Check failed: ...``).
    line: Message
    result: RunResult | None = None


def failure_reason(result: RunResult) -> Message | None:
    """Why a rehearsal did not hold: a lost field, a failed check, or the run's error."""
    for outcome in result.steps:
        if outcome.lost_fields:
            return lost_field_message(outcome.index, outcome.lost_fields[0])
    failed = [check for check in result.checks if check.failed]
    if failed:
        return check_line(failed[0])
    if not result.ok and result.error_message is not None:
        return result.error_message
    return None


def check_recipe(
    library: Library,
    name: str,
    connection: Connection,
    seen: SeenPaths | None,
    home: str | None = None,
) -> RecipeCheck:
    try:
        loaded = library.load(name)
    except LibraryError as exc:
        return RecipeCheck(
            name, "failed", message("library_check_broken", name=name, reason=str(exc))
        )
    profile = get_profile(loaded.profile)
    for param in loaded.recipe.params:
        if is_required(param, profile) and not param.has_default:
            line = message("library_check_needs_param", name=name, param=param.name)
            return RecipeCheck(name, "not_checked", line)
    uids = [step.uid for step in loaded.recipe.steps]
    request = RunRequest(
        loaded.recipe,
        profile,
        source="check",
        recipe_version=str(loaded.revision),
        recipe_id=loaded.recipe_id,
        rehearse=True,
        seen=seen,
        home=home,
        checks=checks_from_stored(loaded.checks, uids),
    )
    session = RunSession(request, open_connection=lambda _token, _elicit: connection)
    result = session.run().result
    why = failure_reason(result)
    if why is None:
        return RecipeCheck(name, "ok", message("library_check_ok", name=name), result)
    return RecipeCheck(
        name, "failed", message("library_check_failed", name=name, reason=why), result
    )


def check_library(
    library: Library,
    names: Sequence[str],
    connection: Connection,
    seen: SeenPaths | None,
    *,
    home: str | None = None,
    on_checked: Callable[[RecipeCheck], None] | None = None,
) -> list[RecipeCheck]:
    """Rehearse ``names`` (every saved recipe when empty), one line each."""
    out: list[RecipeCheck] = []
    chosen = list(names)
    if not chosen:
        for entry in library.entries():
            if entry.name is not None:
                chosen.append(entry.name)
            else:  # a file that cannot be read is named, and fails
                why = message("library_check_broken", name=entry.file, reason=entry.broken)
                out.append(RecipeCheck(entry.file, "failed", why))
    for name in chosen:
        checked = check_recipe(library, name, connection, seen, home)
        out.append(checked)
        if on_checked is not None:
            on_checked(checked)
    return out
