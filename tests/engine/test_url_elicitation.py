"""A server asking for a web page to be opened: as a question (URL elicitation) and as the
error -32042; both show the page's site, and nothing is opened without a yes."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import pytest
from engine_support import FAKE_SERVER, recipe_of
from test_cli_run import FakeTerminal, write

from recipe_studio.cli import main
from recipe_studio.core.engine import RunHooks, RunRequest, RunSession
from recipe_studio.core.mcp_client import ElicitAnswer, ElicitRequest, ServerSpec

if TYPE_CHECKING:
    from pathlib import Path

SPEC = ServerSpec.stdio([sys.executable, str(FAKE_SERVER)], name="fake")
PAGE = "https://accounts.example.com/connect?session=42"


def run_step(tool: str, answer: ElicitAnswer, asked: list[ElicitRequest]) -> Any:
    def elicit(request: ElicitRequest) -> ElicitAnswer:
        asked.append(request)
        return answer

    recipe = recipe_of({"name": "page", "steps": [{"tool": tool, "args": {"url": PAGE}}]})
    request = RunRequest(recipe, "macos", timeout=20, source="test", save_record=False)
    return RunSession(request, RunHooks(elicit=elicit), spec=SPEC).run().result


@pytest.mark.parametrize("action", ["accept", "decline"])
def test_a_url_question_shows_the_site_and_passes_the_answer(action: str) -> None:
    asked: list[ElicitRequest] = []
    result = run_step("open_page", ElicitAnswer(action), asked)  # type: ignore[arg-type]
    assert result.ok, result.error
    assert result.steps[0].result == {"action": action}
    [question] = asked
    assert question.mode == "url"
    assert question.url == PAGE
    assert question.site == "accounts.example.com"
    assert question.tool == "open_page"
    assert question.message == "Sign in to the example service."


def test_the_error_32042_is_asked_the_same_way_and_says_what_to_do_next() -> None:
    asked: list[ElicitRequest] = []
    opened = run_step("needs_page", ElicitAnswer.accept(), asked)
    assert [(q.mode, q.url, q.message) for q in asked] == [("url", PAGE, "Connect your account.")]
    why = opened.steps[0].error_message
    assert why is not None
    assert why.code == "call_page_opened"
    assert "a page on accounts.example.com" in why.text
    assert "run the step again" in why.text
    assert "-32042" in why.details  # the raw error only under Details
    declined = run_step("needs_page", ElicitAnswer.decline(), [])
    assert declined.steps[0].error_message is not None
    assert declined.steps[0].error_message.code == "call_page_declined"


def test_only_web_pages_are_offered() -> None:
    assert ElicitRequest("x", mode="url", url="file:///etc/passwd").can_open is False
    assert ElicitRequest("x", mode="url", url="javascript:alert(1)").site == ""
    assert ElicitRequest("x", mode="url", url="http://127.0.0.1:8000/a").site == "127.0.0.1"


def test_the_terminal_asks_before_opening_the_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened: list[str] = []

    def open_in_browser(url: str) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr("webbrowser.open", open_in_browser)
    recipe = {"name": "p", "steps": [{"tool": "open_page", "args": {"url": PAGE}}]}
    path = write(tmp_path, recipe)
    monkeypatch.setattr(sys, "stdin", FakeTerminal("n\n"))
    assert main(["run", path, "--json", "--server", sys.executable, str(FAKE_SERVER)]) == 0
    err = capsys.readouterr().err
    assert "it asks you to open a page on accounts.example.com:" in err
    assert PAGE in err
    assert opened == []
    monkeypatch.setattr(sys, "stdin", FakeTerminal("y\n"))
    assert main(["run", path, "--server", sys.executable, str(FAKE_SERVER)]) == 0
    assert opened == [PAGE]
