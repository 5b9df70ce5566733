"""Fuzzing the command line in-process: whatever a file holds or is, no exception
escapes and the exit code is 0, 1 or 2.

The default run tries a few hundred seeded examples; the ``slow`` one tries many more.
Generated inputs are described in :mod:`fuzz_support`.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from fuzz_support import commands, documents, run_cli
from hypothesis import HealthCheck, given, seed, settings
from platforms import NO_DEVICE_FILES, NO_FIFOS, NO_SYMLINKS, can_symlink, make_fifo, moot_on

FUZZ = settings(
    max_examples=300,
    deadline=None,
    database=None,
    # The autouse home fixture is per test, not per example; no example relies on it.
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)


def check(argv: list[str], data: bytes, folder: Path) -> None:
    code, err = run_cli(argv, folder, data)
    assert code in (0, 1, 2), (argv, data[:200], err[-2000:])
    assert "Traceback" not in err


@seed(20261201)
@FUZZ
@given(argv=commands(), data=documents())
def test_no_input_breaks_a_command(argv: list[str], data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check(argv, data, Path(folder))


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder for a whole run: list, show and import meet everything saved before."""
    return tmp_path_factory.mktemp("fuzz")


@pytest.mark.slow
@seed(15)
@settings(FUZZ, max_examples=600)
@given(argv=commands(), data=documents())
def test_no_input_breaks_a_command_long_run(shared: Path, argv: list[str], data: bytes) -> None:
    check(argv, data, shared)


@pytest.mark.parametrize(
    "kind",
    [
        pytest.param("fifo", marks=moot_on("win32", why=NO_FIFOS)),
        pytest.param("device", marks=moot_on("win32", why=NO_DEVICE_FILES)),
        "loop",
        "folder",
        "missing",
        "dangling",
    ],
)
@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "{file}"],
        ["convert", "{file}", "--to", "windows"],
        ["import", "{file}"],
        ["save", "{file}"],
    ],
)
def test_a_path_that_is_not_a_file_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, argv: list[str]
) -> None:
    from recipe_studio.cli import main

    path = tmp_path / "input.json"
    if kind in ("loop", "dangling") and not can_symlink(tmp_path):
        pytest.skip(NO_SYMLINKS)
    if kind == "fifo":
        assert make_fifo(path)
    elif kind == "device":
        os.symlink("/dev/zero", path)
    elif kind == "loop":
        os.symlink(path, path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "dangling":
        os.symlink(tmp_path / "nowhere", path)
    home = ["--home", str(tmp_path / "home")] if argv[0] in ("import", "save") else []
    assert main([a.replace("{file}", str(path)) for a in argv] + home) == 2
    captured = capsys.readouterr()
    lines = (captured.out + captured.err).strip().splitlines()
    assert len(lines) == 1, lines
    assert str(path) in lines[0]


@moot_on("win32", why=NO_FIFOS)
def test_a_pipe_given_as_catalog_or_run_record_is_refused_not_waited_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from recipe_studio.cli import main
    from recipe_studio.core.engine.records import RunRecordError, read_run

    recipe = tmp_path / "r.json"
    recipe.write_text('{"name": "R", "steps": [{"tool": "echo", "args": {}}]}', "utf-8")
    pipe = tmp_path / "catalog.json"
    assert make_fifo(pipe)  # reading it would wait for a writer for ever
    assert main(["validate", str(recipe), "--catalog", str(pipe)]) == 2
    captured = capsys.readouterr()
    assert str(pipe) in captured.err
    assert "not a file" in captured.err
    with pytest.raises(RunRecordError, match="not a file"):
        read_run(pipe)
