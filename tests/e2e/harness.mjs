// Shared set-up for the end-to-end tests: the e2e build in target/dist-e2e/ (the shipped site
// plus the test hooks, `--features test-hooks`; ./x test e2e builds it) served on loopback under a
// sub-path (as a static host would serve it), and the system Chromium driven by
// playwright-core. Each test file has its own server and browser (files run concurrently);
// each test its own browser context, so storage never leaks between tests.
import { createServer } from 'node:http';
import { readFile, access } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';

export const DIST = fileURLToPath(new URL('../../target/dist-e2e/', import.meta.url));
/** The shipped site (`trunk build --release`), which the benchmarks measure. */
export const SHIPPED = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The app is served under this sub-path to prove its asset URLs are relative. */
export const BASE_PATH = '/play/chess/';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const LANDSCAPE = { width: 844, height: 390 };

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
  '.pgn': 'application/x-chess-pgn',
};

/**
 * Serves a directory like a plain static host; resolves to { url, close, serve(dir), requests }.
 * `serve(dir)` switches what is served (a new deployment); `requests` lists every path asked.
 */
export async function serveDist(dir = DIST) {
  try {
    await access(join(dir, 'index.html'));
  } catch {
    throw new Error(`${dir} has no build: run \`trunk build --release\` (./x test does) first`);
  }
  let root = dir;
  const requests = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    requests.push(path);
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
      const body = await readFile(join(root, file));
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    serve: (next) => { root = next; },
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }),
  };
}

/** The system Chromium, headless, with nothing that would reach the network. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-sandbox'],
  });
}

/** A browser context at a size, with touch for phones. */
export function newContext(browser, viewport = DESKTOP, extra = {}) {
  const touch = viewport.width < 900 && viewport !== DESKTOP;
  return browser.newContext({ viewport, hasTouch: touch, isMobile: touch, ...extra });
}

/** Collects console errors and page errors of a page into an array. */
export function collectErrors(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Records, in the page, each text the element at `selector` shows (null while there is none): a
 * text that lasts less than one of the test's round trips is kept all the same. Gives a reader of
 * the texts so far, in order, each different from the one before.
 */
export async function recordTexts(page, selector) {
  const key = `__texts ${selector}`;
  await page.evaluate(([key, selector]) => {
    const texts = (window[key] = []);
    const look = () => {
      const text = document.querySelector(selector)?.textContent ?? null;
      if (texts.length === 0 || text !== texts.at(-1)) texts.push(text);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, [key, selector]);
  return () => page.evaluate((key) => window[key], key);
}

/** Waits for the app's board (all 64 squares drawn). */
export function waitForBoard(page) {
  return page.waitForSelector('[data-testid=board] [data-square=h8]');
}

/**
 * Opens the app in a fresh context. `query` is added to the address (e.g. "?seed=7"),
 * `init` runs in the page before any of its scripts.
 */
export async function openApp(browser, url, { viewport = DESKTOP, query = '', init, contextOptions } = {}) {
  const context = await newContext(browser, viewport, contextOptions);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url + query);
  await waitForBoard(page);
  return { page, context, errors };
}

/**
 * Registers a test file's hooks: one server and browser for the file, and for each test a
 * fresh page that must end with no console error. Returns the object whose `page`, `context`,
 * `errors`, `browser` and `server` are those of the test running. `options` go to openApp;
 * the engine is seeded (`?seed=7`) so its games repeat run after run.
 */
export function freshAppPerTest(options = {}) {
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
    const query = options.query ?? '?seed=7&test-hooks';
    Object.assign(app, await openApp(app.browser, app.server.url, { ...options, query }));
  });
  afterEach(async () => {
    const errors = app.errors.filter((e) => !(app.allowedErrors ?? []).some((allowed) => allowed.test(e)));
    app.allowedErrors = [];
    await app.context.close();
    assert.deepEqual(errors, [], 'no console errors');
  });
  return app;
}

