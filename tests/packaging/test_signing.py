"""Optional signing: environment variables in, the commands build.py runs out.

Nothing here signs anything (that needs macOS or Windows and a certificate); it checks
that a missing configuration is skipped with one line, a half-set one is refused, and a
complete one turns into the right codesign / notarytool / signtool / iscc arguments.
"""

from __future__ import annotations

import plistlib
from pathlib import Path

import pytest
from packaging_support import PACKAGING, load_script

signing = load_script("signing")
build = load_script("build")

DMG = Path("/tmp/dist/Recipe-Studio-1.0-macos-arm64.dmg")
IDENTITY = "Developer ID Application: Recipe Studio (ABCDE12345)"


def test_nothing_set_skips_every_step_with_one_line() -> None:
    assert signing.macos_sign_dmg(DMG, {}).commands == []  # said once, by the app's check
    plans = [
        signing.macos_verify_app(Path("Recipe Studio.app"), {}),
        signing.macos_notarize(DMG, {}),
        signing.windows_sign([Path("Recipe Studio.exe")], None, {}),
    ]
    for plan in plans:
        assert plan.commands == []
        assert plan.skipped is not None
        assert "\n" not in plan.skipped
        assert "RECIPE_STUDIO_" in plan.skipped  # it says what to set
    assert signing.macos_identity({}) is None
    assert signing.inno_sign_tool(None, {}) is None


def test_run_plan_prints_the_skip(capsys: pytest.CaptureFixture[str]) -> None:
    build.run_plan(signing.macos_notarize(DMG, {}))
    out = capsys.readouterr().out
    assert out.startswith("build.py: notarization skipped: set RECIPE_STUDIO_NOTARY_PROFILE")
    assert out.count("\n") == 1


def test_macos_identity_signs_the_disk_image() -> None:
    env = {signing.MACOS_IDENTITY: IDENTITY}
    assert signing.macos_identity(env) == IDENTITY
    [command] = signing.macos_sign_dmg(DMG, env).commands
    assert command == ["codesign", "--force", "--timestamp", "--sign", IDENTITY, str(DMG)]
    [verify] = signing.macos_verify_app(Path("Recipe Studio.app"), env).commands
    assert verify[:4] == ["codesign", "--verify", "--deep", "--strict"]


def test_notarize_with_a_keychain_profile_then_staple() -> None:
    env = {signing.MACOS_IDENTITY: IDENTITY, signing.NOTARY_PROFILE: "recipe-studio"}
    submit, staple = signing.macos_notarize(DMG, env).commands
    assert submit == [
        "xcrun",
        "notarytool",
        "submit",
        str(DMG),
        "--keychain-profile",
        "recipe-studio",
        "--wait",
    ]
    assert staple == ["xcrun", "stapler", "staple", str(DMG)]


def test_notarize_with_an_apple_id() -> None:
    env = {
        signing.MACOS_IDENTITY: IDENTITY,
        signing.NOTARY_APPLE_ID: "dev@example.org",
        signing.NOTARY_TEAM_ID: "ABCDE12345",
        signing.NOTARY_PASSWORD: "abcd-efgh-ijkl-mnop",
    }
    submit, _staple = signing.macos_notarize(DMG, env).commands
    assert submit[4:] == [
        "--apple-id",
        "dev@example.org",
        "--team-id",
        "ABCDE12345",
        "--password",
        "abcd-efgh-ijkl-mnop",
        "--wait",
    ]


@pytest.mark.parametrize(
    ("env", "message"),
    [
        (
            {"RECIPE_STUDIO_NOTARY_APPLE_ID": "dev@example.org"},
            "also needs RECIPE_STUDIO_NOTARY_TEAM_ID, RECIPE_STUDIO_NOTARY_PASSWORD",
        ),
        ({"RECIPE_STUDIO_NOTARY_PROFILE": "p", "RECIPE_STUDIO_NOTARY_TEAM_ID": "T"}, "not both"),
        ({"RECIPE_STUDIO_NOTARY_PROFILE": "p"}, "set RECIPE_STUDIO_MACOS_SIGN_IDENTITY too"),
    ],
)
def test_half_set_notarization_is_refused(env: dict[str, str], message: str) -> None:
    with pytest.raises(signing.SigningError, match=message):
        signing.macos_notarize(DMG, env)


