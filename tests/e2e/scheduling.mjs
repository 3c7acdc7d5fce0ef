// Control over when the page's delayed work runs, to provoke a race at will rather than wait for
// load to provoke it once in many runs.
//
// Yew renders in a loop that yields to the browser (a setTimeout of 0) once 16 ms of work have
// passed, before running the render's effects. A timer due then runs between a render and its
// effects. `slowYields` makes every pass look late (Date.now jumps ahead) and each yield last
// a second and a half, so the page sits in that gap long enough for a test to act in it.
// `holdCopies` keeps the library's delayed copies (800 ms timers) until `releaseCopies` runs
// those not cancelled meanwhile.

/** The init script: installs the controls (off until a test turns them on). */
export function installScheduling() {
  const realNow = Date.now;
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const held = new Map();
  let skew = 0;
  let nextHeld = 1e9;
  const control = { slowYields: false, holdCopies: false, released: 0 };
  window.__scheduling = control;
  Date.now = () => realNow() + (control.slowYields ? (skew += 20) : skew);
  window.setTimeout = function (handler, delay, ...rest) {
    if (!delay && control.slowYields) return realSetTimeout.call(window, handler, 1500, ...rest);
    if (delay === 800 && control.holdCopies) {
      const id = nextHeld++;
      held.set(id, handler);
      return id;
    }
    return realSetTimeout.call(window, handler, delay, ...rest);
  };
  window.clearTimeout = function (id) {
    if (!held.delete(id)) realClearTimeout.call(window, id);
  };
  control.releaseCopies = () => {
    const due = [...held.values()];
    held.clear();
    control.holdCopies = false;
    for (const handler of due) handler();
    control.released += due.length;
    return due.length;
  };
}

/** Turns the controls on or off: `setScheduling(page, { slowYields: true })`. */
export function setScheduling(page, settings) {
  return page.evaluate((settings) => Object.assign(window.__scheduling, settings), settings);
}

/** Runs the held copies now; how many ran. */
export function releaseCopies(page) {
  return page.evaluate(() => window.__scheduling.releaseCopies());
}
