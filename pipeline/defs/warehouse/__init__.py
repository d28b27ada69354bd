"""Warehouse: what the site is made of, derived from the ingested data (slugs, routes)."""
