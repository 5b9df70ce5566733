"""Hostile files: each gives a clear problem with a location (or exit 2), never a traceback."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.cli import main
from recipe_studio.core import limits
from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.manifest_io import (
    UnreadableFile,
    parse_json_bytes,
    parse_json_text,
    read_json_file,
)
from recipe_studio.core.problem_text import ENGLISH
from recipe_studio.core.profiles import PROFILE_NAMES, get_profile
from recipe_studio.core.validation import validate

if TYPE_CHECKING:
    from pathlib import Path

SCHEMA = {
    "type": "object",
    "properties": {"text": {"type": "string", "maxLength": 10}, "n": {"type": "integer"}},
    "required": ["text"],
}
CATALOG = Catalog.from_tools("t", [ToolInfo(name="send", input_schema=SCHEMA)], complete=True)


def problems_of(doc: Any, profile: str = "macos") -> list[tuple[str, str, str]]:
    read = get_profile(profile).read(doc)
    return [
        (p.code, p.severity.value, p.location.render())
        for p in validate(read.recipe, profile, CATALOG)
    ]


# --------------------------------------------------------------------------- syntax


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ('{"name": "x",\n "steps": [}', "2:12"),
        ('{"name": "x", "steps": []', "1:26"),
        ("", "1:1"),
        ("{'name': 'x'}", "1:2"),
        ('{"name": "x"} trailing', "1:15"),
    ],
)
def test_malformed_json_names_line_and_column(text: str, where: str) -> None:
    loaded = parse_json_text(text)
    assert not loaded.ok
    [p] = loaded.problems
    assert p.code == "not_json"
    assert p.location.render() == where
    line, col = where.split(":")
    assert f"line {line}, column {col}" in ENGLISH.sentence(p)


def test_non_utf8_bytes_name_the_offset() -> None:
    loaded = parse_json_bytes(b'{"name": "caf\xe9"}')
    [p] = loaded.problems
    assert p.code == "not_utf8"
    assert "byte 13" in ENGLISH.sentence(p)


def test_utf16_is_not_utf8() -> None:
    loaded = parse_json_bytes('{"name": "x"}'.encode("utf-16"))
    assert [p.code for p in loaded.problems] == ["not_utf8"]


def test_utf8_bom_is_accepted() -> None:
    loaded = parse_json_bytes(b'\xef\xbb\xbf{"name": "x", "steps": []}')
    assert loaded.ok
    assert loaded.data == {"name": "x", "steps": []}


def test_too_large_file_is_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(limits, "MAX_FILE_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"name": "x" * 200, "steps": []}), encoding="utf-8")
    loaded = read_json_file(path)
    assert [p.code for p in loaded.problems] == ["too_large"]


def test_unreadable_path_raises_its_own_error(tmp_path: Path) -> None:
    with pytest.raises(UnreadableFile, match=r"missing\.json"):
        read_json_file(tmp_path / "missing.json")
    with pytest.raises(UnreadableFile):
        read_json_file(tmp_path)


# --------------------------------------------------------------------------- nesting


@pytest.mark.parametrize("opener", ["[", '{"a":'])
def test_ten_thousand_levels_of_nesting(opener: str) -> None:
    closer = "]" if opener == "[" else "}"
    text = (
        '{"name": "x", "steps": [{"tool": "send", "args": {"text": '
        + (opener * 10_000 + "1" + closer * 10_000)
        + "}}]}"
    )
    loaded = parse_json_text(text)
    assert [p.code for p in loaded.problems] == ["too_deep"]


def test_nesting_just_past_the_limit_is_refused() -> None:
    depth = limits.MAX_DEPTH + 5
    loaded = parse_json_text("[" * depth + "]" * depth)
    assert [p.code for p in loaded.problems] == ["too_deep"]
    depth = limits.MAX_DEPTH - 5
    assert parse_json_text("[" * depth + "]" * depth).ok


def test_deep_file_exits_2_on_the_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"name": "x", "steps": ' + "[" * 10_000 + "]" * 10_000 + "}", encoding="utf-8")
    assert main(["validate", str(path)]) == 2
    captured = capsys.readouterr()
    assert "too_deep" in captured.out
    assert "Traceback" not in captured.err


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_deeply_nested_args_in_memory_validate(profile: str) -> None:
    # Deeper than Python's recursion limit: 3,000 levels of objects in lists.
    deep: Any = "${x}"
    for _ in range(3_000):
        deep = {"k": [deep]}
    args_key = "arguments" if profile == "custom-tool" else "args"
    doc = {"name": "user_x", "steps": [{"id": "a", "tool": "send", args_key: {"text": deep}}]}
    found = problems_of(doc, profile)
    assert ("too_deep", "error", f"steps[0].{args_key}") in found
    # Without a schema to check against, the reference deep inside is still found.
    read = get_profile(profile).read(doc)
    codes = [p.code for p in validate(read.recipe, profile, Catalog("none", {}))]
    assert ("template_unsupported" if profile == "custom-tool" else "param_unknown") in codes


# --------------------------------------------------------------------------- wrong types


@pytest.mark.parametrize("profile", PROFILE_NAMES)
@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ({"name": ["x"], "steps": [{"tool": "send", "args": {"text": "a"}}]}, "name"),
        ({"name": "x", "steps": "send"}, "steps"),
        (
            {"name": "x", "steps": [{"tool": "send", "args": {"text": "a"}}], "description": 1},
            "description",
        ),
        ({"name": "x", "steps": [7]}, "steps[0]"),
        ({"name": "x", "steps": [{"tool": {"name": "send"}}]}, "steps[0].tool"),
        ({"name": "x", "steps": [{"tool": "send", "optional": "no"}]}, "steps[0].optional"),
    ],
)
def test_wrong_types_are_located(profile: str, doc: dict[str, Any], expected: str) -> None:
    found = problems_of(doc, profile)
    assert ("wrong_type", "error", expected) in found


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_args_that_are_not_an_object(profile: str) -> None:
    key = "arguments" if profile == "custom-tool" else "args"
    doc = {"name": "x", "steps": [{"tool": "send", key: ["text"]}]}
    assert ("wrong_type", "error", f"steps[0].{key}") in problems_of(doc, profile)


@pytest.mark.parametrize("profile", ["macos", "windows", "macos-1", "windows-1"])
def test_wrong_types_inside_params(profile: str) -> None:
    doc = {
        "name": "x",
        "params": ["count", {"name": 5}, {"name": "a", "type": ["int"]}],
        "steps": [{"tool": "send", "args": {"text": "a"}}],
    }
    assert problems_of(doc, profile) == [
        ("wrong_type", "error", "params[0]"),
        ("wrong_type", "error", "params[1].name"),
        ("wrong_type", "error", "params[2].type"),
    ]


def test_wrong_types_deep_inside_args() -> None:
    doc = {
        "name": "x",
        "steps": [{"tool": "send", "args": {"text": {"nested": [1, {"deeper": None}]}, "n": [1]}}],
    }
    assert sorted(problems_of(doc)) == [
        ("arg_type", "error", "steps[0].args.n"),
        ("arg_type", "error", "steps[0].args.text"),
    ]


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -1, True, "5"])
def test_odd_wait_values(value: Any) -> None:
    found = problems_of({"name": "x", "steps": [{"wait": value}]})
    assert ("wait_invalid", "error", "steps[0].wait") in found


def test_nan_and_infinity_literals_in_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "nan.json"
    path.write_text('{"name": "x", "steps": [{"wait": NaN}, {"wait": Infinity}]}', encoding="utf-8")
    assert main(["validate", str(path), "--profile", "macos"]) == 2
    out = capsys.readouterr().out
    assert f"{path}:1:34: error not_a_number: NaN is not a JSON number" in out


# --------------------------------------------------------------------------- size


def test_five_megabyte_string_argument() -> None:
    huge = "x" * 5_000_000
    doc = {"name": "x", "steps": [{"tool": "send", "args": {"text": huge}}]}
    read = get_profile("macos").read(doc)
    [p] = validate(read.recipe, "macos", CATALOG)
    assert (p.code, p.location.render()) == ("arg_too_long", "steps[0].args.text")
    assert len(ENGLISH.sentence(p)) < 1000
    assert get_profile("macos").write(read.recipe) == doc


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ({"text": "${" + "a" * 5_000_000}, "reference_malformed"),
        ({"text": "${" + "b" * 5_000_000 + "}"}, "param_unknown"),
    ],
)
def test_five_megabyte_reference_text_gives_a_short_message(args: Any, code: str) -> None:
    doc = {"name": "x", "steps": [{"tool": "send", "args": args}]}
    found = validate(get_profile("macos").read(doc).recipe, "macos", CATALOG)
    assert [p.code for p in found] == [code]
    assert len(ENGLISH.sentence(found[0])) < 1000


def test_a_text_over_the_limit_is_refused_on_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "big.json"
    doc = {
        "name": "x",
        "steps": [{"tool": "get_datetime", "args": {"note": "${" + "z" * 5_000_000}}],
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["validate", str(path), "--profile", "macos"]) == 2
    out = capsys.readouterr().out
    assert ":Step 1, Note: error string_too_long" in out
    assert len(out) < 2000


def test_a_long_malformed_reference_is_one_short_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "big.json"
    text = "${" + "z" * (limits.MAX_STRING_CHARS - 2)
    doc = {"name": "x", "steps": [{"tool": "get_datetime", "args": {"note": text}}]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["validate", str(path), "--profile", "macos"]) == 1
    out = capsys.readouterr().out
    assert ":Step 1, Note: error reference_malformed" in out
    assert len(out) < 2000


def test_ten_thousand_steps_referring_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    count = limits.MAX_STEPS
    steps: list[dict[str, Any]] = [{"tool": "get_datetime", "args": {}}]
    steps += [
        {"tool": "get_datetime", "args": {"after": f"${{steps[{i - 1}].result.iso}}"}}
        for i in range(1, count - 1)
    ]
    steps.append({"tool": "get_datetime", "args": {"x": f"${{steps[{count - 1}].result}}"}})
    path = tmp_path / "many.json"
    path.write_text(json.dumps({"name": "Many", "steps": steps}), encoding="utf-8")
    del steps
    assert (
        main(["validate", str(path), "--profile", "macos", "--catalog", str(_catalog(tmp_path))])
        == 1
    )
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{path}:Step {count}, X: error step_ref_self: "
        f"A step cannot use its own result (step {count})."
    ]


def _catalog(tmp_path: Path) -> Path:
    path = tmp_path / "catalog.json"
    path.write_text(
        json.dumps(
            {
                "format": "recipe-studio-catalog",
                "name": "one tool",
                "complete": True,
                "tools": [{"name": "get_datetime", "effect": "read"}],
            }
        ),
        encoding="utf-8",
    )
    return path


def test_a_key_given_twice_is_a_located_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "twice.json"
    path.write_text(
        '{"name": "x", "steps": [{"tool": "get_datetime", "args": {"a": 1, "a": 2}}]}',
        encoding="utf-8",
    )
    loaded = read_json_file(path)
    assert loaded.ok
    assert loaded.data["steps"][0]["args"] == {"a": 2}  # the last one counts
    [p] = loaded.problems
    assert (p.code, p.severity.value, p.location.render()) == (
        "duplicate_key",
        "warning",
        "steps[0].args",
    )
    assert main(["validate", str(path), "--profile", "macos"]) == 0
    out = capsys.readouterr().out
    assert f'{path}:Step 1: warning duplicate_key: "a" is given twice' in out
