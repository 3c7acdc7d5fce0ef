// Playing on the board with real pointer input: drags, clicks, the keyboard, and the game flow
// of a game between two people on this device (the app's first game).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  freshAppPerTest, drag, dragMoves, typeMoves, movesPlayed, pieceOn, squaresWith, squareCentre,
  status, confirm, openMenu, PHONE, newContext, waitForBoard, waitForPlies, expectPieces,
  expectCurrentPly, eventually,
} from './harness.mjs';

const app = freshAppPerTest();

test("Fool's mate by drag ends the game in checkmate", async () => {
  await dragMoves(app.page, 'f2f3 e7e5 g2g4 d8h4');
  assert.deepEqual(await movesPlayed(app.page), ['f3', 'e5', 'g4', 'Qh4#']);
  const { text, result } = await status(app.page);
  assert.equal(result, '0-1');
  assert.match(text, /Black wins by checkmate/);
  assert.deepEqual(await squaresWith(app.page, 'data-check'), ['e1']);
});

test('after a resignation nothing can be picked up, though the move would be legal', async () => {
  await typeMoves(app.page, 'e4 e5');
  await app.page.getByRole('button', { name: 'Resign' }).click();
  await confirm(app.page, 'Resign');
  assert.equal((await status(app.page)).result, '0-1');
  // d2-d4 is legal in this position: only the game's end can refuse it.
  await drag(app.page, 'd2', 'd4');
  assert.equal(await pieceOn(app.page, 'd2'), 'wP');
  assert.equal(await pieceOn(app.page, 'd4'), null);
  await app.page.click('[data-square=d2]');
  assert.deepEqual(await squaresWith(app.page, 'data-hint'), []);
});

test('a longer game to checkmate by drag, with queenside castling (the Opera game)', async () => {
  await dragMoves(app.page, `e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7
    b1c3 c7c6 c1g5 b7b5 c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8`);
  const moves = await movesPlayed(app.page);
  assert.equal(moves.length, 33);
  assert.equal(moves[22], 'O-O-O');
  assert.equal(moves.at(-1), 'Rd8#');
  assert.equal((await status(app.page)).result, '1-0');
});

test('click-click moves, and clicking another own piece changes the selection', async () => {
  await app.page.click('[data-square=g1]');
  assert.deepEqual(await squaresWith(app.page, 'data-selected'), ['g1']);
  assert.deepEqual(await squaresWith(app.page, 'data-hint'), ['f3', 'h3']);
  await app.page.click('[data-square=b1]');
  assert.deepEqual(await squaresWith(app.page, 'data-selected'), ['b1']);
  assert.deepEqual(await squaresWith(app.page, 'data-hint', 'move'), ['a3', 'c3']);
  await app.page.click('[data-square=c3]');
  assert.equal(await pieceOn(app.page, 'c3'), 'wN');
  assert.deepEqual(await squaresWith(app.page, 'data-hint'), []);
  assert.deepEqual(await squaresWith(app.page, 'data-last-move'), ['b1', 'c3']);
});

test('both castlings: king two squares, or dropped on its own rook', async () => {
  await typeMoves(app.page, 'e4 e5 Nf3 Nf6 Bc4 Bc5');
  await app.page.click('[data-square=e1]');
  assert.ok((await squaresWith(app.page, 'data-hint')).includes('g1'));
  await drag(app.page, 'e1', 'h1');
  await app.page.waitForSelector('[data-square=g1][data-piece=wK]');
  assert.equal(await pieceOn(app.page, 'f1'), 'wR');
  await drag(app.page, 'e8', 'g8');
  await app.page.waitForSelector('[data-square=g8][data-piece=bK]');
  assert.equal(await pieceOn(app.page, 'f8'), 'bR');
  assert.deepEqual((await movesPlayed(app.page)).slice(-2), ['O-O', 'O-O']);
});

test('castling is refused with the rule that forbids it, in a notice by the board', async () => {
  await typeMoves(app.page, 'e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Qh4 Be3 Qxf2+');
  await drag(app.page, 'e1', 'g1');
  assert.equal(await pieceOn(app.page, 'e1'), 'wK');
  const notice = app.page.locator('[data-testid=notice]');
  assert.equal(await notice.textContent(), 'Castling is not allowed while the king is in check (from the queen on f2)');
  // The notice sits over the board's column, in view, and moves nothing: the toolbar stays put.
  const toolbar = await app.page.locator('[role=toolbar]').boundingBox();
  await app.page.getByRole('button', { name: 'Dismiss' }).click();
  assert.equal(await notice.count(), 0);
  assert.deepEqual(await app.page.locator('[role=toolbar]').boundingBox(), toolbar);
});

