// Playing against the engine in its Web Worker: whole games, stale answers, hints,
// the analysis board's lines and bar, a seeded engine, and a main thread that never blocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  WORKER_SCRIPTS, askWorker, freshAppPerTest, pauseClock, openApp, drag, typeMoves, movesPlayed, plies, waitForPlies, newGame, status,
} from './harness.mjs';

const app = freshAppPerTest();

const thinking = () => app.page.locator('[data-testid=engine-status][data-thinking]');

/** Plays some legal move for the side to move, found through the board's own hints. */
async function playAnyMove(page, colour, random) {
  const squares = await page.locator(`[data-testid=board] [data-piece^=${colour}]`).evaluateAll(
    (els) => els.map((e) => e.dataset.square));
  squares.sort(() => random() - 0.5);
  for (const square of squares) {
    await page.click(`[data-square=${square}]`);
    const hints = await page.locator('[data-hint]').evaluateAll((els) => els.map((e) => e.dataset.square));
    if (hints.length > 0) {
      await page.click(`[data-square=${hints[Math.floor(random() * hints.length)]}]`);
      if (await page.locator('[data-promotion=q]').count()) await page.click('[data-promotion=q]');
      return;
    }
    await page.click(`[data-square=${square}]`);
  }
  throw new Error('no legal move found');
}

test('the engine worker fetches the evaluation network and evaluates with it', async () => {
  assert.match(await askWorker(app.page, 'eval', 'info string eval'), /\(side to move, network\)$/);
});

test('both builds of the engine worker search the bench alike, node for node', async () => {
  const nodes = async (script) => Number((await askWorker(app.page, 'bench', 'Nodes searched', script)).match(/\d+/)[0]);
  const [simd, plain] = [await nodes(WORKER_SCRIPTS.simd), await nodes(WORKER_SCRIPTS.plain)];
  assert.ok(simd > 100_000, `${simd} nodes`);
  assert.equal(simd, plain);
  assert.match(await askWorker(app.page, 'eval', 'info string eval', WORKER_SCRIPTS.plain), /\(side to move, network\)$/);
});

/** The computer's first move as White, and which engine worker's wasm the page fetched. */
async function workerWasmsForFirstMove(page) {
  const wasms = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/engine-worker.*\.wasm$/.test(path)) wasms.push(path.split('/').pop());
  });
  await newGame(page, { colour: 'black', level: 1 });
  await waitForPlies(page, 1);
  return wasms;
}

test('the page runs the SIMD engine worker where wasm SIMD validates, and the plain one where not', async () => {
  assert.deepEqual(await workerWasmsForFirstMove(app.page), ['engine-worker-simd_bg.wasm']);
  // A browser without wasm SIMD refuses the page's probe module.
  const noSimd = await openApp(app.browser, app.server.url, {
    init: () => { WebAssembly.validate = () => false; },
  });
  assert.deepEqual(await workerWasmsForFirstMove(noSimd.page), ['engine-worker_bg.wasm']);
  assert.deepEqual(noSimd.errors, []);
  await noSimd.context.close();
});

test('a whole game against the computer at level 1 ends with a result', async () => {
  await newGame(app.page, { colour: 'white', level: 1 });
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  while ((await status(app.page)).result === '*') {
    const before = await plies(app.page);
    await playAnyMove(app.page, 'w', random);
    if ((await status(app.page)).result !== '*') break;
    await waitForPlies(app.page, before + 2, 20000);
  }
  assert.match((await status(app.page)).text, /wins|Draw/);
  assert.ok((await plies(app.page)) > 4);
  // The game's end offers what comes next.
  for (const name of ['Review game', 'Rematch', 'New game']) {
    assert.equal(await app.page.getByRole('group', { name: 'Game over' }).getByRole('button', { name }).count(), 1, name);
  }
});

test('the computer plays White when the player takes Black, and Rematch swaps colours', async () => {
  await newGame(app.page, { colour: 'black', level: 2 });
  assert.equal(await app.page.getAttribute('[data-testid=board]', 'data-orientation'), 'black');
  assert.equal(await app.page.textContent('[data-testid=player-bottom] .player-name'), 'You');
  assert.match(await app.page.textContent('[data-testid=player-top] .player-name'), /Computer · Level 2, about \d+/);
  await waitForPlies(app.page, 1);
  assert.equal((await movesPlayed(app.page)).length, 1);
  await app.page.getByRole('button', { name: 'Resign' }).click();
  await app.page.getByRole('alertdialog').getByRole('button', { name: /^Resign/ }).click();
  await app.page.getByRole('button', { name: 'Rematch' }).click();
  assert.equal(await app.page.getAttribute('[data-testid=board]', 'data-orientation'), 'white');
  assert.equal(await plies(app.page), 0);
});

