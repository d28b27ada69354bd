"""Route data: from the warehouse to one JSON file per route of the static site (pure logic, no Dagster)."""
