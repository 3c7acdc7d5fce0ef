// Is engine build B faster than build A in WebAssembly? The worker's counterpart of
// compare_speed.py: each build's `bench` runs in V8 under Node, from the bare module
// `examples/wasm_bench.rs`, in rounds of four separate processes (A, B, B, A). A process's own
// speed spreads by a tenth or more (where its memory lands), so each round gives one ratio
// and the medians over many rounds are what to read; the node counts must match (the same
// search). Pause the background runs first: this wants quiet cores.
//
//   cargo build --release -p chess-engine --example wasm_bench --target wasm32-unknown-unknown \
//     --features wasm-simd && cp target/wasm32-unknown-unknown/release/examples/wasm_bench.wasm A.wasm
//   (the same for B, on the other build)
//   node crates/engine/tools/wasm_speed.mjs A.wasm B.wasm [--rounds 20] [--eval-file NET]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const WARM_UP = 3; // benches before the timed ones: V8 optimises hot functions as they run
const TIMED = 4; // timed benches a process; it reports their median

/** One process: `bench` in `module` WARM_UP + TIMED times; prints "nodes nodes-per-second". */
async function benchInThisProcess(module, evalFile) {
  const { instance } = await WebAssembly.instantiate(readFileSync(module), {});
  const engine = instance.exports;
  if (evalFile) {
    const file = readFileSync(evalFile);
    const at = engine.network_buffer(file.length);
    new Uint8Array(engine.memory.buffer, at, file.length).set(file);
    if (!engine.load_network()) throw new Error(`${evalFile}: not a network the engine reads`);
  }
  const bench = () => {
    let nodes = 0;
    let ms = 0;
    for (let index = 0; index < engine.positions(); index++) {
      engine.clear();
      const start = performance.now();
      nodes += engine.search(index);
      ms += performance.now() - start;
    }
    return [nodes, (nodes / ms) * 1000];
  };
  for (let i = 0; i < WARM_UP; i++) bench();
  const runs = Array.from({ length: TIMED }, bench);
  console.log(`${runs[0][0]} ${median(runs.map(([, speed]) => speed))}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function benchInNewProcess(module, evalFile) {
  const args = [fileURLToPath(import.meta.url), '--one', module];
  if (evalFile) args.push('--eval-file', evalFile);
  const [nodes, speed] = execFileSync(process.execPath, args, { encoding: 'utf8' }).trim().split(' ');
  return { nodes: Number(nodes), speed: Number(speed) };
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { one: { type: 'boolean' }, rounds: { type: 'string', default: '20' }, 'eval-file': { type: 'string' } },
});
const evalFile = values['eval-file'];
if (values.one) {
  await benchInThisProcess(positionals[0], evalFile);
} else {
  const [a, b] = positionals;
  if (!b) throw new Error('usage: wasm_speed.mjs A.wasm B.wasm [--rounds N] [--eval-file NET]');
  const ratios = [];
  const speeds = { a: [], b: [] };
  let benchNodes;
  for (let round = 1; round <= Number(values.rounds); round++) {
    const runs = [a, b, b, a].map((module) => benchInNewProcess(module, evalFile));
    const nodes = new Set(runs.map((run) => run.nodes));
    if (nodes.size > 1) throw new Error(`the builds search differently: nodes ${[...nodes].join(', ')}`);
    benchNodes = runs[0].nodes;
    const [a1, b1, b2, a2] = runs.map((run) => run.speed);
    speeds.a.push(a1, a2);
    speeds.b.push(b1, b2);
    ratios.push((b1 + b2) / (a1 + a2));
    console.log(`round ${round}: A ${a1.toFixed(0)} ${a2.toFixed(0)}, B ${b1.toFixed(0)} ${b2.toFixed(0)} nodes/s, B/A ${ratios.at(-1).toFixed(3)}`);
  }
  const geometricMean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
  console.log(`bench: ${benchNodes} nodes in every run`);
  console.log(`A: median ${median(speeds.a).toFixed(0)} nodes/s; B: median ${median(speeds.b).toFixed(0)} nodes/s`);
  console.log(`per round B/A: median ${median(ratios).toFixed(3)}, geometric mean ${geometricMean.toFixed(3)}, ` +
    `${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)}; B faster in ${ratios.filter((r) => r > 1).length} of ${ratios.length}`);
}
