"""Publishing: a site's releases, how they go live and are rolled back, and the hosts' configurations that serve
them."""
