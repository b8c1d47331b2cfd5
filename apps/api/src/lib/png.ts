import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [red: number, green: number, blue: number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** An 8-bit RGB PNG whose pixel at (x, y) has the colour `pixel` gives. */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    const row = y * rowLength;
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const colour = pixel(x, y);
      const at = row + 1 + x * 3;
      for (let c = 0; c < 3; c++) raw[at + c] = colour[c] ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A diagonal two-colour gradient as an 8-bit RGB PNG: placeholder artwork (direction
 * images) made in code, so no binary assets are committed and nothing is served as SVG.
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const span = Math.max(1, width + height - 2);
  return encodePng(width, height, (x, y) => {
    const t = (x + y) / span;
    const mix = (c: 0 | 1 | 2) => Math.round(from[c] + (to[c] - from[c]) * t);
    return [mix(0), mix(1), mix(2)];
  });
}

/** A rectangle `inset` pixels inside the picture's edges, filled with `colour`. */
export interface Frame {
  inset: number;
  colour: Rgb;
}

/**
 * Frames drawn one inside the other, each with a dark outline of `outline` pixels: a diagram
 * made in code (the box model's margin, border, padding and content, for a lecture).
 */
export function framesPng(
  width: number,
  height: number,
  frames: readonly Frame[],
  outline = 2,
): Buffer {
  const background: Rgb = [255, 255, 255];
  const lineColour: Rgb = [51, 65, 85];
  return encodePng(width, height, (x, y) => {
    let colour = background;
    for (const { inset, colour: fill } of frames) {
      const inside = x >= inset && y >= inset && x < width - inset && y < height - inset;
      if (!inside) break;
      const edge = Math.min(x - inset, y - inset, width - inset - 1 - x, height - inset - 1 - y);
      colour = edge < outline ? lineColour : fill;
    }
    return colour;
  });
}

/** 5×7 capitals for the marks on badges: each row's five bits, the left one first. */
const capitals: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

/** Up to two capitals naming a title: "Clean Code and Design" → "CC", "Linux and Git" → "LG". */
export function badgeInitials(title: string): string {
  const minor = new Set(['and', 'of', 'the', 'for', 'with']);
  return title
    .split(/[^A-Za-z]+/)
    .filter((word) => word !== '' && !minor.has(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A badge as a PNG made in code (certificates' badges): a medal of the two colours on a white
 * ground, a light ring inside its rim, two ribbon tails below, and the initials in white
 * capitals at its centre. Edges are smoothed by sampling each pixel 4×4 times.
 */
export function badgePng(size: number, from: Rgb, to: Rgb, initials: string): Buffer {
  const white: Rgb = [255, 255, 255];
  const darker = (c: Rgb, f: number): Rgb => [c[0] * f, c[1] * f, c[2] * f];
  const centre = size / 2;
  const cy = size * 0.42;
  const radius = size * 0.36;
  const glyphs = [...initials].map((letter) => capitals[letter]).filter((g) => g !== undefined);
  const cell = (radius * 1.05) / Math.max(1, glyphs.length * 6 - 1);
  const textWidth = (glyphs.length * 6 - 1) * cell;
  const textLeft = centre - textWidth / 2;
  const textTop = cy - (7 * cell) / 2;

  const inLetter = (x: number, y: number): boolean => {
    const column = Math.floor((x - textLeft) / cell);
    const row = Math.floor((y - textTop) / cell);
    if (column < 0 || row < 0 || row >= 7) return false;
    const glyph = glyphs[Math.floor(column / 6)];
    const bit = column % 6;
    return glyph !== undefined && bit < 5 && glyph[row]?.charAt(bit) === '1';
  };

  const sample = (x: number, y: number): Rgb => {
    const distance = Math.hypot(x - centre, y - cy);
    if (distance <= radius) {
      if (distance > radius * 0.86) return darker(to, 0.8);
      if (distance > radius * 0.8) return white;
      if (inLetter(x, y)) return white;
      const t = (x - (centre - radius) + (y - (cy - radius))) / (4 * radius);
      return [
        from[0] + (to[0] - from[0]) * t,
        from[1] + (to[1] - from[1]) * t,
        from[2] + (to[2] - from[2]) * t,
      ];
    }
    // Ribbon tails: two slanted bands hanging from under the medal, cut in a V at the end.
    const top = cy + radius * 0.6;
    const bottom = size * 0.96;
    if (y >= top && y <= bottom) {
      const along = (y - top) / (bottom - top);
      for (const side of [-1, 1] as const) {
        const middle = centre + side * (radius * 0.35 + along * radius * 0.35);
        const half = radius * 0.22;
        const notch = Math.abs(x - middle) < half * (1 - (bottom - y) / (radius * 0.3));
        if (Math.abs(x - middle) <= half && !(y > bottom - radius * 0.3 && notch)) {
          return side < 0 ? darker(from, 0.85) : darker(to, 0.85);
        }
      }
    }
    return white;
  };

  return encodePng(size, size, (x, y) => {
    const sum = [0, 0, 0];
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 4; j++) {
        const colour = sample(x + (i + 0.5) / 4, y + (j + 0.5) / 4);
        for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (colour[c] ?? 0);
      }
    }
    return [
      Math.round((sum[0] ?? 0) / 16),
      Math.round((sum[1] ?? 0) / 16),
      Math.round((sum[2] ?? 0) / 16),
    ];
  });
}
