"""Type-check the tests with mypy the way pytest imports them, in one mypy build.

    python scripts/mypy_tests.py                     # every file under tests/, and this one
    python scripts/mypy_tests.py tests/gui           # a part of them
    python scripts/mypy_tests.py --cache-dir /tmp/c  # mypy's options work too

pytest runs the tests in its default "prepend" import mode without ``__init__.py``
files: each test folder is put on ``sys.path`` and every module in it is imported under
its bare name (``engine_support``, ``gui_support``, ``procs``, ``timing`` ...). A plain
``mypy tests`` names the modules the same way and finds every one of them, but stops
at once on ``Duplicate module named "conftest"``: each folder's ``conftest.py`` is a
module called ``conftest``, which pytest copes with by importing each of them on its own.
No mypy setting renames a file's module, and no module imports a conftest, so this script
asks mypy for the sources of a ``mypy tests`` run and gives each folder's conftest a
name of its own (``tests/gui/conftest.py`` becomes ``conftest_gui``) before the build.

The options are the project's ``[tool.mypy]`` (strict) in ``pyproject.toml``, as for
``mypy recipe_studio``; the cache is the same ``.mypy_cache``. Exit status as mypy's:
0 clean, 1 type errors, 2 mypy could not check. Run it from the repository root (the
package is found there), as ``tests/test_lint.py`` does.
"""

from __future__ import annotations

import sys
from pathlib import Path

from mypy import build
from mypy.errors import CompileError
from mypy.main import process_options
from mypy.modulefinder import BuildSource

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


def pytest_module_name(source: BuildSource) -> str:
    """The source's module name, with a conftest below tests/ named after its folder."""
    if source.module != "conftest" or source.path is None:
        return source.module
    folder = Path(source.path).resolve().parent
    if folder == TESTS or not folder.is_relative_to(TESTS):
        return source.module
    return "_".join(("conftest", *folder.relative_to(TESTS).parts))


def names_tests(arg: str) -> bool:
    """Whether a command-line argument is a file or folder of the tests."""
    path = Path(arg).resolve()
    return path.exists() and path.is_relative_to(TESTS)


def shown(path: Path) -> str:
    """``path`` as mypy should print it in its messages: from here when it can."""
    here = Path.cwd()
    return str(path.relative_to(here)) if path.is_relative_to(here) else str(path)


def main(args: list[str]) -> int:
    if not any(names_tests(arg) for arg in args):
        args = [*args, shown(TESTS), shown(Path(__file__).resolve())]
    sources, options = process_options(["--config-file", str(ROOT / "pyproject.toml"), *args])
    # tests/conftest.py puts tests/ on sys.path for every test, so a part of the tests
    # (mypy tests/gui) still finds procs, timing ... instead of taking them for Any.
    options.mypy_path.append(str(TESTS))
    renamed = [
        BuildSource(source.path, pytest_module_name(source), source.text, source.base_dir)
        for source in sources
    ]
    try:
        messages = build.build(renamed, options).errors
        blocked = False
    except CompileError as failure:
        messages, blocked = failure.messages, True
    for line in messages:
        print(line)
    errors = sum(": error:" in line for line in messages)
    if blocked:
        return 2
    if errors:
        counted = f"{errors} error" + ("s" if errors > 1 else "")
        print(f"Found {counted} in the tests ({len(renamed)} source files checked)")
        return 1
    print(f"Success: no issues found in {len(renamed)} source files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
