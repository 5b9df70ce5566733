"""A server that answers wrongly gets its own sentence at once, not "did not answer"."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from recipe_studio.core.engine import RunRequest, run_once
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.profiles import get_profile

RAW = Path(__file__).with_name("raw_server.py")
MACOS = get_profile("macos")
TIMEOUT = 30.0


@pytest.mark.parametrize(
    ("mode", "code"),
    [
        ("malformed", "call_malformed_result"),
        ("bad-envelope", "call_malformed_result"),
        ("wrong-id", "call_wrong_id"),
        ("oversized", "call_message_too_large"),
    ],
)
def test_a_wrong_answer_is_named_for_what_it_is(tmp_path: Path, mode: str, code: str) -> None:
    recipe = MACOS.read({"name": "raw", "steps": [{"tool": "answer", "args": {}}]}).recipe
    env = {"RAW_SERVER_BYTES": str(70 * 1024 * 1024)}  # just over the 64 MiB limit
    spec = ServerSpec.stdio([sys.executable, str(RAW), mode], env=env, name="raw")
    began = time.monotonic()
    report = run_once(RunRequest(recipe, MACOS, {}, timeout=TIMEOUT, home=tmp_path), spec)
    step = report.result.step(0)
    assert step is not None
    assert step.error_message is not None
    assert step.error_message.code == code, step.error
    assert "did not answer" not in (step.error or "")
    assert time.monotonic() - began < TIMEOUT / 2  # said at once, not after the time limit
    assert report.record_path is not None
