import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { framesPng, gradientPng } from './png.js';

describe('gradientPng', () => {
  it('writes a valid RGB PNG running from one colour to the other', () => {
    const png = gradientPng(4, 3, [0, 0, 0], [250, 100, 50]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));

    // IHDR: length, type, 13 bytes, CRC over type and data.
    expect(png.readUInt32BE(8)).toBe(13);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(3);
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));

    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(3 * (1 + 4 * 3));
    expect([...pixels.subarray(1, 4)]).toEqual([0, 0, 0]);
    expect([...pixels.subarray(pixels.length - 3)]).toEqual([250, 100, 50]);
    expect(png.subarray(png.length - 8, png.length - 4).toString('ascii')).toBe('IEND');
  });
});

describe('framesPng', () => {
  it('draws each frame inside the one before, with an outline', () => {
    const png = framesPng(
      10,
      10,
      [
        { inset: 0, colour: [249, 204, 157] },
        { inset: 3, colour: [140, 182, 192] },
      ],
      1,
    );
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    const at = (x: number, y: number) => {
      const start = y * (1 + 10 * 3) + 1 + x * 3;
      return [...pixels.subarray(start, start + 3)];
    };
    const outline = [51, 65, 85];
    expect(at(0, 0)).toEqual(outline);
    expect(at(1, 1)).toEqual([249, 204, 157]);
    expect(at(3, 5)).toEqual(outline);
    expect(at(5, 5)).toEqual([140, 182, 192]);
    expect(at(9, 9)).toEqual(outline);
  });
});
