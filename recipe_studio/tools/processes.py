"""Ending a terminal command and everything it started, as far as the system allows.

A command runs in a new session, so it leads its own process group. When its call ends
or times out, :func:`end_command` kills, in rounds until nothing new turns up:

- its process group and session (children that stayed in them);
- every process descended from it in the process table (Linux ``/proc``, elsewhere
  ``ps``), which catches a child that left with ``setsid`` while its parent still lives;
- on Linux, when the server made itself a *child subreaper* (:func:`become_subreaper`,
  done by the tool server at start), processes it adopted: a child that left the session
  *and* lost its parent (``setsid`` after a double fork) is re-parented to the server
  instead of to ``init``, so it is found there. This sweep runs only when no other
  command is running, so it never ends another call's processes.

Limits: without a subreaper (macOS, or the tools used in another process), a process
that both left the session and lost its parent before the sweep is out of reach, as is
anything handed to a system service (``systemd-run``, ``launchctl``, ``nohup`` under a
daemon).

Windows has no process groups or sessions to leave: the command is put in a Job Object
of its own (:class:`CommandJob`), which every process it starts is in too and none can
leave, and ending the job ends all of them at once. A process the command started in
the instant before it joined the job (the same limit as the MCP SDK's servers have) is
out of reach, as is anything handed to a system service.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
import time
from typing import Any

from recipe_studio.core.child_env import child_environment

_PR_SET_CHILD_SUBREAPER = 36
_ROUNDS = 6
#: Whether this process adopts orphaned descendants (see :func:`become_subreaper`).
_subreaper = False

ProcessTable = dict[int, tuple[int, int, int]]  # pid -> (parent, process group, session)


def become_subreaper() -> bool:
    """Make this process adopt its orphaned descendants (Linux); whether it worked."""
    global _subreaper
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        _subreaper = libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        _subreaper = False
    return _subreaper


def process_table() -> ProcessTable:
    """Every process the system shows: its parent, process group and session."""
    if os.path.isdir("/proc/self"):
        return _proc_table()
    return _ps_table()


def _proc_table() -> ProcessTable:
    table: ProcessTable = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as handle:
                text = handle.read()
        except OSError:
            continue  # it ended meanwhile
        # "pid (comm) state ppid pgrp session ...": comm may hold spaces and parentheses.
        fields = text[text.rfind(b")") + 2 :].split()
        with contextlib.suppress(IndexError, ValueError):
            table[int(name)] = (int(fields[1]), int(fields[2]), int(fields[3]))
    return table


def _ps_table() -> ProcessTable:
    try:
        done = subprocess.run(
            ["ps", "-A", "-o", "pid=,ppid=,pgid="],
            env=child_environment(os.environ),
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return {}
    table: ProcessTable = {}
    for line in done.stdout.splitlines():
        with contextlib.suppress(ValueError):
            pid, parent, group = (int(part) for part in line.split())
            table[pid] = (parent, group, -1)
    return table


def _belonging(root: int, table: ProcessTable, orphans: bool) -> set[int]:
    """The processes of the command ``root``: its group and session, their descendants
    and (with ``orphans``) the processes this one adopted, with theirs."""
    if sys.platform == "win32":  # no groups or sessions: the command's job holds them
        return set()
    me = os.getpid()
    found = {pid for pid, (_, group, session) in table.items() if root in (group, session)}
    found.add(root)
    if orphans:
        found |= {pid for pid, (parent, _, _) in table.items() if parent == me}
    children: dict[int, list[int]] = {}
    for pid, (parent, _, _) in table.items():
        children.setdefault(parent, []).append(pid)
    stack = list(found)
    while stack:
        for child in children.get(stack.pop(), ()):
            if child not in found:
                found.add(child)
                stack.append(child)
    own_group = os.getpgrp()
    return {
        pid for pid in found if pid != me and pid > 1 and table.get(pid, (0, 0, 0))[1] != own_group
    }


def end_command(root: int, *, sweep_orphans: bool = True) -> int:
    """Kill the command ``root`` (a session leader) and everything it started; how many
    processes were signalled. ``sweep_orphans``: also end the processes this one adopted
    (pass ``False`` while another command runs). On Windows the command's
    :class:`CommandJob` ends them instead (0)."""
    if sys.platform == "win32":
        return 0
    orphans = sweep_orphans and _subreaper
    ended: set[int] = set()
    for _ in range(_ROUNDS):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(root, signal.SIGKILL)
        targets = _belonging(root, process_table(), orphans) - ended
        if not targets:
            break
        for pid in targets:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        ended |= targets
    if orphans:
        _reap(ended - {root})
    return len(ended)


def _reap(pids: set[int]) -> None:
    """Collect the exit status of adopted processes that were killed (no zombies left);
    the command itself is left to whoever started it."""
    if sys.platform == "win32":  # nothing is adopted there
        return
    deadline = time.monotonic() + 1.0
    waiting = set(pids)
    while waiting and time.monotonic() < deadline:
        for pid in list(waiting):
            try:
                done, _status = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:  # not our child, or already collected
                waiting.discard(pid)
                continue
            if done:
                waiting.discard(pid)
        if waiting:
            time.sleep(0.01)


class CommandJob:
    """Windows: a Job Object for one command and everything it starts (a process cannot
    leave it: no break-away is allowed), ended as a whole by :meth:`end`; closing its last
    handle ends what is left too, should the tool server itself die. Elsewhere it does
    nothing (the process group and :func:`end_command` do it).

    Made with ``pywin32``, which the MCP SDK needs on Windows and brings along (it makes
    its servers' jobs the same way)."""

    def __init__(self) -> None:
        self._job: Any = None

    def hold(self, pid: int) -> bool:
        """Put the process ``pid`` in a new job; whether it is in one now."""
        if sys.platform != "win32":
            return False
        try:
            import win32api
            import win32con
            import win32job
        except ImportError:  # pragma: no cover - pywin32 comes with the MCP SDK
            return False
        job = None
        try:
            job = win32job.CreateJobObject(None, "")
            kind = win32job.JobObjectExtendedLimitInformation
            limits = win32job.QueryInformationJobObject(job, kind)
            limits["BasicLimitInformation"]["LimitFlags"] |= (
                win32job.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
            )
            win32job.SetInformationJobObject(job, kind, limits)
            access = win32con.PROCESS_SET_QUOTA | win32con.PROCESS_TERMINATE
            process = win32api.OpenProcess(access, False, pid)
            try:
                win32job.AssignProcessToJobObject(job, process)
            finally:
                win32api.CloseHandle(process)
        except Exception:  # pywintypes.error: no job, the command's own process is ended
            if job is not None:
                with contextlib.suppress(Exception):
                    win32api.CloseHandle(job)
            return False
        self._job = job
        return True

    @property
    def held(self) -> bool:
        return self._job is not None

    def end(self) -> None:
        """End every process in the job now, and let the job go."""
        job, self._job = self._job, None
        if job is None or sys.platform != "win32":
            return
        import win32api
        import win32job

        with contextlib.suppress(Exception):  # already ended
            win32job.TerminateJobObject(job, 1)
        with contextlib.suppress(Exception):
            win32api.CloseHandle(job)
