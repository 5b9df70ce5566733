"""Params in the person's words: titles beside identifiers, never in a manifest."""

from __future__ import annotations

import json
from typing import Any

import pytest

from recipe_studio.core.convert import convert
from recipe_studio.core.document import RecipeDocument
from recipe_studio.core.edits import new_param
from recipe_studio.core.model import Param, Recipe, ToolStep
from recipe_studio.core.param_words import (
    apply_param_words,
    identifier_from_title,
    param_explanation,
    param_label,
    param_title,
    param_words_to_stored,
    stored_words,
    titles_by_name,
)
from recipe_studio.core.profiles import PROFILES, get_profile
from recipe_studio.core.references import PARAM_NAME_RE


@pytest.mark.parametrize(
    ("title", "identifier"),
    [
        ("Fuseau horaire", "fuseau_horaire"),
        ("Time zone", "time_zone"),
        ("Élève préféré", "eleve_prefere"),
        ("Dossier où écrire", "dossier_ou_ecrire"),
        ("İstanbul", "istanbul"),
        ("ığüşöç", "igusoc"),
        ("IĞÜŞÖÇ", "igusoc"),
        ("Şehir adı", "sehir_adi"),
        ("Straße", "strasse"),
        ("2 files", "_2_files"),
        ("  Nombre   max.  ", "nombre_max"),
        ("e-mail / adresse", "e_mail_adresse"),
        ("", "value"),
        ("   ", "value"),
        ("Время", "value"),
        ("🙂", "value"),
    ],
)
def test_an_identifier_is_made_from_a_title(title: str, identifier: str) -> None:
    made = identifier_from_title(title)
    assert made == identifier
    assert PARAM_NAME_RE.match(made)


def test_a_made_identifier_is_free_and_never_too_long() -> None:
    assert identifier_from_title("Time zone", ["time_zone"]) == "time_zone2"
    assert identifier_from_title("Time zone", ["time_zone", "time_zone2"]) == "time_zone3"
    assert identifier_from_title("", ["value"]) == "value2"
    long = identifier_from_title("le dossier " * 20)
    assert len(long) <= 48
    assert not long.endswith("_")
    assert PARAM_NAME_RE.match(long)


def test_a_title_is_the_persons_words_else_a_readable_identifier() -> None:
    titled = Param(name="timezone", title="Fuseau horaire", explanation="Où vous êtes")
    plain = Param(name="note_name", description="for the host")
    assert param_title(titled) == "Fuseau horaire"
    assert param_title(plain) == "Note name"
    assert param_title(Param(name="x", title="   ")) == "X"
    assert param_label(titled) == "Fuseau horaire [timezone]"
    assert param_label(plain) == "Note name [note_name]"
    assert param_label(Param(name="Limit")) == "Limit"
    assert param_explanation(titled) == "Où vous êtes"
    assert param_explanation(plain) == "for the host"  # a custom tool's own description
    assert titles_by_name([titled, plain, Param(name="")]) == {
        "timezone": "Fuseau horaire",
        "note_name": "Note name",
    }


def recipe_with_params() -> Recipe:
    return Recipe(
        name="r",
        params=[
            Param(name="timezone", title="Time zone", explanation="Where you are"),
            Param(name="limit", type="int"),
            Param(name="query", explanation="What to look for"),
        ],
        steps=[ToolStep(tool="get_datetime", args={"timezone": "${timezone}"})],
    )


def test_the_stored_form_is_keyed_by_identifier_and_round_trips() -> None:
    recipe = recipe_with_params()
    stored = param_words_to_stored(recipe.params)
    assert stored == {
        "timezone": {"title": "Time zone", "description": "Where you are"},
        "query": {"description": "What to look for"},
    }
    bare = recipe.model_copy(
        update={
            "params": [p.model_copy(update={"title": "", "explanation": ""}) for p in recipe.params]
        }
    )
    assert param_words_to_stored(bare.params) is None
    assert apply_param_words(bare, json.loads(json.dumps(stored))) == recipe


