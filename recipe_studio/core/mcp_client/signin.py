"""Signing in to web (HTTP) MCP servers that answer 401: OAuth 2.1 as MCP specifies it.

The flow is the ``mcp`` SDK's own (:class:`mcp.client.auth.OAuthClientProvider`): protected
resource metadata, authorization server metadata, dynamic client registration (or the client
ID the person entered, or their organisation's client metadata document: see
:mod:`.signin_setup`), PKCE, the token request and, later, refreshing the token. A server set
up for machine-to-machine sign-in uses the SDK's client-credentials providers instead
(``mcp.client.auth.extensions.client_credentials``): no person, no browser. Only the SDK's
public API is used. This module gives the flow what a desktop app has to:

* the sign-in page opened in the **system browser** (:data:`OpenPage`, ``webbrowser`` by
  default) and the code received on a **loopback redirect** (:class:`LoopbackReceiver`, a
  one-shot web server on ``127.0.0.1``);
* a place to keep tokens: the **system keychain** through the ``keyring`` package
  (:class:`KeyringVault`, in :mod:`.vault`). Tokens never go into settings files or run
  records. Without a usable keychain they are kept in memory for this process only, and
  :func:`vault_problem` says why (shown beside "Signed in").

The window, ``run`` and ``serve`` use the same keychain entries (one per server address), so
signing in once is enough for all three. :func:`sign_in_status` says who is signed in (the
name the token carries, when it is a JWT that says; the keychain entry otherwise);
:func:`sign_out` forgets the tokens and the registration.
"""

from __future__ import annotations

import base64
import contextlib
import json
import logging
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlsplit

from recipe_studio.core.mcp_client.errors import Cancelled, ConnectFailed
from recipe_studio.core.mcp_client.signin_setup import SignInSetup, load_setup, signing_algorithm
from recipe_studio.core.mcp_client.vault import (
    KEYCHAIN_SERVICE,
    KeyringVault,
    MemoryVault,
    Vault,
    default_vault,
    forget_sign_in,
    use_vault,
    vault_key,
    vault_problem,
)

__all__ = [  # the keychain's names are used from here too (the window, tests)
    "KEYCHAIN_SERVICE", "KeychainTokens", "KeyringVault", "MemoryVault", "SignIn",
    "Vault", "default_vault", "sign_in_status", "sign_out", "use_vault", "vault_problem",
]  # fmt: skip

logger = logging.getLogger(__name__)

#: Seconds a person has to finish signing in in the browser.
SIGN_IN_WAIT = 5 * 60.0
CLIENT_NAME = "Recipe Studio"

#: Opens a sign-in page in the system browser (any thread); False if nothing could be opened.
OpenPage = Callable[[str], bool]


def _system_browser(url: str) -> bool:
    """The default :data:`OpenPage`: ``webbrowser`` is imported only when a page opens."""
    import webbrowser

    return webbrowser.open(url)


#: Told ``(server_url, True)`` when a sign-in page opens and the connection starts waiting
#: for the person, ``(server_url, False)`` when that wait ends (signed in, refused, timed out
#: or stopped). Called from a connection's thread.
SignInWatcher = Callable[[str, bool], None]
_watchers: list[SignInWatcher] = []
_watchers_lock = threading.Lock()


def watch_sign_ins(watcher: SignInWatcher) -> Callable[[], None]:
    """Tell ``watcher`` about every sign-in wait (the window's status bar, the CLI's line);
    returns the function that stops telling it."""
    with _watchers_lock:
        _watchers.append(watcher)

    def forget() -> None:
        with _watchers_lock, contextlib.suppress(ValueError):
            _watchers.remove(watcher)

    return forget


def _tell_watchers(server_url: str, waiting: bool) -> None:
    with _watchers_lock:
        watchers = list(_watchers)
    for watcher in watchers:
        try:
            watcher(server_url, waiting)
        except Exception:  # a display's failure must not stop the sign-in
            logger.exception("a sign-in watcher failed")


