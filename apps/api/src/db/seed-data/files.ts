import { framesPng } from '../../lib/png.js';
import { md, type SeedFile } from './content-types.js';

/*
 * Files the demo lectures show or offer for download, made in code: no binary assets in the
 * repository. The seed stores them as public files, like the direction images.
 */

/**
 * The CSS box model as browser developer tools draw it: margin (orange), border
 * (yellow), padding (green) and content (blue), each inside the one before.
 */
export const boxModelDiagram: SeedFile = {
  name: 'box-model.png',
  contentType: 'image/png',
  data: () =>
    framesPng(640, 400, [
      { inset: 0, colour: [249, 204, 157] },
      { inset: 56, colour: [253, 221, 155] },
      { inset: 80, colour: [195, 208, 139] },
      { inset: 136, colour: [140, 182, 192] },
    ]),
};

export const cssLayoutCheatSheet: SeedFile = {
  name: 'css-layout-cheat-sheet.txt',
  contentType: 'text/plain',
  data: () =>
    Buffer.from(
      md(
        'CSS LAYOUT CHEAT SHEET',
        '======================',
        '',
        'FLEXBOX: one direction (a row or a column)',
        '  .row      { display: flex; gap: 1rem; }',
        '  .column   { display: flex; flex-direction: column; }',
        '  .centred  { display: flex; justify-content: center; align-items: center; }',
        '  .wrap     { display: flex; flex-wrap: wrap; }',
        '  .grow     { flex: 1; }            /* takes the space left over */',
        '  .push-end { margin-inline-start: auto; }',
        '',
        '  justify-content  along the main axis: start | center | space-between | end',
        '  align-items      across it:           stretch | start | center | end | baseline',
        '',
        'GRID: two directions (rows and columns)',
        '  .cards  { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1.5rem; }',
        '  .page   { display: grid; grid-template-columns: 15rem 1fr; grid-template-areas: "nav main"; }',
        '  .nav    { grid-area: nav; }',
        '  .wide   { grid-column: 1 / -1; }  /* from the first line to the last */',
        '',
        '  fr        a share of the free space',
        '  minmax()  at least the first size, at most the second',
        '  auto-fill as many columns as fit (auto-fit: and stretch them when few)',
        '',
        'WHICH ONE?',
        '  a toolbar, a navigation bar, centring one thing  -> flexbox',
        '  a page layout, a gallery, a form in two columns  -> grid',
        '  space between items                              -> gap, not margins',
        '',
        'RESPONSIVE WITHOUT MEDIA QUERIES',
        '  width: min(100%, 60rem);          never wider than the screen or 60rem',
        '  font-size: clamp(1rem, 2.5vw, 1.5rem);',
        '  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));',
        '',
      ),
      'utf8',
    ),
};
