"""One window per user and Studio home: a second launch hands its
files to the running window and exits 0; a crashed window's lock and socket are cleaned
up; a window that never answers does not swallow the person's files."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QLocalSocket

from recipe_studio.core.paths import instance_lock_file, instance_socket_name, resources_dir
from recipe_studio.gui.start import single_instance
from recipe_studio.gui.start.single_instance import claim

if TYPE_CHECKING:
    import pytest

    from recipe_studio.gui.window.main_window import MainWindow


def launch_env(home: Path, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    return env | {
        "QT_QPA_PLATFORM": "offscreen",
        "RECIPE_STUDIO_HOME": str(home),
        "XDG_CONFIG_HOME": str(tmp_path / "user-config"),
    }


def test_a_second_launch_hands_its_files_to_the_running_window(
    window: MainWindow, studio_home: Path, tmp_path: Path, qtbot: Any
) -> None:
    claimed = claim([])
    assert claimed.primary is not None
    assert claimed.primary.listen()
    claimed.primary.files_received.connect(window.open_files)
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    shutil.copy2(resources_dir() / "examples" / "time-check.recipe.json", downloads)
    try:
        # A relative path, as a shell gives it: the running window gets it absolute.
        second = subprocess.Popen(
            [sys.executable, "-m", "recipe_studio", "gui", "time-check.recipe.json"],
            cwd=downloads,
            env=launch_env(studio_home, tmp_path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        # Our event loop must run for the window to answer, so wait with qtbot.
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=90_000)
        out, err = second.communicate()
    finally:
        claimed.primary.close()
    assert second.returncode == 0, out + err
    assert err == ""
    assert window.current is not None
    assert window.current.library_name == "Time check"  # imported AND open
    assert window.frame.library_panel.selected_names() == ["Time check"]
    assert (downloads / "time-check.recipe.json").is_file()  # the person's file stays


def test_files_handed_over_during_an_import_open_after_it_the_last_one_shown(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An import runs its own event loop (progress, Cancel), so a later launch's files can
    arrive while the window's own file is still being imported: they wait their turn."""
    examples = resources_dir() / "examples"
    importing = window.parts.import_export.library
    real_import = importing.import_file
    first_may_finish = threading.Event()
    calls: list[str] = []

    def slow_first_import(path: str, **options: Any) -> Any:
        calls.append(Path(path).name)
        if len(calls) == 1:  # the window's own file: still importing when the next comes
            assert first_may_finish.wait(30)
        return real_import(path, **options)

    monkeypatch.setattr(importing, "import_file", slow_first_import)

    def hand_over_mid_import() -> None:
        window.open_files([str(examples / "morning-brief.recipe.json")])
        first_may_finish.set()

    QTimer.singleShot(0, hand_over_mid_import)
    window.open_files([str(examples / "time-check.recipe.json")])
    assert calls == ["time-check.recipe.json", "morning-brief.recipe.json"]
    assert [s.library_name for s in window.parts.recipes.sessions] == [
        "Time check",
        "Morning brief",
    ]
    assert window.current is not None
    assert window.current.library_name == "Morning brief"


def test_the_hand_over_is_a_line_of_absolute_paths(studio_home: Path, qtbot: Any) -> None:
    claimed = claim([])
    assert claimed.primary is not None
    assert claimed.primary.listen()
    received: list[list[str]] = []
    claimed.primary.files_received.connect(received.append)
    try:
        client = QLocalSocket()
        client.connectToServer(instance_socket_name())
        assert client.waitForConnected(5000)
        client.write(b'{"files": ["/a/b.recipe.json"]}\n')
        qtbot.waitUntil(lambda: bool(received), timeout=5000)
        qtbot.waitUntil(lambda: client.bytesAvailable() > 0, timeout=5000)
        assert client.readAll().data() == b"ok\n"
        other = QLocalSocket()
        other.connectToServer(instance_socket_name())
        assert other.waitForConnected(5000)
        other.write(b"not a hand-over\n")  # anything else is refused, nothing opens
        qtbot.waitUntil(lambda: other.bytesAvailable() > 0, timeout=5000)
        assert other.readAll().data() == b"no\n"
    finally:
        claimed.primary.close()
    assert received == [["/a/b.recipe.json"]]


def test_a_crashed_windows_lock_and_socket_are_cleaned_up(studio_home: Path) -> None:
    """The window's process ends with no clean-up at all (``os._exit``, as a crash would):
    its lock file stays, and on Linux and macOS its socket file too (a Windows named pipe
    goes with its process). The next launch is the window again, not a hand-over."""
    crash = (
        "import os, sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from recipe_studio.gui.start.single_instance import claim\n"
        "app = QCoreApplication([])\n"
        "primary = claim([]).primary\n"
        "assert primary is not None and primary.listen()\n"
        "print(primary.server.fullServerName(), flush=True)\n"
        "os._exit(9)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", crash], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 9, done.stderr
    if sys.platform != "win32":
        socket_file = Path(done.stdout.strip())
        assert socket_file.exists(), done.stderr  # left behind by the killed window
    assert instance_lock_file().exists()
    claimed = claim(["/nowhere/x.recipe.json"])
    try:
        assert claimed.primary is not None  # the new window, not a hand-over to the dead one
        assert claimed.primary.listen()
    finally:
        if claimed.primary is not None:
            claimed.primary.close()
    assert not instance_lock_file().exists()  # closing gives the lock back


