"""The content blocks of a tool's answer in the Run panel's result tree.

Text; images as a thumbnail with their type, size and a Save… button; audio with its
type, size and Save… (Qt's multimedia module is not part of the app); embedded resources
and links to resources with their URI, MIME type and text. Binary data comes from the
block, or from the file beside a saved run record
(:func:`~recipe_studio.core.engine.attachments.attachment_bytes`).
"""

from __future__ import annotations

import mimetypes
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
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
from recipe_studio.core.engine.attachments import attachment_bytes
from recipe_studio.gui.i18n import translator, ui_locale
from recipe_studio.gui.run.result_items import MAX_CHILDREN, Path_, add_json, located, short

#: The longest side of an image's thumbnail, in pixels.
THUMBNAIL = 96

tr = translator("RunPanel")


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
                located(item, block.get("text", ""), self.step, _at(path, "text"))
            else:
                add_json(group, str(kind), block, None, ())
        group.setExpanded(True)

    def _binary(self, group: QTreeWidgetItem, block: dict[str, Any], path: Path_ | None) -> None:
        kind = block.get("type")
        label = tr("image") if kind == "image" else tr("audio")
        item = QTreeWidgetItem(group, [label, ""])
        located(item, {k: v for k, v in block.items() if k != "data"}, self.step, path)
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
        located(item, uri, self.step, _at(path, "resource", "uri"))
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
        located(item, uri, self.step, _at(path, "uri"))
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
    located(item, value, step, path)


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
    from recipe_studio.core.library.names import portable_file_name

    name = portable_file_name(Path(uri.rsplit("/", 1)[-1]).name, "") if uri else ""
    if not name:
        extension = EXTENSIONS.get(mime.lower()) or mimetypes.guess_extension(mime)
        name = portable_file_name(stem, "result") + (extension or ".bin")
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
