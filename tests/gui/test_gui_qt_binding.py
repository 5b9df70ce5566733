"""The Qt binding keeps Python's reference counts right (a broken one aborts the app).

PySide6 6.12.0 on Python 3.11 returns ``None`` from every void method without taking a
reference to it; after a few thousand calls (drawing a long manifest, say) the
interpreter aborts with "deallocating None". pyproject.toml keeps that version out; this
fails on any binding with the bug, so an upgrade cannot bring it back unnoticed.
"""

from __future__ import annotations

import subprocess
import sys

CODE = """
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtGui import QTextCharFormat
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
widget, fmt = QWidget(), QTextCharFormat()
before = sys.getrefcount(None)
for _ in range(2000):
    widget.setObjectName("x")
    fmt.setFontWeight(700)
print(sys.getrefcount(None) - before, flush=True)
os._exit(0)
"""


def test_void_methods_do_not_steal_references_to_none() -> None:
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.strip()) > -100  # a broken binding loses 4,000 here
