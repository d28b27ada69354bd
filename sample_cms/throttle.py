"""The membership provider's log-in throttle: after too many failures per account and per client address, a wait."""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

LIMIT = 10  # failures, per account and per client address …
WINDOW = 15 * 60.0  # … within this many seconds


@dataclass
class LoginThrottle:
    """Failed log-ins by account (the e-mail typed) and by client address, each kept for `window` seconds."""

    limit: int = LIMIT
    address_limit: int = LIMIT
    window: float = WINDOW
    clock: Callable[[], float] = time.monotonic
    failures: dict[str, deque[float]] = field(default_factory=dict)

    def _recent(self, key: str) -> deque[float]:
        now = self.clock()
        times = self.failures.setdefault(key, deque())
        while times and now - times[0] >= self.window:
            times.popleft()
        return times

    def wait(self, account: str, address: str) -> int:
        """Whole seconds until a log-in for `account` from `address` is tried again (0: try it now): until enough
        of the failures that filled either count are older than the window."""
        now, waits = self.clock(), [0.0]
        for key, limit in ((f"account:{account}", self.limit), (f"address:{address}", self.address_limit)):
            times = self._recent(key)
            if len(times) >= limit:
                waits.append(self.window - (now - times[len(times) - limit]))
        return math.ceil(max(waits))

    def failed(self, account: str, address: str) -> None:
        now = self.clock()
        for key in (f"account:{account}", f"address:{address}"):
            self._recent(key).append(now)

    def succeeded(self, account: str) -> None:
        """A right password forgives the account's failures; the address's stay, so guessing across accounts is
        still slowed."""
        self.failures.pop(f"account:{account}", None)

    def configure(self, limit: int = LIMIT, window: float = WINDOW, address_limit: int | None = None) -> None:
        """New limits, with every failure forgotten: tests shorten the window, or raise the address's limit so one
        test's failures from 127.0.0.1 do not stop the others' log-ins."""
        address_limit = limit if address_limit is None else address_limit
        if min(limit, address_limit) < 1 or window <= 0:
            raise ValueError("limit and address_limit are 1 or more, window more than 0 seconds")
        self.limit, self.address_limit, self.window = limit, address_limit, window
        self.failures.clear()
