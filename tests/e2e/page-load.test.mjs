// The built site loads from a sub-path with no console error and shows the starting position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, openApp } from './harness.mjs';

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

test('the page loads without console errors and shows the 32 pieces', async () => {
  const { page, context, errors } = await openApp(browser, server.url);
  assert.equal(await page.locator('[data-square]').count(), 64);
  assert.equal(await page.locator('[data-square][data-piece]').count(), 32);
  assert.equal(await page.getAttribute('[data-square=e1]', 'data-piece'), 'wK');
  assert.equal(await page.getAttribute('[data-square=d8]', 'data-piece'), 'bQ');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every piece image loads', async () => {
  const { page, context } = await openApp(browser, server.url);
  const failed = [];
  page.on('response', (response) => {
    if (!response.ok()) failed.push(response.url());
  });
  await page.reload();
  await page.waitForSelector('[data-square=e1][data-piece]');
  const images = await page.evaluate(async () => {
    const urls = [...document.querySelectorAll('.piece')].map((el) => getComputedStyle(el).backgroundImage);
    return new Set(urls).size;
  });
  assert.equal(images, 12, 'twelve different piece images');
  assert.deepEqual(failed, []);
  await context.close();
});
