"""``run --rehearse``, checks and ``--report`` on the command line, and ``recipe-studio check``
over a library (the built-in tool server, in a private Studio home)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from recipe_studio.cli import main
from recipe_studio.core.engine import list_runs
from recipe_studio.core.library import Library
from recipe_studio.core.shapes import BUILTIN_SERVER, ShapeStore

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

SHARED: dict[str, Any] = {
    "format": "recipe-studio-recipe",
    "format_version": 1,
    "profile": "macos",
    "manifest": {
        "name": "Brief <today>",
        "steps": [
            {"tool": "get_datetime", "args": {}},
            {
                "tool": "create_note",
                "args": {"note_name": "On ${steps[0].result.date}", "body": "x"},
            },
        ],
    },
    "checks": {
        "0": [
            {"kind": "present", "path": ["date"]},
            {"kind": "equals", "path": ["timezone"], "value": "Mars/Olympus"},
        ]
    },
}


def write(tmp_path: Path, data: Any, name: str = "recipe.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_run_rehearse_changes_nothing_and_a_failed_check_exits_1(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "report.html"
    args = ["run", write(tmp_path, SHARED), "--rehearse", "--json", "--report", str(report)]
    assert main(args) == 1
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["rehearsal"] is True
    assert result["note"]["text"] == "Rehearsal — nothing was changed."
    assert [s["status"] for s in result["steps"]] == ["ok", "preview"]
    assert result["steps"][1]["args"]["note_name"].startswith("On 20")
    assert result["steps"][1]["args"]["confirm"] is False
    assert [(c["check"]["kind"], c["status"]) for c in result["checks"]] == [
        ("present", "passed"),
        ("equals", "failed"),
    ]
    # The field by the title its tool gives it, as the window says it.
    assert "Check failed: Step 1 › Time zone equals Mars/Olympus: it is " in captured.err
    assert "recipe-studio: One check failed." in captured.err
    assert not (studio_home / "notes").exists() or not any((studio_home / "notes").iterdir())
    page = report.read_text(encoding="utf-8")
    assert "Test report: Brief &lt;today&gt;" in page
    assert "<today>" not in page
    assert "Rehearsal — nothing was changed." in page
    assert "Arguments sent:" in page
    (record,) = list_runs("Brief <today>")
    assert record.rehearsal
    assert record.checks_failed == 1


def test_check_over_a_library_names_the_broken_recipe(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = Library()
    library.save_manifest({"name": "Fine", "steps": [{"tool": "get_datetime", "args": {}}]})
    library.save_manifest(
        {
            "name": "Gone field",
            "steps": [
                {"tool": "get_datetime", "args": {}},
                {"tool": "echo", "args": {"value": "${steps[0].result.sunrise}"}},
            ],
        }
    )
    library.save_manifest(SHARED | {"manifest": SHARED["manifest"] | {"name": "Checked"}})
    library.save_manifest(
        {
            "name": "Asks",
            "params": [{"name": "who", "type": "string"}],
            "steps": [{"tool": "echo", "args": {"value": "${who}"}}],
        }
    )
    # The tool's results had "sunrise" before: the line says the result lost it.
    ShapeStore().learn(BUILTIN_SERVER, [("get_datetime", [("sunrise",)], "run")])
    assert main(["check", "--home", str(studio_home)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert "Fine: ok" in lines
    assert any(
        line.startswith("Gone field: Step 1's result no longer has sunrise; it had it on ")
        for line in lines
    ), lines
    assert any(line.startswith("Checked: Check failed: Step 1 › timezone equals") for line in lines)
    assert any(line.startswith("Asks: not checked: the parameter “who”") for line in lines)
    assert len(lines) == 4
    assert main(["check", "Fine", "--home", str(studio_home)]) == 0
    assert capsys.readouterr().out.splitlines() == ["Fine: ok"]
    assert not (studio_home / "notes").exists() or not any((studio_home / "notes").iterdir())


def test_run_rehearse_prints_the_would_be_arguments_as_written(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # send_message is not on the built-in server: it counts as changing things, not sent
    # (--no-check: the recipe is meant for a server that has it).
    steps = [
        {"tool": "get_datetime", "args": {}},
        {"tool": "send_message", "args": {"text": "Sent ${steps[0].result.date}"}},
    ]
    shared = {**SHARED, "manifest": {"name": "Sender", "steps": steps}, "checks": {}}
    assert main(["run", write(tmp_path, shared), "--rehearse", "--no-check"]) == 0
    captured = capsys.readouterr()
    lines = (captured.out + captured.err).splitlines()
    (sent,) = [line for line in lines if "would send:" in line]
    date = json.loads(sent.split("would send: ", 1)[1])["text"].removeprefix("Sent ")
    assert date.startswith("20")
    written = "As written, with the values filled in: text: Sent ⟨Step 1 › Date⟩ = Sent "
    assert any(line.strip() == written + date for line in lines)
