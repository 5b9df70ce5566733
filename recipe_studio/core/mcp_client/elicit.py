"""Elicitation: a server asking the person for input in the middle of a tool call.

A server sends ``elicitation/create`` with a message and a *requested schema* (a flat
object whose properties are strings, numbers, integers, booleans or enums; MCP 2025-11-25).
The client hands an :class:`ElicitRequest` to the caller's :data:`ElicitCallback` (a
terminal prompt on the CLI, a form in the window) and sends back its
:class:`ElicitAnswer`, with the spec's three actions:

* ``accept``: the person submitted the form; ``content`` holds the values;
* ``decline``: the person said no (or there is nobody to ask);
* ``cancel``: the person dismissed the question without choosing (or stopped the run).

:func:`form_fields` reads the schema into :class:`ElicitField` rows (one per property, with
its kind, default, choices and limits) for building a form; :func:`default_answer` is the
answer that takes every default (``--yes`` on the CLI); :func:`check_content` says which
values do not fit the schema. The callback runs in a worker thread and may block.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Action = Literal["accept", "decline", "cancel"]
FieldKind = Literal["string", "number", "integer", "boolean", "choice", "choices"]


@dataclass(frozen=True)
class ElicitRequest:
    """What the server asks. ``mode`` "url" asks the person to open ``url`` instead."""

    message: str
    schema: dict[str, Any] = field(default_factory=dict)
    mode: Literal["form", "url"] = "form"
    url: str = ""
    #: The tool whose call the question came from, when known.
    tool: str | None = None


@dataclass(frozen=True)
class ElicitAnswer:
    action: Action
    content: dict[str, Any] | None = None

    @classmethod
    def accept(cls, content: Mapping[str, Any] | None = None) -> ElicitAnswer:
        return cls("accept", dict(content or {}))

    @classmethod
    def decline(cls) -> ElicitAnswer:
        return cls("decline")

    @classmethod
    def cancel(cls) -> ElicitAnswer:
        return cls("cancel")


ElicitCallback = Callable[[ElicitRequest], ElicitAnswer]


@dataclass(frozen=True)
class ElicitField:
    """One property of a requested schema, ready for a form or a prompt."""

    name: str
    kind: FieldKind
    title: str
    description: str = ""
    required: bool = False
    default: Any = None
    has_default: bool = False
    #: ``(value, label)`` pairs of a ``choice``/``choices`` field.
    choices: tuple[tuple[str, str], ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    min_length: int | None = None
    max_length: int | None = None
    #: A string ``format``: ``email``, ``uri``, ``date`` or ``date-time``.
    format: str | None = None


def _choices(schema: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """Enum values with labels: ``enum`` (+ legacy ``enumNames``) or ``oneOf``/``anyOf``."""
    options = schema.get("oneOf") or schema.get("anyOf")
    if isinstance(options, list):
        pairs = [
            (str(option["const"]), str(option.get("title", option["const"])))
            for option in options
            if isinstance(option, Mapping) and "const" in option
        ]
        return tuple(pairs)
    enum = schema.get("enum")
    if isinstance(enum, list):
        names = schema.get("enumNames")
        labels = names if isinstance(names, list) and len(names) == len(enum) else enum
        return tuple((str(value), str(label)) for value, label in zip(enum, labels, strict=True))
    return ()


def _kind(schema: Mapping[str, Any]) -> tuple[FieldKind, tuple[tuple[str, str], ...]]:
    kind = schema.get("type")
    if kind == "array":
        items = schema.get("items")
        return "choices", _choices(items) if isinstance(items, Mapping) else ()
    choices = _choices(schema)
    if choices:
        return "choice", choices
    if kind in ("number", "integer", "boolean"):
        return kind, ()
    return "string", ()


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def form_fields(schema: Mapping[str, Any]) -> list[ElicitField]:
    """The fields of a requested schema, in the order the server listed them."""
    properties = schema.get("properties")
    if not isinstance(properties, Mapping):
        return []
    required = schema.get("required")
    required_names = set(required) if isinstance(required, list) else set()
    fields: list[ElicitField] = []
    for name, raw in properties.items():
        prop: Mapping[str, Any] = raw if isinstance(raw, Mapping) else {}
        kind, choices = _kind(prop)
        fields.append(
            ElicitField(
                name=str(name),
                kind=kind,
                title=str(prop.get("title") or name),
                description=str(prop.get("description") or ""),
                required=name in required_names,
                default=prop.get("default"),
                has_default="default" in prop,
                choices=choices,
                minimum=_number(prop.get("minimum", prop.get("minItems"))),
                maximum=_number(prop.get("maximum", prop.get("maxItems"))),
                min_length=_whole(prop.get("minLength")),
                max_length=_whole(prop.get("maxLength")),
                format=str(prop["format"]) if isinstance(prop.get("format"), str) else None,
            )
        )
    return fields


def default_answer(request: ElicitRequest) -> ElicitAnswer:
    """Accept with every default; decline when a required field has none (or a URL is asked)."""
    if request.mode != "form":
        return ElicitAnswer.decline()
    content: dict[str, Any] = {}
    for item in form_fields(request.schema):
        if item.has_default:
            content[item.name] = item.default
        elif item.required:
            return ElicitAnswer.decline()
    return ElicitAnswer.accept(content)


def check_content(schema: Mapping[str, Any], content: Mapping[str, Any]) -> list[str]:
    """The names of values in ``content`` that the schema refuses (empty: all fit)."""
    import jsonschema

    wrong: list[str] = []
    for item in form_fields(schema):
        if item.name not in content:
            if item.required:
                wrong.append(item.name)
            continue
        prop = schema["properties"][item.name]
        try:
            jsonschema.validate(content[item.name], prop if isinstance(prop, Mapping) else {})
        except jsonschema.ValidationError:
            wrong.append(item.name)
        except jsonschema.SchemaError:
            continue  # the server's schema is broken: let the server judge the value
    return wrong


def from_sdk_params(params: Any, tool: str | None = None) -> ElicitRequest:
    """The request from the SDK's ``ElicitRequestParams`` (read by attribute)."""
    mode = getattr(params, "mode", "form") or "form"
    message = str(getattr(params, "message", "") or "")
    if mode == "url":
        return ElicitRequest(message=message, mode="url", url=str(getattr(params, "url", "")))
    schema = getattr(params, "requested_schema", None)
    dump = getattr(schema, "model_dump", None)
    data = dump(mode="json", by_alias=True, exclude_none=True) if callable(dump) else schema
    return ElicitRequest(
        message=message, schema=dict(data) if isinstance(data, Mapping) else {}, tool=tool
    )


def editor_schema(item: ElicitField, raw: Any) -> dict[str, Any]:
    """The schema to ask the registry with: the property's own, its choices as an enum
    (with their titles) so they become a list to pick from."""
    schema = dict(raw) if isinstance(raw, dict) else {}
    if item.kind in ("choice", "choices") and item.choices:
        choices = {
            "type": "string",
            "enum": [value for value, _ in item.choices],
            "enumNames": [label for _, label in item.choices],
        }
        if item.kind == "choice":
            schema = {**schema, **choices}
            schema.pop("oneOf", None)
            schema.pop("anyOf", None)
        else:
            schema = {**schema, "type": "array", "items": choices}
    return schema
