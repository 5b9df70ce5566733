"""The MCP server of ``recipe-studio serve``, on the official SDK's low-level ``Server``.

The low-level server is used (not ``MCPServer``) because the tools are not Python
functions: their list and schemas come from the library and change while serving.

* ``tools/list``: :class:`~recipe_studio.serve.selection.ServedLibrary`'s recipes.
* ``tools/call``: params checked, then the run in a worker thread
  (:func:`~recipe_studio.serve.running.run_served_recipe`); its one confirmation is an
  elicitation request to the client; progress notifications per step when the client
  sent a progress token; a client's ``notifications/cancelled`` cancels the engine.
  A recipe that changes things runs once at a time; read-only ones run side by side.
* The library folder is polled; when the tools change, every client that listed them
  gets ``notifications/tools/list_changed``.

Handshake-era clients (``initialize``) get all of this. A client speaking the
2026-07-28 per-request protocol cannot be sent requests, so it counts as one without
elicitation, and list changes reach it only when it lists the tools again.
"""

from __future__ import annotations

import contextlib
import math
import socket
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import anyio
import anyio.from_thread
import anyio.lowlevel
import mcp_types as types
from mcp.server.lowlevel import NotificationOptions, Server
from mcp.shared.exceptions import MCPError
from mcp.shared.jsonrpc_dispatcher import progress_token_from_params
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from recipe_studio import __version__
from recipe_studio.core.engine import (
    ParamError,
    PlannedAction,
    RunEvent,
    StepFinished,
    StepStarted,
    collect_params,
)
from recipe_studio.core.engine.engine import DEFAULT_TIMEOUT
from recipe_studio.core.mcp_client import CancelToken
from recipe_studio.core.mcp_event_store import RETRY_MS, MemoryEventStore
from recipe_studio.core.messages import message
from recipe_studio.serve.asking import PendingQuestions, asks_through_input_required
from recipe_studio.serve.describe import (
    CONFIRM_SCHEMA,
    ServedRecipe,
    confirmation_message,
    result_text,
    served_result,
)
from recipe_studio.serve.running import RunDone, plan_served, run_served_recipe

if TYPE_CHECKING:
    from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
    from mcp.server.session import ServerSession

    from recipe_studio.serve.selection import ServedLibrary

SERVER_NAME = "recipe-studio"
POLL_SECONDS = 1.0
#: How long a cancelled call waits for its run to stop and save its record.
STOP_WAIT = 10.0
#: Seconds a client has to answer a run's confirmation; no answer by then declines it and
#: frees the recipe for other clients (``serve --confirm-timeout``).
CONFIRM_TIMEOUT = 300.0
INSTRUCTIONS = (
    "Each tool runs one recipe saved in Recipe Studio: a fixed sequence of tool calls. "
    "A recipe that changes something asks the user to confirm once before it runs."
)

Say = Callable[[str], None]


def say_on_stderr(text: str) -> None:
    print(f"recipe-studio serve: {text}", file=sys.stderr, flush=True)


def no_elicitation_message(served: ServedRecipe, count: int) -> str:
    return message("serve_cannot_confirm", count=count, name=served.name).text


def unanswered_message(timeout: float) -> str:
    minutes = timeout / 60
    if minutes >= 1:
        wait = f"{minutes:g} minute" + ("s" if minutes != 1 else "")
    else:
        wait = f"{timeout:g} second" + ("s" if timeout != 1 else "")
    return (
        f"Nobody answered the confirmation within {wait}, so it counts as declined: "
        "nothing was run. Run the recipe again when you can answer."
    )


