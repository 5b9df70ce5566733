"""scripts/screenshots.py, which makes the user guide's pictures, keeps working."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def run_script(out: Path, *extra: str) -> list[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "screenshots.py"), "--out", str(out), *extra],
        capture_output=True,
        text=True,
        timeout=240,
        env=env,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    index = out / ("index.json" if "--language" not in extra else f"index-{extra[-1]}.json")
    return list(json.loads(index.read_text(encoding="utf-8")))


def test_screenshots_of_every_view_are_made(tmp_path: Path) -> None:
    names = run_script(tmp_path)
    assert {"main-window.png", "problems.png", "test-run.png", "tool-picker.png"} <= set(names)
    for name in names:
        image = QImage(str(tmp_path / name))
        assert not image.isNull(), name
        assert image.width() > 300, name
        assert image.height() > 200, name


def test_screenshots_in_french(tmp_path: Path) -> None:
    names = run_script(tmp_path, "--no-run", "--language", "fr")
    assert "main-window-fr.png" in names
