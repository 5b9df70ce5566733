"""The facts about a step's arguments, stated once for every view and the validator.

For a (profile, catalog, tool) this answers, per argument: its title and description in
the UI language (titles come from :mod:`recipe_studio.core.titles`), the editor it gets,
whether it is required, whether it is shown for this profile (``confirm`` only where the
profile keeps it, with a note code saying what it does), its limits, which params and
earlier results fit it and why, and where all this comes from (see
:mod:`recipe_studio.core.argument_sources`). The argument form, the pickers, the params
table, the run's param dialog, the elicitation form, the tool picker and the validator
read it; none of them re-states a rule about arguments.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.argument_sources import Borrowed, FactsSource, Origin, effective_tool
from recipe_studio.core.schema_paths import schema_paths, value_paths
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.core.titles import ToolWords, argument_description, argument_title, tool_title

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from recipe_studio.core.catalog import Catalog, ToolInfo
    from recipe_studio.core.model import Param
    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.profiles.base import ValueKind
    from recipe_studio.core.references import JsonPath
    from recipe_studio.core.shapes import LearnedPath

#: The editor a value gets: a choice from a list, several choices, a JSON type, or free.
EditorKind = Literal[
    "enum", "choices", "string", "integer", "number", "boolean", "object", "array", "any"
]
_TYPED: frozenset[str] = frozenset({"string", "integer", "number", "boolean", "object", "array"})
#: Editor kinds whose text can hold references typed inside it (tokens), and whether the
#: text is "loose" (read as JSON when it looks like it).
TEXT_EDITORS: dict[str, bool] = {"string": False, "any": True, "object": True, "array": True}
#: Text arguments that get several lines (a note's body, a message).
MULTILINE_NAMES = frozenset({"body", "content", "text", "notes", "message", "description"})
#: The argument that lets a step run without its own preview.
CONFIRM = "confirm"


def _single_type(schema: Mapping[str, Any] | None) -> str | None:
    wanted = (schema or {}).get("type")
    if isinstance(wanted, list):
        kinds = [k for k in wanted if k != "null"]
        wanted = kinds[0] if len(kinds) == 1 else None
    return str(wanted) if wanted in _TYPED else None


def editor_kind(schema: Mapping[str, Any] | None) -> EditorKind:
    """The editor for a value of ``schema``."""
    if not schema:
        return "any"
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return "enum"
    items = schema.get("items")
    if schema.get("type") == "array" and isinstance(items, dict) and items.get("enum"):
        return "choices"
    kind = _single_type(schema)
    return kind if kind is not None else "any"  # type: ignore[return-value]


def value_kind(schema: Mapping[str, Any] | None) -> ValueKind:
    """The kind of value an argument asks for (text when its schema does not say)."""
    kind = _single_type(schema)
    return kind if kind is not None else "string"  # type: ignore[return-value]


def is_multiline(schema: Mapping[str, Any], name: str) -> bool:
    """Body-like arguments and markdown get several lines."""
    return name in MULTILINE_NAMES or schema.get("format") == "markdown"


def empty_value(schema: Mapping[str, Any] | None) -> Any:
    """A new list item or object: empty where the type has an empty value, else none."""
    return {"string": "", "object": {}, "array": []}.get(editor_kind(schema))


@dataclass(frozen=True)
class Limits:
    """What a value must satisfy beyond its type (JSON Schema's names, ``None``: no limit)."""

    minimum: float | None = None
    maximum: float | None = None
    exclusive_minimum: float | None = None
    exclusive_maximum: float | None = None
    min_length: int | None = None
    max_length: int | None = None
    pattern: str | None = None
    format: str | None = None
    choices: tuple[Any, ...] = ()
    min_items: int | None = None
    max_items: int | None = None

    @classmethod
    def of(cls, schema: Mapping[str, Any]) -> Limits:
        def num(key: str) -> float | None:
            value = schema.get(key)
            ok = isinstance(value, int | float) and not isinstance(value, bool)
            return value if ok else None

        def count(key: str) -> int | None:
            value = schema.get(key)
            return value if isinstance(value, int) and not isinstance(value, bool) else None

        enum = schema.get("enum")
        text = {k: schema.get(k) for k in ("pattern", "format")}
        return cls(
            minimum=num("minimum"),
            maximum=num("maximum"),
            exclusive_minimum=num("exclusiveMinimum"),
            exclusive_maximum=num("exclusiveMaximum"),
            min_length=count("minLength"),
            max_length=count("maxLength"),
            pattern=text["pattern"] if isinstance(text["pattern"], str) else None,
            format=text["format"] if isinstance(text["format"], str) else None,
            choices=tuple(enum) if isinstance(enum, list) else (),
            min_items=count("minItems"),
            max_items=count("maxItems"),
        )


@dataclass(frozen=True)
class ArgumentFacts:
    """One argument of a step (top level or nested: ``path``)."""

    name: str
    path: JsonPath
    title: str
    description: str
    editor: EditorKind
    required: bool
    shown: bool
    limits: Limits
    schema: Mapping[str, Any] = field(default_factory=dict)
    #: A code saying what the argument does for this profile ("confirm_runs"), or "".
    note: str = ""

    @property
    def kind(self) -> ValueKind:
        return value_kind(self.schema)

    @property
    def container(self) -> Literal["fields", "items"] | None:
        """Whether the form gives it rows of its own: an object's listed fields, a list's
        items; ``None``: one editor for the whole value."""
        if self.editor == "object" and properties_of(self.schema):
            return "fields"
        return "items" if self.editor == "array" else None


def properties_of(schema: Mapping[str, Any] | None) -> dict[str, Any]:
    props = (schema or {}).get("properties")
    return dict(props) if isinstance(props, dict) else {}


def required_of(schema: Mapping[str, Any] | None) -> list[str]:
    listed = (schema or {}).get("required")
    return [str(n) for n in listed] if isinstance(listed, list) else []


def accepts_other_names(schema: Mapping[str, Any] | None) -> bool:
    """Whether an object takes keys its schema does not list."""
    return (schema or {}).get("additionalProperties", True) is not False


def shown_for(profile: Profile, path: JsonPath) -> tuple[bool, str]:
    """Whether the argument at ``path`` is shown for ``profile``, and its note code.

    ``confirm`` is a step confirming itself: where the profile removes it on saving it is
    not shown (the run confirms once); where the profile keeps it (macOS-1) it is shown,
    since ``confirm: true`` makes that step run without its own preview.
    """
    if path != (CONFIRM,):
        return True, ""
    if profile.confirm == "kept":
        return True, "confirm_runs"
    return False, "confirm_removed"


@dataclass(frozen=True)
class ToolFacts:
    """Every fact about one tool's arguments for a profile: see the module docstring."""

    tool: str
    info: ToolInfo | None
    schema: Mapping[str, Any]
    origin: Origin
    profile: Profile
    language: str = ""
    #: Titles and descriptions from the catalogs that know words (see ``core.titles``).
    words: ToolWords | None = None

    @property
    def arguments(self) -> list[ArgumentFacts]:
        """The top-level arguments, required ones first (hidden ones included)."""
        return self.children(())

    def _title(self, path: JsonPath, schema: Mapping[str, Any]) -> str:
        """The schema's own title; for a top-level argument, else what the catalogs that
        know words say (an argument title beside the schema); else a readable name."""
        name = path[-1] if path else ""
        if not isinstance(name, str):
            return ""
        own = any(key in schema for key in ("title", "x-titles", "titles"))
        if not own and self.words is not None and len(path) == 1:
            return self.words.argument(self.tool, name)
        return argument_title(name, schema, self.language)

    def title_of(self, tool: str) -> str:
        """The title of ``tool`` (from the catalogs' words, else its entry, else readable)."""
        if self.words is not None:
            return self.words.tool(tool)
        entry = self.info.model_dump() if self.info is not None and tool == self.tool else None
        return tool_title(tool, entry, self.language)

    @property
    def shown(self) -> list[ArgumentFacts]:
        return [a for a in self.arguments if a.shown]

    @property
    def accepts_other_names(self) -> bool:
        return accepts_other_names(self.schema)

    def children(self, path: JsonPath) -> list[ArgumentFacts]:
        """The listed properties of the object at ``path``, required ones first."""
        node = self.schema if not path else self._schema_at(path)
        props, required = properties_of(node), required_of(node)
        order = [k for k in props if k in required] + [k for k in props if k not in required]
        return [self._facts((*path, key), props[key], key in required) for key in order]

    def at(self, path: JsonPath) -> ArgumentFacts:
        """The facts of the value at ``path`` (an unlisted one: free, not required)."""
        return self._facts(path, self._schema_at(path) or {}, required_at(dict(self.schema), path))

    def _schema_at(self, path: JsonPath) -> dict[str, Any] | None:
        return subschema_at(dict(self.schema), path)

    def _facts(self, path: JsonPath, schema: Any, required: bool) -> ArgumentFacts:
        schema = schema if isinstance(schema, dict) else {}
        name = path[-1] if path else ""
        shown, note = shown_for(self.profile, path)
        return ArgumentFacts(
            name=str(name),
            path=path,
            title=self._title(path, schema),
            description=argument_description(schema, self.language),
            editor=editor_kind(schema),
            required=required,
            shown=shown,
            limits=Limits.of(schema),
            schema=schema,
            note=note,
        )


def tool_facts(
    profile: Profile,
    catalog: Catalog,
    tool: str,
    *,
    borrowed: Sequence[Borrowed] = (),
    language: str = "",
    words: ToolWords | None = None,
) -> ToolFacts:
    """The facts of ``tool``'s arguments for ``profile`` (see :func:`effective_tool`)."""
    info, origin = effective_tool(catalog, tool, borrowed)
    schema = info.input_schema if info is not None else {"type": "object"}
    return ToolFacts(tool, info, schema, origin, profile, language, words)


def subschema_at(schema: dict[str, Any], path: JsonPath) -> dict[str, Any] | None:
    """The schema that governs the value at ``path``, when it can be told simply."""
    current: Any = schema
    for part in path:
        if not isinstance(current, dict):
            return None
        if isinstance(part, int):
            prefix = current.get("prefixItems")
            if isinstance(prefix, list) and part < len(prefix):
                current = prefix[part]
            else:
                current = current.get("items")
        else:
            props = current.get("properties", {})
            if isinstance(props, dict) and part in props:
                current = props[part]
            else:
                extra = current.get("additionalProperties")
                current = extra if isinstance(extra, dict) else None
    return current if isinstance(current, dict) else None


def required_at(schema: dict[str, Any], path: JsonPath) -> bool:
    """Whether the last key of ``path`` is required by the schema around it."""
    if not path or not isinstance(path[-1], str):
        return False
    parent = subschema_at(schema, path[:-1])
    if parent is None:
        return False
    required = parent.get("required", [])
    return isinstance(required, list) and path[-1] in required


#: Sources that read alike for the built-in tools: their bundled catalog, or them live.
_SAME_WORDS = frozenset({FactsSource.BUILTIN, FactsSource.CONNECTION})


def borrowed_differ(
    profile: Profile,
    catalog: Catalog,
    steps: Sequence[Any],
    before: Sequence[Borrowed],
    after: Sequence[Borrowed],
) -> bool:
    """Whether the arguments of any of ``steps`` read otherwise with ``after``'s lenders
    than with ``before``'s (their schemas or the words saying where they come from)."""
    tools = {step.tool for step in steps if isinstance(getattr(step, "tool", None), str)}

    def seen(lenders: Sequence[Borrowed], tool: str) -> tuple[Any, ...]:
        facts = tool_facts(profile, catalog, tool, borrowed=lenders)
        origin = facts.origin
        builtin = origin.connection == BUILTIN_CONNECTION and origin.source in _SAME_WORDS
        return (dict(facts.schema), "builtin" if builtin else origin.source.value)

    return any(seen(before, tool) != seen(after, tool) for tool in tools)


# ---------------------------------------------------------------------- what fits
@dataclass(frozen=True)
class Fit:
    """Whether a value source suits an argument; ``why`` is a code ("same_kind",
    "whole_number_for_number", "kind_differs", "kind_unknown")."""

    fits: bool
    why: str


def kind_fits(kind: str, schema_type: str) -> bool:
    """A value of ``kind`` is accepted where the schema asks for ``schema_type``."""
    return kind == schema_type or (kind == "integer" and schema_type == "number")


def param_fit(profile: Profile, param: Param, schema: Mapping[str, Any] | None) -> Fit:
    """Whether a param's values suit an argument's schema type (unknown: they may)."""
    wanted = (schema or {}).get("type")
    kind = profile.type_kind(param.type)
    if not isinstance(wanted, str | list) or kind is None:
        return Fit(True, "kind_unknown")
    names = [str(n) for n in (wanted if isinstance(wanted, list) else [wanted])]
    if kind in names:
        return Fit(True, "same_kind")
    if any(kind_fits(kind, n) for n in names):
        return Fit(True, "whole_number_for_number")
    return Fit(False, "kind_differs")


def fitting_params(
    profile: Profile, params: Sequence[Param], schema: Mapping[str, Any] | None
) -> list[tuple[Param, Fit]]:
    """The named params an argument can read, those that fit first."""
    named = [p for p in params if p.raw is None and p.name]
    fits = [(p, param_fit(profile, p, schema)) for p in named]
    return [f for f in fits if f[1].fits] + [f for f in fits if not f[1].fits]


def result_fields(
    tool: ToolInfo | None, learned: Sequence[LearnedPath], last: Any
) -> list[tuple[JsonPath, LearnedPath | None, bool]]:
    """The fields of a step's result an argument can read: ``(path, sighting, from_last)``.

    The tool's output schema when it promises fields (no sighting needed), else what the
    Studio learned from real results and the server (each with its sighting); then what
    the step's last run returned (``from_last``).
    """
    from recipe_studio.core.shapes import tree_order  # the learned-shapes store is heavy

    promised = schema_paths(tool.output_schema) if tool and tool.output_schema else []
    seen: dict[JsonPath, tuple[LearnedPath | None, bool]] = {p: (None, False) for p in promised}
    if not promised:
        seen.update((item.path, (item, False)) for item in learned)
    for path in value_paths(last):
        seen.setdefault(path, (None, True))
    return [(path, *seen[path]) for path in tree_order(seen)]
