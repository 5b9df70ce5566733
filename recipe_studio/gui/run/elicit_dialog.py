"""A server's question during a run: a form built from the schema it sends (MCP elicitation).

The fields come from core (:func:`~recipe_studio.core.mcp_client.form_fields`), each with
the editor the one value-editor registry gives its type (:func:`make_editor`); defaults
are filled in and required fields marked. The three buttons are the protocol's three
answers: *Send* (accept, with the values; checked against the schema first), *Decline*
(no) and *Cancel* (no answer; also closing the dialog, or Stop).

A server asking for a web page to be opened (URL mode, or the error -32042) gets the page's
site in the question, its whole address as plain text, and *Open in browser* / *Decline*.

The dialog does not block the window (Stop in the Run panel stays usable); the run waits
for :attr:`ElicitDialog.answered`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QCloseEvent, QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.mcp_client import ElicitAnswer, ElicitRequest, form_fields
from recipe_studio.core.mcp_client.elicit import check_content, editor_schema
from recipe_studio.gui.fields.value_editors import ValueEditor, make_editor
from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

tr = translator("RunDialogs")


class ElicitDialog(QDialog):
    """See the module docstring."""

    #: The person's answer (an :class:`ElicitAnswer`), once.
    answered = Signal(object)

    def __init__(
        self,
        request: ElicitRequest,
        server: str,
        parent: QWidget | None = None,
        *,
        answer: Callable[[ElicitAnswer], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.request = request
        #: Told the person's answer (once), before :attr:`answered` is emitted.
        self._tell = answer
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("“{server}” asks").format(server=server))
        self.setObjectName("elicitDialog")
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        intro = QLabel(self._intro(server))
        intro.setObjectName("elicitIntro")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        asked = QLabel(request.message)  # the server's own words, as it wrote them
        asked.setWordWrap(True)
        asked.setTextFormat(Qt.TextFormat.PlainText)
        asked.setObjectName("elicitMessage")
        font = asked.font()
        font.setBold(True)
        asked.setFont(font)
        layout.addWidget(asked)
        self.editors: dict[str, ValueEditor] = {}
        self.fields = form_fields(request.schema) if request.mode == "form" else []
        if request.mode == "url":
            # The whole address as plain text: the person sees where the page really is.
            link = QLabel(request.url)
            link.setObjectName("elicitAddress")
            link.setWordWrap(True)
            link.setTextFormat(Qt.TextFormat.PlainText)
            link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(link)
        else:
            layout.addLayout(self._form())
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setObjectName("problemMessage")
        layout.addWidget(self.error)
        layout.addWidget(self._buttons())
        self.answer: ElicitAnswer | None = None

    def _intro(self, server: str) -> str:
        if self.request.mode == "url":
            text = tr("The server “{server}” asks you to open a page on “{site}” in your browser.")
            return text.format(server=server, site=self.request.site)
        tool = self.request.tool
        if tool:
            text = tr("While running “{tool}”, the server “{server}” asks you something.")
            return text.format(tool=tool, server=server)
        return tr("The server “{server}” asks you something during the run.").format(server=server)

    def _form(self) -> QFormLayout:
        form = QFormLayout()
        properties = self.request.schema.get("properties") or {}
        for item in self.fields:
            editor = make_editor(editor_schema(item, properties.get(item.name)), item.name)
            editor.set_value(item.default, item.has_default)
            editor.setAccessibleName(item.title)
            label = QLabel(item.title + (" *" if item.required else ""))
            if item.description:
                label.setToolTip(item.description)
                editor.setToolTip(item.description)
            label.setBuddy(editor.focus_widget())  # what a screen reader says the field is
            form.addRow(label, editor)
            self.editors[item.name] = editor
        return form

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox()
        role = QDialogButtonBox.ButtonRole
        url = self.request.mode == "url"
        send_text = tr("Open in browser") if url else tr("Send")
        self.send_button = self._button(buttons, send_text, role.AcceptRole, self._send)
        self.decline_button = self._button(buttons, tr("Decline"), role.NoRole, self._decline)
        self.cancel_button = self._button(buttons, tr("Cancel"), role.RejectRole, self.reject)
        self.send_button.setDefault(not url)  # a page is opened only on a deliberate click
        self.send_button.setEnabled(not url or self.request.can_open)
        self.send_button.setToolTip(
            tr("Open this page in your web browser")
            if url
            else tr("Send these answers to the server")
        )
        self.decline_button.setToolTip(tr("Tell the server you do not want to answer"))
        self.cancel_button.setToolTip(tr("Dismiss the question without answering"))
        return buttons

    def _button(
        self, box: QDialogButtonBox, text: str, role: QDialogButtonBox.ButtonRole, slot: Any
    ) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        box.addButton(button, role)
        return button

    def values(self) -> dict[str, Any]:
        """The answers given (fields left empty and not required are left out)."""
        content: dict[str, Any] = {}
        for item in self.fields:
            present, value = self.editors[item.name].value()
            empty = value in ("", [], None)
            if present and not (empty and not item.required):
                content[item.name] = value
        return content

    def _send(self) -> None:
        if self.request.mode == "url":
            if self.request.can_open:
                QDesktopServices.openUrl(QUrl(self.request.url))
                self._finish(ElicitAnswer.accept())
            return
        content = self.values() if self.request.mode == "form" else {}
        wrong = check_content(self.request.schema, content) if self.request.mode == "form" else []
        if wrong:
            titles = {item.name: item.title for item in self.fields}
            names = ", ".join(titles.get(name, name) for name in wrong)
            self.error.setText("⚠ " + tr("Check these answers: {names}.").format(names=names))
            return
        self._finish(ElicitAnswer.accept(content))

    def _decline(self) -> None:
        self._finish(ElicitAnswer.decline())

    def reject(self) -> None:  # QDialog.reject: Cancel, Esc, closing the window
        self._finish(ElicitAnswer.cancel())

    def closeEvent(self, event: QCloseEvent) -> None:  # QWidget.closeEvent
        self._answer(ElicitAnswer.cancel())
        super().closeEvent(event)

    def _finish(self, answer: ElicitAnswer) -> None:
        self._answer(answer)
        self.done(QDialog.DialogCode.Accepted if answer.action == "accept" else 0)

    def _answer(self, answer: ElicitAnswer) -> None:
        if self.answer is None:
            self.answer = answer
            if self._tell is not None:
                self._tell(answer)
            self.answered.emit(answer)
