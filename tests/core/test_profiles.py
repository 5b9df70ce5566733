"""The five profiles: exact read/write round trips, wait forms, seed examples, detection."""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from recipe_studio.cli import main
from recipe_studio.core.model import RawStep, ToolStep, WaitStep
from recipe_studio.core.profiles import PROFILE_NAMES, PROFILES, detect_profile, get_profile
from recipe_studio.core.validation import validate

if TYPE_CHECKING:
    from pathlib import Path

MANIFEST_PROFILES = ("macos", "windows", "macos-1", "windows-1")

#: The documentary example of seeds 000 and 001 (recipe_save arguments).
SEED_EXAMPLE: dict[str, Any] = {
    "manifest": {
        "description": "Read the local date and time.",
        "name": "Demo morning brief",
        "steps": [{"args": {}, "tool": "get_datetime"}],
    }
}


def round_trip(profile: str, doc: Any) -> Any:
    prof = get_profile(profile)
    return prof.write(prof.read(copy.deepcopy(doc)).recipe)


# --------------------------------------------------------------------------- round trips


def _manifest_doc() -> dict[str, Any]:
    return {
        "name": "Morning brief",
        "description": "Everything at 8",
        "params": [
            {"name": "count", "type": "int", "default": 5, "description": "how many"},
            {"name": "who", "type": "string"},
            {"name": "plain"},
        ],
        "steps": [
            {"tool": "get_datetime", "args": {}},
            {"tool": "list_notes", "args": {"limit": "${count}", "q": "Hi ${who}"}},
            {"tool": "read_note", "args": {"note_name": "${steps[1].result.notes[0].title}"}},
            {"tool": "no_args"},
        ],
    }


@pytest.mark.parametrize("profile", MANIFEST_PROFILES)
def test_manifest_round_trip_is_exact(profile: str) -> None:
    doc = _manifest_doc()
    assert round_trip(profile, doc) == doc


@pytest.mark.parametrize("profile", MANIFEST_PROFILES)
def test_manifest_round_trip_keeps_profile_specific_fields(profile: str) -> None:
    doc = _manifest_doc()
    doc["schema_version"] = 2
    doc["outputs"] = [{"kind": "text"}]
    doc["steps"][0]["optional"] = True
    doc["steps"][1]["optional"] = False
    doc["steps"].append({"wait": 5})
    doc["params"] = []
    assert round_trip(profile, doc) == doc


@pytest.mark.parametrize("profile", MANIFEST_PROFILES)
def test_manifest_unknown_keys_survive_at_every_level(profile: str) -> None:
    doc = _manifest_doc()
    doc.update({"x-top": {"a": [1]}, "kind": "top-kind", "uid": "u", "dialect": 3})
    doc["params"][0].update({"x-param": True, "raw": None, "has_default": "no", "shadowed": 1})
    doc["steps"][0].update({"kind": "clash", "uid": "clash", "step_id": 9, "x-step": [None]})
    doc["steps"].append({"wait": {"seconds": 2, "note": "x"}, "kind": "w", "uid": 1})
    assert round_trip(profile, doc) == doc


def _custom_doc() -> dict[str, Any]:
    return {
        "name": "user_answer",
        "description": "Works out an arithmetic expression.",
        "parameters": [
            {
                "name": "expression",
                "type": "string",
                "description": "Numeric arithmetic",
                "required": True,
            },
            {"name": "opts", "type": "object", "description": "options", "required": False},
        ],
        "steps": [
            {
                "id": "answer",
                "tool": "calculate",
                "arguments": {"expression": {"$input": "expression"}},
            },
            {
                "id": "again",
                "tool": "calculate",
                "arguments": {"expression": {"$step": "answer", "path": "result.value"}},
            },
        ],
    }


def test_custom_tool_round_trip_is_exact() -> None:
    doc = _custom_doc()
    assert round_trip("custom-tool", doc) == doc


def test_custom_tool_keys_colliding_with_model_fields_survive() -> None:
    doc = _custom_doc()
    doc.update({"params": [{"name": "x"}], "kind": "k", "steps_extra": 1, "dialect": "template"})
    doc["parameters"][0].update({"default": "1+1", "raw": [1], "x-p": {}})
    doc["steps"][0].update({"args": {"a": 1}, "kind": "tool?", "uid": "u1", "step_id": "s"})
    doc["steps"][1].update({"params": [], "optional": False})
    out = round_trip("custom-tool", doc)
    assert out == doc
    recipe = get_profile("custom-tool").read(doc).recipe
    step = recipe.steps[0]
    assert isinstance(step, ToolStep)
    # The colliding keys are not mistaken for the real fields.
    assert step.args == {"expression": {"$input": "expression"}}
    assert step.kind == "tool"
    assert step.step_id == "answer"
    assert [p.name for p in recipe.params] == ["expression", "opts"]


