"""While the UI runs: runs whose process is gone are marked failed and their pool slots freed every minute.

Dagster's default run launcher never checks a run's process, so without this the UI's own runs (the sensor's,
the schedule's) would wait for ever behind a build or run that was killed while it held a warehouse slot.
"""

from __future__ import annotations

import dagster as dg

from pipeline.stale_runs import reap


@dg.sensor(
    name="stale_runs",
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Every minute, marks failed the runs whose process is gone and frees the pool slots they held.",
)
def stale_runs(context: dg.SensorEvaluationContext) -> dg.SkipReason:
    notes = reap(context.instance)
    return dg.SkipReason(" ".join(notes) or "no run's process is gone")
