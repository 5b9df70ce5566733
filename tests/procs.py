"""Processes the tests start, on every system: which are still running, what they run,
and ending one outright (a crash, as far as the process can tell).

``psutil`` reads the process table of each system (Linux ``/proc``, the macOS kernel,
the Windows process list), so the checks that servers are ended and reaped run on all
three. On Windows a ``python`` of a virtual environment is a launcher that runs the real
interpreter as its child (and ends with it): a test's direct child is the launcher.
"""

from __future__ import annotations

import os

import psutil


def child_pids(*, include_zombies: bool = True) -> set[int]:
    """Child processes of this test process.

    Zombies count by default: a child that exited but was never waited for is a leak too
    (Windows has none: an ended process leaves the table at once).
    """
    found: set[int] = set()
    for child in psutil.Process(os.getpid()).children():
        if include_zombies or not _zombie(child):
            found.add(child.pid)
    return found


def _zombie(process: psutil.Process) -> bool:
    try:
        return process.status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True  # gone meanwhile: not running either


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie not yet reaped counts as ended)."""
    try:
        return not _zombie(psutil.Process(pid))
    except (psutil.NoSuchProcess, psutil.AccessDenied, ValueError):
        return False


def command_line(pid: int) -> str:
    """The command line of ``pid``, its words joined by spaces ("" once it is gone)."""
    try:
        return " ".join(psutil.Process(pid).cmdline())
    except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess, ValueError):
        return ""


def kill(pid: int) -> None:
    """End ``pid`` at once, with no chance to clean up: ``SIGKILL`` on Linux and macOS,
    ``TerminateProcess`` on Windows."""
    psutil.Process(pid).kill()
