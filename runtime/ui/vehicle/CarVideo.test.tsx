import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { videoPlayback } from '@dealer/site/specs';
import { SITE } from '@site/site.gen';
import { CarVideo, CarVideoPlayer } from './CarVideo';

const played = (url: string) => {
  const playback = videoPlayback(url, SITE.vehicle);
  if (!playback) throw new Error(`no playback for ${url}`);
  return renderToString(<CarVideoPlayer playback={playback} title="2024 Jayco Journey video" />);
};

describe('CarVideo', () => {
  it('shows a play button until pressed, and nothing without a video', () => {
    expect(renderToString(<CarVideo url="https://www.youtube.com/watch?v=abcDEF12_-3" title="t" />)).toContain('Play video');
    expect(renderToString(<CarVideo url={null} title="t" />)).toBe('');
  });

  it('plays a YouTube watch link as a titled, lazily loaded no-cookie embed, never in a <video>', () => {
    const html = played('https://www.youtube.com/watch?v=abcDEF12_-3');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abcDEF12_-3?autoplay=1" title="2024 Jayco Journey video" loading="lazy"');
    expect(html).not.toContain('<video');
  });

  it('plays a video file in a <video>', () => {
    expect(played('/media/walkaround.mp4')).toContain('<video src="/media/walkaround.mp4"');
  });
});