test('a stale answer from the last game is never played in the next one, where it would be legal', async () => {
  // The player takes Black, so the engine's answer is White's first move: legal in the next
  // game too. The engine's reply is held back a moment before it is shown; with the page's
  // clock paused (at its own time: nothing elapses by itself), the new game starts while the
  // old reply waits.
  await app.page.clock.install();
  // Paused before the game starts: under load, the time a new game takes to set up could
  // otherwise outlast the reply's wait.
  await pauseClock(app.page);
  await newGame(app.page, { colour: 'black', level: 1 });
  await app.page.waitForTimeout(1500); // The level-1 search has answered (in real time) and waits.
  assert.equal(await plies(app.page), 0, 'the reply is still held back');
  await newGame(app.page, { colour: 'black', level: 9, time: '30+0' });
  await app.page.clock.runFor(2_000); // The old answer's moment comes and goes.
  await app.page.waitForTimeout(300);
  assert.equal(await plies(app.page), 0, 'the old game\'s answer was not played');
  assert.equal(await app.page.locator('[data-testid=notice]').count(), 0, 'no engine restarted: the path under test is the stale answer');
  await app.page.getByRole('button', { name: 'Move now' }).click();
  await app.page.clock.runFor(1_000);
  await waitForPlies(app.page, 1, 5000);
  await app.page.clock.runFor(2_000);
  assert.equal(await plies(app.page), 1, 'exactly one engine move');
});

test('Undo during a search takes back the move and the engine stays quiet', async () => {
  // Level 1 answers at once in real time; with the page's clock paused its reply waits to be
  // shown, so only Undo cancelling it keeps it off the board when the clock moves on.
  await app.page.clock.install();
  await newGame(app.page, { colour: 'white', level: 1 });
  await pauseClock(app.page);
  await drag(app.page, 'e2', 'e4');
  await thinking().waitFor();
  await app.page.waitForTimeout(1000); // The search has answered; its reply waits.
  await app.page.getByRole('button', { name: 'Undo' }).click();
  await app.page.clock.runFor(3_000);
  await app.page.waitForTimeout(300);
  assert.equal(await plies(app.page), 0);
  assert.equal(await thinking().count(), 0);
  // A reply heard after Undo would be tried on the position before e4 and refused, aloud.
  assert.equal(await app.page.locator('[data-testid=notice]').count(), 0, 'the old reply was heard');
});

test('a hint shows the best move as an arrow, and a move clears it', async () => {
  await app.page.getByRole('button', { name: 'Hint' }).click();
  await app.page.waitForSelector('[data-testid=hint-arrow]', { state: 'attached', timeout: 10000 });
  const from = await app.page.getAttribute('[data-testid=hint-arrow]', 'data-from');
  const to = await app.page.getAttribute('[data-testid=hint-arrow]', 'data-to');
  await app.page.click(`[data-square=${from}]`);
  assert.equal(await app.page.locator(`[data-square=${to}][data-hint]`).count(), 1, 'the hinted move is legal');
  await app.page.click(`[data-square=${to}]`);
  assert.equal(await app.page.locator('[data-testid=hint-arrow]').count(), 0);
});

test('analysis: lines with score and depth, the bar, the best move arrow, a line played into the tree', async () => {
  assert.equal(await app.page.locator('[data-testid=analysis]').count(), 0, 'off by default');
  await typeMoves(app.page, 'e4 e5 Nf3');
  await app.page.getByLabel('Analysis', { exact: true }).check();
  await app.page.getByLabel('Analysis lines').selectOption('3');
  await app.page.waitForFunction(() => {
    const lines = [...document.querySelectorAll('[data-testid=pv]')];
    // Deep enough for the best line to settle (at depth 10 the engine still toys with 2... d5,
    // a few centipawns ahead of 2... Nf6; from depth 11 it is third or gone).
    const depth = (l) => Number(l.querySelector('.pv-depth').textContent.replace('depth ', ''));
    return lines.length === 3 && lines.every((l) => depth(l) >= 12);
  }, null, { timeout: 30000 });
  const lines = await app.page.locator('[data-testid=pv]').allTextContents();
  for (const line of lines) assert.match(line, /^[+-]\d+\.\d\d|^#-?\d+/, line);
  assert.match(lines[0], /(Nc6|Nf6|d6)/, lines[0]);
  const score = await app.page.getAttribute('[data-testid=eval]', 'data-score');
  assert.match(score, /^-?\d+$|^#-?\d+$/);
  assert.ok(Math.abs(Number(score)) < 150, `a balanced opening: ${score}`);
  assert.equal(await app.page.locator('[data-testid=shapes] [data-testid=hint-arrow]').count(), 1, 'the best move as an arrow');
  // Clicking the first move of the first line plays it into the game's tree. The lines move
  // on as the search deepens: read the move and click it in one step, once (a locator's
  // evaluate may run again on the button that takes its place).
  const first = await app.page.evaluate(() => {
    const button = document.querySelector('[data-testid=pv] .pv-move');
    const text = button.textContent;
    button.click();
    return text;
  });
  const moves = await movesPlayed(app.page);
  assert.equal(moves.at(-1), first.replace(/^\d+\.+\s*/, ''), `${first}: ${moves}`);
  assert.equal(moves.length, 4, `${first}: ${moves}`);
  await app.page.getByLabel('Analysis', { exact: true }).uncheck();
  assert.equal(await app.page.locator('[data-testid=analysis]').count(), 0);
});

test('a seeded engine plays the same game twice', async () => {
  const firstMoves = async () => {
    const { page, context } = await openApp(app.browser, app.server.url, { query: '?seed=11' });
    await newGame(page, { colour: 'black', level: 1 });
    await waitForPlies(page, 1);
    await typeMoves(page, 'e6');
    await waitForPlies(page, 3);
    await typeMoves(page, 'd5');
    await waitForPlies(page, 5);
    const moves = await movesPlayed(page);
    await context.close();
    return moves;
  };
  const [one, two] = [await firstMoves(), await firstMoves()];
  assert.deepEqual(one, two);
});
