-- Every slug each production has had, oldest first.
SELECT production_id, slug FROM slug_history WHERE site_id = $site ORDER BY first_seen, slug
