"""The one confirmation before a run changes anything: the steps it will run, Cancel first.

Each step reads as a sentence in words ("Step 3: Create a note “Brief ⟨Step 1 › date⟩”
with the text …"), then each argument under its title with its whole value (several
lines stay several lines); references to earlier results are tokens ("Step 1 › date"),
params are already filled in with the values this run uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.model import ToolStep
from recipe_studio.core.summary import Piece, pieces_text, value_pieces
from recipe_studio.core.titles import choice_title
from recipe_studio.gui.fields.tokens import insert_pieces, register_tokens
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import reference_words
from recipe_studio.gui.words import sentence_pieces, tool_words

if TYPE_CHECKING:
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.engine import PlannedAction
    from recipe_studio.core.reference_names import ReferenceNames

tr = translator("RunDialogs")


class ConfirmDialog(QDialog):
    """The one confirmation before a run changes anything; Cancel is the default."""

    def __init__(
        self,
        actions: list[PlannedAction],
        parent: QWidget | None = None,
        catalog: Catalog | None = None,
        names: ReferenceNames | None = None,
    ) -> None:
        """``names``: the run recipe's titles, which its tokens read by."""
        super().__init__(parent)
        self.words = tool_words(catalog)
        self.names = names
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
            title, note = step_title(action)
            sentence = sentence_pieces(
                ToolStep(tool=action.tool, args=action.args), self.words, with_title=True
            )
            cursor.insertText(title, bold)
            insert_pieces(cursor, sentence, names=self.names)
            cursor.insertText(note, plain)
            words.append(title + pieces_text(sentence, reference_words(), self.names) + note)
            for name, value in action.args.items():
                schema = self.words.argument_schema(action.tool, name)
                choice = choice_title(schema, value, self.words.language)
                pieces: list[Piece] = (
                    [choice] if choice is not None else value_pieces(value, "template")
                )
                label = self.words.argument(action.tool, name)
                cursor.insertBlock(argument)
                cursor.insertText(tr("{title}: ").format(title=label), plain)
                insert_pieces(cursor, pieces, names=self.names)
                words.append(f"    {label}: " + pieces_text(pieces, reference_words(), self.names))
        return "\n".join(words)

    def listing_text(self) -> str:
        """What the listing says, references in words."""
        return self._words


def step_title(action: PlannedAction) -> tuple[str, str]:
    """ "Step 3: " and what follows the step's sentence ("  (shows a preview only…)")."""
    note = []
    if action.previews:
        note.append(tr("shows a preview only; not executed"))
    if action.unknown_tool:
        note.append(tr("unknown tool: treated as changing things"))
    suffix = f"  ({'; '.join(note)})" if note else ""
    return tr("Step {n}: ").format(n=action.index + 1), suffix
