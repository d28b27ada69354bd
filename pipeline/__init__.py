"""The Fjordby site pipeline: CMS ingest into DuckDB, route data for the static site, as Dagster assets."""
