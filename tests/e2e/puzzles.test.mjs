// Puzzles (issue 23): lichess's puzzles solved on the board, rated by Glicko-2, kept in the
// browser; a link opens one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  freshAppPerTest, drag, typeMoves, pieceOn, confirm, openApp, waitForBoard, importText, recordTexts, PHONE,
} from './harness.mjs';

const app = freshAppPerTest();

const puzzle = (page) => page.locator('[data-testid=puzzle]');
const puzzleState = (page) => puzzle(page).getAttribute('data-state');
const rating = async (page) => Number(await page.locator('[data-testid=puzzle-rating]').textContent());

/** The opponent's move has been played (a moment after it is due): the player's turn. */
const yourTurn = (page) => page.locator('.puzzle-message', { hasText: 'Your turn' }).waitFor();

/** Opens a puzzle by link (lichess's training links work the same way). */
async function openPuzzle(id, options = {}) {
  const opened = await openApp(app.browser, app.server.url, { query: `?puzzle=${id}`, ...options });
  await opened.page.locator(`[data-testid=puzzle][data-puzzle-id="${id}"]`).waitFor();
  await yourTurn(opened.page);
  return opened;
}

test('Puzzles from the menu: a rated puzzle to solve, asking first when a game is in progress', async () => {
  const page = app.page;
  await typeMoves(page, 'e4');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Puzzles' }).click();
  // The opponent's move comes half a second after the puzzle opens: on a loaded machine the
  // test could read the message only after it, so the page records each message it shows.
  const messages = await recordTexts(page, '.puzzle-message');
  await confirm(page, 'Open puzzles');
  await puzzle(page).locator('[data-square]').first().waitFor();
  await yourTurn(page);
  const first = (await messages()).find((text) => text && !text.startsWith('Loading'));
  assert.match(first, /Your opponent moves/, 'the puzzle opens before the opponent\'s move');
  assert.equal(await puzzleState(page), 'playing');
  assert.equal(await rating(page), 1500);
  assert.match(await page.locator('.puzzle-message').textContent(), /Your turn: find the best move for (White|Black)/);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(page);
  assert.equal(await pieceOn(page, 'e4'), 'wP', 'the game is as it was');
});

test('a puzzle solved move by move (the opponent answering) raises the rating, kept after a reload', async () => {
  const { page, context } = await openPuzzle('002X3');
  // The opponent's first move (Rxa3) has been played; the player has White.
  assert.equal(await pieceOn(page, 'a3'), 'bR');
  await drag(page, 'g2', 'a8');
  await page.locator('[data-square=b8][data-piece=bQ]').waitFor();
  assert.match(await page.locator('.puzzle-message').textContent(), /Best move/);
  assert.equal(await puzzleState(page), 'playing');
  await page.click('[data-square=a8]');
  await page.click('[data-square=b8]');
  assert.equal(await puzzleState(page), 'solved');
  const after = await rating(page);
  assert.ok(after > 1500, `the rating rose: ${after}`);
  await page.reload();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Puzzles' }).click();
  await puzzle(page).locator('[data-square]').first().waitFor();
  assert.equal(await rating(page), after);
  assert.match(await page.locator('.puzzle-score').textContent(), /Streak 1 · solved 1 of 1/);
  assert.notEqual(await puzzle(page).getAttribute('data-puzzle-id'), '002X3', 'a puzzle not yet played comes next');
  await context.close();
});

test('a wrong move fails the puzzle without being played; the solution can be viewed, then retried', async () => {
  const { page, context } = await openPuzzle('002X3');
  await drag(page, 'g2', 'g4');
  assert.equal(await puzzleState(page), 'failed');
  assert.equal(await pieceOn(page, 'g2'), 'wQ', 'the wrong move was not played');
  assert.ok(await rating(page) < 1500);
  await page.getByRole('button', { name: 'View the solution' }).click();
  assert.equal(await pieceOn(page, 'b8'), 'wQ', 'the solution played out: Qxb8#');
  // The retry starts before the opponent's move, played half a second later: on a loaded
  // machine the test may look only after it, so the page records each message it shows.
  const messages = await recordTexts(page, '.puzzle-message');
  await page.getByRole('button', { name: 'Retry' }).click();
  assert.equal(await puzzleState(page), 'playing');
  await yourTurn(page);
  const shown = await messages();
  assert.ok(shown.some((text) => /Your opponent moves/.test(text ?? '')), `from the start: ${shown}`);
  assert.equal(await pieceOn(page, 'a3'), 'bR', 'the rook has taken on a3 again');
  assert.equal(await pieceOn(page, 'g2'), 'wQ');
  await context.close();
});

test('a promotion in a puzzle is chosen in the picker; an unknown puzzle link says so and opens another', async () => {
  const { page, context } = await openPuzzle('00n9d');
  // Each right move is answered a moment later: ...b3, then ...Ka2.
  for (const [from, to, reply, piece] of [['f5', 'f6', 'b3', 'bP'], ['f6', 'f7', 'a2', 'bK']]) {
    await drag(page, from, to);
    await page.locator(`[data-square=${reply}][data-piece=${piece}]`).waitFor();
  }
  await drag(page, 'f7', 'f8');
  await page.getByRole('button', { name: 'Promote to queen' }).click();
  assert.equal(await puzzleState(page), 'solved');
  assert.equal(await pieceOn(page, 'f8'), 'wQ');
  await context.close();
  const unknown = await openApp(app.browser, app.server.url, { query: '?puzzle=nosuch' });
  await unknown.page.locator('[data-testid=puzzle][data-puzzle-id]').waitFor();
  assert.match(await unknown.page.locator('.puzzle-notice').textContent(), /nosuch is not among the 1499 puzzles/);
  await unknown.context.close();
});

