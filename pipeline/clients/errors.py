"""The one error a failed upstream call raises."""

from __future__ import annotations

from pipeline.clients.redaction import SECRETS, safe_url

TOO_MANY_REQUESTS = 429


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
        # An upstream may echo what it was sent: the message is masked like a log line.
        super().__init__(SECRETS.mask(f"call '{endpoint}' failed ({status_text}) at {safe_url(url)}: {detail}"))

    @property
    def transient(self) -> bool:
        if self.out_of_time:
            return False
        return self.status is None or self.status >= 500 or self.status == TOO_MANY_REQUESTS
