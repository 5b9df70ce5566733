"""The sign-in part of a web connection's dialog: how Recipe Studio signs in to it.

What the person enters is a :class:`~recipe_studio.core.mcp_client.signin_setup.SignInSetup`,
kept in the system keychain by core, never in settings files. A secret or key already kept
is not shown again: its field stays empty, says that one is kept, and an empty field keeps
it (emptying the client ID forgets them all). Which fields matter follows the way of
signing in; what is wrong with a setup is core's answer (:func:`setup_problem`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from recipe_studio.core.mcp_client.signin_setup import (
    SignInSetup,
    load_setup,
    save_setup,
    setup_problem,
)
from recipe_studio.core.messages import message
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import message_text

tr = translator("RunDialogs")


class SignInFields(QGroupBox):
    """The way of signing in, the client's identity and secrets, for one web address."""

    def __init__(self, url: str = "", parent: QWidget | None = None) -> None:
        super().__init__(tr("Sign-in"), parent)
        self.stored = load_setup(url) if url else SignInSetup()
        form = QFormLayout(self)
        self.mode = QComboBox()
        self.mode.addItem(tr("A person signs in, in the browser"), "browser")
        self.mode.addItem(tr("No person: the client's own credentials"), "client_credentials")
        self.mode.setCurrentIndex(max(0, self.mode.findData(self.stored.mode)))
        self.client_id = QLineEdit(self.stored.client_id)
        self.client_id.setPlaceholderText(tr("Only if the server's owner gave you one"))
        self.client_secret = QLineEdit()
        self.client_secret.setEchoMode(QLineEdit.EchoMode.Password)
        self.private_key = QPlainTextEdit()
        self.private_key.setFixedHeight(60)
        self.issuer = QLineEdit(self.stored.issuer)
        self.issuer.setPlaceholderText(tr("Empty: the one the server names"))
        self.document = QLineEdit(self.stored.client_metadata_url)
        self.document.setPlaceholderText("https://example.com/recipe-studio/client.json")
        self._show_kept()
        from_file = QPushButton(tr("From file…"))
        from_file.clicked.connect(self._key_from_file)
        key_row = QHBoxLayout()
        key_row.addWidget(self.private_key, 1)
        key_row.addWidget(from_file)
        self._add_rows(form, key_row)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self._mode_changed()

    def _add_rows(self, form: QFormLayout, key_row: QHBoxLayout) -> None:
        for label, widget in [
            (tr("Way of signing in"), self.mode),
            (tr("Sign-in client ID"), self.client_id),
            (tr("Client secret"), self.client_secret),
            (tr("Private key (PEM)"), self.private_key),
            (tr("Authorization server"), self.issuer),
            (tr("Client metadata document"), self.document),
        ]:
            widget.setAccessibleName(label)
            form.addRow(label, key_row if widget is self.private_key else widget)

    def _show_kept(self) -> None:
        kept = tr("Kept in the keychain; type to replace it")
        self.client_secret.setPlaceholderText(kept if self.stored.client_secret else "")
        self.private_key.setPlaceholderText(
            kept if self.stored.private_key else "-----BEGIN PRIVATE KEY-----"
        )

    def _mode_changed(self) -> None:
        machine = self.mode.currentData() == "client_credentials"
        self.private_key.setEnabled(machine)
        self.issuer.setEnabled(machine)
        self.document.setEnabled(not machine)

    def _key_from_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Private key (PEM)"))
        if path:
            try:
                self.private_key.setPlainText(Path(path).read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as exc:
                self.private_key.setPlainText("")
                self.private_key.setPlaceholderText(f"⚠ {exc}")

    def setup(self) -> SignInSetup:
        """What the fields say; a secret or key left empty is the one kept."""
        client_id = self.client_id.text().strip()
        if not client_id and self.mode.currentData() == "browser":
            return SignInSetup(client_metadata_url=self.document.text().strip())
        machine = self.mode.currentData() == "client_credentials"
        secret = self.client_secret.text() or self.stored.client_secret
        key = self.private_key.toPlainText().strip() or self.stored.private_key
        if self.private_key.toPlainText().strip():
            secret = self.client_secret.text()  # a new key replaces a kept secret
        elif self.client_secret.text():
            key = ""  # and a new secret a kept key
        return SignInSetup(
            mode="client_credentials" if machine else "browser",
            client_id=client_id,
            client_secret=secret,
            private_key=key if machine else "",
            issuer=self.issuer.text().strip() if machine else "",
            client_metadata_url="" if machine else self.document.text().strip(),
        )

    def problem(self) -> str | None:
        """What is wrong with the fields, in words (``None``: they can be kept)."""
        code = setup_problem(self.setup())
        return None if code is None else message_text(message(code))

    def save(self, url: str) -> None:
        """Keep the setup for ``url`` (a changed one signs in anew)."""
        save_setup(url, self.setup())
