import { launchBrowser, serveDist, openApp, DESKTOP, PHONE, typeMoves } from './harness.mjs';
const server = await serveDist(); const browser = await launchBrowser();
const shots = [
  ['fr-FR', DESKTOP, 'games'], ['es-ES', PHONE, 'puzzles'], ['it-IT', DESKTOP, 'game'], ['de-DE', PHONE, 'newgame'],
];
for (const [locale, viewport, what] of shots) {
  const { page, context } = await openApp(browser, server.url, { viewport, contextOptions: { locale }, query: '?seed=7' });
  await page.waitForFunction((c) => document.documentElement.lang === c, locale.slice(0, 2));
  if (what === 'games') {
    await typeMoves(page, 'e4 e5 Nf3 Nc6 Bb5');
    await page.locator('nav.menu > button').nth(1).click(); await page.waitForTimeout(500);
  } else if (what === 'puzzles') {
    await page.locator('nav.menu > button').nth(2).click();
    await page.locator('[data-testid=puzzle][data-state=playing]').waitFor(); await page.waitForTimeout(900);
  } else if (what === 'game') {
    await typeMoves(page, 'f3 e5 g4 Qh4#'); await page.waitForTimeout(400);
  } else {
    await page.locator('nav.menu > button').nth(0).click(); await page.waitForTimeout(400);
  }
  await page.screenshot({ path: `/tmp/shots/${what}-${locale}.png` });
  await context.close();
}
await browser.close(); await server.close();
