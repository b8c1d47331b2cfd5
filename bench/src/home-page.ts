import { launchChromium } from './chromium.js';

/**
 * The JavaScript the landing page downloads, in KB as served (brotli, which Chromium asks
 * for), in Debian's Chromium.
 */
export async function homeJavaScriptKb(base: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      }
    });
    await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    return bytes / 1024;
  } finally {
    await browser.close();
  }
}
