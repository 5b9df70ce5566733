"""Every limit of ``core.limits``: an input just under it is read, just over it is a
located problem (exit 2 on the command line), before the expensive work."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from recipe_studio.cli import main
from recipe_studio.core import limits
from recipe_studio.core.library import InvalidNameError, Library, LibraryError
from recipe_studio.core.loading import InputFile, load_input
from recipe_studio.core.manifest_io import parse_json_bytes, parse_json_text

LIMITS_PAGE = Path(__file__).resolve().parents[2] / "docs" / "command-line.md"
STEP = {"tool": "get_datetime", "args": {}}


def write(path: Path, value: Any) -> Path:
    path.write_text(json.dumps(value), encoding="utf-8")
    return path


def codes(found: InputFile) -> list[tuple[str, str]]:
    return [(p.code, p.location.render()) for p in found.problems]


def test_every_limit_is_documented_for_users() -> None:
    text = LIMITS_PAGE.read_text(encoding="utf-8")
    section = text[text.index("## Limits") :]
    names = [name for name in vars(limits) if name.startswith("MAX_")]
    assert len(names) >= 9
    for name in names:
        assert f"`{name}`" in section, name


def test_file_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_FILE_BYTES", 1000)
    doc: dict[str, Any] = {"name": "x", "steps": [STEP], "description": ""}
    base = len(json.dumps(doc))
    doc["description"] = "d" * (1000 - base)
    assert load_input(write(tmp_path / "under.json", doc)).ok
    doc["description"] += "d"
    found = load_input(write(tmp_path / "over.json", doc))
    assert codes(found) == [("too_large", "recipe")]


def test_depth() -> None:
    depth = limits.MAX_DEPTH
    assert parse_json_text("[" * depth + "]" * depth).ok
    loaded = parse_json_text("[" * (depth + 1) + "]" * (depth + 1))
    assert [p.code for p in loaded.problems] == ["too_deep"]


def test_depth_is_located() -> None:
    inner = "[" * limits.MAX_DEPTH + "]" * limits.MAX_DEPTH
    loaded = parse_json_text('{"steps": [{"args": {"a": ' + inner + "}}]}")
    [p] = loaded.problems
    assert p.code == "too_deep"
    assert p.location.render().startswith("steps[0].args.a[0]")


def test_text_length() -> None:
    size = limits.MAX_STRING_CHARS
    assert parse_json_text(json.dumps({"steps": [{"args": {"t": "x" * size}}]})).ok
    loaded = parse_json_text(json.dumps({"steps": [{"args": {"t": "x" * (size + 1)}}]}))
    assert [(p.code, p.location.render()) for p in loaded.problems] == [
        ("string_too_long", "steps[0].args.t")
    ]


def test_key_length() -> None:
    size = limits.MAX_STRING_CHARS
    assert parse_json_text(json.dumps({"k" * size: 1})).ok
    assert [p.code for p in parse_json_text(json.dumps({"k" * (size + 1): 1})).problems] == [
        "string_too_long"
    ]


def test_number_length_is_checked_before_parsing() -> None:
    digits = limits.MAX_NUMBER_DIGITS
    assert parse_json_text('{"n": ' + "9" * digits + "}").ok
    loaded = parse_json_text('{\n  "n": ' + "9" * (digits + 1) + "}")
    assert [(p.code, p.location.render()) for p in loaded.problems] == [("number_too_long", "2:8")]
    # Far beyond Python's own 4,300-digit limit: still a problem, not a ValueError.
    assert parse_json_text("[" + "1" * 100_000 + "]").problems[0].code == "number_too_long"


def test_long_digit_runs_inside_text_are_not_numbers() -> None:
    text = json.dumps({"name": "x", "note": "7" * 5000, "n": 12})
    assert parse_json_bytes(text.encode()).ok


def test_step_count(tmp_path: Path) -> None:
    count = limits.MAX_STEPS
    found = load_input(write(tmp_path / "at.json", {"name": "x", "steps": [STEP] * count}))
    assert found.ok
    assert len(found.recipes[0].recipe.steps) == count
    over = load_input(write(tmp_path / "over.json", {"name": "x", "steps": [STEP] * (count + 1)}))
    assert codes(over) == [("too_many_steps", "steps")]
    assert over.recipes == []


def test_step_count_inside_a_bundle(tmp_path: Path) -> None:
    many = {"name": "y", "steps": [STEP] * (limits.MAX_STEPS + 1)}
    bundle = {
        "format": "recipe-studio-bundle",
        "recipes": [
            {"profile": "macos", "manifest": {"name": "x", "steps": [STEP]}},
            {"profile": "macos", "manifest": many},
        ],
    }
    assert codes(load_input(write(tmp_path / "b.json", bundle))) == [
        ("too_many_steps", "recipes[1].steps")
    ]


def test_reference_count(tmp_path: Path) -> None:
    count = limits.MAX_REFERENCES
    doc: dict[str, Any] = {
        "name": "x",
        "params": [{"name": "p"}],
        "steps": [{"tool": "t", "args": {}}],
    }
    doc["steps"][0]["args"] = {"text": "${p}" * count}
    assert load_input(write(tmp_path / "at.json", doc)).ok
    doc["steps"][0]["args"] = {"text": "${p}" * count, "more": "${p}"}
    assert codes(load_input(write(tmp_path / "over.json", doc))) == [
        ("too_many_references", "recipe")
    ]


def test_references_hidden_behind_escapes_are_counted(tmp_path: Path) -> None:
    text = "\\u0024{p}" * (limits.MAX_REFERENCES + 1)
    path = tmp_path / "escaped.json"
    path.write_text(
        '{"name": "x", "steps": [{"tool": "t", "args": {"a": "' + text + '"}}]}', encoding="utf-8"
    )
    assert [p.code for p in load_input(path).problems] == ["too_many_references"]


def test_bundle_size(tmp_path: Path) -> None:
    count = limits.MAX_BUNDLE_RECIPES
    item = {"profile": "macos", "manifest": {"name": "x", "steps": [STEP]}}
    bundle = {"format": "recipe-studio-bundle", "recipes": [item] * count}
    assert len(load_input(write(tmp_path / "at.json", bundle)).recipes) == count
    bundle["recipes"] = [item] * (count + 1)
    assert codes(load_input(write(tmp_path / "over.json", bundle))) == [
        ("too_many_recipes", "recipes")
    ]


def test_name_length(tmp_path: Path) -> None:
    library = Library(tmp_path / "recipes")
    size = limits.MAX_NAME_CHARS
    name = "n" * size
    assert library.save_manifest({"name": name, "steps": [STEP]}).answer["name"] == name
    with pytest.raises(InvalidNameError, match="at most 500 characters"):
        library.save_manifest({"name": name + "n", "steps": [STEP]})


def test_name_length_is_a_validation_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok = write(tmp_path / "ok.json", {"name": "n" * limits.MAX_NAME_CHARS, "steps": [STEP]})
    assert main(["validate", str(ok)]) == 0
    long = write(
        tmp_path / "long.json", {"name": "n" * (limits.MAX_NAME_CHARS + 1), "steps": [STEP]}
    )
    assert main(["validate", str(long)]) == 1
    assert f"{long}:Recipe name: error name_too_long" in capsys.readouterr().out


def test_stored_recipe_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = Library(tmp_path / "recipes")
    monkeypatch.setattr(limits, "MAX_RECIPE_BYTES", 2000)
    fits: dict[str, Any] = {"name": "fits", "description": "", "steps": [STEP]}
    library.save_manifest(fits)
    size = (library.root / "fits.json").stat().st_size
    fits["description"] = "d" * (2000 - size)
    library.save_manifest(fits, overwrite=True)
    assert (library.root / "fits.json").stat().st_size == 2000
    assert [e.name for e in library.entries()] == ["fits"]
    fits["description"] += "d"
    with pytest.raises(LibraryError, match="at most 2,000"):
        library.save_manifest(fits, overwrite=True)
    assert (library.root / "fits.json").stat().st_size == 2000


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ('{"name": "x", "steps": [{"wait": ' + "9" * 5000 + "}]}", "number_too_long"),
        ('{"name": "x", "steps": [{"wait": 1e999}]}', "number_too_large"),
        ('{"name": "x", "steps": [{"wait": NaN}]}', "not_a_number"),
        ('{"name": "\\ud800", "steps": []}', "lone_surrogate"),
        ('{"name": "x", "steps": [{"tool": "t", "args": {"\\udfff": 1}}]}', "lone_surrogate"),
        ("[" * 5000 + "]" * 5000, "too_deep"),
    ],
)
def test_each_refusal_is_one_located_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str, code: str
) -> None:
    path = tmp_path / "in.json"
    path.write_text(body, encoding="utf-8")
    for command in (["validate"], ["convert", "--to", "windows"], ["save"], ["import"]):
        assert main([*command, str(path)]) == 2, command
        captured = capsys.readouterr()
        text = captured.out + captured.err
        assert f"error {code}:" in text, command
        assert "Traceback" not in text
