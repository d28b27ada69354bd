-- The site's theme.
SELECT * FROM themes WHERE site_id = $site
