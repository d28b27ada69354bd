"""HTTP clients for the upstream contract: named endpoints, authentication modes, retries."""
