"""The ``run_terminal_command`` tool: one shell command in the workspace folder, with a timeout.

Off unless the user turned it on (``--enable-terminal``), like LMCP. The command runs in
its own session and process group (Windows: its own Job Object) with no input; when it
ends, times out or the call is cancelled, the group and everything the command started
are ended (see :mod:`recipe_studio.tools.processes` for how far that reaches). The shell
is the system's: ``/bin/sh`` on Linux and macOS, ``cmd.exe`` on Windows. Output is captured up to
a limit per stream; the rest is counted and dropped.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from contextlib import suppress
from pathlib import Path
from typing import Annotated, Literal

import anyio
from anyio.abc import ByteReceiveStream, Process
from pydantic import ConfigDict, Field, RootModel

from recipe_studio.core.child_env import child_environment, start_options
from recipe_studio.tools import i18n
from recipe_studio.tools.common import Confirm, OutputModel, Preview, ToolFailure, ToolSpec
from recipe_studio.tools.processes import CommandJob, end_command

#: Said to whoever calls the tool; names where Recipe Studio's window has the switch.
TERMINAL_OFF = (
    "terminal access is off; turn it on in Recipe Studio under Edit › Preferences "
    "(on macOS: Recipe Studio › Settings)"
)
MAX_OUTPUT_BYTES = 100_000
DEFAULT_TIMEOUT = 30.0
MAX_TIMEOUT = 600.0


class CommandFinished(OutputModel):
    preview: Literal[False] = Field(description="Always false: the command was run.")
    action: Literal["run_terminal_command"]
    command: str
    exit_code: int = Field(description="0 usually means success; negative: ended by a signal.")
    stdout: str = Field(description=f"Standard output (the first {MAX_OUTPUT_BYTES:,} bytes).")
    stderr: str = Field(description=f"Error output (the first {MAX_OUTPUT_BYTES:,} bytes).")
    stdout_truncated: bool
    stderr_truncated: bool
    duration_ms: int


class RunCommandResult(RootModel[Preview | CommandFinished]):
    """Either the preview (called without confirm: true) or the finished command."""

    model_config = ConfigDict(json_schema_extra={"type": "object"})


class _Capture:
    """Reads one output stream to its end, keeping only the first ``MAX_OUTPUT_BYTES``."""

    def __init__(self) -> None:
        self.data = bytearray()
        self.total = 0
        self.done = anyio.Event()

    async def drain(self, stream: ByteReceiveStream | None) -> None:
        try:
            if stream is not None:
                async for chunk in stream:
                    self.total += len(chunk)
                    room = MAX_OUTPUT_BYTES - len(self.data)
                    if room > 0:
                        self.data += chunk[:room]
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass
        finally:
            self.done.set()

    @property
    def text(self) -> str:
        return self.data.decode("utf-8", errors="replace")

    @property
    def truncated(self) -> bool:
        return self.total > len(self.data)


def _stop_group(process: Process, job: CommandJob) -> None:
    """Stop the command's process group (Windows: its job) at once (the full sweep
    follows)."""
    if sys.platform != "win32":
        with suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)
        return
    job.end()
    if process.returncode is None:
        with suppress(ProcessLookupError, OSError):
            process.kill()


class Terminal:
    """Runs shell commands in the workspace folder, if the user allowed it."""

    def __init__(self, workspace: Path, enabled: bool) -> None:
        self.workspace = workspace
        self.enabled = enabled
        #: Commands running now: adopted orphans are swept only when it is the last one.
        self._running = 0

    async def _end(self, process: Process, job: CommandJob) -> None:
        """End the command and everything it started (see ``processes``)."""
        _stop_group(process, job)
        sweep = self._running == 1
        await anyio.to_thread.run_sync(lambda: end_command(process.pid, sweep_orphans=sweep))

    async def _run(self, command: str, timeout: float) -> tuple[Process, _Capture, _Capture, bool]:
        process = await anyio.open_process(
            command,
            stdin=subprocess.DEVNULL,
            cwd=self.workspace,
            env=child_environment(os.environ),
            start_new_session=sys.platform != "win32",
            **start_options(),
        )
        job = CommandJob()
        job.hold(process.pid)
        out, err = _Capture(), _Capture()
        self._running += 1
        try:
            async with anyio.create_task_group() as group:
                group.start_soon(out.drain, process.stdout)
                group.start_soon(err.drain, process.stderr)
                with anyio.move_on_after(timeout) as waiting:
                    await process.wait()
                await self._end(process, job)  # also ends children still holding the pipes
                with anyio.move_on_after(2):
                    await out.done.wait()
                    await err.done.wait()
                group.cancel_scope.cancel()
        finally:
            with anyio.CancelScope(shield=True):
                await self._end(process, job)
                self._running -= 1
                with anyio.move_on_after(2):
                    await process.aclose()
        return process, out, err, waiting.cancelled_caught

    def _preview(self, command: str, seconds: float) -> Preview:
        return Preview(
            preview=True,
            action="run_terminal_command",
            would=i18n.text(
                "Run the command `{command}` in the folder {folder}, "
                "stopping it after {seconds:g} s",
                command=command,
                folder=self.workspace,
                seconds=seconds,
            ),
            details={"command": command, "folder": str(self.workspace), "timeout_seconds": seconds},
        )

    async def run_terminal_command(
        self,
        command: Annotated[
            str,
            Field(
                min_length=1,
                max_length=10_000,
                description=(
                    'The shell command to run, e.g. "ls -la". It runs in the workspace folder.'
                ),
            ),
        ],
        confirm: Confirm = False,
        timeout_seconds: Annotated[
            float,
            Field(
                gt=0,
                le=MAX_TIMEOUT,
                description=(
                    f"Stop the command after this many seconds (at most {MAX_TIMEOUT:.0f})."
                ),
            ),
        ] = DEFAULT_TIMEOUT,
    ) -> RunCommandResult:
        if not self.enabled:
            raise ToolFailure(TERMINAL_OFF)
        if not command.strip():
            raise ToolFailure("the command is empty")
        if not confirm:
            return RunCommandResult(self._preview(command, timeout_seconds))
        started = time.monotonic()
        try:
            process, out, err, timed_out = await self._run(command, timeout_seconds)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise ToolFailure("the command could not be started: {reason}", reason=reason) from None
        if timed_out:
            so_far = (out.text + err.text).strip()[:1000]
            tail = i18n.text("; its output so far: {output}", output=so_far) if so_far else ""
            raise ToolFailure(
                "the command did not finish within {seconds:g} s and was stopped{tail}",
                seconds=timeout_seconds,
                tail=tail,
            )
        return RunCommandResult(
            CommandFinished(
                preview=False,
                action="run_terminal_command",
                command=command,
                exit_code=process.returncode if process.returncode is not None else -1,
                stdout=out.text,
                stderr=err.text,
                stdout_truncated=out.truncated,
                stderr_truncated=err.truncated,
                duration_ms=round((time.monotonic() - started) * 1000),
            )
        )

    def tools(self) -> list[ToolSpec]:
        return [
            ToolSpec(
                self.run_terminal_command,
                title="Run a terminal command",
                description=(
                    "Run a shell command in the workspace folder and return its exit code and "
                    "output. Off unless turned on in Edit › Preferences. Without confirm: true "
                    "nothing runs and the answer is a preview."
                ),
                read_only=False,
                destructive=True,
                idempotent=False,
                open_world=True,
                sentence=("{command}", "stopped after {timeout_seconds} s"),
            ),
        ]
