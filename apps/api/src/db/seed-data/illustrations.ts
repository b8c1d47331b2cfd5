import type { Rgb } from '../../lib/png.js';

/*
 * The demo directions' pictures: an SVG illustration per direction (480 × 270, the card's
 * 16:9), drawn on a gradient of the direction's colours: a browser window for front-end, a
 * server and its database for back-end, the build-and-deploy loop with its containers for
 * DevOps, a checklist under a magnifying glass for quality assurance, and a tree of nodes for
 * software engineering. Shapes only, no text, no fonts and nothing that runs.
 */

const WIDTH = 480;
const HEIGHT = 270;
const PALE = '#cbd5e1';

const rgb = ([red, green, blue]: Rgb) => `rgb(${red},${green},${blue})`;

type Motif = (main: string, accent: string) => string;

const browserWindow: Motif = (main, accent) => `
<g transform="translate(104 46)">
  <rect width="250" height="176" rx="14" fill="#fff"/>
  <path d="M0 14a14 14 0 0 1 14-14h222a14 14 0 0 1 14 14v16H0z" fill="#e2e8f0"/>
  <circle cx="18" cy="15" r="5" fill="#f87171"/><circle cx="34" cy="15" r="5" fill="#fbbf24"/><circle cx="50" cy="15" r="5" fill="#34d399"/>
  <rect x="16" y="46" width="62" height="114" rx="8" fill="${main}" opacity=".16"/>
  <rect x="92" y="46" width="142" height="44" rx="8" fill="${main}"/>
  <rect x="92" y="102" width="110" height="8" rx="4" fill="${PALE}"/>
  <rect x="92" y="118" width="130" height="8" rx="4" fill="${PALE}"/>
  <rect x="92" y="134" width="84" height="8" rx="4" fill="${PALE}"/>
  <rect x="92" y="150" width="52" height="10" rx="5" fill="${accent}"/>
</g>
<g transform="translate(312 150)">
  <rect width="116" height="66" rx="16" fill="#0f172a"/>
  <path d="M38 20 22 33l16 13M78 20l16 13-16 13M66 15 50 51" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
</g>`;

const serverAndDatabase: Motif = (main, accent) => {
  const shelves = [0, 1, 2]
    .map(
      (shelf) => `
  <rect y="${shelf * 56}" width="176" height="46" rx="10" fill="#fff"/>
  <circle cx="25" cy="${shelf * 56 + 23}" r="7" fill="${main}"/>
  <rect x="46" y="${shelf * 56 + 19}" width="74" height="8" rx="4" fill="${PALE}"/>
  <circle cx="150" cy="${shelf * 56 + 23}" r="5" fill="${accent}"/>`,
    )
    .join('');
  return `
<g transform="translate(84 52)">${shelves}
</g>
<path d="M268 135h40" stroke="#fff" stroke-width="6" stroke-dasharray="2 11" stroke-linecap="round"/>
<g transform="translate(312 62)">
  <path d="M0 22v104a62 20 0 0 0 124 0V22" fill="#fff"/>
  <ellipse cx="62" cy="22" rx="62" ry="20" fill="#f1f5f9"/>
  <path d="M0 60a62 20 0 0 0 124 0M0 96a62 20 0 0 0 124 0" fill="none" stroke="${main}" stroke-width="4" opacity=".55"/>
</g>`;
};

const deliveryLoop: Motif = (main, accent) => `
<path d="M240 118c-34-50-112-50-112 0s78 50 112 0 112-50 112 0-78 50-112 0z" fill="none" stroke="#fff" stroke-width="18" stroke-linejoin="round"/>
<path d="m176 62 22 11-22 11z" fill="#fff"/>
<path d="m304 174-22-11 22-11z" fill="#fff"/>
<circle cx="128" cy="118" r="11" fill="${main}"/>
<circle cx="352" cy="118" r="11" fill="${accent}"/>
<g transform="translate(186 194)">
  <rect width="30" height="24" rx="4" fill="#fff"/><rect x="38" width="30" height="24" rx="4" fill="#fff"/><rect x="76" width="30" height="24" rx="4" fill="#fff" opacity=".75"/>
  <path d="M8 6v12M15 6v12M22 6v12M46 6v12M53 6v12M60 6v12M84 6v12M91 6v12M98 6v12" stroke="${main}" stroke-width="3" stroke-linecap="round"/>
</g>`;

const checklist: Motif = (main) => {
  const rows = [0, 1, 2, 3]
    .map((row) => {
      const y = 28 + row * 38;
      const found = row === 3;
      const box = `<rect x="20" y="${y}" width="24" height="24" rx="7" fill="${found ? '#ef4444' : main}"/>`;
      const mark = found
        ? `<path d="M27 ${y + 7}l10 10m0-10-10 10" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`
        : `<path d="M26 ${y + 12}l5 5 9-10" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
      return `
  ${box}${mark}
  <rect x="56" y="${y + 8}" width="${[96, 80, 104, 70][row]}" height="8" rx="4" fill="${PALE}"/>`;
    })
    .join('');
  return `
<g transform="translate(108 42)">
  <rect width="176" height="186" rx="14" fill="#fff"/>${rows}
</g>
<g transform="translate(262 78)">
  <circle cx="62" cy="62" r="44" fill="#fff" fill-opacity=".28" stroke="#fff" stroke-width="13"/>
  <path d="m95 95 38 38" stroke="#fff" stroke-width="17" stroke-linecap="round"/>
</g>`;
};

const nodeTree: Motif = (main, accent) => {
  const root: [number, number] = [240, 58];
  const middle: [number, number][] = [
    [160, 132],
    [320, 132],
  ];
  const leaves: [number, number][] = [
    [112, 208],
    [200, 208],
    [280, 208],
    [368, 208],
  ];
  const edge = ([x1, y1]: [number, number], [x2, y2]: [number, number]) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}"/>`;
  const edges = [
    ...middle.map((node) => edge(root, node)),
    ...leaves.map((leaf, index) => edge(middle[index < 2 ? 0 : 1] ?? root, leaf)),
  ].join('');
  const node = ([x, y]: [number, number], fill: string, size: number) =>
    `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff"/><circle cx="${x}" cy="${y}" r="${size / 2.4}" fill="${fill}"/>`;
  return `
<g stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".9">${edges}</g>
${node(root, main, 26)}
${middle.map((point) => node(point, accent, 22)).join('')}
${leaves.map((point, index) => node(point, index === 2 ? accent : main, 18)).join('')}`;
};

/** The motif of each demo direction, by its title. */
const motifs: Record<string, Motif> = {
  'Front-End Development': browserWindow,
  'Back-End Development': serverAndDatabase,
  'DevOps Engineering': deliveryLoop,
  'Automated Quality Assurance': checklist,
  'Software Engineering': nodeTree,
};

/** The illustration of a demo direction, as an SVG document. */
export function directionIllustration(title: string, colors: readonly [Rgb, Rgb]): string {
  const motif = motifs[title];
  if (!motif) throw new Error(`No illustration is drawn for the direction ${title}`);
  const [from, to] = colors;
  // Its own gradient id, so that pictures drawn inline side by side keep their colours.
  const gradient = `background-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${rgb(from)}"/><stop offset="1" stop-color="${rgb(to)}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradient})"/>
<g fill="#fff" opacity=".12"><circle cx="430" cy="34" r="92"/><circle cx="36" cy="252" r="74"/></g>${motif(rgb(from), rgb(to))}
</svg>
`;
}
