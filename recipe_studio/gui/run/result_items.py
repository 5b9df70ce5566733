"""The Run panel's result tree: JSON values, errors with their details, and every kind of
content a tool can answer with.

* A value is an expandable tree of labelled values: fields under their titles (from the
  tool's output schema when it has them, else readable names; the identifier in the
  tooltip), text without quotes, numbers in the UI language's format, yes/no; a field
  dragged out of it is a reference to it.
* An error is its sentence in the UI language; the technical part (exception, server
  output) is folded under a "Details" row of its own.
* Content blocks (MCP): text; images as a thumbnail with their type, size and a Save…
  button; audio with its type, size and Save… (Qt's multimedia module is not part of
  the app); embedded resources and links to resources with their URI, MIME type and
  text. Binary data comes from the block, or from the file beside a saved run record
  (:func:`~recipe_studio.core.engine.attachments.attachment_bytes`).
"""

from __future__ import annotations

import json
import mimetypes
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QMimeData, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from recipe_studio.core.atomic import write_bytes_atomic
from recipe_studio.core.deep import cut_deep
from recipe_studio.core.engine.attachments import attachment_bytes
from recipe_studio.core.messages import Message, all_details
from recipe_studio.core.references import StepRef, render_reference
from recipe_studio.core.titles import argument_title, schema_fields
from recipe_studio.gui.i18n import translator, ui_language, ui_locale
from recipe_studio.gui.texts import message_text
from recipe_studio.gui.tokens import REFERENCE_MIME
from recipe_studio.gui.words import tool_words

MAX_CHILDREN = 200
PATH_ROLE = Qt.ItemDataRole.UserRole + 1
VALUE_ROLE = Qt.ItemDataRole.UserRole + 2
STEP_ROLE = Qt.ItemDataRole.UserRole + 3
#: The longest side of an image's thumbnail, in pixels.
THUMBNAIL = 96

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


def _located(item: QTreeWidgetItem, value: Any, step: int | None, path: Path_ | None) -> None:
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
    _located(item, value, step, path)
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


# --------------------------------------------------------------------------- content blocks


