"""The rarer parts of MCP through a whole run: every content type, questions, tasks.

Real servers: ``odd_server.py rich`` (built on the SDK) returns images, audio, embedded
resources and links and asks questions; ``task_server.py`` has a tool that only runs as a
background task.
"""

from __future__ import annotations

import base64
import io
import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from engine_support import recipe_of
from timing import ended_early

from recipe_studio.commands.prompts import Elicitor, Terminal
from recipe_studio.core.engine import RunHooks, RunRequest, RunSession, read_run
from recipe_studio.core.engine.attachments import attachment_bytes
from recipe_studio.core.mcp_client import (
    CancelToken,
    ElicitAnswer,
    ElicitRequest,
    ServerSpec,
    default_answer,
    form_fields,
)

HERE = Path(__file__).resolve().parent
RICH = ServerSpec.stdio([sys.executable, str(HERE / "odd_server.py"), "rich"], name="rich")


def task_spec(*options: str, log: Path | None = None) -> ServerSpec:
    env = {"TASK_SERVER_LOG": str(log)} if log is not None else {}
    return ServerSpec.stdio([sys.executable, str(HERE / "task_server.py"), *options], env=env)


def run(manifest: dict[str, Any], spec: ServerSpec, hooks: RunHooks | None = None) -> Any:
    request = RunRequest(recipe_of(manifest), "macos", timeout=30, source="test")
    return RunSession(request, hooks, spec=spec).run()


def test_every_content_type_is_kept_and_reachable_by_reference() -> None:
    report = run(
        {
            "name": "content",
            "steps": [
                {"tool": "every_content", "args": {}},
                {"tool": "echo", "args": {"value": "${steps[0].result.content[1].mimeType}"}},
                {"tool": "echo", "args": {"value": "${steps[0].result.content[3].resource.text}"}},
                {"tool": "echo", "args": {"value": "${steps[0].result.content[5].uri}"}},
                {"tool": "echo", "args": {"value": "${steps[0].result.text}"}},
            ],
        },
        RICH,
    )
    assert report.result.ok, report.result.error
    first = report.result.steps[0]
    assert [block["type"] for block in first.content] == [
        "text",
        "image",
        "audio",
        "resource",
        "resource",
        "resource_link",
    ]
    image = first.content[1]
    assert image["mimeType"] == "image/png"
    assert base64.b64decode(image["data"]).startswith(b"\x89PNG")
    assert first.content[4]["resource"]["bytes"] == 3
    values = [step.result["value"] for step in report.result.steps[1:]]
    assert values == ["image/png", "note text", "https://example.org/r", "hello"]
    record = read_run(report.record_path)
    assert record.result.steps[0].content == first.content  # small: kept inside the record


def test_large_binary_results_live_beside_the_record(tmp_path: Path) -> None:
    report = run(
        {"name": "big", "steps": [{"tool": "big_image", "args": {"kilobytes": 300}}]}, RICH
    )
    assert report.result.ok
    block = report.result.steps[0].content[0]
    original = base64.b64decode(block["data"])
    path = report.record_path
    assert path.stat().st_size < 64 * 1024  # the record stays small
    saved = json.loads(path.read_text(encoding="utf-8"))["result"]["steps"][0]
    stored = saved["content"][0]
    assert "data" not in stored
    assert stored["file"].startswith(path.stem + ".files/")
    assert attachment_bytes(stored, path) == original
    # The same picture in the step's result (read by references) is stored once.
    assert saved["result"]["content"][0]["file"] == stored["file"]
    assert len(list((path.parent / f"{path.stem}.files").iterdir())) == 1


ASK = {"name": "ask", "steps": [{"tool": "ask", "args": {}}]}


def test_a_servers_question_goes_to_the_callers_form() -> None:
    asked: list[ElicitRequest] = []

    def answer(request: ElicitRequest) -> ElicitAnswer:
        asked.append(request)
        return ElicitAnswer.accept({"name": "Bo", "age": 4, "subscribe": False})

    report = run(ASK, RICH, RunHooks(elicit=answer))
    assert report.result.steps[0].result == {
        "action": "accept",
        "data": {"name": "Bo", "age": 4, "subscribe": False},
    }
    request = asked[0]
    assert request.message == "Who are you?"
    assert request.tool == "ask"  # the step in progress: the form can say who asks
    fields = {field.name: field for field in form_fields(request.schema)}
    assert fields["age"].kind == "integer"
    assert fields["age"].default == 30
    assert fields["subscribe"].kind == "boolean"
    assert default_answer(request).content == {"name": "Ann", "age": 30, "subscribe": True}


