"""Bringing the running window to the front for a later launch (a double-clicked file).

Desktops refuse to let a program take the focus by itself ("focus stealing"); the launch
the person just started is allowed to, and each system has its own way for it to lend
that right to the window that is already running:

* Windows: the later launch calls ``AllowSetForegroundWindow(<running window's pid>)``
  before it hands its files over (:func:`allow_foreground`).
* Wayland: the launcher gives the later launch an ``XDG_ACTIVATION_TOKEN``; it travels in
  the hand-over and the running window puts it back in its environment just before it
  asks to be activated: Qt's Wayland plugin reads it from there (xdg-activation-v1).
* X11: the launcher gives a ``DESKTOP_STARTUP_ID``; the running window ends that startup
  notification (or the launcher shows a busy cursor until it times out) and asks the
  window manager for the focus with the time stamp the ID carries (``_NET_ACTIVE_WINDOW``).
* macOS: the system opens the file in the running app itself (``QFileOpenEvent``) and
  activates it; nothing travels.

Each step is best effort: a failure leaves the window where it was, never loses a file.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import re
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

#: The launch's environment variables that lend the focus, as they travel in a hand-over.
TOKEN_VARIABLES = ("XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID")


def launch_tokens(env: Mapping[str, str] = os.environ) -> dict[str, str]:
    """The focus tokens this launch was given (to send with its files)."""
    return {name: env[name] for name in TOKEN_VARIABLES if env.get(name)}


def allow_foreground(pid: int) -> bool:
    """Windows: let the running window (process ``pid``) come to the front when it gets
    our files; this launch has the right to, as the one the person just started."""
    if sys.platform != "win32" or pid <= 0:
        return False
    user32 = ctypes.WinDLL("user32", use_last_error=True)  # type: ignore[attr-defined,unused-ignore]
    return bool(user32.AllowSetForegroundWindow(ctypes.c_uint32(pid)))


def use_tokens(tokens: Mapping[str, str], window_id: int, platform: str) -> None:
    """In the running window, just before it activates itself for a hand-over."""
    wayland = tokens.get("XDG_ACTIVATION_TOKEN")
    if wayland and platform.startswith("wayland"):
        os.environ["XDG_ACTIVATION_TOKEN"] = wayland  # Qt reads and clears it on activate
    startup = tokens.get("DESKTOP_STARTUP_ID")
    if startup and platform == "xcb" and window_id:
        with contextlib.suppress(Exception):  # no X library, no window manager ...
            _x11_activate(startup, window_id)


def startup_time(startup_id: str) -> int:
    """The X server time stamp a startup ID ends with (``..._TIME12345``), else 0."""
    found = re.search(r"_TIME(\d+)$", startup_id)
    return int(found.group(1)) & 0xFFFFFFFF if found else 0


def startup_messages(startup_id: str) -> list[bytes]:
    """The startup-notification "remove" message in 20-byte client-message chunks (the
    first is sent as ``_NET_STARTUP_INFO_BEGIN``, the others as ``_NET_STARTUP_INFO``)."""
    escaped = re.sub(r'([ "\\])', r"\\\1", startup_id)
    text = f"remove: ID={escaped}".encode() + b"\0"
    return [text[i : i + 20].ljust(20, b"\0") for i in range(0, len(text), 20)]


class _ClientMessage(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong),
        ("format", ctypes.c_int),
        ("data", ctypes.c_char * 40),  # long l[5] on LP64
    ]


class _Event(ctypes.Union):
    _fields_ = [("client", _ClientMessage), ("pad", ctypes.c_long * 24)]


def _x11_activate(startup_id: str, window_id: int) -> None:
    from PySide6.QtGui import QGuiApplication

    native: Any = QGuiApplication.instance().nativeInterface()  # type: ignore[union-attr]
    display = ctypes.c_void_p(int(native.display()))
    name = ctypes.util.find_library("X11") or "libX11.so.6"
    xlib = ctypes.CDLL(name)
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XSendEvent.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_int,
        ctypes.c_long,
        ctypes.c_void_p,
    ]
    root = xlib.XDefaultRootWindow(display)

    def send(atom: bytes, data: bytes, fmt: int, mask: int) -> None:
        event = _Event()
        event.client.type = 33  # ClientMessage
        event.client.window = window_id
        event.client.message_type = xlib.XInternAtom(display, atom, 0)
        event.client.format = fmt
        event.client.data = data
        xlib.XSendEvent(display, root, 0, mask, ctypes.byref(event))

    property_change, substructure = 1 << 22, (1 << 19) | (1 << 20)
    for index, chunk in enumerate(startup_messages(startup_id)):
        kind = b"_NET_STARTUP_INFO_BEGIN" if index == 0 else b"_NET_STARTUP_INFO"
        send(kind, chunk, 8, property_change)
    # Source 1: an application; the time stamp of the click that started the launch.
    words = (ctypes.c_long * 5)(1, startup_time(startup_id), 0, 0, 0)
    send(b"_NET_ACTIVE_WINDOW", bytes(words), 32, substructure)
    xlib.XFlush(display)
