"""Publishing: a site's releases, how they go live and are rolled back, the hosts' configurations that serve them,
and the local preview server."""
