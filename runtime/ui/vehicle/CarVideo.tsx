import { useState } from 'react';
import { videoPlayback } from '@dealer/site/specs';
import type { VideoPlayback } from '@dealer/site/specs';
import { SITE } from '@site/site.gen';

/**
 * A car's video: embedded when the URL is the video host's embed form or a YouTube watch link, else played
 * as a file. Nothing loads until the shopper presses play, so an unwatched video costs the page nothing.
 */
export function CarVideo({ url, title }: { url: string | null | undefined; title: string }) {
  const [playing, setPlaying] = useState(false);
  const playback = videoPlayback(url, SITE.vehicle);
  if (!playback) return null;
  if (!playing)
    return (
      <button type="button" className="button button--secondary car-video__play" onClick={() => setPlaying(true)}>
        ▶ Play video
      </button>
    );
  return <CarVideoPlayer playback={playback} title={title} />;
}

/** The player once the shopper has pressed play, so it starts at once. */
export function CarVideoPlayer({ playback, title }: { playback: VideoPlayback; title: string }) {
  return (
    <div className="car-video">
      {playback.kind === 'embed' ? (
        <iframe
          src={`${playback.src}${playback.src.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <video src={playback.src} controls autoPlay preload="metadata" title={title} />
      )}
    </div>
  );
}
