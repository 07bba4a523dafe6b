import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './video-embed.ts';

describe('youtubeEmbedUrl', () => {
  it('turns watch and short links into the no-cookie embed', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=abcDEF12_-3')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12_-3');
    expect(youtubeEmbedUrl('https://m.youtube.com/watch?v=abcDEF12_-3&t=42s')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12_-3');
    expect(youtubeEmbedUrl('https://youtu.be/abcDEF12_-3')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12_-3');
  });

  it('leaves embeds, other hosts, bad ids and non-URLs alone', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/abcDEF12_-3')).toBeNull();
    expect(youtubeEmbedUrl('https://example.com/watch?v=abcDEF12_-3')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeEmbedUrl('/media/video.mp4')).toBeNull();
  });
});
