"""Checking a step's args against its tool's input JSON Schema with ``jsonschema``.

References are values only known at run time, so errors about them are left out: an
exact reference (``"${count}"`` or ``{"$input": ...}``) is checked by its param's type
instead, and a string with a reference inside is still a string.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import jsonschema
from jsonschema.exceptions import SchemaError, ValidationError
from jsonschema.protocols import Validator as SchemaValidator

from recipe_studio.core.problems import PathPart, Problem, Severity, problem

_KIND_NAMES = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "object": "an object",
    "array": "a list",
    "null": "empty (null)",
}
#: Validators whose verdict depends on the actual value, unknown for a reference.
_VALUE_DEPENDENT = {
    "enum",
    "const",
    "pattern",
    "format",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
}


def kind_names(value: Any) -> str:
    names = value if isinstance(value, list) else [value]
    return " or ".join(_KIND_NAMES.get(str(n), str(n)) for n in names)


class SchemaCache:
    """Compiled validators per tool, so a schema is checked once, not per edit."""

    def __init__(self) -> None:
        self._validators: dict[str, SchemaValidator | None] = {}

    def validator(self, tool: str, schema: dict[str, Any]) -> SchemaValidator | None:
        if tool not in self._validators:
            try:
                cls = jsonschema.validators.validator_for(
                    schema, default=jsonschema.Draft202012Validator
                )
                cls.check_schema(schema)
                self._validators[tool] = cls(schema)
            except (SchemaError, TypeError, ValueError):
                self._validators[tool] = None
        return self._validators[tool]


def check_args(
    validator: SchemaValidator,
    tool: str,
    args: dict[str, Any],
    *,
    exact_paths: set[tuple[PathPart, ...]],
    template_paths: set[tuple[PathPart, ...]],
    field: str = "args",
) -> list[Problem]:
    """Problems of ``args`` against a compiled schema, leaving out unknowable ones."""
    out: list[Problem] = []
    try:
        errors = list(_leaf_errors(validator.iter_errors(args)))
    except RecursionError:
        # jsonschema recurses (and quotes values) as deep as the args go.
        return [problem("too_deep", field=field)]
    for error in errors:
        path = tuple(error.absolute_path)
        if any(path[: len(p)] == p for p in exact_paths):
            continue
        kind = str(error.validator)
        if path in template_paths and kind in _VALUE_DEPENDENT:
            continue
        out.extend(_describe(error, tool, path, field))
    # One problem once: jsonschema reports "required" once per missing property, and each
    # report names every missing one.
    return list(dict.fromkeys(out))


def _leaf_errors(errors: Iterable[ValidationError]) -> Iterable[ValidationError]:
    for error in errors:
        if error.validator in ("anyOf", "oneOf") and error.context:
            yield jsonschema.exceptions.best_match(error.context)
        else:
            yield error


def _describe(
    error: ValidationError, tool: str, path: tuple[PathPart, ...], field: str
) -> list[Problem]:
    kind = error.validator
    instance = error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    if kind == "required" and isinstance(instance, dict):
        names = [n for n in error.validator_value if n not in instance]
        return [
            problem("arg_missing", field=field, path=path, tool=tool, name=name) for name in names
        ]
    if kind == "additionalProperties" and isinstance(instance, dict):
        known = set(schema.get("properties", {}))
        patterns = list(schema.get("patternProperties", {}))
        extras = [
            key
            for key in instance
            if key not in known and not any(re.search(p, key) for p in patterns)
        ]
        return [
            problem("arg_unknown", field=field, path=(*path, key), tool=tool, name=key)
            for key in extras
        ]
    if kind == "type":
        expected = kind_names(error.validator_value)
        return [problem("arg_type", field=field, path=path, expected=expected)]
    if kind == "enum":
        allowed = ", ".join(str(v) for v in error.validator_value)
        return [problem("arg_enum", field=field, path=path, allowed=allowed)]
    detail = error.message if len(error.message) < 200 else error.message[:200] + "…"
    return [
        problem("arg_invalid", Severity.ERROR, field=field, path=path, tool=tool, detail=detail)
    ]


def subschema_at(schema: dict[str, Any], path: tuple[PathPart, ...]) -> dict[str, Any] | None:
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


def required_at(schema: dict[str, Any], path: tuple[PathPart, ...]) -> bool:
    """Whether the last key of ``path`` is required by the schema around it."""
    if not path or not isinstance(path[-1], str):
        return False
    parent = subschema_at(schema, path[:-1])
    if parent is None:
        return False
    required = parent.get("required", [])
    return isinstance(required, list) and path[-1] in required
