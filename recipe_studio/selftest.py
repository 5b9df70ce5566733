"""``recipe-studio --self-test``: prove that an installed app or a built bundle works.

It needs no display and leaves no trace: Qt runs offscreen (unless
``RECIPE_STUDIO_SELF_TEST_DISPLAY=1`` asks for the real display) and the Studio home and
the Qt settings live in a temporary folder that is removed afterwards. The checks:

1. the application and the main window start;
2. every bundled example recipe opens through the same route as a double-clicked
   file (the ``QFileOpenEvent`` macOS sends, which imports into the library) and then
   in the editor, with no validation errors;
3. the read-only example (``time-check``) runs through the engine against the built-in
   tool server (in a bundle: the app's own binary in its ``tool-server`` mode), and every
   step ends ``ok``;
4. a later launch's message reaches the window over the local socket (QtNetwork) that
   keeps one window per user.

It prints one line, ``self-test ok: ...`` (exit status 0) or ``self-test failed: <reason>``
(exit status 1).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio import __version__
from recipe_studio.core.problem_text import ENGLISH

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from recipe_studio.gui.window.main_window import MainWindow

DISPLAY_ENV = "RECIPE_STUDIO_SELF_TEST_DISPLAY"
#: The bundled example that only reads (the clock, arithmetic, echo): safe to run anywhere.
READ_ONLY_EXAMPLE = "time-check.recipe.json"
#: Seconds allowed for each tool call of the test run.
CALL_TIMEOUT = 30.0


class SelfTestFailed(Exception):
    """A check failed; the message is the one-line reason."""


@dataclass
class Report:
    """What the checks found, for the summary line."""

    examples: int = 0
    libraries: int = 0
    steps: int = 0
    server: str = ""
    window_s: float = 0.0
    dialogs: list[str] = field(default_factory=list)


def main() -> int:
    """Run every check and print the one-line verdict; the exit status."""
    started = time.perf_counter()
    if os.environ.get(DISPLAY_ENV, "").strip().lower() not in ("1", "true", "yes"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    home = Path(tempfile.mkdtemp(prefix="recipe-studio-self-test-"))
    try:
        report = run_checks(home)
    except SelfTestFailed as exc:
        return _verdict(f"self-test failed: {exc}", 1)
    except Exception as exc:  # any crash is a failed self-test, told in one line
        return _verdict(f"self-test failed: {type(exc).__name__}: {exc}", 1)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    where = "bundle" if getattr(sys, "frozen", False) else "source"
    return _verdict(
        f"self-test ok: Recipe Studio {__version__} ({where}); "
        f"{report.examples} example recipes opened and valid; "
        f"About lists {report.libraries} libraries with licenses; "
        f"time-check ran {report.steps}/{report.steps} steps ok on {report.server}; "
        "a second launch hands over; "
        f"window in {report.window_s:.2f} s, total {time.perf_counter() - started:.2f} s",
        0,
    )


def _verdict(line: str, status: int) -> int:
    line = " ".join(line.split())  # one line, whatever the reason contained
    stream = sys.stdout if status == 0 else sys.stderr
    if stream is not None:  # a windowed Windows app has no console streams
        print(line, file=stream, flush=True)
    return status


#: Qt messages that say nothing about the app (the offscreen platform cannot resize hints).
_NOISE = ("propagateSizeHints",)
_handler: list[Any] = []


def quiet_qt_noise() -> None:
    """Pass Qt's messages on to stderr, except the offscreen platform's harmless ones."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(mode: QtMsgType, _context: Any, message: str) -> None:
        if any(noise in message for noise in _NOISE) or sys.stderr is None:
            return
        print(message, file=sys.stderr)

    _handler[:] = [handler, qInstallMessageHandler(handler)]  # keep both alive


def isolate(home: Path) -> None:
    """Point the Studio home and Qt's settings into ``home`` (before any QSettings exists)."""
    from PySide6.QtCore import QSettings

    from recipe_studio.core.paths import HOME_ENV

    os.environ[HOME_ENV] = str(home)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(home / "settings"))


