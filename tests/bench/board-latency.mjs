// From pointer release to the updated board in the DOM, in the built app, measured in Chromium
// with the app's own performance marks ("drop" at the release, "drop-to-render" after Yew has
// updated the DOM). Run by `./x bench` after a release build.
import { SHIPPED, serveDist, launchBrowser, openApp, drag, dragMoves } from '../e2e/harness.mjs';

const server = await serveDist(SHIPPED);
const browser = await launchBrowser();
const { page, context } = await openApp(browser, server.url);

// Clicks (select, then destination) taken back, and illegal drops that snap back.
for (let i = 0; i < 10; i++) {
  await page.click('[data-square=e2]');
  await page.click(`[data-square=${i % 2 ? 'e3' : 'e4'}]`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await drag(page, 'e2', 'e6');
}
// A whole game by drag: the Opera game, 33 moves.
await dragMoves(page, `e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7
  b1c3 c7c6 c1g5 b7b5 c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8`);

const durations = await page.evaluate(() =>
  performance.getEntriesByName('drop-to-render', 'measure').map((entry) => entry.duration));
durations.sort((a, b) => a - b);
const at = (q) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))];
console.log(`pointer release (or click) to updated DOM, ${durations.length} moves in Chromium:`);
console.log(`  median ${at(0.5).toFixed(2)} ms, 90th percentile ${at(0.9).toFixed(2)} ms, max ${durations.at(-1).toFixed(2)} ms (one frame: 16.7 ms)`);
await context.close();
await browser.close();
await server.close();
