"""Pydantic models of every upstream record, as the contract gives them."""
