"""The membership provider's log-in throttle: a wait that doubles with each failure past a free few, counted per
account and client address together, and per client address across accounts.

Never per account alone: a count every client shares would let anyone who knows an address lock its owner out by
failing on purpose. So a guesser is slowed where it guesses from, and the owner, on another address, logs in at once.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

LIMIT = 10  # free failures for one account from one client address …
ADDRESS_LIMIT = 30  # … and from one client address, any accounts (spraying one password over many)
FIRST_WAIT = 1.0  # seconds the first try past the free failures waits; each failure after it doubles the wait …
MAX_WAIT = 15 * 60.0  # … up to this
WINDOW = 60 * 60.0  # a failure counts for this many seconds


@dataclass
class LoginThrottle:
    """Failed log-ins by account (the e-mail typed, known or not) with client address, and by client address, each
    kept for `window` seconds."""

    limit: int = LIMIT
    address_limit: int = ADDRESS_LIMIT
    window: float = WINDOW
    first_wait: float = FIRST_WAIT
    max_wait: float = MAX_WAIT
    clock: Callable[[], float] = time.monotonic
    failures: dict[str, deque[float]] = field(default_factory=dict)

    def _recent(self, key: str) -> deque[float]:
        now = self.clock()
        times = self.failures.setdefault(key, deque())
        while times and now - times[0] >= self.window:
            times.popleft()
        return times

    def _keys(self, account: str, address: str) -> tuple[tuple[str, int], tuple[str, int]]:
        return (f"account:{account}\naddress:{address}", self.limit), (f"address:{address}", self.address_limit)

    def wait(self, account: str, address: str) -> int:
        """Whole seconds until a log-in for `account` from `address` may be tried (0: now). Past the free failures
        of a count, its next try waits `first_wait` after its last failure, doubled for each failure beyond."""
        now, waits = self.clock(), [0.0]
        for key, limit in self._keys(account, address):
            times = self._recent(key)
            if len(times) >= limit:
                # Capped before it is raised to a power, so a long run of failures cannot overflow the float.
                doublings = min(len(times) - limit, 64)
                waits.append(min(self.first_wait * 2.0**doublings, self.max_wait) - (now - times[-1]))
        return math.ceil(max(waits))

    def failed(self, account: str, address: str) -> None:
        now = self.clock()
        for key, _ in self._keys(account, address):
            self._recent(key).append(now)

    def succeeded(self, account: str, address: str) -> None:
        """A right password forgives the account's failures from this address; the address's own stay, so guessing
        across accounts is still slowed."""
        self.failures.pop(self._keys(account, address)[0][0], None)

    def configure(
        self,
        limit: int = LIMIT,
        window: float = WINDOW,
        address_limit: int = ADDRESS_LIMIT,
        first_wait: float = FIRST_WAIT,
        max_wait: float = MAX_WAIT,
    ) -> None:
        """New limits, with every failure forgotten: tests shorten the waits, or raise the address's limit so one
        test's failures from 127.0.0.1 do not slow the others' log-ins."""
        if min(limit, address_limit) < 1 or min(window, first_wait) <= 0 or max_wait < first_wait:
            raise ValueError(
                "limit and address_limit are 1 or more, window and first_wait more than 0 seconds, "
                "max_wait at least first_wait"
            )
        self.limit, self.address_limit, self.window = limit, address_limit, window
        self.first_wait, self.max_wait = first_wait, max_wait
        self.failures.clear()
