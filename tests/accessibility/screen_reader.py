"""Recipe Studio as a screen reader meets it: the real app on an X server of the test's
own (Xvfb), its accessibility tree on an AT-SPI bus of the test's own, read by
``atspi_reader.py`` as Orca reads it.

The pieces are Debian's, as a Linux desktop has them: ``at-spi2-core`` (the AT-SPI bus
launcher, which starts the accessibility bus and its registry daemon), ``python3-pyatspi``
(the library Orca is written with; a package of the system's Python, so the reader runs
under ``/usr/bin/python3``), ``xvfb`` and ``xdotool`` (a window manager's one task here:
giving the window the keyboard focus). ``./studio test`` installs them. Every bus is the
test's own (``signin_support.private_session_bus``: no service starts by itself), found through
``DBUS_SESSION_BUS_ADDRESS`` as on a desktop; Qt speaks AT-SPI because
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON`` says a screen reader is there.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from signin_support import private_session_bus
from workers import first_display

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

READER = Path(__file__).with_name("atspi_reader.py")
#: The system's Python, which has Debian's python3-pyatspi.
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
#: Xvfb's screen: the smallest the app is made for (1024 wide).
SCREEN = "1024x700x24"

Node = dict[str, Any]
T = TypeVar("T")


def screen_reader_missing() -> str | None:
    """Why this machine cannot give the app a screen reader (None: it can)."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux desktop's accessibility bus"
    missing = [
        package
        for package, present in (
            ("at-spi2-core", Path(BUS_LAUNCHER).exists()),
            ("xvfb", shutil.which("Xvfb")),
            ("xdotool", shutil.which("xdotool")),
            ("dbus-daemon", shutil.which("dbus-daemon")),
        )
        if not present
    ]
    if not _system_pyatspi():
        missing.append("python3-pyatspi")
    if missing:
        return f"needs Debian's {' and '.join(missing)} (./studio test installs them)"
    return None


def _system_pyatspi() -> bool:
    if not Path(SYSTEM_PYTHON).exists():
        return False
    done = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=60, check=False
    )
    return done.returncode == 0


def needs_screen_reader() -> None:
    """Skip where no screen reader can be had (naming what covers the app's words there);
    in CI on Linux, which installs one, fail instead: a skip would hide a missing install."""
    missing = screen_reader_missing()
    if missing and os.environ.get("CI") and sys.platform.startswith("linux"):
        pytest.fail(f"CI installs the screen reader's pieces (./studio test), yet: {missing}")
    if missing and not sys.platform.startswith("linux"):
        pytest.skip(
            f"{missing}; macOS' VoiceOver and Windows' UI Automation cannot be driven by a "
            "test, so on this system only tests/gui/test_gui_i18n.py covers that every "
            "text is translated (not how a screen reader reads it)"
        )
    if missing:
        pytest.skip(missing)


class ScreenReader:
    """The reader process: commands in, JSON answers out (see ``atspi_reader.py``)."""

    def __init__(self, process: subprocess.Popen[str], env: dict[str, str]) -> None:
        self.process = process
        self.env = env
        assert self.ask_line() == "ready", "the AT-SPI reader did not start"

    def ask_line(self, command: dict[str, Any] | None = None) -> Any:
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None
        assert stdout is not None
        if command is not None:
            stdin.write(json.dumps(command) + "\n")
            stdin.flush()
        line = stdout.readline()
        assert line, "the AT-SPI reader ended"
        answer = json.loads(line)
        if "error" in answer:
            return None  # an object went away while it was read: the caller asks again
        return answer["ok"]

    def give_focus(self) -> None:
        """What a window manager does for the main window when it opens, and again when a
        dialog over it closes: give it the keyboard (Xvfb alone gives it to no window)."""
        subprocess.run(
            [
                "xdotool",
                "search",
                "--sync",
                "--onlyvisible",
                "--name",
                "Recipe Studio$",
                "windowfocus",
                "--sync",
            ],
            env=self.env,
            check=True,
            capture_output=True,
            timeout=30,
        )

    def tree(self) -> list[Node]:
        """Every window of the app, as nested nodes (showing objects only)."""
        return list(self.ask_line({"do": "tree"}) or [])

    def windows(self) -> list[Node]:
        """The app's windows, without what is in them."""
        return list(self.ask_line({"do": "windows"}) or [])

    def focus(self) -> list[Node] | None:
        """The object with the keyboard focus, after the objects it is in."""
        found = self.ask_line({"do": "focus"})
        return list(found) if found else None

    def keys(self, *keys: str) -> None:
        """``keys("ctrl+n", "Tab")``: pressed one after another, as on a keyboard."""
        self.ask_line({"do": "keys", "keys": list(keys)})

    def type(self, text: str, reads: str | None = None) -> Node:
        """Type ``text`` into the focused field; returns the field once it reads as it
        should: its text (or its description, which has tokens as words) ends with
        ``reads`` (``text`` itself by default)."""
        self.ask_line({"do": "type", "text": text})
        expected = text if reads is None else reads

        def typed() -> Node | None:
            path = self.focus()
            field = path[-1] if path else None
            if field and expected in (field["text"][-len(expected) :], field["description"]):
                return field
            return None

        try:
            return self.wait(f"the field to read {expected!r}", typed, 10)
        except AssertionError as exc:
            path = self.focus()
            said = f" ({path[-1]['text']!r}, {path[-1]['description']!r})" if path else ""
            raise AssertionError(f"{exc}; the focus is on {describe(path)}{said}") from None

    def wait(self, what: str, found: Callable[[], T | None], seconds: float = 30) -> T:
        """``found()`` once it is not None, asked again until ``seconds`` have passed."""
        deadline = time.monotonic() + seconds
        while True:
            answer = found()
            if answer is not None:
                return answer
            if time.monotonic() > deadline:
                raise AssertionError(f"{what}: not there after {seconds:g} s")
            time.sleep(0.05)

    def wait_focus(
        self, role: str, begins: str = "", seconds: float = 30, *, away_from: object = None
    ) -> Node:
        """The focused object once it is a ``role`` whose name begins with ``begins``
        (and it is not ``away_from``, where the focus was)."""

        def reached() -> Node | None:
            path = self.focus()
            if not path or path == away_from:
                return None
            if path[-1]["role"] == role and path[-1]["name"].startswith(begins):
                return path[-1]
            return None

        try:
            return self.wait(f"the focus on a {role} {begins!r}…", reached, seconds)
        except AssertionError as exc:
            raise AssertionError(f"{exc}; it is on {describe(self.focus())}") from None

    def moved(self, key: str) -> list[Node]:
        """Press ``key`` and hear where the focus goes (anywhere but where it was)."""
        before = self.focus()
        self.keys(key)

        def elsewhere() -> list[Node] | None:
            path = self.focus()
            return path if path != before else None

        return self.wait("the focus to move", elsewhere, 5)

    def press(self, key: str, role: str, begins: str = "") -> Node:
        """Press ``key`` and hear where the focus goes: a ``role`` whose name begins so."""
        before = self.focus()
        self.keys(key)
        return self.wait_focus(role, begins, away_from=before)