class KeychainTokens:
    """The SDK's ``TokenStorage`` for one server, kept in a :class:`Vault`."""

    def __init__(self, server_url: str, vault: Vault | None = None) -> None:
        self.server_url = server_url
        self.vault = vault if vault is not None else default_vault()[0]

    async def get_tokens(self) -> Any:
        """The kept tokens, as the SDK would have them had it just received them: the SDK
        computes when a token expires only from a token answer's ``expires_in``, so a token
        kept from an earlier run says how long it has *left*, and one that has expired is
        handed back without its access token (the SDK then refreshes it instead of sending
        it to be refused)."""
        from mcp.shared.auth import OAuthToken

        token = _load(json.dumps(self._stored().get("token")), OAuthToken)
        expires_at = self.expires_at()
        if token is None or expires_at is None:
            return token
        left = int(expires_at - time.time())
        if left <= 0:
            return token.model_copy(update={"access_token": "", "expires_in": 0})
        return token.model_copy(update={"expires_in": left})

    async def set_tokens(self, tokens: Any) -> None:
        stored: dict[str, Any] = {"token": tokens.model_dump(mode="json")}
        if tokens.expires_in is not None:
            stored["expires_at"] = time.time() + tokens.expires_in
        self.vault.set(vault_key("tokens", self.server_url), json.dumps(stored))

    def expires_at(self) -> float | None:
        """When the kept access token expires (so a token kept from an earlier run is
        refreshed first instead of being refused)."""
        found = self._stored().get("expires_at")
        return float(found) if isinstance(found, int | float) else None

    def _stored(self) -> dict[str, Any]:
        text = self.vault.get(vault_key("tokens", self.server_url))
        try:
            stored = json.loads(text) if text else {}
        except ValueError:
            return {}
        return stored if isinstance(stored, dict) else {}

    async def get_client_info(self) -> Any:
        """The client ID the person entered (with its secret), else the registered client."""
        from mcp.shared.auth import OAuthClientInformationFull

        entered = load_setup(self.server_url, self.vault)
        if entered.client_id:
            secret = entered.client_secret or None
            return OAuthClientInformationFull(
                client_id=entered.client_id,
                client_secret=secret,
                redirect_uris=None,
                token_endpoint_auth_method="client_secret_basic" if secret else "none",
            )
        found = self.vault.get(vault_key("client", self.server_url))
        return _load(found, OAuthClientInformationFull)

    async def set_client_info(self, client_info: Any) -> None:
        self.vault.set(vault_key("client", self.server_url), client_info.model_dump_json())


def _load(text: str | None, model: Any) -> Any:
    if not text:
        return None
    try:
        return model.model_validate_json(text)
    except ValueError:  # an entry of another version: sign in again
        return None


@dataclass(frozen=True)
class SignInStatus:
    signed_in: bool
    #: Who, as the token says (a name or an e-mail address); "" when it does not say.
    who: str = ""


def sign_in_status(server_url: str, vault: Vault | None = None) -> SignInStatus:
    vault = vault if vault is not None else default_vault()[0]
    token = KeychainTokens(server_url, vault)._stored().get("token")
    if not isinstance(token, dict) or not token.get("access_token"):
        return SignInStatus(False)
    return SignInStatus(True, token_subject(str(token["access_token"])))


def sign_out(server_url: str, vault: Vault | None = None) -> bool:
    """Forget the server's tokens and registration: the next connection signs in anew (what
    the person set up, :mod:`.signin_setup`, stays). True if there was anything to forget."""
    return forget_sign_in(server_url, vault if vault is not None else default_vault()[0])


def token_subject(token: str) -> str:
    """The person a JWT access token names (for "Signed in as …" only; never trusted)."""
    parts = token.split(".")
    if len(parts) != 3:
        return ""
    try:
        padded = parts[1] + "=" * (-len(parts[1]) % 4)
        claims = json.loads(base64.urlsafe_b64decode(padded))
    except (ValueError, TypeError):
        return ""
    if not isinstance(claims, dict):
        return ""
    for name in ("name", "email", "preferred_username", "sub"):
        value = claims.get(name)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


