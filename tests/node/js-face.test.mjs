// The rules' JavaScript face (crates/rules-js, built for Node by ./x) checked against an
// independent implementation, chess.js, and called by every name a page would use.
//
// Thousands of seeded random games are played through both side by side: at every position the
// legal moves (SAN), the FEN (en passant field aside: chess.js writes it only when a capture is
// possible), check, checkmate, stalemate and the SAN of the move played must agree; at the end
// each reads the other's PGN back to the same position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Chess as ChessJs } from 'chess.js';

const require = createRequire(import.meta.url);
const { Chess } = require('../../target/rules-js-node/chess_rules_js.js');

const GAMES = Number(process.env.JS_FACE_GAMES ?? 2000);
const MAX_PLIES = 160;

/** A seeded generator (Park-Miller), so a failure replays. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

const withoutEnPassant = (fen) => fen.split(' ').filter((_, i) => i !== 3).join(' ');

test(`${GAMES} random games agree with chess.js move by move, and each reads the other's PGN`, () => {
  const next = random(20261122);
  let positions = 0;
  const draws = { insufficient: 0, claimable: 0 };
  for (let game = 0; game < GAMES; game++) {
    const ours = new Chess();
    const theirs = new ChessJs();
    for (let ply = 0; ply < MAX_PLIES; ply++) {
      const where = `game ${game}, ply ${ply}, ${theirs.fen()}`;
      positions++;
      // chess.js works each of its answers out afresh: ask it once per position.
      const moves = theirs.moves();
      const check = theirs.isCheck();
      assert.deepEqual(ours.moves().sort(), moves.slice().sort(), `legal moves at ${where}`);
      assert.equal(withoutEnPassant(ours.fen()), withoutEnPassant(theirs.fen()), `FEN at ${where}`);
      assert.equal(ours.isCheck(), check, `check at ${where}`);
      assert.equal(ours.isCheckmate(), check && moves.length === 0, `checkmate at ${where}`);
      assert.equal(ours.isStalemate(), !check && moves.length === 0, `stalemate at ${where}`);
      assert.equal(ours.turn(), theirs.turn(), `turn at ${where}`);
      // Draw states: a dead position ends our game (chess.js calls it insufficient material);
      // a repetition or fifty quiet moves give the player to move a claim.
      const insufficient = theirs.isInsufficientMaterial();
      assert.equal(ours.outcome() === 'Draw by insufficient material', insufficient, `insufficient material at ${where}`);
      const claimable = theirs.isThreefoldRepetition() || theirs.isDrawByFiftyMoves();
      if (ours.status() === '*') assert.equal(ours.canClaimDraw(), claimable, `a draw to claim at ${where}`);
      draws.insufficient += insufficient;
      draws.claimable += claimable;
      if (moves.length === 0 || ours.status() !== '*') break;
      const san = moves[Math.floor(next() * moves.length)];
      assert.equal(ours.move(san), theirs.move(san).san, `SAN of ${san} at ${where}`);
    }
    // Each reads the other's record of the game to the same position.
    const fromTheirs = Chess.fromPgn(theirs.pgn());
    assert.equal(withoutEnPassant(fromTheirs.fen()), withoutEnPassant(theirs.fen()), `our read of chess.js's PGN, game ${game}`);
    const reader = new ChessJs();
    reader.loadPgn(ours.pgn());
    assert.equal(withoutEnPassant(reader.fen()), withoutEnPassant(ours.fen()), `chess.js's read of our PGN, game ${game}`);
    assert.deepEqual(ours.history(), theirs.history(), `history, game ${game}`);
  }
  console.log(`${GAMES} games, ${positions} positions compared with chess.js; insufficient material `
    + `in ${draws.insufficient}, a draw to claim in ${draws.claimable}`);
  // Random games seldom meet these draws (see the count): the next test sets them up.
});

test('draw states agree with chess.js: dead material set up, a repetition and fifty quiet moves played', () => {
  const positions = {
    'king against king': '8/8/8/4k3/8/8/8/4K3 w - - 0 1',
    'a knight alone': '8/8/8/4k3/8/8/8/4KN2 w - - 0 1',
    'a bishop alone': '8/8/8/4k3/8/8/8/4KB2 w - - 0 1',
    'bishops on squares of one colour': '2b5/8/8/4k3/8/8/8/4KB2 w - - 0 1',
    'bishops on squares of both colours': '1b6/8/8/4k3/8/8/8/4KB2 w - - 0 1',
    'two knights': '8/8/8/4k3/8/8/8/3NKN2 w - - 0 1',
    'a pawn': '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1',
  };
  let dead = 0;
  for (const [name, fen] of Object.entries(positions)) {
    const insufficient = new ChessJs(fen).isInsufficientMaterial();
    assert.equal(new Chess(fen).outcome() === 'Draw by insufficient material', insufficient, name);
    dead += insufficient;
  }
  assert.equal(dead, 4, 'four of the seven are dead for both');
  // Knights out and back twice: the start position a third time.
  const ours = new Chess();
  const theirs = new ChessJs();
  for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) {
    assert.equal(ours.canClaimDraw(), theirs.isThreefoldRepetition(), `before ${san}`);
    ours.move(san);
    theirs.move(san);
  }
  assert.equal(theirs.isThreefoldRepetition(), true);
  assert.equal(ours.canClaimDraw(), true, 'threefold repetition');
  // Ninety-nine quiet half-moves, then the hundredth.
  const fifty = '8/8/8/4k3/8/8/4P3/R3K3 w - - 99 80';
  const ours50 = new Chess(fifty);
  const theirs50 = new ChessJs(fifty);
  assert.equal(ours50.canClaimDraw(), theirs50.isDrawByFiftyMoves(), 'at 99');
  ours50.move('Ra2');
  theirs50.move('Ra2');
  assert.equal(theirs50.isDrawByFiftyMoves(), true);
  assert.equal(ours50.canClaimDraw(), true, 'fifty-move rule');
});

test('the JS face by name: construction, moves, why not, undo, draws, Chess960, PGN, perft', () => {
  const chess = new Chess();
  assert.equal(chess.moves().length, 20);
  assert.equal(chess.movesUci().length, 20);
  assert.equal(chess.move('e4'), 'e4');
  assert.equal(chess.move('e7e5'), 'e5');
  assert.equal(chess.turn(), 'w');
  assert.match(chess.whyNot('e1', 'g1'), /castl/i);
  assert.equal(chess.whyNot('g1', 'f3'), undefined);
  assert.match(chess.whyNot('z9', 'e4'), /Squares are named/);
  assert.equal(chess.undo(), 'e5');
  assert.deepEqual(chess.history(), ['e4']);
  for (const san of ['Nf6', 'Nf3', 'Ng8', 'Ng1', 'Nf6', 'Nf3', 'Ng8']) chess.move(san);
  assert.equal(chess.canClaimDraw(), false);
  assert.equal(chess.canClaimDrawAfter('Ng1'), true);
  assert.match(chess.moveAndClaimDraw('Ng1'), /threefold/);
  assert.equal(chess.status(), '1/2-1/2');
  assert.match(chess.outcome(), /threefold/);
  assert.equal(chess.isGameOver(), true);
  const fools = Chess.fromPgn('1. f3 e5 2. g4 Qh4# 0-1');
  assert.equal(fools.isCheckmate(), true);
  assert.equal(fools.status(), '0-1');
  assert.match(fools.pgn(), /2\. g4 Qh4# 0-1/);
  const all = Chess.readAll('[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 d5 *\n');
  assert.deepEqual(all.map((game) => game.history()), [['e4'], ['d4', 'd5']]);
  const shuffle = Chess.chess960(0);
  assert.equal(shuffle.fen(), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
  assert.equal(new Chess().perft(3), 8902);
  const early = new Chess();
  assert.throws(() => early.claimDraw(), /draw/i, 'no claim without a reason');
});

/** Calls `run` and returns its error, failing the test if it is not a plain JS Error with a message. */
function refusal(run, what) {
  const started = process.hrtime.bigint();
  let error;
  try {
    run();
  } catch (e) {
    error = e;
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  assert.ok(ms < 200, `${what} took ${ms.toFixed(0)} ms`);
  if (error === undefined) return null;
  assert.ok(error instanceof Error, `${what}: an Error, not ${error}`);
  assert.ok(!(error instanceof WebAssembly.RuntimeError), `${what}: a wasm trap (${error.message})`);
  assert.ok(error.message.length > 0 && !/unreachable|RuntimeError/.test(error.message), `${what}: ${error.message}`);
  return error;
}

test('hostile input from JavaScript: random calls and arguments give Errors with messages, never a trap or a freeze', () => {
  const next = random(7);
  const pick = (items) => items[Math.floor(next() * items.length)];
  const junk = () => pick([
    '', ' ', 'e4', 'e2e4', 'O-O', '0-0-0', 'Qxf7#', 'e8=Q', 'a1a1', 'h7h8q', 'zz', '\u0000', '🙂',
    '<script>alert(1)</script>', '1. e4 e5 *', '[Event "x"]', '{', '(', ')', '$', '--', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    '8/8/8/8/8/8/8/8 w - - 0 1', 'x'.repeat(1000), String(next()), undefined, null, 42, -1, 1e9, {}, [], true,
  ]);
  let calls = 0;
  let refused = 0;
  for (let round = 0; round < 3000; round++) {
    let chess;
    const constructor = pick(['new', 'fen', 'pgn', '960']);
    const made = refusal(() => {
      if (constructor === 'new') chess = new Chess();
      else if (constructor === 'fen') chess = new Chess(junk());
      else if (constructor === 'pgn') chess = Chess.fromPgn(junk());
      else chess = Chess.chess960(pick([0, 518, 959, 960, -1, 1e6, 3.5]));
    }, `constructor ${constructor}`);
    calls++;
    if (made) { refused++; continue; }
    for (let call = 0; call < 8; call++) {
      const method = pick(['move', 'whyNot', 'undo', 'canClaimDrawAfter', 'claimDraw', 'moveAndClaimDraw', 'moves', 'fen', 'pgn', 'perft', 'status']);
      const error = refusal(() => {
        if (method === 'whyNot') chess.whyNot(junk(), junk(), junk());
        else if (method === 'perft') chess.perft(pick([0, 1, 2, 8, 100, -1]));
        else chess[method](junk());
      }, `${method}`);
      calls++;
      if (error) refused++;
    }
  }
  console.log(`${calls} hostile calls, ${refused} refused with an Error`);
  assert.ok(refused > 100, 'the junk was mostly refused');
});

test('huge input: a FEN of 10,000 characters, a 2 MB PGN, a PGN of 5,000 moves', () => {
  const fen = refusal(() => new Chess(`${'p'.repeat(10000)} w - - 0 1`), 'a 10,000-character FEN');
  assert.match(fen.message, /board|FEN|rank/i);
  let big;
  refusal(() => { big = Chess.fromPgn(`[Event "Big"]\n\n1. e4 { ${'x'.repeat(2 * 1024 * 1024)} } e5 *`); }, 'a 2 MB PGN');
  assert.deepEqual(big.history(), ['e4', 'e5']);
  const moves = Array.from({ length: 1250 }, (_, i) => `${2 * i + 1}. Nf3 Nf6 ${2 * i + 2}. Ng1 Ng8`).join(' ');
  let long;
  refusal(() => { long = Chess.fromPgn(`${moves} *`); }, 'a PGN of 5,000 moves');
  assert.equal(long.status(), '1/2-1/2', 'the fivefold repetition ends the game on its own');
  assert.match(long.outcome(), /fivefold/);
});
