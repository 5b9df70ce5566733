"""A dropped stream is resumed: ``serve --http`` and ``tool-server --http`` replay what the
client missed after ``Last-Event-ID``.

The call's POST stream is closed by the client part-way (as a sleeping laptop or a proxy
would), the call finishes while nobody listens, and a GET with the last event id seen must
bring back every later event (progress and the answer), in order and none twice.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from typing import TYPE_CHECKING

import anyio
import httpx2
import pytest
from serve_support import errors_of, manifest, save, serve_http
from sse_wire import Event, RawSession, events, until_answer

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

SLOW_STEPS = manifest(
    "Slow steps",
    [
        {"wait": 1},
        {"tool": "echo", "args": {"value": "first"}},
        {"wait": 1},
        {"tool": "echo", "args": {"value": "second"}},
    ],
)
#: Generous: the call needs about 2 s, a loaded machine may need more to start things.
SETTLE = 60


def progress_of(seen: list[Event]) -> list[float]:
    return [
        (event.message or {})["params"]["progress"]
        for event in seen
        if (event.message or {}).get("method") == "notifications/progress"
    ]


async def wait_until_answered(session: RawSession, last_id: str, request_id: int) -> list[Event]:
    async with session.resume(last_id) as resumed:
        assert resumed.status_code == 200, await resumed.aread()
        with anyio.fail_after(SETTLE):
            return await until_answer(resumed, request_id)


async def test_serve_replays_progress_and_the_answer_after_a_dropped_stream(
    studio_home: Path,
) -> None:
    save(studio_home, SLOW_STEPS)
    with serve_http(studio_home) as url:
        async with httpx2.AsyncClient(timeout=SETTLE) as http:
            session = RawSession(url, http)
            await session.open()
            before: list[Event] = []
            async with session.call(2, "slow_steps", {}) as call:
                assert call.status_code == 200
                async for event in events(call):
                    before.append(event)
                    if progress_of(before):
                        break  # drop the connection after the first progress
            assert before[0].message is None  # the priming event
            assert before[0].retry == 1000
            await anyio.sleep(4)  # the run ends while nobody listens
            replayed = await wait_until_answered(session, before[-1].id or "", 2)
    first = progress_of(before)
    missed = progress_of(replayed)
    assert len(first) == 1
    assert missed, (before, replayed)
    assert first + missed == sorted(first + missed)  # in order, the first not sent again
    assert len(first + missed) == 8  # started and finished, for each of the 4 steps
    ids = [int(event.id or 0) for event in before + replayed if event.message is not None]
    assert ids == sorted(set(ids))
    answer = replayed[-1].message or {}
    assert answer["result"]["isError"] is False, answer
    assert answer["result"]["structuredContent"]["ok"] is True


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def tool_server_http(home: Path) -> Iterator[str]:
    """``recipe-studio tool-server --http PORT --enable-terminal``; yields its URL."""
    log = home / "tool-server-http.log"
    port = free_port()
    with log.open("w", encoding="utf-8") as errlog:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "recipe_studio",
                "tool-server",
                "--home",
                str(home),
                "--http",
                str(port),
                "--enable-terminal",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=errlog,
            env={**os.environ, "RECIPE_STUDIO_HOME": str(home)},
        )
        try:
            for _ in range(600):
                assert process.poll() is None, log.read_text("utf-8")
                with socket.socket() as probe:
                    if probe.connect_ex(("127.0.0.1", port)) == 0:
                        break
                time.sleep(0.1)
            yield f"http://127.0.0.1:{port}/mcp"
        finally:
            process.terminate()
            process.wait(timeout=30)
    errors_of(log)


async def test_tool_server_replays_the_answer_of_a_call_whose_stream_dropped(
    studio_home: Path,
) -> None:
    pause = f'"{sys.executable}" -c "import time; time.sleep(2); print(42)"'
    with tool_server_http(studio_home) as url:
        async with httpx2.AsyncClient(timeout=SETTLE) as http:
            session = RawSession(url, http)
            await session.open()
            async with session.call(
                2, "run_terminal_command", {"command": pause, "confirm": True}
            ) as call:
                assert call.status_code == 200
                priming = await anext(aiter(events(call)))  # then drop the connection
            assert priming.message is None
            assert priming.id is not None
            await anyio.sleep(4)  # the command ends while nobody listens
            replayed = await wait_until_answered(session, priming.id, 2)
    answer = replayed[-1].message or {}
    assert answer.get("result", {}).get("isError") is False, answer
    assert "42" in str(answer["result"]["content"])
