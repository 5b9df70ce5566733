"""Converting between profiles: every loss is named, refused without lossy, exact otherwise."""

from __future__ import annotations

import copy
import itertools
import re
from typing import Any

import pytest

from recipe_studio.core.convert import Conversion, convert
from recipe_studio.core.problem_text import ENGLISH
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import validate


def run(src: str, dst: str, doc: dict[str, Any], *, lossy: bool = False) -> Conversion:
    read = get_profile(src).read(copy.deepcopy(doc))
    assert read.problems == []
    return convert(read.recipe, src, dst, lossy=lossy)


def write(dst: str, conversion: Conversion) -> dict[str, Any]:
    return get_profile(dst).write(conversion.recipe)


def losses(conversion: Conversion) -> list[tuple[str, str, str]]:
    return [(p.code, p.severity.value, p.location.render()) for p in conversion.losses]


def through(doc: dict[str, Any], *profiles: str) -> dict[str, Any]:
    """Convert ``doc`` along ``profiles`` (without lossy), asserting each leg is lossless."""
    current = doc
    for src, dst in itertools.pairwise(profiles):
        conversion = run(src, dst, current)
        assert conversion.losses == [], losses(conversion)
        assert conversion.ok
        current = write(dst, conversion)
    return current


# --------------------------------------------------------------------------- losses

WAIT_DOC: dict[str, Any] = {
    "name": "r",
    "steps": [
        {"tool": "get_datetime", "args": {}},
        {"wait": 5},
        {"tool": "daily_brief", "args": {}},
        {
            "tool": "create_note",
            "args": {
                "a": "${steps[0].result.date}",
                "b": "${steps[2].result.summary}",
                "c": ["before ${steps[2].result} after"],
            },
        },
    ],
}

LOSS_CASES: list[tuple[str, str, dict[str, Any], tuple[str, str]]] = [
    ("macos", "windows", WAIT_DOC, ("loss_wait", "steps[1]")),
    (
        "macos",
        "custom-tool",
        {
            "name": "r",
            "params": [{"name": "name", "type": "string"}],
            "steps": [{"tool": "echo", "args": {"text": "Hi ${name}"}}],
        },
        ("loss_template", "steps[0]"),
    ),
    (
        "macos",
        "custom-tool",
        {"name": "r", "steps": [{"tool": "echo", "args": {}, "optional": True}]},
        ("loss_optional", "steps[0]"),
    ),
    (
        "custom-tool",
        "macos",
        {
            "name": "user_r",
            "parameters": [{"name": "o", "type": "object", "required": True}],
            "steps": [{"id": "step1", "tool": "echo", "arguments": {"v": {"$input": "o"}}}],
        },
        ("loss_param_type", "params[0]"),
    ),
    (
        "macos",
        "custom-tool",
        {
            "name": "r",
            "params": [{"name": "s", "type": "string", "default": "x"}],
            "steps": [{"tool": "echo", "args": {"text": "${s}"}}],
        },
        ("loss_default", "params[0]"),
    ),
    (
        "macos",
        "windows",
        {"name": "r", "steps": [{"tool": "echo", "args": {}}], "outputs": [{"kind": "text"}]},
        ("loss_outputs", "recipe"),
    ),
    (
        "macos",
        "macos-1",
        {"name": "r", "steps": [{"tool": "echo", "args": {}, "optional": True}]},
        ("loss_optional", "steps[0]"),
    ),
    (
        "windows",
        "macos",
        {"name": "r", "schema_version": 2, "steps": [{"tool": "echo", "args": {}}]},
        ("loss_schema_version", "recipe"),
    ),
    (
        "custom-tool",
        "macos",
        {
            "name": "user_r",
            "parameters": [{"name": "q", "type": "string", "required": False}],
            "steps": [{"id": "step1", "tool": "echo", "arguments": {"v": {"$input": "q"}}}],
        },
        ("loss_optional_param", "params[0]"),
    ),
    (
        "custom-tool",
        "macos",
        {
            "name": "user_r",
            "steps": [{"id": "fetch", "tool": "echo", "arguments": {}}],
        },
        ("loss_step_ids", "steps[0]"),
    ),
    (
        "macos-1",
        "macos",
        {"name": "r", "steps": [{"tool": "send_email", "args": {"confirm": True}}]},
        ("loss_confirm", "steps[0]"),
    ),
    (
        "macos",
        "macos-1",
        {"name": "r", "steps": [{"tool": "send_email", "args": {"confirm": True}}]},
        ("loss_confirm_runs", "steps[0]"),
    ),
    (
        "windows",
        "macos-1",
        {"name": "r", "steps": [{"tool": "send_email", "args": {"confirm": True}}]},
        ("loss_confirm_runs", "steps[0]"),
    ),
    (
        "macos",
        "custom-tool",
        {"name": "r", "steps": [{"tool": "echo", "args": {"v": {"$input": "x"}}}]},
        ("loss_literal", "steps[0]"),
    ),
]


