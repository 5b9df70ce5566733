"""A daily recipe runs every day: each example survives a second run the same day against
the real built-in tool server, in English and in the people's own languages; and the
tool server started in French answers in French."""

from __future__ import annotations

import json
import re
from datetime import date
from typing import TYPE_CHECKING, Any

import pytest
from engine_support import recipe_of

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.engine import Engine, PlannedAction
from recipe_studio.core.examples import example_files, localized_example
from recipe_studio.core.library import Library
from recipe_studio.core.mcp_client import Connection, builtin_server_spec
from recipe_studio.core.paths import resources_dir
from recipe_studio.core.validation import validate
from recipe_studio.tools import i18n

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path


#: The days as the French tool server names them, Monday first.
FRENCH_DAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")


def approve(_actions: list[PlannedAction]) -> bool:
    return True


@pytest.fixture(scope="module")
def french(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Connection]:
    base = tmp_path_factory.mktemp("french-server")
    spec = builtin_server_spec(base / "home", base / "workspace", language="fr")
    connection = Connection.open(spec)
    yield connection
    connection.close()


def _localized(path: Path, language: str) -> dict[str, Any]:
    """The example's share file as the window adds it in ``language``."""
    if language == "en":
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return data
    ts = resources_dir() / "translations" / f"recipe_studio_{language}.ts"
    table = i18n.read_ts(ts, "Examples")
    return localized_example(path, lambda text: (table.get(text) or [text])[0])


def _manifest(path: Path, language: str) -> dict[str, object]:
    manifest = _localized(path, language)["manifest"]
    assert isinstance(manifest, dict)
    return manifest


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.name.split(".")[0])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_example_survives_a_second_run_the_same_day(
    builtin: Connection, path: Path, language: str
) -> None:
    manifest = _manifest(path, language)
    if language != "en":
        assert manifest["name"] != json.loads(path.read_text(encoding="utf-8"))["manifest"]["name"]
    recipe = recipe_of(manifest)
    engine = Engine(builtin, builtin.catalog(), timeout=20)
    for attempt in (1, 2):
        result = engine.run(recipe, "macos", {}, confirm=approve)
        statuses = [step.status for step in result.steps]
        assert result.ok, (attempt, result.error)
        assert result.skipped_optional == [], (attempt, statuses)
        assert set(statuses) <= {"ok", "preview"}, (attempt, statuses)


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.name.split(".")[0])
@pytest.mark.parametrize("language", ["en", "fr", "tr"])
def test_every_example_fits_the_builtin_tools(path: Path, language: str) -> None:
    """Checked against the bundled catalog of the built-in tools: every argument, and every
    ``${steps[N].result.…}`` it reads (``weekday_name`` included) is a field the tool gives."""
    problems = validate(recipe_of(_manifest(path, language)), "macos", bundled_catalog("builtin"))
    assert problems == []


def test_a_second_morning_brief_adds_to_the_days_note(builtin: Connection, notes_dir: Path) -> None:
    manifest = _manifest(next(p for p in example_files() if "morning" in p.name), "en")
    manifest = {**manifest, "name": "Brief twice"}
    steps = list(manifest["steps"])  # type: ignore[call-overload]
    steps[2] = {
        **steps[2],
        "args": {**steps[2]["args"], "note_name": "Twice ${steps[0].result.date}"},
    }
    recipe = recipe_of({**manifest, "steps": steps})
    engine = Engine(builtin, builtin.catalog(), timeout=20)
    first = engine.run(recipe, "macos", {}, confirm=approve)
    second = engine.run(recipe, "macos", {}, confirm=approve)
    assert first.steps[2].result["mode"] == "create"
    assert second.steps[2].result["mode"] == "append"
    note = next(notes_dir.glob("Twice *.md")).read_text(encoding="utf-8")
    assert note.count("Good morning!") == 2


