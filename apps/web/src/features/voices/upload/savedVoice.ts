import { VoiceSource } from '@talkreel/contract';
import type { VoiceItem } from '../types';
import type { CamelSavedAudio } from './voiceUploadTypes';

/**
 * creation.md §3: a saved cloned audio becomes a voice with its id, voiceTtsId and sample
 * as audioUrl, a blank modelName, speed 1 and no star (the server adds the gender and
 * language it measured or was told).
 */
export function toVoiceItem(saved: CamelSavedAudio): VoiceItem {
  return {
    id: saved.id,
    voiceTtsId: saved.voiceTtsId,
    modelName: '',
    provider: saved.provider,
    name: saved.name,
    ageGroup: null,
    language: saved.language ?? null,
    gender: saved.gender ?? null,
    speed: 1,
    audioUrl: saved.sampleUrl ?? null,
    isStarred: false,
    source: VoiceSource.MY,
    createdAt: saved.createdAt,
  };
}