@pytest.mark.parametrize(("src", "dst", "doc", "expected"), LOSS_CASES)
def test_loss_is_refused_without_lossy(
    src: str, dst: str, doc: dict[str, Any], expected: tuple[str, str]
) -> None:
    conversion = run(src, dst, doc)
    code, where = expected
    assert (code, "error", where) in losses(conversion)
    assert not conversion.ok
    for p in conversion.losses:
        said = ENGLISH.sentence(p)
        assert not re.search(r"(?<!\$)\{(number|profile|name|text|kind|id)\}", said), said


@pytest.mark.parametrize(("src", "dst", "doc", "expected"), LOSS_CASES)
def test_loss_is_a_warning_with_lossy(
    src: str, dst: str, doc: dict[str, Any], expected: tuple[str, str]
) -> None:
    conversion = run(src, dst, doc, lossy=True)
    code, where = expected
    assert (code, "warning", where) in losses(conversion)
    assert all(p.severity.value == "warning" for p in conversion.losses)
    assert conversion.ok
    out = write(dst, conversion)
    # What was written reads back in the target without reading problems.
    assert get_profile(dst).read(out).problems == []


def test_lossy_drops_the_wait_step_and_rewrites_later_references() -> None:
    conversion = run("macos", "windows", WAIT_DOC, lossy=True)
    assert losses(conversion) == [("loss_wait", "warning", "steps[1]")]
    out = write("windows", conversion)
    assert out == {
        "name": "r",
        "steps": [
            {"tool": "get_datetime", "args": {}},
            {"tool": "daily_brief", "args": {}},
            {
                "tool": "create_note",
                "args": {
                    "a": "${steps[0].result.date}",
                    "b": "${steps[1].result.summary}",
                    "c": ["before ${steps[1].result} after"],
                },
            },
        ],
    }
    problems = validate(get_profile("windows").read(out).recipe, "windows")
    assert [p for p in problems if p.code.startswith("step_ref")] == []


def test_lossy_drops_the_wait_step_for_custom_tool_references_follow_ids() -> None:
    doc = copy.deepcopy(WAIT_DOC)
    del doc["steps"][3]["args"]["c"]
    out = write("custom-tool", run("macos", "custom-tool", doc, lossy=True))
    assert out["steps"] == [
        {"id": "step1", "tool": "get_datetime", "arguments": {}},
        {"id": "step2", "tool": "daily_brief", "arguments": {}},
        {
            "id": "step3",
            "tool": "create_note",
            "arguments": {
                "a": {"$step": "step1", "path": "date"},
                "b": {"$step": "step2", "path": "summary"},
            },
        },
    ]


def test_lossy_confirm_into_macos_1_is_removed_so_the_step_still_previews() -> None:
    doc = {"name": "r", "steps": [{"tool": "send_email", "args": {"to": "a", "confirm": True}}]}
    out = write("macos-1", run("macos", "macos-1", doc, lossy=True))
    assert out["steps"] == [{"tool": "send_email", "args": {"to": "a"}}]


def test_several_losses_are_all_listed() -> None:
    doc = {
        "name": "r",
        "params": [{"name": "n", "type": "int", "default": 2}],
        "steps": [
            {"tool": "a", "args": {"t": "x ${n}"}, "optional": True},
            {"wait": 1},
        ],
        "outputs": [{"kind": "text"}],
    }
    found = {code for code, _, _ in losses(run("macos", "custom-tool", doc))}
    assert found == {
        "loss_param_type",
        "loss_default",
        "loss_optional",
        "loss_wait",
        "loss_template",
        "loss_outputs",
    }


