"""A server's questions during a call, put to the person through the caller's handler.

Two kinds: an ``elicitation/create`` request (a form to fill, or a page to open), and
an answer ``-32042`` to a call (pages to open before the call can work), which is asked
like a page question; the step then ends saying what to do next, since a call is never
retried. The handler runs in a worker thread, and meanwhile the time limits of the calls
in flight wait: a question is a sign of life, and answering takes its time. Without a
handler, or for a "page" that is not a web page, the question is declined. The ``mcp``
package is imported only inside these methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.mcp_client.elicit import (
    ElicitAnswer,
    ElicitCallback,
    ElicitRequest,
    from_sdk_params,
    page_site,
)
from recipe_studio.core.mcp_client.errors import ProtocolError

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from recipe_studio.core.mcp_client.clock import SilenceClock


class ServerQuestions:
    """The questions of one connection's server (see the module docstring); ``clocks`` are
    the time limits of its calls in flight, shared with the connection."""

    def __init__(self, clocks: set[SilenceClock], handler: ElicitCallback | None) -> None:
        #: Answers the server's questions (``None``: they are declined); may change any time.
        self.handler = handler
        self._clocks = clocks

    async def on_elicit(self, context: Any, params: Any) -> Any:
        """A server's ``elicitation/create``: ask the caller's handler in a worker thread."""
        import mcp_types

        request = from_sdk_params(params)
        answer = await self.ask(request)
        content = answer.content if answer.action == "accept" and request.mode == "form" else None
        return mcp_types.ElicitResult(action=answer.action, content=content)

    async def ask(self, request: ElicitRequest) -> ElicitAnswer:
        """Ask the caller's handler in a worker thread; the calls' clocks wait meanwhile."""
        import anyio

        handler = self.handler
        if handler is None:
            return ElicitAnswer.decline()
        if request.mode == "url" and not request.can_open:
            return ElicitAnswer.decline()  # not a web page: never offered to be opened
        clocks = list(self._clocks)  # a question is a sign of life; answering takes its time
        for clock in clocks:
            clock.pause()
        try:
            return await anyio.to_thread.run_sync(handler, request, abandon_on_cancel=True)
        except Exception:  # a broken handler must not leave the server waiting
            return ElicitAnswer.cancel()
        finally:
            for clock in clocks:
                clock.resume()

    async def opening_pages(self, tool: str, call: Awaitable[Any]) -> Any:
        """Await ``call``; a ``-32042`` answer (pages to open first) is asked like a URL
        question, and the step ends saying what to do next (calls are never retried)."""
        from mcp.shared.exceptions import MCPError, UrlElicitationRequiredError
        from mcp_types import URL_ELICITATION_REQUIRED

        try:
            return await call
        except MCPError as exc:
            if exc.code != URL_ELICITATION_REQUIRED:
                raise
            try:
                pages = UrlElicitationRequiredError.from_error(exc.error).elicitations
            except ValueError:
                pages = []
            details = f"MCP error {exc.code}: {exc.message}"
            for page in pages:
                request = ElicitRequest(page.message, mode="url", url=page.url, tool=tool)
                answer = await self.ask(request)
                if answer.action != "accept":
                    site = request.site or page.url
                    declined = ProtocolError.of(
                        "call_page_declined", tool=tool, site=site, details=details
                    )
                    raise declined from None
            if not pages:
                raise ProtocolError.of("call_needs_page", tool=tool, details=details) from None
            sites = ", ".join(dict.fromkeys(page_site(page.url) for page in pages))
            opened = ProtocolError.of("call_page_opened", tool=tool, site=sites, details=details)
            raise opened from None
