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
