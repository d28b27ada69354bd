"""Routing: each production's page slug, and the site's route table (every path and what it shows)."""
