// The board editor (issue 23): any position set up by hand or by FEN, explained when it cannot
// be played, and analysed or played from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  freshAppPerTest, drag, typeMoves, movesPlayed, pieceOn, status, confirm, openApp, waitForPlies, PHONE,
} from './harness.mjs';

const app = freshAppPerTest();

const editor = (page) => page.locator('[data-testid=editor]');
const fenField = (page) => page.locator('[data-testid=editor-fen]');
const problem = (page) => page.locator('[data-testid=editor-error]');

async function openEditor(page) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Board editor' }).click();
  await editor(page).waitFor();
}

async function typeFen(page, fen) {
  await fenField(page).fill(fen);
  await fenField(page).press('Enter');
}

test('a position built from the palette is explained until it can be played, then analysed', async () => {
  const page = app.page;
  await openEditor(page);
  assert.equal(await fenField(page).inputValue(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.getByRole('button', { name: 'Clear' }).click();
  assert.equal(await problem(page).textContent(), 'White has no king.');
  assert.equal(await page.getByRole('button', { name: 'Analyse' }).isDisabled(), true);
  for (const [code, square] of [['wK', 'g1'], ['bK', 'g8'], ['wQ', 'd4'], ['bP', 'a1']]) {
    await page.click(`[data-palette-piece=${code}]`);
    await page.click(`[data-testid=board] [data-square=${square}]`);
  }
  assert.match(await problem(page).textContent(), /pawn on a1.*first or last rank/);
  // The pawn taken away again: a click with the same piece removes it.
  await page.click('[data-testid=board] [data-square=a1]');
  assert.equal(await problem(page).count(), 0);
  assert.equal(await fenField(page).inputValue(), '6k1/8/8/8/3Q4/8/8/6K1 w - - 0 1');
  await page.getByRole('button', { name: 'Analyse' }).click();
  await editor(page).waitFor({ state: 'detached' });
  assert.equal(await pieceOn(page, 'd4'), 'wQ');
  assert.equal(await pieceOn(page, 'g8'), 'bK');
  // An analysis board: either side may move.
  await typeMoves(page, 'Qd5+ Kh8');
  assert.deepEqual(await movesPlayed(page), ['Qd5+', 'Kh8']);
});

test('a FEN typed in applies on Enter; one that cannot be read or played says why and changes nothing', async () => {
  const page = app.page;
  await openEditor(page);
  await typeFen(page, 'this is no fen');
  assert.match(await problem(page).textContent(), /That FEN cannot be read/);
  await page.getByRole('button', { name: 'Flip' }).click();
  assert.equal(await pieceOn(page, 'e1'), 'wK', 'the position is as it was');
  await typeFen(page, '4k3/8/8/8/8/8/8/r3K3 b - - 0 1');
  assert.match(await problem(page).textContent(), /check/);
  assert.equal(await page.getByRole('button', { name: 'Play a friend from here' }).isDisabled(), true);
  await typeFen(page, '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1');
  assert.equal(await problem(page).count(), 0);
  assert.equal(await pieceOn(page, 'e2'), 'wP');
  await page.getByRole('button', { name: 'Play a friend from here' }).click();
  await editor(page).waitFor({ state: 'detached' });
  await typeMoves(page, 'Kd7 e4');
  assert.deepEqual(await movesPlayed(page), ['Kd7', 'e4']);
  assert.equal((await status(page)).result, '*');
});

test('?editor=<FEN> opens the editor there: pieces dragged, dragged off, right-clicked away; castling and side follow', async () => {
  const { page } = await openApp(app.browser, app.server.url, {
    query: '?editor=r3k2r/8/8/8/8/8/8/R3K2R_w_KQkq_-_0_1',
  });
  await editor(page).waitFor();
  const fen = () => fenField(page).inputValue();
  assert.equal(await fen(), 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const whiteShort = page.getByLabel('White O-O', { exact: true });
  assert.equal(await whiteShort.isChecked(), true);
  await drag(page, 'h1', 'h4');
  assert.equal(await pieceOn(page, 'h4'), 'wR');
  assert.equal(await whiteShort.isDisabled(), true, 'no rook on h1: no short castling to offer');
  assert.equal(await fen(), 'r3k2r/8/8/8/7R/8/8/R3K3 w Qkq - 0 1');
  // Off the board: removed.
  const box = await page.locator('[data-testid=board]').boundingBox();
  await drag(page, 'h4', { x: box.x + box.width + 60, y: box.y + box.height / 2 });
  assert.equal(await pieceOn(page, 'h4'), null);
  // A right click removes a piece too.
  await page.click('[data-testid=board] [data-square=a8]', { button: 'right' });
  assert.equal(await pieceOn(page, 'a8'), null);
  await page.getByLabel('Side to move').selectOption('b');
  await page.getByLabel('Black O-O', { exact: true }).uncheck();
  assert.equal(await fen(), '4k2r/8/8/8/8/8/8/R3K3 b Q - 0 1');
  await page.getByRole('button', { name: 'Play the computer from here' }).click();
  await editor(page).waitFor({ state: 'detached' });
  // The player has the side to move (Black) and plays it.
  await typeMoves(page, 'Rh1+');
  await waitForPlies(page, 2);
  assert.equal((await movesPlayed(page))[0], 'Rh1+');
});

test('leaving a game in progress for the editor asks first; back to the game finds it as it was', async () => {
  const page = app.page;
  await typeMoves(page, 'e4 e5');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Board editor' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await editor(page).count(), 0);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Board editor' }).click();
  await confirm(page, 'Open the board editor');
  await editor(page).waitFor();
  assert.equal(await fenField(page).inputValue(), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2',
    'the editor opens on the position on the board');
  // The game's keys do not reach the hidden game.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await editor(page).waitFor({ state: 'detached' });
  assert.deepEqual(await movesPlayed(page), ['e4', 'e5']);
  assert.equal(await page.locator('[data-testid=moves] [aria-current=true]').textContent(), 'e5');
});

test('N in a game in progress asks before leaving it (the shortcut knows the game has begun)', async () => {
  const page = app.page;
  await typeMoves(page, 'e4 e5');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('n');
  await page.getByRole('alertdialog').waitFor();
});

test('a palette piece dragged onto the board is put there; the tool stays the hand', async () => {
  const page = app.page;
  await openEditor(page);
  const from = await page.locator('[data-palette-piece=bQ]').boundingBox();
  const to = await page.locator('[data-testid=board] [data-square=d4]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  assert.equal(await page.locator('.palette-floating.dragging-in.bQ').count(), 1, 'the piece follows the pointer');
  await page.mouse.up();
  assert.equal(await pieceOn(page, 'd4'), 'bQ');
  assert.equal(await page.locator('.palette-floating.dragging-in').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Move pieces', exact: true }).getAttribute('aria-pressed'), 'true');
  // Let go off the board: nothing is put.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 200, { steps: 8 });
  await page.mouse.up();
  assert.equal(await page.locator('[data-testid=board] [data-piece=bQ]').count(), 2, 'the queen from the drag and d8\'s');
});

test('on a phone the editor fits: board, palette and buttons without sideways scrolling', async () => {
  const { page } = await openApp(app.browser, app.server.url, { viewport: PHONE, query: '?editor' });
  await editor(page).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  await page.click('[data-palette-piece=bN]');
  await page.click('[data-testid=board] [data-square=e4]');
  assert.equal(await pieceOn(page, 'e4'), 'bN');
});
