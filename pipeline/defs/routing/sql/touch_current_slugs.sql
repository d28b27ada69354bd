-- The current slugs are the ones the last build touched: they are seen again at $now.
UPDATE slug_history SET last_seen = $now
WHERE site_id = $site AND last_seen = (SELECT max(last_seen) FROM slug_history WHERE site_id = $site)
