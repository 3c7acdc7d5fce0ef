// Training figures in the built app in Chromium (run by `./x bench`):
// 1. a puzzle link: from navigation to the puzzle's position on the board, and to the
//    opponent's first move played (which waits half a second on purpose, as on lichess);
// 2. "Your mistakes" over a library of 10,000 games, 334 of them reviewed with three mistakes
//    each (1,002 in all): from the tab's click to every mistake listed, the first time (each
//    reviewed game read) and after a reload (the deck kept).
import { Chess } from 'chess.js';
import { SHIPPED, serveDist, launchBrowser, openApp } from '../e2e/harness.mjs';

const GAMES = 10_000;
const REVIEWED = 334;
const OPERA = `e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 b1c3 c7c6
  c1g5 b7b5 c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8`.split(/\s+/);

/** The Opera game reviewed as if White ("You") had slipped three times: +9, +3, -3, -9. */
function reviewedGame() {
  const chess = new Chess();
  const scoreBefore = (ply) => (ply <= 4 ? 900 : ply <= 6 ? 300 : ply <= 8 ? -300 : -900);
  const review = [];
  for (let ply = 0; ply <= OPERA.length; ply++) {
    const played = OPERA[ply];
    const other = chess.moves({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? ''))
      .find((uci) => uci !== played) ?? '';
    review.push({ score: chess.isCheckmate() ? '#1' : String(scoreBefore(ply)), line: other });
    if (played) chess.move({ from: played.slice(0, 2), to: played.slice(2, 4) });
  }
  chess.header('White', 'You', 'Black', 'Computer', 'Date', '2026.11.20', 'Result', '1-0');
  return JSON.stringify({
    version: 2, pgn: chess.pgn() + ' 1-0\n', ending: null, mode: { kind: 'two-players' },
    orientation: 'white', cursor: Array(OPERA.length).fill(0), clock: null, analysis: false,
    analysis_lines: 1, review,
  });
}

const server = await serveDist(SHIPPED);
const browser = await launchBrowser();

/** Notes in the page when a condition on the DOM first holds (a mutation observer, no polling). */
const watch = (name, test) => `(() => {
  const look = () => { if (!window.__seen?.[${JSON.stringify(name)}] && (${test})()) {
    window.__seen = { ...window.__seen, [${JSON.stringify(name)}]: performance.now() }; } };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
})();`;
const seen = (page, name) => page.waitForFunction((n) => window.__seen?.[n], name, { timeout: 120_000 });

// 1. A puzzle link.
{
  const init = watch('shown', "() => document.querySelector('[data-testid=puzzle][data-puzzle-id] [data-square=a3]')")
    + watch('moved', "() => document.querySelector('[data-square=a3][data-piece=bR]')");
  const { page, context } = await openApp(browser, server.url, { init });
  const times = [];
  for (let run = 0; run < 5; run++) {
    await page.goto(server.url + '?puzzle=002X3');
    times.push([await (await seen(page, 'shown')).jsonValue(), await (await seen(page, 'moved')).jsonValue()]);
  }
  const median = (i) => times.map((t) => t[i]).sort((a, b) => a - b)[2];
  console.log(`puzzle link, median of 5 in Chromium: the puzzle on the board ${median(0).toFixed(0)} ms after `
    + `navigation, its first move played at ${median(1).toFixed(0)} ms (a 500 ms pause on purpose)`);
  await context.close();
}

// 2. Your mistakes over a large library.
{
  const init = watch('listed', `() => document.querySelectorAll('[data-testid=mistake-list] li').length >= ${REVIEWED * 3}`);
  const { page, context } = await openApp(browser, server.url, { init });
  const saved = reviewedGame();
  await page.evaluate(async ({ GAMES, REVIEWED, saved }) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('chess-app');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['summaries', 'games'], 'readwrite');
    for (let i = 0; i < GAMES; i++) {
      const id = `bench-${i}`;
      const reviewed = i < REVIEWED;
      tx.objectStore('summaries').put(JSON.stringify({
        id, updated: 1e12 + i, date: '2026.11.20', white: 'You', black: 'Computer', result: '1-0',
        opening: 'C41 Philidor Defense', plies: 33, reviewed,
      }), id);
      if (reviewed) tx.objectStore('games').put(saved, id);
    }
    await new Promise((resolve) => { tx.oncomplete = resolve; });
    db.close();
  }, { GAMES, REVIEWED, saved });
  const listed = async () => {
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Puzzles' }).click();
    const tab = page.getByRole('tab', { name: /Your mistakes/ });
    await tab.waitFor();
    await tab.evaluate((el) => el.addEventListener('pointerdown', () => { window.__clicked = performance.now(); }, { once: true }));
    await page.evaluate(() => { window.__seen = {}; });
    await tab.click({ noWaitAfter: true });
    const clicked = await page.evaluate(() => window.__clicked);
    const listed = await (await seen(page, 'listed')).jsonValue();
    return Math.round(listed - clicked);
  };
  const first = await listed();
  await page.reload();
  const again = await listed();
  const count = await page.locator('[data-testid=mistake-list] li').count();
  console.log(`your mistakes, ${count} of them across ${GAMES.toLocaleString('en')} games in Chromium: `
    + `listed ${first} ms after the tab's click the first time (${REVIEWED} reviewed games read), `
    + `${again} ms once kept`);
  await context.close();
}
await browser.close();
await server.close();
