"""From recorded calls to a draft recipe: steps, references, params, left-out calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.model import ToolStep
from recipe_studio.core.recording.draft import make_draft
from recipe_studio.core.recording.store import RecordedCall, RecordingWriter, read_recording

if TYPE_CHECKING:
    from pathlib import Path


def ok(number: int, tool: str, arguments: dict[str, Any], result: Any) -> RecordedCall:
    return RecordedCall(number, tool, arguments, "ok", {"structuredContent": result})


def args_of(step: Any) -> dict[str, Any]:
    assert isinstance(step, ToolStep)
    return step.args


def test_the_most_specific_field_is_chosen_and_the_reason_is_data() -> None:
    calls = [
        ok(1, "get_datetime", {}, {"datetime": "2026-12-01T09:30:00+01:00", "date": "2026-12-01"}),
        ok(2, "echo", {"value": "at 2026-12-01T09:30:00+01:00"}, {}),
        ok(3, "echo", {"value": "2026-12-01"}, {}),
    ]
    draft = make_draft(calls, "macos", name="Clock")
    assert args_of(draft.recipe.steps[1]) == {"value": "at ${steps[0].result.datetime}"}
    assert args_of(draft.recipe.steps[2]) == {"value": "${steps[0].result.date}"}
    assert [(link.code, link.values["field"]) for link in draft.links] == [
        ("contains_value", ["datetime"]),
        ("same_value", ["date"]),
    ]


def test_references_read_list_items_and_the_closest_step() -> None:
    calls = [
        ok(1, "list_notes", {}, {"notes": [{"name": "Groceries"}, {"name": "Holiday plans"}]}),
        ok(2, "read_note", {"note_name": "Holiday plans"}, {"name": "Holiday plans", "body": "x"}),
        ok(3, "update_note", {"note_name": "Holiday plans", "body": "y"}, {}),
    ]
    draft = make_draft(calls, "macos", name="Notes")
    assert args_of(draft.recipe.steps[1]) == {"note_name": "${steps[0].result.notes[1].name}"}
    assert args_of(draft.recipe.steps[2])["note_name"] == "${steps[1].result.name}"


def test_failed_and_repeated_calls_are_listed_not_steps_and_can_be_put_back() -> None:
    calls = [
        ok(1, "list_notes", {}, {"notes": []}),
        RecordedCall(2, "read_note", {"note_name": "x"}, "failed", {"isError": True}),
        ok(3, "list_notes", {}, {"notes": []}),
        RecordedCall(4, "slow", {}, "pending"),
    ]
    draft = make_draft(calls, "macos", name="Notes")
    assert [s.tool for s in draft.recipe.steps] == ["list_notes"]  # type: ignore[union-attr]
    assert [(c.step, c.reason, c.values) for c in draft.choices] == [
        (0, None, {}),
        (None, "failed", {}),
        (None, "repeat", {"of": 1}),
        (None, "pending", {}),
    ]
    again = make_draft(calls, "macos", name="Notes", chosen=[1, 3])
    assert [s.tool for s in again.recipe.steps] == ["list_notes", "list_notes"]  # type: ignore[union-attr]


def test_confirm_is_removed_and_changeable_literals_become_params() -> None:
    calls = [
        ok(
            1,
            "send_email",
            {
                "to": "ada@example.org",
                "subject": "Weekly report",
                "body": "Long text\nover lines",
                "confirm": True,
            },
            {},
        ),
        ok(2, "calendar_events", {"from": "2026-12-01", "limit": 25, "confirm": True}, {}),
        ok(
            3,
            "send_email",
            {"to": "ada@example.org", "subject": "Weekly report, again", "body": "Short"},
            {},
        ),
    ]
    draft = make_draft(calls, "macos", name="Report")
    first, second, third = (args_of(s) for s in draft.recipe.steps)
    assert "confirm" not in first
    assert "confirm" not in second
    assert draft.confirm_removed == 2
    assert first == {"to": "${to}", "subject": "${subject}", "body": "Long text\nover lines"}
    assert second == {"from": "${from}", "limit": "${limit}"}
    assert third["to"] == "${to}"  # the same address is one param
    params = {p.name: (p.type, p.default) for p in draft.recipe.params}
    assert params["to"] == ("string", "ada@example.org")
    assert params["from"] == ("string", "2026-12-01")
    assert params["limit"] == ("int", 25)
    assert {o.param: o.code for o in draft.offers}["to"] == "param_email"
    assert {o.param: o.code for o in draft.offers}["limit"] == "param_number"


def test_a_schema_default_is_not_offered_as_a_param() -> None:
    tools = [
        {
            "name": "list_mail",
            "inputSchema": {
                "type": "object",
                "properties": {"limit": {"type": "integer", "default": 10}},
            },
        }
    ]
    draft = make_draft([ok(1, "list_mail", {"limit": 10}, {})], "macos", name="M", tools=tools)
    assert args_of(draft.recipe.steps[0]) == {"limit": 10}
    assert draft.catalog is not None
    assert "list_mail" in draft.catalog


def test_a_custom_tool_draft_uses_its_own_reference_form_and_name() -> None:
    calls = [
        ok(1, "get_datetime", {}, {"date": "2026-12-01"}),
        ok(2, "echo", {"value": "2026-12-01"}, {}),
        ok(3, "echo", {"value": "Brief 2026-12-01"}, {}),
    ]
    draft = make_draft(calls, "custom-tool", name="Morning brief")
    assert draft.recipe.name == "user_morning_brief"
    step_id = draft.recipe.steps[0].step_id  # type: ignore[union-attr]
    assert args_of(draft.recipe.steps[1]) == {"value": {"$step": step_id, "path": "date"}}
    # No templating inside a value there: the longer text stays as it was recorded.
    assert args_of(draft.recipe.steps[2]) == {"value": "Brief 2026-12-01"}
    assert [link.code for link in draft.links] == ["same_value"]


def test_the_draft_keeps_shapes_not_values() -> None:
    calls = [ok(1, "list_notes", {}, {"notes": [{"name": "Secret plans", "size": 3}]})]
    draft = make_draft(calls, "macos", name="Notes")
    assert draft.shapes == [
        ("list_notes", [("notes",), ("notes", 0), ("notes", 0, "name"), ("notes", 0, "size")])
    ]
    assert "Secret" not in draft.recipe.model_dump_json()


def test_a_recording_cut_by_a_crash_is_read_up_to_the_cut(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    writer = RecordingWriter(path, name="Cut", server="srv")
    writer.write({"kind": "call", "n": 1, "tool": "echo", "arguments": {"value": 1}})
    writer.write({"kind": "result", "n": 1, "ok": True, "result": {"structuredContent": {}}})
    writer.write({"kind": "call", "n": 2, "tool": "echo", "arguments": {"value": 2}})
    writer.close()
    with path.open("a", encoding="utf-8") as file:
        file.write('{"kind": "result", "n": 2, "ok": tr')  # the crash
    recording = read_recording(path)
    assert recording.name == "Cut"
    assert [(c.tool, c.status) for c in recording.calls or []] == [
        ("echo", "ok"),
        ("echo", "pending"),
    ]


def test_a_hosts_past_run_is_read_leniently_and_becomes_a_draft() -> None:
    from recipe_studio.core.recording.past_runs import calls_from_host_run, host_runs

    answer = {
        "runs": [
            {
                "recipe": "Morning",
                "steps": [
                    {
                        "tool": "get_datetime",
                        "args": {},
                        "ok": True,
                        "result": {"date": "2026-12-01"},
                    },
                    {
                        "name": "create_note",
                        "arguments": {"note_name": "Day 2026-12-01"},
                        "status": "success",
                        "result": {"name": "Day 2026-12-01"},
                    },
                    {"tool": "send_email", "args": {"to": "x@example.org"}, "error": "no account"},
                    {"wait": 2},
                ],
            },
            "not a run",
        ]
    }
    [run] = host_runs(answer)
    calls = calls_from_host_run(run)
    assert [(c.tool, c.status) for c in calls] == [
        ("get_datetime", "ok"),
        ("create_note", "ok"),
        ("send_email", "failed"),
    ]
    draft = make_draft(calls, "macos", name="Morning")
    assert args_of(draft.recipe.steps[1]) == {"note_name": "Day ${steps[0].result.date}"}
    assert len(draft.recipe.steps) == 2


def test_the_command_line_lists_drafts_and_deletes_recordings(
    tmp_path: Path, capsys: Any, monkeypatch: Any
) -> None:
    import json

    from recipe_studio.cli import main
    from recipe_studio.core.recording.store import list_recordings, new_recording_path

    monkeypatch.setenv("RECIPE_STUDIO_HOME", str(tmp_path))
    writer = RecordingWriter(new_recording_path("Clock"), name="Clock", server="srv")
    writer.write({"kind": "call", "n": 1, "tool": "get_datetime", "arguments": {}})
    writer.write(
        {
            "kind": "result",
            "n": 1,
            "ok": True,
            "result": {"structuredContent": {"date": "2026-12-01"}},
        }
    )
    writer.write({"kind": "call", "n": 2, "tool": "echo", "arguments": {"value": "on 2026-12-01"}})
    writer.write({"kind": "result", "n": 2, "ok": True, "result": {"structuredContent": {}}})
    writer.close()
    [summary] = list_recordings()
    assert main(["recordings", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["calls"] == 2
    out = tmp_path / "draft.json"
    assert main(["recordings", "draft", summary.id, "-o", str(out)]) == 0
    manifest = json.loads(out.read_text("utf-8"))
    assert manifest["steps"][1]["args"] == {"value": "on ${steps[0].result.date}"}
    assert "step 2: contains_value: reads step 1's date" in capsys.readouterr().err
    assert main(["recordings", "delete", summary.id]) == 0
    assert list_recordings() == []
    assert main(["recordings", "draft", summary.id]) == 2
