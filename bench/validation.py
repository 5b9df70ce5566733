"""Validation benchmark: ratios measured in one run, not a timed test.

Prints:
- full validation time per step at 1,000 steps;
- incremental re-validation after a one-step edit at 100, 1,000 and 10,000 steps, and
  the ratio incremental(10,000) / incremental(100) (target <= 2: flat);
- full validation vs plain ``jsonschema`` validation of the same manifest against a JSON
  Schema of the manifest's shape (the ratio).

Run: ``.venv/bin/python bench/validation.py``
"""

from __future__ import annotations

import statistics
import time
from typing import TYPE_CHECKING, Any

import jsonschema

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.document import RecipeDocument
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import Validator
from recipe_studio.core.validation.live import LiveValidation

if TYPE_CHECKING:
    from collections.abc import Callable

CATALOG = Catalog.from_tools(
    "bench",
    [
        ToolInfo(
            name="get_datetime",
            effect="read",
            input_schema={
                "type": "object",
                "properties": {"timezone": {"type": "string"}},
                "additionalProperties": False,
            },
            output_schema={
                "type": "object",
                "properties": {"date": {"type": "string"}, "time": {"type": "string"}},
            },
        ),
        ToolInfo(
            name="list_emails",
            effect="read",
            input_schema={
                "type": "object",
                "properties": {
                    "account": {"type": "string"},
                    "limit": {"type": "integer", "maximum": 50},
                    "offset": {"type": "integer"},
                },
                "required": ["account"],
            },
        ),
        ToolInfo(
            name="create_note",
            effect="write",
            input_schema={
                "type": "object",
                "properties": {"note_name": {"type": "string"}, "body": {"type": "string"}},
                "required": ["note_name", "body"],
                "additionalProperties": False,
            },
        ),
    ],
    complete=True,
)

MANIFEST_SHAPE: dict[str, Any] = {
    "type": "object",
    "required": ["name", "steps"],
    "properties": {
        "name": {"type": "string", "minLength": 1},
        "description": {"type": "string"},
        "params": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name"],
                "properties": {
                    "name": {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"},
                    "type": {"enum": ["string", "int", "bool"]},
                    "default": {},
                },
            },
        },
        "steps": {
            "type": "array",
            "minItems": 1,
            "items": {
                "oneOf": [
                    {
                        "type": "object",
                        "required": ["tool"],
                        "properties": {
                            "tool": {"type": "string"},
                            "args": {"type": "object"},
                            "optional": {"type": "boolean"},
                        },
                    },
                    {
                        "type": "object",
                        "required": ["wait"],
                        "properties": {"wait": {"type": ["number", "object"]}},
                    },
                ]
            },
        },
        "outputs": {"type": "array", "items": {"type": "object"}},
    },
}


def manifest(steps: int) -> dict[str, Any]:
    out: list[dict[str, Any]] = []
    for i in range(steps):
        kind = i % 4
        if kind == 0:
            out.append({"tool": "get_datetime", "args": {"timezone": "${tz}"}})
        elif kind == 1:
            out.append({"tool": "list_emails", "args": {"account": "${account}", "limit": 10}})
        elif kind == 2:
            body = f"Today is ${{steps[{i - 2}].result.date}}"
            out.append({"tool": "create_note", "args": {"note_name": f"n{i}", "body": body}})
        else:
            out.append({"wait": 1})
    return {
        "name": "Bench",
        "params": [
            {"name": "tz", "type": "string", "default": "UTC"},
            {"name": "account", "type": "string", "default": "Work"},
        ],
        "steps": out,
    }


def best(fn: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def full_per_step(steps: int) -> float:
    recipe = get_profile("macos").read(manifest(steps)).recipe
    return best(lambda: Validator("macos", CATALOG).validate(recipe), 5) / steps


def incremental(steps: int) -> float:
    doc = RecipeDocument(get_profile("macos").read(manifest(steps)).recipe, "macos")
    live = LiveValidation(doc, CATALOG)
    live.problems()
    target = (steps // 2) // 4 * 4 + 1  # a list_emails step in the middle
    counter = iter(range(10**9))

    def edit() -> None:
        doc.set_argument(target, ("limit",), next(counter) % 40)
        live.problems()

    edit()
    return best(edit, 200)


def main() -> None:
    per_step = full_per_step(1000)
    print(f"full validation, 1,000 steps: {per_step * 1e6:.1f} µs per step")
    times = {n: incremental(n) for n in (100, 1000, 10_000)}
    for n, t in times.items():
        print(f"incremental after a one-step edit, {n:>6,} steps: {t * 1e3:.3f} ms")
    ratio = times[10_000] / times[100]
    print(f"ratio incremental(10,000) / incremental(100): {ratio:.2f} (target <= 2)")

    data = manifest(1000)
    recipe = get_profile("macos").read(data).recipe
    shape = jsonschema.Draft202012Validator(MANIFEST_SHAPE)
    plain = best(lambda: list(shape.iter_errors(data)), 5)
    ours = best(lambda: Validator("macos", CATALOG).validate(recipe), 5)
    print(
        f"full validation vs plain jsonschema of the manifest shape (1,000 steps): "
        f"{ours * 1e3:.1f} ms vs {plain * 1e3:.1f} ms, ratio {ours / plain:.2f}"
    )


if __name__ == "__main__":
    main()
