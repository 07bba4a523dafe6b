import { describe, expect, it } from 'vitest';
import { redactedUrl } from './redacted-url.ts';

describe('a secret-bearing URL as shown', () => {
  it('hides the password, in the user part or the query, and keeps the rest', () => {
    expect(redactedUrl('postgres://dealer:s3cret@db.internal:5432/dealer?sslmode=require')).toBe(
      'postgres://dealer:***@db.internal:5432/dealer?sslmode=require',
    );
    expect(redactedUrl('postgres://dealer@db.internal/dealer?password=s3cret')).toBe('postgres://dealer@db.internal/dealer?password=***');
    expect(redactedUrl('postgres://db.internal/dealer')).toBe('postgres://db.internal/dealer');
  });

  it('shows nothing of what is not a URL, as any part of it may be the password', () => {
    expect(redactedUrl('host=db password=s3cret')).not.toContain('s3cret');
  });
});
