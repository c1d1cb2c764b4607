import type { templateItem } from '@talkreel/contract';
import type { z } from 'zod';

export type WireTemplate = z.input<typeof templateItem>;

/** A template as the server sends it: "Spring offer" with one variable, editable, nothing missing. */
export const wireTemplate = (overrides: Partial<WireTemplate> = {}): WireTemplate => ({
  id: 't1',
  workspace_id: 'w1',
  name: 'Spring offer',
  body: { text: 'Hello {{first_name}}' },
  variables: [{ name: 'first_name', fallback: null }],
  actor_id: 'a1',
  actor_name: 'Olivia',
  poster_url: null,
  poster_thumbnails: null,
  created_by: 'u1',
  can_edit: true,
  created_at: '2026-11-29T00:00:00.000Z',
  updated_at: '2026-11-29T00:00:00.000Z',
  ...overrides,
});
