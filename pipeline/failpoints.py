"""Named points where a test can stop the process dead or hold it still: `PIPELINE_FAILPOINT=<point>:kill|pause`."""

from __future__ import annotations

import os
import signal
import sys
import time

VARIABLE = "PIPELINE_FAILPOINT"


def reach(point: str) -> None:
    """When `PIPELINE_FAILPOINT` names this point: `kill` ends the process as SIGKILL (an OOM kill, a power cut
    of the process) would, and `pause` holds this thread until something else ends the process."""
    name, _, action = os.environ.get(VARIABLE, "").partition(":")
    if name != point:
        return
    print(f"failpoint {point}: {action}", file=sys.stderr, flush=True)
    if action == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    while True:
        time.sleep(3600)
