"""What a target profile is: its rules, and the reading/writing of its wire format."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.model import Dialect, Param, Recipe
    from recipe_studio.core.problems import Problem

ConfirmHandling = Literal["removed", "kept", "none"]
ValueKind = Literal["string", "integer", "number", "boolean", "object", "array"]


@dataclass(frozen=True)
class ReadResult:
    recipe: Recipe
    problems: list[Problem] = field(default_factory=list)


@dataclass(frozen=True)
class Profile:
    """One target platform's format and rules."""

    name: str
    title: str
    seed: str
    dialect: Dialect
    #: Param type names and the kind of value each holds; ``None``: any text is a type.
    param_types: dict[str, ValueKind] | None
    allows_wait: bool
    allows_optional: bool
    allows_outputs: bool
    has_schema_version: bool
    has_overwrite: bool
    confirm: ConfirmHandling
    #: The note_id/note_name rule of seed 000 (macOS).
    note_rule: bool
    save_returns: tuple[str, ...]
    name_prefix: str = ""
    param_has_default: bool = True
    top_keys: frozenset[str] = frozenset()
    param_keys: frozenset[str] = frozenset()
    step_keys: frozenset[str] = frozenset()
    reader: Callable[[Any, Profile], ReadResult] | None = field(default=None, compare=False)
    writer: Callable[[Recipe, Profile], dict[str, Any]] | None = field(default=None, compare=False)

    def read(self, data: Any) -> ReadResult:
        assert self.reader is not None
        return self.reader(data, self)

    def write(self, recipe: Recipe) -> dict[str, Any]:
        assert self.writer is not None
        return self.writer(recipe, self)

    def type_kind(self, type_name: str | None) -> ValueKind | None:
        """The kind of value a param type holds, ``None`` when it cannot be told."""
        if type_name is None:
            return None
        if self.param_types is not None:
            return self.param_types.get(type_name)
        return FREE_TYPE_KINDS.get(type_name.strip().lower())

    def type_for_kind(self, kind: ValueKind) -> str | None:
        """This profile's name for a kind of value, ``None`` when it has none."""
        if self.param_types is None:
            return DEFAULT_TYPE_NAMES[kind]
        for name, known in self.param_types.items():
            if known == kind:
                return name
        return None

    def nearest_type_for(self, kind: ValueKind) -> str:
        """This profile's type for ``kind``, else for the nearest kind (a whole number and
        a number stand in for each other), else its text type."""
        fallback = _NEAREST_KIND.get(kind)
        return (
            self.type_for_kind(kind)
            or (self.type_for_kind(fallback) if fallback else None)
            or self.type_for_kind("string")
            or "string"
        )

    def type_choices(self) -> list[str]:
        """The type names to offer for a param (free-text profiles accept others too)."""
        if self.param_types is None:
            return list(DEFAULT_TYPE_NAMES.values())
        return list(self.param_types)

    def is_required(self, param: Param) -> bool:
        """Whether a run needs a value for ``param`` from the user.

        A manifest param without a default is required; a custom-tool input is required
        only when it says ``required: true``.
        """
        if param.has_default:
            return False
        if self.param_has_default:
            return True
        return param.required is True

    def value_schema(self, param: Param) -> dict[str, Any]:
        """A JSON Schema for the values of ``param`` (its type's kind; any value if unknown)."""
        kind = self.type_kind(param.type)
        schema: dict[str, Any] = {"type": kind} if kind is not None else {}
        if param.description:
            schema["description"] = param.description
        return schema

    def allowed_types_text(self) -> str:
        if self.param_types is None:
            return "any type name"
        return ", ".join(self.param_types)

    def describe(self) -> dict[str, Any]:
        """What this profile allows, for ``recipe-studio profiles`` and the GUI."""
        return {
            "name": self.name,
            "title": self.title,
            "seed": self.seed,
            "dialect": self.dialect,
            "param_types": list(self.param_types) if self.param_types is not None else "free",
            "wait": self.allows_wait,
            "optional": self.allows_optional,
            "outputs": self.allows_outputs,
            "schema_version": self.has_schema_version,
            "overwrite": self.has_overwrite,
            "confirm": self.confirm,
            "note_rule": self.note_rule,
            "save_returns": list(self.save_returns),
            "name_prefix": self.name_prefix,
            "param_defaults": self.param_has_default,
        }


_NEAREST_KIND: dict[str, ValueKind] = {"integer": "number", "number": "integer"}

#: How a free-text (Windows) type name maps to a kind of value.
FREE_TYPE_KINDS: dict[str, ValueKind] = {
    "string": "string",
    "str": "string",
    "text": "string",
    "int": "integer",
    "integer": "integer",
    "number": "number",
    "float": "number",
    "double": "number",
    "bool": "boolean",
    "boolean": "boolean",
    "object": "object",
    "dict": "object",
    "array": "array",
    "list": "array",
}

DEFAULT_TYPE_NAMES: dict[ValueKind, str] = {
    "string": "string",
    "integer": "int",
    "number": "number",
    "boolean": "bool",
    "object": "object",
    "array": "array",
}


def value_fits(kind: ValueKind, value: Any) -> bool:
    """Whether a JSON value is of a kind (an int is a number; a bool is not)."""
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer()
        )
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "object":
        return isinstance(value, dict)
    return isinstance(value, list)