test('a notice goes away when it no longer applies (the next move)', async () => {
  await drag(app.page, 'e2', 'e5');
  await app.page.waitForSelector('[data-testid=notice]');
  await drag(app.page, 'e2', 'e4');
  await app.page.waitForSelector('[data-square=e4][data-piece=wP]');
  assert.equal(await app.page.locator('[data-testid=notice]').count(), 0);
});

test('en passant by drag removes the passed pawn', async () => {
  await typeMoves(app.page, 'e4 a6 e5 d5');
  await app.page.click('[data-square=e5]');
  assert.deepEqual(await squaresWith(app.page, 'data-hint', 'capture'), ['d6']);
  await drag(app.page, 'e5', 'd6');
  await app.page.waitForSelector('[data-square=d6][data-piece=wP]');
  assert.equal(await pieceOn(app.page, 'd5'), null);
  assert.equal((await movesPlayed(app.page)).at(-1), 'exd6');
});

test('each promotion piece, chosen in the picker; Escape cancels', async () => {
  await typeMoves(app.page, 'a4 b5 axb5 a6 bxa6 Bb7 axb7 Nc6');
  await drag(app.page, 'b7', 'b8');
  await app.page.waitForSelector('[data-promotion]');
  assert.equal(await app.page.locator('[data-promotion]').count(), 4);
  await app.page.keyboard.press('Escape');
  await app.page.waitForSelector('[data-promotion]', { state: 'detached' });
  assert.equal(await pieceOn(app.page, 'b7'), 'wP');
  for (const [letter, code, san] of [['q', 'wQ', 'b8=Q'], ['r', 'wR', 'b8=R'], ['b', 'wB', 'b8=B'], ['n', 'wN', 'b8=N']]) {
    await drag(app.page, 'b7', 'b8');
    await app.page.click(`[data-promotion=${letter}]`);
    await app.page.waitForSelector(`[data-square=b8][data-piece=${code}]`);
    assert.equal((await movesPlayed(app.page)).at(-1), san);
    await app.page.getByRole('button', { name: 'Undo' }).click();
    await app.page.waitForSelector('[data-square=b7][data-piece=wP]');
  }
  // Promotion by capture, with a click-click move and a click outside the picker to cancel first.
  await app.page.click('[data-square=b7]');
  await app.page.click('[data-square=a8]');
  await app.page.mouse.click(5, 300);
  await app.page.waitForSelector('[data-promotion]', { state: 'detached' });
  await app.page.click('[data-square=b7]');
  await app.page.click('[data-square=a8]');
  await app.page.click('[data-promotion=q]');
  await app.page.waitForSelector('[data-square=a8][data-piece=wQ]');
  assert.equal((await movesPlayed(app.page)).at(-1), 'bxa8=Q');
});

test('an illegal drop snaps back and explains why', async () => {
  await drag(app.page, 'e2', 'e5');
  assert.equal(await pieceOn(app.page, 'e2'), 'wP');
  assert.equal(await pieceOn(app.page, 'e5'), null);
  assert.match(await app.page.textContent('[data-testid=notice]'), /^A pawn moves one square straight ahead/);
  await typeMoves(app.page, 'e4 e5 d4 Bb4+');
  await drag(app.page, 'e1', 'd2');
  assert.equal(await pieceOn(app.page, 'e1'), 'wK');
  assert.equal(await app.page.textContent('[data-testid=notice]'), 'Your king would be in check from the bishop on b4');
  // Off the board: the piece goes back, no move and no complaint.
  const outside = await squareCentre(app.page, 'h1');
  await drag(app.page, 'g1', { x: outside.x + 300, y: outside.y });
  assert.equal(await pieceOn(app.page, 'g1'), 'wN');
  assert.equal((await movesPlayed(app.page)).length, 4);
});

test('check is highlighted on the king', async () => {
  await typeMoves(app.page, 'e4 f5 Qh5+');
  assert.deepEqual(await squaresWith(app.page, 'data-check'), ['e8']);
  assert.match((await status(app.page)).text, /Black to move — check/);
  await typeMoves(app.page, 'g6');
  assert.deepEqual(await squaresWith(app.page, 'data-check'), []);
});

test('stalemate ends the game in a draw', async () => {
  await typeMoves(app.page, 'e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6');
  await drag(app.page, 'c8', 'e6');
  await app.page.waitForSelector('[data-testid=status][data-result="1/2-1/2"]');
  assert.match((await status(app.page)).text, /Draw by stalemate/);
});

