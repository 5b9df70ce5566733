"""Rehearsals (nothing is changed), checks on results and "broken since last time", in the
engine: against the real built-in tool server, and against plain Python tools."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

import pytest
from engine_support import recipe_of

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.checks import Check
from recipe_studio.core.engine import Engine, FunctionCaller, PlannedAction, StepFinished
from recipe_studio.core.engine.notes import step_notes
from recipe_studio.core.engine.rehearsal import example_from_paths, example_from_schema
from recipe_studio.core.summary import filled_pieces, pieces_text

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.mcp_client import Connection

CHAIN: dict[str, Any] = {
    "name": "chain",
    "params": [{"name": "who", "type": "string", "default": "Ann"}],
    "steps": [
        {"tool": "create_note", "args": {"note_name": "for ${who}", "body": "hello ${who}"}},
        {
            "tool": "file_write",
            "args": {"path": "out/brief.md", "content": "note ${steps[0].result.name}"},
        },
        {"tool": "delete_note", "args": {"note_name": "${steps[0].result.name}"}},
        # A tool the server does not have counts as one that changes things: not sent.
        {"tool": "send_message", "args": {"to": "${who}", "text": "${steps[0].result.name}"}},
        {"tool": "list_notes", "args": {}},
    ],
}


def folder_hash(*folders: Path) -> str:
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(folder.rglob("*")) if folder.exists() else []:
            digest.update(str(path.relative_to(folder)).encode())
            if path.is_file():
                digest.update(path.read_bytes())
    return digest.hexdigest()


def never_asked(actions: list[PlannedAction]) -> bool:
    raise AssertionError(f"a rehearsal asked to confirm {actions}")


def test_a_rehearsal_changes_nothing_on_disk_and_shows_the_would_be_arguments(
    builtin: Connection, server_dirs: tuple[Path, Path]
) -> None:
    home, workspace = server_dirs
    (home / "notes").mkdir(parents=True, exist_ok=True)
    (workspace / "keep.txt").parent.mkdir(parents=True, exist_ok=True)
    (workspace / "keep.txt").write_text("mine", encoding="utf-8")
    before = folder_hash(home / "notes", workspace)
    recipe = recipe_of(CHAIN)
    result = Engine(builtin, builtin.catalog(), timeout=20).run(
        recipe, "macos", {}, rehearse=True, confirm=never_asked
    )
    assert folder_hash(home / "notes", workspace) == before
    assert result.rehearsal
    assert result.ok, result.error
    statuses = [o.status for o in result.steps]
    assert statuses == ["preview", "preview", "skipped", "not_sent", "ok"]
    created, written, deleted, sent, listed = result.steps
    # Tools that ask their own confirmation are asked only for a preview.
    assert created.args == {"note_name": "for Ann", "body": "hello Ann", "confirm": False}
    assert created.result["preview"] is True
    assert created.result["would"] == 'Create the note "for Ann" with 9 bytes of text'
    # The step not sent shows exactly what it would have been sent, filled in.
    assert sent.args == {"to": "Ann", "text": "example"}
    assert sent.stand_in == "none"
    assert sent.fed_by == [0]
    # ... and as written, so each reference is seen beside the value it gave.
    assert sent.written is not None
    assert sent.written.args == CHAIN["steps"][3]["args"]
    would = pieces_text(filled_pieces(sent.written.args, sent.args, sent.written.dialect))
    assert would == "to: ⟨who⟩ = Ann, text: ⟨Step 1 › name⟩ = example"
    assert result.to_json()["steps"][3]["written"]["dialect"] == "template"
    # Later steps read example values in place of the preview's result, and say so.
    assert written.args == {"path": "out/brief.md", "content": "note example", "confirm": False}
    assert written.fed_by == [0]
    assert written.result["preview"] is True
    assert deleted.fed_by == [0]
    notes = [m.text for m in step_notes(written)]
    assert "This step uses example values from one earlier step: 1." in notes
    assert listed.result["count"] == 0
    assert result.rehearsal_note() is not None
    assert result.to_json()["note"]["text"] == "Rehearsal — nothing was changed."


def test_a_real_run_of_the_same_recipe_does_change_things(
    builtin: Connection, notes_dir: Path
) -> None:
    """(So the test above could fail: the same recipe, not rehearsed, writes a note.)"""
    recipe = recipe_of({**CHAIN, "steps": CHAIN["steps"][:1]})
    result = Engine(builtin, builtin.catalog(), timeout=20).run(
        recipe, "macos", {"who": "Bo"}, confirm=lambda actions: True
    )
    assert result.ok
    assert [o.status for o in result.steps] == ["ok"]
    assert any(notes_dir.iterdir())


def catalog(*tools: ToolInfo) -> Catalog:
    return Catalog("test", {tool.name: tool for tool in tools})


def test_pins_and_learned_shapes_stand_in_and_unknown_tools_are_not_sent() -> None:
    caller = FunctionCaller(lambda tool, args: {"echo": args})
    known = catalog(
        ToolInfo(name="send", effect="write"),
        ToolInfo(name="read", effect="read"),
    )
    recipe = recipe_of(
        {
            "name": "stand-ins",
            "steps": [
                {"tool": "send", "args": {"to": "x"}},
                {"tool": "mystery", "args": {}},
                {"tool": "send", "args": {"to": "${steps[1].result.mail.id}"}},
                {"tool": "read", "args": {"id": "${steps[0].result.id}"}},
            ],
        }
    )
    pins = {recipe.steps[0].uid: {"id": 42}}

    def seen(tool: str) -> list[tuple[Any, str]]:
        if tool != "mystery":
            return []
        return [(("mail",), "2026-05-03T10:00:00+00:00"), (("mail", "id"), "2026-05-03")]

    result = Engine(caller, known).run(recipe, "macos", {}, rehearse=True, pins=pins, seen=seen)
    assert [o.status for o in result.steps] == ["not_sent", "not_sent", "not_sent", "ok"]
    assert [o.stand_in for o in result.steps[:3]] == ["pin", "shape", "none"]
    assert result.steps[1].result == {"mail": {"id": "example"}}
    assert result.steps[2].args == {"to": "example"}
    assert caller.calls == [("read", {"id": 42})]  # only the read-only step was called


def test_a_tool_that_acts_when_asked_only_for_a_preview_is_owned_up_to() -> None:
    caller = FunctionCaller(lambda tool, args: {"deleted": True})
    tools = catalog(ToolInfo(name="erase", effect="write", confirm=True))
    recipe = recipe_of({"name": "erase", "steps": [{"tool": "erase", "args": {"confirm": True}}]})
    result = Engine(caller, tools).run(recipe, "macos-1", {}, rehearse=True)
    assert caller.calls == [("erase", {"confirm": False})]  # never its confirm: true
    assert result.steps[0].acted
    note = result.rehearsal_note()
    assert note is not None
    assert "did not only preview (step 1)" in note.text


def test_checks_pass_fail_and_wait_for_real_results() -> None:
    answers = {"list": {"items": [1, 2], "title": "Daily news", "size": "12"}}
    caller = FunctionCaller(lambda tool, args: answers.get(tool, {}))
    tools = catalog(ToolInfo(name="list", effect="read"), ToolInfo(name="post", effect="write"))
    recipe = recipe_of(
        {"name": "c", "steps": [{"tool": "list", "args": {}}, {"tool": "post", "args": {}}]}
    )
    first, second = (step.uid for step in recipe.steps)
    checks = {
        first: [
            Check(kind="present", path=("title",)),
            Check(kind="contains", path=("title",), value="news"),
            Check(kind="equals", path=("title",), value="Weekly"),
            Check(kind="at_least", path=("size",), value=10),
            Check(kind="min_items", path=("items",), value=3),
            Check(kind="present", path=("missing",)),
        ],
        second: [Check(kind="succeeds"), Check(kind="present", path=("id",))],
    }
    result = Engine(caller, tools).run(recipe, "macos", {}, rehearse=True, checks=checks)
    got = [(c.step, c.check.kind, c.status, c.reason) for c in result.checks]
    assert got == [
        (0, "present", "passed", None),
        (0, "contains", "passed", None),
        (0, "equals", "failed", "different"),
        (0, "at_least", "passed", None),
        (0, "min_items", "failed", "too_few"),
        (0, "present", "failed", "missing"),
        (1, "succeeds", "not_checked", "stand_in"),
        (1, "present", "not_checked", "stand_in"),
    ]
    assert result.checks_failed == 3
    assert result.steps[0].checks[2].actual == "Daily news"


def test_a_field_gone_since_last_time_is_said_before_the_step_that_needs_it() -> None:
    caller = FunctionCaller(lambda tool, args: {"time": "10:00"} if tool == "now" else args)
    tools = catalog(ToolInfo(name="now", effect="read"), ToolInfo(name="show", effect="read"))
    recipe = recipe_of(
        {
            "name": "drift",
            "steps": [
                {"tool": "now", "args": {}},
                {"tool": "show", "args": {"text": "${steps[0].result.date}"}},
            ],
        }
    )

    def seen(tool: str) -> list[tuple[Any, str]]:
        return [(("date",), "2026-05-03T08:00:00+00:00"), (("time",), "2026-05-03T08:00:00+00:00")]

    events: list[Any] = []
    result = Engine(caller, tools, on_event=events.append).run(recipe, "macos", {}, seen=seen)
    first = next(e for e in events if isinstance(e, StepFinished))
    assert events.index(first) < next(
        i for i, e in enumerate(events) if getattr(e, "index", None) == 1
    )
    said = [m.text for m in step_notes(first.outcome)]
    assert said == ["Step 1's result no longer has date; it had it on 3 May 2026."]
    assert not result.ok
    assert result.failed_step == 1


@pytest.mark.parametrize(
    ("schema", "expected"),
    [
        ({"type": "object", "properties": {"n": {"type": "integer"}, "ok": {"type": "boolean"}}},
         {"n": 0, "ok": False}),
        ({"type": "object", "properties": {"when": {"type": "string", "format": "date"}}},
         {"when": "2000-01-01"}),
        ({"type": "array", "items": {"type": "string"}}, ["example"]),
        ({"anyOf": [{"properties": {"preview": {"const": True}}},
                    {"properties": {"id": {"type": "string", "examples": ["n-1"]}}}]},
         {"id": "n-1"}),
    ],
)  # fmt: skip
def test_example_values_follow_the_schema(schema: dict[str, Any], expected: Any) -> None:
    assert example_from_schema(schema) == expected


def test_example_values_from_learned_paths() -> None:
    paths = [("emails",), ("emails", 0), ("emails", 0, "subject"), ("count",)]
    assert example_from_paths(paths) == {"emails": [{"subject": "example"}], "count": "example"}
