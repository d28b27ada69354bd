-- The start of the site's first showing not started at $now.
SELECT min(start_time) FROM events WHERE site_id = $site AND start_time >= $now
