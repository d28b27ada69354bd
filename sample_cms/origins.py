"""Which browser origins the sample CMS answers CORS for: pages on the developer's own machine."""

from __future__ import annotations

import re

_LOOPBACK_ORIGIN = re.compile(r"^https?://(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$")


def is_loopback_origin(origin: str) -> bool:
    """Whether `origin` is a page served from this machine (localhost, 127.0.0.1 or [::1], any port)."""
    return bool(_LOOPBACK_ORIGIN.match(origin))
