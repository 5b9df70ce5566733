"""The workflows: actionlint finds nothing in any of them; tests.yml runs the README's
test command on Linux, macOS and Windows on every push and pull request; bundles.yml
builds, self-tests, double-click-checks and uploads every bundle on its own OS, with the
signing secrets given only to the steps that sign."""

from __future__ import annotations

import re
import shutil
import subprocess
from typing import TYPE_CHECKING

import pytest
from packaging_support import REPO
from platforms import venv_program

if TYPE_CHECKING:
    from pathlib import Path

WORKFLOWS = REPO / ".github" / "workflows"
WORKFLOW = WORKFLOWS / "bundles.yml"
TESTS = WORKFLOWS / "tests.yml"


def actionlint() -> str:
    found = venv_program("actionlint")  # actionlint.exe on Windows
    if shutil.which(found) is None:
        pytest.fail("actionlint is needed: pip install -e '.[test]' (the test extra)")
    return found


def test_actionlint_finds_nothing() -> None:
    # shellcheck and pyflakes are left out so the verdict is the same on every machine
    # (actionlint uses them only when they happen to be installed).
    files = sorted(str(path) for path in WORKFLOWS.glob("*.yml"))
    assert len(files) >= 2
    done = subprocess.run(
        [actionlint(), "-no-color", "-oneline", "-shellcheck=", "-pyflakes=", *files],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == ""


def test_actionlint_catches_a_broken_workflow(tmp_path: Path) -> None:
    """The lint is real: a typo in an expression fails it."""
    broken = tmp_path / "broken.yml"
    broken.write_text(
        TESTS.read_text("utf-8").replace("${{ matrix.os }}", "${{ matrix.oss }}"), "utf-8"
    )
    done = subprocess.run(
        [actionlint(), "-no-color", "-oneline", "-shellcheck=", "-pyflakes=", str(broken)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "oss" in done.stdout


def job(text: str, name: str) -> str:
    """The lines of one job (jobs are indented two spaces under ``jobs:``)."""
    found = re.search(rf"^  {name}:\n(.*?)(?=^  \w[\w-]*:\n|\Z)", text, re.MULTILINE | re.DOTALL)
    assert found is not None, name
    return found.group(1)


def steps_of(job_text: str) -> list[str]:
    """A job's steps, each as its text (steps are list items six spaces in)."""
    return ["      - " + part for part in re.split(r"^      - ", job_text, flags=re.MULTILINE)[1:]]


def test_a_tag_builds_every_bundle_and_drafts_the_release() -> None:
    text = WORKFLOW.read_text("utf-8")
    on = text.split("\non:\n", 1)[1].split("\n\n", 1)[0]
    assert 'tags: ["v*"]' in on
    assert "workflow_dispatch:" in on
    checks = {"linux": "linux dist/recipe-studio", "macos": 'macos "dist/Recipe Studio.app"'}
    checks["windows"] = "windows $setup"
    for name, check in checks.items():
        steps = job(text, name)
        assert "python packaging/build.py --self-test" in steps, name
        assert f"python packaging/double_click_check.py {check}" in steps, name
        assert "--installer" in steps, name
        assert "uses: actions/upload-artifact@" in steps, name
        assert "if-no-files-found: error" in steps, name
    assert "runs-on: macos-14" in job(text, "macos")  # Apple silicon builds universal2
    intel = job(text, "macos-intel")
    assert "runs-on: macos-15-intel" in intel  # ... and an Intel Mac runs it
    assert "--self-test" in intel
    assert "double_click_check.py macos" in intel
    assert "runs-on: windows-" in job(text, "windows")
    assert "runs-on: ubuntu-22.04" in job(text, "linux")  # glibc 2.35: Ubuntu 22.04 and up
    release = job(text, "release")
    assert "needs: [linux, macos, macos-intel, windows]" in release
    assert "startsWith(github.ref, 'refs/tags/v')" in release
    assert "gh release create" in release
    assert "--draft" in release


def test_the_linux_job_repeats_the_issues_environment_repro() -> None:
    linux = job(WORKFLOW.read_text("utf-8"), "linux")
    assert (
        "dist/recipe-studio/recipe-studio tools --server sh -c 'env | grep -E \"^LD_|_PYI\"'"
        in linux
    )


def test_secrets_reach_only_the_steps_that_sign() -> None:
    text = WORKFLOW.read_text("utf-8")
    for name in ("linux", "macos", "macos-intel", "windows", "release"):
        head, *steps = re.split(r"^    steps:\n", job(text, name), flags=re.MULTILINE)
        # At job level only whether a secret is set (true/false), never its value.
        for found in re.findall(r"\$\{\{ secrets\.[^}]*\}\}", head):
            assert re.fullmatch(r"\$\{\{ secrets\.\w+ != '' \}\}", found), (name, found)
        for step in steps_of("".join(steps)):
            if "secrets." in step:
                title = step.splitlines()[0]
                signing = ("sign", "Sign", "certificate", "Notarize", "cloud signer")
                assert any(word in title for word in signing), (name, title)
    assert "secrets." not in text.split("\njobs:\n", 1)[0]  # nothing workflow-wide


def test_tests_run_on_three_systems_on_every_push_and_pull_request() -> None:
    text = TESTS.read_text("utf-8")
    on = text.split("\non:\n", 1)[1].split("\n\n", 1)[0]
    assert "  push:" in on
    assert "  pull_request:" in on
    assert "os: [ubuntu-22.04, macos-14, windows-2022]" in text
    readme = (REPO / "README.md").read_text("utf-8")
    first_block = readme.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert [line.split("#")[0].strip() for line in first_block] == ["./studio", "./studio test"]
    assert "run: ./studio test" in text  # the README's command, on Linux and macOS
    assert "run: .\\studio.ps1 test" in text  # and its Windows twin
    assert "`.\\studio.ps1`" in readme  # which the README names
    modes = (REPO / "studio.ps1").read_text("utf-8")
    for mode in ("'test'", "'cli'", "default"):
        assert mode in modes


def test_the_stray_wheel_is_gone_and_wheels_are_ignored() -> None:
    assert not list(REPO.glob("*.whl"))
    assert "*.whl" in (REPO / ".gitignore").read_text("utf-8").splitlines()
    tracked = subprocess.run(
        ["git", "ls-files", "*.whl"], capture_output=True, text=True, cwd=REPO, check=False
    )
    assert tracked.stdout == ""


def test_macos_bundles_are_built_with_the_chosen_qt() -> None:
    """The macOS jobs install with the constraints file that picks Qt for older Macs."""
    constraints = REPO / "packaging" / "macos" / "constraints.txt"
    pins = [
        line.split("#", 1)[0].strip()
        for line in constraints.read_text("utf-8").splitlines()
        if line.split("#", 1)[0].strip()
    ]
    assert pins == ["PySide6-Essentials>=6.9,<6.10", "shiboken6>=6.9,<6.10"]
    install = "python -m pip install -e '.[build]' -c packaging/macos/constraints.txt"
    assert install in job(WORKFLOW.read_text("utf-8"), "macos")
