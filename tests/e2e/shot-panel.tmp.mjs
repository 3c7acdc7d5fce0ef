import { serveDist, launchBrowser, openApp, importText, DESKTOP, PHONE } from './harness.mjs';
const server = await serveDist();
const browser = await launchBrowser();
const pgn = '[White "Ann"]\n[Black "Ben"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8 *';
for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const { page, context } = await openApp(browser, server.url, { viewport });
  await importText(page, pgn, 'Load');
  await page.locator('[data-testid=moves] [data-ply="20"]').click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/panel-${name}.png`, fullPage: name === 'phone' });
  await context.close();
}
await browser.close();
await server.close();
