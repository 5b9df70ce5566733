"""The editing document: references keep pointing at the same steps, and undo is exact."""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any

from hypothesis import given, settings
from hypothesis import strategies as st

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.document import RecipeDocument, StepsEdit
from recipe_studio.core.model import ToolStep, WaitStep
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import validate
from recipe_studio.core.validation.live import LiveValidation

if TYPE_CHECKING:
    from collections.abc import Callable

MANIFEST: dict[str, Any] = {
    "name": "Chain",
    "params": [{"name": "who", "type": "string"}],
    "steps": [
        {"tool": "get_datetime", "args": {}},
        {"tool": "echo", "args": {"value": "${steps[0].result.date}"}},
        {"tool": "echo", "args": {"value": "Hi ${who}, ${steps[1].result.value}"}},
        {"wait": 1},
        {"tool": "echo", "args": {"value": ["${steps[0].result.time}", "${steps[2].result}"]}},
    ],
}
CATALOG = Catalog.from_tools(
    "test",
    [
        ToolInfo(name="get_datetime", effect="read"),
        ToolInfo(
            name="echo",
            effect="read",
            input_schema={"type": "object", "properties": {"value": {}}, "required": ["value"]},
        ),
    ],
    complete=True,
)


def make_doc(manifest: dict[str, Any] = MANIFEST) -> RecipeDocument:
    recipe = get_profile("macos").read(copy.deepcopy(manifest)).recipe
    return RecipeDocument(recipe, "macos")


def tools_of(doc: RecipeDocument) -> list[Any]:
    return [s.args.get("value") if isinstance(s, ToolStep) else "wait" for s in doc.steps]


def test_moving_a_step_rewrites_references_to_follow_it() -> None:
    doc = make_doc()
    doc.move_steps([0], 3)  # get_datetime goes after the second echo
    steps = doc.manifest()["steps"]
    assert steps[2]["tool"] == "get_datetime"
    assert steps[0]["args"]["value"] == "${steps[2].result.date}"
    assert steps[4]["args"]["value"] == ["${steps[2].result.time}", "${steps[1].result}"]


def test_deleting_a_step_marks_references_to_it_and_never_retargets() -> None:
    doc = make_doc()
    doc.remove_steps([1])
    steps = doc.manifest()["steps"]
    assert steps[1]["args"]["value"] == "Hi ${who}, ${steps[?].result.value}"
    codes = {p.code for p in validate(doc.recipe, "macos", CATALOG)}
    assert "step_ref_deleted" in codes


def test_inserting_a_step_shifts_later_references() -> None:
    doc = make_doc()
    doc.insert_steps(1, [ToolStep(tool="echo", args={"value": 1})])
    assert doc.manifest()["steps"][2]["args"]["value"] == "${steps[0].result.date}"
    assert doc.manifest()["steps"][3]["args"]["value"] == "Hi ${who}, ${steps[2].result.value}"


def test_renaming_a_param_renames_its_references_and_undo_restores_them() -> None:
    doc = make_doc()
    previous = doc.rename_param(0, "name")
    assert doc.manifest()["steps"][2]["args"]["value"].startswith("Hi ${name},")
    doc.update_param(0, name="who")
    doc.restore_steps(previous)
    assert doc.manifest() == MANIFEST


def test_change_signals_bracket_structural_edits() -> None:
    doc = make_doc()
    seen: list[tuple[str, int]] = []
    doc.steps_removing.connect(lambda i, n: seen.append(("removing", len(doc.steps))))
    doc.steps_removed.connect(lambda i, n, touched: seen.append(("removed", len(doc.steps))))
    doc.remove_steps([3])
    assert seen == [("removing", 5), ("removed", 4)]


EDITS = st.lists(
    st.tuples(
        st.sampled_from(["move", "remove", "insert", "arg", "wait"]),
        st.integers(0, 10),
        st.integers(0, 10),
    ),
    max_size=12,
)


@settings(max_examples=150, deadline=None)
@given(EDITS)
def test_live_validation_matches_full_validation_and_undo_is_exact(edits: list[Any]) -> None:
    doc = make_doc()
    live = LiveValidation(doc, CATALOG)
    live.problems()
    undo: list[Any] = []
    for kind, a, b in edits:
        n = len(doc.steps)
        if kind == "move" and n:
            edit = doc.move_steps([a % n], b % (n + 1))
            undo.append(lambda e=edit: doc.undo_reorder(e))
        elif kind == "remove" and n > 1:
            edit = doc.remove_steps([a % n])
            undo.append(lambda e=edit: doc.undo_remove(e))
        elif kind == "insert":
            step = ToolStep(tool="echo", args={"value": f"${{steps[{b}].result.x}}"})
            edit = doc.insert_steps(a % (n + 1), [step])
            undo.append(lambda e=edit: doc.undo_insert(e))
        elif kind == "arg" and n and isinstance(doc.steps[a % n], ToolStep):
            old = doc.set_argument(a % n, ("value",), f"${{steps[{b}].result.y}}")
            if old is not None:
                undo.append(lambda o=old: doc.restore_steps({o.uid: o}))
        elif kind == "wait":
            edit = doc.insert_steps(a % (n + 1), [WaitStep(seconds=b)])
            undo.append(lambda e=edit: doc.undo_insert(e))
        expected = validate(doc.recipe, "macos", CATALOG)
        assert live.problems() == expected
    for step_back in reversed(undo):
        step_back()
    assert doc.manifest() == MANIFEST
    assert live.problems() == validate(doc.recipe, "macos", CATALOG)


