"""Signing in to a web MCP server that answers 401 (OAuth 2.1 as MCP says), against a real
server subprocess with its own test authorization server on 127.0.0.1 (``oauth_server.py``).

The browser is played by a function that opens the sign-in address the way a browser would
(its test server approves at once and redirects to the loopback receiver). The keychain is
a dictionary: the real one is the system's (``keyring``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import httpx2
import pytest
from signin_support import oauth_server

from recipe_studio.core.mcp_client import Connection, ServerSpec, signin
from recipe_studio.core.mcp_client.signin import MemoryVault, sign_in_status, sign_out

if TYPE_CHECKING:
    from collections.abc import Iterator

HERE = Path(__file__).resolve().parent


class Browser:
    """Opens sign-in pages like a browser: follows the redirects to the loopback address."""

    def __init__(self) -> None:
        self.opened: list[str] = []

    def __call__(self, url: str) -> bool:
        self.opened.append(url)
        httpx2.get(url, follow_redirects=True, timeout=10)
        return True


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    with oauth_server(tmp_path, OAUTH_TOKEN_SECONDS="2") as found:
        yield found


def connect(url: str, browser: Browser) -> Connection:
    return Connection.open(ServerSpec.http(url), open_page=browser)


def test_sign_in_with_pkce_then_tokens_are_reused_and_refreshed(
    server: tuple[str, Path], vault: MemoryVault
) -> None:
    url, log = server
    browser = Browser()
    with connect(url, browser) as connection:
        assert connection.call("whoami", {}, timeout=10).value == {"signed_in": True}
    [page] = browser.opened
    assert "code_challenge_method=S256" in page  # PKCE
    assert "redirect_uri=http%3A%2F%2F127.0.0.1" in page  # the loopback receiver
    assert log.read_text(encoding="utf-8").splitlines() == ["register", "token authorization_code"]
    status = sign_in_status(url)
    assert status.signed_in
    assert status.who == "ann@example.com"
    # The tokens were kept: the next connection does not open the browser again, and once
    # the access token has expired it is refreshed instead of signing in anew.
    time.sleep(2.5)
    with connect(url, browser) as connection:
        assert connection.call("whoami", {}, timeout=10).value == {"signed_in": True}
    assert len(browser.opened) == 1
    assert log.read_text(encoding="utf-8").splitlines()[-1] == "token refresh_token"
    # Signing out forgets them: the browser opens again.
    sign_out(url)
    assert not sign_in_status(url).signed_in
    with connect(url, browser) as connection:
        assert connection.list_tools()
    assert len(browser.opened) == 2


def test_a_kept_token_that_runs_out_while_connected_is_refreshed(
    server: tuple[str, Path], vault: MemoryVault
) -> None:
    url, log = server
    browser = Browser()
    with connect(url, browser) as connection:
        connection.list_tools()
    # A later connection starts with the kept token, still valid; it runs out meanwhile.
    with connect(url, browser) as connection:
        assert connection.call("whoami", {}, timeout=10).value == {"signed_in": True}
        time.sleep(2.5)  # the test server's tokens live 2 s
        assert connection.call("whoami", {}, timeout=10).value == {"signed_in": True}
    assert len(browser.opened) == 1  # refreshed, not signed in again
    assert log.read_text(encoding="utf-8").splitlines()[-1] == "token refresh_token"


def test_a_connection_left_open_takes_the_tokens_another_one_refreshed(
    server: tuple[str, Path], vault: MemoryVault
) -> None:
    """The window, ``serve`` and ``run`` share one keychain entry while each keeps its own
    connection open; the test server, like many, takes back a refresh token once used."""
    url, log = server
    browser = Browser()
    with connect(url, browser) as first, connect(url, browser) as second:
        assert first.call("whoami", {}, timeout=10).value == {"signed_in": True}
        assert second.call("whoami", {}, timeout=10).value == {"signed_in": True}
        time.sleep(2.5)  # the test server's tokens live 2 s
        assert first.call("whoami", {}, timeout=10).value == {"signed_in": True}  # refreshes
        assert second.call("whoami", {}, timeout=10).value == {"signed_in": True}
    assert len(browser.opened) == 1  # the second took the first's new tokens: no new page
    assert log.read_text(encoding="utf-8").splitlines().count("token refresh_token") == 1


def test_tokens_never_reach_settings_or_run_records(
    server: tuple[str, Path], vault: MemoryVault, studio_home: Path
) -> None:
    from recipe_studio.core.engine import RunRequest, RunSession
    from recipe_studio.core.model import Recipe, ToolStep

    url, _log = server
    browser = Browser()
    connection = connect(url, browser)
    recipe = Recipe(name="signed", steps=[ToolStep(tool="whoami")])
    report = RunSession(
        RunRequest(recipe, "macos", source="test", home=studio_home),
        open_connection=lambda token, elicit: connection,
    ).run()
    connection.close()
    assert report.result.ok, report.result.error
    secrets = [value for value in vault._values.values()]
    assert secrets
    for path in studio_home.rglob("*"):
        if path.is_file():
            text = path.read_text(encoding="utf-8", errors="replace")
            assert "access_token" not in text
            assert all(secret not in text for secret in secrets)


def test_a_browser_that_cannot_open_is_a_sentence(
    server: tuple[str, Path], vault: MemoryVault
) -> None:
    from recipe_studio.core.mcp_client import ConnectFailed

    url, _log = server
    with pytest.raises(ConnectFailed) as failed:
        connect(url, lambda _url: False)  # type: ignore[arg-type]
    assert failed.value.code == "signin_no_browser"
    assert "no web browser could be opened" in str(failed.value)


class FakeKeyring:
    """The ``keyring`` module's three calls; ``broken`` makes every call fail (a locked or
    missing keychain)."""

    def __init__(self, broken: bool = False) -> None:
        self.entries: dict[tuple[str, str], str] = {}
        self.broken = broken

    def get_password(self, service: str, key: str) -> str | None:
        if self.broken:
            raise RuntimeError("locked")
        return self.entries.get((service, key))

    def set_password(self, service: str, key: str, value: str) -> None:
        if self.broken:
            raise RuntimeError("locked")
        self.entries[(service, key)] = value

    def delete_password(self, service: str, key: str) -> None:
        if self.broken:
            raise RuntimeError("locked")
        del self.entries[(service, key)]


def test_the_keychain_holds_tokens_under_one_entry_per_server() -> None:
    from recipe_studio.core.mcp_client.signin import KEYCHAIN_SERVICE, KeyringVault

    keyring = FakeKeyring()
    vault = KeyringVault(keyring, MemoryVault())
    vault.set("tokens https://a.example/mcp", "secret")
    assert keyring.entries == {(KEYCHAIN_SERVICE, "tokens https://a.example/mcp"): "secret"}
    assert vault.get("tokens https://a.example/mcp") == "secret"
    vault.delete("tokens https://a.example/mcp")
    vault.delete("tokens https://a.example/mcp")  # twice: nothing left, no error
    assert vault.get("tokens https://a.example/mcp") is None
    assert vault.problem is None


def test_a_keychain_that_refuses_keeps_the_sign_in_in_memory_and_says_why() -> None:
    from recipe_studio.core.mcp_client.signin import KeyringVault

    vault = KeyringVault(FakeKeyring(broken=True), MemoryVault())
    vault.set("tokens https://a.example/mcp", "secret")
    assert vault.get("tokens https://a.example/mcp") == "secret"  # for this process
    assert vault.problem is not None
    assert "keychain refused" in vault.problem


def test_the_wait_for_a_sign_in_is_told_and_stop_ends_it(
    server: tuple[str, Path], vault: MemoryVault
) -> None:
    import threading

    from recipe_studio.core.mcp_client import CancelToken
    from recipe_studio.core.mcp_client.errors import Cancelled

    url, _log = server
    told: list[tuple[str, bool]] = []
    page_open = threading.Event()

    def watcher(server_url: str, waiting: bool) -> None:
        told.append((server_url, waiting))
        page_open.set()

    def idle_browser(page: str) -> bool:
        return True  # the page "opens"; the person never finishes

    forget = signin.watch_sign_ins(watcher)
    token = CancelToken()
    try:

        def press_stop() -> None:
            if page_open.wait(30):
                token.cancel()

        threading.Thread(target=press_stop, daemon=True).start()
        started = time.monotonic()
        with pytest.raises(Cancelled):
            Connection.open(ServerSpec.http(url), cancel=token, open_page=idle_browser)
        assert time.monotonic() - started < 20  # Stop ended the wait (it lasts minutes)
    finally:
        forget()
    assert told == [(url, True), (url, False)]


def test_signout_removes_the_servers_tokens_from_the_keychain(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from recipe_studio.cli import main
    from recipe_studio.core.mcp_client.signin import KEYCHAIN_SERVICE, KeyringVault

    keyring = FakeKeyring()
    signin.use_vault(KeyringVault(keyring, MemoryVault()))
    try:
        keyring.entries[(KEYCHAIN_SERVICE, "tokens https://a.example/mcp")] = '{"token": {}}'
        keyring.entries[(KEYCHAIN_SERVICE, "tokens https://b.example/mcp")] = '{"token": {}}'
        assert main(["signout", "https://a.example/mcp"]) == 0
        assert capsys.readouterr().out.splitlines() == [
            "Signed out of https://a.example/mcp: its sign-in was removed from the keychain."
        ]
        assert list(keyring.entries) == [(KEYCHAIN_SERVICE, "tokens https://b.example/mcp")]
        assert main(["signout", "https://a.example/mcp"]) == 2  # nothing left to remove
        assert capsys.readouterr().out.splitlines() == [
            "There was no sign-in for https://a.example/mcp to remove."
        ]
    finally:
        signin.use_vault(None)


def test_the_command_line_says_it_waits_for_the_sign_in(
    server: tuple[str, Path], tmp_path: Path
) -> None:
    url, _log = server
    visit = tmp_path / "browser.py"
    visit.write_text(
        "import sys, httpx2\nhttpx2.get(sys.argv[1], follow_redirects=True, timeout=10)\n",
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "BROWSER": f'"{sys.executable}" "{visit}" %s',
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",  # never the real one
        "LANGUAGE": "en",
    }
    done = subprocess.run(
        [sys.executable, "-m", "recipe_studio", "tools", "--url", url],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "whoami" in done.stdout
    waits = f"recipe-studio: Finish signing in to {url} in your browser; Recipe Studio waits."
    assert done.stderr.splitlines().count(waits) == 1, done.stderr
