"""Connecting never traps the user: every phase ends on a cancel, failures say why in words.

Real server subprocesses (``odd_server.py``) hang before the handshake, hang in
``tools/list``, print text that is not MCP or exit at once; tiny HTTP servers answer 404
and 500. Time bounds are generous on purpose (the promise is 1 s for a cancel, 5 s for a
noisy server): they catch a wait for the 30 s timeout, not a slow machine.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from engine_support import fake_spec
from procs import running
from timing import ended_early
from web_stub import free_port, plain_web_server

from recipe_studio.core.mcp_client import (
    Cancelled,
    CancelToken,
    ConnectAttempt,
    ConnectFailed,
    Connection,
    McpClientError,
    ServerSpec,
    check_server,
)

if TYPE_CHECKING:
    from collections.abc import Iterator
    from http.server import ThreadingHTTPServer

ODD_SERVER = Path(__file__).resolve().parent / "odd_server.py"


def odd_spec(mode: str, pids: Path | None = None, timeout: float = 30.0) -> ServerSpec:
    env = {"ODD_SERVER_PIDS": str(pids)} if pids is not None else {}
    spec = ServerSpec.stdio([sys.executable, str(ODD_SERVER), mode], env=env, name=mode)
    return spec.model_copy(update={"connect_timeout": timeout})


def wait_for_file(path: Path, seconds: float = 20.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and path.read_text(encoding="utf-8").strip():
            return [int(pid) for pid in path.read_text(encoding="utf-8").split()]
        time.sleep(0.02)
    raise AssertionError(f"{path} was never written")


@pytest.mark.parametrize("mode", ["hang-before-init", "hang-list"])
def test_cancel_while_connecting_ends_at_once_with_the_whole_group(
    tmp_path: Path, mode: str
) -> None:
    pids_file = tmp_path / "pids"
    attempt = ConnectAttempt(odd_spec(mode, pids_file)).start()
    pids = wait_for_file(pids_file)
    if mode == "hang-list":
        time.sleep(1.0)  # past the handshake, inside tools/list
    attempt.cancel()
    assert attempt.wait(timeout=5), "the attempt did not end after its cancel"
    assert isinstance(attempt.error, Cancelled)
    assert attempt.error.code == "connect_cancelled"
    assert attempt.connection is None
    deadline = time.monotonic() + 3
    while any(running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in pids if running(pid)], "server or its child left running"


def test_a_server_printing_text_fails_quoting_its_first_line(tmp_path: Path) -> None:
    began = time.monotonic()
    with pytest.raises(ConnectFailed) as failed:
        Connection.open(odd_spec("garbage"))
    assert ended_early(began, 30)  # not after the 30 s handshake timeout
    assert failed.value.code == "connect_garbage"
    assert str(failed.value).startswith(
        "The server printed “Welcome to the odd server 1.0!” instead of speaking MCP."
    )


def test_a_banner_before_mcp_is_tolerated() -> None:
    with Connection.open(odd_spec("banner")) as connection:
        assert "every_content" in {tool.name for tool in connection.list_tools()}


def test_a_server_that_exits_says_so_with_its_output_in_the_details() -> None:
    with pytest.raises(ConnectFailed) as failed:
        Connection.open(odd_spec("exit-early"))
    assert failed.value.code == "connect_exited"
    assert "exit status 2" in str(failed.value)
    assert "cannot open its database" in failed.value.details
    assert "cannot open its database" not in str(failed.value)


def test_no_sdk_traceback_reaches_the_terminal() -> None:
    code = (
        "import sys\n"
        "from recipe_studio.core.mcp_client import Connection, ServerSpec, ConnectFailed\n"
        f"spec = ServerSpec.stdio([sys.executable, {str(ODD_SERVER)!r}, 'garbage'])\n"
        "try:\n"
        "    Connection.open(spec)\n"
        "except ConnectFailed as exc:\n"
        "    print(exc.code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.stdout.strip() == "connect_garbage"
    assert "Traceback" not in done.stderr
    assert done.stderr.strip() == ""


def test_a_hung_server_never_delays_another_connection(tmp_path: Path) -> None:
    hung = ConnectAttempt(odd_spec("hang-before-init")).start()
    try:
        other = ConnectAttempt(fake_spec(tmp_path)).start()
        assert other.wait(timeout=30)
        assert other.connection is not None, other.error
        assert not hung.done  # still hanging: the other one did not wait for it
        other.connection.close()
    finally:
        hung.cancel()
        assert hung.wait(timeout=5)


def test_check_server_counts_tools_and_reports_failures(tmp_path: Path) -> None:
    found = check_server(fake_spec(tmp_path))
    assert found.ok
    assert found.tool_count >= 5
    missing = check_server(ServerSpec.stdio(["/nonexistent/mcp-server"]))
    assert not missing.ok
    assert missing.error is not None
    assert missing.error.code == "connect_command_missing"


# --------------------------------------------------------------------------- HTTP


@pytest.fixture
def http_status_server() -> Iterator[tuple[ThreadingHTTPServer, str]]:
    """A web server that is not MCP: it answers every request with ``server.status``."""
    with plain_web_server(404) as found:
        yield found


@pytest.mark.parametrize(
    ("status", "code"),
    [(404, "connect_http_404"), (500, "connect_http_status"), (401, "connect_http_auth")],
)
def test_http_errors_each_get_their_own_sentence(
    http_status_server: tuple[ThreadingHTTPServer, str], status: int, code: str
) -> None:
    server, where = http_status_server
    server.status = status  # type: ignore[attr-defined]
    with pytest.raises(ConnectFailed) as failed:
        Connection.open(ServerSpec.http(f"http://{where}/mcp"))
    assert failed.value.code == code
    assert "TaskGroup" not in str(failed.value)


def test_refused_unknown_host_and_tls_are_told_apart(
    http_status_server: tuple[ThreadingHTTPServer, str],
) -> None:
    _server, where = http_status_server
    cases = {
        f"http://127.0.0.1:{free_port()}/mcp": "connect_refused",
        "http://no-such-host.invalid/mcp": "connect_dns",
        f"https://{where}/mcp": "connect_tls",  # an http server spoken to in TLS
    }
    for url, code in cases.items():
        with pytest.raises(ConnectFailed) as failed:
            Connection.open(ServerSpec.http(url))
        assert failed.value.code == code, (url, failed.value.details)
        assert "ExceptionGroup" not in str(failed.value)
        assert failed.value.details  # the technical chain is kept for "Details"


def test_cancelled_before_opening_never_starts_a_server(tmp_path: Path) -> None:
    token = CancelToken()
    token.cancel()
    marker = tmp_path / "pids"
    with pytest.raises(Cancelled):
        Connection.open(odd_spec("hang-before-init", marker), cancel=token)
    time.sleep(0.5)
    assert not marker.exists()


def test_a_lost_http_server_is_not_promised_a_restart(tmp_path: Path) -> None:
    from engine_support import FAKE_SERVER

    port = free_port()
    server = subprocess.Popen(
        [sys.executable, str(FAKE_SERVER), "--http", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        url = f"http://127.0.0.1:{port}/mcp"
        with Connection.open(ServerSpec.http(url)) as connection:
            assert connection.call("echo", {"value": 1}, timeout=10).value == {"value": 1}
            server.kill()
            server.wait(timeout=10)
            with pytest.raises(McpClientError) as lost:
                connection.call("echo", {"value": 2}, timeout=10)
            assert lost.value.code == "server_lost_http"
            assert "started again" not in str(lost.value)
            assert url in str(lost.value)
            assert connection.lost is not None
            assert connection.lost.code == "server_lost_http"
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(timeout=10)


#: Connects while the MCP SDK's import is held back (as a slow first import would be)
#: and cancels once the import has begun.
CANCEL_DURING_SDK_IMPORT = """\
import json, sys, threading
release, reached, holding = threading.Event(), threading.Event(), threading.Event()
class HoldTheSdk:
    def find_spec(self, name, path=None, target=None):
        if name == "mcp" and not reached.is_set():
            holding.set()
            reached.set()
            release.wait(10)
            holding.clear()
        return None
sys.meta_path.insert(0, HoldTheSdk())
from recipe_studio.core.mcp_client import Cancelled, CancelToken, Connection, ServerSpec
from recipe_studio.core.mcp_client.sdk_import import start_importing
token = CancelToken()
threading.Thread(target=lambda: (reached.wait(30), token.cancel()), daemon=True).start()
spec = ServerSpec.stdio([sys.executable, "-c", "pass"], name="never started")
try:
    Connection.open(spec, cancel=token)
    said = "opened"
except Cancelled as exc:
    said = exc.code
still_held = holding.is_set()
release.set()
start_importing().wait(60)
print(json.dumps({"said": said, "still_held": still_held, "imported": "mcp" in sys.modules}))
"""


def test_a_cancel_during_the_first_import_of_the_sdk_does_not_wait_for_it() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CANCEL_DURING_SDK_IMPORT], capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    # Stopped while the import was still going on; the import then finished on its own,
    # for the next connection.
    assert seen == {"said": "connect_cancelled", "still_held": True, "imported": True}
