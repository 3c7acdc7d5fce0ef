// The first visit (issue 26): the start choices beside the board, never over it; a game
// against the computer in two clicks; the board taking moves as always; the title leading back,
// with "Continue".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshAppPerTest, openApp, drag, pieceOn, waitForPlies, movesPlayed, PHONE } from './harness.mjs';

const app = freshAppPerTest();
const start = (page) => page.getByTestId('start');

/** Do the start choices and the board overlap on screen? */
async function overlapsBoard(page) {
  const a = await start(page).boundingBox();
  const b = await page.getByTestId('board').boundingBox();
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('a first visit offers the ways to play beside the board, and reaches the computer in two clicks', async () => {
  const page = app.page;
  await start(page).waitFor();
  for (const name of ['Play the computer', 'Play a friend', 'Puzzles', 'Analysis board', 'Board editor']) {
    assert.equal(await start(page).getByRole('button', { name, exact: true }).count(), 1, name);
  }
  assert.equal(await start(page).getByRole('button', { name: 'Continue' }).count(), 0, 'no game in progress');
  assert.equal(await overlapsBoard(page), false, 'beside the board, not over it');
  assert.equal(await page.locator('[data-testid=board] .piece').count(), 32, 'the pieces in place');
  await start(page).getByRole('button', { name: 'Play the computer' }).click();
  await start(page).getByRole('button', { name: /^Level 2\b.*about \d+ Elo$/ }).click();
  assert.equal(await start(page).count(), 0, 'the choices make way for the game');
  assert.match(await page.locator('.player-strip').first().textContent(), /Computer · Level 2, about \d+/);
  await drag(page, 'e2', 'e4');
  await waitForPlies(page, 2);
});

test('a move on the board plays as always; the title brings the choices back, and Continue the game', async () => {
  const page = app.page;
  await drag(page, 'e2', 'e4');
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await start(page).count(), 0, 'a move: the game panel');
  await page.getByRole('button', { name: 'Chess', exact: true }).click();
  await start(page).waitFor();
  await start(page).getByRole('button', { name: 'Continue' }).click();
  assert.equal(await start(page).count(), 0);
  assert.deepEqual(await movesPlayed(page), ['e4'], 'the game as it was');
  // An analysis board from the choices: a new analysis of the start (the game kept in Games).
  await page.getByRole('button', { name: 'Chess', exact: true }).click();
  await start(page).getByRole('button', { name: 'Analysis board' }).click();
  assert.deepEqual(await movesPlayed(page), []);
  await page.getByTestId('analysis').waitFor();
});

test('on a phone the choices sit under the board, the knight in the menu leads back to them', async () => {
  const phone = await openApp(app.browser, app.server.url, { viewport: PHONE });
  const page = phone.page;
  await start(page).waitFor();
  assert.equal(await overlapsBoard(page), false);
  await start(page).getByRole('button', { name: 'Play a friend' }).click();
  assert.equal(await start(page).count(), 0);
  await page.getByRole('button', { name: 'Chess', exact: true }).click();
  await start(page).waitFor();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(sideways, false, 'the page does not scroll sideways');
  await phone.context.close();
});
