-- The site's settings.
SELECT * FROM sites WHERE site_id = $site