class RecipeServer:
    """The served library as an MCP server; run it with :meth:`run_stdio` or :meth:`run_http`."""

    def __init__(
        self,
        library: ServedLibrary,
        *,
        allow_changes: bool = False,
        timeout: float | None = DEFAULT_TIMEOUT,
        poll_seconds: float = POLL_SECONDS,
        say: Say = say_on_stderr,
        confirm_timeout: float = CONFIRM_TIMEOUT,
    ) -> None:
        self.library = library
        self.allow_changes = allow_changes
        self.confirm_timeout = confirm_timeout
        self.timeout = timeout
        self.poll_seconds = poll_seconds
        self.say = say
        self.server: Server[Any] = _ListChangingServer(
            SERVER_NAME,
            version=__version__,
            title="Recipe Studio recipes",
            instructions=INSTRUCTIONS,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
        )
        self.server.middleware.append(self._remember_session)
        self._sessions: dict[str, ServerSession] = {}
        self._busy: set[str] = set()
        self._listing: list[dict[str, Any]] = []
        self._refreshing = anyio.Lock()
        self._questions = PendingQuestions()

    # ------------------------------------------------------------------ library

    async def refresh(self) -> None:
        """Re-read the library if it changed; tell the clients when the tools changed."""
        async with self._refreshing:
            try:
                lines = await anyio.to_thread.run_sync(self.library.refresh)
            except Exception as exc:  # keep serving what was read last
                self.say(f"could not read the library ({exc}); serving what was read before")
                return
            for line in lines:
                self.say(line)
            listing = [served.definition() for served in self.library.tool_list()]
            if listing == self._listing:
                return
            self._listing = listing
        for key, session in list(self._sessions.items()):
            with anyio.move_on_after(5):
                try:
                    await session.send_tool_list_changed()
                    continue
                except Exception:  # that client has gone
                    pass
            self._sessions.pop(key, None)

    async def watch_library(self) -> None:
        while True:
            await anyio.sleep(self.poll_seconds)
            await self.refresh()

    async def _remember_session(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        """Clients that listed the tools are told when the list changes."""
        if ctx.method == "tools/list" and ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS:
            headers = getattr(ctx.request, "headers", None)
            key = headers.get("mcp-session-id", "") if headers is not None else ""
            self._sessions[key or "stdio"] = ctx.session
        return await call_next(ctx)

    # ------------------------------------------------------------------ handlers

    async def _list_tools(
        self, ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        await self.refresh()
        return types.ListToolsResult(tools=[_tool(d) for d in self._listing])

    async def _call_tool(
        self, ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult | types.InputRequiredResult:
        await self.refresh()
        served = self.library.served.get(params.name)
        if served is None:
            raise MCPError(
                code=types.INVALID_PARAMS,
                message=f"There is no recipe tool called {params.name!r}; list the tools again.",
            )
        try:
            values = collect_params(served.recipe, served.profile, params.arguments or {})
        except ParamError as exc:
            return _error("The recipe was not run. " + " ".join(exc.problems))
        if served.read_only:
            return await self._run(ctx, served, values)
        answer: str | None = None
        if not self.allow_changes and asks_through_input_required(ctx):
            said = self._questions.answer(served, values, params)
            if said is None:
                connections = self.library.connections
                actions = await anyio.to_thread.run_sync(plan_served, served, values, connections)
                if actions:
                    return self._questions.ask(served, values, actions)
            else:
                answer = said.action
        if served.name in self._busy:
            return _error(
                f"“{served.name}” is already running for another request, and it changes "
                "things, so it runs once at a time: nothing was run. Try again when it has "
                "finished."
            )
        self._busy.add(served.name)
        try:
            return await self._run(ctx, served, values, answer)
        finally:
            self._busy.discard(served.name)

    async def _run(
        self,
        ctx: ServerRequestContext[Any, Any],
        served: ServedRecipe,
        values: dict[str, Any],
        answer: str | None = None,
    ) -> types.CallToolResult:
        """Run in a worker thread; a cancelled call cancels the run and waits for its end.

        ``answer``: how the person already answered the confirmation (``input_required``).
        """
        token = anyio.lowlevel.current_token()
        cancel = CancelToken()
        confirmer = Confirmer(
            ctx, served, token, allow_changes=self.allow_changes, timeout=self.confirm_timeout
        )
        confirmer.answer = answer
        progress = Progress(ctx, len(served.recipe.steps), token)
        finished = threading.Event()

        def work() -> RunDone:
            try:
                return run_served_recipe(
                    served,
                    values,
                    connections=self.library.connections,
                    confirm=confirmer.ask,
                    on_event=progress.event,
                    cancel=cancel,
                    timeout=self.timeout,
                )
            finally:
                finished.set()

        try:
            async with anyio.create_task_group() as group:
                group.start_soon(progress.pump)
                done = await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
                group.cancel_scope.cancel()
        except anyio.get_cancelled_exc_class():
            cancel.cancel()
            confirmer.cancel()
            with anyio.move_on_after(STOP_WAIT, shield=True):
                await anyio.to_thread.run_sync(finished.wait)
            raise
        if confirmer.refusal is not None:
            done.result.error = confirmer.refusal
        if done.record_error is not None:
            self.say(done.record_error)
        served_answer = served_result(done.result, done.run_id)
        return types.CallToolResult(
            content=[types.TextContent(text=result_text(served_answer))],
            structured_content=served_answer.model_dump(mode="json"),
            is_error=not served_answer.ok,
        )

    # ------------------------------------------------------------------ transports

    def _options(self) -> Any:
        return self.server.create_initialization_options(NotificationOptions(tools_changed=True))

    async def run_stdio(self) -> None:
        """Serve one client over stdin/stdout until it closes them."""
        from mcp.server.stdio import stdio_server

        try:
            await self.refresh()
            async with stdio_server() as (read, write), anyio.create_task_group() as group:
                group.start_soon(self.watch_library)
                await self.server.run(read, write, self._options())
                group.cancel_scope.cancel()
        finally:
            await self.close()

    async def close(self) -> None:
        """Stop the servers recipes ran on (each closes within seconds)."""
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(self.library.connections.close_all)

    async def run_http(self, port: int, on_ready: Say | None = None) -> None:
        """Serve streamable HTTP on 127.0.0.1 only; ``on_ready(url)`` once listening."""
        try:
            await self._serve_http(port, on_ready)
        finally:
            await self.close()

    async def _serve_http(self, port: int, on_ready: Say | None) -> None:
        import uvicorn

        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind(("127.0.0.1", port))  # this computer only
            sock.listen()
            url = f"http://127.0.0.1:{sock.getsockname()[1]}/mcp"
            await self.refresh()
            app = self.server.streamable_http_app(
                host="127.0.0.1", event_store=MemoryEventStore(), retry_interval=RETRY_MS
            )
            http = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
            async with anyio.create_task_group() as group:
                group.start_soon(self.watch_library)
                if on_ready is not None:
                    on_ready(url)
                await http.serve(sockets=[sock])
                group.cancel_scope.cancel()


class _ListChangingServer(Server[Any]):
    """Says ``tools.listChanged: true`` on every transport: the SDK's HTTP session manager
    asks for the initialization options without the notification options stdio is given."""

    def create_initialization_options(
        self,
        notification_options: NotificationOptions | None = None,
        experimental_capabilities: dict[str, dict[str, Any]] | None = None,
        extensions: dict[str, dict[str, Any]] | None = None,
    ) -> Any:
        return super().create_initialization_options(
            notification_options or NotificationOptions(tools_changed=True),
            experimental_capabilities,
            extensions,
        )


class Confirmer:
    """The run's one confirmation, asked through the client (from the run's thread)."""

    def __init__(
        self,
        ctx: ServerRequestContext[Any, Any],
        served: ServedRecipe,
        token: anyio.lowlevel.EventLoopToken,
        *,
        allow_changes: bool,
        timeout: float = CONFIRM_TIMEOUT,
    ) -> None:
        self.ctx = ctx
        self.served = served
        self.token = token
        self.allow_changes = allow_changes
        self.timeout = timeout
        #: Why the run was not confirmed, when the user did not simply decline.
        self.refusal: str | None = None
        #: The person's answer given beforehand (``input_required``), if any.
        self.answer: str | None = None
        self._scope: anyio.CancelScope | None = None
        self._cancelled = False

    @property
    def can_elicit(self) -> bool:
        session = self.ctx.session
        if not session.can_send_request:
            return False
        capabilities = session.client_capabilities
        elicitation = capabilities.elicitation if capabilities is not None else None
        # An empty elicitation capability (the 2025-06-18 form) means form mode.
        return elicitation is not None and (elicitation.form is not None or elicitation.url is None)

    def ask(self, actions: list[PlannedAction]) -> bool:
        if self.answer is not None:
            return self._answered(self.answer)
        if not self.can_elicit:
            if self.allow_changes:
                return True
            self.refusal = no_elicitation_message(self.served, len(actions))
            return False
        try:
            return anyio.from_thread.run(self._elicit, actions, token=self.token)
        except Exception as exc:  # the client failed to answer
            self.refusal = f"The confirmation could not be asked ({exc}): nothing was run."
            return False

    async def _elicit(self, actions: list[PlannedAction]) -> bool:
        with anyio.CancelScope() as scope:
            self._scope = scope
            if self._cancelled:
                return False
            with anyio.move_on_after(self.timeout) as waiting:
                answer = await self.ctx.session.elicit_form(
                    confirmation_message(self.served, actions),
                    CONFIRM_SCHEMA,
                    related_request_id=self.ctx.request_id,
                )
            if waiting.cancelled_caught:
                self.refusal = unanswered_message(self.timeout)
                return False
            return self._answered(answer.action)
        return False

    def _answered(self, action: str) -> bool:
        if action != "accept":
            verb = "declined" if action == "decline" else "cancelled"
            self.refusal = f"You {verb} the confirmation: nothing was run."
        return action == "accept"

    def cancel(self) -> None:
        """The call was cancelled (in the event loop's thread): stop asking."""
        self._cancelled = True
        if self._scope is not None:
            self._scope.cancel()


class Progress:
    """Per-step progress notifications, when the client asked for them."""

    def __init__(
        self, ctx: ServerRequestContext[Any, Any], total: int, token: anyio.lowlevel.EventLoopToken
    ) -> None:
        self.ctx = ctx
        self.total = total
        self.token = token
        self.wanted = progress_token_from_params(ctx.params) is not None
        self._send, self._receive = anyio.create_memory_object_stream[tuple[float, str]](math.inf)

    def event(self, event: RunEvent) -> None:
        """From the run's threads: queue a notification for the step that started or ended."""
        if not self.wanted:
            return
        if isinstance(event, StepStarted):
            item = (
                float(event.index),
                f"Step {event.index + 1} of {self.total}: {event.tool or 'wait'}",
            )
        elif isinstance(event, StepFinished):
            outcome = event.outcome
            item = (
                float(outcome.index + 1),
                f"Step {outcome.index + 1} of {self.total}: {outcome.status}",
            )
        else:
            return
        with contextlib.suppress(Exception):  # the call has ended meanwhile
            anyio.from_thread.run_sync(self._send.send_nowait, item, token=self.token)

    async def pump(self) -> None:
        with self._receive:
            async for progress, message in self._receive:
                await self.ctx.session.report_progress(progress, float(self.total), message)


def _tool(definition: dict[str, Any]) -> types.Tool:
    fields = dict(definition)
    fields["annotations"] = types.ToolAnnotations(**fields["annotations"])
    return types.Tool(**fields)


def _error(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(text=text)], is_error=True)
