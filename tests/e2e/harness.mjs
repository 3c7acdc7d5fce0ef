// Shared set-up for the end-to-end tests: dist/ served on loopback under a sub-path (as a
// static host would serve it), and the system Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The app is served under this sub-path to prove its asset URLs are relative. */
export const BASE_PATH = '/play/chess/';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/** Serves dist/ like a plain static host; resolves to { url, close }. */
export async function serveDist() {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (!path.startsWith(BASE_PATH)) {
      response.writeHead(404).end();
      return;
    }
    let file = normalize(path.slice(BASE_PATH.length) || 'index.html');
    if (file.startsWith('..')) {
      response.writeHead(403).end();
      return;
    }
    if (file.endsWith('/')) file += 'index.html';
    try {
      const body = await readFile(join(DIST, file));
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The system Chromium, headless, with nothing that would reach the network. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-sandbox'],
  });
}

/**
 * Opens the app in a fresh page and waits for the board. Console errors and page errors are
 * collected in `errors` so a test can assert there were none.
 */
export async function openApp(browser, url, { path = '' } = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url + path);
  await page.waitForSelector('[data-testid=board] [data-square=e1]');
  return { page, context, errors };
}
