"""Pieces every built-in tool shares: the failure type, the tool description, previews.

Nothing here imports the MCP SDK: the tool modules stay plain Python that can be tested
directly, and :mod:`recipe_studio.tools.registry` turns a :class:`ToolSpec` into an SDK
tool. A tool raises :class:`ToolFailure` for anything the caller can fix; the registry
turns it into an ``is_error`` result carrying the message.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from recipe_studio.tools import i18n

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

    @property
    def name(self) -> str:
        return self.fn.__name__


class OutputModel(BaseModel):
    """Base of every structured result: unknown fields are a bug, not data."""

    model_config = ConfigDict(extra="forbid")


class Preview(OutputModel):
    """What a state-changing tool would do. Nothing was done."""

    preview: Literal[True] = Field(description="Always true: this is a preview, nothing was done.")
    action: str = Field(description="The tool that would act.")
    would: str = Field(description="In plain words, exactly what the tool would do.")
    details: dict[str, Any] = Field(description="The facts the sentence is made of.")
    hint: str = Field(
        default_factory=lambda: i18n.text(CONFIRM_HINT), description="How to make the tool act."
    )


Confirm = Annotated[
    bool,
    Field(
        strict=True,
        description=(
            "true to really do it. Without it (or false) nothing is changed and the answer "
            "is a preview of exactly what would happen."
        ),
    ),
]


def timestamp(seconds: float) -> str:
    """A file time as local ISO 8601 with its UTC offset, to the second."""
    return datetime.fromtimestamp(seconds, tz=UTC).astimezone().isoformat(timespec="seconds")


def plural(count: int, word: str) -> str:
    """``1 byte``, ``5 bytes``, in the server's language (the source is ``"%n byte(s)"``)."""
    return i18n.count(f"%n {word}(s)", count)


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename.

    A reader sees the old content or the new, never half of it. An existing file keeps its
    permission bits.
    """
    try:
        mode = path.stat().st_mode & 0o7777
    except FileNotFoundError:
        mode = 0o644
    handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp_name, mode)
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