def describe(path: list[Node] | None) -> str:
    """``frame 'Recipe Studio' › push button 'Nouvelle recette'``."""
    return " › ".join(f"{n['role']} {n['name']!r}" for n in path) if path else "nothing"


def walk(nodes: list[Node], path: tuple[Node, ...] = ()) -> Iterator[tuple[Node, ...]]:
    """Every node with the nodes it is in, depth first."""
    for node in nodes:
        here = (*path, node)
        yield here
        yield from walk(node["children"], here)


def find(nodes: list[Node], role: str, name: str | None = None) -> Node | None:
    """The first node of ``role`` (called ``name``), else None."""
    for path in walk(nodes):
        if path[-1]["role"] == role and name in (None, path[-1]["name"]):
            return path[-1]
    return None


def window(reader: ScreenReader, role: str, name: str | None = None) -> Node:
    """A window of the app (a frame, a dialog) once it is on screen."""

    def shown() -> Node | None:
        return next(
            (w for w in reader.windows() if w["role"] == role and name in (None, w["name"])),
            None,
        )

    try:
        return reader.wait(f"the {role} {name!r}", shown)
    except AssertionError as exc:
        there = ", ".join(f"{w['role']} {w['name']!r}" for w in reader.tree())
        raise AssertionError(f"{exc}; on screen: {there or 'nothing'}") from None


@contextmanager
def studio_on_screen(folder: Path) -> Iterator[ScreenReader]:
    """Recipe Studio, started as ``recipe-studio`` starts it, on the test's own X server
    and accessibility bus; its Studio home is ``RECIPE_STUDIO_HOME`` (the suite's, per
    test). Yields the screen reader, the window having the keyboard focus."""
    needs_screen_reader()
    folder.mkdir(parents=True, exist_ok=True)
    runtime = folder / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    with ExitStack() as stack:
        display = stack.enter_context(_x_server(folder))
        address = stack.enter_context(private_session_bus(folder))
        env = {
            **{k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"},
            "DISPLAY": display,
            "DBUS_SESSION_BUS_ADDRESS": address,
            "XDG_RUNTIME_DIR": str(runtime),
            "HOME": str(folder),
        }
        stack.enter_context(_process([BUS_LAUNCHER, "--launch-immediately"], env, folder))
        app_env = {
            **env,
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
            "LANGUAGE": "fr",
            # Qt's AT-SPI bridge says, for every client that connects, that it lacks a
            # method of no use here.
            "QT_LOGGING_RULES": "qt.accessibility.atspi=false",
        }
        reader_process = subprocess.Popen(
            [SYSTEM_PYTHON, str(READER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
            encoding="utf-8",
        )
        stack.callback(_end, reader_process)
        reader = ScreenReader(reader_process, env)
        app = [sys.executable, "-m", "recipe_studio", "gui"]
        stack.enter_context(_process(app, app_env, folder))
        window(reader, "frame")
        reader.give_focus()
        yield reader


@contextmanager
def _x_server(folder: Path) -> Iterator[str]:
    """Xvfb on the first free display from this worker's own range; yields ``:N``."""
    for number in range(first_display(), first_display() + 20):
        if Path(f"/tmp/.X{number}-lock").exists():
            continue
        with _process(
            ["Xvfb", f":{number}", "-screen", "0", SCREEN, "-nolisten", "tcp"],
            {**os.environ},
            folder,
        ) as server:
            socket = Path(f"/tmp/.X11-unix/X{number}")
            deadline = time.monotonic() + 30
            while not socket.exists() and server.poll() is None:
                assert time.monotonic() < deadline, "Xvfb did not start"
                time.sleep(0.05)
            if server.poll() is None:
                yield f":{number}"
                return
    raise AssertionError("no free X display for Xvfb")


@contextmanager
def _process(
    command: list[str], env: dict[str, str], folder: Path
) -> Iterator[subprocess.Popen[bytes]]:
    """A process that ends with the block; its output goes to a log in ``folder``."""
    log = (folder / f"{Path(command[0]).name}.log").open("ab")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=log)
    try:
        yield process
    finally:
        _end(process)
        log.close()


def _end(process: subprocess.Popen[Any]) -> None:
    for stream in (process.stdin, process.stdout):
        if stream is not None:
            stream.close()
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
