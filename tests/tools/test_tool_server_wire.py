"""What the built-in server answers to lines that are not JSON-RPC messages (JSON-RPC 2.0
§5.1): ``-32700`` for a line that is not JSON, ``-32600`` for JSON that is not a message,
each with ``"id": null``; the session goes on after either."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from pathlib import Path


class Server:
    """The tool server as a client sees it: lines in, lines out."""

    def __init__(self, tmp_path: Path) -> None:
        command = [sys.executable, "-m", "recipe_studio.tools", "--home", str(tmp_path / "h")]
        self.process = subprocess.Popen(
            [*command, "--workspace", str(tmp_path / "workspace")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def answer(self, timeout: float = 30) -> dict[str, Any]:
        box: list[bytes] = []
        assert self.process.stdout is not None
        reader = threading.Thread(target=lambda: box.append(self.process.stdout.readline()))  # type: ignore[union-attr]
        reader.start()
        reader.join(timeout)
        assert box, "the server did not answer"
        assert box[0], "the server closed its output"
        answer = json.loads(box[0])
        assert isinstance(answer, dict)
        return answer

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()


@pytest.fixture
def server(tmp_path: Path) -> Any:
    live = Server(tmp_path)
    yield live
    live.close()


INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "0"},
    },
}


@pytest.mark.parametrize(
    ("line", "code"),
    [
        (b"this is not json", -32700),
        (b'{"jsonrpc": "2.0", "id": 1, "method": ', -32700),
        (b"\xff\xfe", -32700),
        (b"{}", -32600),
        (b'{"jsonrpc": "2.0", "id": 7}', -32600),
        (b"[1, 2, 3]", -32600),
    ],
)
def test_a_line_that_is_not_a_message_gets_an_error_answer(
    server: Server, line: bytes, code: int
) -> None:
    server.send(line)
    answer = server.answer()
    assert answer["jsonrpc"] == "2.0"
    assert answer["id"] is None
    assert answer["error"]["code"] == code
    server.send(json.dumps(INITIALIZE).encode())
    reply = server.answer()
    assert reply["id"] == 1
    assert reply["result"]["serverInfo"]["name"] == "recipe-studio-tools"
