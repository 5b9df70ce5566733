"""Qt's saved window, dock and splitter states as the text the settings file keeps."""

from __future__ import annotations

from PySide6.QtCore import QByteArray


def encode_state(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")


def decode_state(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode("ascii"))
