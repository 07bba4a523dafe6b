import { describe, expect, it } from 'vitest';
import { tenantFeatures } from './features.ts';
import { sampleTenant } from './sample-tenants.fixture.ts';
import { tenantSchema } from './tenant.ts';

const { chat: _chat, ...input } = JSON.parse(JSON.stringify(sampleTenant('parkway-motors'))) as Record<string, unknown>;
const parse = (chat?: unknown) => tenantSchema.safeParse({ ...input, ...(chat === undefined ? {} : { chat }) });

describe('the chat options', () => {
  it('count staff as on for 10 minutes after their last request unless told otherwise', () => {
    expect(parse().data?.chat).toEqual({ staffActiveMinutes: 10 });
    expect(parse({ staffActiveMinutes: 30 }).data?.chat.staffActiveMinutes).toBe(30);
    expect(parse({ staffActiveMinutes: 0 }).success).toBe(false);
  });

  it('take a third-party widget only over https, and then leave our panel out', () => {
    for (const script of ['http://chat.example.com/w.js', 'javascript:alert(1)', '//chat.example.com/w.js', 'chat.example.com/w.js'])
      expect([script, parse({ widgetScript: script }).success]).toEqual([script, false]);
    const tenant = parse({ widgetScript: 'https://chat.example.com/w.js' }).data!;
    expect(tenant.chat.widgetScript).toBe('https://chat.example.com/w.js');
    expect(tenantFeatures(tenant)['chat-assistant']).toBe(false);
    expect(tenantFeatures(parse().data!)['chat-assistant']).toBe(true);
  });
});
