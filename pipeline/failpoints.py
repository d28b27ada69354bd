"""Named points where a test can stop the process dead, hold it still or fill its disk:
`PIPELINE_FAILPOINT=<point>:kill|pause|enospc`."""

from __future__ import annotations

import errno
import os
import signal
import sys
import time

VARIABLE = "PIPELINE_FAILPOINT"


def reach(point: str) -> None:
    """When `PIPELINE_FAILPOINT` names this point: `kill` ends the process as SIGKILL (an OOM kill, a power cut
    of the process) would, `pause` holds this thread until something else ends the process, and `enospc` raises
    the error a write on a full disk raises."""
    name, _, action = os.environ.get(VARIABLE, "").partition(":")
    if name != point:
        return
    print(f"failpoint {point}: {action}", file=sys.stderr, flush=True)
    if action == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    if action == "enospc":
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    while True:
        time.sleep(3600)
