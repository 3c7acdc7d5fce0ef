// What a visitor downloads: the shipped files of dist/ (after Trunk, wasm-bindgen and
// wasm-opt), raw and gzipped (level 9), grouped as the budget counts them: what the first
// paint fetches, the page's wasm, the JavaScript, the CSS (the pieces are inlined there). Listed
// apart, fetched later and cached: the engine worker (its wasm and its JavaScript: the workers
// start with the first engine request, so a first visit's two-player board never fetches them,
// which page-load.test.mjs checks), the engine's network (fetched by the worker), the opening
// names, the puzzles, the languages other than English (web/i18n/ and Fluent's formatter,
// fluent-bundle.js: fetched when one is chosen).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { SHIPPED as DIST } from '../e2e/harness.mjs';

const isWorker = (name) => name.startsWith('engine-worker');
const isOtherLanguage = (name) => name === 'fluent-bundle.js' || /^i18n\/(?!en\.ftl$).*\.ftl$/.test(name);
const GROUPS = [
  ['app wasm', (name) => /^chess-app-.*_bg\.wasm$/.test(name)],
  ['JavaScript', (name) => name.endsWith('.js') && !isWorker(name) && !isOtherLanguage(name)],
  ['CSS (pieces inlined)', (name) => name.endsWith('.css')],
];
const LATER = [
  ['engine worker', (name) => isWorker(name)],
  ['engine network', (name) => name === 'engine.nnue'],
  ['opening names', (name) => name === 'openings.pgn'],
  ['puzzles', (name) => name === 'puzzles.tsv'],
  ['other languages', isOtherLanguage],
];
const BUDGET_KB = 400;
// With --check (./x test build), a first paint over the budget fails the build stage.
const CHECK = process.argv.includes('--check');

// Every file, sub-folders included (wasm-bindgen's snippets/, i18n/), by its path in dist/.
const files = readdirSync(DIST, { recursive: true })
  .map((name) => name.split('\\').join('/'))
  .filter((name) => statSync(join(DIST, name)).isFile());
const size = (name) => {
  const body = readFileSync(join(DIST, name));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = { raw: 0, gzip: 0 };
console.log('shipped files of dist/ (raw, gzip -9):');
for (const [group, matches] of GROUPS) {
  const sizes = files.filter(matches).map(size);
  const sum = sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  total = { raw: total.raw + sum.raw, gzip: total.gzip + sum.gzip };
  console.log(`  ${group.padEnd(22)} ${kb(sum.raw).padStart(10)} ${kb(sum.gzip).padStart(10)}`);
}
console.log(`  ${'total'.padEnd(22)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)}  (budget ${BUDGET_KB} KB gzip: ${(100 * total.gzip / 1024 / BUDGET_KB).toFixed(0)}% used)`);
for (const [label, matches] of LATER) {
  const later = files.filter(matches).map(size)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  console.log(`  ${`${label} (later)`.padEnd(22)} ${kb(later.raw).padStart(10)} ${kb(later.gzip).padStart(10)}`);
}
if (CHECK && total.gzip > BUDGET_KB * 1024) {
  console.error(`the first paint needs ${kb(total.gzip)} gzip: over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}

// Rust's float formatting (`core::fmt::float`: Grisu and Dragon4 with their tables) costs the
// page about 8 KB gzip, and one `format!("{x}")` of an f64 links all of it; the page writes its
// floats through crates/app/src/state/decimal.rs instead. Grisu's table of cached powers of ten
// starts with this significand (10^-348), so finding it in the page's wasm means it is linked.
const GRISU_FIRST_POWER = Buffer.from('df451a3d03cf1ae6', 'hex');
const floatFormatting = files.filter((name) => GROUPS[0][1](name))
  .filter((name) => readFileSync(join(DIST, name)).includes(GRISU_FIRST_POWER));
if (floatFormatting.length) {
  console.error(`${floatFormatting.join(', ')} links Rust's float formatting: write floats with state/decimal.rs`);
  if (CHECK) process.exit(1);
}
