"""How Recipe Studio signs in to one web server, as the person set it up.

Most servers need nothing set up: a person signs in in the browser and Recipe Studio
registers itself with the server's authorization server (dynamic client registration).
What a server's owner may ask for instead, kept as one :class:`SignInSetup` per server
address in the same keychain as the tokens (:mod:`.signin`), never in settings files:

* a **client ID** they registered for you (and its **client secret**, for a confidential
  client): used instead of registering;
* a **client metadata document** address, for organisations that publish one (an HTTPS
  URL whose document describes Recipe Studio as their client): used as the client ID when
  the authorization server says it accepts such documents, registering otherwise;
* **no person at all** (machine to machine, the OAuth ``client_credentials`` grant): the
  client ID with its secret, or with a private key that signs a JWT assertion
  (``private_key_jwt``; ES256/384/512, RS256 or EdDSA follow from the key). The
  **authorization server** (its issuer address) may be named so the credentials are only
  ever sent to it; left empty, they go to whichever one the MCP server names.

:func:`setup_problem` says what is wrong with a setup (a message code, for the edge to put
into words); :func:`signing_algorithm` reads a private key.
"""

from __future__ import annotations

import json
from typing import Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, ValidationError

from recipe_studio.core.mcp_client.vault import Vault, default_vault, forget_sign_in, vault_key

Mode = Literal["browser", "client_credentials"]
_KEY_KIND = "setup"


class SignInSetup(BaseModel):
    """What the person entered for one server (every field may stay empty)."""

    model_config = ConfigDict(frozen=True)

    #: ``browser``: a person signs in; ``client_credentials``: no person (machine to machine).
    mode: Mode = "browser"
    client_id: str = ""
    client_secret: str = ""
    #: A PEM private key (machine to machine with ``private_key_jwt``).
    private_key: str = ""
    #: The authorization server the client credentials belong to (its issuer address).
    issuer: str = ""
    #: The organisation's client metadata document (an HTTPS address with a path).
    client_metadata_url: str = ""

    @property
    def empty(self) -> bool:
        return self == SignInSetup()


def load_setup(server_url: str, vault: Vault | None = None) -> SignInSetup:
    vault = vault if vault is not None else default_vault()[0]
    text = vault.get(vault_key(_KEY_KIND, server_url))
    if not text:
        return SignInSetup()
    try:
        return SignInSetup.model_validate(json.loads(text))
    except (ValueError, ValidationError):  # an entry of another version: set it up again
        return SignInSetup()


def save_setup(server_url: str, setup: SignInSetup, vault: Vault | None = None) -> bool:
    """Keep ``setup`` for the server (an empty one removes it). A changed setup forgets the
    tokens and the registration, which belong to the client used before; True if it changed."""
    vault = vault if vault is not None else default_vault()[0]
    if load_setup(server_url, vault) == setup:
        return False
    key = vault_key(_KEY_KIND, server_url)
    if setup.empty:
        vault.delete(key)
    else:
        vault.set(key, setup.model_dump_json(exclude_defaults=True))
    forget_sign_in(server_url, vault)
    return True


def setup_problem(setup: SignInSetup) -> str | None:
    """The message code saying what is wrong with ``setup`` (``None``: it can be used)."""
    if setup.client_metadata_url and not is_metadata_document_url(setup.client_metadata_url):
        return "signin_setup_bad_document"
    if setup.issuer and urlsplit(setup.issuer).scheme not in ("http", "https"):
        return "signin_setup_bad_issuer"
    if setup.client_secret and not setup.client_id:
        return "signin_setup_needs_client_id"
    if setup.mode == "client_credentials":
        if not setup.client_id or not (setup.client_secret or setup.private_key):
            return "signin_setup_needs_credentials"
        if setup.client_secret and setup.private_key:
            return "signin_setup_secret_or_key"
    elif setup.private_key:
        return "signin_setup_key_needs_machine"
    if setup.private_key and signing_algorithm(setup.private_key) is None:
        return "signin_setup_bad_key"
    return None


def is_metadata_document_url(url: str) -> bool:
    """An address a client ID metadata document may have: HTTPS, with a path."""
    parts = urlsplit(url)
    return parts.scheme == "https" and bool(parts.netloc) and parts.path not in ("", "/")


def signing_algorithm(pem: str) -> str | None:
    """The JWT algorithm a PEM private key signs with (``None``: not a key we can use)."""
    from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    try:
        key = load_pem_private_key(pem.encode("utf-8"), password=None)
    except (ValueError, TypeError):
        return None
    if isinstance(key, rsa.RSAPrivateKey):
        return "RS256"
    if isinstance(key, ed25519.Ed25519PrivateKey):
        return "EdDSA"
    if isinstance(key, ec.EllipticCurvePrivateKey):
        sizes = {"secp256r1": "ES256", "secp384r1": "ES384", "secp521r1": "ES512"}
        return sizes.get(key.curve.name)
    return None
