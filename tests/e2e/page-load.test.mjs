// The built site loads from a sub-path with no console error, no failed request, every piece
// drawn, and the opening names fetched.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, newContext, collectErrors, waitForBoard } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('the page loads with no console error and no failed request, and shows the 32 pieces', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const failed = [];
  page.on('response', (response) => {
    if (!response.ok()) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(server.url, { waitUntil: 'load' });
  await waitForBoard(page);
  // The opening names come a moment later, by fetch: wait for the network to settle.
  await page.waitForLoadState('networkidle');
  // The engine starts with its first request: a two-player board never loads it (the size
  // budget counts the first paint without it, tests/bench/dist-size.mjs).
  assert.ok(!fetched.some((path) => path.includes('engine-worker')), fetched.join(' '));
  assert.equal(await page.locator('[data-square]').count(), 64);
  assert.equal(await page.locator('[data-square][data-piece]').count(), 32);
  assert.equal(await page.getAttribute('[data-square=e1]', 'data-piece'), 'wK');
  assert.equal(await page.getAttribute('[data-square=d8]', 'data-piece'), 'bQ');
  assert.ok(server.requests.some((path) => path.endsWith('/openings.pgn')), 'the opening names were fetched');
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every piece is drawn from the inlined images: twelve different ones, no request for them', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(server.url);
  await waitForBoard(page);
  const images = await page.evaluate(() => [...document.querySelectorAll('[data-testid=board] .piece')]
    .map((el) => getComputedStyle(el).backgroundImage));
  assert.equal(images.length, 32);
  assert.ok(images.every((image) => image.startsWith('url("data:image/svg+xml')), 'inlined, so they paint with the board');
  assert.equal(new Set(images).size, 12, 'twelve different piece images');
  assert.equal(server.requests.filter((path) => path.endsWith('.svg') && path.includes('pieces')).length, 0);
  await context.close();
});
