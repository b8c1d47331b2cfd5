import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCESS_TOKEN_KEY,
  accountEndpoints,
  endpoints,
  LANGUAGE_STORAGE_KEY,
  learningEndpoints,
  REFRESH_TOKEN_KEY,
} from '@academy/contracts';
import { aStudent, aSubject } from '@academy/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequestPath } from '../../shared/api/api-url';
import { api } from '../../shared/api/client';
import { endFirstLoad } from '../../shared/api/first-load-responses';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { firstLoadRoutes } from './first-load-routes';
import { firstLoadTable } from './first-load-table';

/*
 * The first-load script (scripts/first-load-boot.js) as the build writes it into index.html,
 * run here on the table the build makes, and the HTTP client taking what it started.
 */

const web = join(import.meta.dirname, '..', '..', '..');
const boot = readFileSync(join(web, 'scripts', 'first-load-boot.js'), 'utf8');

/** The table as scripts/first-load.mjs writes it: every route's modules as two files. */
function writeTable() {
  const table = firstLoadTable();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-load-table';
  element.textContent = JSON.stringify({
    ...table,
    files: ['/assets/area.js', '/assets/area.css'],
    routes: table.routes.map(({ modules: _modules, ...route }) => ({
      ...route,
      js: [0],
      css: [1],
    })),
  });
  document.head.append(element);
}

/** Opens `address` as the page, then runs the script as the document's head would. */
function openPage(address: string) {
  window.history.replaceState(null, '', address);
  writeTable();
  new Function(boot)();
}

/** Counts the requests that reach the API, by path and query. */
function countRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const links = () =>
  [...document.head.querySelectorAll('link')].map(
    (link) =>
      `${link.rel}${link.getAttribute('as') ? `:${link.getAttribute('as')}` : ''} ${link.getAttribute('href')}`,
  );

beforeEach(() => {
  server.use(
    handle(accountEndpoints.getMe, ({ reply }) => reply(200, aStudent())),
    handle(learningEndpoints.getSubject, ({ reply }) => reply(200, aSubject({ id: 7 }))),
  );
});

afterEach(() => {
  delete window.academyFirstLoad;
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
  server.events.removeAllListeners();
});

describe('the first-load script', () => {
  it("starts a signed-in page's reads, code, styles and texts as the document is read", () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    const requests = countRequests();
    openPage('/subject/7');
    expect(links()).toEqual([
      'stylesheet /assets/area.css',
      'modulepreload /assets/area.js',
      'preload:fetch /locales/ru/common.json',
      'preload:fetch /locales/ru/student.json',
      'preload:fetch /locales/ru/errors.json',
    ]);
    expect([...(window.academyFirstLoad?.requests.keys() ?? [])]).toEqual([
      '/v1/students',
      '/v1/notifications/unread-count',
      '/v1/subject/7',
    ]);
    return expect.poll(() => requests.length).toBe(3);
  });

  it('reads the token of a session kept for this tab only too', () => {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'access-tab');
    openPage('/subject/7');
    expect(window.academyFirstLoad?.requests.get('/v1/subject/7')?.bearer).toBe('access-tab');
  });

  it('starts nothing without a session, on a page it does not know, or on a public page', () => {
    openPage('/subject/7');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    openPage('/subject/7/unknown');
    openPage('/home');
    openPage('/subject/');
    expect(links()).toEqual([]);
    expect(window.academyFirstLoad).toBeUndefined();
  });

  it('leaves the reads of an address with a query to its loader, which may read filters from it', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    openPage('/admin/applicants?status=scheduled');
    expect(links()).toContain('modulepreload /assets/area.js');
    expect(window.academyFirstLoad).toBeUndefined();
  });
});

describe('the HTTP client on the first page', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  });

  it('takes the answers the script started instead of asking again, once', async () => {
    const requests = countRequests();
    openPage('/subject/7');
    expect(await api(endpoints.getSubject, { params: { id: 7 } })).toEqual(aSubject({ id: 7 }));
    expect(await api(endpoints.getMe)).toEqual(aStudent());
    expect(requests).toEqual(['/v1/students', '/v1/notifications/unread-count', '/v1/subject/7']);
    // Taken: the same call later asks the server.
    await api(endpoints.getSubject, { params: { id: 7 } });
    expect(requests.filter((path) => path === '/v1/subject/7')).toHaveLength(2);
  });

  it('asks again when the session has another token by the time the app asks', async () => {
    const requests = countRequests();
    openPage('/subject/7');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-2');
    await api(endpoints.getSubject, { params: { id: 7 } });
    expect(requests.filter((path) => path === '/v1/subject/7')).toHaveLength(2);
  });

  it('drops what the first page did not take, and names it when the page is still that page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = countRequests();
    openPage('/subject/7');
    endFirstLoad();
    expect(warn).toHaveBeenCalledWith(
      'First load: reads started for this page and not made by it: /v1/students, /v1/notifications/unread-count, /v1/subject/7',
    );
    await api(endpoints.getSubject, { params: { id: 7 } });
    expect(requests.filter((path) => path === '/v1/subject/7')).toHaveLength(2);
  });

  it('says nothing of reads a guard made unnecessary by sending the user elsewhere', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openPage('/subject/7');
    window.history.replaceState(null, '', '/pricing');
    endFirstLoad();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the first-load table', () => {
  it('writes each read as the HTTP client writes its address, a route parameter as {name}', () => {
    const subject = firstLoadTable().routes.find((route) => route.path === '/subject/:id');
    expect(subject?.reads).toEqual([
      apiRequestPath(endpoints.getMe, undefined, undefined),
      apiRequestPath(endpoints.getMyUnreadNotifications, undefined, undefined),
      apiRequestPath(endpoints.getSubject, { id: 'ID' }, undefined).replace('ID', '{id}'),
    ]);
  });

  it('names only modules that exist, and routes the app has', () => {
    for (const route of firstLoadRoutes) {
      for (const module of route.modules) {
        expect(() => readFileSync(join(web, module)), module).not.toThrow();
      }
    }
  });
});
