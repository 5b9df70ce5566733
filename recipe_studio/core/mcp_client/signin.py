"""Signing in to web (HTTP) MCP servers that answer 401: OAuth 2.1 as MCP specifies it.

The flow is the ``mcp`` SDK's own (:class:`mcp.client.auth.OAuthClientProvider`): protected
resource metadata, authorization server metadata, dynamic client registration (or a client
id the person entered, kept as the "registered" client), PKCE, the token request and, later,
refreshing the token. This module gives it what a desktop app has to:

* the sign-in page opened in the **system browser** (:data:`OpenPage`, ``webbrowser`` by
  default) and the code received on a **loopback redirect** (:class:`LoopbackReceiver`, a
  one-shot web server on ``127.0.0.1``);
* a place to keep tokens: the **system keychain** through the ``keyring`` package
  (:class:`KeyringVault`). Tokens never go into settings files or run records. Without a
  usable keychain they are kept in memory for this process only, and
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
import webbrowser
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit

from recipe_studio.core.mcp_client.errors import Cancelled, ConnectFailed

logger = logging.getLogger(__name__)

#: The keychain "service" every entry is filed under.
KEYCHAIN_SERVICE = "Recipe Studio sign-in"
#: Seconds a person has to finish signing in in the browser.
SIGN_IN_WAIT = 5 * 60.0
CLIENT_NAME = "Recipe Studio"

#: Opens a sign-in page in the system browser (any thread); False if nothing could be opened.
OpenPage = Callable[[str], bool]
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


class Vault(Protocol):
    """Where secrets are kept: one text per key."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def delete(self, key: str) -> None: ...


class MemoryVault:
    """This process only: used when there is no keychain (see :func:`vault_problem`)."""

    def __init__(self) -> None:
        self._values: dict[str, str] = {}
        self._lock = threading.Lock()

    def get(self, key: str) -> str | None:
        with self._lock:
            return self._values.get(key)

    def set(self, key: str, value: str) -> None:
        with self._lock:
            self._values[key] = value

    def delete(self, key: str) -> None:
        with self._lock:
            self._values.pop(key, None)


class KeyringVault:
    """The system keychain (macOS Keychain, Windows Credential Manager, Secret Service).

    A keychain that fails when used (locked, no desktop session) does not stop a sign-in:
    the value is then kept in memory for this process, and :func:`vault_problem` says so.
    """

    def __init__(self, keyring: Any, fallback: MemoryVault) -> None:
        self.keyring = keyring
        self.fallback = fallback
        self.problem: str | None = None

    def _failed(self, exc: Exception) -> None:
        self.problem = f"the system keychain refused ({type(exc).__name__}: {exc})"

    def get(self, key: str) -> str | None:
        kept = self.fallback.get(key)
        if kept is not None:
            return kept
        try:
            value = self.keyring.get_password(KEYCHAIN_SERVICE, key)
        except Exception as exc:
            self._failed(exc)
            return None
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.keyring.set_password(KEYCHAIN_SERVICE, key, value)
        except Exception as exc:
            self._failed(exc)
            self.fallback.set(key, value)

    def delete(self, key: str) -> None:
        self.fallback.delete(key)
        try:
            self.keyring.delete_password(KEYCHAIN_SERVICE, key)
        except Exception:  # nothing was stored under that key (or no keychain)
            return


_memory = MemoryVault()
_chosen: tuple[Vault, str | None] | None = None


def default_vault() -> tuple[Vault, str | None]:
    """The keychain, or memory and why the keychain cannot be used (English, for Details)."""
    global _chosen
    if _chosen is None:
        _chosen = _find_vault()
    return _chosen


def _find_vault() -> tuple[Vault, str | None]:
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return _memory, "the keyring package is not installed"
    try:
        backend = keyring.get_keyring()
    except Exception as exc:  # a broken keychain configuration
        return _memory, f"the system keychain could not be opened ({exc})"
    if isinstance(backend, fail.Keyring):
        return _memory, "this system has no keychain that Recipe Studio can use"
    return KeyringVault(keyring, _memory), None


def use_vault(vault: Vault | None) -> None:
    """Use ``vault`` from now on (tests); ``None`` looks for the keychain again."""
    global _chosen
    _chosen = None if vault is None else (vault, None)


