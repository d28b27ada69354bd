-- The site's articles, newest first, under the contract's names.
SELECT * EXCLUDE (site_id, article_id, locale), article_id AS id, locale AS node_locale
FROM articles WHERE site_id = $site
ORDER BY created_at DESC, "order", article_id
