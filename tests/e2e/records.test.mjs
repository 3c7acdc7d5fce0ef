// Keeping and sharing games: reload-proof persistence, FEN/PGN import and export, shared
// links, the offline app and its security policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { freshAppPerTest, drag, typeMoves, movesPlayed, pieceOn } from './harness.mjs';

const app = freshAppPerTest();

const notice = () => app.page.textContent('[data-testid=notice]');
const fen = () => app.page.textContent('[data-testid=fen]');

async function importText(text, button = 'Load') {
  if (!(await app.page.locator('[data-testid=import-text]').count())) await app.page.click('button:text-is("Import")');
  await app.page.fill('[data-testid=import-text]', text);
  await app.page.click(`button:text-is("${button}")`);
}

test('the game survives a reload exactly', async () => {
  await typeMoves(app.page, 'e4 c5 Nf3 d6');
  await app.page.click('button:text-is("Flip board")');
  await app.page.click('[data-ply="2"]');
  await app.page.reload();
  await app.page.waitForSelector('[data-square=e1]');
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'c5', 'Nf3', 'd6']);
  assert.equal(await app.page.getAttribute('[data-testid=board]', 'data-orientation'), 'black');
  assert.equal(await app.page.getAttribute('[data-ply="2"]', 'aria-current'), 'true');
  assert.equal(await pieceOn(app.page, 'f3'), null, 'the board still shows the position after 1... c5');
  await app.page.keyboard.press('End');
  assert.equal(await fen(), 'rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3');
});

test('a game against the computer is restored with its level and colour', async () => {
  await app.page.selectOption('select[aria-label="Your colour against the computer"]', 'black');
  await app.page.selectOption('select[aria-label="Computer level"]', '2');
  await app.page.click('button:text-is("Play the computer")');
  await app.page.waitForFunction(() => document.querySelectorAll('[data-ply]').length >= 1, null, { timeout: 10000 });
  await app.page.reload();
  await app.page.waitForSelector('[data-square=e1]');
  assert.equal((await movesPlayed(app.page)).length, 1);
  assert.equal(await app.page.getAttribute('[data-testid=board]', 'data-orientation'), 'black');
  assert.match(await app.page.textContent('[data-testid=engine-status]'), /Level 2/);
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
  await importText(pgn);
  const moves = await movesPlayed(app.page);
  assert.equal(moves.length, 16);
  assert.deepEqual(moves.slice(0, 3), ['e4', 'e5', 'Nf3']);
  assert.equal(await app.page.getAttribute('[data-testid=status]', 'data-result'), '1-0');
  assert.equal(await app.page.locator('[data-testid=notice]').count(), 0);
});

test('a broken FEN is explained and the game is left untouched', async () => {
  await typeMoves(app.page, 'd4 d5');
  const before = await fen();
  await importText('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w');
  assert.match(await notice(), /^This FEN is not valid: a FEN has 6 fields separated by spaces .* this one has 2$/);
  await importText('rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await notice(), 'This FEN is not valid: rank 7 of the board field describes 9 squares instead of 8');
  assert.equal(await fen(), before);
  assert.deepEqual(await movesPlayed(app.page), ['d4', 'd5']);
  await importText('1. e4 e5 2. Qh5 Nc6 3. Qxf8');
  assert.match(await notice(), /line 1, column \d+: move 3\. Qxf8/);
  assert.deepEqual(await movesPlayed(app.page), ['d4', 'd5']);
});

test('a FEN sets up a position for two players or against the computer', async () => {
  await importText('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  assert.equal(await fen(), '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  assert.equal(await app.page.locator('[data-square][data-piece]').count(), 3);
  await drag(app.page, 'e2', 'e4');
  assert.equal(await pieceOn(app.page, 'e4'), 'wP');
  // Against the computer: Black to move, and the player is White, so the computer starts.
  await app.page.selectOption('select[aria-label="Computer level"]', '1');
  await importText('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1', 'Load and play the computer');
  await app.page.waitForFunction(() => document.querySelectorAll('[data-ply]').length >= 1, null, { timeout: 10000 });
  assert.match(await app.page.textContent('[data-testid=status]'), /White to move/);
});

test('export shows the PGN and it imports back to the same game', async () => {
  await typeMoves(app.page, 'e4 e5 Nf3 Nc6 Bc4 Nf6');
  await app.page.click('button:text-is("Export")');
  const pgn = await app.page.textContent('[data-testid=pgn]');
  for (const tag of ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']) {
    assert.match(pgn, new RegExp(`^\\[${tag} "`, 'm'), tag);
  }
  assert.match(pgn, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
  assert.match(pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 Nf6 \*/);
  await app.page.click('button:text-is("New game")');
  assert.deepEqual(await movesPlayed(app.page), []);
  await importText(pgn);
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6']);
});

test('Copy FEN, Copy PGN and Download PGN', async () => {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await typeMoves(app.page, 'c4 e5');
  await app.page.click('button:text-is("Copy FEN")');
  await app.page.waitForSelector('text=FEN copied');
  assert.equal(await app.page.evaluate(() => navigator.clipboard.readText()), await fen());
  await app.page.click('button:text-is("Copy PGN")');
  await app.page.waitForSelector('text=PGN copied');
  assert.match(await app.page.evaluate(() => navigator.clipboard.readText()), /1\. c4 e5 \*/);
  const [download] = await Promise.all([app.page.waitForEvent('download'), app.page.click('button:text-is("Download PGN")')]);
  assert.equal(download.suggestedFilename(), 'chess-game.pgn');
  assert.match(await readFile(await download.path(), 'utf8'), /\[Result "\*"\]\n[\s\S]*1\. c4 e5 \*/);
});

test('a link with a position opens it; the Copy link button makes one', async () => {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const position = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent(position)}`);
  await app.page.waitForSelector('[data-square=e1]');
  assert.equal(await fen(), position);
  assert.equal(new URL(app.page.url()).search, '', 'the address no longer carries the position');
  await app.page.click('button:text-is("Copy link")');
  await app.page.waitForSelector('text=link copied');
  const link = await app.page.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(link).searchParams.get('fen'), position);
  // A bad position in a link: a notice and the normal start.
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent('8/8/8/8 w - - 0 1')}`);
  await app.page.waitForSelector('[data-square=e1]');
  assert.match(await notice(), /The position in the link is not valid: the board field needs 8 ranks/);
});

test('the game a link replaced is kept, and one click switches back and forth', async () => {
  await typeMoves(app.page, 'e4 c5');
  const position = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent(position)}`);
  await app.page.waitForSelector('[data-square=e1]');
  assert.equal(await fen(), position);
  assert.match(await notice(), /Your game from before is kept/);
  await typeMoves(app.page, 'e4');
  const switchGame = 'button:text-is("Switch to your other game")';
  await app.page.click(switchGame);
  await app.page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] [data-ply]').length === 2);
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'c5']);
  await app.page.click(switchGame);
  await app.page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] [data-ply]').length === 1);
  assert.equal(await app.page.textContent('[data-ply="1"]'), 'e4');
  assert.ok((await fen()).startsWith('4k3/8/8/8/4P3/8/8/4K3 b'), 'the shared game, with its move');
  // Another link opened before a move is played in it does not push out the kept game.
  await app.page.click(switchGame);
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent(position)}`);
  await app.page.waitForSelector('[data-square=e1]');
  await app.page.goto(`${app.server.url}?fen=${encodeURIComponent(position)}`);
  await app.page.waitForSelector('[data-square=e1]');
  await app.page.click(switchGame);
  await app.page.waitForFunction(() => document.querySelectorAll('[data-testid=moves] [data-ply]').length === 2);
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'c5']);
});

