// @ts-check
/**
 * Next.js's deployment adapter (`adapterPath` in next.config.ts) for where the site goes: a static file server,
 * which serves the export in out/ as files. Nothing is left to adapt, so it has no hooks. Declaring it still changes
 * the build: without an adapter, Next traces the files a Node.js server running the app would need
 * (`.next/next-server.js.nft.json`), parsing its own server's modules to do it, which a static export never uses.
 * On the 2-core machine that was a quarter of a first (cold) build's time.
 *
 * @type {import('next').NextAdapter}
 */
const staticHostAdapter = { name: 'fjordby-static-host' };

export default staticHostAdapter;
