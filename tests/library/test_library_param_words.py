"""The params' titles live beside the recipe, as the checks do: they survive saving,
renaming, versions, the trash and sharing (share files and bundles), and never enter a
manifest."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from recipe_studio.cli import main
from recipe_studio.core.library import Library
from recipe_studio.core.library.record import Record, decode
from recipe_studio.core.library.repair_ids import fresh_ids
from recipe_studio.core.model import Param
from recipe_studio.core.param_words import param_words_to_stored
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.sharefile import wrap_bundle, wrap_recipe

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.model import Recipe

WORDS = {"timezone": {"title": "Fuseau horaire", "description": "Où vous êtes"}}
MANIFEST: dict[str, Any] = {
    "name": "brief",
    "params": [
        {"name": "timezone", "type": "string", "default": "UTC"},
        {"name": "count", "type": "int", "default": 2},
    ],
    "steps": [{"tool": "get_datetime", "args": {"timezone": "${timezone}"}}],
}


def titled(name: str = "brief", title: str = "Fuseau horaire") -> Recipe:
    recipe = get_profile("macos").read({**MANIFEST, "name": name}).recipe
    first = recipe.params[0].model_copy(update={"title": title, "explanation": "Où vous êtes"})
    return recipe.model_copy(update={"params": [first, *recipe.params[1:]]})


def titles(recipe: Recipe) -> list[tuple[str, str]]:
    return [(p.title, p.explanation) for p in recipe.params]


def stored_file(lib: Library, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((lib.root / lib.load(name).file).read_text("utf-8"))
    return data


TITLED = [("Fuseau horaire", "Où vous êtes"), ("", "")]


def test_titles_are_stored_beside_the_manifest_and_loaded_back(lib: Library) -> None:
    lib.save("macos", titled())
    loaded = lib.load("brief")
    assert titles(loaded.recipe) == TITLED
    assert loaded.param_words == WORDS
    data = stored_file(lib, "brief")
    assert data["param_words"] == WORDS
    assert data["manifest"] == MANIFEST  # the manifest keeps only identifiers
    assert "Fuseau" not in json.dumps(loaded.manifest, ensure_ascii=False)


def test_the_recipe_in_memory_is_the_truth_saving_none_removes_them(lib: Library) -> None:
    lib.save("macos", titled())
    lib.save("macos", titled(title="Zone"), overwrite=True)
    assert lib.load("brief").recipe.params[0].title == "Zone"
    bare = get_profile("macos").read(MANIFEST).recipe
    lib.save("macos", bare, overwrite=True)
    loaded = lib.load("brief")
    assert titles(loaded.recipe) == [("", ""), ("", "")]
    assert loaded.param_words is None
    assert "param_words" not in stored_file(lib, "brief")


def test_titles_survive_a_rename_and_a_version_restore(lib: Library) -> None:
    lib.save("macos", titled())
    new = lib.rename("brief", "morning")
    assert titles(lib.load("morning").recipe) == TITLED
    lib.save("macos", get_profile("macos").read({**MANIFEST, "name": "morning"}).recipe, base=new)
    assert lib.load("morning").param_words is None
    numbers = [v.number for v in lib.versions("morning")]
    titled_version = next(n for n in numbers if lib.read_version("morning", n).param_words)
    lib.restore_version("morning", titled_version)
    assert titles(lib.load("morning").recipe) == TITLED
    lib.restore_version("morning", max(v.number for v in lib.versions("morning")))
    assert lib.load("morning").param_words is None  # a version without titles has none


def test_titles_survive_the_trash(lib: Library) -> None:
    lib.save("macos", titled())
    lib.delete("brief")
    assert lib.restore_from_trash("brief") == "brief"
    assert titles(lib.load("brief").recipe) == TITLED
    lib.delete("brief")
    lib.save("macos", titled(title="Other"))
    assert lib.restore_from_trash("brief", on_clash="keep-both") == "brief (2)"
    assert titles(lib.load("brief (2)").recipe) == TITLED
    assert lib.load("brief").recipe.params[0].title == "Other"


def test_titles_travel_in_share_files_and_bundles(lib: Library, tmp_path: Path) -> None:
    lib.save("macos", titled())
    lib.save("macos", get_profile("macos").read({**MANIFEST, "name": "plain"}).recipe)
    shared = lib.export(["brief"])
    assert shared["param_words"] == WORDS
    assert "Fuseau" not in json.dumps(shared["manifest"], ensure_ascii=False)
    bundle = lib.export(["brief", "plain"])
    assert [item.get("param_words") for item in bundle["recipes"]] == [WORDS, None]

    other = Library(tmp_path / "other")
    other.import_data(json.loads(json.dumps(shared)))
    assert titles(other.load("brief").recipe) == TITLED
    third = Library(tmp_path / "third")
    report = third.import_data(json.loads(json.dumps(bundle)))
    assert report.ok
    assert titles(third.load("brief").recipe) == TITLED
    assert third.load("plain").param_words is None
    # Imported again over it, then kept both: the file's words every time.
    third.import_data(wrap_recipe("macos", MANIFEST), on_clash="overwrite")
    assert third.load("brief").param_words is None
    third.import_data(shared, on_clash="keep-both")
    assert titles(third.load("brief (2)").recipe) == TITLED


def test_a_share_file_saved_as_a_manifest_keeps_its_titles(lib: Library) -> None:
    lib.save_manifest(wrap_recipe("macos", MANIFEST, None, WORDS))
    assert titles(lib.load("brief").recipe) == TITLED
    bundle = wrap_bundle([("macos", {**MANIFEST, "name": "b"}, None, WORDS)])
    assert bundle["recipes"][0]["param_words"] == WORDS


def test_a_share_file_dropped_in_the_library_folder_shows_its_titles(lib: Library) -> None:
    lib.root.mkdir(parents=True, exist_ok=True)
    shared = wrap_recipe("macos", MANIFEST, None, WORDS)
    (lib.root / "by hand.json").write_text(json.dumps(shared), encoding="utf-8")
    loaded = lib.load("brief")
    assert loaded.kind == "share"
    assert titles(loaded.recipe) == TITLED


@pytest.mark.parametrize(
    "junk",
    [
        "not an object",
        [1, 2],
        {"timezone": "no"},
        {"timezone": {"title": 5, "description": None}},
        {"nope": {"title": "not a param"}},
    ],
)
def test_unusable_stored_titles_are_left_out_not_fatal(lib: Library, junk: Any) -> None:
    lib.save("macos", titled())
    path = lib.root / lib.load("brief").file
    data = json.loads(path.read_text("utf-8"))
    data["param_words"] = junk
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = lib.load("brief")
    assert titles(loaded.recipe) == [("", ""), ("", "")]
    assert loaded.param_words is None
    assert lib.export(["brief"]).get("param_words") is None
    lib.rename("brief", "again")  # what cannot be read is kept, never a reason to fail
    assert lib.load("again").param_words is None


def test_a_copy_given_a_fresh_id_keeps_its_titles(lib: Library) -> None:
    lib.save("macos", titled())
    raw = (lib.root / lib.load("brief").file).read_bytes()
    record = decode(raw)
    assert isinstance(record, Record)
    rewritten = fresh_ids([("a.json", record), ("b.json", record)])
    copy = decode(rewritten["b.json"])
    assert isinstance(copy, Record)
    assert copy.param_words == WORDS
    assert copy.recipe_id != record.recipe_id


def test_the_cli_saves_exports_and_imports_titles(
    lib: Library, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "brief.recipe"
    source.write_text(json.dumps(wrap_recipe("macos", MANIFEST, None, WORDS)), encoding="utf-8")
    assert main(["save", str(source)]) == 0
    assert titles(lib.load("brief").recipe) == TITLED
    out = tmp_path / "out.recipe"
    assert main(["export", "brief", "-o", str(out)]) == 0
    assert json.loads(out.read_text("utf-8"))["param_words"] == WORDS
    assert main(["import", str(out)]) == 0
    assert titles(lib.load("brief (2)").recipe) == TITLED
    capsys.readouterr()


def test_a_duplicate_name_speaks_once() -> None:
    params = [Param(name="a", title="First"), Param(name="a", title="Second")]
    assert param_words_to_stored(params) == {"a": {"title": "First"}}
