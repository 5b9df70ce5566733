"""Binary results (images, audio, blobs) kept beside a run record instead of inside it.

A run keeps every content block in memory (``core.mcp_client.results``). When the run
record is saved, base64 data larger than ``MAX_INLINE_BYTES`` is written to a file in
``<runs>/<record id>.files/`` (named by its content hash, so the same picture in a step's
``content`` and its ``result`` is stored once) and the block keeps
``"file": "<record id>.files/<name>"`` instead of ``"data"``/``"blob"``. At most
:data:`MAX_RECORD_ATTACHMENTS` bytes go beside one record; data beyond that is dropped
with ``"omitted": true``. :func:`attachment_bytes` reads a block's data back, from the
block or from its file.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import mimetypes
from pathlib import Path
from typing import Any

from recipe_studio.core.atomic import write_atomic
from recipe_studio.core.mcp_client.results import MAX_INLINE_BYTES, decoded_size

#: Bytes of attachments one run record may have beside it.
MAX_RECORD_ATTACHMENTS = 50 * 1024 * 1024


class _Budget:
    def __init__(self, folder: Path, prefix: str) -> None:
        self.folder = folder
        self.prefix = prefix
        self.left = MAX_RECORD_ATTACHMENTS
        self.written: dict[str, str] = {}

    def store(self, data: str, mime: Any) -> dict[str, Any]:
        """Where ``data`` now lives (or that it was dropped), as block fields."""
        digest = hashlib.sha256(data.encode("ascii", "replace")).hexdigest()[:24]
        if digest in self.written:
            return {"file": self.written[digest]}
        size = decoded_size(data)
        if size > self.left:
            return {"omitted": True}
        try:
            raw = base64.b64decode(data, validate=True)
        except (binascii.Error, ValueError):
            return {"omitted": True}
        extension = mimetypes.guess_extension(mime) if isinstance(mime, str) else None
        name = f"{digest}{extension or '.bin'}"
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(self.folder / name, raw)
        self.left -= size
        self.written[digest] = f"{self.prefix}/{name}"
        return {"file": self.written[digest]}


def _visit(node: Any, budget: _Budget) -> None:
    if isinstance(node, list):
        for item in node:
            _visit(item, budget)
        return
    if not isinstance(node, dict):
        return
    kind = node.get("type")
    data = node.get("data")
    if kind in ("image", "audio") and isinstance(data, str):
        if decoded_size(data) > MAX_INLINE_BYTES:
            node.pop("data")
            node.update(budget.store(data, node.get("mimeType")))
        return
    resource = node.get("resource")
    if kind == "resource" and isinstance(resource, dict) and isinstance(resource.get("blob"), str):
        blob = resource["blob"]
        if decoded_size(blob) > MAX_INLINE_BYTES:
            resource.pop("blob")
            resource.update(budget.store(blob, resource.get("mimeType")))
        return
    for value in node.values():
        _visit(value, budget)


def move_out_binaries(data: dict[str, Any], runs_folder: Path, record_id: str) -> None:
    """Rewrite a record's JSON (in place) so large binary data lives in files beside it."""
    prefix = f"{record_id}.files"
    _visit(data.get("result"), _Budget(runs_folder / prefix, prefix))


def attachment_bytes(block: dict[str, Any], record_path: Path | None = None) -> bytes | None:
    """The binary data of an image/audio/blob block, from the block or the file beside
    the record at ``record_path``; ``None`` when there is none (or it was omitted)."""
    holder = block.get("resource") if block.get("type") == "resource" else block
    if not isinstance(holder, dict):
        return None
    inline = holder.get("blob" if holder is not block else "data")
    if isinstance(inline, str):
        try:
            return base64.b64decode(inline, validate=True)
        except (binascii.Error, ValueError):
            return None
    file = holder.get("file")
    if isinstance(file, str) and record_path is not None and "/" in file:
        folder, _, name = file.partition("/")
        if Path(name).name != name or name.startswith(".") or not folder.endswith(".files"):
            return None
        try:
            return (record_path.parent / folder / name).read_bytes()
        except OSError:
            return None
    return None
