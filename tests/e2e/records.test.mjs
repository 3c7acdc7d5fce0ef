// Keeping and sharing games: reload-proof persistence, FEN/PGN import and export, shared
// links, the offline app and its security policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  freshAppPerTest, drag, typeMoves, movesPlayed, pieceOn, waitForPlies, newGame, status, openMenu,
  importText, waitForBoard, inViewport, askWorker, eventually,
} from './harness.mjs';

const app = freshAppPerTest();

const notice = () => app.page.textContent('[data-testid=notice]');
const importError = () => app.page.textContent('[data-testid=import-error]');

/** The FEN of the position shown, from the Export tab. */
async function fen() {
  await openMenu(app.page, 'Export');
  const text = await app.page.textContent('[data-testid=fen]');
  await app.page.keyboard.press('Escape');
  return text;
}

/** The PGN the Export tab shows. */
async function exportedPgn() {
  await openMenu(app.page, 'Export');
  const text = await app.page.textContent('[data-testid=pgn]');
  await app.page.keyboard.press('Escape');
  return text;
}

test('the game survives a reload exactly, variations and the position viewed included', async () => {
  await typeMoves(app.page, 'e4 c5 Nf3 d6');
  await app.page.click('[data-ply="2"]');
  await typeMoves(app.page, 'Nc3');
  await app.page.getByRole('button', { name: 'Flip board' }).click();
  await app.page.click('[data-ply="2"]');
  await app.page.reload();
  await waitForBoard(app.page);
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'c5', 'Nf3', 'd6']);
  assert.equal(await app.page.locator('[data-variation] [data-san=Nc3]').count(), 1);
  assert.equal(await app.page.getAttribute('[data-testid=board]', 'data-orientation'), 'black');
  assert.equal(await app.page.getAttribute('[data-ply="2"]', 'aria-current'), 'true');
  assert.equal(await pieceOn(app.page, 'f3'), null, 'the board still shows the position after 1... c5');
  await app.page.locator('.title').click();
  await app.page.keyboard.press('End');
  await eventually(fen, 'rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3');
});

test('a game against the computer is restored with its level and colour', async () => {
  await newGame(app.page, { colour: 'black', level: 2 });
  await waitForPlies(app.page, 1, 10000);
  await app.page.reload();
  await waitForBoard(app.page);
  assert.equal((await movesPlayed(app.page)).length, 1);
  assert.equal(await app.page.getAttribute('[data-testid=board]', 'data-orientation'), 'black');
  assert.match(await app.page.textContent('[data-testid=player-top]'), /Level 2/);
});

test('a PGN with comments, NAGs, variations and clock annotations imports', async () => {
  const pgn = `[Event "Rated Blitz game"]
[Site "https://example.org/abcd"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]
[WhiteElo "1800"]
[TimeControl "180+2"]
[Termination "Normal"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 $1 { A fine move. } (2. f4 exf4 3. Nf3 (3. Bc4)) 2... Nc6
3. Bb5 a6?! 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 1-0`;
  await importText(app.page, pgn, 'Load');
  const moves = await movesPlayed(app.page);
  assert.equal(moves.length, 16);
  assert.deepEqual(moves.slice(0, 3), ['e4', 'e5', 'Nf3']);
  assert.equal((await status(app.page)).result, '1-0');
  assert.equal(await app.page.locator('[data-variation] [data-san=f4]').count(), 1);
  assert.equal(await app.page.locator('[data-variation] [data-variation] [data-san=Bc4]').count(), 1, 'nested');
  assert.match(await app.page.textContent('[data-testid=moves]'), /A fine move\./);
  assert.match(await app.page.textContent('[data-testid=player-top]'), /Bob/);
  assert.match(await app.page.textContent('[data-testid=player-bottom]'), /Alice/);
});

