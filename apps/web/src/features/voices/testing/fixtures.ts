/** A voice as /audio/show lists it (snake_case). */
export function voiceRow(
  id: string,
  name: string,
  over: Partial<Record<string, unknown>> = {},
): Record<string, unknown> {
  return {
    id,
    voice_tts_id: `tts-${id}`,
    model_name: 'espeak-ng',
    provider: 'local',
    name,
    age_group: 'young',
    language: 'en',
    gender: 'female',
    speed: 1,
    audio_url: `/media/voices/${id}.mp3`,
    is_starred: false,
    source: 'default',
    created_at: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

export const ava = voiceRow('v-ava', 'Ava');
export const jack = voiceRow('v-jack', 'Jack', { gender: 'male', age_group: 'middle_aged' });
export const lena = voiceRow('v-lena', 'Lena', { language: 'de', age_group: 'old' });

export const voicePage = (audios: unknown[]) => ({
  page_size: 1000,
  total: audios.length,
  current_page: 1,
  audios,
});

/** GET /audio/filter-options as the server answers in English. */
export const filterOptions = {
  gender: [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
  ],
  age: [
    { value: 'young', label: 'Young' },
    { value: 'middle_aged', label: 'Middle-aged' },
    { value: 'old', label: 'Old' },
  ],
  languages: [
    { value: 'en', label: 'English' },
    { value: 'zh', label: 'Chinese' },
    { value: 'es', label: 'Spanish' },
    { value: 'de', label: 'German' },
  ],
};
