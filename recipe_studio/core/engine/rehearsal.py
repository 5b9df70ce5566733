"""Rehearsals: a whole run in which nothing is changed, so nothing needs confirming.

A rehearsal is a mode of the engine (``Engine.run(..., rehearse=True)``), not a copy of
it. Each tool step is decided by :func:`rehearsal_action`:

* ``send``: a tool the catalog says only reads runs for real;
* ``preview``: a tool that asks its own confirmation is called without ``confirm`` (even
  on macOS-1, where a literal ``confirm: true`` would let it execute), so it answers
  with its preview;
* ``stand_in``: any other state-changing tool (an unknown tool counts as one) is not
  sent. Its outcome (status ``not_sent``) keeps exactly the arguments it would have been
  sent, and its result is a stand-in so later steps rehearse too: its pin if it has
  one, else example values shaped like the tool's output schema or like the results
  learned before (:func:`stand_in`). Later steps that read a stand-in say so.

Pinned steps use their pins as in any test run.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.engine.plan import asks_confirm, changes_state
from recipe_studio.core.references import JsonPath
from recipe_studio.core.schema_paths import resolve

if TYPE_CHECKING:
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.engine.results import StandInSource

RehearsalAction = Literal["send", "preview", "stand_in"]
#: A tool -> the paths its results had (learned shapes, :mod:`recipe_studio.core.shapes`).
PathLookup = Callable[[str], Sequence[JsonPath]]
#: The text that stands in for any unknown text; the Run panel marks the whole result.
EXAMPLE_TEXT = "example"
_EXAMPLE_FORMATS = {
    "date": "2000-01-01",
    "date-time": "2000-01-01T00:00:00+00:00",
    "time": "00:00:00",
    "email": "someone@example.com",
    "uri": "https://example.com/",
}
#: How deep a schema is followed for a stand-in (a recursive schema must end).
MAX_STAND_IN_DEPTH = 8


def rehearsal_action(catalog: Catalog | None, tool: str) -> RehearsalAction:
    if not changes_state(catalog, tool):
        return "send"
    return "preview" if asks_confirm(catalog, tool) else "stand_in"


@dataclass(frozen=True)
class Rehearsal:
    """What a rehearsal needs to decide steps and make stand-ins."""

    catalog: Catalog | None
    #: Learned result paths per tool (``None``: none are known).
    learned: PathLookup | None = None

    def action(self, tool: str) -> RehearsalAction:
        return rehearsal_action(self.catalog, tool)

    def stand_in(self, tool: str) -> tuple[Any, StandInSource]:
        info = self.catalog.get(tool) if self.catalog is not None else None
        if info is not None and isinstance(info.output_schema, dict):
            return example_from_schema(info.output_schema), "schema"
        paths = list(self.learned(tool)) if self.learned is not None else []
        if paths:
            return example_from_paths(paths), "shape"
        return {}, "none"


def example_from_schema(schema: Mapping[str, Any]) -> Any:
    """A value shaped like ``schema`` with placeholder leaves (its examples and defaults
    first). Of alternatives (``anyOf``), the first that is not a preview is used."""

    def make(node: Any, depth: int) -> Any:
        node = resolve(node, schema)
        if not isinstance(node, dict) or depth > MAX_STAND_IN_DEPTH:
            return EXAMPLE_TEXT
        for key in ("const", "default"):
            if key in node:
                return node[key]
        examples = node.get("examples")
        if isinstance(examples, list) and examples:
            return examples[0]
        if isinstance(node.get("enum"), list) and node["enum"]:
            return node["enum"][0]
        for combo in ("anyOf", "oneOf", "allOf"):
            options = node.get(combo)
            if isinstance(options, list) and options:
                return make(_not_a_preview(options, schema), depth + 1)
        kind = node.get("type")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), "string")
        props = node.get("properties")
        if kind == "object" or isinstance(props, dict):
            props = props if isinstance(props, dict) else {}
            return {key: make(sub, depth + 1) for key, sub in props.items()}
        if kind == "array":
            return [make(node.get("items", {}), depth + 1)]
        return _leaf(kind, node.get("format"))

    return make(schema, 0)


def _not_a_preview(options: list[Any], root: Mapping[str, Any]) -> Any:
    """The first alternative that does not describe a preview (``preview: const true``)."""
    for option in options:
        resolved = resolve(option, root)
        props = resolved.get("properties") if isinstance(resolved, dict) else None
        preview = props.get("preview") if isinstance(props, dict) else None
        if not (isinstance(preview, dict) and preview.get("const") is True):
            return option
    return options[0]


def _leaf(kind: Any, form: Any) -> Any:
    if kind in ("integer", "number"):
        return 0
    if kind == "boolean":
        return False
    if kind == "null":
        return None
    return _EXAMPLE_FORMATS.get(form, EXAMPLE_TEXT) if isinstance(form, str) else EXAMPLE_TEXT


def example_from_paths(paths: Sequence[JsonPath]) -> Any:
    """A value that has every one of ``paths`` (a list has one item), leaves as text."""
    root: dict[str, Any] = {}
    container: Any = root
    for path in paths:
        container = root
        for position, part in enumerate(path):
            last = position == len(path) - 1
            child: Any = (
                EXAMPLE_TEXT if last else ([] if isinstance(path[position + 1], int) else {})
            )
            if isinstance(part, int) and isinstance(container, list):
                if not container:
                    container.append(child)
                elif not last and not isinstance(container[0], list | dict):
                    container[0] = child
                container = container[0]
            elif isinstance(part, str) and isinstance(container, dict):
                existing = container.get(part)
                if existing is None or (not last and not isinstance(existing, list | dict)):
                    container[part] = child
                container = container[part]
            else:
                break  # the paths disagree (a list here, an object there): keep the first
    return root
