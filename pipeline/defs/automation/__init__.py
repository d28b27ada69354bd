"""Automation: when the site is rebuilt (nightly, and when the CMS's content changes)."""
