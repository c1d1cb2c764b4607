import type { audioItem, Camelize } from '@talkreel/contract';
import type { z } from 'zod';

/** Default audio / voice (creation.md §3), camelCased as the client sees it. */
export type VoiceItem = Camelize<z.output<typeof audioItem>>;
