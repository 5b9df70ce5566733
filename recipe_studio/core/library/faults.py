"""Named points inside the library's multi-file operations, for crash tests.

Each operation (rename, delete, restore from the trash, emptying the trash, import) calls
:func:`point` between its steps. Nothing happens unless a test sets :data:`hook`: the
crash tests run an operation in a child process whose hook ends the process at one point
(``os._exit``), then check that the next open of the library repairs it. The points are
names, not timings, so every step of every operation is killed in turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

#: Called with the point's name (``"rename.created"``); ``None`` outside crash tests.
hook: Callable[[str], None] | None = None


def point(name: str) -> None:
    if hook is not None:
        hook(name)