test('a broken FEN or PGN is explained in the dialog, in view, and the game is left untouched', async () => {
  await typeMoves(app.page, 'd4 d5');
  const before = await fen();
  await importText(app.page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w', 'Load');
  assert.match(await importError(), /a FEN has 6 fields separated by spaces .* this one has 2/);
  assert.ok(await inViewport(app.page, '[data-testid=import-error]'));
  await app.page.fill('[data-testid=import-text]', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await app.page.getByRole('button', { name: 'Load', exact: true }).click();
  assert.match(await importError(), /rank 7 of the board field describes 9 squares instead of 8/);
  await app.page.fill('[data-testid=import-text]', '1. e4 e5 2. Qh5 Nc6 3. Qxf8');
  await app.page.getByRole('button', { name: 'Load', exact: true }).click();
  assert.match(await importError(), /line 1, column \d+: move 3\. Qxf8/);
  await app.page.keyboard.press('Escape');
  assert.equal(await fen(), before);
  assert.deepEqual(await movesPlayed(app.page), ['d4', 'd5']);
});

test('a FEN sets up a position for two players or against the computer', async () => {
  await importText(app.page, '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'Load');
  assert.equal(await fen(), '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  assert.equal(await app.page.locator('[data-square][data-piece]').count(), 3);
  await drag(app.page, 'e2', 'e4');
  assert.equal(await pieceOn(app.page, 'e4'), 'wP');
  // Against the computer: Black to move, and the player is White, so the computer starts.
  await importText(app.page, '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1', 'Load and play the computer');
  await waitForPlies(app.page, 1, 10000);
  assert.match((await status(app.page)).text, /White to move/);
});

test('export shows the PGN and it imports back to the same game, variations included', async () => {
  await typeMoves(app.page, 'e4 e5 Nf3 Nc6 Bc4 Nf6');
  const pgn = await exportedPgn();
  for (const tag of ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']) {
    assert.match(pgn, new RegExp(`^\\[${tag} "`, 'm'), tag);
  }
  assert.match(pgn, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
  assert.match(pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 Nf6 \*/);
  await newGame(app.page, { opponent: 'friend' });
  assert.deepEqual(await movesPlayed(app.page), []);
  await importText(app.page, pgn, 'Load');
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']);
});

test('a PGN with nested variations, comments and NAGs round-trips exactly', async () => {
  const movetext = '1. e4 e5 2. Nf3 $1 { the main move } ( 2. f4 exf4 ( 2... d5 3. exd5 ) 3. Nf3 ) 2... Nc6 ( 2... d6 '
    + '3. d4 ) 3. Bb5 a6 $6 *';
  await importText(app.page, `[Event "Round trip"]\n[Result "*"]\n\n${movetext}\n`, 'Load and analyse');
  const pgn = await exportedPgn();
  const written = pgn.slice(pgn.indexOf('\n\n') + 2).replace(/\s+/g, ' ').trim();
  assert.equal(written.replace(/\( /g, '(').replace(/ \)/g, ')'), movetext.replace(/\( /g, '(').replace(/ \)/g, ')'));
});

test('Copy FEN, Copy PGN and Download PGN', async () => {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await typeMoves(app.page, 'c4 e5');
  const position = await fen();
  await openMenu(app.page, 'Export');
  await app.page.getByRole('button', { name: 'Copy FEN' }).click();
  await app.page.waitForSelector('text=FEN copied');
  assert.equal(await app.page.evaluate(() => navigator.clipboard.readText()), position);
  await app.page.getByRole('button', { name: 'Copy PGN' }).click();
  await app.page.waitForSelector('text=PGN copied');
  assert.match(await app.page.evaluate(() => navigator.clipboard.readText()), /1\. c4 e5 \*/);
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.page.getByRole('button', { name: 'Download PGN' }).click()]);
  assert.match(download.suggestedFilename(), /\.pgn$/);
  assert.match(await readFile(await download.path(), 'utf8'), /\[Result "\*"\]\n[\s\S]*1\. c4 e5 \*/);
});

test('a link with a position opens it; the game before is kept in Games', async () => {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await typeMoves(app.page, 'e4 c5');
  const position = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent(position)}`);
  await waitForBoard(app.page);
  assert.equal(await fen(), position);
  assert.equal(new URL(app.page.url()).search, '', 'the address no longer carries the position');
  assert.match(await notice(), /Your game from before is kept in Games/);
  await openMenu(app.page, 'Export');
  await app.page.getByRole('button', { name: 'Copy link' }).click();
  await app.page.waitForSelector('text=link copied');
  const link = await app.page.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(link).searchParams.get('fen'), position);
  await app.page.keyboard.press('Escape');
  await openMenu(app.page, 'Games');
  await app.page.waitForSelector('[data-testid=game-list] [data-game-id]');
  assert.ok((await app.page.locator('[data-testid=game-list] [data-game-id]').count()) >= 2);
});

test('a bad or hostile position in a link: a clear notice, shown as text, and the normal start', async () => {
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent('8/8/8/8 w - - 0 1')}`);
  await waitForBoard(app.page);
  assert.match(await notice(), /The position in the link is not valid: the board field needs 8 ranks/);
  const hostile = '<img src=x id=injected onerror="window.hacked=1"><script>window.hacked=2</script>';
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent(hostile)}`);
  await waitForBoard(app.page);
  assert.match(await notice(), /The position in the link is not valid/);
  assert.equal(await app.page.locator('#injected').count(), 0);
  assert.equal(await app.page.evaluate(() => window.hacked), undefined);
  assert.equal(await app.page.locator('[data-square][data-piece]').count(), 32);
});

test('corrupt saved data gives a notice and a fresh game, and is kept aside', async () => {
  await typeMoves(app.page, 'e4');
  const key = await app.page.evaluate(() => `chess-app/game/${localStorage.getItem('chess-app/current')}`);
  await app.page.evaluate((k) => localStorage.setItem(k, '{"version": 2, "pgn": "1. e4 e4 *", "mode": {"kind": "two-players"}}'), key);
  await app.page.reload();
  await waitForBoard(app.page);
  assert.match(await notice(), /Your saved game could not be restored: its moves cannot be read/);
  assert.deepEqual(await movesPlayed(app.page), []);
  const kept = await app.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('chess-app/unreadable-'))
    .map((k) => localStorage.getItem(k)));
  assert.deepEqual(kept, ['{"version": 2, "pgn": "1. e4 e4 *", "mode": {"kind": "two-players"}}']);
  // A future version's data is not misread either.
  const next = await app.page.evaluate(() => `chess-app/game/${sessionStorage.getItem('chess-app/tab-game')}`);
  await app.page.evaluate((k) => localStorage.setItem(k, '{"version": 7, "moves": []}'), next);
  await app.page.reload();
  await waitForBoard(app.page);
  assert.match(await notice(), /saved by a newer version of the app \(format 7/);
});

test('imported text is shown as text, never as HTML', async () => {
  await importText(app.page, '[Event "<img src=x id=injected onerror=alert(1)>"]\n\n1. e4 { <b id=bold>hi</b> } *', 'Load');
  assert.match(await exportedPgn(), /<img src=x id=injected/);
  assert.equal(await app.page.locator('#injected, #bold').count(), 0);
  assert.match(await app.page.textContent('[data-testid=moves]'), /<b id=bold>hi<\/b>/);
});

test('a Content-Security-Policy of self only, and no violation during a game', async () => {
  const policy = await app.page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.match(policy, /style-src 'self'(;|$)/);
  assert.doesNotMatch(policy, /unsafe-inline|https?:|\*/);
  await app.page.evaluate(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
  });
  await newGame(app.page, { colour: 'white', level: 1, time: '3+2' });
  await drag(app.page, 'e2', 'e4');
  await waitForPlies(app.page, 2, 10000);
  await app.page.getByLabel('Analysis', { exact: true }).check();
  await app.page.waitForSelector('[data-testid=pv]', { timeout: 10000 });
  await drag(app.page, 'a2', 'a3', { button: 'right' });
  assert.deepEqual(await app.page.evaluate(() => window.violations), []);
});

test('offline after a first load: the app starts, the engine plays, puzzles open', async () => {
  await app.page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker after 10 s')), 10000)),
  ]));
  if (!(await app.page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await app.page.reload();
    await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 });
  }
  await app.context.setOffline(true);
  await app.page.reload();
  await app.page.waitForSelector('[data-square=e1][data-piece=wK]');
  await newGame(app.page, { colour: 'white', level: 2 });
  await drag(app.page, 'd2', 'd4');
  await waitForPlies(app.page, 2, 15000);
  assert.equal((await movesPlayed(app.page)).length, 2);
  // The engine's network too.
  assert.match(await askWorker(app.page, 'eval', 'info string eval'), /\(side to move, network\)$/);
  // The puzzles come from the service worker's cache too.
  await app.page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Puzzles' }).click();
  await app.page.getByRole('alertdialog').getByRole('button', { name: 'Open puzzles' }).click();
  await app.page.locator('[data-testid=puzzle][data-puzzle-id] [data-square=e4]').waitFor({ timeout: 10000 });
  await app.context.setOffline(false);
});

test('a multi-game PGN: Load opens the first and keeps them all; the list shows boards and filters by opening', async () => {
  const games = [1, 2, 3].map((n) => `[Event "Game ${n}"]\n[White "W${n}"]\n[Black "B${n}"]\n[Result "*"]\n\n1. e4 ${['e5', 'c5', 'e6'][n - 1]} *\n`).join('\n');
  await importText(app.page, games, 'Load');
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'e5']);
  // "This PGN holds 3 games…", then the two others kept.
  assert.match(await notice(), /3 games|2 games added/);
  await app.page.locator('[data-testid=notice]', { hasText: '2 games added to your games' }).waitFor();
  await openMenu(app.page, 'Games');
  const items = app.page.locator('[data-testid=game-list] [data-game-id]');
  await app.page.waitForFunction(() => document.querySelectorAll('[data-testid=game-list] [data-game-id]').length === 3);
  for (const players of ['W1 – B1', 'W2 – B2', 'W3 – B3']) {
    const item = items.filter({ hasText: players });
    assert.equal(await item.count(), 1, players);
    assert.equal(await item.locator('.mini-board .piece').count(), 32, `${players}: its final position in small`);
  }
  await app.page.getByLabel('Opening', { exact: true }).selectOption({ label: 'Sicilian defence (1)' });
  assert.equal(await items.count(), 1);
  assert.match(await items.first().textContent(), /W2 – B2/);
  await app.page.getByLabel('Opening', { exact: true }).selectOption({ label: 'Any opening' });
  assert.equal(await items.count(), 3);
});

test('the games list shows the game just finished, its date as a date, its result from the player\'s side', async () => {
  const page = app.page;
  await newGame(page, { colour: 'white', level: 1 });
  await typeMoves(page, 'e4');
  await waitForPlies(page, 2);
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /^Resign/ }).click();
  // At once: the game just finished is in the list (its library copy waits a moment).
  await openMenu(page, 'Games');
  const item = page.locator('[data-testid=game-list] [data-game-id]').filter({ hasText: 'You' }).first();
  await item.waitFor();
  assert.equal(await item.locator('.game-result.lost').textContent(), '0-1');
  assert.match(await item.locator('.game-details').textContent(), /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} · /);
});

test('games added before the opening names arrived are named once they are there', async () => {
  const page = app.page;
  // The editor's screen never fetches the opening names: games added from there have none.
  await page.goto(app.server.url + '?seed=7&editor');
  await page.getByTestId('editor').waitFor();
  const games = ['e5 2. Nf3 Nc6 3. Bb5', 'c5'].map((moves, n) =>
    `[Event "Early ${n}"]\n[White "Early${n}"]\n[Black "Black${n}"]\n[Result "*"]\n\n1. e4 ${moves} *\n`).join('\n');
  await importText(page, games, 'Add all to my games');
  await page.waitForFunction(() => !document.querySelector('[data-testid=import-progress]'));
  await openMenu(page, 'Games');
  const early = page.locator('[data-testid=game-list] [data-game-id]').filter({ hasText: 'Early0' });
  await early.waitFor();
  assert.match(await early.textContent(), /no opening named/);
  await page.keyboard.press('Escape');
  // Back on the game's screen the names arrive, and the list names both games.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await openMenu(page, 'Games');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=game-list] [data-game-id]')]
    .filter((item) => /Early/.test(item.textContent) && !/no opening named/.test(item.textContent)).length === 2);
  assert.match(await early.textContent(), /C60 Ruy Lopez/);
});