# --------------------------------------------------------------------------- lossless


def test_macos_to_custom_tool_and_back_is_exact() -> None:
    doc = {
        "name": "user_brief",
        "description": "Morning brief",
        "params": [
            {"name": "who", "type": "string", "description": "Whom to greet"},
            {"name": "flag", "type": "bool"},
        ],
        "steps": [
            {"tool": "get_datetime", "args": {}},
            {"tool": "list_notes", "args": {"q": "${who}", "all": "${flag}", "n": 3}},
            {
                "tool": "read_note",
                "args": {
                    "note_name": "${steps[1].result.notes[0].title}",
                    "nested": [{"at": "${steps[0].result}"}],
                },
            },
        ],
    }
    custom = through(doc, "macos", "custom-tool")
    assert custom["parameters"] == [
        {"name": "who", "type": "string", "description": "Whom to greet", "required": True},
        {"name": "flag", "type": "boolean", "required": True},
    ]
    assert custom["steps"][2] == {
        "id": "step3",
        "tool": "read_note",
        "arguments": {
            "note_name": {"$step": "step2", "path": "notes.0.title"},
            "nested": [{"at": {"$step": "step1"}}],
        },
    }
    assert through(custom, "custom-tool", "macos") == doc


def test_macos_to_windows_and_back_is_exact() -> None:
    doc = {
        "name": "r",
        "description": "d",
        "params": [{"name": "n", "type": "int", "default": 3}, {"name": "b", "type": "bool"}],
        "steps": [
            {"tool": "a", "args": {"v": "${n}"}, "optional": True},
            {"tool": "b", "args": {"v": "${steps[0].result.x[1]}", "w": "${b}"}},
        ],
        "x-extra": {"kept": True},
    }
    windows = through(doc, "macos", "windows")
    assert windows == doc
    assert through(windows, "windows", "macos") == doc


def test_windows_to_macos_and_back_is_exact() -> None:
    doc = {
        "name": "r",
        "params": [
            {"name": "n", "type": "int", "default": 3},
            {"name": "s", "type": "string", "default": "hi"},
        ],
        "steps": [
            {"tool": "a", "args": {"v": "${n}"}},
            {"tool": "b", "args": {"v": "say ${s} ${steps[0].result}"}, "optional": False},
        ],
    }
    assert through(doc, "windows", "macos", "windows") == doc


def test_custom_tool_to_macos_and_back_is_exact() -> None:
    doc = {
        "name": "user_answer",
        "description": "Works out an expression.",
        "parameters": [
            {"name": "expression", "type": "string", "description": "Maths", "required": True},
            {"name": "twice", "type": "boolean", "description": "Again?", "required": True},
        ],
        "steps": [
            {
                "id": "step1",
                "tool": "calculate",
                "arguments": {"expression": {"$input": "expression"}},
            },
            {
                "id": "step2",
                "tool": "calculate",
                "arguments": {
                    "expression": {"$step": "step1", "path": "result.0.value"},
                    "flags": [{"$input": "twice"}, "literal", 4],
                },
            },
        ],
    }
    macos = through(doc, "custom-tool", "macos")
    assert macos["steps"][1]["args"] == {
        "expression": "${steps[0].result.result[0].value}",
        "flags": ["${twice}", "literal", 4],
    }
    assert through(macos, "macos", "custom-tool") == doc


def test_same_profile_is_a_no_op() -> None:
    doc = copy.deepcopy(WAIT_DOC)
    assert through(doc, "macos", "macos") == doc


def test_conversion_does_not_change_the_source_recipe() -> None:
    read = get_profile("macos").read(copy.deepcopy(WAIT_DOC))
    before = get_profile("macos").write(read.recipe)
    convert(read.recipe, "macos", "custom-tool", lossy=True)
    convert(read.recipe, "macos", "windows", lossy=True)
    assert get_profile("macos").write(read.recipe) == before == WAIT_DOC
