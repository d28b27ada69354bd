"""The one error a failed upstream call raises."""

from __future__ import annotations

from pipeline.clients.redaction import SECRETS, safe_url


class ApiError(RuntimeError):
    """A call that failed for good, naming the endpoint, the status and the URL."""

    def __init__(self, endpoint: str, url: str, status: int | None, detail: str) -> None:
        self.endpoint, self.url, self.status = endpoint, url, status
        status_text = f"HTTP {status}" if status is not None else "no answer"
        # An upstream may echo what it was sent: the message is masked like a log line.
        super().__init__(SECRETS.mask(f"call '{endpoint}' failed ({status_text}) at {safe_url(url)}: {detail}"))

    @property
    def transient(self) -> bool:
        return self.status is None or self.status >= 500
