"""The one confirmation before a run changes anything: the steps it will run, Cancel first.

Each step reads as its tool and its arguments in words: text as it is (several lines
stay several lines), references to earlier results as tokens ("Step 1 › date"), params
already filled in with the values this run uses.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.engine import PlannedAction
from recipe_studio.core.summary import pieces_text, value_pieces
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import reference_words
from recipe_studio.gui.tokens import insert_pieces, register_tokens

tr = translator("RunDialogs")


class ConfirmDialog(QDialog):
    """The one confirmation before a run changes anything; Cancel is the default."""

    def __init__(self, actions: list[PlannedAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("This run will change things"))
        self.resize(640, 380)
        layout = QVBoxLayout(self)
        intro = QLabel(
            tr(
                "These steps change something on this computer (or elsewhere). Nothing runs until you say so."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.listing = QTextEdit()
        self.listing.setReadOnly(True)
        self.listing.setAccessibleName(tr("Steps that change things"))
        self._words = self._fill(actions)
        self.listing.setAccessibleDescription(self._words)
        layout.addWidget(self.listing, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.run_button = buttons.addButton(
            tr("Run these steps"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setDefault(True)
        cancel.setAutoDefault(True)
        self.run_button.setAutoDefault(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        cancel.setFocus()

    def _fill(self, actions: list[PlannedAction]) -> str:
        """The steps into the listing; returns the same in plain words (screen readers)."""
        document = self.listing.document()
        register_tokens(document)
        cursor = QTextCursor(document)
        bold, plain = QTextCharFormat(), QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        heading, argument = QTextBlockFormat(), QTextBlockFormat()
        heading.setTopMargin(6)
        # Lines of a value that spans several stay indented under their argument.
        argument.setLeftMargin(24)
        words: list[str] = []
        for number, action in enumerate(actions):
            if number:
                cursor.insertBlock(heading)
            else:
                cursor.setBlockFormat(heading)
            title = step_title(action)
            cursor.insertText(title, bold)
            words.append(title)
            for name, value in action.args.items():
                pieces = value_pieces(value, "template")
                cursor.insertBlock(argument)
                cursor.insertText(f"{name}: ", plain)
                insert_pieces(cursor, pieces)
                words.append(f"    {name}: " + pieces_text(pieces, reference_words()))
        return "\n".join(words)

    def listing_text(self) -> str:
        """What the listing says, references in words."""
        return self._words


def step_title(action: PlannedAction) -> str:
    note = []
    if action.previews:
        note.append(tr("shows a preview only; not executed"))
    if action.unknown_tool:
        note.append(tr("unknown tool: treated as changing things"))
    suffix = f"  ({'; '.join(note)})" if note else ""
    return tr("Step {n}: {tool}{suffix}").format(
        n=action.index + 1, tool=action.tool, suffix=suffix
    )