# --------------------------------------------------------------------------- the app's edits

CUSTOM: dict[str, Any] = {
    "name": "user_chain",
    "description": "d",
    "parameters": [],
    "steps": [{"id": "step1", "tool": "echo", "arguments": {"value": 1}}],
}


def custom_doc() -> RecipeDocument:
    return RecipeDocument(
        get_profile("custom-tool").read(copy.deepcopy(CUSTOM)).recipe, "custom-tool"
    )


def test_new_params_get_fresh_names_and_the_profile_type() -> None:
    doc = make_doc()
    assert doc.add_param()[1].name == "param1"
    assert doc.add_param()[1].name == "param2"
    param = doc.param_for_argument(("limit",), {"type": "integer"})
    assert (param.name, param.type) == ("limit", "int")
    doc.add_param(param)
    assert doc.param_for_argument(("limit",), {"type": "integer"}).name == "limit2"
    assert doc.param_for_argument(("x", 0), {"type": "boolean"}).name == "value"
    custom = custom_doc()
    made = custom.param_for_argument(("count",), {"type": "integer"})
    assert (made.type, made.required) == ("number", True)


def test_a_param_for_an_argument_takes_its_title_but_not_its_readable_key() -> None:
    doc = make_doc()
    titled = doc.param_for_argument(("timezone",), {"type": "string"}, "Fuseau horaire")
    assert (titled.name, titled.title) == ("timezone", "Fuseau horaire")
    plain = doc.param_for_argument(("timezone",), {"type": "string"}, "Timezone")
    assert plain.title == ""  # it reads "Timezone" untitled: nothing to keep


def test_defaults_typed_as_text_are_read_for_the_param_type() -> None:
    doc = make_doc()
    index, _ = doc.add_param(doc.param_for_argument(("limit",), {"type": "integer"}))
    doc.set_param_default_text(index, "3")
    assert (doc.params[index].has_default, doc.params[index].default) == (True, 3)
    doc.set_param_default_text(index, "many")
    assert doc.params[index].default == "many"  # kept as typed; validation says why not
    doc.set_param_default_text(index, "")
    assert not doc.params[index].has_default
    assert doc.set_param_default_text(index, "") is None  # nothing changed, nothing to undo
    doc.set_param_default_text(0, "42")
    assert doc.params[0].default == "42"  # a text param keeps text


def test_a_custom_param_without_required_is_optional_like_a_run_treats_it() -> None:
    custom = custom_doc()
    index, _ = custom.add_param()
    custom.set_param_required(index, False)
    custom.update_param(index, required=None)
    assert not custom.profile.is_required(custom.params[index])
    assert make_doc().profile.is_required(make_doc().params[0])  # no default: required


def test_pasting_text_reads_steps_in_the_document_format() -> None:
    doc = make_doc()
    one = '{"tool": "echo", "args": {"value": 1}}'
    assert doc.paste_steps(0, "not json") is None
    assert doc.paste_steps(0, "[]") is None
    edit = doc.paste_steps(1, one)
    assert edit is not None
    assert [i for i, _ in edit.steps] == [1]
    assert doc.manifest()["steps"][1] == {"tool": "echo", "args": {"value": 1}}
    edit = doc.paste_steps(0, json.dumps({"name": "x", "steps": [json.loads(one)] * 2}))
    assert edit is not None
    assert len(edit.steps) == 2
    uids = [s.uid for s in doc.steps]
    assert len(set(uids)) == len(uids)


def test_custom_tool_steps_get_free_ids_when_added_duplicated_or_pasted() -> None:
    doc = custom_doc()
    doc.add_tool_step(1, "echo")
    doc.duplicate_steps([0, 1])
    doc.paste_steps(4, '[{"id": "step1", "tool": "echo", "arguments": {}}]')
    ids = [s.step_id for s in doc.steps if isinstance(s, ToolStep)]
    assert ids == ["step1", "step2", "step1_2", "step2_2", "step1_3"]


