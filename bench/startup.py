"""Start-up benchmark: time to a visible window under Xvfb, and memory (not a test).

Run: ``.venv/bin/python bench/startup.py [--runs N]`` (N >= 7, default 9). Needs Xvfb
(Debian ``xvfb``) and the X libraries Qt's xcb platform uses (``./studio``'s QT_DEBS).

It starts its own Xvfb on a free display (``-displayfd``), then alternates two programs
started the same way (the same interpreter, environment and display), N runs each after
one warm-up run each that is not counted:

1. a bare PySide6 ``QMainWindow`` script (the baseline);
2. ``recipe-studio gui`` on a temporary home (``RECIPE_STUDIO_HOME``) holding a small
   library (the four example recipes and eight more).

A run's time is from just before the process is started until the X server reports one
of its top-level windows viewable (mapped: what a user can see), polled every 5 ms from
this process through libX11 (one connection, a few round trips per poll, so the poller
barely competes with the program for the CPU). The process is then ended. It prints the
median, min and max of each and the ratio of the medians (the goal: <= 1.25).

Then memory (VmRSS from /proc/PID/status once the window is up, the figure has stood
still for a second and the process is idle at each reading: the app's window is then
built whole, see ``SETTLED_READINGS``): the bare window; the app on the small library;
``recipe-studio gui big.recipe.json`` with a 10,000-step recipe (that imports the file into
the library and opens it in the editor, as a double-click does); and the same recipe
opened by a small driver through the main window, as a click in the library does (if the
window's API changed it says "not measured"). It prints the ratios of the memory goals:
the app after start / the bare window (<= 1.5) and each 10,000-step figure / the small
library (<= 2).
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from typing import TYPE_CHECKING

from validation import manifest

if TYPE_CHECKING:
    from collections.abc import Callable

REPO = Path(__file__).resolve().parent.parent
POLL = 0.005
TIMEOUT = 60.0

BARE = """\
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.setWindowTitle("bare PySide6 window")
window.resize(1100, 700)
window.show()
sys.exit(app.exec())
"""

#: Opens a library recipe in the editor the way a click in the library does, then says so.
OPEN_IN_EDITOR = """\
import sys
from PySide6.QtCore import QTimer
from recipe_studio.gui.start.app import make_app
from recipe_studio.gui.window.main_window import MainWindow
app = make_app()
window = MainWindow()
window.show()
def open_it():
    try:
        entry = next(e for e in window.parts.library.entries() if e.name == sys.argv[1])
        window.parts.opener.open_entry(entry)
        app.processEvents()
        print("opened", flush=True)
    except Exception as exc:
        print(f"not measured: {type(exc).__name__}: {exc}", flush=True)
