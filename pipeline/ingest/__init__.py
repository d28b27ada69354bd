"""From checked upstream records to warehouse rows."""
