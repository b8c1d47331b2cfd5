/*
 * The one script a prerendered page names in its HTML (scripts/prerender.mjs copies this file,
 * as is, into the build's assets under a hashed name). The page paints from its HTML and
 * stylesheets alone; the app only hydrates it. So its scripts and translation bundles wait in
 * an inert <template id="after-first-paint"> until the first frame is painted, and none of
 * them competes with the stylesheets for the connection or delays that frame while it runs
 * (apps/web/README.md, "Prerendered pages"). Then they are all requested at once.
 */
const template = document.getElementById('after-first-paint');

/*
 * Adds the template's elements to the head, where (imported, not parsed) the module script
 * runs and the links start loading. Starting a request costs the main thread a millisecond
 * or more on a phone (the sign-up page has some 60), so they are added for a few
 * milliseconds at a time, a task each, and input never waits for all of them; the entry,
 * added first, downloads meanwhile.
 */
function load() {
  if (!(template instanceof HTMLTemplateElement)) return;
  const pending = [...document.importNode(template.content, true).children];
  const addSome = () => {
    const started = performance.now();
    do {
      document.head.append(pending.shift());
    } while (pending.length > 0 && performance.now() - started < 4);
    if (pending.length > 0) setTimeout(addSome, 0);
  };
  if (pending.length > 0) addSome();
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing until shown; it need not wait for that.
  load();
} else {
  // The frame is painted right after its animation-frame callbacks; a task queued from one
  // runs once that frame is on the screen.
  requestAnimationFrame(() => setTimeout(load, 0));
}