test('the move list is a numbered two-column table and the arrow keys walk it', async () => {
  await typeMoves(app.page, 'e4 e5 Nf3 Nc6');
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'e5', 'Nf3', 'Nc6']);
  const rows = await app.page.locator('[data-testid=moves] .row').evaluateAll((els) => els.map((e) => e.textContent));
  assert.deepEqual(rows, ['1.e4e5', '2.Nf3Nc6']);
  await app.page.locator('.title').click();
  await app.page.keyboard.press('ArrowLeft');
  await app.page.keyboard.press('ArrowLeft');
  await expectPieces(app.page, { f3: null, g1: 'wN' });
  await expectCurrentPly(app.page, 2);
  await app.page.keyboard.press('Home');
  await expectPieces(app.page, { e4: null, e2: 'wP' });
  await app.page.keyboard.press('End');
  await expectPieces(app.page, { c6: 'bN' });
  await app.page.click('[data-ply="1"]');
  await expectPieces(app.page, { e5: null, e4: 'wP' });
  await app.page.keyboard.press('ArrowRight');
  await expectPieces(app.page, { e5: 'bP' });
});

test('a move from an earlier position starts a variation and keeps the main line', async () => {
  await typeMoves(app.page, 'e4 e5 Nf3 Nc6');
  await app.page.click('[data-ply="2"]');
  await drag(app.page, 'f1', 'c4');
  await app.page.waitForSelector('[data-variation] [data-san=Bc4]');
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'e5', 'Nf3', 'Nc6'], 'the main line stays');
  assert.equal(await app.page.getAttribute('[data-variation] [data-san=Bc4]', 'aria-current'), 'true');
  // Up/down switch between the variation and the main line at the fork.
  await app.page.locator('.title').click();
  await app.page.keyboard.press('ArrowLeft');
  await app.page.keyboard.press('ArrowRight');
  await expectPieces(app.page, { c4: 'wB' }); // forward follows the line we came from
});

test('a finished game keeps its moves; a deleted variation comes back with Undo; as an analysis the game\'s moves may go', async () => {
  const page = app.page;
  await typeMoves(page, 'e4 e5 Nf3');
  await page.getByRole('button', { name: 'Resign' }).click();
  await confirm(page, 'Resign');
  const result = (await status(page)).result;
  assert.notEqual(result, '*');
  const deleteHere = page.getByRole('button', { name: 'Delete from here' });
  await page.click('[data-ply="2"]');
  await page.getByRole('textbox', { name: 'Comment on this move' }).waitFor();
  assert.equal(await deleteHere.count(), 0, 'no delete on the game\'s own moves');
  // A variation from 1. e4: deleted, then brought back from the notice.
  await page.click('[data-ply="1"]');
  await typeMoves(page, 'c5');
  await page.waitForSelector('[data-variation] [data-san=c5]');
  assert.equal(await page.getByRole('button', { name: 'Make main line' }).count(), 0, 'nothing takes the game\'s place');
  await deleteHere.click();
  await page.waitForSelector('[data-variation] [data-san=c5]', { state: 'detached' });
  assert.equal(await page.textContent('[data-testid=notice]'), 'Deleted 1... c5 and the moves after it.');
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await page.waitForSelector('[data-variation] [data-san=c5]');
  // As an analysis, the game's own moves may be deleted too, and brought back.
  await page.getByRole('button', { name: 'Analyse' }).click();
  await page.click('[data-ply="2"]');
  await deleteHere.click();
  await eventually(() => movesPlayed(page), ['e4', 'c5']); // The variation takes the place left.
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await eventually(() => movesPlayed(page), ['e4', 'e5', 'Nf3']);
  assert.equal((await status(page)).result, result, 'with its result');
});

test('undo takes back a move', async () => {
  await typeMoves(app.page, 'e4 e5');
  await app.page.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(await movesPlayed(app.page), ['e4']);
  assert.equal(await pieceOn(app.page, 'e7'), 'bP');
  assert.match((await status(app.page)).text, /Black to move/);
});

