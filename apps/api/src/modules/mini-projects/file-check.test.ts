import { describe, expect, it } from 'vitest';
import { cleanFileName } from '../../lib/file-names.js';
import { sampleFiles, zipArchive } from '../../test/mini-projects.js';
import { isPlainText, submissionFileType } from './file-check.js';

describe('submissionFileType', () => {
  it('names the type the extension stands for when the bytes are of it', async () => {
    expect(await submissionFileType('a.PNG', sampleFiles.png())).toBe('image/png');
    expect(await submissionFileType('a.jpeg', sampleFiles.jpeg())).toBe('image/jpeg');
    expect(await submissionFileType('a.pdf', sampleFiles.pdf())).toBe('application/pdf');
    expect(await submissionFileType('a.zip', sampleFiles.zip())).toBe('application/zip');
    expect(await submissionFileType('a.md', sampleFiles.text())).toBe('text/plain');
  });

  it('takes a format built on ZIP as a .zip, and nothing else as one', async () => {
    const docx = zipArchive([{ name: '[Content_Types].xml', data: '<Types/>' }]);
    expect(await submissionFileType('report.zip', docx)).toBe('application/zip');
    expect(await submissionFileType('report.zip', sampleFiles.pdf())).toBeNull();
    expect(await submissionFileType('report.pdf', docx)).toBeNull();
  });

  it('takes source code and data as text, and notebooks and .json only as JSON', async () => {
    for (const name of ['main.py', 'data.csv', 'app.js', 'types.ts', 'query.sql', 'a.R']) {
      expect(await submissionFileType(name, Buffer.from('x = 1\n'))).toBe('text/plain');
    }
    expect(await submissionFileType('a.ipynb', Buffer.from('{"cells": []}'))).toBe('text/plain');
    expect(await submissionFileType('a.ipynb', Buffer.from('x = 1'))).toBeNull();
    expect(await submissionFileType('a.json', Buffer.from('[1, 2'))).toBeNull();
    expect(await submissionFileType('a.py', sampleFiles.png())).toBeNull();
  });

  it('refuses other extensions whatever the bytes', async () => {
    expect(await submissionFileType('a.svg', Buffer.from('<svg/>'))).toBeNull();
    expect(await submissionFileType('a.png.exe', sampleFiles.png())).toBeNull();
    expect(await submissionFileType('png', sampleFiles.png())).toBeNull();
    expect(await submissionFileType('page.html', Buffer.from('<p>hi</p>'))).toBeNull();
  });
});

describe('isPlainText', () => {
  it('is UTF-8 without NUL bytes', () => {
    expect(isPlainText(Buffer.from('\uFEFFПривет, ünïcode ✓\n'))).toBe(true);
    expect(isPlainText(Buffer.alloc(0))).toBe(true);
    expect(isPlainText(Buffer.from('text\u0000more'))).toBe(false);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(isPlainText(sampleFiles.png())).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('dir/sub\\file\u0000 name.txt ')).toBe('file name.txt');
  });

  it('drops invisible format characters, so no name can hide its real extension', () => {
    expect(cleanFileName('report\u202Efdp.exe')).toBe('reportfdp.exe');
    expect(cleanFileName('a\u200Bb\u2066c\u200Fd.pdf')).toBe('abcd.pdf');
  });

  it('shortens a long name to 200 characters, keeping its extension', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('a.pdf')).toBe(true);
  });
});
