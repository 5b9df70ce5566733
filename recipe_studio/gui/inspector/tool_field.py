"""The inspector's tool field: it shows the tool's title ("Créer une note"), offers the
catalog's tools by title as you type, and hands back the identifier ("create_note").

A typed title (any letter case) is the tool it names; text that is no title is taken
as an identifier as it is, for tools no catalog lists. The identifier stays in the
tooltip; the raw-JSON toggle shows it too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from recipe_studio.core.titles import ToolWords

tr = translator("StepInspector")


class ToolField(QLineEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tool = ""
        self._shown = ""
        self._by_title: dict[str, str] = {}
        self._offered: list[str] = []

    def show_tool(self, name: str, words: ToolWords) -> None:
        """Show ``name``'s title (unless it already shows it: an undo while typing)."""
        title = words.tool(name) if name else ""
        if name != self._tool or self.text() != title:
            self._tool, self._shown = name, title
            self.setText(title)
        self.setToolTip(tr("Tool: {name}").format(name=name) if name else "")

    def offer(self, names: list[str], words: ToolWords) -> None:
        """Complete the titles of ``names`` as the person types."""
        if names == self._offered:
            return
        self._offered = list(names)
        self._by_title = {words.tool(name).casefold(): name for name in names}
        titles = sorted({words.tool(name) for name in names}, key=str.casefold)
        completer = QCompleter(titles, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCompleter(completer)

    def tool(self) -> str:
        """The identifier of what the field says."""
        text = self.text().strip()
        if text and text == self._shown.strip():
            return self._tool  # unchanged (a tool no catalog offers keeps its name)
        return self._by_title.get(text.casefold(), text)
