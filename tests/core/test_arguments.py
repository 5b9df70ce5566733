"""Argument facts in core: what every view and the validator read about a step's arguments."""

from __future__ import annotations

from recipe_studio.core.argument_sources import Borrowed, FactsSource
from recipe_studio.core.arguments import param_fit, result_fields, tool_facts
from recipe_studio.core.catalog import Catalog, ToolInfo, bundled_catalog
from recipe_studio.core.model import Param
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import Validator

BUILTIN = Borrowed(FactsSource.BUILTIN, bundled_catalog("builtin"), "built-in tools")
LIMITED = ToolInfo(
    name="send",
    input_schema={
        "type": "object",
        "properties": {
            "to": {"type": "string", "minLength": 1, "title": "Recipient"},
            "count": {"type": "integer", "minimum": 1, "maximum": 9},
            "mode": {"enum": ["a", "b"]},
            "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
        },
        "required": ["to"],
    },
)


def names(facts: object) -> list[str]:
    return [a.name for a in facts.arguments]  # type: ignore[attr-defined]


def test_confirm_is_shown_on_macos_1_with_what_it_does_and_hidden_where_it_is_removed() -> None:
    builtin = bundled_catalog("builtin")
    kept = tool_facts(get_profile("macos-1"), builtin, "delete_note").at(("confirm",))
    assert (kept.shown, kept.note, kept.editor) == (True, "confirm_runs", "boolean")
    for profile in ("macos", "windows", "windows-1"):
        removed = tool_facts(get_profile(profile), builtin, "delete_note").at(("confirm",))
        assert (removed.shown, removed.note) == (False, "confirm_removed"), profile


def test_required_editor_limits_and_titles() -> None:
    catalog = Catalog.from_tools("t", [LIMITED], complete=True)
    facts = tool_facts(get_profile("macos"), catalog, "send", language="fr")
    assert names(facts) == ["to", "count", "mode", "tags"]  # required first
    to, count, mode, tags = facts.arguments
    assert (to.required, to.title, to.editor, to.limits.min_length) == (
        True,
        "Recipient",
        "string",
        1,
    )
    assert (count.required, count.title, count.limits.minimum, count.limits.maximum) == (
        False,
        "Count",
        1,
        9,
    )
    assert (mode.editor, mode.limits.choices) == ("enum", ("a", "b"))
    assert (tags.editor, tags.limits.max_items) == ("array", 3)
    assert facts.at(("tags", 0)).editor == "string"
    assert facts.origin.source is FactsSource.TARGET
    assert not facts.origin.borrowed


def test_the_default_macos_setup_borrows_the_built_in_tools_arguments() -> None:
    lmcp = bundled_catalog("macos")
    alone = tool_facts(get_profile("macos"), lmcp, "create_note")
    assert alone.arguments == []
    assert alone.origin.source is FactsSource.NONE
    facts = tool_facts(get_profile("macos"), lmcp, "create_note", borrowed=[BUILTIN])
    assert names(facts)[0] == "note_name"
    assert facts.arguments[0].required
    assert facts.origin.source is FactsSource.BUILTIN
    assert facts.origin.borrowed
    # The target still decides what the tool does there (its entry, not the built-in's).
    assert facts.info is not None
    assert facts.info.platforms == lmcp.tools["create_note"].platforms


def test_the_public_notes_names_are_used_when_nothing_better_is_known() -> None:
    facts = tool_facts(get_profile("macos"), bundled_catalog("macos"), "read_note")
    assert facts.origin.source is FactsSource.NOTES
    assert "note_name" in names(facts)


def test_which_params_fit_and_why() -> None:
    macos = get_profile("macos")
    number = {"type": "number"}
    assert param_fit(macos, Param(name="n", type="int"), number).why == "whole_number_for_number"
    assert param_fit(macos, Param(name="n", type="int"), {"type": "integer"}).why == "same_kind"
    assert not param_fit(macos, Param(name="s", type="string"), number).fits
    assert param_fit(macos, Param(name="s", type="string"), {}).why == "kind_unknown"


def test_result_fields_say_where_they_come_from() -> None:
    tool = ToolInfo(name="t", output_schema={"type": "object", "properties": {"a": {}}})
    found = result_fields(tool, [], {"a": 1, "b": 2})
    assert found == [(("a",), None, False), (("b",), None, True)]  # promised, then last run


def test_problems_from_a_borrowed_schema_are_warnings_marked_with_their_source() -> None:
    recipe = get_profile("macos").read({"name": "x", "steps": [{"tool": "create_note"}]}).recipe
    assert Validator("macos").validate(recipe) == []  # nothing known: nothing said
    [missing] = Validator("macos", borrowed=[BUILTIN]).validate(recipe)
    assert (missing.code, missing.severity.value) == ("arg_missing", "warning")
    assert dict(missing.values)["source"] == "builtin"
    # Against the built-in tools themselves, the same gap is an error.
    [own] = Validator("macos", bundled_catalog("builtin")).validate(recipe)
    assert (own.code, own.severity.value) == ("arg_missing", "error")


def test_a_macos_1_step_with_confirm_true_is_told_what_it_does() -> None:
    doc = {"steps": [{"tool": "delete_note", "args": {"note_id": "n1", "confirm": True}}]}
    recipe = get_profile("macos-1").read({"name": "x", **doc}).recipe
    codes = [(p.code, p.location.path) for p in Validator("macos-1").validate(recipe)]
    assert ("confirm_executes", ("confirm",)) in codes


def test_a_borrowed_schema_keeps_the_notes_names_and_flags_no_unknown_argument() -> None:
    facts = tool_facts(
        get_profile("macos-1"), bundled_catalog("macos"), "delete_note", borrowed=[BUILTIN]
    )
    assert {"note_name", "note_id", "confirm"} <= set(names(facts))  # the lender's + notes'
    doc = {"name": "x", "steps": [{"tool": "delete_note", "args": {"note_id": "n", "zz": 1}}]}
    recipe = get_profile("macos-1").read(doc).recipe
    found = Validator("macos-1", borrowed=[BUILTIN]).validate(recipe)
    assert "arg_unknown" not in {p.code for p in found}  # the platform may take them
    assert all(not p.is_error for p in found)
