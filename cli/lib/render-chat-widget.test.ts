import { describe, expect, it } from 'vitest';
import { renderTenant } from './render.ts';
import { loadTenant } from './tenants.ts';
import { workspace } from './workspace.ts';

const ws = workspace();
const parkway = loadTenant(ws, 'parkway-motors').tenant!;
const WIDGET = 'https://chat.example.com/widget/v2.js';

describe('a tenant’s third-party chat widget', () => {
  it('is loaded on that tenant’s pages in place of the Instant Message panel', async () => {
    const ours = await renderTenant(ws, parkway);
    expect(ours.get('index.html')).not.toContain('chat.example.com');
    expect(ours.get('src/Layout.gen.tsx')).toContain("import('@dealer/ui/layout/ChatLauncher')");

    const theirs = await renderTenant(ws, { ...parkway, chat: { ...parkway.chat, widgetScript: WIDGET } });
    expect(theirs.get('index.html')).toContain(`<script async src="${WIDGET}"></script>`);
    expect(theirs.get('src/Layout.gen.tsx')).not.toContain('ChatLauncher');
    // Instant Message on a car page then opens the enquiry form, as on a site without the chat.
    expect(theirs.get('src/site.gen.ts')).toMatch(/export const FEATURE_CHAT_ASSISTANT = false as const/);
  });
});
