"""The HTTP side of one connection: the HTTP client its requests go through, and the
checked streams over it.

:class:`HttpTransport` makes the SDK's default HTTP client with three additions: each
answer's status is noted on the :class:`~.diagnose.ConnectContext` (for the message a
failed connection shows), a JSON body is read up to the size limit only
(:func:`~.http_wire.limit_json_body`), and an answer ``401`` starts a sign-in
(:mod:`.signin`). While the person signs in, ``on_waiting`` is told, so that the host's
connect time limit can wait. The streams over the client are
:func:`~.http_wire.http_transport`'s (wrong answers named as for stdio).

The client is the connection's to close, not the SDK's (the SDK leaves a client it is
given open): its sockets go with the connection, not whenever the garbage collector finds
them. ``httpx2`` and the ``mcp`` SDK are imported only inside these methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.mcp_client.http_wire import http_transport, limit_json_body

if TYPE_CHECKING:
    from collections.abc import Callable
    from contextlib import AsyncExitStack

    from recipe_studio.core.mcp_client.diagnose import ConnectContext
    from recipe_studio.core.mcp_client.signin import SignIn
    from recipe_studio.core.mcp_client.wire_faults import InFlight

#: The SDK's default HTTP time limits, in seconds (a call's own limits are :mod:`.clock`'s).
_REQUEST_TIMEOUT = 30.0
_READ_TIMEOUT = 300.0


class HttpTransport:
    """The HTTP client and streams of one connection to ``url`` (see the module docstring)."""

    def __init__(
        self,
        url: str,
        context: ConnectContext,
        *,
        open_page: Callable[[str], bool] | None = None,
        on_waiting: Callable[[bool], None] | None = None,
    ) -> None:
        self.url = url
        self._context = context
        self._open_page = open_page
        self._on_waiting = on_waiting
        self._signin: SignIn | None = None

    async def open(self, stack: AsyncExitStack, waiting: InFlight) -> tuple[Any, Any]:
        """The session's read and write streams, closed (client included) with ``stack``;
        ``waiting`` notes the requests sent and not yet answered."""
        client = await stack.enter_async_context(self._client())
        streams: tuple[Any, Any] = await stack.enter_async_context(
            http_transport(self.url, client, waiting)
        )
        return streams

    def close(self) -> None:
        """Stop a sign-in still waiting for the person (idempotent, any thread)."""
        if self._signin is not None:
            self._signin.close()

    def _client(self) -> Any:
        import httpx2

        from recipe_studio.core.mcp_client.signin import SignIn

        context = self._context

        async def note(response: Any) -> None:
            if "/.well-known/" in response.request.url.path:
                return  # sign-in discovery: a 404 there says "not published", not a fault
            if response.request.method == "POST" or response.status_code >= 400:
                context.http_status = response.status_code

        self._signin = SignIn(self.url, open_page=self._open_page)
        self._signin.on_waiting = self._on_waiting
        return httpx2.AsyncClient(
            timeout=httpx2.Timeout(_REQUEST_TIMEOUT, read=_READ_TIMEOUT),
            event_hooks={"response": [note, limit_json_body]},
            auth=self._signin.provider(),
        )


__all__ = ["HttpTransport"]
