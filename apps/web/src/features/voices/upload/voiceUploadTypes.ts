import type { Camelize, savedAudioInfo } from '@talkreel/contract';
import type { z } from 'zod';

/** Saved audio info (creation.md §3) as the client sees it. */
export type CamelSavedAudio = Camelize<z.output<typeof savedAudioInfo>>;
