"""Recipes, catalogs and helpers shared by the validation tests."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import validate

if TYPE_CHECKING:
    from recipe_studio.core.problems import Problem

MANIFESTS = ("macos", "windows", "macos-1", "windows-1")

SEND_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "text": {"type": "string"},
        "limit": {"type": "integer"},
        "ratio": {"type": "number"},
        "mode": {"type": "string", "enum": ["short", "long"]},
        "flag": {"type": "boolean"},
        "code": {"type": "string", "pattern": "^[A-Z]+$", "maxLength": 5},
        "note_id": {"type": "string"},
        "note_name": {"type": "string"},
        "confirm": {"type": "boolean"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "opts": {
            "type": "object",
            "properties": {"depth": {"type": "integer"}},
            "additionalProperties": False,
        },
    },
    "required": ["text"],
    "additionalProperties": False,
}

TOOLS = [
    ToolInfo(name="send", input_schema=SEND_SCHEMA, effect="write"),
    ToolInfo(
        name="fetch",
        effect="read",
        output_schema={
            "type": "object",
            "properties": {"items": {"type": "array"}, "title": {"type": "string"}},
            "additionalProperties": False,
        },
    ),
    ToolInfo(name="calculate", effect="read"),
]
COMPLETE = Catalog.from_tools("Test tools", TOOLS, complete=True)
PARTIAL = Catalog.from_tools("Some tools", TOOLS, complete=False)
NO_CATALOG = Catalog("x", {}, complete=False)


def check(
    doc: Any, profile: str = "macos", catalog: Catalog | None = COMPLETE
) -> list[tuple[str, str, str]]:
    """(code, severity, location) of every problem, reading included."""
    prof = get_profile(profile)
    read = prof.read(doc)
    problems: list[Problem] = validate(read.recipe, profile, catalog)
    return [(p.code, p.severity.value, p.location.render()) for p in problems]


def codes(doc: Any, profile: str = "macos", catalog: Catalog | None = COMPLETE) -> list[str]:
    return [code for code, _, _ in check(doc, profile, catalog)]


def recipe(*steps: Any, params: list[Any] | None = None, **top: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"name": "Test", "steps": list(steps), **top}
    if params is not None:
        doc["params"] = params
    return doc


def custom(*steps: Any, parameters: list[Any] | None = None, **top: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "name": "user_test",
        "description": "Does a test.",
        "steps": list(steps),
        **top,
    }
    doc["parameters"] = parameters if parameters is not None else []
    return doc


def send(**args: Any) -> dict[str, Any]:
    return {"tool": "send", "args": {"text": "hi", **args}}


def cstep(ident: str, tool: str = "send", **args: Any) -> dict[str, Any]:
    return {
        "id": ident,
        "tool": tool,
        "arguments": {"text": "hi", **args} if tool == "send" else args,
    }
