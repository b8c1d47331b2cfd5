/*
 * The first-load script, inline in the build's index.html (scripts/first-load.mjs writes it
 * there, with the table it reads beside it; the server allows it by its hash). It runs as
 * the document's head is read, before the app's code has even been asked for, and starts
 * what the signed-in page being opened needs, all at once: the modules its routes import,
 * their stylesheets, its translation bundles and, with the session's access token, the API
 * reads its loaders make. The app then finds them loaded or on the way: the HTTP client
 * takes the reads' answers (src/shared/api/first-load-responses.ts), the module loader and
 * i18next the preloaded files. See apps/web/README.md, "First load".
 *
 * It does nothing for a page not in the table, or without a session (the page's guard sends
 * the visitor to sign in). A page address with a query string asks for its data itself: its
 * loader may read filters from it.
 */
(() => {
  const element = document.getElementById('first-load-table');
  if (!element) return;
  const table = JSON.parse(element.textContent);

  const stored = (storage, key) => {
    try {
      return window[storage].getItem(key);
    } catch {
      return null; // Storage switched off: the app behaves as signed out.
    }
  };
  const token =
    stored('localStorage', table.accessTokenKey) ?? stored('sessionStorage', table.accessTokenKey);
  if (!token) return;

  const segments = location.pathname.replace(/(.)\/+$/, '$1').split('/');
  let params = {};
  const route = table.routes.find((candidate) => {
    const parts = candidate.path.split('/');
    if (parts.length !== segments.length) return false;
    const found = {};
    for (const [index, part] of parts.entries()) {
      if (part.startsWith(':') && segments[index] !== '') found[part.slice(1)] = segments[index];
      else if (part !== segments[index]) return false;
    }
    params = found;
    return true;
  });
  if (!route) return;

  const language = table.languages.includes(stored('localStorage', table.languageKey))
    ? stored('localStorage', table.languageKey)
    : table.defaultLanguage;
  const link = (attributes) => {
    const added = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) added.setAttribute(name, value);
    document.head.append(added);
  };
  for (const file of route.css)
    link({ rel: 'stylesheet', crossorigin: '', href: table.files[file] });
  for (const file of route.js)
    link({ rel: 'modulepreload', crossorigin: '', href: table.files[file] });
  for (const namespace of route.namespaces) {
    link({
      rel: 'preload',
      as: 'fetch',
      crossorigin: '',
      href: `/locales/${language}/${namespace}.json`,
    });
  }

  if (location.search !== '') return;
  const started = new Map();
  for (const read of route.reads) {
    const path = read.replace(/\{(\w+)\}/g, (_, name) => params[name]);
    const response = fetch(path, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // An answer nobody takes (the page's guard went elsewhere) is no error worth a console line.
    response.catch(() => {});
    started.set(path, { bearer: token, response });
  }
  window.academyFirstLoad = { path: location.pathname, requests: started };
})();
