import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import nginx from 'highlight.js/lib/languages/nginx';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import scss from 'highlight.js/lib/languages/scss';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * The languages code blocks are highlighted in: those the academy's directions teach. Only
 * these grammars are bundled (with the lecture screen), not all of highlight.js. A fence in
 * another language shows as plain code. `html` and `vue` fences use the XML grammar through
 * its aliases.
 */
export const codeLanguages = {
  bash,
  css,
  dockerfile,
  go,
  http,
  ini,
  java,
  javascript,
  json,
  markdown,
  nginx,
  plaintext,
  python,
  scss,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};