test('puzzles of a theme only; on a phone the puzzle fits without sideways scrolling', async () => {
  const { page, context } = await openPuzzle('002X3', { viewport: PHONE });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  await page.getByLabel('Theme').selectOption('fork');
  await page.waitForFunction(() => document.querySelector('[data-testid=puzzle]')?.dataset.puzzleId !== '002X3');
  await yourTurn(page);
  await context.close();
});

test('your mistakes: a reviewed game\'s blunder comes back as a puzzle, other moves judged by the engine, scheduled and kept', async () => {
  const page = app.page;
  await importText(page, '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0', 'Load');
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.getByTestId('eval-graph').waitFor({ timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Puzzles' }).click();
  await page.getByRole('tab', { name: /Your mistakes/ }).click();
  const card = page.locator('[data-testid=mistake-list] button', { hasText: '3...Nf6??' });
  await card.waitFor();
  await card.click();
  const message = page.locator('.puzzle-message');
  await message.filter({ hasText: 'Your opponent played Bc4. In this game you then played 3...Nf6??' }).waitFor();
  assert.equal(await pieceOn(page, 'h5'), 'wQ', 'the opponent\'s previous move, Qh5, was played first');
  // The game's own move is wrong at once, and not played.
  await drag(page, 'g8', 'f6');
  await message.filter({ hasText: 'Not good enough' }).waitFor();
  assert.equal(await puzzleState(page), 'failed');
  assert.equal(await pieceOn(page, 'g8'), 'bN');
  // A move that allows the mate is searched and found wanting.
  await drag(page, 'a7', 'a6');
  await message.filter({ hasText: 'Not good enough' }).waitFor({ timeout: 30_000 });
  assert.equal(await pieceOn(page, 'a7'), 'bP', 'a6 was not played');
  // g6 stops the mate: the review's move, or judged as good as it.
  await drag(page, 'g7', 'g6');
  await message.filter({ hasText: "The review's move was" }).waitFor({ timeout: 30_000 });
  assert.match(await message.textContent(), /It comes back tomorrow/);
  assert.equal(await puzzleState(page), 'failed', 'the wrong tries still count');
  await page.getByRole('button', { name: 'Retry' }).click();
  await message.filter({ hasText: 'In this game you then played' }).waitFor();
  await drag(page, 'g7', 'g6');
  await message.filter({ hasText: "Right! The review's move was" }).waitFor({ timeout: 30_000 });
  assert.equal(await puzzleState(page), 'solved');
  // Kept with the library: after a reload it is still there, due tomorrow (the retry was practice).
  await page.reload();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Puzzles' }).click();
  await page.getByRole('tab', { name: /Your mistakes/ }).click();
  const row = page.locator('[data-testid=mistake-list] li', { hasText: '3...Nf6??' });
  await row.waitFor();
  assert.match(await row.textContent(), /tomorrow/);
  assert.match(await page.getByTestId('mistakes-count').textContent(), /in all/);
});

test('puzzle progress kept by the previous version in local storage moves into the library once', async () => {
  const kept = { rating: 1720, deviation: 80, volatility: 0.06, streak: 3, history: [{ id: '002X3', solved: true, rating: 1720 }] };
  const init = `if (!sessionStorage.getItem('seeded')) {
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('chess-app/puzzles', ${JSON.stringify(JSON.stringify(kept))});
  }`;
  const { page, context } = await openApp(app.browser, app.server.url, { init });
  const openPuzzles = async () => {
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Puzzles' }).click();
    await puzzle(page).locator('[data-square]').first().waitFor();
    await page.locator('[data-testid=puzzle][data-puzzle-id]').waitFor();
  };
  await openPuzzles();
  assert.equal(await rating(page), 1720);
  assert.match(await page.locator('.puzzle-score').textContent(), /Streak 3 · solved 1 of 1/);
  await page.waitForFunction(() => localStorage.getItem('chess-app/puzzles') === null);
  await page.reload();
  await openPuzzles();
  assert.equal(await rating(page), 1720, 'read from the library now');
  await context.close();
});

test('a tab steps aside when another opens a newer version of the library, and says so', async () => {
  const page = app.page;
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Games' }).click();
  await page.keyboard.press('Escape');
  const other = await app.context.newPage();
  await other.goto(app.server.url + '?blank');
  // A newer version's upgrade: it is not blocked, because the first tab closes its copy.
  const upgraded = await other.evaluate(() => new Promise((resolve) => {
    const request = indexedDB.open('chess-app', 99);
    request.onblocked = () => resolve('blocked');
    request.onsuccess = () => { request.result.close(); resolve('opened'); };
    request.onerror = () => resolve('error');
  }));
  assert.equal(upgraded, 'opened');
  await page.locator('[data-testid=notice]', { hasText: 'updated in another tab' }).waitFor();
  await other.close();
});

test('a puzzle by keyboard alone: the opponent\'s moves said in words, the squares reached with the arrows', async () => {
  const { page, context } = await openPuzzle('002X3');
  const message = page.locator('.puzzle-message');
  assert.equal(await message.getAttribute('aria-live'), 'polite');
  assert.match(await message.textContent(), /Your opponent played Rxa3\. Your turn/);
  // From g2 (focused) to a8: six squares left, six up, by the arrow keys, Enter to pick and put.
  await page.locator('[data-testid=puzzle] [data-square=g2]').focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await message.filter({ hasText: 'Best move! Your opponent played Qb8' }).waitFor();
  // The queen still focused on a8: pick it, one square right, put it: Qxb8#.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=puzzle][data-state=solved]').waitFor();
  assert.match(await message.textContent(), /Puzzle solved/);
  await context.close();
});
