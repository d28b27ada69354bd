"""Concurrency pools and retry policies shared by the assets."""

import dagster as dg

# DuckDB allows one writing process per file: every asset or check that opens the warehouse runs in this pool,
# whose limit `dagster.yaml` sets to 1.
WAREHOUSE_POOL = "duckdb_warehouse"

# The client already retries brief failures; this retries the whole step after a longer outage.
INGEST_RETRY = dg.RetryPolicy(max_retries=2, delay=15, backoff=dg.Backoff.EXPONENTIAL)
