import { CloneStatus, fileUriOf, VoiceLabel } from '@talkreel/contract';

/** A recording of `seconds` as the user would pick it (only its name, type and size matter here). */
export const wavFile = (name = 'My narration.wav', bytes = 320_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'audio/wav' });

export const mp4File = (name = 'Talking head.mp4', bytes = 900_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });

/** POST /upload/file's reply for task `t1`. */
export const uploadSlot = (kind: 'audio' | 'video' = 'audio') => ({
  content_type: kind,
  presigned_url: 'http://localhost/api/v1/upload/put/t1?sig=abc',
  task_id: 't1',
  expires_at: Date.now() + 3_600_000,
});

export const confirmed = (kind: 'audio' | 'video' = 'audio') => ({
  file_type: kind,
  file_uri: fileUriOf('t1'),
  task_id: 't1',
  format: kind === 'audio' ? 'wav' : 'mp4',
  file_size: 320_000,
  duration_sec: 12,
  width: null,
  height: null,
});

export const cloneTask = {
  task_id: 'c1',
  status: CloneStatus.PROCESSING,
  created_at: '2026-11-24T05:00:00.000Z',
};

export const processing = (status: number, over: Record<string, unknown> = {}) => ({
  process_status: status,
  sample_url: status === CloneStatus.SUCCESS ? '/media/voices/c1.wav' : null,
  task_id: 'c1',
  audio_id: status === CloneStatus.SUCCESS ? 'voice-9' : null,
  error: null,
  ...over,
});

export const savedInfo = (name = 'My narration') => ({
  created_at: '2026-11-24T05:00:10.000Z',
  id: 'voice-9',
  name,
  process_status: CloneStatus.SUCCESS,
  sample_url: '/media/voices/c1.wav',
  provider: 'local',
  task_id: 'c1',
  voice_tts_id: 'espeak:en-us+f3',
  label: VoiceLabel.MATCHED,
  gender: 'female',
  language: 'en',
});

export const providers = (keys: { elevenlabs?: boolean; minimax?: boolean } = {}) => ({
  providers: [
    {
      provider: 'elevenlabs',
      available: !!keys.elevenlabs,
      reason: keys.elevenlabs ? null : 'ELEVENLABS_API_KEY is not set',
      label: VoiceLabel.CLONED,
    },
    {
      provider: 'minimax',
      available: !!keys.minimax,
      reason: keys.minimax ? null : 'MINIMAX_API_KEY is not set',
      label: VoiceLabel.CLONED,
    },
    { provider: 'local', available: true, reason: null, label: VoiceLabel.MATCHED },
  ],
});

/** An own voice as GET /users/myvoice lists it. */
export function myVoiceRow(id: string, name: string, over: Record<string, unknown> = {}) {
  return {
    id,
    voice_tts_id: `espeak:${id}`,
    provider: 'local',
    name,
    sample_url: `/media/voices/${id}.wav`,
    is_starred: false,
    process_status: CloneStatus.SUCCESS,
    user_id: 'u1',
    created_at: '2026-11-24T05:00:00.000Z',
    label: VoiceLabel.MATCHED,
    gender: 'female',
    language: 'en',
    ...over,
  };
}

export const myVoicePage = (templates: unknown[]) => ({
  page: 1,
  page_size: 1000,
  total: templates.length,
  templates,
});
