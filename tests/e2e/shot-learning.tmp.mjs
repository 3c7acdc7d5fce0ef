import { serveDist, launchBrowser, openApp, importText, DESKTOP, PHONE } from './harness.mjs';
const server = await serveDist();
const browser = await launchBrowser();
for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const { page, context } = await openApp(browser, server.url, { viewport });
  await importText(page, '[White "Ann"]\n[Black "Ben"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0', 'Load');
  await page.getByRole('button', { name: 'Review game' }).click();
  await page.getByTestId('eval-graph').waitFor({ timeout: 60000 });
  await page.screenshot({ path: `/tmp/shots/review-${name}.png` });
  await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
  await page.getByTestId('learning').waitFor();
  await page.screenshot({ path: `/tmp/shots/learn-${name}.png` });
  await page.getByRole('button', { name: 'View the solution' }).click();
  await page.screenshot({ path: `/tmp/shots/learn-shown-${name}.png` });
  await context.close();
}
await browser.close();
await server.close();
