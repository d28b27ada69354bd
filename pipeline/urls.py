"""One policy for every URL the site links to or loads, and the rule a route path and a slug must follow.

Browsers drop tabs and newlines anywhere in a URL, trim control characters and spaces at its ends, and read
`\\` as `/`; the policy reads a URL the same way before it looks at the scheme, so `java\tscript:` and
`/\\evil.example` are seen for what they are.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable
from urllib.parse import quote, urlsplit

import idna

# Where a link may lead, and where an image may come from. Everything else (javascript:, vbscript:, data:,
# file:, protocol-relative //host, bare words) is refused.
LINK_SCHEMES = frozenset({"http", "https", "mailto", "tel"})
IMAGE_SCHEMES = frozenset({"http", "https"})

_INVISIBLE = re.compile(r"[\t\n\r]")
_EDGES = "".join(chr(c) for c in range(0x21))  # C0 controls and space, as the URL standard trims them
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):")
_MAX_URL = 2048

# A route path: `/`, or `/`-separated segments of unreserved characters, none of them `.` or `..`.
SEGMENT = re.compile(r"^[A-Za-z0-9._~-]{1,200}$")
MAX_PATH = 1000
# A page path may hold one parameter segment (`/:production`, `/article/:article`).
_PARAMETER_SEGMENT = re.compile(r"^:[A-Za-z_][A-Za-z0-9_]*$")
# A DNS name as browsers send it in Host: lower-case letters, digits and hyphens, dot-separated (IDNs as punycode).
HOST_NAME = re.compile(r"(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*")
# What a redirect's target may hold after its host: characters that nginx (`$`), Caddy (`{…}`), Netlify's
# `_redirects` (`:name`, `*`, white space) and every configuration's quoting (`"`, `'`, `\\`, `;`) read as nothing but
# themselves, and percent-escapes of anything but a control character.
_TARGET_REST = re.compile(r"(?:[A-Za-z0-9\-._~/?#@!&()+,=]|%(?![01][0-9A-Fa-f]|7[Ff])[0-9A-Fa-f]{2})*")
REDIRECT_TARGET_RULE = (
    "neither a route path nor an https: URL to a host name whose path and query hold only letters, digits, "
    "- . _ ~ / ? # @ ! & ( ) + , = and %-escapes (no $ { } : * ; quotes, spaces or control characters)"
)


def _as_browser_reads(url: str) -> str:
    return _INVISIBLE.sub("", url).strip(_EDGES).replace("\\", "/")


def _clean(url: object, schemes: frozenset[str], fragments: bool) -> str | None:
    if not isinstance(url, str):
        return None
    read = _as_browser_reads(url)
    if not read or len(read) > _MAX_URL:
        return None
    if read.startswith("/"):
        return None if read.startswith("//") else url.strip()
    if read.startswith("#"):
        return url.strip() if fragments else None
    scheme = _SCHEME.match(read)
    if scheme is None or scheme.group(1).lower() not in schemes:
        return None
    return url.strip()


def clean_link(url: object) -> str | None:
    """The URL when the site may link to it (a path, `#anchor`, http(s), mailto:, tel:), else None."""
    return _clean(url, LINK_SCHEMES, fragments=True)


def clean_image_url(url: object) -> str | None:
    """The URL when the site may load an image from it (a path on the site, or http(s)), else None."""
    return _clean(url, IMAGE_SCHEMES, fragments=False)


def is_segment(value: str) -> bool:
    """A slug or other single path segment: unreserved characters only, not `.` or `..`."""
    return bool(SEGMENT.fullmatch(value)) and value not in {".", ".."}


def is_route_path(path: str, allow_parameter: bool = False) -> bool:
    """`/`, or `/a/b` where every part is a segment (and, in a page path, at most one `:name` part)."""
    if path == "/":
        return True
    if not path.startswith("/") or len(path) > MAX_PATH:
        return False
    parts = path[1:].split("/")
    parameters = [p for p in parts if _PARAMETER_SEGMENT.fullmatch(p)]
    if parameters and (not allow_parameter or len(parameters) > 1):
        return False
    return all(is_segment(p) or p in parameters for p in parts)


def redirect_target(target: str) -> str | None:
    """The one rule for a redirect's target (a CMS alias's `toPath`, a page's earlier address), which the hosts'
    configurations then carry as it is: the target itself when it is a route path; an https: URL in the form the
    hosts are given, its host name in lower case (an IDN as punycode) and the non-ASCII letters of its path, query and
    fragment percent-encoded as UTF-8 (`/påmelding` → `/p%C3%A5melding`); None for anything else (REDIRECT_TARGET_RULE),
    which is refused rather than escaped: no host then has to be trusted to read an escape as its writer meant."""
    if target.startswith("/"):
        return target if is_route_path(target) else None
    if len(target) > _MAX_URL or not re.match(r"https://", target, re.IGNORECASE):
        return None
    url = target[len("https://") :]
    end = next((i for i, c in enumerate(url) if c in "/?#"), len(url))
    name, colon, port = url[:end].partition(":")
    try:
        host = idna.encode(name, uts46=True).decode("ascii")
    except (idna.IDNAError, UnicodeError):
        return None
    if not HOST_NAME.fullmatch(host) or (colon and not (port.isdigit() and 0 < int(port) < 65536)):
        return None
    encoded = "".join(c if c.isascii() else quote(c, safe="") for c in url[end:])
    if not _TARGET_REST.fullmatch(encoded):
        return None
    return f"https://{host}{colon}{port}{encoded}"


def path_segment(value: object) -> str:
    """A value placed in a URL path (a ticketing venue, an event number): percent-encoded, `/` included."""
    text = str(value)
    # Most are numbers, which `quote` would return unchanged, only slower (a large programme has 60,000): a
    # `SEGMENT` is made of the characters it never encodes.
    return text if SEGMENT.fullmatch(text) else quote(text, safe="")


def checked(clean: Callable[[object], str | None], url: object, where: str, dropped: list[str]) -> str | None:
    """`clean(url)`; a non-empty URL the policy refuses is noted in `dropped`, with where it was."""
    cleaned = clean(url)
    if cleaned is None and url:
        dropped.append(f"{where}: {str(url)[:100]!r}")
    return cleaned


class InsecureBaseError(ValueError):
    """A base URL the browser would call members' or visitors' data over without TLS."""


def _loopback(host: str) -> bool:
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def browser_base(variable: str, url: str) -> str:
    """`url`, a base the exported site's browsers call (`variable` names it in the configuration), when it is
    `https:`, or `http:` on loopback (the sample CMS); empty when it is not set. Anything else raises, naming the
    variable: a member's token and password must not cross the network in the clear."""
    if not url:
        return url
    parts = urlsplit(url)
    host = parts.hostname or ""
    if host and (parts.scheme == "https" or (parts.scheme == "http" and _loopback(host))):
        return url
    raise InsecureBaseError(
        f"{variable} must be an https: URL (http: only on loopback, for the sample CMS), not {url[:100]!r}"
    )
