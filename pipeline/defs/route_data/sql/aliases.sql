-- The site's aliases: old paths that redirect.
SELECT * FROM aliases WHERE site_id = $site ORDER BY from_path
