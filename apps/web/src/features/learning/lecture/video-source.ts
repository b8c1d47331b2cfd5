/*
 * A lecture's video: a YouTube or Vimeo page is shown in the provider's own player (the
 * privacy-enhanced YouTube domain), any other address as a plain video file. The API's
 * Content-Security-Policy lets exactly these two player origins be framed (frame-src).
 */

export type VideoSource =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'file'; url: string };

export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube start time (`90`, `90s`, `1m30s`, `1h2m3s`) in seconds, or null. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || value === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!youtubeHosts.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return section && ['embed', 'shorts', 'live', 'v'].includes(section) ? (id ?? null) : null;
}

function youtube(url: URL): VideoSource | null {
  const id = youtubeVideoId(url);
  if (!id || !youtubeId.test(id)) return null;
  const embed = new URL(`${YOUTUBE_PLAYER_ORIGIN}/embed/${id}`);
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start) embed.searchParams.set('start', String(start));
  return { kind: 'youtube', embedUrl: embed.toString() };
}

function vimeo(url: URL): VideoSource | null {
  if (!vimeoHosts.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id},
  // player.vimeo.com/video/{id}
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  const id = index === -1 ? undefined : segments[index];
  if (!id) return null;
  const embed = new URL(`${VIMEO_PLAYER_ORIGIN}/video/${id}`);
  const hash = url.searchParams.get('h') ?? segments[index + 1];
  if (hash && /^[0-9a-f]+$/i.test(hash)) embed.searchParams.set('h', hash);
  return { kind: 'vimeo', embedUrl: embed.toString() };
}

/** How to play a lecture's video URL; null for an address that is not a web address. */
export function videoSource(videoUrl: string, base = window.location.origin): VideoSource | null {
  let url: URL;
  try {
    url = new URL(videoUrl, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return youtube(url) ?? vimeo(url) ?? { kind: 'file', url: url.toString() };
}
