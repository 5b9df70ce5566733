"""Importing in the window: a worker with progress and Cancel, and a report that fits."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from platforms import POSIX, make_fifo
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QPushButton

from recipe_studio.core.sharefile import wrap_bundle
from recipe_studio.gui.sharing import import_job

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

    from recipe_studio.core.library import Library
    from recipe_studio.gui.window.main_window import MainWindow


def bundle(tmp_path: Path, count: int) -> str:
    items = [
        ("macos", {"name": f"Imported {i:04d}", "steps": [{"tool": "get_datetime", "args": {}}]})
        for i in range(count)
    ]
    path = tmp_path / "many.bundle.json"
    path.write_text(json.dumps(wrap_bundle(items)), encoding="utf-8")
    return str(path)


def test_a_big_import_shows_progress_and_a_report_that_fits_the_screen(
    window: MainWindow, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(import_job, "SHOW_AFTER_MS", 0)
    seen: list[int] = []

    def watch() -> None:
        dialog = window.findChild(QProgressDialog)
        if dialog is not None:
            seen.append(dialog.value())

    timer = QTimer(window)
    timer.timeout.connect(watch)
    timer.start(5)

    boxes: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        boxes.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    window.parts.import_export.import_paths([bundle(tmp_path, 400)])
    timer.stop()
    assert len(library.entries()) == 400
    assert seen  # the progress window was there while it worked
    assert len(boxes) == 1
    box = boxes[0]
    assert box.text() == "400 recipes imported."
    assert box.detailedText().count("\n") == 399
    screen = QApplication.primaryScreen().availableGeometry()
    assert box.sizeHint().height() <= screen.height()
    assert box.sizeHint().width() <= screen.width()


def test_cancel_imports_nothing_of_the_file(
    window: MainWindow, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(import_job, "SHOW_AFTER_MS", 0)

    def cancel_midway() -> None:
        dialog = window.findChild(QProgressDialog)
        if dialog is not None and dialog.value() >= 1:
            button = dialog.findChild(QPushButton)
            assert button is not None
            button.click()  # as a person clicks Cancel
            timer.stop()

    timer = QTimer(window)
    timer.timeout.connect(cancel_midway)
    timer.start(2)

    reports: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _p, _t, text: reports.append(text))
    )
    window.parts.import_export.import_paths([bundle(tmp_path, 3000)])
    timer.stop()
    assert library.entries() == []
    assert not [p for p in library.root.iterdir() if p.name.startswith(".tmp-")]
    assert reports
    assert reports[0].startswith("The import was cancelled.")


def test_a_full_disk_during_import_is_a_sentence(
    window: MainWindow, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The library's own error for a disk fault reaches the report in words."""
    import errno

    from recipe_studio.core.library import batch

    def full(*_args: Any, **_kwargs: Any) -> str:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(batch, "write_temp", full)  # the disk, not the library, fails
    reports: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _p, _t, text: reports.append(text))
    )
    window.parts.import_export.import_paths([bundle(tmp_path, 3)])
    assert library.entries() == []
    assert "Nothing was imported because the disk is full" in reports[0]


def test_files_the_window_cannot_open_are_said_with_the_reason(
    window: MainWindow, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every kind of path that is not a recipe file this system can have (Windows: no
    FIFO or device node in a folder)."""
    said: list[tuple[str, str]] = []
    fifo = tmp_path / "pipe.json"
    if make_fifo(fifo):
        said.append((str(fifo), "it is a pipe (FIFO), not a file"))
    if POSIX:
        link = tmp_path / "zero.json"
        link.symlink_to("/dev/zero")
        said.append((str(link), "it is a device, not a file"))
        said.append(("/dev/zero", "it is a device, not a file"))
    folder = tmp_path / "folder.json"
    folder.mkdir()
    said.append((str(folder), "it is a folder, not a file"))
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        handle.truncate(65 * 1024 * 1024)  # sparse where the disk can: no disk used
    said.append((str(huge), "it is larger than 64 MB, far too large to be a recipe"))
    gone = tmp_path / "gone.json"
    said.append((str(gone), "there is no such file (it was moved or deleted)"))
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"name": "Good", "steps": []}), encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _p, _t, text: warnings.append(text))
    )
    window.open_files([path for path, _ in said] + [str(good)])  # as `gui FILE...` does
    assert len(warnings) == 1
    lines = warnings[0].splitlines()
    assert lines == [f"“{path}” cannot be opened: {reason}." for path, reason in said]
    assert [e.name for e in library.entries()] == ["Good"]  # the others still open
