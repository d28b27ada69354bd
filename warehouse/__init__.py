"""The DuckDB warehouse: table models, schema creation and site-scoped loads."""
