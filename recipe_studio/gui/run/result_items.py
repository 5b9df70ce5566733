"""The Run panel's result tree: JSON values, errors with their details, and every kind of
content a tool can answer with.

* A value is an expandable tree of labelled values: fields under their titles (from the
  tool's output schema when it has them, else readable names; the identifier in the
  tooltip), text without quotes, numbers in the UI language's format, yes/no; a field
  dragged out of it is a reference to it.
* An error is its sentence in the UI language; the technical part (exception, server
  output) is folded under a "Details" row of its own.
* Content blocks (MCP) are shown by :mod:`recipe_studio.gui.run.content_items`.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDateTime, QLocale, QMimeData, Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from recipe_studio.core.deep import cut_deep
from recipe_studio.core.messages import Message, all_details
from recipe_studio.core.references import StepRef, render_reference
from recipe_studio.core.titles import argument_title, schema_fields
from recipe_studio.gui.fields.tokens import REFERENCE_MIME
from recipe_studio.gui.i18n import translator, ui_language, ui_locale
from recipe_studio.gui.texts import message_text
from recipe_studio.gui.words import tool_words

if TYPE_CHECKING:
    from collections.abc import Sequence

MAX_CHILDREN = 200
PATH_ROLE = Qt.ItemDataRole.UserRole + 1
VALUE_ROLE = Qt.ItemDataRole.UserRole + 2
STEP_ROLE = Qt.ItemDataRole.UserRole + 3

tr = translator("RunPanel")
Path_ = tuple[Any, ...]


def short(value: Any) -> str:
    """A value in words: text as it is, numbers as the UI language writes them."""
    if isinstance(value, dict):
        return tr("%n field(s)", len(value))
    if isinstance(value, list):
        return tr("%n item(s)", len(value))
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if value is None:
        return tr("(empty)")
    if isinstance(value, int):
        text = ui_locale().toString(value)
    elif isinstance(value, float):
        text = ui_locale().toString(value, "g", 12)
    elif isinstance(value, str) and _MOMENT.match(value):
        text = _moment(value)
    else:
        text = str(value) if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = " ".join(text.split()) if "\n" in text else text
    return text if len(text) < 200 else text[:199] + "…"


#: An ISO 8601 date and time with its offset, as the tools give them.
_MOMENT = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$")


def _moment(text: str) -> str:
    """A date and time in the UI language's format, at the offset it was given in."""
    moment = QDateTime.fromString(text, Qt.DateFormat.ISODateWithMs)
    if not moment.isValid():
        return text
    return ui_locale().toString(moment, QLocale.FormatType.ShortFormat)


def located(item: QTreeWidgetItem, value: Any, step: int | None, path: Path_ | None) -> None:
    """Let ``item`` be copied (its value) and dragged (a reference to ``path``)."""
    item.setData(0, VALUE_ROLE, json.dumps(value, ensure_ascii=False))
    if step is not None and path is not None:
        item.setData(0, PATH_ROLE, json.dumps([step, list(path)]))


def _tool_schema(tool: str | None, arguments: bool) -> dict[str, Any]:
    """The tool's output (or input) schema from the catalogs that know words for it."""
    if not tool:
        return {}
    for catalog in tool_words().catalogs:
        entry = catalog.get(tool)
        if entry is None:
            continue
        schema = entry.input_schema if arguments else entry.output_schema
        if isinstance(schema, dict) and (schema.get("properties") or schema.get("anyOf")):
            return schema
    return {}


def _children(value: Any, schema: dict[str, Any]) -> list[tuple[str, Any, Any, dict[str, Any]]]:
    """``(label, value, path part, schema)`` of each child, labelled with titles."""
    if isinstance(value, dict):
        fields = schema_fields(schema)
        language = ui_language()
        return [
            (argument_title(str(k), fields.get(str(k)), language), v, k, fields.get(str(k), {}))
            for k, v in list(value.items())[:MAX_CHILDREN]
        ]
    if isinstance(value, list):
        found = schema.get("items")
        items: dict[str, Any] = found if isinstance(found, dict) else {}
        defs = schema.get("$defs")
        if isinstance(defs, dict) and items:
            items = {**items, "$defs": defs}
        return [(str(i + 1), v, i, items) for i, v in enumerate(value[:MAX_CHILDREN])]
    return []


def add_json(
    parent: QTreeWidgetItem,
    key: str,
    value: Any,
    step: int | None,
    path: Path_,
    tool: str | None = None,
    *,
    arguments: bool = False,
    schema: dict[str, Any] | None = None,
) -> QTreeWidgetItem:
    """``value`` as labelled rows under ``parent``; ``tool`` names whose schema titles
    the fields (its result's, or its arguments' with ``arguments``). Parts nested too deep
    to show are a note."""
    schema = schema if schema is not None else _tool_schema(tool, arguments)
    return _add_json(parent, key, cut_deep(value)[0], step, path, schema)


def _add_json(
    parent: QTreeWidgetItem,
    key: str,
    value: Any,
    step: int | None,
    path: Path_,
    schema: dict[str, Any],
) -> QTreeWidgetItem:
    item = QTreeWidgetItem(parent, [key, short(value)])
    if path:
        item.setToolTip(0, str(path[-1]))  # the field's identifier, as the tool names it
    located(item, value, step, path)
    defs = schema.get("$defs")
    for label, child, part, sub in _children(value, schema):
        if isinstance(defs, dict) and "$defs" not in sub:
            sub = {**sub, "$defs": defs}
        _add_json(item, label, child, step, (*path, part), sub)
    if isinstance(value, dict | list) and len(value) > MAX_CHILDREN:
        more = tr("%n more not shown", len(value) - MAX_CHILDREN)
        QTreeWidgetItem(item, ["…", more])
    return item


def add_details(parent: QTreeWidgetItem | QTreeWidget, details: str) -> QTreeWidgetItem:
    """A folded "Details" row: a summary in words on the row, the technical text (an
    exception, a server's error output) only in its children, once it is opened."""
    lines = details.splitlines() or [""]
    summary = tr("Technical details for whoever helps you (%n line(s)): open to read.", len(lines))
    item = QTreeWidgetItem(parent, [tr("Details"), summary])
    item.setToolTip(1, tr("Open this row to read the technical details; Copy value copies them."))
    item.setData(0, VALUE_ROLE, json.dumps(details))
    for line in lines:
        QTreeWidgetItem(item, ["", line])
    item.setExpanded(False)
    return item


def add_error(parent: QTreeWidgetItem, error: Message | None, fallback: str) -> None:
    """A step's error: its sentence, and its technical details folded under it."""
    text = message_text(error) if error is not None else fallback
    item = QTreeWidgetItem(parent, [tr("error"), text])
    item.setToolTip(1, text)
    item.setData(0, VALUE_ROLE, json.dumps(text))
    details = all_details(error) if error is not None else ""
    if details:
        add_details(item, details)


class ResultTree(QTreeWidget):
    """The results; a field dragged out of it is a reference to that field (dropped on an
    argument, it becomes a token there)."""

    def __init__(self) -> None:
        super().__init__()
        self.setDragEnabled(True)
        self.setDragDropMode(QTreeWidget.DragDropMode.DragOnly)

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:  # QTreeWidget.mimeData
        mime = QMimeData()
        where = items[0].data(0, PATH_ROLE) if items else None
        if where:
            step, path = json.loads(where)
            reference = render_reference(StepRef(index=step, path=tuple(path)))
            mime.setData(REFERENCE_MIME, reference.encode("utf-8"))
            mime.setText(reference)
        return mime
