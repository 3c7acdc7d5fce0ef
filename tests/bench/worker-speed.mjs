// The engine's speed in its Web Worker (Chromium) against the native binary, with the same
// `bench`: same positions, same depth, same evaluation network (the worker fetches the one
// shipped in dist/; the native binary is given the same file), so the node counts must match
// exactly too. Both worker builds are measured: the one with wasm SIMD in the network's loops
// (what browsers with SIMD load) and the plain one (the fallback). Then each again by hand (the
// hand-written evaluation, what levels 1 to 7 play with, and the bench's signature natively).
//
// V8 first runs wasm from its baseline compiler (Liftoff) and swaps in optimised code function
// by function as they get hot, so a worker's first bench (cold) is partly baseline code; the
// later ones (warm) are what a search of more than a moment runs at, and are the figure
// compared with native. The bench takes a fraction of a second, and on a small or shared
// machine one run of it spreads by ±15%: so each worker runs ROUNDS warm benches, each beside
// a native one (interleaved, so a slow spell of the machine slows both), and the medians are
// compared. `node tests/bench/worker-speed.mjs [ROUNDS]`, 7 by default.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED, WORKER_SCRIPTS, serveDist, launchBrowser, openApp } from '../e2e/harness.mjs';

const ROUNDS = Number(process.argv[2] ?? 7);
const binary = fileURLToPath(new URL('../../target/release/chess-engine', import.meta.url));
const network = join(SHIPPED, 'engine.nnue');
const field = (text, name) => Number(text.match(new RegExp(`${name}\\s*:\\s*(\\d+)`))[1]);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One native bench, with the shipped network or by hand: its output. */
const benchNatively = (byHand = false) => {
  const input = `setoption name EvalFile value ${byHand ? '<none>' : network}\nbench\n`;
  return spawnSync(binary, { input, encoding: 'utf8' }).stdout;
};

const server = await serveDist(SHIPPED);
const browser = await launchBrowser();
const { page, context } = await openApp(browser, server.url);

// A worker kept in the page between benches (in `window.benchWorkers`), so it stays warm.
await page.evaluate(() => {
  window.benchWorkers = {};
  window.startBenchWorker = (script) => new Promise((resolve) => {
    const worker = new Worker(script);
    worker.onmessage = (event) => {
      if (event.data === 'ready') {
        window.benchWorkers[script] = worker;
        resolve();
      }
    };
  });
  window.evaluateByHand = (script) => window.benchWorkers[script].postMessage('2\nsetoption name EvalFile value <none>');
  window.benchInWorker = (script) => new Promise((resolve) => {
    const worker = window.benchWorkers[script];
    const lines = [];
    worker.onmessage = (event) => {
      lines.push(event.data.replace(/^1 /, ''));
      if (event.data.includes('Nodes/second')) resolve(lines.join('\n'));
    };
    worker.postMessage('1\nbench');
  });
});
const benchInWorker = (script) => page.evaluate((script) => window.benchInWorker(script), script);

const nativeNodes = { net: field(benchNatively(), 'Nodes searched'), hand: field(benchNatively(true), 'Nodes searched') };
let sameSearch = true;
const lines = [];

/**
 * A first bench in the worker (cold: it warms the evaluation's functions and is not counted),
 * then ROUNDS warm ones, each beside a native one: a line for each side's runs.
 */
async function measure(build, script, evaluation) {
  const byHand = evaluation === 'hand';
  const cold = await benchInWorker(script);
  sameSearch &&= field(cold, 'Nodes searched') === nativeNodes[evaluation];
  const [workerNps, nativeNps] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    const warm = await benchInWorker(script);
    sameSearch &&= field(warm, 'Nodes searched') === nativeNodes[evaluation];
    workerNps.push(field(warm, 'Nodes/second'));
    nativeNps.push(field(benchNatively(byHand), 'Nodes/second'));
  }
  const [worker, native] = [median(workerNps), median(nativeNps)];
  const what = byHand ? 'by hand' : 'with the network';
  lines.push(`bench ${what} in the ${build.padEnd(5)} worker: ${worker} nodes/s warm (median of ${ROUNDS}; ` +
    `${field(cold, 'Nodes/second')} cold, Chromium) against ${native} natively (median of the ` +
    `${ROUNDS} runs beside them): ${(100 * worker / native).toFixed(0)}% of native`);
  lines.push(`  worker runs: ${workerNps.join(' ')}`);
  lines.push(`  native runs: ${nativeNps.join(' ')}`);
}

for (const [build, script] of Object.entries(WORKER_SCRIPTS)) {
  await page.evaluate((script) => window.startBenchWorker(script), script);
  await measure(build, script, 'net');
  await page.evaluate((script) => window.evaluateByHand(script), script);
  await measure(build, script, 'hand');
}
console.log(`bench: ${nativeNodes.net} nodes natively with the network, ${nativeNodes.hand} by hand` +
  (sameSearch ? ', the same in every worker run (the same search)' : ', NODE COUNTS DIFFER in a worker'));
for (const line of lines) console.log(line);
await context.close();
await browser.close();
await server.close();
if (!sameSearch) process.exit(1);
