"""The MCP SDK, imported when the first connection needs it, in a thread of its own.

The SDK and the web stack it brings (``mcp`` imports its servers too) take about 0.7 s and
some 40 MB the first time; nobody who has not connected to anything pays for them. An
import cannot be interrupted, so it runs in a daemon thread and the connecting thread
waits for it *or* a cancel: a Stop pressed during the first connection returns at once,
and the import goes on quietly behind it for the next one.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from recipe_studio.core.mcp_client.cancel import CancelToken

_lock = threading.Lock()
_imported = threading.Event()
_thread: threading.Thread | None = None
#: How soon a cancel is seen while the import goes on (seconds).
_POLL = 0.02


def import_sdk() -> None:
    """Import what connecting needs (in the calling thread)."""
    import httpx2  # noqa: F401
    import mcp_types  # noqa: F401
    from mcp import ClientSession  # noqa: F401
    from mcp.client.stdio import get_default_environment  # noqa: F401
    from mcp.client.streamable_http import streamable_http_client  # noqa: F401
    from mcp.shared.exceptions import MCPError  # noqa: F401


def _import_in_background() -> None:
    try:
        import_sdk()
    except BaseException:
        pass  # the waiting thread imports again and raises the error there, in its words
    finally:
        _imported.set()


def start_importing() -> threading.Event:
    """Begin importing the SDK (once per process); the event is set when it has ended."""
    global _thread
    with _lock:
        if _thread is None:
            _thread = threading.Thread(target=_import_in_background, name="mcp import", daemon=True)
            _thread.start()
    return _imported


def wait_for_sdk(cancel: CancelToken | None) -> bool:
    """Wait until the SDK is imported; ``False`` at once if ``cancel`` fires first.

    A failed import is raised here, as the import's own error (it is tried again).
    """
    ended = start_importing()
    while not ended.wait(_POLL):
        if cancel is not None and cancel.cancelled:
            return False
    import_sdk()  # at once when it worked; raises the import's error when it did not
    return True


def let_the_import_end(timeout: float) -> None:
    """Before quitting: give an import under way up to ``timeout`` seconds to end (an
    interpreter that exits in the middle of an import in another thread may complain)."""
    thread = _thread
    if thread is not None:
        thread.join(timeout)
