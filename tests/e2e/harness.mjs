// Shared set-up for the end-to-end tests: dist/ served on loopback under a sub-path (as a
// static host would serve it), and the system Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
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

/**
 * Registers a test file's hooks: one server and browser for the file, and for each test a fresh
 * page that must end with no console error. Returns the object whose `page`, `context`,
 * `browser` and `server` are those of the test running.
 */
export function freshAppPerTest() {
  const app = {};
  before(async () => {
    app.server = await serveDist();
    app.browser = await launchBrowser();
  });
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  beforeEach(async () => {
    Object.assign(app, await openApp(app.browser, app.server.url));
  });
  afterEach(async () => {
    assert.deepEqual(app.errors, [], 'no console errors');
    await app.context.close();
  });
  return app;
}

/** The centre of a square on screen. */
export async function squareCentre(page, square) {
  const box = await page.locator(`[data-square=${square}]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a piece with the mouse (pointer events), in small steps as a hand would. */
export async function drag(page, from, to) {
  const start = await squareCentre(page, from);
  const end = typeof to === 'string' ? await squareCentre(page, to) : to;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.up();
}

/** Plays moves by dragging, each given as "e2e4". */
export async function dragMoves(page, moves) {
  for (const move of moves.split(/\s+/).filter(Boolean)) {
    await drag(page, move.slice(0, 2), move.slice(2, 4));
    await page.waitForSelector(`[data-square=${move.slice(2, 4)}][data-piece]`);
  }
}

/** Plays moves typed into the move box, in SAN. */
export async function typeMoves(page, sans) {
  for (const san of sans.split(/\s+/).filter(Boolean)) {
    const before = await page.locator('[data-ply]').count();
    await page.fill('[data-testid=move-input]', san);
    await page.press('[data-testid=move-input]', 'Enter');
    await page.waitForFunction((n) => document.querySelectorAll('[data-ply]').length > n, before);
  }
}

/** The move list's SAN, in order. */
export async function movesPlayed(page) {
  return page.locator('[data-testid=moves] [data-ply]').allTextContents();
}

/** The piece code on a square, or null. */
export function pieceOn(page, square) {
  return page.getAttribute(`[data-square=${square}]`, 'data-piece');
}

/** The squares carrying an attribute, sorted. */
export async function squaresWith(page, attribute, value) {
  const selector = value === undefined ? `[${attribute}]` : `[${attribute}="${value}"]`;
  const squares = await page.locator(`[data-testid=board] ${selector}`).evaluateAll((els) => els.map((e) => e.dataset.square));
  return squares.sort();
}
