"""Optional code signing for the bundles: macOS signing and notarization, Windows Authenticode.

Every identity and credential comes from environment variables (README, "Signing"); none
is ever written to a file. With none set, each step is skipped with a one-line message and
the build goes on unsigned. A half-set configuration (an Apple ID without its password, two
Windows certificates) is an error: a release must not silently go out unsigned.

This module only turns the environment into the commands to run (so the tests check them
on any OS); ``build.py`` runs them.
"""

from __future__ import annotations

import glob
import os
import shutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

MACOS_IDENTITY = "RECIPE_STUDIO_MACOS_SIGN_IDENTITY"
NOTARY_PROFILE = "RECIPE_STUDIO_NOTARY_PROFILE"
NOTARY_APPLE_ID = "RECIPE_STUDIO_NOTARY_APPLE_ID"
NOTARY_TEAM_ID = "RECIPE_STUDIO_NOTARY_TEAM_ID"
NOTARY_PASSWORD = "RECIPE_STUDIO_NOTARY_PASSWORD"
WINDOWS_CERT_THUMBPRINT = "RECIPE_STUDIO_WINDOWS_CERT_THUMBPRINT"
WINDOWS_CERT_FILE = "RECIPE_STUDIO_WINDOWS_CERT_FILE"
WINDOWS_CERT_PASSWORD = "RECIPE_STUDIO_WINDOWS_CERT_PASSWORD"
WINDOWS_TIMESTAMP_URL = "RECIPE_STUDIO_WINDOWS_TIMESTAMP_URL"
#: A public RFC 3161 time-stamp server; the signature then outlives the certificate.
DEFAULT_TIMESTAMP_URL = "http://timestamp.digicert.com"

#: The hardened runtime's exceptions the app needs (passed to codesign by PyInstaller).
ENTITLEMENTS = Path(__file__).resolve().parent / "macos" / "entitlements.plist"


class SigningError(Exception):
    """The signing configuration is incomplete or contradictory (one line, names the vars)."""


@dataclass(frozen=True)
class Plan:
    """Commands to run in order, or the one-line reason they are skipped."""

    commands: list[list[str]] = field(default_factory=list)
    skipped: str | None = None


def _get(env: Mapping[str, str], name: str) -> str:
    return env.get(name, "").strip()


# --------------------------------------------------------------------------- macOS


def macos_identity(env: Mapping[str, str] = os.environ) -> str | None:
    """The codesign identity ("Developer ID Application: Name (TEAMID)"), if set."""
    return _get(env, MACOS_IDENTITY) or None


def macos_sign_dmg(dmg: Path, env: Mapping[str, str] = os.environ) -> Plan:
    """Sign the disk image (the app inside is signed by PyInstaller with the same identity)."""
    identity = macos_identity(env)
    if identity is None:  # macos_verify_app already said signing is skipped
        return Plan()
    return Plan([["codesign", "--force", "--timestamp", "--sign", identity, str(dmg)]])


