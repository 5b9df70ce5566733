"""Problems are data; words are made at the edge (the CLI's catalog here, Qt's in the GUI)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import jsonschema
import pytest

from recipe_studio.cli import main
from recipe_studio.commands.words import CliWords, cli_language
from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.convert import convert
from recipe_studio.core.problem_text import ENGLISH, ProblemWords
from recipe_studio.core.problems import Location, Problem, Words
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import Validator

if TYPE_CHECKING:
    from pathlib import Path

#: One argument per JSON Schema keyword, and a value that breaks it.
KEYWORDS: dict[str, tuple[dict[str, Any], Any]] = {
    "type": ({"type": "integer"}, "three"),
    "minLength": ({"type": "string", "minLength": 1}, ""),
    "minLength3": ({"type": "string", "minLength": 3}, "ab"),
    "maxLength": ({"type": "string", "maxLength": 2}, "abc"),
    "minimum": ({"type": "integer", "minimum": 1}, 0),
    "maximum": ({"type": "integer", "maximum": 9}, 10),
    "exclusiveMinimum": ({"type": "number", "exclusiveMinimum": 0}, 0),
    "exclusiveMaximum": ({"type": "number", "exclusiveMaximum": 1}, 1),
    "multipleOf": ({"type": "integer", "multipleOf": 5}, 7),
    "enum": ({"enum": ["red", "green"]}, "blue"),
    "const": ({"const": "yes"}, "no"),
    "pattern": ({"type": "string", "pattern": "^[a-z]+$"}, "ABC"),
    "format": ({"type": "string", "format": "date"}, "tomorrow"),
    "minItems": ({"type": "array", "minItems": 2}, [1]),
    "minItems1": ({"type": "array", "minItems": 1}, []),
    "maxItems": ({"type": "array", "maxItems": 1}, [1, 2]),
    "uniqueItems": ({"type": "array", "uniqueItems": True}, [1, 1]),
    "minProperties": ({"type": "object", "minProperties": 1}, {}),
    "maxProperties": ({"type": "object", "maxProperties": 1}, {"a": 1, "b": 2}),
    "oneOf": ({"oneOf": [{"type": "string"}, {"type": "string", "minLength": 1}]}, "x"),
    "anyOf": ({"anyOf": [{"type": "integer"}, {"type": "boolean"}]}, "x"),
    "not": ({"not": {"type": "string"}}, "x"),
    "contains": ({"type": "array", "contains": {"type": "integer"}}, ["a"]),
    "propertyNames": ({"type": "object", "propertyNames": {"maxLength": 2}}, {"long": 1}),
    "dependentRequired": ({"type": "object", "dependentRequired": {"a": ["b"]}}, {"a": 1}),
}
TOOL = ToolInfo(
    name="shape",
    input_schema={
        "type": "object",
        "properties": {key: schema for key, (schema, _bad) in KEYWORDS.items()},
        "required": ["needed"],
        "additionalProperties": False,
    },
)
CATALOG = Catalog.from_tools("shapes", [TOOL], complete=True)
#: Pieces of jsonschema's own English sentences (and ours before): none may reach a reader.
VALIDATOR_PHRASES = (
    "should be non-empty", "is not of type", "is a required property", "is too long",
    "is too short", "is less than", "is greater than", "is not one of", "does not match",
    "is not a", "Additional properties", "non-unique", "is not valid under", "was expected",
    "is valid under each", "should not be valid", "is a dependency", "does not contain",
    "expected", "should", "is not allowed for", "fewer than", "more than",
)  # fmt: skip


def failures() -> list[Problem]:
    args = {key: bad for key, (_schema, bad) in KEYWORDS.items()}
    args["stray"] = 1
    doc = {"name": "x", "steps": [{"tool": "shape", "args": args}]}
    recipe = get_profile("macos").read(doc).recipe
    return Validator("macos", CATALOG).validate(recipe)


def test_every_schema_keyword_has_its_own_code_and_no_validator_sentence() -> None:
    found = failures()
    codes = {p.location.path[:1]: p.code for p in found}
    assert "arg_invalid" not in codes.values(), codes
    assert codes[("minLength",)] == "arg_empty"
    assert codes[("minLength3",)] == "arg_too_short"
    assert {"arg_missing", "arg_unknown", "arg_format", "arg_one_of"} <= set(codes.values())
    for p in found:
        assert all(not isinstance(v, str) or len(v) < 40 for _k, v in p.values), p


@pytest.mark.parametrize("language", ["fr", "tr"])
def test_schema_failures_in_french_and_turkish_hold_no_english_validator_phrase(
    language: str,
) -> None:
    words = CliWords(language).problems()
    raw = [
        error.message
        for key, (schema, bad) in KEYWORDS.items()
        for error in jsonschema.Draft202012Validator(
            schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
        ).iter_errors(bad)
    ]
    assert len(raw) >= len(KEYWORDS)  # the English sentences jsonschema would have given
    for p in failures():
        text = words.sentence(p)
        assert text != ENGLISH.sentence(p), (p.code, text)
        leaked = [phrase for phrase in (*VALIDATOR_PHRASES, *raw) if phrase in text]
        assert not leaked, (p.code, text)


def test_values_are_codes_the_edge_puts_into_words() -> None:
    [wrong] = [p for p in failures() if p.location.path == ("type",)]
    assert dict(wrong.values)["expected"] == Words("kind", ("integer",))
    assert ENGLISH.sentence(wrong) == "This should be a whole number."
    assert "entier" in CliWords("fr").problem(wrong)
    assert wrong.to_json()["values"]["expected"]["codes"] == ["integer"]


def test_places_are_one_based_with_argument_titles() -> None:
    titles = ProblemWords(names=lambda step, path: f"Title of {path[0]}")
    at = Location(step=2, field="args", path=("note_name",))
    assert titles.place(at) == "Step 3, Title of note_name"
    assert ENGLISH.place(at) == "Step 3, Note name"
    assert ENGLISH.place(Location(step=0, field="args", path=("to", 1))) == "Step 1, To › item 2"
    assert ENGLISH.place(Location(param=1, field="default")) == "Parameter 2, default value"
    assert ENGLISH.place(Location(field="steps", path=(4, "args", "x"))) == "Step 5, X"
    assert ENGLISH.place(Location()) == "Recipe"
    fr = CliWords("fr").problems()
    assert fr.place(at) == "Étape 3, Note name"


def test_references_in_quoted_values_read_as_tokens_counting_from_one() -> None:
    custom = {
        "name": "user_x",
        "description": "d",
        "parameters": [],
        "steps": [
            {"id": "a", "tool": "calculate", "arguments": {}},
            {"id": "b", "tool": "calculate", "arguments": {"e": "on ${steps[0].result.date}"}},
        ],
    }
    found = Validator("custom-tool").validate(get_profile("custom-tool").read(custom).recipe)
    [template] = [p for p in found if p.code == "template_unsupported"]
    text = ENGLISH.sentence(template)
    assert "⟨Step 1 › date⟩" in text
    assert "steps[0]" not in text
    doc = {"name": "x", "steps": [{"tool": "a"}, {"tool": "b", "args": {"v": {"$step": "a"}}}]}
    losses = convert(get_profile("custom-tool").read(doc).recipe, "custom-tool", "macos").losses
    assert all("$step" not in ENGLISH.sentence(p) for p in losses)


def test_cli_language_comes_from_language_then_lang() -> None:
    assert cli_language({"LANGUAGE": "fr:en", "LANG": "tr_TR.UTF-8"}) == "fr"
    assert cli_language({"LANGUAGE": "de", "LANG": "tr_TR.UTF-8"}) == "tr"
    assert cli_language({"LANG": "C.UTF-8"}, lambda: "fr_FR") == "en"  # chosen: no fallback
    assert cli_language({}, lambda: "") == "en"


def test_without_a_language_variable_the_displays_language_is_used() -> None:
    """Windows sets none of the variables: its display language is the person's there."""
    assert cli_language({}, lambda: "fr_FR") == "fr"
    assert cli_language({}, lambda: "tr_TR") == "tr"
    assert cli_language({}, lambda: "de_DE") == "en"
    assert cli_language({"LANGUAGE": "de"}, lambda: "fr_FR") == "en"  # a variable is set


