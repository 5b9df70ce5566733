"""Where sign-in secrets are kept: the system keychain through the ``keyring`` package.

Every entry is filed under one keychain "service" (:data:`KEYCHAIN_SERVICE`) and named by
its kind and the server's address (:func:`vault_key`): the tokens, the client registration
(:mod:`.signin`) and what the person set up (:mod:`.signin_setup`). Without a usable
keychain the entries are kept in memory for this process only, and :func:`vault_problem`
says why.
"""

from __future__ import annotations

import threading
from typing import Any, Protocol

#: The keychain "service" every entry is filed under.
KEYCHAIN_SERVICE = "Recipe Studio sign-in"


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


def vault_key(kind: str, server_url: str) -> str:
    """The name of one entry: its kind ("tokens", "client", "setup") and the server."""
    return f"{kind} {server_url.rstrip('/')}"


def forget_sign_in(server_url: str, vault: Vault) -> bool:
    """Forget the server's tokens and client registration (not what the person set up);
    True if there was anything to forget."""
    keys = (vault_key("tokens", server_url), vault_key("client", server_url))
    kept = [key for key in keys if vault.get(key) is not None]
    for key in keys:
        vault.delete(key)
    return bool(kept)
