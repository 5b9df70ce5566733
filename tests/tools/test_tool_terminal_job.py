"""The Windows branch of ending a terminal command, run here on stand-ins of ``pywin32``:
the command is put in a Job Object that ends its processes when closed, and ending the
command ends the job (every process in it), then the command's own process.

On Windows itself ``test_tool_terminal.py`` and ``test_tool_terminal_escape.py`` run real
commands through the real job; this module checks the calls where no Windows is at hand.
"""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest

from recipe_studio.tools import processes, terminal


class FakeWin32:
    """Just enough of ``win32api``, ``win32con`` and ``win32job``, noting every call."""

    JobObjectExtendedLimitInformation = 9
    JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
    PROCESS_SET_QUOTA = 0x0100
    PROCESS_TERMINATE = 0x0001

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.limits: dict[str, Any] = {"BasicLimitInformation": {"LimitFlags": 0}}

    def CreateJobObject(self, attributes: Any, name: str) -> str:
        self.calls.append(("CreateJobObject", name))
        return "job"

    def QueryInformationJobObject(self, job: str, kind: int) -> dict[str, Any]:
        return self.limits

    def SetInformationJobObject(self, job: str, kind: int, limits: dict[str, Any]) -> None:
        self.calls.append(("SetInformationJobObject", job, limits["BasicLimitInformation"]))

    def OpenProcess(self, access: int, inherit: bool, pid: int) -> str:
        self.calls.append(("OpenProcess", access, pid))
        return f"process {pid}"

    def AssignProcessToJobObject(self, job: str, process: str) -> None:
        self.calls.append(("AssignProcessToJobObject", job, process))

    def TerminateJobObject(self, job: str, code: int) -> None:
        self.calls.append(("TerminateJobObject", job))

    def CloseHandle(self, handle: str) -> None:
        self.calls.append(("CloseHandle", handle))


@pytest.fixture
def win32(monkeypatch: pytest.MonkeyPatch) -> FakeWin32:
    fake = FakeWin32()
    for name in ("win32api", "win32con", "win32job"):
        module = types.ModuleType(name)
        for attribute in dir(fake):
            if not attribute.startswith("_"):
                setattr(module, attribute, getattr(fake, attribute))
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "platform", "win32")
    return fake


def test_the_command_is_held_by_a_job_that_ends_its_processes_when_closed(
    win32: FakeWin32,
) -> None:
    job = processes.CommandJob()
    assert job.hold(4242)
    assert job.held
    assert win32.calls == [
        ("CreateJobObject", ""),
        ("SetInformationJobObject", "job", {"LimitFlags": 0x2000}),
        ("OpenProcess", 0x0101, 4242),
        ("AssignProcessToJobObject", "job", "process 4242"),
        ("CloseHandle", "process 4242"),
    ]
    win32.calls.clear()
    job.end()
    assert win32.calls == [("TerminateJobObject", "job"), ("CloseHandle", "job")]
    assert not job.held
    job.end()  # once only
    assert len(win32.calls) == 2


def test_stopping_the_command_ends_its_job_then_its_own_process(win32: FakeWin32) -> None:
    job = processes.CommandJob()
    job.hold(7)
    win32.calls.clear()

    class Process:
        pid = 7
        returncode = None
        killed = False

        def kill(self) -> None:
            self.killed = True

    process = Process()
    terminal._stop_group(process, job)  # type: ignore[arg-type]  # a stand-in process
    assert win32.calls[0] == ("TerminateJobObject", "job")
    assert process.killed
    assert processes.end_command(7) == 0  # nothing to sweep: the job held them all


def test_no_job_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    job = processes.CommandJob()
    assert not job.hold(1)
    job.end()
