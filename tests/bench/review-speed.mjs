// Game review of a 60-move game (tests/bench/data/sixty-moves.pgn, Stockfish self-play) at the
// app's default budget, in the built app in Chromium: from the click on "Review game" to the
// accuracies shown, and the longest main-thread task meanwhile. Run by `./x bench`.
import { readFileSync } from 'node:fs';
import { SHIPPED, serveDist, launchBrowser, openApp, importText } from '../e2e/harness.mjs';

const pgn = readFileSync(new URL('./data/sixty-moves.pgn', import.meta.url), 'utf8');
const server = await serveDist(SHIPPED);
const browser = await launchBrowser();
const { page, context } = await openApp(browser, server.url);

await importText(page, pgn, 'Load and analyse');
await page.evaluate(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
    .observe({ type: 'longtask' });
});
const started = Date.now();
await page.getByRole('button', { name: 'Review game' }).click();
await page.waitForSelector('[data-testid=accuracy-white]', { timeout: 600_000 });
const seconds = (Date.now() - started) / 1000;
const plies = await page.locator('[data-testid=moves] [data-ply]').count();
const longest = Math.max(0, ...await page.evaluate(() => window.longTasks));
console.log(`review of a ${plies / 2}-move game (${plies + 1} positions): ${seconds.toFixed(1)} s `
  + `(${(seconds * 1000 / (plies + 1)).toFixed(0)} ms a position); longest main-thread task ${longest.toFixed(0)} ms`);
await context.close();
await browser.close();
await server.close();
