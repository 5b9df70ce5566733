"""One sign-in for every Recipe Studio process: tokens kept in the keychain (the real
Secret Service on Linux, a keychain file of the test's elsewhere, see ``signin_support``)
by one process are used by the next, are removed by ``recipe-studio signout``, and are
written to no file of the Studio's.

Every Recipe Studio process here is a real ``python -m recipe_studio`` subprocess; the
browser is a command (``BROWSER``) that notes each sign-in page it is asked to open.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

import anyio
import pytest
from signin_support import KEYCHAINS, WHOAMI, Studio, keychain, oauth_server

from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.paths import library_dir, runs_dir
from recipe_studio.core.settings import Settings, save_settings, settings_path

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

pytestmark = pytest.mark.slow

CONNECTION = "Signed-in server"


@pytest.fixture(params=KEYCHAINS)
def studio(request: pytest.FixtureRequest, tmp_path: Path, studio_home: Path) -> Iterator[Studio]:
    with keychain(request.param, tmp_path / "keychain") as env:
        yield Studio(studio_home, env, tmp_path)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    with oauth_server(tmp_path) as found:
        yield found


def kept_tokens(studio: Studio, url: str) -> dict[str, Any]:
    """The tokens the keychain holds for ``url``."""
    entry = studio.kept("tokens", url)
    assert entry is not None, "no sign-in in the keychain"
    token: dict[str, Any] = json.loads(entry)["token"]
    return token


def test_a_sign_in_kept_by_one_run_is_used_by_the_next_and_written_to_no_file(
    studio: Studio, server: tuple[str, Path]
) -> None:
    url, log = server
    save_settings(Settings(language="en"), studio.home)  # a settings file to look into
    first = studio.run(url)
    assert len(studio.pages_opened()) == 1
    assert f"Finish signing in to {url} in your browser" in first.stderr
    token = kept_tokens(studio, url)
    secrets = [token["access_token"], token["refresh_token"]]

    second = studio.run(url)
    assert len(studio.pages_opened()) == 1  # no second sign-in page
    assert "Finish signing in" not in second.stderr
    assert log.read_text(encoding="utf-8").splitlines() == ["register", "token authorization_code"]

    written = [path for path in studio.home.rglob("*") if path.is_file()]
    assert settings_path(studio.home) in written
    assert len([p for p in written if runs_dir(studio.home) in p.parents]) >= 2  # records
    for path in written:
        text = path.read_text(encoding="utf-8", errors="replace")
        assert "access_token" not in text, path
        assert all(secret not in text for secret in secrets), path


def test_serve_uses_the_sign_in_of_run_and_signout_makes_the_next_run_ask_again(
    studio: Studio, server: tuple[str, Path]
) -> None:
    from recipe_studio.core.library import Library

    url, log = server
    studio.run(url)  # signs in
    assert len(studio.pages_opened()) == 1
    # The window's choices, as ``serve`` reads them: the recipe runs on the signed-in server.
    spec = ServerSpec.http(url, name=CONNECTION)
    save_settings(Settings(connections=[spec], default_connection=CONNECTION), studio.home)
    Library(library_dir(studio.home)).save_manifest(WHOAMI, "macos", overwrite=True)

    answer = anyio.run(call_served_recipe, studio)
    assert answer == {"signed_in": True}
    assert len(studio.pages_opened()) == 1  # serve asked for no sign-in
    assert log.read_text(encoding="utf-8").splitlines() == ["register", "token authorization_code"]

    out = studio.cli("signout", url)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [
        f"Signed out of {url}: its sign-in was removed from the keychain."
    ]
    assert studio.kept("tokens", url) is None
    assert studio.kept("client", url) is None

    again = studio.run(url)
    assert f"Finish signing in to {url} in your browser" in again.stderr
    assert len(studio.pages_opened()) == 2
    assert log.read_text(encoding="utf-8").splitlines()[2:] == [
        "register",
        "token authorization_code",
    ]


async def call_served_recipe(studio: Studio) -> Any:
    """``recipe-studio serve`` over stdio: call the one recipe it serves."""
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "recipe_studio", "serve"], env=studio.env
    )
    errors = studio.folder / "serve-stderr.log"
    with errors.open("w", encoding="utf-8") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            [tool] = (await session.list_tools()).tools
            result = await session.call_tool(tool.name, {})
    assert not result.is_error, result
    assert "Traceback" not in errors.read_text(encoding="utf-8")
    return (result.structured_content or {}).get("result")
