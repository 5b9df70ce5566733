"""Optional code signing for the bundles: macOS signing and notarization, Windows Authenticode.

Windows: since June 2023 public CAs issue code-signing keys only on hardware tokens or in
cloud HSMs, so the usual way is a cloud signer that ``signtool`` drives through its
``/dlib`` option (Azure Trusted Signing: its ``Azure.CodeSigning.Dlib.dll`` and a
``metadata.json`` naming the account and certificate profile; it signs with the Azure
identity in the environment). A certificate in the user's store or a ``.pfx`` file
still works for those who have one.

macOS: the app is notarized and stapled before it goes into the disk image (so it opens
offline once copied out of it), then the disk image is signed, notarized and stapled.
``notarytool submit --wait`` exits 0 whatever the verdict, so :func:`notarize` reads its
JSON answer, prints the notary log and stops the build unless the status is Accepted.

Every identity and credential comes from environment variables (README, "Signing"); none
is ever written to a file. With none set, each step is skipped with a one-line message and
the build goes on unsigned. A half-set configuration (an Apple ID without its password, two
Windows certificates) is an error: a release must not silently go out unsigned.

This module only turns the environment into the commands to run (so the tests check them
on any OS); ``build.py`` runs them.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import subprocess
from collections.abc import Callable, Mapping
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
WINDOWS_SIGN_DLIB = "RECIPE_STUDIO_WINDOWS_SIGN_DLIB"
WINDOWS_SIGN_METADATA = "RECIPE_STUDIO_WINDOWS_SIGN_METADATA"
#: A public RFC 3161 time-stamp server; the signature then outlives the certificate.
DEFAULT_TIMESTAMP_URL = "http://timestamp.digicert.com"
#: Azure Trusted Signing's own time-stamp server (the default with a signing dlib).
CLOUD_TIMESTAMP_URL = "http://timestamp.acs.microsoft.com"
#: The verdict notarytool gives a submission it accepted.
ACCEPTED = "Accepted"

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


def notarizing(env: Mapping[str, str] = os.environ) -> list[str] | None:
    """The notary credentials when notarization is configured (None: skipped), checking
    that the app is signed too."""
    credentials = notary_credentials(env)
    if credentials is not None and macos_identity(env) is None:
        raise SigningError(f"notarization needs a signed app: set {MACOS_IDENTITY} too")
    return credentials


def notarization_skipped() -> str:
    return (
        f"notarization skipped: set {NOTARY_PROFILE} (or {NOTARY_APPLE_ID}, "
        f"{NOTARY_TEAM_ID} and {NOTARY_PASSWORD})"
    )


def notary_submit(path: Path, credentials: list[str]) -> list[str]:
    """Submit ``path`` (a .zip of the app, or the .dmg) and wait, answering in JSON."""
    return [
        "xcrun", "notarytool", "submit", str(path), *credentials,
        "--wait", "--output-format", "json",
    ]  # fmt: skip


def notary_log(submission: str, credentials: list[str]) -> list[str]:
    return ["xcrun", "notarytool", "log", submission, *credentials]


def staple(path: Path) -> list[str]:
    return ["xcrun", "stapler", "staple", str(path)]


def zip_for_notary(app: Path, archive: Path) -> list[str]:
    """The app as notarytool takes it: a zip made by ditto (keeps the bundle's links)."""
    return ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(archive)]


def notary_verdict(output: str) -> tuple[str, str]:
    """(submission id, status) from ``notarytool submit --output-format json``."""
    try:
        answer = json.loads(output)
    except ValueError:
        answer = None
    if not isinstance(answer, dict) or not isinstance(answer.get("status"), str):
        raise SigningError(f"notarytool gave no verdict: {output.strip()[:500]!r}")
    return str(answer.get("id", "")), answer["status"]


Runner = Callable[[list[str]], "subprocess.CompletedProcess[str]"]


def _run(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, check=False)


def notarize(path: Path, credentials: list[str], run: Runner = _run) -> str:
    """Submit ``path``, wait for the verdict, and stop unless Apple accepted it: the
    notary log (what was wrong, file by file) is printed first. Returns the id."""
    done = run(notary_submit(path, credentials))
    submission, status = notary_verdict(done.stdout)
    if status == ACCEPTED and done.returncode == 0:
        print(f"notarized {path.name}: {status} ({submission})")
        return submission
    if submission:
        log = run(notary_log(submission, credentials))
        print(log.stdout + log.stderr)
    raise SigningError(f"notarization of {path.name} was not accepted: {status} ({submission})")


# --------------------------------------------------------------------------- Windows


def signtool_sign_options(env: Mapping[str, str] = os.environ) -> list[str] | None:
    """``signtool sign`` options for the configured signer, or None when none is set: a
    cloud signer's dlib and metadata, a certificate in the store, or a .pfx file."""
    dlib, metadata = _get(env, WINDOWS_SIGN_DLIB), _get(env, WINDOWS_SIGN_METADATA)
    thumbprint = _get(env, WINDOWS_CERT_THUMBPRINT)
    cert_file = _get(env, WINDOWS_CERT_FILE)
    password = _get(env, WINDOWS_CERT_PASSWORD)
    ways = {WINDOWS_SIGN_DLIB: dlib or metadata, WINDOWS_CERT_THUMBPRINT: thumbprint}
    ways[WINDOWS_CERT_FILE] = cert_file
    chosen = [name for name, value in ways.items() if value]
    if len(chosen) > 1:
        raise SigningError(f"set one way to sign, not {' and '.join(chosen)}")
    if bool(dlib) != bool(metadata):
        raise SigningError(
            f"a cloud signer needs both {WINDOWS_SIGN_DLIB} and {WINDOWS_SIGN_METADATA}"
        )
    if password and not cert_file:
        raise SigningError(f"{WINDOWS_CERT_PASSWORD} is set but {WINDOWS_CERT_FILE} is not")
    if not chosen:
        return None
    default_url = CLOUD_TIMESTAMP_URL if dlib else DEFAULT_TIMESTAMP_URL
    url = _get(env, WINDOWS_TIMESTAMP_URL) or default_url
    options = ["sign", "/fd", "sha256", "/tr", url, "/td", "sha256"]
    if dlib:
        return [*options, "/dlib", dlib, "/dmdf", metadata]
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
        f"Authenticode signing skipped: set {WINDOWS_SIGN_DLIB} and {WINDOWS_SIGN_METADATA} "
        f"(a cloud signer such as Azure Trusted Signing), {WINDOWS_CERT_THUMBPRINT} (a "
        f"certificate in the store) or {WINDOWS_CERT_FILE} (a .pfx) to sign"
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