def test_the_french_morning_brief_names_the_day_in_french(french: Connection) -> None:
    """Its note is for a person: the day as the tools name it in French, not "Monday"."""
    manifest = _manifest(next(p for p in example_files() if "morning" in p.name), "fr")
    result = Engine(french, french.catalog(), timeout=20).run(
        recipe_of(manifest), "macos", {}, confirm=approve
    )
    assert result.ok, result.error
    now, note = result.steps[0].result, result.steps[2].args
    assert note is not None
    assert now["weekday_name"] == FRENCH_DAYS[date.fromisoformat(now["date"]).weekday()]
    assert now["weekday"] not in note["body"]  # English, for comparisons only
    assert note["body"].startswith(
        f"Bonjour ! Nous sommes le {now['date']} ({now['weekday_name']})"
    )


def test_the_french_tool_server_previews_and_refuses_in_french(french: Connection) -> None:
    catalog = french.catalog()
    assert catalog.tools["create_note"].title == "Créer une note"
    engine = Engine(french, catalog, timeout=20)
    recipe = recipe_of(
        {
            "name": "fr",
            "steps": [
                {"tool": "create_note", "args": {"note_name": "Plan", "body": "un"}},
                {
                    "tool": "create_note",
                    "args": {"note_name": "Plan", "body": "deux", "if_exists": "replace"},
                },
                {"tool": "create_note", "args": {"note_name": "Plan", "body": "trois"}},
            ],
        }
    )
    result = engine.run(recipe, "macos", {}, confirm=approve)
    preview = result.steps[1].result
    assert preview["preview"] is True
    assert preview["would"].startswith("Remplacer le texte de la note « Plan »")
    assert "Rien n’a été fait" in preview["hint"]
    assert result.failed_step == 2
    assert result.error is not None
    assert "existe déjà" in result.error
    assert "Si la note existe" in result.error


def test_translated_examples_keep_every_reference() -> None:
    morning = next(p for p in example_files() if "morning" in p.name)
    ts = resources_dir() / "translations" / "recipe_studio_fr.ts"
    table = i18n.read_ts(ts, "Examples")
    manifest = localized_example(morning, lambda text: (table.get(text) or [text])[0])["manifest"]
    body = manifest["steps"][2]["args"]["body"]
    assert body.startswith("Bonjour !")  # the references moved, all of them kept
    original = json.loads(morning.read_text(encoding="utf-8"))["manifest"]["steps"][2]["args"][
        "body"
    ]
    assert sorted(re.findall(r"\$\{[^}]*\}", body)) == sorted(re.findall(r"\$\{[^}]*\}", original))
    # A translation that drops a reference is not used.
    broken = localized_example(morning, lambda text: "Bonjour" if "${" in text else text)
    assert broken["manifest"]["steps"][2]["args"]["body"] == original


#: The morning brief's time zone param, as a person reads it in each language.
TIME_ZONE = {"en": "Time zone", "fr": "Fuseau horaire", "tr": "Saat dilimi"}


@pytest.mark.parametrize("language", ["en", "fr", "tr"])
def test_added_examples_have_their_params_titled_in_the_language(
    tmp_path: Path, language: str
) -> None:
    """Every example param has a title and a description in the person's words, beside
    the manifest (which keeps only identifiers), translated like the rest of the example."""
    library = Library(tmp_path / "library")
    english: dict[str, str] = {}
    titles: dict[str, str] = {}
    for path in example_files():
        report = library.import_data(_localized(path, language), on_clash="skip")
        (item,) = report.items
        assert item.stored_as is not None
        loaded = library.load(item.stored_as)
        manifest = json.dumps(loaded.manifest, ensure_ascii=False)
        shipped = json.loads(path.read_text(encoding="utf-8")).get("param_words", {})
        for param in loaded.recipe.params:
            assert param.title.strip(), (path.name, param.name)
            assert param.explanation.strip(), (path.name, param.name)
            assert param.title not in manifest
            english[param.title] = shipped[param.name]["title"]
            titles[param.name] = param.title
        assert sorted(loaded.param_words or {}) == sorted(p.name for p in loaded.recipe.params)
    assert titles["timezone"] == TIME_ZONE[language]
    if language != "en":  # every title reads in the language, none is left in English
        assert all(title != source for title, source in english.items())
