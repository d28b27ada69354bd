-- Each block's static fields and bindings.
SELECT * FROM block_data WHERE site_id = $site
