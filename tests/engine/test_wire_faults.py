"""A server that answers wrongly gets its own sentence at once, not "did not answer"."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from recipe_studio.core.engine import RunRequest, run_once
from recipe_studio.core.mcp_client import CallTimeout, Connection, ProtocolError, ServerSpec
from recipe_studio.core.profiles import get_profile

if TYPE_CHECKING:
    from collections.abc import Iterator

RAW = Path(__file__).with_name("raw_server.py")
MACOS = get_profile("macos")
TIMEOUT = 30.0
BIG_BYTES = 70 * 1024 * 1024  # just over the 64 MiB limit
BIG = {"RAW_SERVER_BYTES": str(BIG_BYTES)}
CASES = [
    ("malformed", "call_malformed_result"),
    ("bad-envelope", "call_malformed_result"),
    ("wrong-id", "call_wrong_id"),
    ("oversized", "call_message_too_large"),
]


def run_and_check(tmp_path: Path, spec: ServerSpec, code: str) -> None:
    """One step against ``spec`` fails with ``code``'s sentence, well before the limit."""
    recipe = MACOS.read({"name": "raw", "steps": [{"tool": "answer", "args": {}}]}).recipe
    began = time.monotonic()
    report = run_once(RunRequest(recipe, MACOS, {}, timeout=TIMEOUT, home=tmp_path), spec)
    step = report.result.step(0)
    assert step is not None
    assert step.error_message is not None
    assert step.error_message.code == code, step.error
    assert "did not answer" not in (step.error or "")
    assert time.monotonic() - began < TIMEOUT / 2  # said at once, not after the time limit
    assert report.record_path is not None


@pytest.mark.parametrize(("mode", "code"), CASES)
def test_a_wrong_answer_is_named_for_what_it_is(tmp_path: Path, mode: str, code: str) -> None:
    spec = ServerSpec.stdio([sys.executable, str(RAW), mode], env=BIG, name="raw")
    run_and_check(tmp_path, spec, code)


def test_text_that_is_not_mcp_while_a_call_waits_is_said(tmp_path: Path) -> None:
    spec = ServerSpec.stdio([sys.executable, str(RAW), "not-json"], name="raw")
    run_and_check(tmp_path, spec, "call_not_mcp")
    with Connection.open(spec) as connection, pytest.raises(ProtocolError) as caught:
        connection.call("answer", {}, timeout=TIMEOUT)
    assert "“this is not JSON”" in caught.value.message.text  # the line, quoted


def test_a_stray_line_before_a_good_answer_is_tolerated() -> None:
    spec = ServerSpec.stdio([sys.executable, str(RAW), "chatty"], name="raw")
    with Connection.open(spec) as connection:
        assert connection.call("answer", {}, timeout=TIMEOUT).content_text == "done"
        assert connection.call("answer", {}, timeout=TIMEOUT).content_text == "done"


def test_a_wrong_id_is_named_after_a_call_that_timed_out() -> None:
    # The call given up is no longer waiting: the wrong answer can only be the next one's.
    spec = ServerSpec.stdio([sys.executable, str(RAW), "late-wrong-id"], name="raw")
    with Connection.open(spec) as connection:
        with pytest.raises(CallTimeout):
            connection.call("answer", {}, timeout=0.5)
        with pytest.raises(ProtocolError) as caught:
            connection.call("answer", {}, timeout=TIMEOUT)
    assert caught.value.message.code == "call_wrong_id"


@contextmanager
def http_server(tmp_path: Path, mode: str, flag: str, size: int = BIG_BYTES) -> Iterator[str]:
    """The raw server over HTTP on a free port of 127.0.0.1; yields its URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = (tmp_path / "raw-http.log").open("w", encoding="utf-8")
    command = [sys.executable, str(RAW), mode, flag, str(port)]
    server = subprocess.Popen(
        command, stdout=log, stderr=log, env=os.environ | {"RAW_SERVER_BYTES": str(size)}
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
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        server.terminate()
        server.wait(10)
        log.close()


# Answers as JSON bodies, and as events of the call's own stream (where the SDK gives an
# answer the id of the request it came with, so no id there can be wrong); a body too
# large is refused by its declared length, and also without one, once past the limit.
HTTP_CASES = [
    *[("--http", *case) for case in CASES],
    *[("--http-events", mode, code) for mode, code in CASES if mode != "wrong-id"],
    ("--http-unsized", "oversized", "call_message_too_large"),
]


@pytest.mark.parametrize(("flag", "mode", "code"), HTTP_CASES)
def test_an_http_server_s_wrong_answer_is_named_too(
    tmp_path: Path, flag: str, mode: str, code: str
) -> None:
    with http_server(tmp_path, mode, flag) as url:
        run_and_check(tmp_path, ServerSpec.http(url, name="raw"), code)


@pytest.mark.parametrize("flag", ["--http", "--http-events"])
def test_a_large_answer_under_the_limit_is_read_over_http(tmp_path: Path, flag: str) -> None:
    # 3 MB: more than the SDK's own 1 MiB limit for an event, well under ours.
    with (
        http_server(tmp_path, "oversized", flag, size=3 * 1024 * 1024) as url,
        Connection.open(ServerSpec.http(url, name="raw")) as connection,
    ):
        result = connection.call("answer", {}, timeout=TIMEOUT)
    assert result.ok
    assert result.content_text.startswith("xxx")
