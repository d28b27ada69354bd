"""Every run, the UI's "Materialize all" included, executes in one process: steps are quick, and starting
a Python process per step is not."""

import dagster as dg


@dg.definitions
def executor() -> dg.Definitions:
    return dg.Definitions(executor=dg.in_process_executor)