def test_the_display_language_is_read_on_windows_only(monkeypatch: pytest.MonkeyPatch) -> None:
    import ctypes
    import locale
    import sys
    import types

    from recipe_studio.commands import words

    monkeypatch.setattr(sys, "platform", "linux")
    assert words.display_language() == ""
    kernel32 = types.SimpleNamespace(GetUserDefaultUILanguage=lambda: 0x040C)  # fr-FR
    monkeypatch.setattr(ctypes, "windll", types.SimpleNamespace(kernel32=kernel32), raising=False)
    monkeypatch.setattr(sys, "platform", "win32")
    assert words.display_language() == locale.windows_locale[0x040C] == "fr_FR"


def test_cli_validate_speaks_french_and_json_keeps_codes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "r.json"
    doc = {"name": "", "steps": [{"tool": "shape", "args": {"type": "three", "needed": 1}}]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    catalog = tmp_path / "c.json"
    catalog.write_text(json.dumps(CATALOG.to_json()), encoding="utf-8")
    monkeypatch.setenv("LANGUAGE", "fr")
    assert main(["validate", str(path), "--profile", "macos", "--catalog", str(catalog)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:Nom de la recette: erreur name_missing: La recette n’a pas de nom." in out
    assert f"{path}:Étape 1, Type: erreur arg_type:" in out
    assert "entier" in out
    assert "should" not in out
    assert "steps[0]" not in out
    assert (
        main(["validate", str(path), "--profile", "macos", "--catalog", str(catalog), "--json"])
        == 1
    )
    [report] = json.loads(capsys.readouterr().out)
    codes = {p["code"]: p for p in report["problems"]}
    assert codes["arg_type"]["values"]["expected"] == {
        "words": "kind",
        "codes": ["integer"],
        "joiner": "or",
    }
    assert codes["arg_type"]["location"]["text"] == "steps[0].args.type"
