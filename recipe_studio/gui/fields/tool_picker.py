"""A searchable list of a catalog's tools: what each does and whether it changes things."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, QSortFilterProxyModel, Qt
from PySide6.QtGui import QIcon, QPixmap, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.arguments import ToolFacts, tool_facts
from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.titles import ToolWords, argument_title, described, schema_fields
from recipe_studio.gui.fields.facts_source import source_line
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.words import catalog_name, tool_words, type_word

if TYPE_CHECKING:
    from collections.abc import Callable

TOOL_ROLE = Qt.ItemDataRole.UserRole + 1


tr = translator("ToolPicker")


def tool_model(catalog: Catalog, parent: QWidget) -> QStandardItemModel:
    model = QStandardItemModel(parent)
    style = parent.style()
    size = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    blank = QPixmap(size, size)  # tools that change nothing: the same room, no mark
    blank.fill(Qt.GlobalColor.transparent)
    words = tool_words(catalog)
    titled = [(words.tool(name), tool) for name, tool in catalog.tools.items()]
    for title, tool in sorted(titled, key=lambda pair: pair[0].casefold()):
        marker = "  · " + tr("changes things") if tool.changes_state else ""
        description = words.tool_description(tool.name)
        item = QStandardItem(f"{title}{marker}")
        item.setData(tool.name, TOOL_ROLE)
        item.setData(f"{title} {tool.name} {description}", Qt.ItemDataRole.UserRole + 2)
        item.setToolTip(f"{description}\n({tool.name})" if description else tool.name)
        item.setEditable(False)
        if tool.changes_state:
            item.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
        else:
            item.setIcon(QIcon(blank))
        model.appendRow(item)
    return model


def describe_arguments(facts: ToolFacts) -> list[str]:
    """The arguments as core's facts say (titles, required, shown for this profile), and
    where they come from when borrowed."""
    items = []
    for arg in facts.shown:
        star = " *" if arg.required else ""
        kind = type_word(str(arg.schema.get("type", ""))) or tr("Any value")
        text = f"<li><b>{escape(arg.title)}</b>{star} ({escape(kind)}) {escape(arg.description)}"
        items.append(text + "</li>")
    if not items:
        return []
    lines = ["<p><b>" + tr("Arguments") + "</b></p><ul>", *items, "</ul>"]
    if facts.origin.borrowed:
        lines.append(f"<p><i>{escape(source_line(facts.origin))}</i></p>")
    return lines


def describe_tool(
    tool: ToolInfo, words: ToolWords | None = None, facts: ToolFacts | None = None
) -> str:
    """The tool as HTML for the details pane: words, with its identifier in small print
    (``facts``: its arguments as the recipe's profile and catalogs know them)."""
    words = words or tool_words()
    effect = (
        tr("Changes things (asks for your confirmation before a run)")
        if tool.changes_state
        else tr("Only reads")
    )
    description = words.tool_description(tool.name)
    lines = [
        f"<h3>{escape(words.tool(tool.name))}</h3>",
        f"<p>{escape(description) or tr('No description.')}</p>",
        f"<p><b>{effect}</b></p>",
    ]
    if tool.confirm:
        lines.append(
            "<p>"
            + tr("Asks its own confirmation: in a recipe it shows a preview instead of acting.")
            + "</p>"
        )
    if not tool.schema_known:
        lines.append(
            "<p><i>"
            + tr("Its full list of arguments is not public; only some are checked.")
            + "</i></p>"
        )
    alone = Catalog.from_tools("", [tool], complete=False)
    lines += describe_arguments(
        facts
        or tool_facts(get_profile("macos"), alone, tool.name, language=words.language, words=words)
    )
    results = _fields(tool.output_schema or {}, words)
    if results:
        lines += ["<p><b>" + tr("Result") + "</b></p><ul>", *results, "</ul>"]
    name = tr("Technical name: {name}").format(name=tool.name)
    lines.append(f"<p><small>{escape(name)}</small></p>")
    return "\n".join(lines)


def _fields(schema: dict[str, Any], words: ToolWords) -> list[str]:
    """One list item per field of a result's ``schema`` (the variants of a result that is
    one of several shapes too): its title, what kind of value it holds, its description.
    (Arguments come from core's argument facts: :func:`describe_arguments`.)"""
    items = []
    for key, sub in schema_fields(schema).items():
        title = argument_title(key, sub, words.language)
        kind = type_word(str(sub.get("type", ""))) or tr("Any value")
        text = described(sub, words.language, "x-descriptions")
        items.append(f"<li><b>{escape(title)}</b> ({escape(kind)}) {escape(text)}</li>")
    return items


class ToolPickerDialog(QDialog):
    def __init__(
        self,
        catalog: Catalog,
        current: str = "",
        parent: QWidget | None = None,
        facts: Callable[[str], ToolFacts] | None = None,
    ) -> None:
        super().__init__(parent)
        self.facts = facts
        self.setWindowTitle(tr("Choose a tool — {catalog}").format(catalog=catalog_name(catalog)))
        self.catalog = catalog
        self.words = tool_words(catalog)
        self.resize(760, 480)
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search tools by name or description"))
        self.search.setAccessibleName(tr("Search tools"))
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(tool_model(catalog, self))
        self.proxy.setFilterRole(Qt.ItemDataRole.UserRole + 2)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.list = QListView()
        # Every row as tall as the others, the mark small and the names in one column.
        small = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.list.setIconSize(QSize(small, small))
        self.list.setUniformItemSizes(True)
        self.list.setModel(self.proxy)
        self.list.setAccessibleName(tr("Tools"))
        body.addWidget(self.list, 2)
        self.details = QTextBrowser()
        self.details.setAccessibleName(tr("Tool details"))
        body.addWidget(self.details, 3)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.search.textChanged.connect(self._filter)
        self.list.selectionModel().currentChanged.connect(lambda *_: self._show_current())
        self.list.doubleClicked.connect(lambda *_: self.accept())
        self.search.returnPressed.connect(self.accept)
        self._select(current)
        self.search.setFocus()

    def _filter(self, text: str) -> None:
        self.proxy.setFilterFixedString(text)
        if self.proxy.rowCount() and not self.list.currentIndex().isValid():
            self.list.setCurrentIndex(self.proxy.index(0, 0))

    def _select(self, name: str) -> None:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(TOOL_ROLE) == name:
                self.list.setCurrentIndex(index)
                return
        if self.proxy.rowCount():
            self.list.setCurrentIndex(self.proxy.index(0, 0))

    def _show_current(self) -> None:
        name = self.chosen()
        tool = self.catalog.get(name) if name else None
        facts = self.facts(name) if self.facts is not None and tool else None
        self.details.setHtml(describe_tool(tool, self.words, facts) if tool else "")

    def chosen(self) -> str:
        index = self.list.currentIndex()
        return str(index.data(TOOL_ROLE)) if index.isValid() else ""