class LoopbackReceiver:
    """A one-shot web server on 127.0.0.1 that receives the authorization code."""

    def __init__(self, port: int = 0) -> None:
        self.result: dict[str, str] | None = None
        self.arrived = threading.Event()
        receiver = self
        # Imported when a sign-in starts: ``http.server`` brings ``http.client``, ``email``
        # and ``socketserver`` (~4 MB), which nobody who never signs in should hold.
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                query = parse_qs(urlsplit(self.path).query)
                if "code" not in query and "error" not in query:
                    self.send_error(404)
                    return
                receiver.result = {key: values[0] for key, values in query.items()}
                body = _DONE_PAGE.encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                receiver.arrived.set()

            def log_message(self, format: str, *args: Any) -> None:
                return  # nothing on the terminal

        self._server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def redirect_uri(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/callback"

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


_DONE_PAGE = (
    "<!doctype html><meta charset=utf-8><title>Recipe Studio</title>"
    "<p style='font:16px sans-serif;margin:3em'>✓ Recipe Studio got your sign-in. "
    "You can close this page.</p>"
)


def _machine_provider(server_url: str, setup: SignInSetup, storage: KeychainTokens) -> Any:
    """Machine-to-machine sign-in (``client_credentials``) with the client's secret, or with a
    JWT its private key signs (``private_key_jwt``)."""
    from mcp.client.auth.extensions.client_credentials import (
        ClientCredentialsOAuthProvider,
        PrivateKeyJWTOAuthProvider,
        SignedJWTParameters,
    )
    from mcp.shared.exceptions import MCPDeprecationWarning

    with warnings.catch_warnings():
        # Without an issuer the SDK warns that the MCP server chooses where the credentials
        # go: that is the person's choice here (the issuer field says so), not a fault.
        warnings.simplefilter("ignore", MCPDeprecationWarning)
        if setup.private_key:
            signed = SignedJWTParameters(
                issuer=setup.client_id,
                subject=setup.client_id,
                signing_key=setup.private_key,
                signing_algorithm=signing_algorithm(setup.private_key) or "RS256",
            )
            return PrivateKeyJWTOAuthProvider(
                server_url,
                storage,
                setup.client_id,
                signed.create_assertion_provider(),
                issuer=setup.issuer or None,
            )
        return ClientCredentialsOAuthProvider(
            server_url, storage, setup.client_id, setup.client_secret, issuer=setup.issuer or None
        )


async def adopt_kept_tokens(context: Any) -> None:
    """Before a held token that ran out is refreshed: take the keychain's tokens if another
    connection (the window, ``serve``, a ``run``) refreshed them meanwhile. Servers that
    rotate refresh tokens refuse the one this connection still holds."""
    held = context.current_tokens
    storage = context.storage
    if held is None or context.is_token_valid() or not isinstance(storage, KeychainTokens):
        return
    kept = await storage.get_tokens()
    if kept is None or kept.refresh_token in (None, held.refresh_token):
        return
    context.current_tokens = kept
    context.token_expiry_time = storage.expires_at()


def _sharing_provider_class() -> Any:
    from mcp.client.auth import OAuthClientProvider

    class SharingProvider(OAuthClientProvider):
        """The SDK's provider, reading the keychain again before it refreshes (see
        :func:`adopt_kept_tokens`); httpx's public ``async_auth_flow`` is the one hook."""

        async def async_auth_flow(self, request: Any) -> Any:
            async with self.context.lock:
                await adopt_kept_tokens(self.context)
            flow = super().async_auth_flow(request)
            try:
                outgoing = await flow.__anext__()
                while True:
                    incoming = yield outgoing
                    outgoing = await flow.asend(incoming)
            except StopAsyncIteration:
                return
            finally:
                await flow.aclose()

    return SharingProvider


class SignIn:
    """What one HTTP connection needs to sign in (see the module docstring)."""

    def __init__(
        self,
        server_url: str,
        *,
        open_page: OpenPage | None = None,
        vault: Vault | None = None,
        wait: float = SIGN_IN_WAIT,
    ) -> None:
        self.server_url = server_url
        self.open_page = open_page or _system_browser
        self.storage = KeychainTokens(server_url, vault)
        self.wait = wait
        self.receiver: LoopbackReceiver | None = None
        #: Called with True while the person signs in (the connect time limit waits).
        self.on_waiting: Callable[[bool], None] | None = None

    def provider(self) -> Any:
        """The SDK's ``httpx`` auth for the connection (opens nothing until a 401)."""
        setup = load_setup(self.server_url, self.storage.vault)
        if setup.mode == "client_credentials":
            provider = _machine_provider(self.server_url, setup, self.storage)
        else:
            provider = self._browser_provider(setup)
        # The SDK knows when a token expires only for tokens it received itself; a token
        # kept from an earlier run is refreshed before it runs out, not refused once sent.
        provider.context.token_expiry_time = self.storage.expires_at()
        return provider

    def _browser_provider(self, setup: SignInSetup) -> Any:
        from mcp.shared.auth import OAuthClientMetadata

        self.receiver = self._receiver()
        metadata = OAuthClientMetadata(
            client_name=CLIENT_NAME,
            redirect_uris=[self.receiver.redirect_uri],
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
            token_endpoint_auth_method="none",
        )
        return _sharing_provider_class()(
            self.server_url,
            metadata,
            self.storage,
            redirect_handler=self._open,
            callback_handler=self._receive,
            client_metadata_url=setup.client_metadata_url or None,
        )

    def _receiver(self) -> LoopbackReceiver:
        """On the port the client was registered with, if it is free: an authorization
        server compares the redirect address with the registered one."""
        key = vault_key("client", self.server_url)
        stored = self.storage.vault.get(key)
        try:
            uris = json.loads(stored).get("redirect_uris") or [] if stored else []
        except (ValueError, AttributeError):
            uris = []
        port = urlsplit(str(uris[0])).port if uris else None
        if port:
            try:
                return LoopbackReceiver(port)
            except OSError:  # taken: register again with a new port
                self.storage.vault.delete(key)
        return LoopbackReceiver()

    def close(self) -> None:
        if self.receiver is not None:
            self.receiver.close()
            self.receiver = None

    async def _open(self, url: str) -> None:
        import anyio

        if self.on_waiting is not None:
            self.on_waiting(True)
        _tell_watchers(self.server_url, True)
        try:
            opened = await anyio.to_thread.run_sync(self.open_page, url)
        except BaseException:
            _tell_watchers(self.server_url, False)
            raise
        if not opened:
            _tell_watchers(self.server_url, False)
            raise ConnectFailed.of("signin_no_browser", url=self.server_url, details=url)

    async def _receive(self) -> Any:
        import anyio
        from mcp.shared.auth import AuthorizationCodeResult

        receiver = self.receiver
        assert receiver is not None
        try:
            with anyio.move_on_after(self.wait):
                while not receiver.arrived.is_set():
                    await anyio.sleep(0.1)
        finally:
            if self.on_waiting is not None:
                self.on_waiting(False)
            _tell_watchers(self.server_url, False)
        got = receiver.result
        receiver.arrived.clear()
        receiver.result = None
        if got is None:
            raise ConnectFailed.of("signin_timeout", url=self.server_url)
        if "error" in got:
            if got["error"] == "access_denied":
                raise Cancelled.of("signin_denied", url=self.server_url)
            reason = got.get("error_description") or got["error"]
            raise ConnectFailed.of("signin_refused", url=self.server_url, details=reason)
        return AuthorizationCodeResult(code=got["code"], state=got.get("state"), iss=got.get("iss"))
