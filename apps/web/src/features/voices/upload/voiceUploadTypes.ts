import type { Camelize } from '@talkreel/contract';
import type { z } from 'zod';
import type { savedAudioReply } from './pendingContract';

/** Saved audio info (creation.md §3) as the client sees it. */
export type CamelSavedAudio = Camelize<z.output<typeof savedAudioReply>>;
