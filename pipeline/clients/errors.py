"""The one error a failed upstream call raises."""

from __future__ import annotations

from pipeline.clients.redaction import SECRETS, safe_url

TOO_MANY_REQUESTS = 429
DETAIL_CHARS = 200  # of an upstream's answer, kept in the message
# Masking reads this much of an answer: far beyond what is kept, so no secret is cut in two before it is masked.
_SCANNED_CHARS = 65536


def _shown(detail: str) -> str:
    masked = SECRETS.mask(detail[:_SCANNED_CHARS])
    return masked if len(masked) <= DETAIL_CHARS else masked[:DETAIL_CHARS] + "…"


class ApiError(RuntimeError):
    """A call that failed for good, naming the endpoint, the status and the URL."""

    def __init__(
        self,
        endpoint: str,
        url: str,
        status: int | None,
        detail: str,
        *,
        retry_after: float | None = None,
        out_of_time: bool = False,
    ) -> None:
        self.endpoint, self.url, self.status = endpoint, url, status
        self.retry_after = retry_after  # seconds the upstream asked us to wait (`Retry-After`)
        self.out_of_time = out_of_time  # the build's deadline for CMS calls has passed: no retry can help
        status_text = f"HTTP {status}" if status is not None else "no answer"
        # An upstream may echo what it was sent: its answer is masked before it is cut short, so no part of a
        # secret survives the cut.
        super().__init__(SECRETS.mask(f"call '{endpoint}' failed ({status_text}) at {safe_url(url)}: {_shown(detail)}"))

    @property
    def transient(self) -> bool:
        if self.out_of_time:
            return False
        return self.status is None or self.status >= 500 or self.status == TOO_MANY_REQUESTS
