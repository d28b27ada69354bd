-- Each production's kind and title, to name its route.
SELECT production_id, object, title FROM productions WHERE site_id = $site
