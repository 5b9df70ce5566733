"""Real pieces for sign-in tests: the test OAuth server (``engine/oauth_server.py``) in a
subprocess, a keychain shared by processes, a browser that is a command, and Recipe
Studio's command line with all three.

On Linux the keychain is the system one Linux desktops have: the Secret Service of
``gnome-keyring-daemon`` on a D-Bus session bus of the test's own (Debian's
``gnome-keyring`` and ``dbus-daemon``; ``./studio test`` installs them). Its bus starts no
service by itself, so nothing but the daemon the test started answers; its keyring is
unlocked with a password of the test's and lives in the test's folder. Recipe Studio's
processes reach it through ``DBUS_SESSION_BUS_ADDRESS``, the way they reach a person's
keychain on a desktop: the ``keyring`` package chooses its Secret Service backend by itself.

macOS' Keychain and Windows' Credential Manager cannot be had for a test alone (they are
the account's): there the processes share a keychain file of the test's
(``file_keychain.py``), named to ``keyring`` by its environment as a person can name any
backend. :data:`KEYCHAINS` runs a test with whichever this system has.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from file_keychain import BACKEND, FILE_VARIABLE, FileKeychain
from platforms import only_on
from web_stub import free_port

if TYPE_CHECKING:
    from collections.abc import Iterator

TESTS = Path(__file__).resolve().parent
OAUTH_SERVER = TESTS / "engine" / "oauth_server.py"

#: The keychains of the shared sign-in tests (the ``keychain`` fixture's parameters).
KEYCHAINS = [
    pytest.param(
        "secret-service",
        marks=only_on(
            "linux",
            why="the Secret Service (gnome-keyring on D-Bus) is Linux's keychain",
            covered_by="the same test's [file-keychain] case",
        ),
    ),
    pytest.param(
        "file-keychain",
        marks=only_on(
            "darwin",
            "win32",
            why="Linux runs it with a real keychain of the test's own",
            covered_by="the same test's [secret-service] case",
        ),
    ),
]

#: A bus of the test's own: no service files (nothing is started on demand, so only the
#: daemon the test starts can own the Secret Service name), anyone on it may talk.
BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir={folder}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""

#: Asked of a Recipe Studio interpreter: which keychain it uses, and whether it works.
_WHICH_KEYCHAIN = (
    "import keyring\n"
    "from recipe_studio.core.mcp_client.signin import default_vault, vault_problem\n"
    "backend = keyring.get_keyring()\n"
    "keyring.get_password('Recipe Studio test', 'ready')\n"
    "print(type(backend).__module__, type(default_vault()[0]).__name__, vault_problem())\n"
)
_SECRET_SERVICE = "keyring.backends.SecretService KeyringVault None"


def secret_service_missing() -> str | None:
    """Why this machine cannot run a Secret Service for a test (None: it can)."""
    if not sys.platform.startswith("linux"):
        return "the Secret Service is the Linux keychain"
    missing = [tool for tool in ("dbus-daemon", "gnome-keyring-daemon") if not shutil.which(tool)]
    if missing:
        return f"needs {' and '.join(missing)} (Debian: gnome-keyring)"
    return None


def needs_secret_service() -> None:
    """Skip where the keychain cannot be had; in CI, which installs it, fail instead (a
    skip there would hide a missing install step)."""
    missing = secret_service_missing()
    if missing and os.environ.get("CI") and sys.platform.startswith("linux"):
        pytest.fail(f"CI installs the Secret Service (./studio test), yet: {missing}")
    if missing:
        pytest.skip(missing)


@contextmanager
def private_session_bus(folder: Path) -> Iterator[str]:
    """A D-Bus session bus of the test's own (:data:`BUS_CONFIG`: no service starts by
    itself); yields its address, and ends with the block."""
    config = folder / "bus.conf"
    config.write_text(BUS_CONFIG.format(folder=folder), encoding="utf-8")
    bus = subprocess.Popen(
        ["dbus-daemon", "--config-file", str(config), "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert bus.stdout is not None
        address = bus.stdout.readline().strip()
        assert address, "the test's D-Bus did not start"
        yield address
    finally:
        bus.terminate()
        bus.wait(10)
        if bus.stdout is not None:
            bus.stdout.close()


@contextmanager
def secret_service(folder: Path) -> Iterator[dict[str, str]]:
    """A running, unlocked Secret Service; yields the environment that leads Recipe
    Studio's processes (and ``keyring``) to it."""
    folder.mkdir(parents=True, exist_ok=True)
    daemon: subprocess.Popen[bytes] | None = None
    with private_session_bus(folder) as address:
        try:
            runtime = folder / "runtime"
            runtime.mkdir(mode=0o700, exist_ok=True)
            env = {
                **{k: v for k, v in os.environ.items() if k != "PYTHON_KEYRING_BACKEND"},
                "DBUS_SESSION_BUS_ADDRESS": address,
                # The keyring file, the daemon's socket and keyring's own configuration
                # file: all in the test's folder.
                "XDG_DATA_HOME": str(folder / "data"),
                "XDG_RUNTIME_DIR": str(runtime),
                "XDG_CONFIG_HOME": str(folder / "config"),
            }
            daemon = subprocess.Popen(
                ["gnome-keyring-daemon", "--foreground", "--unlock", "--components=secrets"],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env={**env, "HOME": str(folder)},
            )
            assert daemon.stdin is not None
            daemon.stdin.write(b"the test's keyring password")  # --unlock reads it to EOF
            daemon.stdin.close()
            _wait_for_keychain(env, daemon)
            yield env
        finally:
            if daemon is not None:  # before its bus
                daemon.terminate()
                daemon.wait(10)