test('flip board with the button and the f key; drags land right when flipped', async () => {
  const board = app.page.locator('[data-testid=board]');
  await app.page.getByRole('button', { name: 'Flip board' }).click();
  await eventually(() => board.getAttribute('data-orientation'), 'black');
  const first = await app.page.locator('[data-testid=board] [data-square]').first().getAttribute('data-square');
  assert.equal(first, 'h1');
  assert.equal(await app.page.getAttribute('[data-testid=player-bottom]', 'data-color'), 'b');
  await drag(app.page, 'e2', 'e4');
  assert.equal(await pieceOn(app.page, 'e4'), 'wP');
  await app.page.locator('.title').click();
  await app.page.keyboard.press('f');
  await eventually(() => board.getAttribute('data-orientation'), 'white');
});

test('keyboard-only play, with spoken moves', async () => {
  await app.page.locator('[data-testid=board] [data-square=a1]').focus();
  const focused = () => app.page.evaluate(() => document.activeElement?.dataset.square);
  assert.equal(await app.page.getAttribute('[data-square=a1]', 'aria-label'), 'a1, white rook');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await app.page.keyboard.press(key);
  assert.equal(await focused(), 'e2');
  await app.page.keyboard.press('Enter');
  await eventually(() => squaresWith(app.page, 'data-hint'), ['e3', 'e4']);
  await app.page.keyboard.press('ArrowUp');
  await app.page.keyboard.press('ArrowUp');
  await app.page.keyboard.press('Enter');
  await app.page.waitForSelector('[data-square=e4][data-piece=wP]');
  for (let i = 0; i < 3; i++) await app.page.keyboard.press('ArrowUp');
  await app.page.keyboard.press('Space');
  await app.page.keyboard.press('ArrowDown');
  await app.page.keyboard.press('ArrowDown');
  await app.page.keyboard.press('Enter');
  await eventually(() => movesPlayed(app.page), ['e4', 'e5']);
  await eventually(() => app.page.textContent('[data-testid=announcer]'), 'Black played e5. White to move.');
});

test('resign asks first: Cancel keeps the game, Resign ends it', async () => {
  await typeMoves(app.page, 'e4');
  await app.page.getByRole('button', { name: 'Resign' }).click();
  await confirm(app.page, 'Cancel');
  assert.equal((await status(app.page)).result, '*');
  await app.page.getByRole('button', { name: 'Resign' }).click();
  await confirm(app.page, 'Resign');
  const { text, result } = await status(app.page);
  assert.equal(result, '1-0');
  assert.match(text, /White wins by resignation/);
});

test('a threefold repetition is a claim, not forced: the move is played at once, then either player may claim', async () => {
  await typeMoves(app.page, 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  assert.equal((await status(app.page)).result, '*');
  // The player who repeated (FIDE 9.2.1.1, with the move) or the player to move (9.2.1.2).
  await app.page.getByRole('button', { name: 'Claim draw' }).click();
  assert.match((await status(app.page)).text, /Draw by threefold repetition/);
  assert.equal((await movesPlayed(app.page)).at(-1), 'Ng8');
});

test('moves animate briefly, and the setting turns animation off', async () => {
  await app.page.click('[data-square=g1]');
  await app.page.click('[data-square=f3]');
  assert.equal(await app.page.locator('[data-square=f3] .piece.slide').count(), 1);
  // A dropped piece is already where it lands: no slide.
  await drag(app.page, 'g8', 'f6');
  await waitForPlies(app.page, 2);
  assert.equal(await app.page.locator('[data-square=f6] .piece.slide').count(), 0);
  await openMenu(app.page, 'Settings');
  await app.page.getByLabel('Animate moves').uncheck();
  await app.page.keyboard.press('Escape');
  await app.page.click('[data-square=b1]');
  await app.page.click('[data-square=c3]');
  // The move was made (an absent slide proves nothing otherwise), and without a slide.
  await waitForPlies(app.page, 3);
  assert.equal(await pieceOn(app.page, 'c3'), 'wN');
  assert.equal(await app.page.locator('.piece.slide').count(), 0);
});

test('touch: a finger drags a piece and the page, which can scroll, does not', async () => {
  const phone = await newContext(app.browser, PHONE);
  const page = await phone.newPage();
  await page.goto(app.server.url);
  await waitForBoard(page);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  assert.ok(scrollable, 'the phone page is taller than the screen, so a drag could scroll it');
  const centre = async (square) => {
    const box = await page.locator(`[data-square=${square}]`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const cdp = await phone.newCDPSession(page);
  const [from, to] = [await centre('e2'), await centre('e4')];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 8; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForSelector('[data-square=e4][data-piece=wP]');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // A tap selects and a second tap moves.
  await page.tap('[data-square=e7]');
  await page.tap('[data-square=e5]');
  await page.waitForSelector('[data-square=e5][data-piece=bP]');
  await phone.close();
});
