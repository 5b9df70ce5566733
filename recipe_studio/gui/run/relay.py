"""Handing work from other threads to the GUI thread without a Qt call in those threads.

A run's progress comes from threads Qt does not know: the run's own thread, the event
loop thread of an MCP connection (where the engine drives consecutive calls), the thread
in which a server's question waits for its answer, a connection test's thread. Touching a
PySide object there (even reading a signal attribute to emit it) can deadlock with the GUI
thread or crash (seen: a server's question emitted while a dialog closed). So those
threads only call :class:`Post` — plain Python: it appends the work to a queue and writes
one byte to a socket pair — and a :class:`QSocketNotifier` on the GUI thread wakes up at
once and runs the queued work there, in order::

    relay = Relay(parent)                      # on the GUI thread
    post = relay.post                          # hand ``post`` to the other thread
    post(functools.partial(window_method, x))  # any thread: runs on the GUI thread soon
"""

from __future__ import annotations

import contextlib
import socket
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

Work = Callable[[], object]


class Post:
    """Queue work for the GUI thread (any thread; plain Python, no Qt call)."""

    def __init__(self, inbox: deque[Work], bell: socket.socket) -> None:
        self._inbox = inbox
        self._bell = bell

    def __call__(self, work: Work) -> None:
        self._inbox.append(work)  # before the bell: a wake-up never misses its work
        with contextlib.suppress(OSError):  # full (a wake-up is pending) or closed (quit)
            self._bell.send(b"\0")


class Relay(QObject):
    """See the module docstring."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inbox: deque[Work] = deque()
        self._ear, bell = socket.socketpair()
        self._ear.setblocking(False)
        bell.setblocking(False)
        self._bell = bell
        self.post = Post(self._inbox, bell)
        self._notifier = QSocketNotifier(self._ear.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self.deliver)

    def deliver(self) -> None:
        """Run the queued work, in order (on the GUI thread)."""
        with contextlib.suppress(OSError):
            while self._ear.recv(4096):
                pass
        while self._inbox:
            work = self._inbox.popleft()
            try:
                work()
            except BaseException:
                if self._inbox:  # the rest still runs, on the next wake-up
                    with contextlib.suppress(OSError):
                        self._bell.send(b"\0")
                raise

    def close(self) -> None:
        """Stop listening (quitting): work posted from now on is dropped."""
        self._notifier.setEnabled(False)
        self._inbox.clear()
        self._ear.close()
        self._bell.close()
