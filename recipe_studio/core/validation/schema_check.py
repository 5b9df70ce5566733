"""Checking a step's args against its tool's input JSON Schema with ``jsonschema``.

References are values only known at run time, so errors about them are left out: an
exact reference (``"${count}"`` or ``{"$input": ...}``) is checked by its param's type
instead, and a string with a reference inside is still a string.

``jsonschema`` (with ``referencing``, ``rpds`` and ``attrs``: about 5 MB) is imported
when the first schema is compiled, not with this module: a window where nothing was
opened never needs it.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from recipe_studio.core.arguments import required_at as required_at
from recipe_studio.core.arguments import subschema_at as subschema_at
from recipe_studio.core.problems import PathPart, Problem, Words, kinds, problem

if TYPE_CHECKING:
    from collections.abc import Iterable

    from jsonschema.exceptions import ValidationError
    from jsonschema.protocols import Validator as SchemaValidator

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


def kind_codes(value: Any) -> Words:
    """The kinds a schema's ``type`` names, as a value the edge puts into words."""
    names = value if isinstance(value, list) else [value]
    return kinds(*(str(n) for n in names))


class SchemaCache:
    """Compiled validators per tool, so a schema is checked once, not per edit."""

    def __init__(self) -> None:
        self._validators: dict[str, SchemaValidator | None] = {}

    def validator(self, tool: str, schema: dict[str, Any]) -> SchemaValidator | None:
        if tool not in self._validators:
            import jsonschema
            from jsonschema.exceptions import SchemaError

            try:
                cls = jsonschema.validators.validator_for(
                    schema, default=jsonschema.Draft202012Validator
                )
                cls.check_schema(schema)
                # Formats (date, email...) are checked too: a typed "tomorrow" for a date is
                # refused before the run, in words (arg_format).
                self._validators[tool] = cls(schema, format_checker=cls.FORMAT_CHECKER)
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
    from jsonschema.exceptions import best_match

    for error in errors:
        if error.validator in ("anyOf", "oneOf") and error.context:
            yield best_match(error.context)
        else:
            yield error


def _describe(
    error: ValidationError, tool: str, path: tuple[PathPart, ...], field: str
) -> list[Problem]:
    """``error`` as problems with a code per keyword: never jsonschema's English."""
    kind = str(error.validator)
    instance = error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    where: dict[str, Any] = {"field": field, "path": path}
    if kind == "required" and isinstance(instance, dict):
        names = [n for n in error.validator_value if n not in instance]
        return [problem("arg_missing", **where, tool=tool, name=name) for name in names]
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
    return [_keyword_problem(kind, error.validator_value, instance, tool, where)]


def _keyword_problem(
    kind: str, wanted: Any, instance: Any, tool: str, where: dict[str, Any]
) -> Problem:
    if kind == "type":
        return problem("arg_type", **where, expected=kind_codes(wanted))
    if kind in ("enum", "const"):
        choices = wanted if kind == "enum" and isinstance(wanted, list) else [wanted]
        return problem("arg_enum", **where, allowed=tuple(_shown(v) for v in choices))
    if kind == "format":
        return problem("arg_format", **where, format=Words("format", (str(wanted),)))
    if kind in _LIMIT_CODES:
        code = _LIMIT_CODES[kind]
        if code == "arg_too_short" and wanted == 1:
            code = "arg_empty"
        if code == "arg_few_items" and wanted == 1:
            code = "arg_no_items"
        return problem(code, **where, limit=wanted)
    code = _PLAIN_CODES.get(kind, "arg_invalid")
    return problem(code, **where, tool=tool, keyword=kind)


#: Keywords with a limit, and the code that says it (the limit is the ``limit`` value).
_LIMIT_CODES = {
    "minLength": "arg_too_short",
    "maxLength": "arg_too_long",
    "minimum": "arg_below",
    "exclusiveMinimum": "arg_not_above",
    "maximum": "arg_above",
    "exclusiveMaximum": "arg_not_below",
    "multipleOf": "arg_multiple_of",
    "minItems": "arg_few_items",
    "maxItems": "arg_many_items",
    "minProperties": "arg_few_keys",
    "maxProperties": "arg_many_keys",
}
#: Keywords whose failure is said without a value.
_PLAIN_CODES = {
    "pattern": "arg_pattern",
    "uniqueItems": "arg_duplicate_items",
    "oneOf": "arg_one_of",
    "anyOf": "arg_any_of",
    "not": "arg_not_allowed",
    "false": "arg_not_allowed",
    "contains": "arg_contains",
    "propertyNames": "arg_key_invalid",
    "dependentRequired": "arg_needs_other",
    "dependencies": "arg_needs_other",
    "dependentSchemas": "arg_needs_other",
    "if": "arg_invalid",
}


def _shown(value: Any) -> str:
    """A choice as a person reads it: text as is, anything else as JSON."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
