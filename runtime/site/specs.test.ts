import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { dealerComments, videoPlayback, visibleSpecs } from './specs.ts';

const vehicle = (overrides: object = {}) => tenantSchema.shape.vehicle.parse(overrides);

describe('visibleSpecs', () => {
  it("drops specs whose value is empty, null or 'null'", () => {
    const specs = [
      { label: 'Cylinders', value: 4 },
      { label: 'Induction', value: '' },
      { label: 'Torque', value: null },
      { label: 'ANCAP rating', value: 'null' },
      { label: 'Towing capacity (braked)', value: undefined },
      { label: 'Gear type', value: '  ' },
      { label: 'Fuel capacity', value: '50 L' },
    ];
    expect(visibleSpecs(specs).map((spec) => spec.label)).toEqual(['Cylinders', 'Fuel capacity']);
  });

  it('keeps a zero', () => {
    expect(visibleSpecs([{ label: 'Previous owners', value: 0 }])).toHaveLength(1);
  });
});

describe('dealerComments', () => {
  it('shows short comments in full without a toggle', () => {
    expect(dealerComments('One owner, full service history.')).toEqual({
      kind: 'comments',
      full: 'One owner, full service history.',
      collapsed: 'One owner, full service history.',
      toggle: false,
    });
  });

  it('cuts comments longer than 400 characters and offers a toggle', () => {
    const text = Array.from({ length: 80 }, () => 'clean').join(' ');
    const comments = dealerComments(text);
    expect(comments.kind).toBe('comments');
    if (comments.kind !== 'comments') return;
    expect(comments.toggle).toBe(true);
    expect(comments.full).toBe(text);
    expect(comments.collapsed.length - 3).toBeLessThanOrEqual(400);
    expect(comments.collapsed.endsWith('clean...')).toBe(true);
  });

  it('shows the pending message when there are no comments', () => {
    expect(dealerComments('')).toEqual({ kind: 'pending', message: 'Dealer comments for this car are coming soon.' });
    expect(dealerComments(null)).toEqual({ kind: 'pending', message: 'Dealer comments for this car are coming soon.' });
  });
});

describe('videoPlayback', () => {
  it('embeds videos whose URL starts with the video host', () => {
    expect(videoPlayback('https://www.youtube.com/embed/abc123', vehicle())).toEqual({ kind: 'embed', src: 'https://www.youtube.com/embed/abc123' });
  });

  it('embeds a YouTube watch link through the no-cookie embed', () => {
    expect(videoPlayback('https://www.youtube.com/watch?v=abcDEF12_-3', vehicle())).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/abcDEF12_-3',
    });
  });

  it('plays any other URL as a file', () => {
    expect(videoPlayback('/media/cars/1/walkaround.mp4', vehicle())).toEqual({ kind: 'file', src: '/media/cars/1/walkaround.mp4' });
  });

  it("uses the tenant's video host", () => {
    expect(videoPlayback('https://player.vimeo.com/video/1', vehicle({ videoHost: 'https://player.vimeo.com/video/' }))?.kind).toBe('embed');
  });

  it('gives nothing without a video', () => {
    expect(videoPlayback(null, vehicle())).toBeNull();
  });
});