@pytest.mark.parametrize("profile", PROFILE_NAMES)
@pytest.mark.parametrize(
    "bad",
    [
        {"name": 5, "steps": "nope", "description": None, "outputs": {}, "schema_version": "2"},
        {"name": "x", "steps": [None, 3, "s", [], {}, {"tool": 1}, {"tool": "t", "wait": 1}]},
        {"name": "x", "steps": [{"tool": "t", "args": []}, {"tool": "t", "arguments": "a"}]},
        {"name": "x", "steps": [{"tool": "t", "optional": None}, {"tool": "t", "id": 4}]},
        {"name": "x", "steps": [{"wait": "5"}, {"wait": {"seconds": None}}, {"wait": True}]},
        {"name": "x", "steps": [], "params": [1, {"name": 2}, {"name": "a", "type": None}]},
        {"name": "x", "steps": [], "parameters": [{"name": "a", "required": "yes"}]},
    ],
)
def test_wrong_types_are_written_back_unchanged(profile: str, bad: dict[str, Any]) -> None:
    assert round_trip(profile, bad) == bad


def test_null_optional_is_a_problem_not_silently_dropped() -> None:
    doc = {"name": "x", "steps": [{"tool": "get_datetime", "args": {}, "optional": None}]}
    read = get_profile("macos").read(doc)
    assert [(p.code, p.location.render()) for p in read.problems] == [
        ("wrong_type", "steps[0].optional")
    ]
    codes = [p.code for p in validate(read.recipe, "macos")]
    assert "wrong_type" in codes


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=10,
)
_extra = st.dictionaries(
    st.sampled_from(["kind", "uid", "args", "params", "raw", "x", "shadowed", "dialect", "form"]),
    _json,
    max_size=3,
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(top=_extra, param=_extra, step=_extra, wait=st.integers(0, 100) | st.floats(0, 100))
def test_round_trip_with_generated_unknown_keys(
    top: dict[str, Any], param: dict[str, Any], step: dict[str, Any], wait: float
) -> None:
    for profile in PROFILE_NAMES:
        custom = profile == "custom-tool"
        args_key = "arguments" if custom else "args"
        params_key = "parameters" if custom else "params"
        step_extra = {k: v for k, v in step.items() if k != args_key}
        top_extra = {k: v for k, v in top.items() if k != params_key}
        doc = {
            "name": "user_x",
            params_key: [{"name": "p", "type": "string", **param}],
            "steps": [
                {
                    "tool": "t",
                    args_key: {"a": "${p}"},
                    **step_extra,
                    **({"id": "s"} if custom else {}),
                },
                {"wait": wait, **step_extra},
                {"wait": {"seconds": wait}, **step_extra},
            ],
            **top_extra,
        }
        assert round_trip(profile, doc) == doc


# --------------------------------------------------------------------------- waits


@pytest.mark.parametrize("profile", PROFILE_NAMES)
@pytest.mark.parametrize("wait", [{"wait": 3}, {"wait": 2.5}, {"wait": {"seconds": 4}}])
def test_both_wait_forms_read_and_write_back(profile: str, wait: dict[str, Any]) -> None:
    doc = {"name": "x", "steps": [wait]}
    read = get_profile(profile).read(doc)
    [step] = read.recipe.steps
    assert isinstance(step, WaitStep)
    expected = wait["wait"] if isinstance(wait["wait"], int | float) else wait["wait"]["seconds"]
    assert step.seconds == expected
    assert read.problems == []
    assert round_trip(profile, doc) == doc


def test_invalid_wait_is_kept_and_reported() -> None:
    doc = {"name": "x", "steps": [{"wait": {"secs": 3}}]}
    read = get_profile("macos").read(doc)
    assert isinstance(read.recipe.steps[0], RawStep)
    assert [(p.code, p.location.render()) for p in read.problems] == [
        ("wait_invalid", "steps[0].wait")
    ]


# --------------------------------------------------------------------------- seed examples


@pytest.mark.parametrize("profile", ["macos", "windows", "macos-1", "windows-1"])
def test_seed_example_is_valid(profile: str) -> None:
    read = get_profile(profile).read(SEED_EXAMPLE["manifest"])
    assert read.problems == []
    problems = validate(read.recipe, profile)
    assert [p for p in problems if p.is_error] == []
    assert problems == []


@pytest.mark.parametrize("profile", [None, "macos", "windows"])
def test_seed_example_passes_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], profile: str | None
) -> None:
    path = tmp_path / "example.json"
    path.write_text(json.dumps(SEED_EXAMPLE), encoding="utf-8")
    argv = ["validate", str(path)] + (["--profile", profile] if profile else [])
    assert main(argv) == 0
    assert capsys.readouterr().out == ""


