import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvStream, keysetBatches } from './csv.js';

describe('csvField', () => {
  it('leaves a plain text, a number and an empty value as they are', () => {
    expect(csvField('Anna Hakobyan')).toBe('Anna Hakobyan');
    expect(csvField('Աննա Հակոբյան')).toBe('Աննա Հակոբյան');
    expect(csvField(86)).toBe('86');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Yerevan, Armenia')).toBe('"Yerevan, Armenia"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises a text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+37491123456+1')).toBe("'+37491123456+1");
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes a phone number as it is: a plus and digits run nothing', () => {
    expect(csvField('+37491123456')).toBe('+37491123456');
  });
});

describe('csvDocument', () => {
  it('starts with the BOM and ends every row with CRLF', () => {
    const text = csvDocument(
      ['id', 'name'],
      [
        [1, 'Anna'],
        [2, 'Narek, Jr.'],
      ],
    );
    expect(text).toBe('\uFEFFid,name\r\n1,Anna\r\n2,"Narek, Jr."\r\n');
  });
});

describe('csvStream and keysetBatches', () => {
  it('reads a batch only when the stream asks for more, and stops at a short batch or the limit', async () => {
    const reads: (number | null)[] = [];
    const read = async (after: number | null, size: number) => {
      reads.push(after);
      const start = after ?? 0;
      return Array.from({ length: Math.min(size, 7 - start) }, (_, index) => start + index + 1);
    };
    const stream = csvStream(
      ['n'],
      (async function* () {
        for await (const batch of keysetBatches(read, (row) => row, { batchSize: 3 })) {
          yield batch.map((n) => [n]);
        }
      })(),
    );
    const chunks: string[] = [];
    for await (const chunk of stream) {
      chunks.push(String(chunk));
      // Nothing is read ahead of what has been taken.
      expect(reads.length).toBeLessThanOrEqual(chunks.length);
    }
    expect(chunks).toEqual(['\uFEFFn\r\n', '1\r\n2\r\n3\r\n', '4\r\n5\r\n6\r\n', '7\r\n']);
    expect(reads).toEqual([null, 3, 6]);

    const capped: number[][] = [];
    for await (const batch of keysetBatches(read, (row) => row, { batchSize: 3, limit: 4 })) {
      capped.push(batch);
    }
    expect(capped).toEqual([[1, 2, 3], [4]]);
  });
});
