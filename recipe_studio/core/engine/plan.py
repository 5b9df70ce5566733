"""Before a run: which steps change state (they need the one confirmation), and their args.

A tool step changes state when the catalog says so (``effect: write``, which for a live
server means its annotations lack ``readOnlyHint: true``) or when the catalog does not
know the tool; it may delete or overwrite unless the catalog says it does not. The args
shown for confirmation are interpolated as far as possible: params are filled in,
references to step results (not known yet) stay as written.

``confirm`` in a step's args is never sent, except on macOS-1 where a literal
``confirm: true`` is kept and lets the step execute.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from recipe_studio.core.model import Dialect, Recipe, ToolStep
from recipe_studio.core.references import (
    Malformed,
    ParamRef,
    custom_reference,
    exact_reference,
    parse_template,
    render_reference,
    value_as_text,
)

if TYPE_CHECKING:
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.profiles import Profile


@dataclass(frozen=True)
class PlannedAction:
    """A state-changing step, as listed in the run's confirmation."""

    index: int
    uid: str
    tool: str
    #: Args with params filled in; step references still as written.
    args: dict[str, Any]
    #: The catalog does not know the tool (so it counts as state-changing).
    unknown_tool: bool
    #: The tool asks its own confirmation: without ``confirm`` it will only preview.
    previews: bool


def changes_state(catalog: Catalog | None, tool: str) -> bool:
    info = catalog.get(tool) if catalog is not None else None
    return info is None or info.changes_state


def deletes_or_overwrites(catalog: Catalog | None, tool: str) -> bool:
    """Whether calling ``tool`` may delete or overwrite something (MCP's ``destructiveHint``).

    Only state-changing tools can; like MCP, a tool that does not say counts as one that
    does, and so does an unknown tool.
    """
    info = catalog.get(tool) if catalog is not None else None
    return info is None or (info.changes_state and info.destructive is not False)


def asks_confirm(catalog: Catalog | None, tool: str, args: Any = None) -> bool:
    """Whether a call with ``args`` previews unless confirmed: the tool takes ``confirm``
    and, when its entry says which values ask (``confirm_when``), ``args`` has one of them
    (a value not known yet, a reference, counts as asking)."""
    info = catalog.get(tool) if catalog is not None else None
    if info is None or not info.confirm:
        return False
    if not info.confirm_when or not isinstance(args, Mapping):
        return True
    for name, values in info.confirm_when.items():
        value = args.get(name)
        if value in values or (isinstance(value, str) and "${" in value):
            return True
    return False


def keeps_confirm(profile: Profile, raw_args: Mapping[str, Any]) -> bool:
    """macOS-1 only: a literal ``confirm: true`` in the step lets it execute."""
    return profile.confirm == "kept" and raw_args.get("confirm") is True


def without_confirm(args: Any, profile: Profile, raw_args: Mapping[str, Any]) -> Any:
    """The args to send: ``confirm`` removed unless :func:`keeps_confirm`."""
    if not isinstance(args, dict) or "confirm" not in args or keeps_confirm(profile, raw_args):
        return args
    return {key: value for key, value in args.items() if key != "confirm"}


def fill_params_only(args: Any, dialect: Dialect, params: Mapping[str, Any]) -> Any:
    """Interpolate params that have values; leave step references (and the rest) as written."""
    if isinstance(args, str):
        return _params_in_text(args, dialect, params)
    if isinstance(args, dict):
        ref = custom_reference(args) if dialect == "custom" else None
        if isinstance(ref, ParamRef) and ref.name in params:
            return params[ref.name]
        if ref is not None:
            return args
        return {key: fill_params_only(value, dialect, params) for key, value in args.items()}
    if isinstance(args, list):
        return [fill_params_only(value, dialect, params) for value in args]
    return args


def _params_in_text(text: str, dialect: Dialect, params: Mapping[str, Any]) -> Any:
    """A text with its params filled: one whole param is its value (of any type)."""
    if dialect != "template" or "${" not in text:
        return text
    exact = exact_reference(text)
    if isinstance(exact, ParamRef):
        return params.get(exact.name, text)
    if exact is not None:
        return text
    parts: list[str] = []
    for segment in parse_template(text):
        if isinstance(segment, str):
            parts.append(segment)
        elif isinstance(segment, Malformed):
            parts.append(segment.text)
        elif isinstance(segment, ParamRef) and segment.name in params:
            parts.append(value_as_text(params[segment.name]))
        else:
            parts.append(render_reference(segment))
    return "".join(parts)


def state_changing_steps(
    recipe: Recipe,
    profile: Profile,
    catalog: Catalog | None,
    params: Mapping[str, Any],
    *,
    start: int = 0,
    stop: int | None = None,
    pins: Mapping[str, Any] | None = None,
) -> list[PlannedAction]:
    """The steps of ``range(start, stop)`` that change state and will really be called."""
    pins = pins or {}
    end = len(recipe.steps) if stop is None else min(stop, len(recipe.steps))
    actions: list[PlannedAction] = []
    for index in range(max(0, start), end):
        step = recipe.steps[index]
        if not isinstance(step, ToolStep) or not step.tool or step.uid in pins:
            continue
        if not changes_state(catalog, step.tool):
            continue
        filled = fill_params_only(step.args, recipe.dialect, params)
        args = without_confirm(filled, profile, step.args)
        actions.append(
            PlannedAction(
                index=index,
                uid=step.uid,
                tool=step.tool,
                args=args if isinstance(args, dict) else {},
                unknown_tool=catalog is None or step.tool not in catalog,
                previews=asks_confirm(catalog, step.tool, filled)
                and not keeps_confirm(profile, step.args),
            )
        )
    return actions
