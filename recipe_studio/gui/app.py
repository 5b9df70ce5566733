"""Application start-up: the QApplication, the main window, and the files to open."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def run_app(files: list[str]) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Recipe Studio")
    window = QMainWindow()
    window.setWindowTitle("Recipe Studio")
    window.setCentralWidget(QLabel("Recipe Studio"))
    window.resize(1100, 720)
    window.show()
    return int(app.exec())
