-- The site's events by start, but those that started before $from (when given): a showing is for sale until it
-- starts.
SELECT * EXCLUDE (site_id, event_id, production_parent_slug, production_page_reference), event_id AS id
FROM events
WHERE site_id = $site AND ($from IS NULL OR start_time >= $from)
ORDER BY start_time, event_number
