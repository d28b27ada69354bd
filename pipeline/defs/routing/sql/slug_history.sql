-- Every slug each production has had, and when it was first and last seen.
SELECT production_id, slug, first_seen, last_seen FROM slug_history WHERE site_id = $site
