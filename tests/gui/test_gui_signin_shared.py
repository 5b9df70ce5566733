"""The window and the command line share one sign-in, kept in the keychain (the real Secret
Service on Linux, a keychain file of the test's elsewhere: ``signin_support``): the window
says "Signed in as …" for a sign-in that ``recipe-studio run`` made, runs on it without a
sign-in page, and its Sign out removes it from the keychain, so the command line's next
run asks again.

The command line runs as real subprocesses; the window is this test's, with the keychain
reached the way a desktop reaches it (on Linux ``DBUS_SESSION_BUS_ADDRESS``).
"""

from __future__ import annotations

import webbrowser
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QPushButton
from run_support import answer_dialogs, open_steps, run_and_wait, statuses, use_live_tools
from signin_support import KEYCHAINS, Studio, backend_of, keychain, oauth_server

from recipe_studio.core.mcp_client import ServerSpec, signin
from recipe_studio.gui.run.connections_dialog import ConnectionsDialog

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from recipe_studio.gui.window.main_window import MainWindow

pytestmark = pytest.mark.slow

CONNECTION = "Signed-in server"


@pytest.fixture(params=KEYCHAINS)
def studio(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    studio_home: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[Studio]:
    """The command line, and this process's keychain: the same one."""
    with keychain(request.param, tmp_path / "keychain") as env:
        for name in ("DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR"):
            if name in env:
                monkeypatch.setenv(name, env[name])
        # The backend ``keyring`` would pick here (the process-wide choice was made before
        # this test's keychain existed, so it is named here).
        signin.use_vault(signin.KeyringVault(backend_of(request.param, env), signin.MemoryVault()))
        try:
            yield Studio(studio_home, env, tmp_path)
        finally:
            signin.use_vault(None)


def test_the_window_uses_the_command_lines_sign_in_and_its_sign_out_reaches_the_command_line(
    qtbot: Any,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    studio: Studio,
    tmp_path: Path,
) -> None:
    pages: list[str] = []

    def open_page(url: str, *args: Any, **kw: Any) -> bool:
        pages.append(url)
        return False

    monkeypatch.setattr(webbrowser, "open", open_page)
    answer_dialogs(monkeypatch)
    with oauth_server(tmp_path) as (url, log):
        studio.run(url)  # signs in on the command line
        assert len(studio.pages_opened()) == 1

        window.parts.runs.connections.add(ServerSpec.http(url, name=CONNECTION))
        window.parts.runs.connections.set_default(CONNECTION)
        runs = window.parts.runs
        dialog = ConnectionsDialog(runs.connections, runs.test_connection, window)
        qtbot.addWidget(dialog)
        rows = [dialog.list.item(row).text() for row in range(dialog.list.count())]
        [row] = [text for text in rows if CONNECTION in text]
        assert row.endswith("Signed in as ann@example.com")

        session = open_steps(window, [{"tool": "whoami"}])
        use_live_tools(qtbot, window, session, CONNECTION)
        run_and_wait(qtbot, window)
        assert statuses(window, session) == ["ok"]
        assert pages == []  # the window opened no sign-in page
        assert log.read_text(encoding="utf-8").splitlines() == [
            "register",
            "token authorization_code",
        ]

        dialog.list.setCurrentRow(rows.index(row))
        [sign_out] = [b for b in dialog.findChildren(QPushButton) if b.text() == "Sign out"]
        sign_out.click()
        assert "Signed in" not in dialog.list.item(rows.index(row)).text()
        assert studio.kept("tokens", url) is None  # gone from the keychain itself
        again = studio.run(url)
        assert f"Finish signing in to {url} in your browser" in again.stderr
        assert len(studio.pages_opened()) == 2
