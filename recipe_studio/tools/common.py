"""Pieces every built-in tool shares: the failure type, the tool description, previews.

Nothing here imports the MCP SDK: the tool modules stay plain Python that can be tested
directly, and :mod:`recipe_studio.tools.registry` turns a :class:`ToolSpec` into an SDK
tool. A tool raises :class:`ToolFailure` for anything the caller can fix; the registry
turns it into an ``is_error`` result carrying the message.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

from recipe_studio.core.atomic import Folder
from recipe_studio.tools import i18n

_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
#: The English title of every argument and result field the built-in tools use, by
#: identifier (a name missing here reads as its readable form, "note_name" → "Note name").
FIELD_TITLES: dict[str, str] = {
    "action": "Action",
    "body": "Text",
    "bytes_written": "Bytes written",
    "command": "Command",
    "confirm": "Confirm",
    "content": "Text",
    "count": "Number",
    "created": "New file",
    "current_size": "Size now",
    "date": "Date",
    "datetime": "Date and time",
    "details": "Details",
    "duration_ms": "Duration (ms)",
    "entries": "Entries",
    "exit_code": "Exit code",
    "expression": "Calculation",
    "folder": "Folder",
    "hint": "Hint",
    "if_exists": "If the note exists",
    "limit": "At most",
    "matched_in": "Found in",
    "matches": "Matches",
    "mode": "How",
    "modified": "Last changed",
    "month_name": "Name of the month",
    "name": "Name",
    "new_bytes": "Bytes to write",
    "note_name": "Note name",
    "notes": "Notes",
    "path": "Path",
    "preview": "Preview",
    "query": "Search text",
    "result": "Result",
    "size": "Size",
    "snippet": "Extract",
    "stderr": "Error output",
    "stderr_truncated": "Error output cut short",
    "stdout": "Output",
    "stdout_truncated": "Output cut short",
    "time": "Time",
    "timeout_seconds": "Time limit (seconds)",
    "timezone": "Time zone",
    "truncated": "Cut short",
    "type": "Type",
    "unix_timestamp": "Unix time",
    "utc_offset": "Offset from UTC",
    "value": "Value",
    "weekday": "Day of the week",
    "weekday_name": "Name of the day",
    "would": "Would do",
}
CONFIRM_HINT = 'Nothing was done. Call the tool again with "confirm": true to do it.'


class ToolFailure(Exception):
    """A failure the caller can understand and fix; the message is shown as the tool's error.

    Give the message as an English template and its values (``ToolFailure("there is no
    note named {name!r}", name=name)``): the server translates the template (see
    :mod:`recipe_studio.tools.i18n`); ``str(exc)`` is the English text.
    """

    def __init__(self, template: str, /, **values: Any) -> None:
        super().__init__(template.format(**values) if values else template)
        self.template = template
        self.values = values

    def translated(self) -> str:
        from recipe_studio.tools.i18n import text

        return text(self.template, **self.values)


@dataclass(frozen=True)
class ToolSpec:
    """One tool before registration: its coroutine function and honest behaviour hints.

    The function's name is the tool's name and its typed, ``Annotated`` parameters are the
    input schema; its return annotation (a pydantic model) is the output schema.
    """

    fn: Callable[..., Awaitable[Any]]
    title: str
    description: str
    read_only: bool
    destructive: bool = False
    idempotent: bool = True
    open_world: bool = False
    #: How a step calling this tool reads after its title, in English clauses with
    #: ``{argument}`` slots (see :mod:`recipe_studio.core.sentences`); translated by the
    #: server like every other text and sent in the tool's ``_meta``.
    sentence: tuple[str, ...] = ()
    #: The argument values that make the tool answer with a preview unless confirmed
    #: (``{"if_exists": ["replace"]}``); empty: every call without ``confirm`` previews.
    confirm_when: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def name(self) -> str:
        return self.fn.__name__


class OutputModel(BaseModel):
    """Base of every structured result: unknown fields are a bug, not data."""

    model_config = ConfigDict(extra="forbid")


#: The facts a preview is made of, whichever tool gives them (``details``).
PREVIEW_DETAILS = (
    "name",
    "path",
    "mode",
    "size",
    "current_size",
    "new_bytes",
    "command",
    "folder",
    "timeout_seconds",
)


class Preview(OutputModel):
    """What a state-changing tool would do. Nothing was done."""

    preview: Literal[True] = Field(description="Always true: this is a preview, nothing was done.")
    action: str = Field(description="The tool that would act.")
    would: str = Field(description="In plain words, exactly what the tool would do.")
    details: dict[str, Any] = Field(
        description="The facts the sentence is made of.",
        # Listed so that each reads by its title, as every other result field does.
        json_schema_extra={"properties": {key: {} for key in PREVIEW_DETAILS}},
    )
    hint: str = Field(
        default_factory=lambda: i18n.text(CONFIRM_HINT), description="How to make the tool act."
    )


CONFIRM_DESCRIPTION = (
    "true to really do it. Without it (or false) nothing is changed and the answer "
    "is a preview of exactly what would happen."
)
Confirm = Annotated[bool, Field(strict=True, description=CONFIRM_DESCRIPTION)]
#: ``confirm`` of a tool that acts without it in some cases (a new file): published as
#: the same boolean (default false), but an explicit ``false`` is told apart from no
#: value and always means "only preview" — what a rehearsal sends.
ConfirmOrUnset = Annotated[
    bool | None,
    Field(strict=True, description=CONFIRM_DESCRIPTION, json_schema_extra={"default": False}),
    WithJsonSchema({"type": "boolean"}),
]


def timestamp(seconds: float) -> str:
    """A file time as local ISO 8601 with its UTC offset, to the second."""
    return datetime.fromtimestamp(seconds, tz=UTC).astimezone().isoformat(timespec="seconds")


def plural(count: int, word: str) -> str:
    """``1 byte``, ``5 bytes``, in the server's language (the source is ``"%n byte(s)"``)."""
    return i18n.count(f"%n {word}(s)", count)


def open_for_reading(folder: Folder, name: str) -> tuple[int, os.stat_result]:
    """Open the regular file ``name`` in ``folder`` for reading, never through a link and
    never blocking on a pipe; a descriptor and its ``stat``."""
    try:
        fd = folder.open(name, _READ_FLAGS)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise swapped(name) from None
        raise
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ToolFailure("{path!r} is not a regular file", path=name)
    return fd, info


def swapped(path: str) -> ToolFailure:
    """Why a path that was checked is refused when used: it became a link in between."""
    return ToolFailure(
        "{path!r} changed while it was being used (a folder or file became a link); try again",
        path=path,
    )
