import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

const base = 'https://academy.test';

describe('a lecture video address', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL1',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://youtu.be/dQw4w9WgXcQ?t=90',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
  ])('plays YouTube’s %s in the privacy-enhanced player', (url, embedUrl) => {
    expect(videoSource(url, base)).toEqual({ kind: 'youtube', embedUrl });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays Vimeo’s %s in Vimeo’s player', (url, embedUrl) => {
    expect(videoSource(url, base)).toEqual({ kind: 'vimeo', embedUrl });
  });

  it.each([
    [
      'https://cdn.example.org/lectures/box-model.mp4',
      'https://cdn.example.org/lectures/box-model.mp4',
    ],
    [
      '/v1/files/6f1c2b9e-4c1d-4a8e-9f3a-2d7b8c9e0a11/public',
      'https://academy.test/v1/files/6f1c2b9e-4c1d-4a8e-9f3a-2d7b8c9e0a11/public',
    ],
    // Not a video id YouTube could have: played as an address like any other.
    ['https://www.youtube.com/watch?v=short', 'https://www.youtube.com/watch?v=short'],
  ])('plays any other address, %s, as a video file', (url, fileUrl) => {
    expect(videoSource(url, base)).toEqual({ kind: 'file', url: fileUrl });
  });

  it.each(['javascript:alert(1)', 'data:video/mp4;base64,AAAA', 'http://[::1'])(
    'refuses %s, which is not a web address',
    (url) => {
      expect(videoSource(url, base)).toBeNull();
    },
  );
});
