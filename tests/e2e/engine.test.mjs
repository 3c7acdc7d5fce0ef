// Playing against the engine in its Web Worker: whole games, Move now, New game during a
// search, hints, analysis, and a main thread that never blocks while the engine thinks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshAppPerTest, drag, movesPlayed } from './harness.mjs';

const app = freshAppPerTest();

/** Starts a game against the computer. */
async function playComputer(side, level) {
  await app.page.selectOption('select[aria-label="Your colour against the computer"]', side);
  await app.page.selectOption('select[aria-label="Computer level"]', String(level));
  await app.page.click('button:text-is("Play the computer")');
}

const plies = () => app.page.locator('[data-ply]').count();
const result = () => app.page.getAttribute('[data-testid=status]', 'data-result');

/** Waits until the move list has `n` moves. */
async function waitForPlies(n, timeout = 15000) {
  await app.page.waitForFunction((count) => document.querySelectorAll('[data-ply]').length >= count, n, { timeout });
}

/** Plays some legal move for the side to move, found through the board's own hints. */
async function playAnyMove(colour, random) {
  const squares = await app.page.locator(`[data-testid=board] [data-piece^=${colour}]`).evaluateAll(
    (els) => els.map((e) => e.dataset.square));
  squares.sort(() => random() - 0.5);
  for (const square of squares) {
    await app.page.click(`[data-square=${square}]`);
    const hints = await app.page.locator('[data-hint]').evaluateAll((els) => els.map((e) => e.dataset.square));
    if (hints.length > 0) {
      await app.page.click(`[data-square=${hints[Math.floor(random() * hints.length)]}]`);
      if (await app.page.locator('[data-promotion=q]').count()) await app.page.click('[data-promotion=q]');
      return;
    }
    await app.page.click(`[data-square=${square}]`);
  }
  throw new Error('no legal move found');
}

test('a whole game against the computer at level 1 ends with a result', async () => {
  await playComputer('white', 1);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  while ((await result()) === '*') {
    const before = await plies();
    await playAnyMove('w', random);
    if ((await result()) !== '*') break;
    await waitForPlies(before + 2, 20000);
  }
  assert.match(await app.page.textContent('[data-testid=status]'), /wins|Draw/);
  assert.ok((await plies()) > 4);
});

test('the computer plays White when the player takes Black', async () => {
  await playComputer('black', 2);
  assert.equal(await app.page.getAttribute('[data-testid=board]', 'data-orientation'), 'black');
  await waitForPlies(1);
  assert.equal((await movesPlayed(app.page)).length, 1);
});

test('Move now makes a thinking engine play at once', async () => {
  await playComputer('white', 9);
  await drag(app.page, 'e2', 'e4');
  await app.page.waitForSelector('[data-testid=engine-status][data-thinking]');
  await app.page.waitForTimeout(600);
  const start = Date.now();
  await app.page.click('button:text-is("Move now")');
  await waitForPlies(2, 2000);
  assert.ok(Date.now() - start < 1000, 'the reply came at once');
  assert.equal(await app.page.locator('[data-testid=engine-status][data-thinking]').count(), 0);
});

test('New game during a search never plays the stale move', async () => {
  await playComputer('white', 9);
  await drag(app.page, 'e2', 'e4');
  await app.page.waitForSelector('[data-testid=engine-status][data-thinking]');
  await app.page.click('button:text-is("New game")');
  assert.equal(await plies(), 0);
  // The old search would have answered by now.
  await app.page.waitForTimeout(3500);
  assert.equal(await plies(), 0);
  assert.equal(await app.page.getAttribute('[data-square=e2]', 'data-piece'), 'wP');
  // And the new game works.
  await drag(app.page, 'd2', 'd4');
  await app.page.click('button:text-is("Move now")', { timeout: 5000 }).catch(() => {});
  await waitForPlies(2, 8000);
});

test('Undo during a search takes back the move and the engine stays quiet', async () => {
  await playComputer('white', 9);
  await drag(app.page, 'e2', 'e4');
  await app.page.waitForSelector('[data-testid=engine-status][data-thinking]');
  await app.page.click('button:text-is("Undo")');
  await app.page.waitForTimeout(3500);
  assert.equal(await plies(), 0);
});

test('the main thread has no task over 50 ms while the engine thinks', async () => {
  await playComputer('white', 9);
  await app.page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask' });
  });
  await drag(app.page, 'e2', 'e4');
  await app.page.waitForSelector('[data-testid=engine-status][data-thinking]');
  await waitForPlies(2, 10000);
  await app.page.click('text=Analysis');
  await app.page.waitForTimeout(2000);
  const longTasks = await app.page.evaluate(() => window.longTasks);
  assert.deepEqual(longTasks, [], `long tasks: ${longTasks}`);
});

test('a hint shows the best move as an arrow', async () => {
  await app.page.click('button:text-is("Hint")');
  await app.page.waitForSelector('[data-testid=hint-arrow]', { timeout: 10000 });
  const from = await app.page.getAttribute('[data-testid=hint-arrow]', 'data-from');
  const to = await app.page.getAttribute('[data-testid=hint-arrow]', 'data-to');
  // The hinted move is legal: the board offers it.
  await app.page.click(`[data-square=${from}]`);
  assert.ok((await app.page.locator(`[data-square=${to}][data-hint]`).count()) === 1);
  await app.page.click(`[data-square=${to}]`);
  assert.equal(await app.page.locator('[data-testid=hint-arrow]').count(), 0, 'a move clears the hint');
});

test('analysis shows a deepening evaluation and the line in SAN', async () => {
  assert.equal(await app.page.locator('[data-testid=eval]').count(), 0, 'off by default');
  await app.page.click('text=Analysis');
  await app.page.waitForFunction(() => /depth (1[0-9]|[6-9])/.test(document.querySelector('[data-testid=eval]')?.textContent ?? ''), null, { timeout: 15000 });
  const text = await app.page.textContent('[data-testid=eval]');
  assert.match(text, /[+-]\d+\.\d\d|M\d/);
  assert.match(text, /1\. (e4|d4|Nf3|c4|e3|d3|Nc3|g3)/);
  await app.page.click('text=Analysis');
  assert.equal(await app.page.locator('[data-testid=eval]').count(), 0);
});