def run_checks(home: Path) -> Report:
    """Every check, in order; raises :class:`SelfTestFailed` at the first failure."""
    isolate(home)
    quiet_qt_noise()
    report = Report()
    started = time.perf_counter()
    from recipe_studio.gui.start.app import StudioApplication, make_app
    from recipe_studio.gui.window.main_window import MainWindow

    app = make_app([sys.argv[0] if sys.argv else "recipe-studio"])
    window = MainWindow()
    if isinstance(app, StudioApplication):
        app.window = window
    window.show()
    app.processEvents()
    report.window_s = time.perf_counter() - started
    try:
        report.libraries = check_licenses()
        examples = bundled_examples()
        sessions = open_examples(app, window, examples, report)
        recipe, profile = _read_only_recipe(sessions)
        report.steps, report.server = run_read_only(home, recipe, profile)
        check_hand_over(app)
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(_handler[1] if len(_handler) > 1 else None)
    report.examples = len(examples)
    return report


def check_hand_over(app: QApplication) -> None:
    """A later launch's files reach this window through the single-instance socket."""
    from PySide6.QtNetwork import QLocalSocket

    from recipe_studio.core.paths import instance_socket_name
    from recipe_studio.gui.start.single_instance import claim

    primary = claim([]).primary
    if primary is None or not primary.listen():
        raise SelfTestFailed("the window cannot listen for later launches")
    received: list[list[str]] = []
    primary.files_received.connect(received.append)
    client = QLocalSocket()
    try:
        client.connectToServer(instance_socket_name())
        client.write(b'{"files": []}\n')
        deadline = time.monotonic() + CALL_TIMEOUT
        while not received and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.005)
    finally:
        client.abort()
        primary.close()
    if not received:
        raise SelfTestFailed("a later launch could not reach the window")


def check_licenses() -> int:
    """The About box's library list; in a bundle, every license text it names exists."""
    from recipe_studio.gui.window.about import bundle_licenses_dir, bundled_libraries

    libraries = bundled_libraries()
    names = {lib.name.lower() for lib in libraries}
    if not {"python", "pydantic", "mcp"} <= names:
        raise SelfTestFailed(f"the About box lists too few libraries: {sorted(names)}")
    if getattr(sys, "frozen", False):
        if bundle_licenses_dir() is None:
            raise SelfTestFailed("the bundle has no licenses folder")
        for lib in libraries:
            if not lib.files or not all(path.is_file() for path in lib.files):
                raise SelfTestFailed(f"the bundle lacks the license text of {lib.name}")
    return len(libraries)


def bundled_examples() -> list[Path]:
    from recipe_studio.core.paths import resources_dir

    folder = resources_dir() / "examples"
    found = sorted(folder.glob("*.recipe.json"))
    if not found:
        raise SelfTestFailed(f"no example recipes in {folder}")
    if not (folder / READ_ONLY_EXAMPLE).is_file():
        raise SelfTestFailed(f"{READ_ONLY_EXAMPLE} is missing from {folder}")
    return found


