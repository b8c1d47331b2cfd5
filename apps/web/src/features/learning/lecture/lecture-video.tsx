import { Anchor, AspectRatio, Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './lecture.module.css';
import { videoSource } from './video-source';

/**
 * The lecture's video: YouTube and Vimeo in their players (loaded when scrolled near), any
 * other address in the browser's own player. A link to the video's own page goes with it,
 * for when the player cannot load (a network that blocks it, a browser without frames).
 */
export function LectureVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('student');
  const source = videoSource(url);
  if (!source) return null;
  const label = t('lecture.videoTitle', { title });
  return (
    <Stack gap={6}>
      <AspectRatio ratio={16 / 9} className={classes.video}>
        {source.kind === 'file' ? (
          // biome-ignore lint/a11y/useMediaCaption: a lecture has no captions track to offer (its response holds the video's address only); the lecture's text goes with the video.
          <video controls preload="metadata" src={source.url} aria-label={label} />
        ) : (
          <iframe
            src={source.embedUrl}
            title={label}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            // The app sends no referrer at all; the players need the origin to agree to play.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </AspectRatio>
      <Group justify="flex-end">
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {t(`lecture.watchOn.${source.kind}`)}
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