/** The centre of a square on screen. */
export async function squareCentre(page, square) {
  const box = await page.locator(`[data-square=${square}]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a piece with the mouse (pointer events), in small steps as a hand would. */
export async function drag(page, from, to, { button = 'left' } = {}) {
  const start = await squareCentre(page, from);
  const end = typeof to === 'string' ? await squareCentre(page, to) : to;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down({ button });
  await page.mouse.move(end.x, end.y, { steps: 6 });
  await page.mouse.up({ button });
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) at about its own present, so
 * nothing elapses by itself afterwards: only `page.clock.runFor` moves it. Aims 50 ms ahead, as
 * the page's time goes on while the test asks for it; tries again if it went past anyway.
 */
export async function pauseClock(page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 5 || !/past/.test(String(error))) throw error;
    }
  }
}

/** Plays moves by dragging, each given as "e2e4". */
export async function dragMoves(page, moves) {
  for (const move of moves.split(/\s+/).filter(Boolean)) {
    const before = await plies(page);
    await drag(page, move.slice(0, 2), move.slice(2, 4));
    await waitForPlies(page, before + 1);
  }
}

/** Plays moves typed into the move box, in SAN or UCI. */
export async function typeMoves(page, sans) {
  for (const san of sans.split(/\s+/).filter(Boolean)) {
    const before = await page.locator('[data-testid=moves] [data-san]').count();
    await page.fill('[data-testid=move-input]', san);
    await page.press('[data-testid=move-input]', 'Enter');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=moves] [data-san]').length > n, before);
  }
}

/** The main line's moves in SAN, in order. */
export function movesPlayed(page) {
  return page.locator('[data-testid=moves] [data-ply]').evaluateAll((els) => els.map((e) => e.dataset.san));
}

/** How many main-line moves the list shows. */
export function plies(page) {
  return page.locator('[data-testid=moves] [data-ply]').count();
}

/** Waits until the main line has at least `n` moves. */
export function waitForPlies(page, n, timeout = 15000) {
  return page.waitForFunction((count) => document.querySelectorAll('[data-testid=moves] [data-ply]').length >= count, n, { timeout });
}

/** The piece code on a square, or null. */
export function pieceOn(page, square) {
  return page.getAttribute(`[data-testid=board] [data-square=${square}]`, 'data-piece');
}

/**
 * Asserts that `read()` comes to equal `expected`, polled until the timeout: a key or a click is
 * dispatched before the page has drawn its effect (Yew renders in a later task when it is
 * already busy), so a read straight after one may see the page before it.
 */
export async function eventually(read, expected, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await new Promise((wake) => setTimeout(wake, 50));
    actual = await read();
  }
  assert.deepEqual(actual, expected);
}

/** Asserts that the squares come to hold the pieces given (`{ f3: null, g1: 'wN' }`). */
export function expectPieces(page, expected, timeout) {
  const read = async () => {
    const pieces = {};
    for (const square of Object.keys(expected)) pieces[square] = await pieceOn(page, square);
    return pieces;
  };
  return eventually(read, expected, timeout);
}

/** Asserts that the move list comes to mark the given ply as the one shown. */
export function expectCurrentPly(page, ply, timeout) {
  const read = () => page.getAttribute('[data-testid=moves] [aria-current=true]', 'data-ply');
  return eventually(read, String(ply), timeout);
}

/** The squares carrying an attribute, sorted. */
export async function squaresWith(page, attribute, value) {
  const selector = value === undefined ? `[${attribute}]` : `[${attribute}="${value}"]`;
  const squares = await page.locator(`[data-testid=board] ${selector}`).evaluateAll((els) => els.map((e) => e.dataset.square));
  return squares.sort();
}

/** The status line's text and result. */
export async function status(page) {
  const element = page.locator('[data-testid=status]');
  return { text: await element.textContent(), result: await element.getAttribute('data-result') };
}

/** Clicks a button of the confirmation dialog whose name starts with `name`. */
export async function confirm(page, name) {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Starts a game through the "New game" dialog (confirming the loss of a game in progress).
 * Choices: opponent 'computer' | 'friend', colour, level, time ('untimed', a preset label such
 * as '3+2', or { minutes, increment }), variant 'standard' | 'chess960' | 'position', fen.
 */
export async function newGame(page, choices = {}) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'New game' }).click();
  await page.waitForSelector('[role=dialog], [role=alertdialog]');
  if (await page.getByRole('alertdialog').count()) await confirm(page, 'Leave');
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  const select = (label, value) => dialog.getByLabel(label, { exact: true }).selectOption(value);
  await select('Opponent', choices.opponent === 'friend' ? 'friend' : 'computer');
  if (choices.opponent !== 'friend') {
    await select('Colour', choices.colour ?? 'white');
    await select('Level', String(choices.level ?? 1));
  }
  const time = choices.time ?? 'untimed';
  if (typeof time === 'object') {
    await select('Time control', 'custom');
    await dialog.getByLabel('Minutes').fill(String(time.minutes));
    await dialog.getByLabel('Minutes').dispatchEvent('change');
    await dialog.getByLabel('Increment').fill(String(time.increment));
    await dialog.getByLabel('Increment').dispatchEvent('change');
  } else if (time === 'untimed') {
    await select('Time control', 'untimed');
  } else {
    await select('Time control', { label: time });
  }
  await select('Variant', choices.variant ?? 'standard');
  if (choices.fen !== undefined) {
    await dialog.getByLabel('Position (FEN)').fill(choices.fen);
    await dialog.getByLabel('Position (FEN)').dispatchEvent('change');
  }
  await dialog.getByRole('button', { name: 'Start' }).click();
  if (choices.expectError) return;
  await dialog.waitFor({ state: 'detached' });
  await waitForBoard(page);
}

/** Opens a menu dialog ("Games", "Import", "Export", "Settings", "?"). */
export async function openMenu(page, name) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name, exact: true }).click();
}

/** Imports FEN or PGN text through the Import dialog with one of its buttons. */
export async function importText(page, text, button = 'Load and analyse') {
  await openMenu(page, 'Import');
  await page.fill('[data-testid=import-text]', text);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** Is the element's box entirely inside the viewport? */
export async function inViewport(page, selector) {
  return page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top >= -1 && box.left >= -1
      && box.bottom <= window.innerHeight + 1 && box.right <= window.innerWidth + 1;
  });
}

/** Does the page scroll sideways? */
export function scrollsSideways(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The engine worker's two builds, as the page names them: with wasm SIMD, and without. */
export const WORKER_SCRIPTS = { simd: './engine-worker-simd_loader.js', plain: './engine-worker_loader.js' };

/**
 * What a fresh engine worker (by default the SIMD build, which Chromium loads) answers to
 * `command` (its first line starting with `prefix`).
 */
export function askWorker(page, command, prefix, script = WORKER_SCRIPTS.simd) {
  return page.evaluate(([command, prefix, script]) => new Promise((resolve) => {
    const worker = new Worker(script);
    worker.onmessage = (event) => {
      if (event.data === 'ready') {
        worker.postMessage(`1\n${command}`);
      } else if (event.data.startsWith(`1 ${prefix}`)) {
        worker.terminate();
        resolve(event.data.slice(2));
      }
    };
  }), [command, prefix, script]);
}