def test_a_window_that_never_answers_does_not_swallow_the_files(
    studio_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtCore import QLockFile

    held = QLockFile(str(instance_lock_file()))
    instance_lock_file().parent.mkdir(parents=True, exist_ok=True)
    assert held.tryLock(0)  # a running window that does not listen (hung)
    monkeypatch.setattr(single_instance, "STARTING_UP_S", 0.3)
    try:
        claimed = claim(["x.recipe.json"])
    finally:
        held.unlock()
    assert not claimed.handed_over
    assert claimed.primary is None  # a window of its own, which opens the files itself
    assert "opening another window" in capsys.readouterr().err


def test_each_user_and_home_has_its_own_socket(tmp_path: Path) -> None:
    one = instance_socket_name(tmp_path / "one")
    assert one == instance_socket_name(tmp_path / "one")
    assert one != instance_socket_name(tmp_path / "two")
    assert len(one) <= 40  # Unix socket paths are short (104 bytes on macOS)


#: Runs the real app (run_app: lock, socket, window) and closes the window, as a person
#: would, once the recipe the test expects is open in the editor.
QUIT_DRIVER = """
import sys
from PySide6.QtCore import QTimer
from recipe_studio.gui.start import app as studio

app = studio.make_app()
wanted = sys.argv[2]

def check():
    window = app.window
    if window is not None and window.current is not None:
        if window.current.library_name == wanted:
            print(",".join(s.library_name or "" for s in window.parts.recipes.sessions), flush=True)
            window.close()
            return
    QTimer.singleShot(50, check)

QTimer.singleShot(0, check)
sys.exit(studio.run_app([sys.argv[1]]))
"""


def test_the_window_quits_cleanly_after_taking_a_hand_over(
    studio_home: Path, tmp_path: Path
) -> None:
    examples = resources_dir() / "examples"
    env = launch_env(studio_home, tmp_path)
    first = subprocess.Popen(
        [
            sys.executable,
            "-c",
            QUIT_DRIVER,
            str(examples / "time-check.recipe.json"),
            "Morning brief",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # The second launch starts once the first holds the lock (else both would race).
        deadline = time.monotonic() + 60
        while not instance_lock_file().exists() and time.monotonic() < deadline:
            assert first.poll() is None, first.communicate()
            time.sleep(0.05)
        second = subprocess.run(
            [
                sys.executable,
                "-m",
                "recipe_studio",
                "gui",
                str(examples / "morning-brief.recipe.json"),
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert second.returncode == 0, second.stderr
        out, err = first.communicate(timeout=120)
    finally:
        if first.poll() is None:
            first.kill()
            first.communicate()  # reaped and its pipes closed, whatever failed above
    assert first.returncode == 0, err
    # Its own file (gui FILE) and the handed-over one were both opened in the editor.
    assert out.strip() == "Time check,Morning brief"
    noise = "This plugin does not support propagateSizeHints()"
    assert [line for line in err.splitlines() if line.strip() != noise] == []
    assert not instance_lock_file().exists()  # the lock went with the window


def test_the_launchers_focus_token_travels_with_the_files(
    studio_home: Path, tmp_path: Path, qtbot: Any
) -> None:
    """Wayland and X11 let only the launch the person started take the focus: its token
    goes over the hand-over, so the running window can come to the front with it."""
    claimed = claim([])
    assert claimed.primary is not None
    assert claimed.primary.listen()
    tokens: list[dict[str, str]] = []
    files: list[list[str]] = []
    claimed.primary.tokens_received.connect(tokens.append)
    claimed.primary.files_received.connect(files.append)
    env = launch_env(studio_home, tmp_path) | {
        "XDG_ACTIVATION_TOKEN": "wayland-token-1",
        "DESKTOP_STARTUP_ID": "nautilus-42_TIME1234",
    }
    try:
        second = subprocess.Popen(
            [sys.executable, "-m", "recipe_studio", "gui", "/nowhere/t.recipe"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=90_000)
        out, err = second.communicate()
    finally:
        claimed.primary.close()
    assert second.returncode == 0, out + err
    # Absolute as the launch made it (on Windows on the drive of the folder it ran in).
    assert files == [[str(Path("/nowhere/t.recipe").absolute())]]
    assert tokens == [
        {"XDG_ACTIVATION_TOKEN": "wayland-token-1", "DESKTOP_STARTUP_ID": "nautilus-42_TIME1234"}
    ]


def test_the_running_window_uses_the_token_the_way_each_system_reads_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from recipe_studio.gui.start import activation

    monkeypatch.delenv("XDG_ACTIVATION_TOKEN", raising=False)
    # Wayland: Qt's plugin reads the token from the environment when the window activates.
    activation.use_tokens({"XDG_ACTIVATION_TOKEN": "tok"}, 7, "wayland")
    assert os.environ["XDG_ACTIVATION_TOKEN"] == "tok"
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN")
    activation.use_tokens({"XDG_ACTIVATION_TOKEN": "tok"}, 7, "xcb")  # not for X11
    assert "XDG_ACTIVATION_TOKEN" not in os.environ
    # X11: the click's time stamp, and the startup notification's "remove" message.
    assert activation.startup_time("nautilus-42_TIME1234") == 1234
    assert activation.startup_time("no-time-here") == 0
    chunks = activation.startup_messages('id with "quote"_TIME5')
    assert all(len(chunk) == 20 for chunk in chunks)
    assert b"".join(chunks).rstrip(b"\0") == b'remove: ID=id\\ with\\ \\"quote\\"_TIME5'
    # Windows: the second launch lends the focus (user32's AllowSetForegroundWindow; it
    # may refuse where this process has no right to lend: best effort, never an error);
    # elsewhere there is nothing to call.
    assert activation.allow_foreground(0) is False
    if sys.platform == "win32":
        assert activation.allow_foreground(os.getpid()) in (True, False)
    else:
        assert activation.allow_foreground(os.getpid()) is False
