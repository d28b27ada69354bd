"""The sample CMS: a loopback HTTP server that implements the whole upstream contract."""