def vault_problem() -> str | None:
    """Why sign-ins are only remembered until Recipe Studio quits (``None``: they are kept)."""
    vault, problem = default_vault()
    return vault.problem if isinstance(vault, KeyringVault) else problem


def _key(kind: str, server_url: str) -> str:
    return f"{kind} {server_url.rstrip('/')}"


class KeychainTokens:
    """The SDK's ``TokenStorage`` for one server, kept in a :class:`Vault`."""

    def __init__(self, server_url: str, vault: Vault | None = None) -> None:
        self.server_url = server_url
        self.vault = vault if vault is not None else default_vault()[0]

    async def get_tokens(self) -> Any:
        from mcp.shared.auth import OAuthToken

        return _load(json.dumps(self._stored().get("token")), OAuthToken)

    async def set_tokens(self, tokens: Any) -> None:
        stored: dict[str, Any] = {"token": tokens.model_dump(mode="json")}
        if tokens.expires_in is not None:
            stored["expires_at"] = time.time() + tokens.expires_in
        self.vault.set(_key("tokens", self.server_url), json.dumps(stored))

    def expires_at(self) -> float | None:
        """When the kept access token expires (so a token kept from an earlier run is
        refreshed first instead of being refused)."""
        found = self._stored().get("expires_at")
        return float(found) if isinstance(found, int | float) else None

    def _stored(self) -> dict[str, Any]:
        text = self.vault.get(_key("tokens", self.server_url))
        try:
            stored = json.loads(text) if text else {}
        except ValueError:
            return {}
        return stored if isinstance(stored, dict) else {}

    async def get_client_info(self) -> Any:
        from mcp.shared.auth import OAuthClientInformationFull

        found = self.vault.get(_key("client", self.server_url))
        return _load(found, OAuthClientInformationFull)

    async def set_client_info(self, client_info: Any) -> None:
        self.vault.set(_key("client", self.server_url), client_info.model_dump_json())


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
    """Forget the server's tokens and registration: the next connection signs in anew.
    True if there was anything to forget."""
    vault = vault if vault is not None else default_vault()[0]
    keys = (_key("tokens", server_url), _key("client", server_url))
    kept = [key for key in keys if vault.get(key) is not None]
    for key in keys:
        vault.delete(key)
    return bool(kept)


def set_client_id(server_url: str, client_id: str, vault: Vault | None = None) -> None:
    """Use a client id the person was given (no dynamic registration); keeps its tokens."""
    vault = vault if vault is not None else default_vault()[0]
    vault.set(_key("client", server_url), json.dumps({"client_id": client_id}))


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


def _provider_class() -> Any:
    from mcp.client.auth import OAuthClientProvider

    class KeychainProvider(OAuthClientProvider):
        """The SDK's provider, told when kept tokens expire: it knows only of tokens it got
        itself, and would send an expired one instead of refreshing it."""

        async def _initialize(self) -> None:
            await super()._initialize()
            storage = self.context.storage
            if self.context.current_tokens is not None and isinstance(storage, KeychainTokens):
                self.context.token_expiry_time = storage.expires_at()

    return KeychainProvider


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
        self.open_page = open_page or webbrowser.open
        self.storage = KeychainTokens(server_url, vault)
        self.wait = wait
        self.receiver: LoopbackReceiver | None = None
        #: Called with True while the person signs in (the connect time limit waits).
        self.on_waiting: Callable[[bool], None] | None = None

    def provider(self) -> Any:
        """The SDK's ``httpx`` auth for the connection (opens nothing until a 401)."""
        from mcp.shared.auth import OAuthClientMetadata

        self.receiver = self._receiver()
        metadata = OAuthClientMetadata(
            client_name=CLIENT_NAME,
            redirect_uris=[self.receiver.redirect_uri],
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
            token_endpoint_auth_method="none",
        )
        return _provider_class()(
            self.server_url, metadata, self.storage,
            redirect_handler=self._open, callback_handler=self._receive,
        )  # fmt: skip

    def _receiver(self) -> LoopbackReceiver:
        """On the port the client was registered with, if it is free: an authorization
        server compares the redirect address with the registered one."""
        key = _key("client", self.server_url)
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