def test_malformed_stored_words_are_ignored_not_fatal() -> None:
    recipe = Recipe(name="r", params=[Param(name="a"), Param(name="b"), Param(name="c")])
    stored = {
        "a": {"title": 3, "description": "kept"},
        "b": "not an object",
        "c": {"title": "Cee", "extra": [1]},
        "nope": {"title": "not a param"},
        "": {"title": "no name"},
    }
    applied = apply_param_words(recipe, stored)
    assert [(p.title, p.explanation) for p in applied.params] == [
        ("", "kept"),
        ("", ""),
        ("Cee", ""),
    ]
    junks: list[Any] = [None, [], "x", 3, {"a": None}, {"a": {"title": "  "}}]
    for junk in junks:
        assert apply_param_words(recipe, junk) is recipe
    assert stored_words({"a": {"title": "A"}, 5: {"title": "B"}}) == {"a": ("A", "")}


def test_words_for_an_unreadable_param_are_not_applied_nor_stored() -> None:
    raw = Param(name="", raw=["what"], title="Oops")
    assert param_words_to_stored([raw]) is None
    recipe = Recipe(name="r", params=[Param(name="", raw=7)])
    assert apply_param_words(recipe, {"": {"title": "x"}}) is recipe


@pytest.mark.parametrize("profile_name", list(PROFILES))
def test_the_words_are_never_written_into_a_manifest(profile_name: str) -> None:
    profile = get_profile(profile_name)
    recipe = recipe_with_params()
    if profile.dialect == "custom":
        recipe = recipe.model_copy(update={"name": "user_r", "dialect": "custom"})
    written = json.dumps(profile.write(recipe), ensure_ascii=False)
    for words in ("Time zone", "Where you are", "What to look for", "explanation"):
        assert words not in written
    assert '"title"' not in written


@pytest.mark.parametrize("profile_name", list(PROFILES))
def test_a_manifests_own_title_stays_in_the_manifest(profile_name: str) -> None:
    profile = get_profile(profile_name)
    custom = profile.dialect == "custom"
    key = "parameters" if custom else "params"
    manifest = {
        "name": "user_r" if custom else "r",
        key: [{"name": "city", "type": "string", "title": "The host's own title"}],
        "steps": [{"tool": "get_datetime", "arguments" if custom else "args": {}}],
    }
    read = profile.read(manifest).recipe
    (param,) = read.params
    assert param.title == ""
    assert param_title(param) == "City"
    assert param.shadowed == {"title": "The host's own title"}
    retitled = read.model_copy(update={"params": [param.model_copy(update={"title": "Ville"})]})
    written = profile.write(retitled)[key][0]
    assert written["title"] == "The host's own title"
    assert "Ville" not in json.dumps(written, ensure_ascii=False)


@pytest.mark.parametrize("profile_name", ["macos", "custom-tool"])
def test_a_new_param_can_be_made_from_a_title(profile_name: str) -> None:
    profile = get_profile(profile_name)
    existing = [Param(name="fuseau_horaire")]
    param = new_param(profile, existing, title="  Fuseau horaire ")
    assert (param.name, param.title) == ("fuseau_horaire2", "Fuseau horaire")
    assert new_param(profile, existing).name == "param1"
    assert new_param(profile, existing, title="   ").name == "param1"


def test_the_document_adds_retitles_and_renames_a_param_keeping_its_title() -> None:
    doc = RecipeDocument(Recipe(name="r", steps=[ToolStep(tool="get_datetime")]), "macos")
    assert doc.param_from_title("Saat dilimi").name == "saat_dilimi"
    assert doc.params == []  # only made, not added
    index, param = doc.add_param(title="Saat dilimi")
    assert (index, param.name, param.title) == (0, "saat_dilimi", "Saat dilimi")
    doc.set_args(0, {"timezone": "${saat_dilimi}"})
    assert doc.set_param_title(0, "Time zone") is not None
    assert doc.set_param_explanation(0, "Where you are") is not None
    assert doc.set_param_title(0, "Time zone") is None  # no change, no edit
    doc.rename_param(0, "timezone")
    renamed = doc.params[0]
    assert (renamed.name, renamed.title, renamed.explanation) == (
        "timezone",
        "Time zone",
        "Where you are",
    )
    step = doc.steps[0]
    assert isinstance(step, ToolStep)
    assert step.args == {"timezone": "${timezone}"}  # the references follow the identifier
    assert "Time zone" not in json.dumps(doc.manifest())


def test_titles_follow_a_recipe_into_another_profile() -> None:
    converted = convert(recipe_with_params(), "macos", "custom-tool", lossy=True).recipe
    assert (converted.params[0].name, converted.params[0].title) == ("timezone", "Time zone")
    assert param_words_to_stored(converted.params) == param_words_to_stored(
        recipe_with_params().params
    )
