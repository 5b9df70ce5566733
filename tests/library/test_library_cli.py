"""The library commands, run in-process through ``recipe_studio.cli.main``."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.cli import main
from recipe_studio.core.library import Library

if TYPE_CHECKING:
    from pathlib import Path

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    def call(*argv: str) -> tuple[int, str, str]:
        code = main(list(argv))
        out, err = capsys.readouterr()
        return code, out, err

    return call


@pytest.fixture
def recipe_file(tmp_path: Path, make_manifest: Callable[..., Any]) -> Callable[..., Path]:
    def write(name: str, data: Any = None, **kwargs: Any) -> Path:
        path = tmp_path / f"{len(list(tmp_path.iterdir()))}.json"
        path.write_text(
            json.dumps(data if data is not None else make_manifest(name, **kwargs)),
            encoding="utf-8",
        )
        return path

    return write


def test_save_list_show(run: Run, recipe_file: Callable[..., Path]) -> None:
    code, out, _ = run("save", str(recipe_file("brief", steps=2)))
    assert (code, json.loads(out)) == (0, {"name": "brief"})
    code, _, err = run("save", str(recipe_file("brief")))
    assert code == 1
    assert "recipe_exists" in err
    assert len(err.strip().splitlines()) <= 2
    assert run("save", str(recipe_file("brief", steps=3)), "--overwrite")[0] == 0
    code, out, _ = run("list")
    assert code == 0
    assert "brief  (macos, 3 steps)" in out
    code, out, _ = run("show", "brief")
    assert code == 0
    assert len(json.loads(out)["steps"]) == 3
    code, _, err = run("show", "nope")
    assert code == 1
    assert err.strip() == "recipe-studio: not_found: there is no recipe called 'nope'"


def test_save_answers_per_profile_and_drafts(run: Run, recipe_file: Callable[..., Path]) -> None:
    windows = {
        "name": "w",
        "schema_version": 1,
        "steps": [{"tool": "get_datetime", "args": {"confirm": True}}],
    }
    code, out, _ = run("save", str(recipe_file("", windows)))
    assert json.loads(out) == {"name": "w", "step_count": 1, "confirm_removed_steps": 1}
    bad = recipe_file("", {"name": "bad", "steps": []})
    code, out, err = run("save", str(bad))
    assert code == 1
    assert "steps_empty" in err
    assert "--draft" in err
    assert out == ""
    code, out, _ = run("save", str(bad), "--draft")
    assert code == 0
    assert json.loads(out) == {"name": "bad", "draft": True}
    code, out, _ = run("list")
    assert "bad  (macos, 0 steps, draft)" in out
    code, out, _ = run(
        "save", str(recipe_file("", windows)), "--profile", "windows-1", "--overwrite"
    )
    assert code == 0
    assert json.loads(out)["confirm_removed_steps"] == 1


def test_save_arguments_file_honours_its_overwrite(
    run: Run, recipe_file: Callable[..., Path], make_manifest: Callable[..., Any]
) -> None:
    run("save", str(recipe_file("r")))
    args = {"manifest": make_manifest("r", steps=2), "overwrite": True}
    assert run("save", str(recipe_file("", args)))[0] == 0
    assert len(Library().load("r").recipe.steps) == 2


def test_bad_input_exits_2(run: Run, tmp_path: Path, recipe_file: Callable[..., Path]) -> None:
    assert run("save", str(tmp_path / "missing.json"))[0] == 2
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"{nope")
    code, _, err = run("save", str(junk))
    assert code == 2
    assert "not_json" in err
    bundle = recipe_file("", {"format": "recipe-studio-bundle", "recipes": []})
    assert run("save", str(bundle))[0] == 2
    assert run("restore", "x", "not-a-number")[0] == 2
    assert run("trash", "--restore", "x", "--empty")[0] == 2
    assert run("save", str(recipe_file("", {"steps": []})), "--draft")[0] == 2


def test_list_json_shows_broken_entries(run: Run, recipe_file: Callable[..., Path]) -> None:
    run("save", str(recipe_file("ok")))
    root = Library().root
    (root / "broken.json").write_bytes(b"\xff\xfe")
    code, out, _ = run("list", "--json")
    assert code == 0
    listed = {e["file"]: e for e in json.loads(out)}
    assert listed["broken.json"]["broken_code"] == "not_utf8"
    assert listed["ok.json"]["name"] == "ok"
    _code, out, _ = run("list")
    assert "BROKEN broken.json: The file is not UTF-8" in out


def test_home_option_after_the_command(
    run: Run, tmp_path: Path, recipe_file: Callable[..., Path]
) -> None:
    other = tmp_path / "other-home"
    assert run("save", str(recipe_file("elsewhere")), "--home", str(other))[0] == 0
    assert (other / "recipes" / "elsewhere.json").is_file()
    assert "elsewhere" not in run("list")[1]
    assert "elsewhere" in run("list", "--home", str(other))[1]
    assert "elsewhere" in run("--home", str(other), "list")[1]


def test_rename_delete_trash(run: Run, recipe_file: Callable[..., Path]) -> None:
    run("save", str(recipe_file("a")))
    run("save", str(recipe_file("b")))
    assert run("rename", "a", "b")[0] == 1
    assert run("rename", "a", "c")[0] == 0
    assert run("rename", "zzz", "y")[0] == 1
    assert run("delete", "c")[0] == 0
    assert run("delete", "c")[0] == 1
    code, out, _ = run("trash")
    assert code == 0
    assert out.startswith("c  (deleted ")
    run("save", str(recipe_file("c")))
    code, _, err = run("trash", "--restore", "c")
    assert code == 1
    assert "recipe_exists" in err
    assert run("trash", "--restore", "c", "--keep-both")[0] == 0
    assert "c (2)" in run("list")[1]
    run("delete", "b")
    code, _, err = run("trash", "--empty")
    assert code == 0
    assert "1 recipe(s) destroyed" in err
    assert "the trash is empty" in run("trash")[2]


def test_versions_and_restore(run: Run, recipe_file: Callable[..., Path]) -> None:
    for steps in (1, 2, 3):
        run("save", str(recipe_file("v", steps=steps)), "--overwrite")
    code, out, _ = run("versions", "v")
    lines = out.strip().splitlines()
    assert code == 0
    assert len(lines) == 2
    assert lines[0].startswith("1  saved ")
    assert "1 steps" in lines[0]
    code, _, err = run("restore", "v", "1")
    assert code == 0
    assert "previous one is version 3" in err
    assert len(Library().load("v").recipe.steps) == 1
    assert run("restore", "v", "99")[0] == 1
    assert run("versions", "nope")[0] == 1


def test_export_import(run: Run, recipe_file: Callable[..., Path], tmp_path: Path) -> None:
    run("save", str(recipe_file("a")))
    run("save", str(recipe_file("b")))
    single = tmp_path / "a.recipe.json"
    bundle = tmp_path / "both.json"
    assert run("export", "a", "-o", str(single))[0] == 0
    assert json.loads(single.read_text(encoding="utf-8"))["format"] == "recipe-studio-recipe"
    assert run("export", "a", "b", "-o", str(bundle))[0] == 0
    assert len(json.loads(bundle.read_text(encoding="utf-8"))["recipes"]) == 2
    code, out, _ = run("export", "a", "-o", "-")
    assert json.loads(out)["manifest"]["name"] == "a"
    assert run("export", "a", "zzz", "-o", str(tmp_path / "x.json"))[0] == 1
    assert not (tmp_path / "x.json").exists()
    folder = tmp_path / "out"
    folder.mkdir()
    assert run("export", "a", "-o", str(folder))[0] == 0  # a folder: the file goes inside
    assert json.loads((folder / "a.recipe").read_text(encoding="utf-8"))["manifest"]["name"] == "a"
    assert run("export", "a", "-o", str(tmp_path / "plain"))[0] == 0  # no extension: one added
    assert (tmp_path / "plain.recipe").exists()
    assert not (tmp_path / "plain").exists()

    code, out, _ = run("import", str(bundle))
    assert code == 0
    assert "imported 'a' as 'a (2)'" in out
    code, out, _ = run("import", str(single), "--on-clash", "skip")
    assert code == 0
    assert out.startswith("skipped 'a'")
    code, out, _ = run("import", str(single), "--on-clash", "overwrite")
    assert code == 0
    assert "replacing" in out
    raw = recipe_file("", {"name": "raw", "steps": []})
    code, out, err = run("import", str(raw))
    assert code == 0
    assert "as a draft" in out
    assert "steps_empty" in err
    nameless = recipe_file("", {"steps": [{"wait": 1}]})
    code, _, err = run("import", str(nameless))
    assert code == 1
    assert "no name" in err
    assert run("import", str(tmp_path / "missing.json"))[0] == 2
    assert run("import", str(single), "--on-clash", "bogus")[0] == 2