QTimer.singleShot(0, open_it)
sys.exit(app.exec())
"""


# --------------------------------------------------------------------------- X11


class XWindowAttributes(ctypes.Structure):
    _fields_ = [
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("border_width", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("visual", ctypes.c_void_p),
        ("root", ctypes.c_ulong),
        ("class_", ctypes.c_int),
        ("bit_gravity", ctypes.c_int),
        ("win_gravity", ctypes.c_int),
        ("backing_store", ctypes.c_int),
        ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong),
        ("save_under", ctypes.c_int),
        ("colormap", ctypes.c_ulong),
        ("map_installed", ctypes.c_int),
        ("map_state", ctypes.c_int),
        ("all_event_masks", ctypes.c_long),
        ("your_event_mask", ctypes.c_long),
        ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", ctypes.c_int),
        ("screen", ctypes.c_void_p),
    ]


IS_VIEWABLE = 2
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


class X11:
    """The few libX11 calls the poller needs: top-level windows, their pid and map state."""

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise SystemExit("startup.py: libX11 is missing (Debian: libx11-6)")
        x = ctypes.cdll.LoadLibrary(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_void_p] * 4
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
            ctypes.c_void_p, ctypes.c_void_p,
        ]  # fmt: skip
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        # A window can vanish between listing and asking: ignore that error, do not exit.
        self._handler = ERROR_HANDLER(lambda _display, _event: 0)
        x.XSetErrorHandler(self._handler)
        self.x = x
        self.display = x.XOpenDisplay(display.encode())
        if not self.display:
            raise SystemExit(f"startup.py: cannot open X display {display}")
        self.root = x.XDefaultRootWindow(self.display)
        self.pid_atom = x.XInternAtom(self.display, b"_NET_WM_PID", 0)

    def close(self) -> None:
        self.x.XCloseDisplay(self.display)

    def _pid_of(self, window: int) -> int | None:
        kind, fmt = ctypes.c_ulong(), ctypes.c_int()
        count, after = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.POINTER(ctypes.c_ulong)()
        status = self.x.XGetWindowProperty(
            self.display, window, self.pid_atom, 0, 1, 0, 6,  # XA_CARDINAL
            ctypes.byref(kind), ctypes.byref(fmt), ctypes.byref(count), ctypes.byref(after),
            ctypes.byref(data),
        )  # fmt: skip
        pid = int(data[0]) if status == 0 and count.value == 1 and data else None
        if data:
            self.x.XFree(data)
        return pid

    def viewable_windows(self, pid: int) -> int:
        """How many top-level windows of process ``pid`` are viewable (mapped) now."""
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children = ctypes.POINTER(ctypes.c_ulong)()
        count = ctypes.c_uint()
        refs = [ctypes.byref(root), ctypes.byref(parent), ctypes.byref(children)]
        if not self.x.XQueryTree(self.display, self.root, *refs, ctypes.byref(count)):
            return 0
        found = 0
        attributes = XWindowAttributes()
        for index in range(count.value):
            window = children[index]
            if not self.x.XGetWindowAttributes(self.display, window, ctypes.byref(attributes)):
                continue
            if attributes.map_state == IS_VIEWABLE and self._pid_of(window) == pid:
                found += 1
        if children:
            self.x.XFree(children)
        return found


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a display number it picks itself (-displayfd): never a busy one."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("startup.py: Xvfb is needed (Debian: apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        raise SystemExit("startup.py: Xvfb did not start")
    return server, f":{number}"


# --------------------------------------------------------------------------- runs


def wait_until(check: Callable[[], bool], timeout: float = TIMEOUT) -> bool:
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if check():
            return True
        time.sleep(POLL)
    return False


def stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def time_to_window(x11: X11, command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, text=True)
    try:
        shown = wait_until(lambda: x11.viewable_windows(process.pid) > 0 or bool(process.poll()))
        seconds = time.perf_counter() - started
        if not shown or process.poll() is not None:
            raise SystemExit(f"startup.py: no window from {' '.join(command)}")
        return seconds
    finally:
        stop(process)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def idle(pid: int) -> bool:
    """The process is waiting (sleeping in its event loop), not running or waiting for
    a CPU: on a busy machine a starved process's memory stands still too."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat[stat.rindex(")") + 2] in "SI"


#: Readings 100 ms apart that must agree: over a second, longer than the app's one idle
#: wait before the rest of its window is built (its first frame's expose, at most 300 ms:
#: ``gui/start/startup.py``'s ``EXPOSE_WAIT_MS``), so "after start" is the window built and idle.
SETTLED_READINGS = 11


def settled_rss(pid: int) -> float:
    """VmRSS once it stops moving: readings 100 ms apart, equal-ish for a second with the
    process idle at each (at most 60 s)."""
    readings: list[tuple[float, bool]] = []
    deadline = time.perf_counter() + 60
    while time.perf_counter() < deadline:
        readings.append((rss_mb(pid), idle(pid)))
        last = readings[-SETTLED_READINGS:]
        sizes = [size for size, _ in last]
        steady = max(sizes) - min(sizes) < 0.5 and all(i for _, i in last)
        if len(last) == SETTLED_READINGS and steady:
            break
        time.sleep(0.1)
    return readings[-1][0]


def memory_after(
    x11: X11, command: list[str], env: dict[str, str], *, windows: int = 1, line: bool = False
) -> float | str:
    """RSS once ``windows`` windows of the process are up (and, with ``line``, once it
    printed its first line: the editor driver's "opened"), in MB; or why not measured."""
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    try:
        if not wait_until(lambda: x11.viewable_windows(process.pid) >= windows, 120):
            return "not measured: no window"
        if line:
            assert process.stdout is not None
            said = process.stdout.readline().strip()
            if said != "opened":
                return said or "not measured: the driver said nothing"
        return settled_rss(process.pid)
    finally:
        stop(process)


# --------------------------------------------------------------------------- setup


def cli(*args: str) -> list[str]:
    script = Path(sys.executable).parent / "recipe-studio"
    return (
        [str(script), *args] if script.exists() else [sys.executable, "-m", "recipe_studio", *args]
    )