test('corrupt saved data gives a notice and a fresh game, and is kept aside', async () => {
  await typeMoves(app.page, 'e4');
  await app.page.evaluate(() => localStorage.setItem('chess-app/game', '{"version": 1, "start": "garbage"'));
  await app.page.reload();
  await app.page.waitForSelector('[data-square=e1]');
  assert.match(await notice(), /Your saved game could not be restored: the saved data is damaged/);
  assert.deepEqual(await movesPlayed(app.page), []);
  const kept = await app.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('chess-app/unreadable-'))
    .map((k) => localStorage.getItem(k)));
  assert.deepEqual(kept, ['{"version": 1, "start": "garbage"']);
  // A future version's data is not misread either.
  await app.page.evaluate(() => localStorage.setItem('chess-app/game', '{"version": 7, "moves": []}'));
  await app.page.reload();
  await app.page.waitForSelector('[data-square=e1]');
  assert.match(await notice(), /saved by another version of the app \(format 7/);
});

test('imported text is shown as text, never as HTML', async () => {
  await importText('[Event "<img src=x id=injected onerror=alert(1)>"]\n\n1. e4 *');
  await app.page.click('button:text-is("Export")');
  assert.match(await app.page.textContent('[data-testid=pgn]'), /<img src=x id=injected/);
  assert.equal(await app.page.locator('#injected').count(), 0);
});

test('a Content-Security-Policy allows the app and nothing else', async () => {
  const policy = await app.page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(policy, /https?:|\*/);
  await app.page.evaluate(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
  });
  await app.page.selectOption('select[aria-label="Computer level"]', '1');
  await app.page.click('button:text-is("Play the computer")');
  await drag(app.page, 'e2', 'e4');
  await app.page.waitForFunction(() => document.querySelectorAll('[data-ply]').length >= 2, null, { timeout: 10000 });
  assert.deepEqual(await app.page.evaluate(() => window.violations), []);
});

test('offline after a first load: the app starts and the engine plays', async () => {
  await app.page.evaluate(() => navigator.serviceWorker.ready);
  await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 })
    .catch(async () => {
      // The first visit may not be controlled until a reload.
      await app.page.reload();
      await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    });
  await app.context.setOffline(true);
  await app.page.reload();
  await app.page.waitForSelector('[data-square=e1][data-piece=wK]');
  await app.page.selectOption('select[aria-label="Computer level"]', '2');
  await app.page.click('button:text-is("Play the computer")');
  await drag(app.page, 'd2', 'd4');
  await app.page.waitForFunction(() => document.querySelectorAll('[data-ply]').length >= 2, null, { timeout: 15000 });
  assert.equal((await movesPlayed(app.page)).length, 2);
  await app.context.setOffline(false);
});
