"""Protocol errors and SDK validation reports become sentences; their text goes to Details."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from engine_support import fake_spec, recipe_of

from recipe_studio.core.engine import RunHooks, RunRequest, RunSession
from recipe_studio.core.mcp_client.rpc_errors import rpc_error_message, tool_error_message

if TYPE_CHECKING:
    from pathlib import Path


@pytest.mark.parametrize(
    ("code", "text", "expected"),
    [
        (-32602, "Tool nope not found", "call_unknown_tool"),
        (-32602, "Input validation error: 'a' is a required property", "call_bad_arguments"),
        (-32601, "Method not found", "call_not_offered"),
        (-32603, "boom", "call_server_error"),
        (-32700, "Parse error", "call_garbled"),
        (-32600, "Invalid request", "call_garbled"),
        (-32002, "Resource not found", "call_not_found"),
        (-32042, "URL elicitation required", "call_needs_page"),
        (-32022, "Unsupported protocol version", "call_protocol_mismatch"),
        (0, "Unknown tool: nope", "call_unknown_tool"),
        (-32050, "Rate limit", "call_rejected"),
    ],
)
def test_each_error_code_has_a_sentence(code: int, text: str, expected: str) -> None:
    msg = rpc_error_message("add", code, text)
    assert msg.code == expected
    assert text not in msg.text  # the server's words stay under Details
    assert "MCP error" not in msg.text
    assert msg.details == f"MCP error {code}: {text}"


def test_sdk_validation_reports_are_not_shown_raw() -> None:
    report = "Error executing tool add: 1 validation error for addArguments\nb\n  Field required"
    assert tool_error_message("add", report).code == "call_bad_arguments"
    assert tool_error_message("add", report).details == report
    assert tool_error_message("add", "Disk full").text == "Disk full"  # a tool's own words


def test_a_run_says_in_words_what_the_server_refused(tmp_path: Path) -> None:
    recipe = recipe_of(
        {
            "name": "odd",
            "steps": [
                {"tool": "working", "args": {"seconds": "lots", "every": 1}, "optional": True},
                {"tool": "gone", "args": {}},
            ],
        }
    )
    request = RunRequest(recipe, "macos", timeout=10, source="test", save_record=False)
    hooks = RunHooks(confirm=lambda actions: True)  # the unknown tool counts as changing
    result = RunSession(request, hooks, spec=fake_spec(tmp_path)).run().result
    bad, unknown = result.steps
    assert bad.error_message is not None
    assert bad.error_message.code == "call_bad_arguments"
    assert "validation error" in bad.error_message.details
    assert "validation error" not in bad.error_message.text
    assert unknown.error_message is not None
    assert unknown.error_message.code == "call_unknown_tool"
    assert "“gone”" in unknown.error_message.text