def test_edits_that_change_nothing_say_so() -> None:
    doc = make_doc()
    assert doc.set_tool(0, "get_datetime") is None
    assert doc.set_argument(1, ("value",), "${steps[0].result.date}") is None
    assert doc.remove_argument(0, ("missing",)) is None
    assert doc.set_optional(0, False) is None


APP_EDITS = st.lists(
    st.tuples(
        st.sampled_from(
            [
                "move",
                "remove",
                "add",
                "wait",
                "paste",
                "duplicate",
                "arg",
                "clear",
                "tool",
                "optional",
                "seconds",
                "param",
                "rename",
                "default",
            ]
        ),
        st.integers(0, 10),
        st.integers(0, 10),
    ),
    max_size=12,
)


def apply_app_edit(doc: RecipeDocument, kind: str, a: int, b: int) -> Any:
    """One edit as the window makes it; returns how to undo it exactly (as the undo
    commands do), or None when it changed nothing."""
    n = len(doc.steps)
    tool_rows = [i for i, s in enumerate(doc.steps) if isinstance(s, ToolStep)]
    wait_rows = [i for i, s in enumerate(doc.steps) if isinstance(s, WaitStep)]
    if kind == "move" and n:
        edit = doc.move_steps([a % n], b % (n + 1))
        return lambda: doc.undo_reorder(edit)
    if kind == "remove" and n > 1:
        edit = doc.remove_steps([a % n])
        return lambda: doc.undo_remove(edit)
    if kind in ("add", "wait", "paste", "duplicate"):
        at = a % (n + 1)
        pasted = json.dumps({"tool": "echo", "args": {"value": f"${{steps[{b}].result.z}}"}})
        inserts: dict[str, Callable[[], StepsEdit | None]] = {
            "add": lambda: doc.add_tool_step(at, "echo"),
            "wait": lambda: doc.add_wait_step(at, b),
            "paste": lambda: doc.paste_steps(at, pasted),
            "duplicate": lambda: doc.duplicate_steps([a % n]) if n else None,
        }
        made = inserts[kind]()
        return None if made is None else (lambda: doc.undo_insert(made))
    if tool_rows and kind in ("arg", "clear", "tool", "optional"):
        row = tool_rows[a % len(tool_rows)]
        old = {
            "arg": lambda: doc.set_argument(row, ("value",), f"${{steps[{b}].result.y}}"),
            "clear": lambda: doc.remove_argument(row, ("value",)),
            "tool": lambda: doc.set_tool(row, ["echo", "get_datetime", "nope"][b % 3]),
            "optional": lambda: doc.set_optional(row, b % 2 == 0),
        }[kind]()
        return None if old is None else (lambda: doc.restore_steps({old.uid: old}))
    if wait_rows and kind == "seconds":
        old = doc.set_wait_seconds(wait_rows[a % len(wait_rows)], b)
        return None if old is None else (lambda: doc.restore_steps({old.uid: old}))
    if kind == "param":
        index, _ = doc.add_param()
        return lambda: doc.remove_param(index)
    if kind == "rename" and doc.params:
        index = a % len(doc.params)
        was = doc.params[index].name
        previous = doc.rename_param(index, f"p{b}")

        def undo_rename() -> None:
            doc.update_param(index, name=was)
            doc.restore_steps(previous)

        return undo_rename
    if kind == "default" and doc.params:
        index = a % len(doc.params)
        old_param = doc.set_param_default_text(index, str(b) if b % 3 else "")
        return None if old_param is None else (lambda: doc.set_param(index, old_param))
    return None


@settings(max_examples=150, deadline=None)
@given(APP_EDITS)
def test_the_apps_edits_keep_live_validation_exact_and_undo_exact(edits: list[Any]) -> None:
    doc = make_doc()
    live = LiveValidation(doc, CATALOG)
    live.problems()
    undo: list[Any] = []
    for kind, a, b in edits:
        step_back = apply_app_edit(doc, kind, a, b)
        if step_back is not None:
            undo.append(step_back)
        assert live.problems() == validate(doc.recipe, "macos", CATALOG)
    for step_back in reversed(undo):
        step_back()
    assert doc.manifest() == MANIFEST
    assert live.problems() == validate(doc.recipe, "macos", CATALOG)


def test_a_move_redoes_only_the_rows_it_moves() -> None:
    doc = make_doc()
    live = LiveValidation(doc, CATALOG)
    live.take_delta()
    doc.move_steps([2], 1)  # rows 1 and 2 swap; the rest keep their steps
    delta = live.take_delta()
    assert not delta.full
    assert set(delta.rows) >= {1, 2}
    assert 0 not in delta.rows
    assert live.problems() == validate(doc.recipe, "macos", CATALOG)