def macos_verify_app(app: Path, env: Mapping[str, str] = os.environ) -> Plan:
    """Check the signature PyInstaller made (or say once that the app is not signed)."""
    if macos_identity(env) is None:
        return Plan(skipped=f"macOS signing skipped: {MACOS_IDENTITY} is not set")
    return Plan([["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)]])


def notary_credentials(env: Mapping[str, str] = os.environ) -> list[str] | None:
    """notarytool's credential options: a keychain profile, or Apple ID, team and password."""
    profile = _get(env, NOTARY_PROFILE)
    apple = {name: _get(env, name) for name in (NOTARY_APPLE_ID, NOTARY_TEAM_ID, NOTARY_PASSWORD)}
    if profile and any(apple.values()):
        raise SigningError(f"set {NOTARY_PROFILE} or the Apple ID variables, not both")
    if profile:
        return ["--keychain-profile", profile]
    if not any(apple.values()):
        return None
    missing = [name for name, value in apple.items() if not value]
    if missing:
        raise SigningError(f"notarization with an Apple ID also needs {', '.join(missing)}")
    return [
        "--apple-id",
        apple[NOTARY_APPLE_ID],
        "--team-id",
        apple[NOTARY_TEAM_ID],
        "--password",
        apple[NOTARY_PASSWORD],
    ]


def macos_notarize(dmg: Path, env: Mapping[str, str] = os.environ) -> Plan:
    """Submit the signed disk image to Apple's notary service, wait, staple the ticket."""
    credentials = notary_credentials(env)
    if credentials is None:
        return Plan(
            skipped=f"notarization skipped: set {NOTARY_PROFILE} (or {NOTARY_APPLE_ID}, "
            f"{NOTARY_TEAM_ID} and {NOTARY_PASSWORD})"
        )
    if macos_identity(env) is None:
        raise SigningError(f"notarization needs a signed app: set {MACOS_IDENTITY} too")
    return Plan(
        [
            ["xcrun", "notarytool", "submit", str(dmg), *credentials, "--wait"],
            ["xcrun", "stapler", "staple", str(dmg)],
        ]
    )


# --------------------------------------------------------------------------- Windows


def signtool_sign_options(env: Mapping[str, str] = os.environ) -> list[str] | None:
    """``signtool sign`` options for the configured certificate, or None when unset."""
    thumbprint = _get(env, WINDOWS_CERT_THUMBPRINT)
    cert_file = _get(env, WINDOWS_CERT_FILE)
    password = _get(env, WINDOWS_CERT_PASSWORD)
    if thumbprint and cert_file:
        raise SigningError(f"set {WINDOWS_CERT_THUMBPRINT} or {WINDOWS_CERT_FILE}, not both")
    if password and not cert_file:
        raise SigningError(f"{WINDOWS_CERT_PASSWORD} is set but {WINDOWS_CERT_FILE} is not")
    if not (thumbprint or cert_file):
        return None
    url = _get(env, WINDOWS_TIMESTAMP_URL) or DEFAULT_TIMESTAMP_URL
    options = ["sign", "/fd", "sha256", "/tr", url, "/td", "sha256"]
    if thumbprint:
        return [*options, "/sha1", thumbprint.replace(" ", "")]
    return [*options, "/f", cert_file, *(["/p", password] if password else [])]


def find_signtool() -> str | None:
    """signtool.exe on PATH, or the newest one of the installed Windows SDKs."""
    found = shutil.which("signtool")
    if found:
        return found
    kits = os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")
    pattern = os.path.join(kits, "Windows Kits", "10", "bin", "*", "x64", "signtool.exe")
    candidates = glob.glob(pattern)
    return max(candidates, key=_sdk_version) if candidates else None


def _sdk_version(path: str) -> tuple[int, ...]:
    folder = Path(path).parent.parent.name  # ...\bin\10.0.22621.0\x64\signtool.exe
    return tuple(int(part) for part in folder.split(".") if part.isdigit())


def _skipped_windows() -> str:
    return (
        f"Authenticode signing skipped: set {WINDOWS_CERT_THUMBPRINT} (a certificate in the "
        f"store) or {WINDOWS_CERT_FILE} (a .pfx) to sign"
    )


def windows_sign(
    files: list[Path], signtool: str | None, env: Mapping[str, str] = os.environ
) -> Plan:
    """Sign ``files`` (the app's .exe) with signtool."""
    options = signtool_sign_options(env)
    if options is None:
        return Plan(skipped=_skipped_windows())
    if signtool is None:
        raise SigningError("signtool.exe was not found: install the Windows SDK's signing tools")
    return Plan([[signtool, *options, *map(str, files)]])


def inno_sign_tool(signtool: str | None, env: Mapping[str, str] = os.environ) -> str | None:
    """The sign tool command for iscc's ``/S<name>=...`` (Inno then signs the setup and its
    uninstaller): ``$q`` is Inno's quote and ``$f`` the file, so no shell quoting is needed."""
    options = signtool_sign_options(env)
    if options is None:
        return None
    if signtool is None:
        raise SigningError("signtool.exe was not found: install the Windows SDK's signing tools")
    words = [f"$q{word}$q" if " " in word else word for word in options]
    return " ".join([f"$q{signtool}$q", *words, "$f"])
