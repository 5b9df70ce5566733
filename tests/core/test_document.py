"""The editing document: references keep pointing at the same steps, and undo is exact."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.document import RecipeDocument
from recipe_studio.core.model import ToolStep, WaitStep
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.validation import validate
from recipe_studio.core.validation.live import LiveValidation

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
            undo.append(lambda i=a % n, o=old: doc.replace_step(i, o))
        elif kind == "wait":
            edit = doc.insert_steps(a % (n + 1), [WaitStep(seconds=b)])
            undo.append(lambda e=edit: doc.undo_insert(e))
        expected = validate(doc.recipe, "macos", CATALOG)
        assert live.problems() == expected
    for step_back in reversed(undo):
        step_back()
    assert doc.manifest() == MANIFEST
    assert live.problems() == validate(doc.recipe, "macos", CATALOG)
