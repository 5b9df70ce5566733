"""Validation rules, one test each, with the stable code, severity and location asserted.

The custom-tool rules are in ``test_validation_custom_tool.py``.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from validation_support import (
    COMPLETE,
    MANIFESTS,
    NO_CATALOG,
    PARTIAL,
    TOOLS,
    check,
    codes,
    recipe,
    send,
)

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.problem_text import ENGLISH
from recipe_studio.core.profiles import PROFILE_NAMES, get_profile
from recipe_studio.core.validation import Validator, validate


def test_a_valid_recipe_has_no_problems() -> None:
    doc = recipe(
        {"tool": "fetch", "args": {}},
        send(text="Got ${steps[0].result.title}", limit="${n}"),
        params=[{"name": "n", "type": "int", "default": 3}],
    )
    for profile in MANIFESTS:
        assert check(doc, profile) == []


# --------------------------------------------------------------------------- recipe


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_missing_name(profile: str) -> None:
    assert ("name_missing", "error", "name") in check({"steps": [send()]}, profile)
    assert ("name_missing", "error", "name") in check({"name": "  ", "steps": [send()]}, profile)


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_empty_steps(profile: str) -> None:
    assert ("steps_empty", "error", "steps") in check({"name": "user_x", "steps": []}, profile)
    assert ("steps_empty", "error", "steps") in check({"name": "user_x"}, profile)


def test_wrong_top_level_type() -> None:
    assert ("wrong_type", "error", "steps") in check({"name": "x", "steps": {"a": 1}})
    assert ("wrong_type", "error", "name") in check({"name": 3, "steps": [send()]})


def test_not_an_object() -> None:
    assert check([1, 2]) == [("not_object", "error", "recipe")]


# --------------------------------------------------------------------------- params


@pytest.mark.parametrize("name", ["1abc", "a b", "a-b", "${x}", "é"])
def test_invalid_param_name(name: str) -> None:
    doc = recipe(send(), params=[{"name": name, "type": "string"}])
    assert check(doc) == [("param_name_invalid", "error", "params[0].name")]


def test_missing_param_name() -> None:
    doc = recipe(send(), params=[{"type": "string"}])
    assert check(doc) == [("param_name_missing", "error", "params[0].name")]


def test_duplicate_param_name() -> None:
    doc = recipe(send(), params=[{"name": "a", "type": "string"}, {"name": "a", "type": "int"}])
    assert check(doc) == [("param_name_duplicate", "error", "params[1].name")]


def test_param_type_not_of_the_profile() -> None:
    doc = recipe(send(), params=[{"name": "a", "type": "number"}])
    assert check(doc, "macos") == [("param_type_invalid", "error", "params[0].type")]
    # Windows types are free text.
    assert check(doc, "windows") == []


@pytest.mark.parametrize(
    ("profile", "type_name", "default"),
    [
        ("macos", "int", "x"),
        ("macos", "int", 1.5),
        ("macos", "int", True),
        ("macos", "bool", "true"),
        ("macos", "string", 3),
        ("macos-1", "int", "x"),
        ("windows", "int", "x"),
        ("windows", "integer", "7"),
        ("windows", "Boolean", 0),
        ("windows-1", "int", "x"),
    ],
)
def test_default_of_the_wrong_type(profile: str, type_name: str, default: Any) -> None:
    doc = recipe(send(), params=[{"name": "a", "type": type_name, "default": default}])
    assert check(doc, profile) == [("param_default_type", "error", "params[0].default")]


@pytest.mark.parametrize(
    ("profile", "type_name", "default"),
    [
        ("macos", "int", 3),
        ("macos", "bool", False),
        ("macos", "string", ""),
        ("windows", "int", 3),
        ("windows", "my own type", {"any": "thing"}),
    ],
)
def test_default_of_the_right_type(profile: str, type_name: str, default: Any) -> None:
    doc = recipe(send(), params=[{"name": "a", "type": type_name, "default": default}])
    assert check(doc, profile) == []


# --------------------------------------------------------------------------- references


def test_unknown_param_in_reference() -> None:
    doc = recipe(send(text="Hi ${who}"))
    assert check(doc) == [("param_unknown", "error", "steps[0].args.text")]


def test_malformed_reference() -> None:
    doc = recipe(send(text="Hi ${who", tags=["${ x}"]))
    assert check(doc) == [
        ("reference_malformed", "error", "steps[0].args.text"),
        ("reference_malformed", "error", "steps[0].args.tags[0]"),
    ]


def test_reference_to_the_same_step() -> None:
    doc = recipe({"tool": "fetch", "args": {}}, send(text="${steps[1].result.title}"))
    assert check(doc) == [("step_ref_self", "error", "steps[1].args.text")]


def test_reference_to_a_later_step() -> None:
    doc = recipe(send(text="${steps[1].result.title}"), {"tool": "fetch", "args": {}})
    assert check(doc) == [("step_ref_later", "error", "steps[0].args.text")]


def test_reference_to_a_nonexistent_step() -> None:
    doc = recipe({"tool": "fetch", "args": {}}, send(text="x ${steps[7].result}"))
    assert check(doc) == [("step_ref_missing", "error", "steps[1].args.text")]


def test_reference_to_a_deleted_step() -> None:
    doc = recipe({"tool": "fetch", "args": {}}, send(text="${steps[?].result.title}"))
    assert check(doc) == [("step_ref_deleted", "error", "steps[1].args.text")]


def test_reference_to_a_wait_step() -> None:
    doc = recipe({"wait": 1}, send(text="${steps[0].result}"))
    assert check(doc, "macos") == [("step_ref_wait", "error", "steps[1].args.text")]


def test_reference_to_an_optional_step_warns_with_or_without_path() -> None:
    doc = recipe(
        {"tool": "fetch", "args": {}, "optional": True},
        send(text="${steps[0].result.title}", tags=["${steps[0].result}"]),
    )
    assert check(doc) == [
        ("step_ref_optional", "warning", "steps[1].args.text"),
        ("step_ref_optional", "warning", "steps[1].args.tags[0]"),
    ]


def test_reference_to_a_key_the_output_schema_rules_out() -> None:
    doc = recipe({"tool": "fetch", "args": {}}, send(text="${steps[0].result.nope}"))
    assert check(doc) == [("step_ref_no_such_key", "error", "steps[1].args.text")]


def test_a_misspelt_result_key_suggests_the_nearest_listed_one() -> None:
    doc = recipe({"tool": "fetch", "args": {}}, send(text="${steps[0].result.titel}"))
    problems = validate(get_profile("macos").read(doc).recipe, "macos", COMPLETE)
    found = [(p.code, p.severity.value) for p in problems]
    assert found == [("step_ref_no_such_key_near", "error")]
    assert (
        ENGLISH.sentence(problems[0])
        == 'The result of "fetch" never has "titel". Did you mean "title"?'
    )


def test_an_unlisted_result_key_of_an_open_schema_is_a_warning() -> None:
    schema = {"type": "object", "properties": {"count": {"type": "integer"}}}
    open_tool = ToolInfo(name="count", effect="read", output_schema=schema)
    catalog = Catalog.from_tools("Open", [*TOOLS, open_tool], complete=True)
    doc = recipe(
        {"tool": "count", "args": {}},
        send(text="${steps[0].result.bogus}", tags=["${steps[0].result.cuont}"]),
    )
    problems = validate(get_profile("macos").read(doc).recipe, "macos", catalog)
    assert [(p.code, p.severity.value) for p in problems] == [
        ("step_ref_unknown_key", "warning"),
        ("step_ref_unknown_key_near", "warning"),
    ]
    assert ENGLISH.sentence(problems[1]).endswith('Did you mean "count"?')
    # A listed key, a list index, and a schema without properties say nothing.
    fine = recipe({"tool": "count", "args": {}}, send(text="${steps[0].result.count}"))
    assert validate(get_profile("macos").read(fine).recipe, "macos", catalog) == []


def test_a_tool_that_requires_tasks_is_flagged_only_if_tasks_are_impossible(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from recipe_studio.core.validation import step_rules

    task_tool = ToolInfo(name="render", effect="read", task_support="required")
    catalog = Catalog.from_tools("Tasks", [*TOOLS, task_tool], complete=True)
    doc = recipe({"tool": "render", "args": {}})
    recipe_obj = get_profile("macos").read(doc).recipe
    assert validate(recipe_obj, "macos", catalog) == []  # the installed SDK can run tasks
    monkeypatch.setattr(step_rules, "_can_run_tasks", lambda: False)
    problems = validate(get_profile("macos").read(doc).recipe, "macos", catalog)
    assert [(p.code, p.severity.value) for p in problems] == [("tool_needs_task", "error")]


# --------------------------------------------------------------------------- tools


def test_unknown_tool_is_an_error_when_the_catalog_is_complete() -> None:
    assert check(recipe({"tool": "nope", "args": {}}), catalog=COMPLETE) == [
        ("tool_unknown", "error", "steps[0].tool")
    ]


def test_unknown_tool_is_a_warning_when_the_catalog_is_partial() -> None:
    assert check(recipe({"tool": "nope", "args": {}}), catalog=PARTIAL) == [
        ("tool_unknown_partial", "warning", "steps[0].tool")
    ]


def test_no_catalog_checks_no_tools() -> None:
    assert check(recipe({"tool": "nope", "args": {"x": 1}}), catalog=NO_CATALOG) == []


def test_missing_tool_name() -> None:
    assert check(recipe({"tool": " ", "args": {}})) == [("tool_missing", "error", "steps[0].tool")]


def test_bundled_catalog_is_the_default() -> None:
    doc = recipe({"tool": "get_datetime", "args": {}}, {"tool": "surely_not_a_tool", "args": {}})
    assert check(doc, "macos", None) == [("tool_unknown_partial", "warning", "steps[1].tool")]


# --------------------------------------------------------------------------- args vs schema


def test_missing_required_argument() -> None:
    doc = recipe({"tool": "send", "args": {"limit": 1}})
    assert check(doc) == [("arg_missing", "error", "steps[0].args")]


def test_two_missing_arguments_are_two_problems_not_four() -> None:
    catalog = Catalog.from_tools(
        "two",
        [
            ToolInfo(
                name="pair",
                effect="read",
                input_schema={
                    "type": "object",
                    "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
                    "required": ["a", "b"],
                },
            )
        ],
        complete=True,
    )
    read = get_profile("macos").read(recipe({"tool": "pair", "args": {}}))
    problems = validate(read.recipe, "macos", catalog)
    assert [(p.code, dict(p.values)["name"]) for p in problems] == [
        ("arg_missing", "a"),
        ("arg_missing", "b"),
    ]


def test_argument_of_the_wrong_type() -> None:
    doc = recipe(send(limit="ten", opts={"depth": "deep"}))
    assert check(doc) == [
        ("arg_type", "error", "steps[0].args.limit"),
        ("arg_type", "error", "steps[0].args.opts.depth"),
    ]


def test_argument_outside_its_enum() -> None:
    assert check(recipe(send(mode="medium"))) == [("arg_enum", "error", "steps[0].args.mode")]


def test_unknown_argument_when_additional_properties_are_false() -> None:
    assert sorted(check(recipe(send(colour="red", opts={"x": 1})))) == [
        ("arg_unknown", "error", "steps[0].args.colour"),
        ("arg_unknown", "error", "steps[0].args.opts.x"),
    ]


def test_other_schema_rules_are_reported() -> None:
    assert check(recipe(send(code="lower"))) == [("arg_pattern", "error", "steps[0].args.code")]


def test_value_dependent_checks_are_skipped_for_references() -> None:
    doc = recipe(
        {"tool": "fetch", "args": {}},
        send(mode="${m}", code="${c}-long-x", text="${steps[0].result.title}"),
        params=[{"name": "m", "type": "string"}, {"name": "c", "type": "string"}],
    )
    assert check(doc) == []
    # The same values written literally are checked.
    doc["steps"][1]["args"].update(mode="m", code="c-long-x")
    assert sorted(codes(doc)) == ["arg_enum", "arg_pattern", "arg_too_long"]


def test_embedded_reference_is_still_text() -> None:
    doc = recipe(send(limit="1${n}"), params=[{"name": "n", "type": "int"}])
    assert check(doc) == [("arg_type", "error", "steps[0].args.limit")]


@pytest.mark.parametrize(
    ("param_type", "arg", "expected"),
    [
        ("int", "text", ["param_type_mismatch"]),
        ("int", "limit", []),
        ("int", "ratio", []),
        ("string", "limit", ["param_type_mismatch"]),
        ("bool", "flag", []),
        ("bool", "text", ["param_type_mismatch"]),
        ("string", "mode", []),
    ],
)
def test_exact_param_reference_must_fit_the_argument_type(
    param_type: str, arg: str, expected: list[str]
) -> None:
    doc = recipe(
        {"tool": "send", "args": {"text": "hi", arg: "${p}"}},
        params=[{"name": "p", "type": param_type}],
    )
    assert codes(doc) == expected
    if expected:
        assert check(doc)[0] == ("param_type_mismatch", "error", f"steps[0].args.{arg}")


def test_windows_free_type_is_checked_when_recognisable() -> None:
    doc = recipe(send(text="${p}"), params=[{"name": "p", "type": "integer"}])
    assert codes(doc, "windows") == ["param_type_mismatch"]
    doc["params"][0]["type"] = "whatever"
    assert codes(doc, "windows") == []


def test_broken_catalog_schema_is_a_warning() -> None:
    broken = Catalog.from_tools(
        "b", [ToolInfo(name="odd", input_schema={"type": "object", "properties": 5})], complete=True
    )
    assert check(recipe({"tool": "odd", "args": {}}), catalog=broken) == [
        ("tool_schema_invalid", "warning", "steps[0].tool")
    ]


# --------------------------------------------------------------------------- confirm, notes


@pytest.mark.parametrize("profile", ["macos", "windows", "windows-1"])
def test_confirm_in_args_is_removed(profile: str) -> None:
    assert check(recipe(send(confirm=True)), profile) == [
        ("confirm_removed", "warning", "steps[0].args.confirm")
    ]


def test_confirm_in_args_is_kept_in_macos_1_and_said_what_it_does() -> None:
    # Kept, and it makes the step run without its own preview: a person must be told.
    assert check(recipe(send(confirm=True)), "macos-1") == [
        ("confirm_executes", "warning", "steps[0].args.confirm")
    ]
    assert check(recipe(send(confirm=False)), "macos-1") == []


def test_confirm_removed_even_when_the_tool_has_no_such_argument() -> None:
    doc = recipe({"tool": "fetch", "args": {"confirm": True}})
    assert check(doc, "macos") == [("confirm_removed", "warning", "steps[0].args.confirm")]


def test_note_id_and_note_name_on_macos() -> None:
    doc = recipe(send(note_id="x-coredata://1", note_name="Groceries"))
    assert check(doc, "macos") == [("note_id_dropped", "warning", "steps[0].args.note_id")]
    for profile in ("windows", "macos-1", "windows-1"):
        assert check(doc, profile) == []


def test_note_id_alone_on_macos() -> None:
    doc = recipe(send(note_id="x-coredata://1"))
    assert check(doc, "macos") == [("note_id_only", "warning", "steps[0].args.note_id")]


# --------------------------------------------------------------------------- profile features


@pytest.mark.parametrize("profile", ["windows", "windows-1", "custom-tool"])
@pytest.mark.parametrize("wait", [{"wait": 3}, {"wait": {"seconds": 3}}])
def test_wait_where_the_profile_has_none(profile: str, wait: Any) -> None:
    doc = {"name": "user_x", "steps": [wait]}
    assert ("wait_unsupported", "error", "steps[0].wait") in check(doc, profile)


@pytest.mark.parametrize("profile", ["macos", "macos-1"])
def test_wait_is_fine_on_macos(profile: str) -> None:
    assert check(recipe({"wait": 2}, {"wait": {"seconds": 0.5}}), profile) == []


def test_negative_and_long_waits() -> None:
    assert check(recipe({"wait": -1})) == [("wait_invalid", "error", "steps[0].wait")]
    assert check(recipe({"wait": 7200})) == [("wait_long", "warning", "steps[0].wait")]


@pytest.mark.parametrize("profile", ["macos-1", "windows-1", "custom-tool"])
def test_optional_where_the_profile_has_none(profile: str) -> None:
    step = {"id": "s", "tool": "send", "args": {"text": "a"}, "optional": True}
    if profile == "custom-tool":
        step = {"id": "s", "tool": "send", "arguments": {"text": "a"}, "optional": True}
    doc = {"name": "user_x", "description": "d", "steps": [step]}
    assert ("optional_unsupported", "error", "steps[0].optional") in check(doc, profile)


@pytest.mark.parametrize("profile", ["macos", "windows"])
def test_optional_is_fine_in_revision_2(profile: str) -> None:
    assert check(recipe({**send(), "optional": True}), profile) == []


def test_optional_of_the_wrong_type() -> None:
    assert check(recipe({**send(), "optional": "yes"})) == [
        ("wrong_type", "error", "steps[0].optional")
    ]


@pytest.mark.parametrize("profile", ["windows", "windows-1", "custom-tool"])
def test_outputs_where_the_profile_has_none(profile: str) -> None:
    doc = {"name": "user_x", "steps": [], "outputs": [{"kind": "text"}]}
    assert ("outputs_unsupported", "error", "outputs") in check(doc, profile)


def test_outputs_on_macos_need_a_kind() -> None:
    assert check(recipe(send(), outputs=[{"kind": "text"}])) == []
    assert check(recipe(send(), outputs=[{"kind": 3}, "x"])) == [
        ("output_invalid", "error", "outputs[0]"),
        ("output_invalid", "error", "outputs[1]"),
    ]


def test_schema_version_outside_windows_is_unknown() -> None:
    assert check(recipe(send(), schema_version=2), "windows") == []
    assert check(recipe(send(), schema_version=2), "macos") == [
        ("unknown_key", "warning", "recipe")
    ]


# --------------------------------------------------------------------------- unknown keys


def test_unknown_keys_are_warnings_at_every_level() -> None:
    doc = recipe(
        {**send(), "colour": "red"},
        {"wait": 1, "why": "x"},
        params=[{"name": "a", "type": "string", "hint": "x"}],
        extra=1,
    )
    problems = check(doc)
    assert all(sev == "warning" for code, sev, _ in problems if code == "unknown_key")
    assert sorted(problems) == sorted(
        [
            ("unknown_key", "warning", "recipe"),
            ("unknown_key", "warning", "params[0]"),
            ("unknown_key", "warning", "steps[0].colour"),
            ("unknown_key", "warning", "steps[1].why"),
        ]
    )


def test_required_on_a_manifest_param_is_unknown() -> None:
    doc = recipe(send(), params=[{"name": "a", "type": "string", "required": True}])
    assert check(doc) == [("unknown_key", "warning", "params[0]")]


def test_custom_objects_in_a_manifest_are_literal() -> None:
    doc = recipe(send(text={"$input": "q"}))
    assert ("literal_reference", "warning", "steps[0].args.text") in check(doc)


# --------------------------------------------------------------------------- the validator


def test_validator_reuses_work_but_sees_every_edit() -> None:
    validator = Validator("macos", COMPLETE)
    read = get_profile("macos").read(recipe(send()))
    assert validator.validate(read.recipe) == []
    step = read.recipe.steps[0]
    edited = step.model_copy(update={"args": {"text": 5}})
    read.recipe.steps[0] = edited
    assert [p.code for p in validator.validate(read.recipe)] == ["arg_type"]


# --------------------------------------------------------------------------- never raises

_keys = st.sampled_from(
    [
        "name",
        "description",
        "params",
        "parameters",
        "steps",
        "outputs",
        "schema_version",
        "tool",
        "args",
        "arguments",
        "id",
        "wait",
        "seconds",
        "optional",
        "type",
        "default",
        "required",
        "kind",
        "uid",
        "$input",
        "$step",
        "path",
        "confirm",
        "note_id",
        "note_name",
        "text",
        "limit",
        "opts",
        "depth",
    ]
) | st.text(max_size=4)
_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=10)
    | st.sampled_from(
        [
            *["${x}", "${steps[0].result.a}", "${steps[9].result}", "${", "${steps[?].result}"],
            *["user_x", "send", "fetch", "calculate", "custom_tool_create", "int", "string"],
            "a ${steps[1].result[0]} b",
        ]
    )
)
_json = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_keys, inner, max_size=5),
    max_leaves=25,
)
_manifests = (
    st.fixed_dictionaries(
        {},
        optional={
            "name": _json,
            "description": _json,
            "steps": st.lists(st.dictionaries(_keys, _json, max_size=5) | _json, max_size=5),
            "params": st.lists(st.dictionaries(_keys, _json, max_size=4) | _json, max_size=3),
            "parameters": st.lists(st.dictionaries(_keys, _json, max_size=4), max_size=3),
            "outputs": _json,
            "schema_version": _json,
        },
    )
    | _json
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_manifests)
def test_validate_never_raises_on_garbage(doc: Any) -> None:
    for profile in PROFILE_NAMES:
        prof = get_profile(profile)
        read = prof.read(doc)
        for catalog in (COMPLETE, NO_CATALOG):
            for p in validate(read.recipe, profile, catalog):
                assert p.code
                assert ENGLISH.sentence(p)
                assert p.location.render()
        prof.write(read.recipe)
