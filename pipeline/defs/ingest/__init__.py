"""Ingest: each upstream dataset into the warehouse, with checks on what arrived."""
