// Perft speed in WebAssembly under Node: chess-rules (through crates/rules-js) against
// chess.js 1.4.0, in the same process. Run by `./x bench`, which builds the wasm package first.
//
// chess.js is slow enough that it gets smaller depths; both are compared in nodes per second.
import { createRequire } from 'node:module';
import { Chess as ChessJs } from 'chess.js';

const require = createRequire(import.meta.url);
const { Chess: RulesChess } = require('../../target/rules-js-node/chess_rules_js.js');

const POSITIONS = [
  // name, FEN, depth for chess.js, depth for chess-rules
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4, 6],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3, 5],
  ['endgame', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5, 7],
  ['promotions', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 3, 5],
];
const ROUNDS = 3;

/** The fastest of a few rounds: { nodes, seconds }. */
function fastest(run) {
  let best = null;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    const nodes = run();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (!best || seconds < best.seconds) best = { nodes, seconds };
  }
  return best;
}

const pad = (value, width) => String(value).padStart(width);
console.log(`${'position'.padEnd(11)} ${pad('chess.js Mn/s', 14)} ${pad('ours Mn/s', 10)} ${pad('ratio', 8)}`);
let ratioProduct = 1;
for (const [name, fen, jsDepth, ourDepth] of POSITIONS) {
  const reference = new ChessJs(fen);
  const ours = new RulesChess(fen);
  const js = fastest(() => reference.perft(jsDepth));
  const mine = fastest(() => ours.perft(ourDepth));
  // Both must agree where they overlap.
  if (ours.perft(jsDepth) !== js.nodes) throw new Error(`perft ${jsDepth} of ${name} differs`);
  const jsRate = js.nodes / js.seconds / 1e6;
  const ourRate = mine.nodes / mine.seconds / 1e6;
  ratioProduct *= ourRate / jsRate;
  console.log(`${name.padEnd(11)} ${pad(jsRate.toFixed(2), 14)} ${pad(ourRate.toFixed(1), 10)} ${pad((ourRate / jsRate).toFixed(0), 8)}`);
}
const geometricMean = ratioProduct ** (1 / POSITIONS.length);
console.log(`geometric mean ratio (ours / chess.js, nodes per second): ${geometricMean.toFixed(0)}`);
