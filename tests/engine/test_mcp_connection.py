"""The synchronous MCP client against real server subprocesses: calls, failures, reaping."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from typing import TYPE_CHECKING

import pytest
from engine_support import FAKE_SERVER, child_pids, fake_spec
from timing import ended_early

from recipe_studio.core.mcp_client import (
    CallResult,
    CallTimeout,
    Cancelled,
    CancelToken,
    ConnectFailed,
    Connection,
    ConnectionClosed,
    ServerCrashed,
    ServerSpec,
    builtin_server_spec,
    step_value,
)

if TYPE_CHECKING:
    from pathlib import Path


def test_builtin_catalog_effects_and_confirm(builtin: Connection) -> None:
    catalog = builtin.catalog()
    assert catalog.complete
    assert catalog.get("echo").effect == "read"  # type: ignore[union-attr]
    assert catalog.get("create_note").effect == "write"  # type: ignore[union-attr]
    delete = catalog.get("delete_note")
    assert delete is not None
    assert delete.confirm
    assert delete.changes_state
    assert catalog.get("echo").output_schema is not None  # type: ignore[union-attr]
    assert builtin.server_name == "built-in tools"
    assert builtin.alive


def test_call_structured_and_tool_error(builtin: Connection) -> None:
    result = builtin.call("echo", {"value": {"a": [1, True, None]}}, timeout=10)
    assert result.ok
    assert not result.is_error
    assert result.value == {"value": {"a": [1, True, None]}}
    assert result.raw["structuredContent"] == result.structured
    failed = builtin.call("calculate", {"expression": "1/0"}, timeout=10)
    assert failed.is_error
    assert not failed.ok
    assert "division by zero" in failed.error_message


def test_step_value_rules() -> None:
    assert step_value({"a": 1}, "ignored") == {"a": 1}
    assert step_value(None, '{"b": 2}') == {"b": 2}
    assert step_value(None, "[1, 2]") == [1, 2]
    assert step_value(None, "plain words") == {"text": "plain words"}
    assert step_value(None, "") == {"text": ""}
    assert CallResult.of([1]).value == [1]


def test_text_only_tool_result(shared_fake: Connection) -> None:
    assert shared_fake.call("text_only", {"text": "hello"}).value == {"text": "hello"}
    assert shared_fake.call("text_only", {"text": '{"k": 1}'}).value == {"k": 1}
    catalog = shared_fake.catalog()
    assert catalog.get("touch").effect == "write"  # type: ignore[union-attr]  # no annotations


def test_hung_server_times_out_cancels_fast_and_is_reaped(tmp_path: Path) -> None:
    before = child_pids()
    hung = Connection.open(fake_spec(tmp_path))
    began = time.monotonic()
    with pytest.raises(CallTimeout):
        hung.call("hang", {}, timeout=0.5)
    # The server is stuck now: a further call only ends through the cancel.
    token = CancelToken()
    threading.Timer(0.2, token.cancel).start()
    began = time.monotonic()
    with pytest.raises(Cancelled):
        hung.call("echo", {"value": 1}, timeout=60, cancel=token)
    assert ended_early(began, 60)  # not at the call's 60 s timeout
    # A ping after the timeout went unanswered too: the server counts as hung.
    deadline = time.monotonic() + 3
    while hung.alive and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not hung.alive
    assert hung.lost is not None
    assert hung.lost.code == "server_hung"
    assert child_pids() - before
    hung.close()
    assert child_pids() - before == set()


def test_connection_cancel_from_another_thread(shared_fake: Connection) -> None:
    threading.Timer(0.2, shared_fake.cancel).start()
    began = time.monotonic()
    with pytest.raises(Cancelled):
        shared_fake.call("slow", {"seconds": 30}, timeout=60)
    assert ended_early(began, 30)  # the tool would answer after 30 s
    # A cooperative server is still usable after a cancel.
    assert shared_fake.call("echo", {"value": 5}, timeout=10).value == {"value": 5}


def test_already_cancelled_token_never_calls(shared_fake: Connection) -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        shared_fake.call("echo", {"value": 1}, cancel=token)


def test_crash_is_reported_with_the_server_output(fake_server: Connection) -> None:
    with pytest.raises(ServerCrashed, match="stopped unexpectedly") as crash:
        fake_server.call("crash", {}, timeout=10)
    # The sentence is plain; what the server printed is kept in the details.
    assert "crashing on purpose" not in str(crash.value)
    assert "crashing on purpose" in crash.value.details
    assert not fake_server.alive
    with pytest.raises(ServerCrashed):
        fake_server.call("echo", {}, timeout=10)


def test_calls_after_close_are_refused(tmp_path: Path) -> None:
    connection = Connection.open(fake_spec(tmp_path))
    connection.close()
    connection.close()  # idempotent
    assert connection.closed
    with pytest.raises(ConnectionClosed):
        connection.call("echo", {})


def test_connect_failures_are_clear() -> None:
    with pytest.raises(ConnectFailed, match="“/nonexistent/server-binary” was not found") as e:
        Connection.open(ServerSpec.stdio(["/nonexistent/server-binary"]))
    assert e.value.code == "connect_command_missing"
    script = "import sys; print('no such thing', file=sys.stderr); sys.exit(1)"
    with pytest.raises(ConnectFailed, match=r"stopped while starting \(exit status 1\)") as e:
        Connection.open(ServerSpec.stdio([sys.executable, "-c", script]))
    assert "no such thing" in e.value.details
    assert "Traceback" not in str(e.value)


def test_silent_server_handshake_timeout() -> None:
    # Reads its input and never answers; exits when its stdin closes.
    spec = ServerSpec.stdio([sys.executable, "-c", "import sys; sys.stdin.read()"])
    spec = spec.model_copy(update={"connect_timeout": 0.5})
    with pytest.raises(ConnectFailed, match="did not answer within a second") as e:
        Connection.open(spec)
    assert e.value.code == "connect_timeout"


def test_server_process_is_reaped_after_cancel_and_crash(tmp_path: Path) -> None:
    before = child_pids()
    with Connection.open(fake_spec(tmp_path)) as normal:
        normal.call("echo", {"value": 1})
        token = CancelToken()
        threading.Timer(0.1, token.cancel).start()
        with pytest.raises(Cancelled):
            normal.call("slow", {"seconds": 30}, cancel=token)
        assert child_pids() - before
    assert child_pids() - before == set()
    crashed = Connection.open(fake_spec(tmp_path))
    with pytest.raises(ServerCrashed):
        crashed.call("crash", {})
    crashed.close()
    assert child_pids() - before == set()


def test_builtin_spec_from_source_and_frozen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = builtin_server_spec(tmp_path / "h", tmp_path / "w", enable_terminal=True)
    assert spec.command == sys.executable
    assert spec.args[:2] == ["-m", "recipe_studio.tools"]
    assert spec.args[2:] == [
        "--home",
        str(tmp_path / "h"),
        "--workspace",
        str(tmp_path / "w"),
        "--enable-terminal",
    ]
    assert spec.env["RECIPE_STUDIO_HOME"] == str(tmp_path / "h")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    frozen = builtin_server_spec(tmp_path / "h", tmp_path / "w")
    assert frozen.command == sys.executable
    assert frozen.args[0] == "tool-server"


def test_server_spec_shapes() -> None:
    spec = ServerSpec.stdio("python -m 'my server'", env={"A": "1"})
    assert (spec.command, spec.args) == ("python", ["-m", "my server"])
    assert spec.child_env() == {"A": "1"}
    assert "PATH" in ServerSpec.stdio(["x"], inherit_env=True).child_env()
    assert ServerSpec.http("http://localhost:1/mcp").describe() == "http://localhost:1/mcp"
    with pytest.raises(ValueError, match="command"):
        ServerSpec(kind="stdio")
    with pytest.raises(ValueError, match="URL"):
        ServerSpec(kind="http")


def test_importing_the_client_does_not_import_mcp() -> None:
    code = (
        "import sys, recipe_studio.core.mcp_client, recipe_studio.core.engine, "
        "recipe_studio.commands.run, recipe_studio.cli\n"
        "print(sorted(m for m in sys.modules if m == 'mcp' or m.startswith('mcp.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_fake_server_script_exists() -> None:
    assert FAKE_SERVER.exists()


def test_streamable_http_server(tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = (tmp_path / "http-server.log").open("w", encoding="utf-8")
    server = subprocess.Popen(
        [sys.executable, str(FAKE_SERVER), "--http", str(port)], stdout=log, stderr=log
    )
    try:
        deadline = time.monotonic() + 15
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the HTTP server did not start"
                time.sleep(0.05)
        with Connection.open(ServerSpec.http(f"http://127.0.0.1:{port}/mcp")) as connection:
            assert connection.catalog().get("touch") is not None
            assert connection.call("echo", {"value": [1]}, timeout=10).value == {"value": [1]}
            token = CancelToken()
            threading.Timer(0.2, token.cancel).start()
            with pytest.raises(Cancelled):
                connection.call("slow", {"seconds": 30}, cancel=token)
    finally:
        server.terminate()
        server.wait(10)
        log.close()
