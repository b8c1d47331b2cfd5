import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

describe('saveFile', () => {
  // jsdom has no object URLs; these stand in for the browser's.
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost:3000/certificate-1');
  const revokeObjectURL = vi.fn((_url: string) => undefined);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('downloads the blob under its name through a link, then frees the address', () => {
    vi.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
    });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    saveFile(pdf, 'certificate.pdf');

    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    expect(clicked).toEqual([
      {
        href: 'blob:http://localhost:3000/certificate-1',
        download: 'certificate.pdf',
        inDocument: true,
      },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:3000/certificate-1');
  });
});
