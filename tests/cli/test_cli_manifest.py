"""The validate / convert / profiles commands, run as a user would run them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.cli import main

if TYPE_CHECKING:
    from pathlib import Path

LINE = re.compile(
    r"^(?P<file>.+?):(?P<loc>[^:]+|\d+:\d+): (?P<sev>error|warning) (?P<code>[a-z_0-9]+): .+$"
)

CATALOG = {
    "format": "recipe-studio-catalog",
    "version": 1,
    "name": "Test tools",
    "complete": True,
    "tools": [
        {
            "name": "send",
            "effect": "write",
            "input_schema": {
                "type": "object",
                "properties": {"text": {"type": "string"}, "limit": {"type": "integer"}},
                "required": ["text"],
                "additionalProperties": False,
            },
        },
        {"name": "fetch", "effect": "read"},
    ],
}

GOOD = {"name": "Brief", "steps": [{"tool": "get_datetime", "args": {}}]}
BAD = {
    "name": "Brief",
    "params": [{"name": "n", "type": "int", "default": "x"}],
    "steps": [
        {"tool": "send", "args": {"text": "${nope}", "limit": "ten"}},
        {"tool": "mystery", "args": {}},
    ],
}
WARN_ONLY = {"name": "Brief", "steps": [{"tool": "send", "args": {"text": "a", "confirm": True}}]}
WITH_WAIT = {
    "name": "Brief",
    "steps": [
        {"tool": "get_datetime", "args": {}},
        {"wait": 2},
        {"tool": "daily_brief", "args": {}},
        {"tool": "create_note", "args": {"t": "${steps[2].result.x}", "d": "${steps[0].result}"}},
    ],
}


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def catalog(tmp_path: Path) -> Path:
    return write_json(tmp_path / "catalog.json", CATALOG)


def lines(text: str) -> list[re.Match[str]]:
    out = []
    for line in text.splitlines():
        match = LINE.match(line)
        assert match, f"not FILE:PLACE: severity code: sentence -> {line!r}"
        out.append(match)
    return out


# --------------------------------------------------------------------------- validate


def test_valid_file_exits_0_and_prints_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_json(tmp_path / "good.json", GOOD)
    assert main(["validate", str(path)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "profile macos" in captured.err
    assert "detected" in captured.err


def test_given_profile_is_not_announced(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_json(tmp_path / "good.json", GOOD)
    assert main(["validate", str(path), "--profile", "windows"]) == 0
    assert capsys.readouterr().err == ""


def test_errors_exit_1_with_one_line_per_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalog: Path
) -> None:
    path = write_json(tmp_path / "bad.json", BAD)
    assert main(["validate", str(path), "--catalog", str(catalog), "--profile", "macos"]) == 1
    found = lines(capsys.readouterr().out)
    assert {m["file"] for m in found} == {str(path)}
    assert sorted((m["loc"], m["sev"], m["code"]) for m in found) == [
        ("Parameter 1, default value", "error", "param_default_type"),
        ("Step 1, Limit", "error", "arg_type"),
        ("Step 1, Text", "error", "param_unknown"),
        ("Step 2, Tool", "error", "tool_unknown"),
    ]


def test_warnings_alone_exit_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalog: Path
) -> None:
    path = write_json(tmp_path / "warn.json", WARN_ONLY)
    assert main(["validate", str(path), "--catalog", str(catalog)]) == 0
    [line] = lines(capsys.readouterr().out)
    assert (line["loc"], line["sev"], line["code"]) == (
        "Step 1, Confirm",
        "warning",
        "confirm_removed",
    )


def test_save_arguments_locations_point_inside_the_manifest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalog: Path
) -> None:
    path = write_json(tmp_path / "args.json", {"manifest": BAD})
    assert main(["validate", str(path), "--catalog", str(catalog)]) == 1
    locations = {m["loc"] for m in lines(capsys.readouterr().out)}
    assert "manifest, Step 2, Tool" in locations


def test_json_output_is_a_parseable_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalog: Path
) -> None:
    good = write_json(tmp_path / "good.json", GOOD)
    bad = write_json(tmp_path / "bad.json", BAD)
    code = main(["validate", str(good), str(bad), "--json", "--catalog", str(catalog)])
    assert code == 1
    report = json.loads(capsys.readouterr().out)
    assert isinstance(report, list)
    assert [entry["file"] for entry in report] == [str(good), str(bad)]
    assert report[0]["profile"] == "macos"
    assert "detected" in report[0]["profile_chosen_by"]
    problems = report[1]["problems"]
    assert {p["code"] for p in problems} >= {"tool_unknown", "arg_type"}
    first = problems[0]
    assert set(first) == {"code", "severity", "values", "message", "location"}
    assert first["location"]["text"]


def test_json_output_for_unreadable_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"name": ', encoding="utf-8")
    code = main(["validate", str(tmp_path / "missing.json"), str(broken), "--json"])
    assert code == 2
    report = json.loads(capsys.readouterr().out)
    assert report[0]["error"]
    assert report[1]["problems"][0]["code"] == "not_json"


def test_worst_exit_code_wins(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write_json(tmp_path / "good.json", GOOD)
    assert main(["validate", str(good), str(tmp_path / "missing.json")]) == 2
    capsys.readouterr()


def test_share_file_and_bundle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bundle = {
        "format": "recipe-studio-bundle",
        "format_version": 1,
        "recipes": [
            {"profile": "macos", "manifest": GOOD},
            {"profile": "windows", "manifest": {"name": "", "steps": []}},
        ],
    }
    path = write_json(tmp_path / "bundle.json", bundle)
    assert main(["validate", str(path)]) == 1
    found = lines(capsys.readouterr().out)
    assert {m["loc"] for m in found} == {"Recipe 2, Recipe name", "Recipe 2, Steps"}


# --------------------------------------------------------------------------- exit 2


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(tmp_path / "nope.json")]) == 2
    captured = capsys.readouterr()
    assert "nope.json" in captured.err
    assert "Traceback" not in captured.err


def test_a_folder_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(tmp_path)]) == 2
    capsys.readouterr()


def test_malformed_json_exits_2_with_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{\n  "name": "x",\n  "steps": [,]\n}', encoding="utf-8")
    assert main(["validate", str(path)]) == 2
    [line] = lines(capsys.readouterr().out)
    assert (line["loc"], line["sev"], line["code"]) == ("3:13", "error", "not_json")


def test_non_utf8_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('{"name": "café", "steps": []}'.encode("latin-1"))
    assert main(["validate", str(path)]) == 2
    [line] = lines(capsys.readouterr().out)
    assert line["code"] == "not_utf8"
    assert "byte 13" in line.group(0)


@pytest.mark.parametrize(
    "catalog_text",
    [None, "not json", '{"format": "other"}', '{"format": "recipe-studio-catalog", "tools": 3}'],
)
def test_bad_catalog_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], catalog_text: str | None
) -> None:
    path = write_json(tmp_path / "good.json", GOOD)
    catalog = tmp_path / "catalog.json"
    if catalog_text is not None:
        catalog.write_text(catalog_text, encoding="utf-8")
    assert main(["validate", str(path), "--catalog", str(catalog)]) == 2
    err = capsys.readouterr().err
    assert "catalog.json" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["validate"],
        ["validate", "x.json", "--profile", "linux"],
        ["validate", "x.json", "--frobnicate"],
        ["convert", "x.json"],
        ["convert", "x.json", "--to", "amiga"],
        ["no-such-command"],
    ],
)
def test_bad_usage_exits_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert "usage" in capsys.readouterr().err


def test_bad_share_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_json(
        tmp_path / "share.json",
        {"format": "recipe-studio-recipe", "profile": "amiga", "manifest": GOOD},
    )
    assert main(["validate", str(path)]) == 2
    assert "amiga" in capsys.readouterr().err


# --------------------------------------------------------------------------- convert


def test_convert_writes_the_output_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_json(tmp_path / "in.json", GOOD)
    out = tmp_path / "out.json"
    assert main(["convert", str(src), "--to", "custom-tool", "-o", str(out)]) == 0
    assert capsys.readouterr().out == ""
    assert json.loads(out.read_text(encoding="utf-8")) == {
        "name": "Brief",
        "steps": [{"id": "step1", "tool": "get_datetime", "arguments": {}}],
    }


def test_convert_to_stdout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_json(tmp_path / "in.json", GOOD)
    assert main(["convert", str(src), "--from", "macos", "--to", "windows"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == GOOD
    assert captured.err == ""


def test_convert_refuses_losses_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = write_json(tmp_path / "in.json", WITH_WAIT)
    out = tmp_path / "out.json"
    assert main(["convert", str(src), "--to", "windows", "-o", str(out)]) == 1
    assert not out.exists()
    assert list(tmp_path.iterdir()) == [src]
    captured = capsys.readouterr()
    assert captured.out == ""
    err_lines = captured.err.splitlines()
    problem_lines = [line for line in err_lines if LINE.match(line)]
    assert [LINE.match(line)["code"] for line in problem_lines] == ["loss_wait"]  # type: ignore[index]
    assert any("--lossy" in line for line in err_lines)


def test_convert_refusal_keeps_an_existing_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = write_json(tmp_path / "in.json", WITH_WAIT)
    out = tmp_path / "out.json"
    out.write_text("old", encoding="utf-8")
    assert main(["convert", str(src), "--to", "windows", "-o", str(out)]) == 1
    assert out.read_text(encoding="utf-8") == "old"
    capsys.readouterr()


def test_convert_lossy_writes_and_warns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_json(tmp_path / "in.json", WITH_WAIT)
    out = tmp_path / "out.json"
    assert main(["convert", str(src), "--to", "windows", "--lossy", "-o", str(out)]) == 0
    err = capsys.readouterr().err
    warnings = [m for line in err.splitlines() if (m := LINE.match(line))]
    assert [(m["loc"], m["sev"], m["code"]) for m in warnings] == [
        ("Step 2", "warning", "loss_wait")
    ]
    written = json.loads(out.read_text(encoding="utf-8"))
    assert [s["tool"] for s in written["steps"]] == ["get_datetime", "daily_brief", "create_note"]
    assert written["steps"][2]["args"] == {"t": "${steps[1].result.x}", "d": "${steps[0].result}"}


def test_convert_announces_detection(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_json(tmp_path / "in.json", GOOD)
    assert main(["convert", str(src), "--to", "windows", "-o", str(tmp_path / "o.json")]) == 0
    assert "converting from macos" in capsys.readouterr().err


@pytest.mark.parametrize("content", [b'{"name": ', b"\xff\xfe\x00", b"[" * 10000 + b"]" * 10000])
def test_convert_unreadable_input_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    src = tmp_path / "in.json"
    src.write_bytes(content)
    out = tmp_path / "out.json"
    assert main(["convert", str(src), "--to", "windows", "-o", str(out)]) == 2
    assert not out.exists()
    assert "Traceback" not in capsys.readouterr().err


def test_convert_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", str(tmp_path / "none.json"), "--to", "windows"]) == 2
    assert "none.json" in capsys.readouterr().err


def test_convert_badly_typed_recipe_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = write_json(tmp_path / "in.json", {"name": "x", "steps": [{"tool": 3}]})
    assert main(["convert", str(src), "--to", "windows"]) == 2
    *problems, last = capsys.readouterr().err.splitlines()
    [line] = lines(problems[-1])
    assert (line["loc"], line["code"]) == ("Step 1, Tool", "wrong_type")
    assert last.endswith("in.json: the recipe cannot be read as macos")


def test_convert_a_bundle_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bundle = {
        "format": "recipe-studio-bundle",
        "recipes": [{"profile": "macos", "manifest": GOOD}] * 2,
    }
    src = write_json(tmp_path / "b.json", bundle)
    assert main(["convert", str(src), "--to", "windows"]) == 2
    assert "one at a time" in capsys.readouterr().err


# --------------------------------------------------------------------------- a real process


def test_python_dash_m_validate(tmp_path: Path) -> None:
    bad = write_json(tmp_path / "bad.json", {"name": "", "steps": []})
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LANGUAGE": "en"}
    done = subprocess.run(
        [sys.executable, "-m", "recipe_studio", "validate", str(bad), "--profile", "macos"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    found = lines(done.stdout)
    assert [(m["loc"], m["code"]) for m in found] == [
        ("Recipe name", "name_missing"),
        ("Steps", "steps_empty"),
    ]


def test_a_dash_reads_standard_input_in_validate_convert_and_import(tmp_path: Path) -> None:
    def cli(*argv: str, stdin: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
        command = [sys.executable, "-m", "recipe_studio", *argv]
        return subprocess.run(
            command, input=stdin, capture_output=True, text=True, timeout=60, env=env, check=False
        )

    bad = json.dumps({"name": "", "steps": []})
    done = cli("validate", "-", "--profile", "macos", stdin=bad)
    assert done.returncode == 1, done.stderr
    assert [m["code"] for m in lines(done.stdout)] == ["name_missing", "steps_empty"]
    good = json.dumps({"name": "From a pipe", "steps": [{"tool": "get_datetime", "args": {}}]})
    done = cli("convert", "-", "--from", "macos", "--to", "windows", stdin=good)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["name"] == "From a pipe"
    done = cli("import", "-", "--home", str(tmp_path / "home"), stdin=good)
    assert done.returncode == 0, done.stderr
    done = cli("list", "--home", str(tmp_path / "home"), stdin="")
    assert "From a pipe" in done.stdout
    assert cli("validate", "-", stdin="{not json").returncode == 2
