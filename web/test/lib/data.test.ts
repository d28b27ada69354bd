import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import {
  countRoutes,
  loadChunk,
  loadManifest,
  loadNotFoundRoute,
  loadRoute,
  loadRoutes,
  loadSearchIndex,
  loadSite,
  loadSiteConfig,
  renderOnly,
  routeDataDir,
  RouteDataError,
} from '@/lib/data';

import { FIXTURES } from '../fixtures';

const FILM = '/melodien-fra-nordheim-dxm-1001293';

describe('reading the fixture folder', () => {
  test('the manifest lists every route with its file', async () => {
    const manifest = await loadManifest(FIXTURES);
    expect(manifest.routes.map((route) => [route.path, route.file])).toEqual([
      ['/', 'routes/index.json'],
      ['/404.html', 'routes/404.html.json'],
      ['/article/nye-seter', 'routes/article/nye-seter.json'],
      ['/kino', 'routes/kino.json'],
      [FILM, 'routes/melodien-fra-nordheim-dxm-1001293.json'],
    ]);
  });

  test('site.json', async () => {
    const site = await loadSite(FIXTURES);
    expect(site.title).toBe('Fjordby kulturhus');
    expect(site.theme.search.submitPath).toBe('/sok');
  });

  test('a route by its path, / and nested ones included', async () => {
    expect((await loadRoute('/', FIXTURES)).title).toBe('Forside');
    expect((await loadRoute('/kino', FIXTURES)).blocks).toHaveLength(4);
    expect((await loadRoute('/article/nye-seter', FIXTURES)).article?.slug).toBe('nye-seter');
  });

  test('a path the manifest does not have is an error naming it', async () => {
    await expect(loadRoute('/finnes-ikke', FIXTURES)).rejects.toThrow(
      `${path.join(FIXTURES, 'manifest.json')} has no route /finnes-ikke`,
    );
  });

  test('the not-found route', async () => {
    const route = await loadNotFoundRoute(FIXTURES);
    expect([route.path, route.kind, route.title]).toEqual(['/404.html', 'not-found', '404']);
  });

  test('every route at once, in manifest order', async () => {
    expect((await loadRoutes(FIXTURES)).map((route) => route.path)).toEqual([
      '/',
      '/404.html',
      '/article/nye-seter',
      '/kino',
      FILM,
    ]);
  });

  test('a further page of a listing', async () => {
    const chunk = await loadChunk('chunks/melodien-fra-nordheim-dxm-1001293/1/items/2.json', FIXTURES);
    expect(chunk.page).toBe(2);
    expect(chunk.items.map((item) => item.id)).toEqual(['ev-25']);
  });

  test.each(['../site.json', 'chunks/../site.json', 'site.json', '/etc/passwd'])(
    'a chunk name outside chunks/ (%s) is refused',
    async (file) => {
      await expect(loadChunk(file, FIXTURES)).rejects.toThrow(`${file} is not a chunk file of ${FIXTURES}`);
    },
  );
});

describe('a folder that is not format version 4', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'route-data-'));
    await cp(FIXTURES, dir, { recursive: true });
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function rewrite(file: string, change: (value: Record<string, unknown>) => void): Promise<void> {
    const value = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    change(value);
    await writeFile(path.join(dir, file), JSON.stringify(value));
  }

  test('another formatVersion in site.json names the file and both versions', async () => {
    await rewrite('site.json', (site) => {
      site.formatVersion = 2;
    });
    const error = loadSite(dir);
    await expect(error).rejects.toThrow(RouteDataError);
    await expect(error).rejects.toThrow(
      `${path.join(dir, 'site.json')} has formatVersion 2; this site reads format version 6`,
    );
  });

  test('a route file without formatVersion names the route file', async () => {
    await rewrite('routes/kino.json', (route) => {
      delete route.formatVersion;
    });
    await expect(loadRoute('/kino', dir)).rejects.toThrow(
      `${path.join(dir, 'routes/kino.json')} has formatVersion undefined; this site reads format version 6`,
    );
    await expect(loadRoutes(dir)).rejects.toThrow(path.join(dir, 'routes/kino.json'));
  });

  test('an old manifest', async () => {
    await rewrite('manifest.json', (manifest) => {
      manifest.formatVersion = 1;
    });
    await expect(loadManifest(dir)).rejects.toThrow(
      `${path.join(dir, 'manifest.json')} has formatVersion 1; this site reads format version 6`,
    );
  });

  test('a file that is not JSON', async () => {
    await writeFile(path.join(dir, 'site.json'), '{"formatVersion": 3,');
    await expect(loadSite(dir)).rejects.toThrow(`${path.join(dir, 'site.json')} is not valid JSON`);
  });

  test('the search index, for the search page to list; one that is not a list names the file', async () => {
    const entry = {
      k: 'page',
      t: 'Praktisk informasjon',
      s: '',
      d: [],
      c: null,
      r: null,
      f: [],
      x: 'rullestolplasser',
      u: '/praktisk-informasjon',
    };
    await writeFile(path.join(dir, 'search-index.json'), JSON.stringify([entry]));
    expect(await loadSearchIndex(dir)).toEqual([entry]);
    await writeFile(path.join(dir, 'search-index.json'), '{"k": "page"}');
    await expect(loadSearchIndex(dir)).rejects.toThrow(
      `${path.join(dir, 'search-index.json')} is not a list of search entries`,
    );
  });

  test('a folder without route data', async () => {
    const empty = path.join(dir, 'empty');
    await expect(loadManifest(empty)).rejects.toThrow(
      `${path.join(empty, 'manifest.json')} does not exist (ROUTE_DATA_DIR is ${empty})`,
    );
  });
});

