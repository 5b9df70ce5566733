"""From recorded calls to a draft recipe (the recording's or a past run's calls).

One step per successful call, in order. Failed, cancelled and unanswered calls, and pure
repeats (the same tool with the same arguments as a call already taken), are listed
with why they were left out; a person can put any of them back (``chosen``). Then:

* values copied from earlier results become references (:mod:`.links`);
* values a person would change next time become params (:mod:`.offers`);
* ``confirm`` is removed (a step cannot confirm itself) and the target's save rules are
  applied (:func:`~recipe_studio.core.library.saving.apply_save_rules`);
* the catalog is the recorded server's own tool list, when the recording has one.

The draft holds no result data: results are read here only to find references, and
the fields they had are handed back as shapes (paths only, for the step-result picker).
Nothing is saved: the caller opens the draft in the editor.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core.convert import convert
from recipe_studio.core.library.saving import apply_save_rules
from recipe_studio.core.mcp_catalog import catalog_from_mcp_tools
from recipe_studio.core.mcp_client.results import block_json, step_value
from recipe_studio.core.model import Recipe, ToolStep
from recipe_studio.core.profiles import Profile, get_profile
from recipe_studio.core.recording.links import Link, Sources, link_args
from recipe_studio.core.recording.offers import Offer, Offers
from recipe_studio.core.shapes import result_paths

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.recording.store import RecordedCall
    from recipe_studio.core.references import JsonPath

TEMPLATE = "macos"


@dataclass(frozen=True)
class CallChoice:
    """A recorded call and what became of it: ``step`` (0-based) when it is a step, else
    ``reason`` (``failed``, ``cancelled``, ``pending``, ``repeat``, ``left_out``) and
    ``values`` (``repeat``: ``of``, the 1-based number of the call it repeats)."""

    call: RecordedCall
    step: int | None = None
    reason: str | None = None
    values: dict[str, Any] = field(default_factory=dict)


@dataclass
class Draft:
    recipe: Recipe
    profile: Profile
    catalog: Catalog | None
    choices: list[CallChoice]
    links: list[Link]
    offers: list[Offer]
    #: ``(tool, result paths)`` of each step's recorded result: shapes, never values.
    shapes: list[tuple[str, list[JsonPath]]]
    confirm_removed: int = 0


def call_value(call: RecordedCall) -> Any:
    """What a later step would read of this call's result (as a run would)."""
    raw = call.result or {}
    blocks = tuple(block_json(b) for b in raw.get("content") or [] if isinstance(b, dict))
    text = "\n".join(b["text"] for b in blocks if b["type"] == "text" and "text" in b)
    return step_value(raw.get("structuredContent"), text, blocks)


def _signature(call: RecordedCall) -> str:
    return json.dumps([call.tool, call.arguments], sort_keys=True, default=str)


def choose_calls(calls: Sequence[RecordedCall], chosen: Iterable[int] | None) -> list[CallChoice]:
    """Which calls become steps: ``chosen`` (call numbers) when given, else the default."""
    wanted = None if chosen is None else set(chosen)
    seen: dict[str, int] = {}
    out: list[CallChoice] = []
    steps = 0
    for call in calls:
        default_reason: str | None = None if call.ok else call.status
        values: dict[str, Any] = {}
        if default_reason is None and _signature(call) in seen:
            default_reason, values = "repeat", {"of": seen[_signature(call)]}
        take = default_reason is None if wanted is None else call.number in wanted
        if take:
            seen.setdefault(_signature(call), call.number)
            out.append(CallChoice(call, step=steps))
            steps += 1
        else:
            out.append(CallChoice(call, reason=default_reason or "left_out", values=values))
    return out


def recorded_catalog(tools: list[dict[str, Any]] | None, name: str) -> Catalog | None:
    if not tools:
        return None
    usable = [tool for tool in tools if isinstance(tool.get("name"), str) and tool["name"]]
    return catalog_from_mcp_tools(usable, name, complete=True, source=name)


def _schema_default(catalog: Catalog | None, tool: str, path: JsonPath) -> Any:
    info = catalog.get(tool) if catalog is not None else None
    if info is None or len(path) != 1:
        return None
    prop = (info.input_schema.get("properties") or {}).get(path[0])
    return prop.get("default") if isinstance(prop, dict) else None


def _offer_literals(
    step: int, tool: str, args: Any, offers: Offers, catalog: Catalog | None, path: JsonPath = ()
) -> Any:
    if isinstance(args, dict):
        return {
            k: _offer_literals(step, tool, v, offers, catalog, (*path, k)) for k, v in args.items()
        }
    if isinstance(args, list):
        return [
            _offer_literals(step, tool, v, offers, catalog, (*path, i)) for i, v in enumerate(args)
        ]
    return offers.offer(step, path, args, _schema_default(catalog, tool, path))


def make_draft(
    calls: Sequence[RecordedCall],
    profile: Profile | str,
    *,
    name: str,
    tools: list[dict[str, Any]] | None = None,
    server: str = "",
    chosen: Iterable[int] | None = None,
) -> Draft:
    """The draft recipe for ``profile`` from ``calls`` (module docstring)."""
    target = get_profile(profile) if isinstance(profile, str) else profile
    catalog = recorded_catalog(tools, server or name)
    choices = choose_calls(calls, chosen)
    sources, offers = Sources(), Offers(get_profile(TEMPLATE))
    steps: list[ToolStep] = []
    links: list[Link] = []
    shapes: list[tuple[str, list[JsonPath]]] = []
    removed = 0
    for choice in choices:
        if choice.step is None:
            continue
        call, index = choice.call, choice.step
        arguments = dict(call.arguments)
        if "confirm" in arguments:  # a step cannot confirm itself
            del arguments["confirm"]
            removed += 1
        # Custom tools take whole values only: no reference inside a longer text there.
        templating = target.dialect == "template"
        args, found = link_args(index, arguments, sources, templating=templating)
        args = _offer_literals(index, call.tool, args, offers, catalog)
        links += found
        steps.append(ToolStep(tool=call.tool, args=args))
        value = call_value(call)
        sources.add(index, value)
        shapes.append((call.tool, result_paths(value)))
    recipe = Recipe(name=_recipe_name(name, target), params=offers.params, steps=list(steps))
    if target.name != TEMPLATE:  # built in the richest form, then made fit for the target
        recipe = convert(recipe, TEMPLATE, target, lossy=True).recipe
    if not target.param_has_default:  # custom-tool inputs have no default: asked each time
        params = [p.model_copy(update={"required": True}) for p in recipe.params]
        recipe = recipe.model_copy(update={"params": params})
    recipe = apply_save_rules(recipe, target).recipe
    return Draft(recipe, target, catalog, choices, links, offers.offers, shapes, removed)


def _recipe_name(name: str, profile: Profile) -> str:
    text = " ".join(name.split()) or "recorded"
    if profile.name_prefix and not text.startswith(profile.name_prefix):
        slug = "".join(ch if ch.isalnum() else "_" for ch in text.lower()).strip("_")
        text = profile.name_prefix + (slug or "recorded")
    return text
