"""Quit the app one way (argv[1]: save, discard, cancel, running, connecting) and print
nothing else.

``test_gui_quit.py`` runs this in a fresh process and reads its stderr: a quit path that
prints a Python exception or a Qt warning fails there.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["RECIPE_STUDIO_HOME"] = tempfile.mkdtemp(prefix="rs-quit-")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QInputDialog, QMessageBox

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.settings import Settings, save_settings
from recipe_studio.gui.start.app import make_app
from recipe_studio.gui.window.main_window import MainWindow

Button = QMessageBox.StandardButton


def main(how: str) -> int:
    save_settings(Settings(examples_offered=True))
    app = make_app()
    unsaved = {"save": [Button.Save], "cancel": [Button.Cancel, Button.Discard]}.get(
        how, [Button.Discard]
    )

    def ask(_parent: object, title: str, *_args: object, **_kwargs: object) -> Button:
        if title == "Unsaved changes":
            return unsaved.pop(0)
        return Button.Yes  # "A run is in progress": stop it; "The recipe has errors": run

    if how == "connecting":  # a server that never answers the MCP handshake
        # (It writes its pid and its child's to $ODD_SERVER_PIDS: the test checks both end.)
        odd = Path(__file__).resolve().parent.parent / "engine" / "odd_server.py"
        command = [sys.executable, str(odd), "hang-before-init"]
        pids = {"ODD_SERVER_PIDS": os.environ.get("ODD_SERVER_PIDS", "")}
        hung = ServerSpec.stdio(command, env=pids, name="hung")
        save_settings(
            Settings(examples_offered=True, connections=[hung], default_connection="hung")
        )
    QMessageBox.question = staticmethod(ask)  # type: ignore[method-assign]
    QInputDialog.getText = staticmethod(lambda *a, **k: ("Quit test", True))  # type: ignore[method-assign]
    window = MainWindow()
    window.show()
    steps = [{"tool": "get_datetime", "args": {}}, {"wait": 30}]
    recipe = get_profile("macos").read({"name": "", "steps": steps}).recipe
    session = window.open_recipe(recipe, "macos")
    window.parts.stack.view(session).editor.select_step(0)
    session.set_description("changed")

    def close() -> None:
        window.close()
        if window.isVisible():  # Cancel kept it open: close again, as a person would
            window.close()
        app.quit()

    if how == "running":  # quit while the run waits in its second step
        window.parts.runs.run_all()
        wait_uid = session.document.steps[1].uid
        poll = QTimer(window)

        def check() -> None:
            mark = session.run_state.mark(wait_uid)
            if mark is not None and mark.status == "running":
                poll.stop()
                close()

        poll.timeout.connect(check)
        poll.start(50)
    elif how == "connecting":  # quit while the server has not answered the handshake
        window.parts.runs.run_all()
        started = Path(os.environ.get("ODD_SERVER_PIDS") or "-")
        poll = QTimer(window)

        def check() -> None:  # the server is up (it wrote its pid) and will never answer
            if started.is_file() and started.read_text(encoding="utf-8").strip():
                poll.stop()
                close()

        poll.timeout.connect(check)
        poll.start(50)
        QTimer.singleShot(60_000, close)  # (without $ODD_SERVER_PIDS)
    else:
        QTimer.singleShot(100, close)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
