import { describe, expect, it } from 'vitest';
import { contentDisposition, presentationFor } from './content-types.js';

describe('presentationFor', () => {
  it('serves raster images inline and documents as attachments', () => {
    expect(presentationFor('image/PNG')).toEqual({
      contentType: 'image/png',
      disposition: 'inline',
      extension: 'png',
    });
    expect(presentationFor('application/pdf').disposition).toBe('attachment');
    expect(presentationFor('text/plain').contentType).toBe('text/plain; charset=utf-8');
  });

  it('never serves active content as itself', () => {
    for (const type of ['text/html', 'image/svg+xml', 'text/xml', 'application/javascript', '']) {
      expect(presentationFor(type)).toEqual({
        contentType: 'application/octet-stream',
        disposition: 'attachment',
        extension: 'bin',
      });
    }
  });
});

describe('source code and data files', () => {
  it('go out as text/plain attachments under their own extension', () => {
    for (const name of ['main.py', 'data.csv', 'notebook.ipynb', 'app.js', 'types.ts']) {
      const presentation = presentationFor('text/plain', name);
      expect(presentation.contentType).toBe('text/plain; charset=utf-8');
      expect(presentation.disposition).toBe('attachment');
      expect(contentDisposition(presentation, name, 'id')).toBe(`attachment; filename="${name}"`);
    }
  });

  it('keep no extension the accepted list does not name', () => {
    expect(presentationFor('text/plain', 'notes.exe').extension).toBe('txt');
    expect(presentationFor('text/plain', 'page.html').extension).toBe('txt');
    expect(presentationFor('application/pdf', 'paper.py').extension).toBe('pdf');
  });
});

describe('contentDisposition', () => {
  const pdf = presentationFor('application/pdf');

  it('uses the ASCII form of the name with the served extension', () => {
    expect(contentDisposition(pdf, 'My report (final).pdf', 'id')).toBe(
      'attachment; filename="My_report_final.pdf"; filename*=UTF-8\'\'My%20report%20%28final%29.pdf',
    );
    expect(contentDisposition(presentationFor('text/html'), 'page.html', 'id')).toBe(
      'attachment; filename="page.bin"',
    );
  });

  it('falls back to the id when nothing usable is left', () => {
    expect(contentDisposition(pdf, null, 'abc')).toBe('attachment; filename="abc.pdf"');
    expect(contentDisposition(pdf, '../../', 'abc')).toBe('attachment; filename="abc.pdf"');
  });
});
