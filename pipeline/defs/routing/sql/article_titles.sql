-- Each article's title, to name its route.
SELECT article_id, title FROM articles WHERE site_id = $site
