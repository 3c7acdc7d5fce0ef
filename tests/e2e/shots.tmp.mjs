import { launchBrowser, serveDist, openApp, openMenu, DESKTOP, PHONE, drag } from './harness.mjs';
const server = await serveDist(); const browser = await launchBrowser();
for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  for (const locale of ['en-GB', 'de-DE']) {
    const { page, context } = await openApp(browser, server.url, { viewport, contextOptions: { locale }, query: '?seed=7' });
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/shots/${name}-${locale}-start.png` });
    await page.locator('nav.menu > button').nth(locale === 'en-GB' ? 6 : 6).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${name}-${locale}-settings.png` });
    await page.keyboard.press('Escape');
    await drag(page, 'e2', 'e5');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${locale}-refused.png` });
    await context.close();
  }
}
await browser.close(); await server.close();