def test_entitlements_file_is_a_plist_the_spec_uses() -> None:
    with signing.ENTITLEMENTS.open("rb") as file:
        entitlements = plistlib.load(file)
    assert entitlements == {"com.apple.security.cs.allow-unsigned-executable-memory": True}
    spec = (PACKAGING / "macos" / "recipe-studio.spec").read_text("utf-8")
    assert "codesign_identity=identity" in spec
    assert "entitlements_file=str(signing.ENTITLEMENTS) if identity else None" in spec


def test_windows_certificate_in_the_store() -> None:
    env = {signing.WINDOWS_CERT_THUMBPRINT: "12 34 AB CD"}
    [command] = signing.windows_sign([Path("Recipe Studio.exe")], "signtool.exe", env).commands
    assert command == [
        "signtool.exe",
        "sign",
        "/fd",
        "sha256",
        "/tr",
        signing.DEFAULT_TIMESTAMP_URL,
        "/td",
        "sha256",
        "/sha1",
        "1234ABCD",
        "Recipe Studio.exe",
    ]


def test_windows_certificate_file_and_timestamp_server() -> None:
    env = {
        signing.WINDOWS_CERT_FILE: r"C:\certs\studio.pfx",
        signing.WINDOWS_CERT_PASSWORD: "secret",
        signing.WINDOWS_TIMESTAMP_URL: "http://timestamp.example.org",
    }
    options = signing.signtool_sign_options(env)
    assert options == [
        "sign",
        "/fd",
        "sha256",
        "/tr",
        "http://timestamp.example.org",
        "/td",
        "sha256",
        "/f",
        r"C:\certs\studio.pfx",
        "/p",
        "secret",
    ]


@pytest.mark.parametrize(
    "env",
    [
        {"RECIPE_STUDIO_WINDOWS_CERT_THUMBPRINT": "12", "RECIPE_STUDIO_WINDOWS_CERT_FILE": "a"},
        {"RECIPE_STUDIO_WINDOWS_CERT_PASSWORD": "secret"},
    ],
)
def test_half_set_windows_signing_is_refused(env: dict[str, str]) -> None:
    with pytest.raises(signing.SigningError):
        signing.signtool_sign_options(env)


def test_windows_signing_without_signtool_is_refused() -> None:
    env = {signing.WINDOWS_CERT_THUMBPRINT: "1234"}
    with pytest.raises(signing.SigningError, match=r"signtool\.exe was not found"):
        signing.windows_sign([Path("a.exe")], None, env)


def test_inno_signs_the_setup_and_its_uninstaller(tmp_path: Path) -> None:
    signtool = r"C:\Program Files (x86)\Windows Kits\10\bin\10.0.22621.0\x64\signtool.exe"
    env = {signing.WINDOWS_CERT_THUMBPRINT: "1234"}
    tool = signing.inno_sign_tool(signtool, env)
    # $q is Inno's quote, $f the file it signs: the spaces in the path survive iscc's parsing.
    assert (
        tool == f"$q{signtool}$q sign /fd sha256 /tr {signing.DEFAULT_TIMESTAMP_URL} "
        "/td sha256 /sha1 1234 $f"
    )
    bundle, dist = tmp_path / "dist" / "Recipe Studio", tmp_path / "dist"
    command = build.iscc_command("iscc", bundle, dist, "1.0", tool)
    assert f"/DBundleDir={bundle.resolve()}" in command
    assert f"/DOutputDir={dist.resolve()}" in command
    assert "/DSigned" in command
    assert f"/Srecipestudio={tool}" in command
    unsigned = build.iscc_command("iscc", bundle, dist, "1.0", None)
    assert not any(word.startswith(("/DSigned", "/S")) for word in unsigned)
    iss = (PACKAGING / "windows" / "recipe-studio.iss").read_text("utf-8")
    assert "#ifdef Signed\nSignTool=recipestudio\nSignedUninstaller=yes\n#endif" in iss
