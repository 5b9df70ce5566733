"""How a web server is signed in to, as the person set it up: kept in the keychain with
the tokens, checked before it is kept, and used by the next connection.

Against the test authorization server of ``oauth_server.py`` (a real subprocess). The
machine-to-machine sign-ins and a client metadata document the authorization server
accepts are proven against the MCP conformance suite's servers
(``tests/conformance``: ``auth/client-credentials-*``, ``auth/basic-cimd``).
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import anyio
import pytest
from signin_support import oauth_server
from test_signin import Browser, connect

from recipe_studio.core.mcp_client import signin
from recipe_studio.core.mcp_client.signin import KeychainTokens, MemoryVault, sign_in_status
from recipe_studio.core.mcp_client.signin_setup import (
    SignInSetup,
    load_setup,
    save_setup,
    setup_problem,
    signing_algorithm,
)

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

DOCUMENT = "https://example.com/recipe-studio/client.json"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    with oauth_server(tmp_path) as found:
        yield found


def test_a_changed_setup_signs_in_anew_and_signing_out_keeps_it(
    server: tuple[str, Path], vault: MemoryVault
) -> None:
    url, log = server
    browser = Browser()
    with connect(url, browser) as connection:
        connection.list_tools()
    assert sign_in_status(url).signed_in
    # The organisation's document, which this authorization server does not accept: the
    # tokens of the client used before are forgotten, and the client registers as before.
    assert save_setup(url, SignInSetup(client_metadata_url=DOCUMENT))
    assert not sign_in_status(url).signed_in
    with connect(url, browser) as connection:
        assert connection.call("whoami", {}, timeout=10).value == {"signed_in": True}
    assert len(browser.opened) == 2
    assert log.read_text(encoding="utf-8").splitlines().count("register") == 2
    assert "client_id=" + DOCUMENT not in browser.opened[1]
    # Kept the same: nothing is forgotten. Signing out forgets the sign-in, not the setup.
    assert not save_setup(url, SignInSetup(client_metadata_url=DOCUMENT))
    assert sign_in_status(url).signed_in
    signin.sign_out(url)
    assert load_setup(url) == SignInSetup(client_metadata_url=DOCUMENT)


def test_an_entered_client_id_and_secret_are_the_client_instead_of_registering(
    vault: MemoryVault,
) -> None:
    url = "https://tools.example.com/mcp"
    save_setup(url, SignInSetup(client_id="given", client_secret="s3cret"))
    client = anyio.run(KeychainTokens(url).get_client_info)
    assert (client.client_id, client.client_secret) == ("given", "s3cret")
    assert client.token_endpoint_auth_method == "client_secret_basic"
    save_setup(url, SignInSetup(client_id="public"))
    client = anyio.run(KeychainTokens(url).get_client_info)
    assert (client.client_id, client.token_endpoint_auth_method) == ("public", "none")
    assert save_setup(url, SignInSetup())  # back to the default: nothing entered is kept
    assert anyio.run(KeychainTokens(url).get_client_info) is None
    assert vault._values == {}


def test_a_kept_token_tells_the_sdk_how_long_it_has_left(vault: MemoryVault) -> None:
    from mcp.shared.auth import OAuthToken

    storage = KeychainTokens("https://tools.example.com/mcp")
    anyio.run(storage.set_tokens, OAuthToken(access_token="a", expires_in=3600, refresh_token="r"))
    kept = anyio.run(storage.get_tokens)
    assert 3590 <= kept.expires_in <= 3600
    anyio.run(storage.set_tokens, OAuthToken(access_token="a", expires_in=0, refresh_token="r"))
    expired = anyio.run(storage.get_tokens)
    assert (expired.access_token, expired.refresh_token) == ("", "r")  # refreshed, not sent


def _pem(key: object) -> str:
    from cryptography.hazmat.primitives import serialization

    return key.private_bytes(  # type: ignore[attr-defined, no-any-return]
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()


def test_the_signing_algorithm_follows_the_private_key() -> None:
    from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa

    assert signing_algorithm(_pem(ec.generate_private_key(ec.SECP256R1()))) == "ES256"
    assert signing_algorithm(_pem(ec.generate_private_key(ec.SECP384R1()))) == "ES384"
    rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    assert signing_algorithm(_pem(rsa_key)) == "RS256"
    assert signing_algorithm(_pem(ed25519.Ed25519PrivateKey.generate())) == "EdDSA"
    assert signing_algorithm("not a key") is None


@pytest.mark.parametrize(
    ("setup", "problem"),
    [
        (SignInSetup(client_metadata_url="http://a.example/c.json"), "signin_setup_bad_document"),
        (SignInSetup(client_metadata_url="https://example.com/"), "signin_setup_bad_document"),
        (SignInSetup(client_secret="s"), "signin_setup_needs_client_id"),
        (SignInSetup(mode="client_credentials", client_id="b"), "signin_setup_needs_credentials"),
        (
            SignInSetup(
                mode="client_credentials", client_id="b", client_secret="s", private_key="-"
            ),
            "signin_setup_secret_or_key",
        ),
        (SignInSetup(client_id="bot", private_key="k"), "signin_setup_key_needs_machine"),
        (
            SignInSetup(mode="client_credentials", client_id="b", private_key="k"),
            "signin_setup_bad_key",
        ),
        (
            SignInSetup(mode="client_credentials", client_id="b", client_secret="s", issuer="auth"),
            "signin_setup_bad_issuer",
        ),
        (SignInSetup(mode="client_credentials", client_id="bot", client_secret="s"), None),
        (SignInSetup(client_metadata_url=DOCUMENT), None),
    ],
)
def test_a_setup_that_cannot_be_used_is_named(setup: SignInSetup, problem: str | None) -> None:
    assert setup_problem(setup) == problem


def test_the_command_line_keeps_a_setup_with_the_secret_read_from_stdin(
    vault: MemoryVault, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from recipe_studio.cli import main

    url = "https://tools.example.com/mcp"
    monkeypatch.setattr("sys.stdin", io.StringIO("s3cret\n"))
    argv = ["signin-setup", url, "--client-id", "bot", "--no-person", "--client-secret-stdin"]
    assert main(argv) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"How to sign in to {url} is kept in the keychain."
    ]
    assert load_setup(url) == SignInSetup(
        mode="client_credentials", client_id="bot", client_secret="s3cret"
    )
    # A setup that cannot be used is refused, and what was kept stays.
    assert main(["signin-setup", url, "--no-person", "--client-id", "bot"]) == 2
    assert "needs the client ID and its secret or private key" in capsys.readouterr().err
    assert load_setup(url).client_secret == "s3cret"
    assert main(["signin-setup", url, "--clear"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"How to sign in to {url} was set back to the default."
    ]
    assert load_setup(url) == SignInSetup()