def open_examples(
    app: QApplication, window: MainWindow, examples: list[Path], report: Report
) -> dict[str, Any]:
    """Open every example as a double-click would, then in the editor; check the problems.

    Returns the editor sessions by example file name.
    """
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtGui import QFileOpenEvent

    from recipe_studio.gui.start.app import StudioApplication

    closer = QTimer()
    closer.setInterval(20)
    closer.timeout.connect(lambda: _close_dialog(app, report))
    closer.start()
    try:
        for path in examples:
            if isinstance(app, StudioApplication):
                QCoreApplication.sendEvent(app, QFileOpenEvent(str(path)))
            else:  # another QApplication exists: use what the FileOpen event calls
                window.open_files([str(path)])
            app.processEvents()
            if window.current is None or window.current.library_name is None:
                raise SelfTestFailed(f"{path.name} was not opened in the editor")
    finally:
        closer.stop()
    refused = [line for text in report.dialogs for line in text.splitlines() if "✗" in line]
    if refused:
        raise SelfTestFailed(f"an example was not imported: {refused[0]}")
    entries = [e for e in window.parts.library.entries() if e.ok]
    if len(entries) != len(examples):
        broken = [e.broken for e in window.parts.library.entries() if not e.ok]
        raise SelfTestFailed(
            f"{len(examples)} examples opened but the library holds {len(entries)} recipes"
            + (f" ({broken[0]})" if broken else "")
        )
    sessions: dict[str, Any] = {}
    for entry in entries:
        window.parts.opener.open_entry(entry)
        session = window.current
        if session is None or session.library_name != entry.name:
            raise SelfTestFailed(f"{entry.name} did not open in the editor")
        errors = [p for p in session.validate_now() if p.is_error]
        if errors:
            raise SelfTestFailed(f"{entry.name}: {ENGLISH.sentence(errors[0])}")
        if entry.draft:
            raise SelfTestFailed(f"{entry.name} was imported as a draft")
        sessions[entry.name or ""] = session
    return sessions


def _close_dialog(app: QApplication, report: Report) -> None:
    """Answer the message box an import shows (it would wait for a click), keeping its text."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    dialog = app.activeModalWidget()
    if isinstance(dialog, QMessageBox):
        report.dialogs.append(dialog.text())
        dialog.done(QMessageBox.StandardButton.Ok.value)
    elif isinstance(dialog, QDialog):
        report.dialogs.append(dialog.windowTitle())
        dialog.reject()


def _read_only_recipe(sessions: dict[str, Any]) -> tuple[Any, Any]:
    """The recipe and profile of the read-only example, as opened in the editor."""
    import json

    from recipe_studio.core.paths import resources_dir

    data = json.loads((resources_dir() / "examples" / READ_ONLY_EXAMPLE).read_text("utf-8"))
    name = data["manifest"]["name"]
    session = sessions.get(name)
    if session is None:
        raise SelfTestFailed(f"{READ_ONLY_EXAMPLE} ({name}) is not in the library")
    return session.document.recipe, session.document.profile


def run_read_only(home: Path, recipe: Any, profile: Any) -> tuple[int, str]:
    """Run ``recipe`` on the built-in server; the number of steps and the server's name."""
    from recipe_studio.core.engine import Engine
    from recipe_studio.core.mcp_client import ConnectFailed, Connection, builtin_server_spec
    from recipe_studio.core.validation import validate

    spec = builtin_server_spec(home, home / "workspace")
    try:
        connection = Connection.open(spec)
    except ConnectFailed as exc:
        raise SelfTestFailed(f"the built-in tool server did not start: {exc}") from None
    with connection:
        catalog = connection.catalog()
        errors = [p for p in validate(recipe, profile, catalog) if p.is_error]
        if errors:
            first = ENGLISH.sentence(errors[0])
            raise SelfTestFailed(f"{recipe.name} on the built-in server: {first}")
        engine = Engine(connection, catalog, timeout=CALL_TIMEOUT)
        # A read-only recipe asks for no confirmation: declining proves it changes nothing.
        result = engine.run(recipe, profile, {}, confirm=lambda _actions: False)
    if result.declined:
        raise SelfTestFailed(f"{recipe.name} asked to confirm state-changing steps")
    if not result.ok:
        raise SelfTestFailed(f"{recipe.name} failed: {result.error}")
    statuses = [outcome.status for outcome in result.steps]
    if len(statuses) != len(recipe.steps) or any(status != "ok" for status in statuses):
        raise SelfTestFailed(f"{recipe.name}: step statuses {statuses}")
    mode = [Path(spec.command).name, *(a for a in spec.args if a in ("-m", "tool-server"))]
    if "-m" in mode:
        mode.append("recipe_studio.tools")
    return len(statuses), "the built-in tool server (" + " ".join(mode) + ")"
