/**
 * Saves a downloaded file (a certificate's PDF) under `fileName`, as a link with `download`
 * would: the browser's own download, no new tab.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the address after click() returns: free it once they have.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
