"""``recipe-studio serve`` in a subprocess, used by the official ``mcp`` client over stdio.

Every server here runs on a private home: the built-in tool server it starts keeps its
notes in ``<home>/notes`` and its files in ``<home>/workspace``, which the tests watch.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio
import mcp_types as types
import pytest
from serve_support import NEW_NOTE, TIME_CHECK, errors_of, manifest, save, serve_stdio

from recipe_studio.core.engine import list_runs, read_run
from recipe_studio.core.library import Library
from recipe_studio.core.paths import library_dir
from recipe_studio.core.shapes import ShapeStore

if TYPE_CHECKING:
    from mcp.client.session import ClientRequestContext

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

SLOW = manifest(
    "Slow",
    [
        {"tool": "get_datetime", "args": {}},
        {"wait": 60},
        {"tool": "echo", "args": {"value": "too late"}},
    ],
)
#: Generous bounds: the promise is 1 s, a loaded machine may need more to start things.
SETTLE = 60


def disk_state(home: Path) -> dict[str, str]:
    """What the built-in server could change: every note and workspace file, hashed."""
    state: dict[str, str] = {}
    for folder in (home / "notes", home / "workspace"):
        for path in sorted(folder.rglob("*")) if folder.exists() else []:
            if path.is_file():
                state[str(path.relative_to(home))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return state


def answering(action: str, asked: list[str] | None = None) -> Any:
    async def elicit(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        if asked is not None:
            asked.append(params.message)
        return types.ElicitResult(action=action, content={} if action == "accept" else None)

    return elicit


def text_of(result: types.CallToolResult) -> str:
    return "\n".join(block.text for block in result.content if isinstance(block, types.TextContent))


async def test_lists_each_recipe_with_its_schemas_and_says_what_it_left_out(
    studio_home: Path,
) -> None:
    save(studio_home, TIME_CHECK)
    save(studio_home, NEW_NOTE)
    save(studio_home, manifest("Unfinished", [{"tool": "echo", "args": {}}]), draft=True)
    async with serve_stdio(studio_home) as session:
        init = session.initialize_result
        assert init is not None
        assert init.capabilities.tools is not None
        assert init.capabilities.tools.list_changed is True
        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
    assert sorted(tools) == ["new_note", "time_check"]
    clock, note = tools["time_check"], tools["new_note"]
    assert (clock.title, clock.description) == ("Time check", "Reads the clock.")
    assert clock.input_schema["properties"] == {"greeting": {"type": "string", "default": "hello"}}
    assert "required" not in clock.input_schema
    assert note.input_schema["required"] == ["title"]
    assert clock.output_schema is not None
    assert clock.output_schema["type"] == "object"
    assert clock.annotations is not None
    assert note.annotations is not None
    assert clock.annotations.read_only_hint is True
    assert note.annotations.read_only_hint is False
    assert note.annotations.destructive_hint is False
    log = errors_of(studio_home / "serve-stderr.log")
    assert "not serving “Unfinished”: it is a draft" in log


async def test_a_read_only_recipe_runs_reports_progress_and_is_recorded(
    studio_home: Path,
) -> None:
    save(studio_home, TIME_CHECK)
    reports: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        reports.append((progress, total, message))

    async with serve_stdio(studio_home) as session:
        result = await session.call_tool(
            "time_check", {"greeting": "hi"}, progress_callback=on_progress
        )
        wrong = await session.call_tool("time_check", {"greeting": 3, "colour": "red"})
    assert not result.is_error, text_of(result)
    answer = result.structured_content
    assert answer is not None
    assert answer["outcome"] == "ok"
    assert answer["result"]["value"].startswith("hi at ")
    assert answer["completed_steps"] == [0, 1]
    assert [message for _v, _t, message in reports] == [
        "Step 1 of 2: get_datetime",
        "Step 1 of 2: ok",
        "Step 2 of 2: echo",
        "Step 2 of 2: ok",
    ]
    assert reports[-1][:2] == (2.0, 2.0)
    record = read_run(answer["run_id"])
    assert (record.source, record.outcome, record.recipe) == ("serve", "ok", "Time check")
    assert wrong.is_error
    assert "“colour” is not a parameter" in text_of(wrong)
    assert "The parameter “greeting”: This needs text." in text_of(wrong)
    assert len(list_runs("Time check")) == 1
    # Its results' fields are offered in the Studio's picker from now on.
    learned = ShapeStore(studio_home / "shapes.json").learned("builtin", "echo")
    assert [(item.path, item.source) for item in learned] == [(("value",), "run")]


async def test_the_confirmation_is_asked_through_the_client(studio_home: Path) -> None:
    save(studio_home, NEW_NOTE)
    asked: list[str] = []
    async with serve_stdio(studio_home, elicitation_callback=answering("decline", asked)) as s:
        before = disk_state(studio_home)
        declined = await s.call_tool("new_note", {"title": "Shopping"})
        assert disk_state(studio_home) == before
    assert declined.is_error
    assert declined.structured_content is not None
    assert declined.structured_content["outcome"] == "declined"
    assert declined.structured_content["steps"] == []
    assert "You declined the confirmation: nothing was run." in text_of(declined)
    assert asked == [
        "Run “New note”? 1 step can change something on “built-in tools”:\n\n"
        "• Step 1: create_note — note_name: Shopping, body: Written by a recipe.\n\n"
        "Nothing runs unless you accept."
    ]
    async with serve_stdio(studio_home, elicitation_callback=answering("cancel")) as s:
        cancelled = await s.call_tool("new_note", {"title": "Shopping"})
        assert disk_state(studio_home) == before
        assert "You cancelled the confirmation" in text_of(cancelled)
    async with serve_stdio(studio_home, elicitation_callback=answering("accept")) as s:
        accepted = await s.call_tool("new_note", {"title": "Shopping"})
    assert not accepted.is_error, text_of(accepted)
    assert accepted.structured_content is not None
    assert accepted.structured_content["outcome"] == "ok"
    assert sorted(set(disk_state(studio_home)) - set(before)) == ["notes/Shopping.md"]


async def test_a_client_that_cannot_confirm_is_refused_unless_changes_are_allowed(
    studio_home: Path,
) -> None:
    save(studio_home, NEW_NOTE)
    save(studio_home, TIME_CHECK)
    async with serve_stdio(studio_home) as session:
        before = disk_state(studio_home)
        refused = await session.call_tool("new_note", {"title": "Plan"})
        read_only = await session.call_tool("time_check", {})
        assert disk_state(studio_home) == before
    assert refused.is_error
    message = text_of(refused)
    # One step: singular words ("1 step that change something" was wrong).
    assert "has a step that changes something, and this app cannot ask you to confirm it" in (
        message
    )
    assert "(it does not support MCP elicitation)" in message
    assert "nothing was run" in message
    assert "--allow-changes" in message
    assert not read_only.is_error
    async with serve_stdio(studio_home, "--allow-changes") as session:
        allowed = await session.call_tool("new_note", {"title": "Plan"})
    assert not allowed.is_error, text_of(allowed)
    assert "notes/Plan.md" in disk_state(studio_home)


async def test_the_tool_list_follows_the_library_and_clients_are_told(studio_home: Path) -> None:
    save(studio_home, TIME_CHECK)
    changed = anyio.Event()

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            changed.set()

    async def names_after_change() -> list[str]:
        nonlocal changed
        with anyio.fail_after(SETTLE):
            await changed.wait()
        changed = anyio.Event()
        return sorted(tool.name for tool in (await session.list_tools()).tools)

    library = Library(library_dir(studio_home))
    async with serve_stdio(studio_home, message_handler=on_message) as session:
        assert [tool.name for tool in (await session.list_tools()).tools] == ["time_check"]
        save(studio_home, NEW_NOTE)
        assert await names_after_change() == ["new_note", "time_check"]
        library.rename("New note", "Weekly note")
        assert await names_after_change() == ["time_check", "weekly_note"]
        library.delete("Weekly note")
        assert await names_after_change() == ["time_check"]


async def test_a_cancelled_call_stops_its_run(studio_home: Path) -> None:
    save(studio_home, SLOW)
    save(studio_home, TIME_CHECK)
    waiting = anyio.Event()

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        if message == "Step 2 of 3: wait":
            waiting.set()

    async with serve_stdio(studio_home) as session:
        async with anyio.create_task_group() as group:

            async def call() -> None:
                await session.call_tool("slow", {}, progress_callback=on_progress)

            group.start_soon(call)
            with anyio.fail_after(SETTLE):
                await waiting.wait()
            group.cancel_scope.cancel()
        with anyio.fail_after(SETTLE):
            while not list_runs("Slow"):
                await anyio.sleep(0.1)
        # The server goes on serving.
        after = await session.call_tool("time_check", {})
        assert not after.is_error
    record = read_run(list_runs("Slow")[0].id)
    assert record.outcome == "cancelled"
    assert record.result.failed_step == 1
    assert record.result.completed_steps == [0]
    # Stopped during the 60 s wait, not after it.
    assert record.duration_ms < 60_000


async def test_a_recipe_that_changes_things_runs_once_at_a_time(studio_home: Path) -> None:
    save(studio_home, NEW_NOTE)
    asking, answer = anyio.Event(), anyio.Event()

    async def slow_decline(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        asking.set()
        await answer.wait()
        return types.ElicitResult(action="decline")

    first: list[types.CallToolResult] = []
    async with (
        serve_stdio(studio_home, elicitation_callback=slow_decline) as session,
        anyio.create_task_group() as group,
    ):

        async def call() -> None:
            first.append(await session.call_tool("new_note", {"title": "A"}))

        group.start_soon(call)
        with anyio.fail_after(SETTLE):
            await asking.wait()
        second = await session.call_tool("new_note", {"title": "B"})
        answer.set()
    assert second.is_error
    assert "already running for another request" in text_of(second)
    assert "You declined" in text_of(first[0])


async def test_an_unanswered_confirmation_is_declined_and_frees_the_recipe(
    studio_home: Path,
) -> None:
    """A client that never answers the confirmation gets a refusal after the time limit
    (here 1 s; 5 minutes by default), and the recipe runs again for the next call."""
    save(studio_home, NEW_NOTE)
    calls: list[str] = []
    never = anyio.Event()

    async def first_never_answers(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        calls.append(params.message)
        if len(calls) == 1:
            await never.wait()
        return types.ElicitResult(action="accept", content={})

    async with serve_stdio(
        studio_home, "--confirm-timeout", "1", elicitation_callback=first_never_answers
    ) as session:
        with anyio.fail_after(SETTLE):
            first = await session.call_tool("new_note", {"title": "A"})
        assert first.is_error
        assert "Nobody answered the confirmation within 1 second," in text_of(first)
        with anyio.fail_after(SETTLE):
            second = await session.call_tool("new_note", {"title": "B"})
        never.set()
    assert not second.is_error, text_of(second)
    assert (studio_home / "notes" / "B.md").exists()
    assert not (studio_home / "notes" / "A.md").exists()


def test_the_confirmation_time_limit_is_five_minutes() -> None:
    from recipe_studio.serve.server import CONFIRM_TIMEOUT

    assert CONFIRM_TIMEOUT == 300


async def test_a_deeply_nested_result_never_breaks_serve(studio_home: Path) -> None:
    """The issue's recipe (a 190-deep list wrapped 190 levels deeper by a reference):
    the client gets an answer with a sentence, and the run record is written."""
    deep: Any = 1
    wrapped: Any = "${steps[0].result.value}"
    for _ in range(190):
        deep, wrapped = [deep], [wrapped]
    steps = [
        {"tool": "echo", "args": {"value": deep}},
        {"tool": "echo", "args": {"value": wrapped}},
    ]
    save(studio_home, manifest("Deep", steps, description="Nested."))
    async with serve_stdio(studio_home) as session:
        with anyio.fail_after(SETTLE):
            result = await session.call_tool("deep", {})
    assert result.is_error
    assert "nested more than 200 levels deep" in text_of(result)
    runs = list_runs("Deep", studio_home)
    assert len(runs) == 1
    assert read_run(runs[0].path).result.steps[0].status == "ok"


async def test_a_silent_tool_is_stopped_after_the_preferences_silence_limit(
    studio_home: Path,
) -> None:
    from recipe_studio.core.mcp_client import ServerSpec
    from recipe_studio.core.settings import Settings, save_settings

    fake = Path(__file__).resolve().parent.parent / "engine" / "fake_server.py"
    quiet = ServerSpec.stdio([sys.executable, str(fake)], name="quiet")
    # As the window's Preferences and Connections store them.
    save_settings(Settings(connections=[quiet], default_connection="quiet", silence_limit=1))
    save(studio_home, manifest("Quiet", [{"tool": "slow", "args": {}}]))
    async with serve_stdio(studio_home, "--allow-changes") as session:
        result = await session.call_tool("quiet", {})
    assert result.is_error
    assert "gave no sign of life for a second" in text_of(result)
