"""What a reference is called in words: a param by its title, a result field by the title
its tool gives it.

A token reads "Step 1 › Day of the week" (« Étape 1 › Jour de la semaine ») rather than
"Step 1 › weekday": each key of a step's result path is named by the title the step's tool
gives it in its output schema (``title``, translated by ``x-titles``), nested fields and
list items included ("Step 2 › Notes › first › Name"); a key the schema does not list (a
learned result shape, a tool that publishes no schema) reads as its readable name
(``note_count`` → "Note count"). A param reads as its title (:mod:`param_words`). The
identifiers stay in the stored text, the raw JSON, tooltips and ``--json``.

:class:`ReferenceNames` holds these words for one recipe; :func:`reference_names` makes it
from the recipe and the tool catalogs (:class:`~recipe_studio.core.titles.ToolWords`).
:func:`~recipe_studio.core.references.describe_reference` takes it: without it, a
reference reads by its keys, as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core.schema_paths import resolve
from recipe_studio.core.titles import argument_title, readable_name

if TYPE_CHECKING:
    from recipe_studio.core.model import Param, Step
    from recipe_studio.core.references import JsonPath, StepRef
    from recipe_studio.core.titles import ToolWords


@dataclass(frozen=True)
class ReferenceNames:
    """The words one recipe's references are read in (see the module's text)."""

    #: Param identifier → its title (only params that have one).
    params: Mapping[str, str] = field(default_factory=dict)
    #: Per step index, its tool's output schema (``None``: the tool promises nothing).
    results: Sequence[Mapping[str, Any] | None] = ()
    #: A custom-tool step id → the step's index.
    step_ids: Mapping[str, int] = field(default_factory=dict)
    #: The language titles are read in (``""``: each schema's own ``title``).
    language: str = ""

    def param(self, name: str) -> str | None:
        """The param's title, ``None`` when it has none (it reads as its identifier)."""
        return self.params.get(name) or None

    def path_titles(self, ref: StepRef) -> list[str | None]:
        """A title for each part of ``ref``'s path: ``None`` for a list position (it
        reads as "first", "item 2") and for any part of a deleted step's path."""
        index = ref.index if ref.step_id is None else self.step_ids.get(ref.step_id)
        if index is None:
            return [None] * len(ref.path)
        schema = self.results[index] if 0 <= index < len(self.results) else None
        return field_titles(schema, ref.path, self.language)


def field_titles(
    schema: Mapping[str, Any] | None, path: JsonPath, language: str = ""
) -> list[str | None]:
    """The title of each key of ``path`` in a result described by ``schema`` (``None``
    for list positions); a key the schema does not describe reads as its readable name."""
    root = schema if isinstance(schema, Mapping) else {}
    node: Any = root
    titles: list[str | None] = []
    for part in path:
        if isinstance(part, int):
            titles.append(None)
            node = _items(node, root)
            continue
        sub = _fields(node, root).get(part)
        known = sub is not None
        titles.append(argument_title(part, sub, language) if known else readable_name(part))
        node = sub if sub is not None else {}
    return titles


def _fields(node: Any, root: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    """The properties of an object schema, its ``anyOf``/``oneOf``/``allOf`` variants'
    included (first seen wins), local ``$ref`` pointers followed."""
    found: dict[str, Mapping[str, Any]] = {}
    pending = [node]
    for _ in range(32):  # variants of variants, a few levels at most
        if not pending:
            break
        part = resolve(pending.pop(0), root)
        if not isinstance(part, Mapping):
            continue
        properties = part.get("properties")
        if isinstance(properties, Mapping):
            for key, sub in properties.items():
                if isinstance(sub, Mapping):
                    found.setdefault(key, resolve(sub, root) if "$ref" in sub else sub)
        for key in ("anyOf", "oneOf", "allOf"):
            variants = part.get(key)
            if isinstance(variants, list):
                pending += variants
    return found


def _items(node: Any, root: Mapping[str, Any]) -> Any:
    part = resolve(node, root)
    items = part.get("items") if isinstance(part, Mapping) else None
    return resolve(items, root) if isinstance(items, Mapping) else {}


def reference_names(
    steps: Sequence[Step], params: Sequence[Param], tools: ToolWords | None
) -> ReferenceNames:
    """The words of a recipe's references: its params' titles and, per step, the output
    schema its tool's catalogs give (``tools``: ``None`` reads result keys as readable
    names)."""
    from recipe_studio.core.model import ToolStep
    from recipe_studio.core.param_words import titles_by_name

    results: list[Mapping[str, Any] | None] = []
    step_ids: dict[str, int] = {}
    for index, step in enumerate(steps):
        if not isinstance(step, ToolStep):
            results.append(None)
            continue
        results.append(tools.result_schema(step.tool) if tools else None)
        if step.step_id:
            step_ids.setdefault(step.step_id, index)
    return ReferenceNames(
        params=titles_by_name(params),
        results=results,
        step_ids=step_ids,
        language=tools.language if tools else "",
    )