class ContentItems:
    """Adds a step's content blocks under its item (see the module docstring)."""

    def __init__(self, tree: QTreeWidget, step: int, record: Path | None) -> None:
        self.tree, self.step, self.record = tree, step, record

    def add(
        self, parent: QTreeWidgetItem, blocks: list[dict[str, Any]], base: Path_ | None
    ) -> None:
        """``base``: where the blocks are in the step's result, if they are (``("content",)``)."""
        group = QTreeWidgetItem(parent, [tr("content"), tr("%n part(s)", len(blocks))])
        for index, block in enumerate(blocks[:MAX_CHILDREN]):
            path = (*base, index) if base is not None else None
            kind = block.get("type")
            if kind in ("image", "audio"):
                self._binary(group, block, path)
            elif kind == "resource":
                self._resource(group, block, path)
            elif kind == "resource_link":
                self._link(group, block, path)
            elif kind == "text":
                item = QTreeWidgetItem(group, [tr("text"), short(block.get("text", ""))])
                _located(item, block.get("text", ""), self.step, _at(path, "text"))
            else:
                add_json(group, str(kind), block, None, ())
        group.setExpanded(True)

    def _binary(self, group: QTreeWidgetItem, block: dict[str, Any], path: Path_ | None) -> None:
        kind = block.get("type")
        label = tr("image") if kind == "image" else tr("audio")
        item = QTreeWidgetItem(group, [label, ""])
        _located(item, {k: v for k, v in block.items() if k != "data"}, self.step, path)
        mime = str(block.get("mimeType") or "")
        data = attachment_bytes(block, self.record)
        parts = [mime or tr("unknown type")]
        thumbnail: QPixmap | None = None
        if kind == "image" and data is not None:
            pixmap = QPixmap()
            if pixmap.loadFromData(data):
                parts.append(tr("{w} × {h} px").format(w=pixmap.width(), h=pixmap.height()))
                thumbnail = _thumbnail(pixmap)
        parts.append(self._size(block, data))
        stem = tr("image") if kind == "image" else tr("audio")
        self._show(item, " · ".join(parts), data, mime, stem, thumbnail)

    def _resource(self, group: QTreeWidgetItem, block: dict[str, Any], path: Path_ | None) -> None:
        raw = block.get("resource")
        resource: dict[str, Any] = raw if isinstance(raw, dict) else {}
        uri = str(resource.get("uri") or "")
        item = QTreeWidgetItem(group, [tr("resource"), uri])
        _located(item, uri, self.step, _at(path, "resource", "uri"))
        inner = _at(path, "resource")
        _field(item, tr("URI"), uri, self.step, _at(inner, "uri"))
        _field(
            item, tr("MIME type"), resource.get("mimeType", ""), self.step, _at(inner, "mimeType")
        )
        if isinstance(resource.get("text"), str):
            _field(item, tr("text"), resource["text"], self.step, _at(inner, "text"))
        else:
            data = attachment_bytes(block, self.record)
            row = QTreeWidgetItem(item, [tr("data"), ""])
            mime = str(resource.get("mimeType") or "")
            self._show(row, self._size(resource, data), data, mime, tr("resource"), None, uri)
        item.setExpanded(True)

    def _link(self, group: QTreeWidgetItem, block: dict[str, Any], path: Path_ | None) -> None:
        uri = str(block.get("uri") or "")
        item = QTreeWidgetItem(group, [tr("link to a resource"), uri])
        _located(item, uri, self.step, _at(path, "uri"))
        for key, name in (
            ("uri", tr("URI")),
            ("name", tr("name")),
            ("title", tr("title")),
            ("description", tr("description")),
            ("mimeType", tr("MIME type")),
        ):
            if block.get(key):
                _field(item, name, block[key], self.step, _at(path, key))
        if isinstance(block.get("size"), int):
            _field(item, tr("size"), ui_locale().formattedDataSize(block["size"]), None, None)
        item.setExpanded(True)

    def _size(self, holder: dict[str, Any], data: bytes | None) -> str:
        if holder.get("omitted"):
            return tr("too large: not kept in the run record")
        size = len(data) if data is not None else holder.get("bytes")
        return ui_locale().formattedDataSize(size) if isinstance(size, int) else tr("no data")

    def _show(
        self,
        item: QTreeWidgetItem,
        text: str,
        data: bytes | None,
        mime: str,
        stem: str,
        thumbnail: QPixmap | None,
        uri: str = "",
    ) -> None:
        """The row's look: a thumbnail, what it is, and Save… when there is data."""
        item.setToolTip(1, text)
        item.setData(1, Qt.ItemDataRole.AccessibleTextRole, text)
        box = QWidget()
        box.setObjectName("contentRow")
        line = QHBoxLayout(box)
        line.setContentsMargins(2, 2, 2, 2)
        if thumbnail is not None:
            picture = QLabel()
            picture.setObjectName("thumbnail")
            picture.setPixmap(thumbnail)
            picture.setAccessibleName(tr("Image"))
            line.addWidget(picture)
        beside = QVBoxLayout()  # what it is, and Save… under it (the column is narrow)
        line.addLayout(beside)
        described = QLabel(text)
        described.setObjectName("contentText")
        beside.addWidget(described)
        if data is not None:
            save = QPushButton(tr("Save…"))
            save.setObjectName("saveContent")
            save.setToolTip(tr("Save this to a file"))
            save.clicked.connect(lambda: save_bytes(self.tree, data, mime, uri, stem))
            beside.addWidget(save, 0, Qt.AlignmentFlag.AlignLeft)
        beside.addStretch(1)
        line.addStretch(1)
        self.tree.setItemWidget(item, 1, box)


def _at(path: Path_ | None, *parts: Any) -> Path_ | None:
    return (*path, *parts) if path is not None else None


def _field(
    parent: QTreeWidgetItem, name: str, value: Any, step: int | None, path: Path_ | None
) -> None:
    item = QTreeWidgetItem(parent, [name, short(value) if not isinstance(value, str) else value])
    item.setToolTip(1, str(value))
    _located(item, value, step, path)


def _thumbnail(pixmap: QPixmap) -> QPixmap:
    if pixmap.width() <= THUMBNAIL and pixmap.height() <= THUMBNAIL:
        return pixmap
    return pixmap.scaled(
        THUMBNAIL,
        THUMBNAIL,
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


#: Extensions ``mimetypes`` does not know everywhere.
EXTENSIONS = {"audio/wav": ".wav", "audio/x-wav": ".wav", "audio/mpeg": ".mp3", "audio/ogg": ".ogg"}


def save_bytes(parent: QWidget, data: bytes, mime: str, uri: str, stem: str) -> bool:
    """Ask where to save ``data`` and write it there (Qt's dialog asks before replacing).
    The name offered is the resource's (``uri``), else ``stem`` with the type's extension."""
    name = Path(uri.rsplit("/", 1)[-1]).name if uri else ""
    if not name:
        extension = EXTENSIONS.get(mime.lower()) or mimetypes.guess_extension(mime)
        name = stem + (extension or ".bin")
    path, _filter = QFileDialog.getSaveFileName(parent, tr("Save the result"), name)
    if not path:
        return False
    try:
        write_bytes_atomic(path, data)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        text = tr("“{file}” could not be saved: {reason}.").format(file=path, reason=reason)
        QMessageBox.warning(parent, tr("Not saved"), text)
        return False
    return True
