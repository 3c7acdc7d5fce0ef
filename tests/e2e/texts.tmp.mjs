import { launchBrowser, serveDist, openApp } from './harness.mjs';

const collect = async (page) => page.evaluate(() => {
  const out = new Set();
  const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const text = node.textContent.trim();
    if (text && node.parentElement && visible(node.parentElement)) out.add(text);
  }
  for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
    for (const a of ['aria-label', 'title', 'placeholder']) { const v = el.getAttribute(a); if (v) out.add(v.trim()); }
  }
  return [...out];
});

async function screens(page) {
  const all = new Set();
  const add = async () => (await collect(page)).forEach((t) => all.add(t));
  await add();
  await page.click('[data-square=e2]'); await page.click('[data-square=e4]');
  await page.click('[data-square=e7]'); await page.click('[data-square=e5]');
  await add();
  const menu = page.locator('nav.menu button');
  const n = await menu.count();
  for (let i = 0; i < n; i++) {
    const b = menu.nth(i);
    if (!(await b.isVisible())) continue;
    await b.click(); await page.waitForTimeout(400); await add();
    await page.keyboard.press('Escape'); await page.waitForTimeout(200);
    // puzzles/editor screens: go back
    const back = page.locator('button', { hasText: /Back|Zurück|Retour|Volver|Torna/ }).first();
    if (await back.count() && await back.isVisible()) { await back.click(); await page.waitForTimeout(200); }
  }
  return all;
}

const server = await serveDist();
const browser = await launchBrowser();
const result = {};
for (const locale of ['en-GB', 'de-DE', 'fr-FR', 'es-ES', 'it-IT']) {
  const { page, context } = await openApp(browser, server.url, { contextOptions: { locale }, query: '?seed=7' });
  await page.waitForTimeout(800);
  result[locale] = await screens(page);
  await context.close();
}
const en = result['en-GB'];
for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'it-IT']) {
  const same = [...result[locale]].filter((t) => en.has(t) && /[a-z]{3}/i.test(t));
  console.log(locale, JSON.stringify(same));
}
await browser.close(); await server.close();
