import { vi } from 'vitest';

/** What the downloads saved, by file name: saveFile's link clicks, caught (jsdom has no downloads). */
export function catchDownloads() {
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:http://localhost:3000/certificate'),
    revokeObjectURL: vi.fn(),
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download);
  });
  return saved;
}
