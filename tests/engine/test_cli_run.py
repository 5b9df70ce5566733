"""``recipe-studio tools``, ``run`` and ``tool-server`` from the command line (in-process)."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from recipe_studio.cli import main
from recipe_studio.commands.words import CliWords
from recipe_studio.core.catalog import load_catalog
from recipe_studio.core.engine import list_runs
from recipe_studio.core.messages import message
from recipe_studio.core.sharefile import wrap_recipe

NOTE_RECIPE: dict[str, Any] = {
    "name": "cli note",
    "params": [{"name": "who", "type": "string"}, {"name": "n", "type": "int", "default": 2}],
    "steps": [
        {"tool": "calculate", "args": {"expression": "${n} * 21"}},
        {
            "tool": "create_note",
            "args": {"note_name": "hi ${who}", "body": "${steps[0].result.result}!"},
        },
        {"tool": "delete_note", "args": {"note_name": "hi ${who}"}},
    ],
}


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def write(tmp_path: Path, data: Any, name: str = "recipe.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_tools_lists_and_writes_a_catalog(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "catalog.json"
    assert main(["tools", "-o", str(out)]) == 0
    catalog = load_catalog(out)
    assert catalog.complete
    delete = catalog.get("delete_note")
    assert delete is not None
    assert delete.confirm
    assert main(["tools", "--server", sys.executable, "-m", "mcp_server_time"]) == 0
    lines = capsys.readouterr().out.splitlines()
    # Identifier, title (the server's own, else a readable name), effect, description.
    assert [re.split(r"\s{2,}", line)[:3] for line in lines] == [
        ["get_current_time", "Get current time", "read"],
        ["convert_time", "Convert time", "read"],
    ]


def test_run_with_yes_prints_steps_and_json(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, NOTE_RECIPE)
    assert main(["run", path, "--param", "who=Ann", "--yes", "--json"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["ok"] is True
    assert [s["status"] for s in result["steps"]] == ["ok", "ok", "preview"]
    assert "[3/3] Delete a note: preview" in captured.err
    assert (studio_home / "notes" / "hi Ann.md").read_text(encoding="utf-8").startswith("42!")
    runs = list_runs("cli note")
    assert len(runs) == 1
    assert runs[0].outcome == "ok"


def test_run_without_a_terminal_refuses_state_changes(
    tmp_path: Path, studio_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, NOTE_RECIPE)
    assert main(["run", path, "--param", "who=Bob"]) == 2
    err = capsys.readouterr().err
    assert "Step 2: Create a note “hi Bob” with the text “⟨Step 1 › Result⟩!”" in err
    assert "--yes" in err
    assert not (studio_home / "notes" / "hi Bob.md").exists()


def test_run_asks_on_the_terminal(
    tmp_path: Path,
    studio_home: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = write(tmp_path, NOTE_RECIPE)
    monkeypatch.setattr(sys, "stdin", FakeTerminal("n\n"))
    assert main(["run", path, "--param", "who=Cy"]) == 1
    assert "nothing was run" in capsys.readouterr().err
    assert not (studio_home / "notes" / "hi Cy.md").exists()
    monkeypatch.setattr(sys, "stdin", FakeTerminal("y\n"))
    assert main(["run", path, "--param", "who=Cy"]) == 0
    assert "[2/3] Create a note: ok" in capsys.readouterr().out
    assert (studio_home / "notes" / "hi Cy.md").exists()


def test_read_only_run_needs_no_confirmation_and_failures_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    recipe = {
        "name": "sums",
        "steps": [
            {"tool": "calculate", "args": {"expression": "1+1"}},
            {"tool": "calculate", "args": {"expression": "1/0"}},
        ],
    }
    assert main(["run", write(tmp_path, recipe), "--timeout", "20"]) == 1
    captured = capsys.readouterr()
    assert "[1/2] Calculate: ok" in captured.out
    assert "[2/2] Calculate: failed" in captured.out
    assert "Step 2 (Calculate) failed" in captured.err


def test_bad_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, NOTE_RECIPE)
    assert main(["run", path, "--param", "who=x", "--param", "n=lots"]) == 2
    assert "The parameter “n”: Write a whole number, not “lots”." in capsys.readouterr().err
    assert main(["run", path]) == 2
    assert "The parameter “who” needs a value." in capsys.readouterr().err
    assert main(["run", str(tmp_path / "missing.json")]) == 2
    assert main(["run", path, "--profile", "nope"]) == 2
    assert main(["run", path, "--url", "http://x", "--server", "y"]) == 2
    assert main(["run", write(tmp_path, "not a recipe", "bad.json")]) == 2


TITLED_RECIPE = wrap_recipe(
    "macos",
    {
        "name": "titled sums",
        "params": [{"name": "n", "type": "int"}],
        "steps": [{"tool": "calculate", "args": {"expression": "${n} * 21"}}],
    },
    None,
    {"n": {"title": "How many", "description": "The number to multiply"}},
)


def test_a_missing_value_is_asked_by_its_title_on_the_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, TITLED_RECIPE, "sums.recipe")
    monkeypatch.setattr(sys, "stdin", FakeTerminal("\nlots\n2\n"))
    assert main(["run", path, "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["steps"][0]["result"]["result"] == 42
    assert "Values for this run:" in captured.err
    assert "  n: " in captured.err  # --json names identifiers
    assert "How many" not in captured.err
    monkeypatch.setattr(sys, "stdin", FakeTerminal("\nlots\n2\n"))
    assert main(["run", path]) == 0
    err = capsys.readouterr().err
    assert "  The number to multiply\n" in err
    assert err.count("  How many [n]: ") == 3  # asked again until the value fits
    assert "The parameter “How many [n]” needs a value." in err
    assert "Write a whole number, not “lots”." in err


def test_without_a_terminal_a_missing_value_is_named_by_its_title(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, TITLED_RECIPE, "sums.recipe")
    assert main(["run", path]) == 2
    assert "The parameter “How many [n]” needs a value." in capsys.readouterr().err
    assert main(["run", path, "--json"]) == 2
    assert "The parameter “n” needs a value." in capsys.readouterr().err
    assert main(["run", path, "--param", "n=x"]) == 2
    assert "The parameter “How many [n]”: Write a whole number" in capsys.readouterr().err


def test_the_values_heading_is_in_the_cli_language() -> None:
    heading = message("run_values_asked")
    assert CliWords("fr").message(heading) == "Valeurs pour cette exécution :"
    assert CliWords("tr").message(heading) == "Bu çalıştırma için değerler:"


def test_unreachable_server_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    recipe = {"name": "x", "steps": [{"tool": "echo", "args": {}}]}
    path = write(tmp_path, recipe)
    assert main(["run", path, "--server", "/nonexistent/server"]) == 1
    err = capsys.readouterr().err
    assert err == (
        "recipe-studio: The run could not start. The server program “/nonexistent/server” "
        "was not found. Check the command, or install the program.\n"
    )
    assert main(["tools", "--server", "/nonexistent/server"]) == 1
    assert capsys.readouterr().err.count("\n") == 1  # one sentence, no traceback
    # --json prints the failed run (every step "not run") and the record keeps it.
    assert main(["run", path, "--json", "--server", "/nonexistent/server"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is False
    assert result["not_run"] == [0]
    assert result["error_message"]["values"]["error"]["code"] == "connect_command_missing"
    assert list_runs("x")[0].outcome == "failed"
    # --verbose adds the technical details under the sentence.
    assert main(["tools", "--verbose", "--server", "/nonexistent/server"]) == 1
    assert "Details:" in capsys.readouterr().err


def test_run_a_library_recipe_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    library = pytest.importorskip("recipe_studio.core.library")
    recipe = {"name": "lib echo", "steps": [{"tool": "echo", "args": {"value": 7}}]}
    library.Library().save_manifest(recipe, "macos")
    assert main(["run", "lib echo", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["steps"][0]["result"] == {"value": 7}
    assert list_runs("lib echo")[0].recipe_version == "1"


def test_run_against_another_server(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    recipe = {"name": "t", "steps": [{"tool": "get_current_time", "args": {"timezone": "UTC"}}]}
    command = f"{sys.executable} -m mcp_server_time"
    assert main(["run", write(tmp_path, recipe), "--json", "--server", command]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["steps"][0]["result"]["timezone"] == "UTC"


def test_a_silent_tool_is_stopped_after_the_preferences_silence_limit_unless_timeout_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from recipe_studio.core.settings import Settings, save_settings

    save_settings(Settings(silence_limit=1))  # as the window's Preferences store it
    path = write(tmp_path, {"name": "quiet", "steps": [{"tool": "slow", "args": {}}]})
    fake = [sys.executable, str(Path(__file__).resolve().parent / "fake_server.py")]
    assert main(["run", path, "--server", *fake]) == 1
    assert "gave no sign of life for a second" in capsys.readouterr().err
    assert main(["run", path, "--timeout", "2", "--server", *fake]) == 1
    assert "gave no sign of life for 2 seconds" in capsys.readouterr().err


def test_tool_server_passes_its_options(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    import recipe_studio.tools.server as server

    def fake_main(argv: list[str]) -> int:
        seen.append(argv)
        return 0

    monkeypatch.setattr(server, "main", fake_main)
    assert main(["tool-server", "--home", "H", "--workspace", "W", "--enable-terminal"]) == 0
    assert seen == [["--home", "H", "--workspace", "W", "--enable-terminal"]]


def test_tool_server_subcommand_serves_over_stdio(tmp_path: Path) -> None:
    # What a frozen app runs: its own binary in tool-server mode.
    from recipe_studio.core.mcp_client import Connection, ServerSpec

    command = [sys.executable, "-m", "recipe_studio", "tool-server"]
    options = ["--home", str(tmp_path / "h"), "--workspace", str(tmp_path / "w")]
    with Connection.open(ServerSpec.stdio(command + options)) as connection:
        assert connection.call("echo", {"value": "hi"}, timeout=10).value == {"value": "hi"}
        assert "run_terminal_command" in connection.catalog()


def test_the_confirmation_speaks_french_and_names_fields_by_their_titles(
    studio_home: Path,
) -> None:
    """``LANGUAGE=fr``, no terminal to answer on: the steps it would have asked about read
    as French sentences, the result fields by their titles, not their keys."""
    import os
    import subprocess

    example = Path(__file__).resolve().parents[2] / "resources/examples/morning-brief.recipe.json"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LANGUAGE": "fr"}
    done = subprocess.run(
        [sys.executable, "-m", "recipe_studio", "run", str(example), "--param", "timezone=UTC"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    err = done.stderr
    assert "Cette exécution a 1 étape qui peut modifier quelque chose :" in err
    assert "Étape 3 : Créer une note « Morning brief ⟨Étape 1 › Date⟩ »" in err
    assert "⟨Étape 1 › Nom du jour⟩" in err
    assert "⟨Étape 2 › Nombre⟩" in err
    assert "weekday_name" not in err
    assert "ajoutez --yes pour les confirmer" in err
    assert not (studio_home / "notes").exists() or not any((studio_home / "notes").iterdir())
