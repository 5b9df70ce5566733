"""A keychain for the sign-in tests where no system keychain of the test's own can be had:
a ``keyring`` backend that keeps its entries in one JSON file of the test's folder.

Linux's tests use a real Secret Service of their own (``signin_support.secret_service``).
macOS' Keychain and Windows' Credential Manager belong to the person (or the CI runner's
account): a test writing sign-ins there would leave them behind or ask for a password.
This backend is what the Recipe Studio processes of such a test use instead, chosen the
way a person can choose any backend: ``PYTHON_KEYRING_BACKEND`` names it (this folder is
on their ``PYTHONPATH``) and :data:`FILE_VARIABLE` names its file. Every process reads
and writes the same file, so what one keeps the next finds, as with a system keychain.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend
from keyring.compat import properties
from keyring.errors import PasswordDeleteError

#: The environment variable that names the keychain file.
FILE_VARIABLE = "RECIPE_STUDIO_TEST_KEYCHAIN"
#: ``PYTHON_KEYRING_BACKEND`` for it.
BACKEND = "file_keychain.FileKeychain"


class FileKeychain(KeyringBackend):
    """Entries in the JSON file ``path`` (default: ``$RECIPE_STUDIO_TEST_KEYCHAIN``)."""

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()  # type: ignore[no-untyped-call]  # keyring's own is untyped
        self.path = path if path is not None else Path(os.environ[FILE_VARIABLE])

    @properties.classproperty
    def priority(cls) -> float:
        # Never chosen by itself (it is imported by the test process too): only where a
        # test named its file.
        if not os.environ.get(FILE_VARIABLE):
            raise RuntimeError(f"{FILE_VARIABLE} is not set")
        return 0.1

    def _entries(self) -> dict[str, str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        return {str(key): str(value) for key, value in data.items()}

    def _keep(self, entries: dict[str, str]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temp = self.path.with_name(self.path.name + f".{os.getpid()}.tmp")
        temp.write_text(json.dumps(entries), encoding="utf-8")
        os.replace(temp, self.path)

    @staticmethod
    def _key(service: str, username: str) -> str:
        return json.dumps([service, username])

    def get_password(self, service: str, username: str) -> str | None:
        return self._entries().get(self._key(service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        entries = self._entries()
        entries[self._key(service, username)] = password
        self._keep(entries)

    def delete_password(self, service: str, username: str) -> None:
        entries = self._entries()
        if entries.pop(self._key(service, username), None) is None:
            raise PasswordDeleteError(f"no entry for {service} {username}")
        self._keep(entries)
