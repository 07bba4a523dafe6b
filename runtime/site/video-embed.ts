/**
 * YouTube's watch and short links as its privacy-enhanced embed. Feeds carry the page address a dealer copied,
 * which no <video> can play (a black player) and YouTube refuses to frame; the embed plays in place and sets
 * no cookie until the shopper plays it.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const VIDEO_ID = /^[\w-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/** The embed URL for a YouTube watch (`/watch?v=`) or short (`youtu.be/`) link; null for anything else. */
export function youtubeEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const { hostname, pathname, searchParams } = parsed;
  const id = WATCH_HOSTS.has(hostname) && pathname === '/watch' ? searchParams.get('v') : hostname === 'youtu.be' ? pathname.slice(1) : null;
  return id && VIDEO_ID.test(id) ? `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` : null;
}
