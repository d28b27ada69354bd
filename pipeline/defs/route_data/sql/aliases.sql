-- The site's aliases: old paths that redirect.
SELECT from_path, to_path FROM aliases WHERE site_id = $site ORDER BY from_path
