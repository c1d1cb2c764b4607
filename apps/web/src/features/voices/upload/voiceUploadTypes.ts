import type { z } from 'zod';
import type { Camelize, savedAudioInfo } from '@talkreel/contract';

/** Saved audio info (creation.md §3) as the client sees it. */
export type CamelSavedAudio = Camelize<z.output<typeof savedAudioInfo>>;
