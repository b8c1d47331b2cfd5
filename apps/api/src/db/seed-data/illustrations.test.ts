import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../lib/svg-to-png.js';
import { directionIllustration } from './illustrations.js';
import { demoDirections } from './index.js';

describe('the demo directions’ illustrations', () => {
  it('draw each direction on its own colours, with shapes only', () => {
    for (const direction of demoDirections) {
      const svg = directionIllustration(direction.title, direction.colors);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 270"/);
      const [from, to] = direction.colors;
      expect(svg).toContain(`stop-color="rgb(${from.join(',')})"`);
      expect(svg).toContain(`stop-color="rgb(${to.join(',')})"`);
      expect(svg).not.toMatch(/<script|<foreignObject|<text|<image|\son\w+=|href=/i);
    }
    const motifs = new Set(
      demoDirections.map((direction) =>
        directionIllustration(direction.title, direction.colors).replace(
          /rgb\([^)]*\)|id="[^"]*"|url\(#[^)]*\)/g,
          '',
        ),
      ),
    );
    expect(motifs.size).toBe(demoDirections.length);
  });

  it('refuses a direction nobody drew', () => {
    expect(() =>
      directionIllustration('Underwater Basket Weaving', [
        [0, 0, 0],
        [1, 1, 1],
      ]),
    ).toThrow(/No illustration/);
  });

  it('become PNGs of the size asked for', async () => {
    const [first] = demoDirections;
    if (!first) throw new Error('No demo direction');
    const png = await svgToPng(directionIllustration(first.title, first.colors), 480);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 270]);
  });
});
