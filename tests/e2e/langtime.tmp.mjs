import { launchBrowser, serveDist } from './harness.mjs';
const server = await serveDist(); const browser = await launchBrowser();
const times = [];
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(server.url + '?seed=7');
  await page.waitForSelector('[data-testid=board]');
  const board = Date.now() - t0;
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  times.push([board, Date.now() - t0]);
  await context.close();
}
console.log(JSON.stringify(times));
await browser.close(); await server.close();