def make_home(base: Path, name: str, extra: int) -> Path:
    """A Studio home with the example recipes and ``extra`` small ones, via the CLI."""
    home = base / name
    examples = sorted((REPO / "resources" / "examples").glob("*.recipe.json"))
    files = list(examples)
    for i in range(extra):
        path = base / f"extra-{i}.recipe.json"
        steps = [{"tool": "get_datetime", "args": {"timezone": "UTC"}}] * (i % 5 + 1)
        path.write_text(json.dumps({"name": f"Extra recipe {i}", "steps": steps}), "utf-8")
        files.append(path)
    for path in files:
        subprocess.run(
            [*cli("import", str(path), "--home", str(home))], check=True, capture_output=True
        )
    return home


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=9, help="counted runs of each (>= 7)")
    args = parser.parse_args(argv)
    runs = max(7, args.runs)
    base = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    server, display = start_xvfb()
    x11 = X11(display)
    try:
        home = make_home(base, "home", extra=8)
        big = base / "big.recipe.json"
        big.write_text(json.dumps({**manifest(10_000), "name": "Ten thousand steps"}), "utf-8")
        big_home = make_home(base, "big-home", extra=0)
        subprocess.run(
            [*cli("import", str(big), "--home", str(big_home))], check=True, capture_output=True
        )
        (base / "bare.py").write_text(BARE, "utf-8")
        (base / "open.py").write_text(OPEN_IN_EDITOR, "utf-8")
        env = {
            k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
        }
        env |= {
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb",
            "HOME": str(base / "user"),
            "XDG_CONFIG_HOME": str(base / "user" / ".config"),
            "XDG_CACHE_HOME": str(base / "user" / ".cache"),
            "XDG_DATA_HOME": str(base / "user" / ".local" / "share"),
            "RECIPE_STUDIO_HOME": str(home),
        }
        bare = [sys.executable, str(base / "bare.py")]
        app = cli("gui")
        for command in (bare, app):  # warm-up: caches (fonts, .pyc) filled, not counted
            time_to_window(x11, command, env)
        times: dict[str, list[float]] = {"bare": [], "app": []}
        for _ in range(runs):
            times["bare"].append(time_to_window(x11, bare, env))
            times["app"].append(time_to_window(x11, app, env))
        report_times(times, runs, display)
        print("memory (VmRSS once the window is up and the figure has settled):")
        big_env = env | {"RECIPE_STUDIO_HOME": str(big_home)}
        rows = [
            ("bare PySide6 QMainWindow", memory_after(x11, bare, env)),
            ("recipe-studio gui, small library", memory_after(x11, app, env)),
            (
                "recipe-studio gui big.recipe.json (10,000 steps imported and open)",
                memory_after(x11, cli("gui", str(big)), env),
            ),
            (
                "the 10,000-step recipe open in the editor",
                memory_after(
                    x11,
                    [sys.executable, str(base / "open.py"), "Ten thousand steps"],
                    big_env,
                    line=True,
                ),
            ),
        ]
        for label, value in rows:
            shown = f"{value:.0f} MB" if isinstance(value, float) else value
            print(f"  {label:<70} {shown}")
        report_memory_ratios(rows)
    finally:
        x11.close()
        server.terminate()
        server.wait()
        shutil.rmtree(base, ignore_errors=True)
    return 0


def report_memory_ratios(rows: list[tuple[str, float | str]]) -> None:
    """The goals' ratios: the app after start vs the bare window (<= 1.5), and the
    10,000-step recipe open in the editor vs the app on the small library (<= 2)."""
    (_, bare), (_, small), (_, imported), (_, opened) = rows
    if isinstance(bare, float) and isinstance(small, float):
        print(f"  ratio app after start / bare window: {small / bare:.2f} (goal: <= 1.5)")
    for label, big in (("imported and open", imported), ("open in the editor", opened)):
        if isinstance(small, float) and isinstance(big, float):
            print(f"  ratio 10,000 steps {label} / small library: {big / small:.2f} (goal: <= 2)")


def report_times(times: dict[str, list[float]], runs: int, display: str) -> None:
    print(
        f"start-up under Xvfb ({display}): process start -> a viewable window, "
        f"{runs} alternating runs each, polled every {POLL * 1000:.0f} ms"
    )
    labels = {"bare": "bare PySide6 QMainWindow", "app": "recipe-studio gui (12 recipes)"}
    for key, label in labels.items():
        samples = times[key]
        print(
            f"  {label:<32} median {statistics.median(samples):.3f} s "
            f"(min {min(samples):.3f}, max {max(samples):.3f})"
        )
    ratio = statistics.median(times["app"]) / statistics.median(times["bare"])
    print(f"  ratio app / bare: {ratio:.2f} (the goal: <= 1.25)")


if __name__ == "__main__":
    raise SystemExit(main())
