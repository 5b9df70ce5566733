"""The library list's model: one row per recipe file, drafts and broken files marked.

A thin adapter over the entries the library lists (:class:`LibraryEntry`): the panel hands
it a new listing, and the names with unsaved changes, and it shows them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication, QStyle

from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

    from recipe_studio.core.library.index import LibraryEntry

Index = QModelIndex | QPersistentModelIndex
#: The row's :class:`LibraryEntry`.
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
#: The text the search box matches (name, description, tools).
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
_SHOWN_TOOLS = 8

tr = translator("Library")


class LibraryListModel(QAbstractListModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._entries: list[LibraryEntry] = []
        self._modified: set[str] = set()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._text(entry, with_description=role == Qt.ItemDataRole.DisplayRole)
        if role == Qt.ItemDataRole.DecorationRole:
            return _icon(entry)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(entry)
        if role == ENTRY_ROLE:
            return entry
        if role == SEARCH_ROLE:
            return " ".join([entry.name or entry.file, entry.description or "", *entry.tools])
        return None

    def _text(self, entry: LibraryEntry, *, with_description: bool) -> str:
        """The row's text: its name and marks, and (``with_description``, on screen) the
        first line of its description."""
        if entry.broken:
            return f"⚠ {entry.file} — {tr('cannot be opened')}: {entry.broken}"
        marks = []
        if entry.draft:
            marks.append(tr("draft"))
        if entry.name in self._modified:
            marks.append(tr("unsaved changes"))
        suffix = f"  ({', '.join(marks)})" if marks else ""
        text = f"{'• ' if entry.name in self._modified else ''}{entry.name}{suffix}"
        if entry.description and with_description:
            text += "\n" + entry.description.splitlines()[0][:90]
        return text

    def entries(self) -> list[LibraryEntry]:
        """The entries listed, in the list's order."""
        return list(self._entries)

    def set_entries(self, entries: list[LibraryEntry]) -> None:
        listed = sorted(
            entries, key=lambda e: (e.broken is not None, (e.name or e.file).casefold())
        )
        if listed == self._entries:
            return  # the same listing (a poll that found nothing new): the selection stays
        self.beginResetModel()
        self._entries = listed
        self.endResetModel()

    def set_modified(self, names: set[str]) -> None:
        if names != self._modified:
            self._modified = set(names)
            if self._entries:
                self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1))

    def row_of(self, name: str) -> int:
        for row, entry in enumerate(self._entries):
            if entry.name == name:
                return row
        return -1


def _icon(entry: LibraryEntry) -> QIcon:
    style = QApplication.style()
    if entry.broken:
        return style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
    if entry.draft:
        return style.standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView)
    return style.standardIcon(QStyle.StandardPixmap.SP_FileIcon)


def _tooltip(entry: LibraryEntry) -> str:
    if entry.broken:
        return tr("This file cannot be read as a recipe; it is left untouched.\n{reason}").format(
            reason=entry.broken
        )
    tools = ", ".join(entry.tools[:_SHOWN_TOOLS]) + ("…" if len(entry.tools) > _SHOWN_TOOLS else "")
    return tr("{profile} · %n step(s) · tools: {tools}", entry.step_count).format(
        profile=entry.profile, tools=tools or "—"
    )