@pytest.mark.parametrize("action", ["decline", "cancel"])
def test_decline_and_cancel_reach_the_server(action: str) -> None:
    report = run(ASK, RICH, RunHooks(elicit=lambda _request: ElicitAnswer(action)))  # type: ignore[arg-type]
    assert report.result.steps[0].result == {"action": action, "data": None}


def test_without_a_form_questions_are_declined() -> None:
    report = run(ASK, RICH)
    assert report.result.steps[0].result == {"action": "decline", "data": None}


def test_stopping_while_a_question_is_open_stops_the_run() -> None:
    opened = threading.Event()
    release = threading.Event()

    def never_answers(request: ElicitRequest) -> ElicitAnswer:
        opened.set()
        release.wait(30)
        return ElicitAnswer.accept({})

    request = RunRequest(recipe_of(ASK), "macos", timeout=60)
    session = RunSession(request, RunHooks(elicit=never_answers), spec=RICH)
    before = set(threading.enumerate())

    def cancel_once_opened() -> None:
        opened.wait(30)
        session.cancel()

    threading.Thread(target=cancel_once_opened, daemon=True).start()
    began = time.monotonic()
    report = session.run()
    assert opened.is_set()
    assert ended_early(began, 30)  # the question would be answered after 30 s
    assert report.result.cancelled
    assert report.result.steps[0].status == "cancelled"
    release.set()  # the question's thread ends now, not 30 s into later tests
    for thread in set(threading.enumerate()) - before:
        thread.join(10)


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_cli_asks_field_by_field_and_yes_takes_the_defaults(
    capsys: pytest.CaptureFixture[str],
) -> None:
    schema = {
        "type": "object",
        "properties": {
            "name": {"type": "string", "title": "Name"},
            "age": {"type": "integer", "minimum": 0, "default": 30},
            "colour": {"type": "string", "enum": ["red", "blue"], "enumNames": ["Red", "Blue"]},
            "ok": {"type": "boolean"},
        },
        "required": ["name", "colour"],
    }
    request = ElicitRequest("Tell me", schema, tool="sign_up")
    typed = FakeTerminal("\nBo\n-3\n\n5\n2\ny\n\n")
    answer = Elicitor(Terminal(CancelToken(), typed), yes=False)(request)
    assert answer == ElicitAnswer.accept({"name": "Bo", "age": 30, "colour": "blue", "ok": True})
    err = capsys.readouterr().err
    assert "While running 'sign_up', the server asks: Tell me" in err
    assert "an answer is needed" in err
    assert "that answer does not fit" in err
    assert "2. Blue" in err
    assert Elicitor(Terminal(CancelToken(), FakeTerminal("")), yes=True)(request).action == (
        "decline"  # "name" is required and has no default
    )
    no_tty = Elicitor(Terminal(CancelToken(), io.StringIO("")), yes=False)(request)
    assert no_tty.action == "decline"
    assert "no terminal to ask it on" in capsys.readouterr().err


def test_a_tool_that_requires_a_task_runs_as_one(tmp_path: Path) -> None:
    log = tmp_path / "log"
    report = run(
        {
            "name": "task",
            "steps": [
                {"tool": "render", "args": {"seconds": 0.3}},
                {"tool": "render", "args": {"seconds": "${steps[0].result.seconds}"}},
            ],
        },
        task_spec(log=log),
    )
    assert report.result.ok, report.result.error
    assert report.result.steps[1].result == {"rendered": True, "seconds": 0.3}
    methods = log.read_text(encoding="utf-8").split()
    assert methods.count("tasks/result") == 2
    assert "tasks/get" in methods


def test_stop_cancels_the_task_on_the_server(tmp_path: Path) -> None:
    log = tmp_path / "log"
    request = RunRequest(
        recipe_of({"name": "t", "steps": [{"tool": "render", "args": {"seconds": 60}}]}),
        "macos",
        timeout=120,
    )
    session = RunSession(request, spec=task_spec(log=log))
    threading.Timer(3.0, session.cancel).start()
    report = session.run()
    assert report.result.cancelled
    # The server reads the cancel while the connection closes: on a loaded machine its
    # log line may come a moment after the run has returned.
    deadline = time.monotonic() + 10
    while "tasks/cancel" not in log.read_text(encoding="utf-8").split():
        assert time.monotonic() < deadline, log.read_text(encoding="utf-8")
        time.sleep(0.05)


def test_a_server_without_tasks_gets_a_plain_reason() -> None:
    report = run({"name": "t", "steps": [{"tool": "render", "args": {}}]}, task_spec("--no-tasks"))
    step = report.result.steps[0]
    assert step.status == "failed"
    assert step.error_message is not None
    assert step.error_message.code == "task_unsupported"
