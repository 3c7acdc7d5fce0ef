// Cold load to first paint of the whole board: from navigation to the first animation frame
// in which the board has its 64 squares and all 32 pieces drawn (their images resolved), in
// Chromium with an empty cache each time. Also reports whether any earlier frame showed the
// board without its pieces. Run by `./x bench` after a release build.
import { SHIPPED, serveDist, launchBrowser, newContext } from '../e2e/harness.mjs';

const LOADS = 15;
const server = await serveDist(SHIPPED);
const browser = await launchBrowser();
const times = [];
let emptyBoardFrames = 0;
for (let i = 0; i < LOADS; i++) {
  const context = await newContext(browser);
  await context.addInitScript(() => {
    window.__paint = { frames: [] };
    const look = () => {
      const squares = document.querySelectorAll('[data-testid=board] [data-square]').length;
      const pieces = [...document.querySelectorAll('[data-testid=board] .piece')]
        .filter((p) => getComputedStyle(p).backgroundImage.startsWith('url(')).length;
      if (squares > 0) window.__paint.frames.push({ at: performance.now(), squares, pieces });
      if (pieces < 32) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.__paint.frames.some((f) => f.pieces === 32));
  const frames = await page.evaluate(() => window.__paint.frames);
  emptyBoardFrames += frames.filter((f) => f.pieces < 32).length;
  times.push(frames.find((f) => f.pieces === 32).at);
  await context.close();
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`navigation to the board with all 32 pieces painted, ${LOADS} cold loads from loopback:`);
console.log(`  median ${at(0.5).toFixed(0)} ms, 90th percentile ${at(0.9).toFixed(0)} ms; frames with a board but missing pieces: ${emptyBoardFrames}`);
await browser.close();
await server.close();
