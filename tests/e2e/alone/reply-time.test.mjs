// The computer's reply time (issue 25): a forced move comes at once, with no fixed wait at any
// level. Timed, so it runs alone (other browsers on the same cores would time themselves).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshAppPerTest, newGame, typeMoves, movesPlayed, waitForPlies } from '../harness.mjs';

const app = freshAppPerTest();

test('the computer answers a forced move at once: no fixed wait at any level', async () => {
  await newGame(app.page, { colour: 'white', level: 1, variant: 'position', fen: '7k/8/6Q1/8/8/8/8/K7 w - - 0 1' });
  // A hint first, so the worker that plays is already started (its start is not the reply).
  await app.page.getByRole('button', { name: 'Hint' }).click();
  await app.page.waitForSelector('[data-testid=hint-arrow]', { state: 'attached', timeout: 10000 });
  const started = Date.now();
  await typeMoves(app.page, 'Qg7+');
  await waitForPlies(app.page, 2);
  const waited = Date.now() - started;
  assert.deepEqual(await movesPlayed(app.page), ['Qg7+', 'Kxg7']);
  assert.ok(waited < 400, `the only move came ${waited} ms after ours (a fixed wait would be 450 ms or more)`);
});
