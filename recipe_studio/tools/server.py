"""The built-in MCP tool server: LMCP-named tools over stdio, on the official ``mcp`` SDK.

Start it with ``python -m recipe_studio.tools`` (or ``recipe-studio tool-server``)::

    --home DIR          Studio data folder (else $RECIPE_STUDIO_HOME, else the default)
    --workspace DIR     folder the file and terminal tools work in
                        (else $RECIPE_STUDIO_WORKSPACE, else <home>/workspace)
    --enable-terminal   allow run_terminal_command (else $RECIPE_STUDIO_ENABLE_TERMINAL=1)
    --language CODE     descriptions and messages in fr or tr (else $RECIPE_STUDIO_LANGUAGE)
    --http PORT         serve streamable HTTP on http://127.0.0.1:PORT/mcp instead of stdio

Notes live in ``<home>/notes``. The MCP SDK is imported only when a server is built.
An unknown tool or prompt is a JSON-RPC ``-32602`` (invalid params) error, as MCP says;
over HTTP, streams can be resumed after a dropped connection (an event store).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.core.paths import HOME_ENV, data_home, default_workspace_dir, notes_dir
from recipe_studio.tools import i18n
from recipe_studio.tools.common import ToolSpec
from recipe_studio.tools.files import Workspace
from recipe_studio.tools.general import general_tools
from recipe_studio.tools.notes import NoteStore
from recipe_studio.tools.processes import become_subreaper
from recipe_studio.tools.terminal import Terminal

if TYPE_CHECKING:
    import mcp_types as types
    from mcp.server.lowlevel import Server

    from recipe_studio.tools.registry import BuiltTool

SERVER_NAME = "recipe-studio-tools"
SERVER_TITLE = "Recipe Studio built-in tools"
INSTRUCTIONS = (
    "Local tools for testing recipes: date and time, arithmetic, Markdown notes, "
    "files in one workspace folder and (if enabled) terminal commands. create_note (except "
    "with if_exists: replace on an existing note), and file_write on a file that does not "
    "exist yet, act at once. update_note, delete_note, create_note replacing a note, "
    "file_write on an existing file and run_terminal_command only answer with a preview "
    "of what they would do unless called with confirm: true."
)
WORKSPACE_ENV = "RECIPE_STUDIO_WORKSPACE"
TERMINAL_ENV = "RECIPE_STUDIO_ENABLE_TERMINAL"
_TRUE = {"1", "true", "yes", "on"}


@dataclass(frozen=True)
class ServerConfig:
    """Where the tools work and what they may do."""

    home: Path
    workspace: Path
    terminal_enabled: bool = False
    #: Serve streamable HTTP on 127.0.0.1 at this port (``None``: stdio).
    http_port: int | None = None
    language: str | None = None

    @property
    def notes(self) -> Path:
        return notes_dir(self.home)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="recipe-studio tool-server",
        description="Run Recipe Studio's built-in MCP tool server over stdio.",
    )
    parser.add_argument("--home", metavar="DIR", help=f"Studio data folder (else ${HOME_ENV})")
    parser.add_argument(
        "--workspace",
        metavar="DIR",
        help=f"folder for the file and terminal tools (else ${WORKSPACE_ENV}, else HOME/workspace)",
    )
    parser.add_argument(
        "--enable-terminal",
        action="store_true",
        default=None,
        help=f"allow run_terminal_command (else ${TERMINAL_ENV}=1); off by default",
    )
    parser.add_argument(
        "--language", metavar="CODE", help="fr or tr (else $RECIPE_STUDIO_LANGUAGE, else English)"
    )
    parser.add_argument(
        "--http",
        metavar="PORT",
        type=int,
        help="serve streamable HTTP on http://127.0.0.1:PORT/mcp (only this machine can reach it)",
    )
    return parser


def config_from_args(argv: list[str] | None = None) -> ServerConfig:
    """Options first, then environment variables, then the defaults."""
    args = _parser().parse_args(argv)
    home = data_home(args.home)
    workspace_text = args.workspace or os.environ.get(WORKSPACE_ENV)
    workspace = Path(workspace_text) if workspace_text else default_workspace_dir(home)
    if args.enable_terminal is None:
        terminal = os.environ.get(TERMINAL_ENV, "").strip().lower() in _TRUE
    else:
        terminal = True
    return ServerConfig(
        home.absolute(), workspace.expanduser().absolute(), terminal, args.http, args.language
    )


def tool_specs(config: ServerConfig) -> list[ToolSpec]:
    """Every built-in tool, in the order ``tools/list`` reports them."""
    return [
        *general_tools(),
        *NoteStore(config.notes).tools(),
        *Workspace(config.workspace).tools(),
        *Terminal(config.workspace, config.terminal_enabled).tools(),
    ]


def create_server(config: ServerConfig) -> Server[Any]:
    """The server, ready to run; creates the notes and workspace folders if missing."""
    from mcp.server.lowlevel import Server
    from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler

    from recipe_studio import __version__
    from recipe_studio.tools.registry import build_tool

    config.notes.mkdir(parents=True, exist_ok=True)
    config.workspace.mkdir(parents=True, exist_ok=True)
    i18n.set_language(config.language)
    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    handlers = _Handlers({tool.name: tool for tool in map(build_tool, tool_specs(config))})
    return Server(
        SERVER_NAME,
        title=i18n.translate(SERVER_TITLE),
        instructions=i18n.translate(INSTRUCTIONS),
        version=__version__,
        get_tool_input_schema=handlers.input_schema,
        on_list_tools=handlers.list_tools,
        on_call_tool=handlers.call_tool,
        on_list_prompts=handlers.list_prompts,
        on_get_prompt=handlers.get_prompt,
        on_list_resources=handlers.list_resources,
        on_list_resource_templates=handlers.list_resource_templates,
        on_read_resource=handlers.read_resource,
        # 2026-07-28 clients hear of list changes on this stream (there are none yet).
        on_subscriptions_listen=ListenHandler(InMemorySubscriptionBus()),
    )


class _Handlers:
    """The server's answers. It has tools only, yet lists (empty) prompts and resources,
    as clients expect of a server; an unknown tool, prompt or resource is a ``-32602``
    (invalid params) error, as MCP says."""

    def __init__(self, tools: dict[str, BuiltTool]) -> None:
        self.tools = tools

    def input_schema(self, name: str) -> dict[str, Any] | None:
        tool = self.tools.get(name)
        return None if tool is None else tool.listing.input_schema

    async def list_tools(self, ctx: Any, params: Any) -> types.ListToolsResult:
        import mcp_types

        return mcp_types.ListToolsResult(tools=[tool.listing for tool in self.tools.values()])

    async def call_tool(self, ctx: Any, params: types.CallToolRequestParams) -> Any:
        tool = self.tools.get(params.name)
        if tool is None:
            raise _invalid(f"Unknown tool: {params.name}")
        return await tool.call(params.arguments or {})

    async def list_prompts(self, ctx: Any, params: Any) -> types.ListPromptsResult:
        import mcp_types

        return mcp_types.ListPromptsResult(prompts=[])

    async def get_prompt(self, ctx: Any, params: types.GetPromptRequestParams) -> Any:
        raise _invalid(f"Unknown prompt: {params.name}")

    async def list_resources(self, ctx: Any, params: Any) -> types.ListResourcesResult:
        import mcp_types

        return mcp_types.ListResourcesResult(resources=[])

    async def list_resource_templates(
        self, ctx: Any, params: Any
    ) -> types.ListResourceTemplatesResult:
        import mcp_types

        return mcp_types.ListResourceTemplatesResult(resource_templates=[])

    async def read_resource(self, ctx: Any, params: types.ReadResourceRequestParams) -> Any:
        raise _invalid(f"Unknown resource: {params.uri}", {"uri": str(params.uri)})


def _invalid(message: str, data: Any = None) -> Exception:
    from mcp.shared.exceptions import MCPError
    from mcp_types import INVALID_PARAMS

    return MCPError(code=INVALID_PARAMS, message=message, data=data)


def main(argv: list[str] | None = None) -> int:
    """Run the server over stdio until the client closes it; the exit status."""
    # Validation messages go to people writing recipes: no pydantic documentation links.
    os.environ.setdefault("PYDANTIC_ERRORS_INCLUDE_URL", "0")
    config = config_from_args(argv)
    if config.terminal_enabled:
        # Orphans of terminal commands come back to this process and can be ended.
        become_subreaper()
    try:
        server = create_server(config)
    except OSError as exc:
        print(
            f"recipe-studio tool-server: cannot prepare {exc.filename}: {exc.strerror}",
            file=sys.stderr,
        )
        return 1
    import anyio

    try:
        if config.http_port is not None:
            from recipe_studio.core.mcp_event_store import RETRY_MS, MemoryEventStore

            app = server.streamable_http_app(
                event_store=MemoryEventStore(), retry_interval=RETRY_MS, host="127.0.0.1"
            )
            anyio.run(serve_http, app, config.http_port)
        else:
            anyio.run(serve_stdio, server)
    except KeyboardInterrupt:
        return 130
    return 0


async def serve_http(app: Any, port: int) -> None:
    """Serve the streamable HTTP ``app`` on 127.0.0.1:``port`` (only this machine)."""
    import uvicorn

    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    await uvicorn.Server(config).serve()


async def serve_stdio(server: Server[Any]) -> None:
    """Serve over stdio, except that a line that is not JSON gets a JSON-RPC ``-32700``
    (parse error) answer and one that is not a JSON-RPC message a ``-32600`` (invalid
    request), as JSON-RPC 2.0 says; the SDK's transport only logs them."""
    import anyio
    from mcp.server.stdio import stdio_server
    from mcp.shared.message import SessionMessage

    async with stdio_server() as (read_stream, write_stream):
        send, receive = anyio.create_memory_object_stream[SessionMessage | Exception](0)

        async def relay() -> None:
            async with send:
                async for item in read_stream:
                    if not isinstance(item, Exception):
                        await send.send(item)
                        continue
                    with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError):
                        await write_stream.send(SessionMessage(_error_reply(item)))

        async with anyio.create_task_group() as group:
            group.start_soon(relay)
            await server.run(receive, write_stream, server.create_initialization_options())


def _error_reply(exc: Exception) -> Any:
    """The JSON-RPC error answering a line the transport could not read."""
    from mcp_types import INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError
    from pydantic import ValidationError

    not_json = not isinstance(exc, ValidationError) or any(
        error.get("type") == "json_invalid" for error in exc.errors()
    )
    if not_json:
        error = ErrorData(code=PARSE_ERROR, message="Parse error: the line is not valid JSON")
    else:
        error = ErrorData(
            code=INVALID_REQUEST, message="Invalid Request: the line is not a JSON-RPC message"
        )
    return JSONRPCError(jsonrpc="2.0", id=None, error=error)