@contextmanager
def file_keychain(folder: Path) -> Iterator[dict[str, str]]:
    """The environment that leads Recipe Studio's processes to a keychain file of the
    test's (see the module docstring)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    yield {
        **os.environ,
        "PYTHON_KEYRING_BACKEND": BACKEND,
        "PYTHONPATH": os.pathsep.join([*paths, str(TESTS)]),
        FILE_VARIABLE: str(folder / "keychain.json"),
    }


@contextmanager
def keychain(kind: str, folder: Path) -> Iterator[dict[str, str]]:
    """A keychain of :data:`KEYCHAINS` for the test; yields the environment of its
    processes."""
    if kind == "secret-service":
        needs_secret_service()
        with secret_service(folder) as env:
            yield env
    else:
        with file_keychain(folder) as env:
            yield env


def backend_of(kind: str, env: dict[str, str]) -> object:
    """The ``keyring`` backend that reaches the keychain ``env`` leads to, for this process
    (whose own choice was made before the test's keychain existed)."""
    if kind == "secret-service":
        from keyring.backends.SecretService import Keyring as SecretService

        return SecretService()  # type: ignore[no-untyped-call]  # keyring is untyped
    return FileKeychain(Path(env[FILE_VARIABLE]))


def _wait_for_keychain(env: dict[str, str], daemon: subprocess.Popen[bytes]) -> None:
    """Until a Recipe Studio process keeps sign-ins in the Secret Service."""
    deadline = time.monotonic() + 60
    answer = ""
    while time.monotonic() < deadline:
        assert daemon.poll() is None, "gnome-keyring-daemon ended"
        done = subprocess.run(
            [sys.executable, "-c", _WHICH_KEYCHAIN],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
        )
        answer = done.stdout.strip() or done.stderr.strip()
        if done.returncode == 0 and answer == _SECRET_SERVICE:
            return
        time.sleep(0.2)
    raise AssertionError(f"the Secret Service did not answer: {answer}")


def keychain_entry(env: dict[str, str], service: str, key: str) -> str | None:
    """An entry of the keychain, read by a process of its own (as another app would)."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, keyring\nfound = keyring.get_password(sys.argv[1], sys.argv[2])\n"
            "print('' if found is None else found, end='')\n"
            "sys.exit(0 if found is not None else 3)",
            service,
            key,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode in (0, 3), done.stderr
    return done.stdout if done.returncode == 0 else None


@contextmanager
def oauth_server(folder: Path, **env: str) -> Iterator[tuple[str, Path]]:
    """The test MCP server that needs a sign-in; yields its address and its log of token
    requests (``register``, ``token authorization_code``, ``token refresh_token``)."""
    port = free_port()
    log = folder / "oauth.log"
    process = subprocess.Popen(
        [sys.executable, str(OAUTH_SERVER), str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "OAUTH_LOG": str(log), **env},
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert time.monotonic() < deadline, "the OAuth test server did not start"
            assert process.poll() is None, "the OAuth test server ended"
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp", log
    finally:
        process.kill()
        process.wait(10)


def browser_command(folder: Path) -> tuple[str, Path]:
    """A ``BROWSER`` for Python's ``webbrowser``: it notes each sign-in page it is asked
    to open, then opens it as a browser would (the test server approves at once and
    redirects to the app's loopback address). Returns the command and the page list."""
    pages = folder / "pages-opened.txt"
    script = folder / "browser.py"
    script.write_text(
        "import sys, httpx2\n"
        f"with open({str(pages)!r}, 'a', encoding='utf-8') as seen:\n"
        "    seen.write(sys.argv[1] + '\\n')\n"
        "httpx2.get(sys.argv[1], follow_redirects=True, timeout=10)\n",
        encoding="utf-8",
    )
    return f'"{sys.executable}" "{script}" %s', pages


def pages_opened(pages: Path) -> list[str]:
    return pages.read_text(encoding="utf-8").splitlines() if pages.exists() else []


#: A recipe of one call to the OAuth test server's tool.
WHOAMI = {"name": "Who am I", "steps": [{"tool": "whoami"}]}


class Studio:
    """Recipe Studio's command line on one Studio home, with the test's keychain and
    browser (subprocesses, as a person's terminal runs them)."""

    def __init__(self, home: Path, keychain_env: dict[str, str], folder: Path) -> None:
        self.home = home
        self.folder = folder
        browser, self.pages = browser_command(folder)
        self.env = {
            **keychain_env,
            "BROWSER": browser,
            "LANGUAGE": "en",
            "RECIPE_STUDIO_HOME": str(home),
        }
        self.recipe = folder / "whoami.json"
        self.recipe.write_text(json.dumps(WHOAMI), encoding="utf-8")

    def cli(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "recipe_studio", *args],
            capture_output=True,
            text=True,
            env=self.env,
            timeout=180,
            stdin=subprocess.DEVNULL,
        )

    def run(self, url: str) -> subprocess.CompletedProcess[str]:
        """``recipe-studio run`` of :data:`WHOAMI` on ``url``; it must succeed."""
        done = self.cli("run", str(self.recipe), "--url", url)
        assert done.returncode == 0, done.stderr
        assert re.search(r"^\[1/1\] .*: ok\b", done.stdout, re.MULTILINE), done.stdout
        return done

    def pages_opened(self) -> list[str]:
        """The sign-in pages the browser was asked to open, in order."""
        return pages_opened(self.pages)

    def kept(self, kind: str, url: str) -> str | None:
        """The keychain entry ``kind`` ("tokens", "client") for ``url``, read by a process
        that is not Recipe Studio."""
        from recipe_studio.core.mcp_client.signin import KEYCHAIN_SERVICE

        return keychain_entry(self.env, KEYCHAIN_SERVICE, f"{kind} {url}")
