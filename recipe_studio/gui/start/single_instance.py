"""One window per user and Studio home: a second launch hands its files to the first.

The first launch holds a lock file in the Studio home (:class:`QLockFile`) and listens on
a local socket named after the user and the home (:class:`QLocalServer`: a Unix socket on
Linux and macOS, a named pipe on Windows; only this user may connect). A later launch
finds the lock taken, connects, sends its files' absolute paths as one JSON line (with
the focus tokens its launcher gave it, see :mod:`recipe_studio.gui.start.activation`), waits
for "ok" and exits 0; the first window comes to the front and opens them.

Left-overs of a crashed window are cleaned up: QLockFile sees that the process named in
the lock is gone, and the new first launch removes the stale socket
(:meth:`QLocalServer.removeServer`) before listening. If the lock's holder never answers
(it hangs), the launch opens a window of its own rather than lose the person's files.
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QLockFile, QObject, Signal

from recipe_studio.core.paths import instance_lock_file, instance_socket_name

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

#: How long a launch waits for the running window (connect, send, answer), per try.
ANSWER_MS = 5000
#: How long a launch keeps trying while the lock's holder is still starting up.
STARTING_UP_S = 10.0
#: A hand-over larger than this is not ours.
MAX_MESSAGE = 1 << 20


class Primary(QObject):
    """The running window's side: holds the lock, takes files from later launches."""

    #: Absolute paths sent by a later launch (may be empty: it only wants the window).
    files_received = Signal(list)
    #: The focus tokens that came with them (emitted first, so they are there to use).
    tokens_received = Signal(dict)

    def __init__(self, lock: QLockFile, home: str | None, parent: QObject | None = None) -> None:
        """Holds ``lock``; takes hand-overs once :meth:`listen` is called (start-up calls
        it after the first frame: a later launch meanwhile waits, see :func:`claim`)."""
        super().__init__(parent)
        self.lock = lock
        self.home = home
        self.server: QLocalServer | None = None
        self.listening = False

    def listen(self) -> bool:
        # Here, not at the top: Qt's network module is not needed for the first frame.
        from PySide6.QtNetwork import QLocalServer

        name = instance_socket_name(self.home)
        server = self.server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # We hold the lock, so a socket of that name is a crashed window's left-over.
        QLocalServer.removeServer(name)
        self.listening = server.listen(name)
        server.newConnection.connect(lambda: self._connection(server))
        return self.listening

    def _connection(self, server: QLocalServer) -> None:
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            buffer = bytearray()
            # Kept (a few bytes each) until the server goes: a socket deleted later while
            # the server is deleted now makes Qt warn about a deleted shared object.
            socket.readyRead.connect(lambda s=socket, b=buffer: self._read(s, b))

    def _read(self, socket: QLocalSocket, buffer: bytearray) -> None:
        buffer += socket.readAll().data()
        if len(buffer) > MAX_MESSAGE:
            socket.abort()
            return
        if b"\n" not in buffer:
            return
        socket.readyRead.disconnect()  # one hand-over per connection
        line = bytes(buffer).split(b"\n", 1)[0]
        paths = parse_message(line)
        socket.write(b"ok\n" if paths is not None else b"no\n")
        socket.flush()
        socket.disconnectFromServer()
        if paths is not None:
            self.tokens_received.emit(parse_tokens(line))
            self.files_received.emit(paths)

    def close(self) -> None:
        """Stop taking hand-overs and give the lock back (on quit)."""
        if self.server is not None:
            self.server.close()
        self.lock.unlock()


def parse_message(line: bytes) -> list[str] | None:
    """The paths in a hand-over line, or None when it is not one."""
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        return None
    return files


def parse_tokens(line: bytes) -> dict[str, str]:
    """The focus tokens of a hand-over line (none when it has none or is not one)."""
    from recipe_studio.gui.start.activation import TOKEN_VARIABLES

    with contextlib.suppress(UnicodeDecodeError, ValueError):
        tokens = json.loads(line.decode("utf-8")).get("activation")
        if isinstance(tokens, dict):
            return {k: v for k, v in tokens.items() if k in TOKEN_VARIABLES and isinstance(v, str)}
    return {}


def hand_over(name: str, paths: list[str], timeout_ms: int = ANSWER_MS) -> bool:
    """Send ``paths`` to the running window; True when it took them."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    from recipe_studio.gui.start.activation import launch_tokens

    message = {"files": paths, "activation": launch_tokens()}
    socket.write(json.dumps(message).encode("utf-8") + b"\n")
    if not socket.waitForBytesWritten(timeout_ms):
        socket.abort()
        return False
    answer = b""
    while b"\n" not in answer and socket.waitForReadyRead(timeout_ms):
        answer += socket.readAll().data()
    if b"\n" not in answer:  # it closed first: read what it sent before closing
        answer += socket.readAll().data()
    socket.abort()
    return answer.startswith(b"ok")


class Claim(NamedTuple):  # not a dataclass: that module costs start-up time
    """What a launch is: the running window (``primary``), done because the running
    window took its files (``handed_over``), or neither: a window of its own."""

    primary: Primary | None = None
    handed_over: bool = False


def claim(files: list[str], home: str | None = None) -> Claim:
    """Become the running window, or hand ``files`` to the one that is running."""
    lock_path = instance_lock_file(home)
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(lock_path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    paths = [str(Path(f).expanduser().absolute()) for f in files]
    deadline = time.monotonic() + STARTING_UP_S
    name = ""  # worked out only when another window holds the lock (start-up time)
    lent = False
    while True:
        if lock.tryLock(0):
            return Claim(primary=Primary(lock, home))
        name = name or instance_socket_name(home)
        if lock.error() != QLockFile.LockError.LockFailedError:
            return _unguarded(f"cannot use {lock_path}")
        if not lent:  # once: lend the running window the right to come to the front
            lent = True
            _allow_foreground(lock)
        if hand_over(name, paths):
            return Claim(handed_over=True)
        if time.monotonic() > deadline:
            return _unguarded("the running Recipe Studio does not answer")
        time.sleep(0.2)  # it holds the lock but is not listening yet: starting up


def _allow_foreground(lock: QLockFile) -> None:
    """Windows: the running window may take the focus (its pid is in the lock file)."""
    if sys.platform != "win32":
        return
    from recipe_studio.gui.start.activation import allow_foreground

    info = lock.getLockInfo()  # (pid, host, app); pid 0 when unreadable
    with contextlib.suppress(Exception):
        allow_foreground(int(info[0]) if info else 0)


def _unguarded(reason: str) -> Claim:
    """A window of our own, taking no hand-overs: better than losing the person's files."""
    print(f"recipe-studio: opening another window: {reason}", file=sys.stderr)
    return Claim()