describe('the folder read', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test('is ROUTE_DATA_DIR, relative to the working directory', () => {
    vi.stubEnv('ROUTE_DATA_DIR', 'test/fixtures/data');
    expect(routeDataDir()).toBe(path.join(process.cwd(), 'test/fixtures/data'));
  });

  test('must be set: each site has route data of its own', () => {
    vi.stubEnv('ROUTE_DATA_DIR', '');
    expect(() => routeDataDir()).toThrow(
      'ROUTE_DATA_DIR is not set: name the route data to build from, e.g. ../build/sites/<site>/current/data ' +
        '(scripts/web-build sets it)',
    );
  });

  test('is what the loaders read by default', async () => {
    vi.stubEnv('ROUTE_DATA_DIR', FIXTURES);
    expect((await loadSite()).siteId).toBe('site-fjordby');
  });
});

describe('the site config next.config.ts reads', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test('is site.json, read synchronously: membership, events and theme', () => {
    const site = loadSiteConfig(FIXTURES);
    expect(site?.membership).toEqual({ enabled: false, partner: null, apiBase: null });
    expect(site?.publicEvents).toEqual({ baseUrl: 'https://events.example.no', site: 'site118a' });
    expect(site?.theme.logo).toBe('https://images.example.no/fjordby/logo.svg');
  });

  test('is read from ROUTE_DATA_DIR by default', () => {
    vi.stubEnv('ROUTE_DATA_DIR', FIXTURES);
    expect(loadSiteConfig()?.publicEvents?.site).toBe('site118a');
  });

  test('is nothing when site.json is missing or unreadable: no membership area, no events', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'route-data-'));
    try {
      expect(loadSiteConfig(dir)).toBeNull();
      await writeFile(path.join(dir, 'site.json'), '{"membership": {"enabled": tr');
      expect(loadSiteConfig(dir)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('reads the routes a partial export renders from the file FJORDBY_RENDER_ONLY names; none: every one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'render-only-'));
    try {
      await writeFile(path.join(dir, 'render-only.txt'), '/kino\n/\n');
      expect(renderOnly(path.join(dir, 'render-only.txt'))).toEqual(new Set(['/kino', '/']));
      expect(renderOnly(undefined)).toBeNull();
      expect(renderOnly('')).toBeNull();
      // The build workers count the routes to render.
      expect(countRoutes(FIXTURES, renderOnly(path.join(dir, 'render-only.txt')))).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('counts the routes of manifest.json, for the build workers; none without it', async () => {
    expect(countRoutes(FIXTURES)).toBe(5);
    const dir = await mkdtemp(path.join(tmpdir(), 'route-data-'));
    try {
      expect(countRoutes(dir)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the files every page reads', () => {
  test('are parsed once per version of the file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'route-data-'));
    try {
      await cp(FIXTURES, dir, { recursive: true });
      const first = await loadSite(dir);
      expect(await loadSite(dir)).toBe(first);
      await writeFile(path.join(dir, 'site.json'), JSON.stringify({ ...first, title: 'Et annet hus' }));
      expect((await loadSite(dir)).title).toBe('Et annet hus');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
