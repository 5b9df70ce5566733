"""``recipe-studio record`` as a real subprocess between the mcp SDK's client and a server.

The client does real work through the proxy (the built-in tool server's clock and notes),
then the recording becomes a draft recipe; killing the proxy mid-call loses nothing that
was recorded; questions the server asks (elicitation) pass through both ways.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from recipe_studio.core.paths import notes_dir, recordings_dir
from recipe_studio.core.recording.draft import make_draft
from recipe_studio.core.recording.store import list_recordings, read_recording
from recipe_studio.core.references import find_references
from recipe_studio.core.validation import validate

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

pytestmark = pytest.mark.anyio
ENGINE_TESTS = Path(__file__).resolve().parents[1] / "engine"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def record_command(home: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "recipe_studio", "record", "--home", str(home), *extra]


def child_env(home: Path) -> dict[str, str]:
    return {
        "RECIPE_STUDIO_HOME": str(home),
        "PYTHONPATH": os.environ.get("PYTHONPATH", str(Path(__file__).resolve().parents[2])),
        "FAKE_SERVER_DIR": str(home),
    }


@asynccontextmanager
async def through_record(home: Path, *extra: str, **options: Any) -> AsyncIterator[ClientSession]:
    command = record_command(home, *extra)
    params = StdioServerParameters(command=command[0], args=command[1:], env=child_env(home))
    home.mkdir(parents=True, exist_ok=True)
    with (home / "record-stderr.log").open("a", encoding="utf-8") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write, **options) as session,
        ):
            await session.initialize()
            yield session


async def test_real_work_through_record_becomes_a_draft_with_references(tmp_path: Path) -> None:
    home = tmp_path / "home"
    async with through_record(home, "--name", "Morning brief") as session:
        listed = await session.list_tools()
        assert "create_note" in {tool.name for tool in listed.tools}
        now = await session.call_tool("get_datetime", {})
        date = now.structured_content["date"]
        created = await session.call_tool(
            "create_note", {"note_name": f"Brief {date}", "body": "Three things today."}
        )
        assert not created.is_error
        notes = await session.call_tool("list_notes", {})
        assert f"Brief {date}" in [n["name"] for n in notes.structured_content["notes"]]
        failed = await session.call_tool("read_note", {"note_name": "There is no such note"})
        assert failed.is_error
    assert any(p.read_text("utf-8") == "Three things today." for p in notes_dir(home).iterdir())

    [summary] = list_recordings(home)
    assert summary.path.parent == recordings_dir(home)
    assert summary.calls == 4
    recording = read_recording(summary.path)
    assert [c.status for c in recording.calls or []] == ["ok", "ok", "ok", "failed"]
    draft = make_draft(recording.calls or [], "macos", name="Morning brief", tools=recording.tools)
    steps = draft.recipe.steps
    assert [s.tool for s in steps] == ["get_datetime", "create_note", "list_notes"]  # type: ignore[union-attr]
    title = steps[1].args["note_name"]  # type: ignore[union-attr]
    assert title == "Brief ${steps[0].result.date}"
    assert all("confirm" not in s.args for s in steps)  # type: ignore[union-attr]
    assert draft.links[0].code == "contains_value"
    assert draft.links[0].values["field"] == ["date"]
    failed_choice = draft.choices[3]
    assert (failed_choice.call.tool, failed_choice.step, failed_choice.reason) == (
        "read_note",
        None,
        "failed",
    )
    assert draft.catalog is not None
    assert "create_note" in draft.catalog
    problems = validate(draft.recipe, "macos", draft.catalog)
    assert [p for p in problems if p.is_error] == []
    from recipe_studio.core.profiles import PROFILE_NAMES

    for profile in PROFILE_NAMES:  # every target gets a draft that fits its rules
        other = make_draft(recording.calls or [], profile, name="Brief", tools=recording.tools)
        errors = [p.code for p in validate(other.recipe, profile, other.catalog) if p.is_error]
        assert errors == [], profile
    # The draft keeps no result data: the recorded date is nowhere in it.
    assert date not in json.dumps(draft.recipe.model_dump(mode="json"))
    assert find_references(steps[1].args, "template")  # type: ignore[union-attr]


def wait_for_line(path: Path, text: str, process: subprocess.Popen[bytes]) -> None:
    for _ in range(600):
        if path.exists() and text in path.read_text("utf-8"):
            return
        assert process.poll() is None, "the proxy ended early"
        time.sleep(0.05)
    raise AssertionError(f"{text!r} never reached {path}")


def test_killing_the_proxy_mid_call_loses_no_recorded_call(tmp_path: Path) -> None:
    """The proxy is killed outright (SIGKILL, Windows' TerminateProcess: no clean-up at
    all) during a slow call."""
    home = tmp_path / "home"
    out = tmp_path / "killed.jsonl"
    fake = ENGINE_TESTS / "fake_server.py"
    command = record_command(home, "-o", str(out), "--server", sys.executable, str(fake))
    process = subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, **child_env(home)},
    )
    assert process.stdin is not None
    assert process.stdout is not None

    def send(message: dict[str, Any]) -> None:
        assert process.stdin is not None
        process.stdin.write((json.dumps(message) + "\n").encode())
        process.stdin.flush()

    def answer() -> dict[str, Any]:
        assert process.stdout is not None
        return dict(json.loads(process.stdout.readline()))

    try:
        send(
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "test", "version": "1"},
                },
            }
        )
        assert answer()["id"] == 1
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        for number in range(2, 5):
            send(
                {
                    "jsonrpc": "2.0",
                    "id": number,
                    "method": "tools/call",
                    "params": {"name": "echo", "arguments": {"value": f"call {number}"}},
                }
            )
            assert answer()["id"] == number
        slow = {"name": "slow", "arguments": {"seconds": 20}}
        send({"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": slow})
        wait_for_line(out, '"slow"', process)
        # The client cancels that call: the cancellation goes through and is recorded.
        cancel = {"requestId": 5, "reason": "the person pressed Stop"}
        send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": cancel})
        wait_for_line(out, '"cancelled"', process)
        send(
            {
                "jsonrpc": "2.0",
                "id": 6,
                "method": "tools/call",
                "params": {"name": "echo", "arguments": {"value": "after"}},
            }
        )
        while answer().get("id") != 6:  # the server still answering 5 is fine
            pass
        send({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": slow})
        for _ in range(600):
            if out.read_text("utf-8").count('"slow"') == 2:
                break
            time.sleep(0.05)
        process.kill()
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdin.close()
        process.stdout.close()
    calls = read_recording(out).calls or []
    assert [(c.tool, c.status) for c in calls] == [
        ("echo", "ok"),
        ("echo", "ok"),
        ("echo", "ok"),
        ("slow", "cancelled"),
        ("echo", "ok"),
        ("slow", "pending"),
    ]
    assert [c.arguments for c in calls[:3]] == [{"value": f"call {n}"} for n in range(2, 5)]
    assert calls[2].result is not None
    assert calls[2].result["structuredContent"] == {"value": "call 4"}


async def test_questions_from_the_server_pass_through_record(tmp_path: Path) -> None:
    """Elicitation: the server asks the client mid-call; the answer goes back unchanged."""
    home = tmp_path / "home"
    asked: list[str] = []

    async def answer_question(context: Any, params: Any) -> Any:
        import mcp_types

        asked.append(params.message)
        return mcp_types.ElicitResult(
            action="accept", content={"name": "Ada", "age": 36, "subscribe": False}
        )

    odd = ENGINE_TESTS / "odd_server.py"
    server = ["--server", sys.executable, str(odd)]
    async with through_record(home, *server, elicitation_callback=answer_question) as session:
        with anyio.fail_after(60):
            result = await session.call_tool("ask", {})
    assert asked == ["Who are you?"]
    assert result.structured_content == {
        "action": "accept",
        "data": {"name": "Ada", "age": 36, "subscribe": False},
    }
    [summary] = list_recordings(home)
    [call] = read_recording(summary.path).calls or []
    assert call.tool == "ask"
    assert call.ok


async def test_record_never_changes_a_request(tmp_path: Path) -> None:
    home = tmp_path / "home"
    value = {
        "text": "Çalışma — “quoted” ${not_a_param}",
        "n": [0, -1.5, 12345678901234567890],
        "none": None,
        "nested": {"empty": [], "flag": False},
    }
    async with through_record(home) as session:
        echoed = await session.call_tool("echo", {"value": value})
    assert echoed.structured_content == {"value": value}
    [summary] = list_recordings(home)
    [call] = read_recording(summary.path).calls or []
    assert call.arguments == {"value": value}


async def test_record_over_http_passes_calls_and_questions_and_records_them(
    tmp_path: Path,
) -> None:
    import re

    from mcp.client.streamable_http import streamable_http_client

    home = tmp_path / "home"
    home.mkdir()
    log = home / "record-http.log"
    odd = ENGINE_TESTS / "odd_server.py"
    command = record_command(home, "--http", "0", "--server", sys.executable, str(odd))
    with log.open("w", encoding="utf-8") as errlog:
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=errlog,
            env={**os.environ, **child_env(home)},
        )
    try:
        url = ""
        for _ in range(600):
            found = re.search(r"listening on (http://127\.0\.0\.1:\d+/mcp)", log.read_text("utf-8"))
            if found:
                url = found.group(1)
                break
            assert process.poll() is None, log.read_text("utf-8")
            await anyio.sleep(0.1)
        assert url

        async def answer_question(context: Any, params: Any) -> Any:
            import mcp_types

            return mcp_types.ElicitResult(action="decline")

        with anyio.fail_after(60):
            async with (
                streamable_http_client(url) as (read, write),
                ClientSession(read, write, elicitation_callback=answer_question) as session,
            ):
                await session.initialize()
                echoed = await session.call_tool("echo", {"value": "over HTTP"})
                asked = await session.call_tool("ask", {})
        assert echoed.structured_content == {"value": "over HTTP"}
        assert asked.structured_content == {"action": "decline", "data": None}
    finally:
        process.terminate()
        process.wait(timeout=30)
    [summary] = list_recordings(home)
    calls = read_recording(summary.path).calls or []
    assert [(c.tool, c.status) for c in calls] == [("echo", "ok"), ("ask", "ok")]
    assert "Traceback" not in log.read_text("utf-8")


class RawClient:
    """JSON-RPC lines to and from a ``record`` subprocess, without any SDK in between."""

    def __init__(self, command: list[str], home: Path) -> None:
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env={**os.environ, **child_env(home)},
        )

    def send(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write((json.dumps(message) + "\n").encode())
        self.process.stdin.flush()

    def answer(self, request_id: int) -> dict[str, Any]:
        assert self.process.stdout is not None
        while True:
            message = dict(json.loads(self.process.stdout.readline()))
            if message.get("id") == request_id and "method" not in message:
                return message

    def close(self) -> None:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)
        self.process.stdout.close()


def test_a_call_run_as_a_task_is_recorded_with_its_result(tmp_path: Path) -> None:
    home = tmp_path / "home"
    out = tmp_path / "tasks.jsonl"
    server = ENGINE_TESTS / "task_server.py"
    client = RawClient(
        record_command(home, "-o", str(out), "--server", sys.executable, str(server)), home
    )
    try:
        client.send(
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-11-25",
                    "capabilities": {},
                    "clientInfo": {"name": "test", "version": "1"},
                },
            }
        )
        client.answer(1)
        client.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        client.send(
            {
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "render", "arguments": {"seconds": 0.2}, "task": {"ttl": 60000}},
            }
        )
        task = client.answer(2)["result"]["task"]
        client.send(
            {
                "jsonrpc": "2.0",
                "id": 3,
                "method": "tasks/result",
                "params": {"taskId": task["taskId"]},
            }
        )
        result = client.answer(3)["result"]
    finally:
        client.close()
    assert result["structuredContent"] == {"rendered": True, "seconds": 0.2}
    [call] = read_recording(out).calls or []
    assert (call.tool, call.status) == ("render", "ok")
    assert call.result is not None
    assert call.result["structuredContent"] == {"rendered": True, "seconds": 0.2}


async def test_record_to_a_server_reached_by_url(tmp_path: Path) -> None:
    import urllib.request

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from web_stub import free_port

    home = tmp_path / "home"
    port = free_port()
    fake = ENGINE_TESTS / "fake_server.py"
    server = subprocess.Popen(
        [sys.executable, str(fake), "--http", str(port)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        for _ in range(300):
            try:
                with urllib.request.urlopen(url, timeout=1):
                    break
            except OSError as exc:
                if getattr(exc, "code", None) is not None:
                    getattr(exc, "close", lambda: None)()
                    break  # it answers (with an HTTP error for a bare GET): it is up
                await anyio.sleep(0.1)
        with anyio.fail_after(60):
            async with through_record(home, "--url", url) as session:
                echoed = await session.call_tool("echo", {"value": [1, "two"]})
        assert echoed.structured_content == {"value": [1, "two"]}
    finally:
        server.terminate()
        server.wait(timeout=30)
    [summary] = list_recordings(home)
    [call] = read_recording(summary.path).calls or []
    assert (call.tool, call.arguments, call.status) == ("echo", {"value": [1, "two"]}, "ok")


def test_a_server_that_crashes_mid_call_ends_the_session_and_keeps_the_recording(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    out = tmp_path / "crash.jsonl"
    fake = ENGINE_TESTS / "fake_server.py"
    client = RawClient(
        record_command(home, "-o", str(out), "--server", sys.executable, str(fake)), home
    )
    try:
        client.send(
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "test", "version": "1"},
                },
            }
        )
        client.answer(1)
        client.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        client.send(
            {
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "echo", "arguments": {"value": "kept"}},
            }
        )
        client.answer(2)
        client.send(
            {
                "jsonrpc": "2.0",
                "id": 3,
                "method": "tools/call",
                "params": {"name": "crash", "arguments": {}},
            }
        )
        assert client.process.wait(timeout=30) == 0  # the session ended with the server
    finally:
        client.close()
    calls = read_recording(out).calls or []
    assert [(c.tool, c.status) for c in calls] == [("echo", "ok"), ("crash", "pending")]