def test_seed_example_manifest_alone_passes_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(SEED_EXAMPLE["manifest"]), encoding="utf-8")
    assert main(["validate", str(path), "--profile", "windows"]) == 0
    assert main(["validate", str(path)]) == 0
    capsys.readouterr()


# --------------------------------------------------------------------------- detection


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ({"name": "x", "steps": [{"tool": "t", "args": {}}]}, "macos"),
        ({"name": "x", "steps": [{"wait": 1}]}, "macos"),
        ({"name": "x", "steps": [], "outputs": []}, "macos"),
        ({"name": "x", "schema_version": 1, "steps": [{"tool": "t"}]}, "windows"),
        ({"name": "x", "schema_version": 1, "steps": [{"tool": "t", "optional": True}]}, "windows"),
        ({"name": "x", "parameters": [], "steps": []}, "custom-tool"),
        ({"name": "x", "steps": [{"id": "a", "tool": "t", "arguments": {}}]}, "custom-tool"),
        ({"name": "user_x", "steps": [{"id": "a", "tool": "t"}]}, "custom-tool"),
        ({"name": "x", "steps": [{"id": "a", "tool": "t"}]}, "macos"),
        ([1, 2], "macos"),
        ("text", "macos"),
    ],
)
def test_detect_profile(doc: Any, expected: str) -> None:
    name, reason = detect_profile(doc)
    assert name == expected
    assert reason


# --------------------------------------------------------------------------- describe


def test_describe_lists_what_each_profile_allows() -> None:
    described = {name: profile.describe() for name, profile in PROFILES.items()}
    assert set(described) == {"macos", "windows", "macos-1", "windows-1", "custom-tool"}
    mac, win, mac1, win1, custom = (
        described[n] for n in ("macos", "windows", "macos-1", "windows-1", "custom-tool")
    )
    assert mac["param_types"] == ["string", "int", "bool"]
    assert win["param_types"] == "free"
    assert custom["param_types"] == ["string", "number", "boolean", "object", "array"]
    assert (mac["wait"], win["wait"], mac1["wait"], win1["wait"], custom["wait"]) == (
        True,
        False,
        True,
        False,
        False,
    )
    assert (mac["optional"], win["optional"], mac1["optional"], win1["optional"]) == (
        True,
        True,
        False,
        False,
    )
    assert (mac["outputs"], win["outputs"], mac1["outputs"]) == (True, False, True)
    assert (mac["confirm"], mac1["confirm"], win1["confirm"]) == ("removed", "kept", "removed")
    assert mac["save_returns"] == ["name"]
    assert win["save_returns"] == ["name", "step_count"]
    assert mac1["save_returns"] == ["name"]
    assert custom["name_prefix"] == "user_"
    assert custom["param_defaults"] is False
    assert (mac["overwrite"], win["overwrite"], mac1["overwrite"]) == (True, True, False)
    assert (custom["dialect"], mac["dialect"]) == ("custom", "template")
    json.dumps(list(described.values()))


def test_profiles_command_lists_every_profile(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["profiles", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [d["name"] for d in listed] == list(PROFILE_NAMES)
    assert main(["profiles"]) == 0
    text = capsys.readouterr().out
    assert all(name in text for name in PROFILE_NAMES)


def test_unknown_profile_name_is_a_clear_error() -> None:
    with pytest.raises(KeyError, match="choose one of"):
        get_profile("linux")


def test_the_plain_list_of_profile_names_is_the_profiles_own() -> None:
    # A library listing recognises a file's profile by this list alone (without the
    # models): a profile added to PROFILES and not here would list its recipes as broken.
    assert tuple(PROFILES) == PROFILE_NAMES
