import {
  ASSETS_PAGE_SIZE,
  type Camelize,
  isDuplicateReply,
  myVoiceReply,
  type myVoiceTemplate,
  toggleAudioFavoriteReply,
} from '@talkreel/contract';
import type { z } from 'zod';
import { callApi } from '../../../api/client';

/** creation.md §7 "Voices": the user's own voices and what can be done to them. */

export type MyVoice = Camelize<z.output<typeof myVoiceTemplate>>;

/**
 * GET /users/myvoice: every own voice (one page of 1000). A failed fetch is only logged, never
 * toasted (creation.md §8); it still fails, so the list it would replace (or the one kept from
 * the last visit) is not taken for an empty library.
 */
export async function getMyVoices(): Promise<MyVoice[]> {
  try {
    const page = await callApi('/users/myvoice', {
      query: { page: 1, page_size: ASSETS_PAGE_SIZE, user_id: '' },
      reply: myVoiceReply,
      toast: false,
    });
    return page.templates;
  } catch (err) {
    console.warn('[voices] my voices could not be loaded', err);
    throw err;
  }
}

/** POST /audio/rename-template: `isDuplicate` true means nothing was renamed. */
export const renameVoice = (id: string, name: string) =>
  callApi('/audio/rename-template', {
    method: 'POST',
    body: { audio_id: id, audio_name: name, user_id: '' },
    reply: isDuplicateReply,
  });

/** POST /audio-template/toggle-favorite: the voice's star after the toggle. */
export const toggleVoiceFavorite = (id: string) =>
  callApi('/audio-template/toggle-favorite', {
    method: 'POST',
    body: { customize_audio_template_id: id },
    reply: toggleAudioFavoriteReply,
  });

/** POST /audio/delete: an own voice; videos made with it keep their audio. */
export const deleteVoice = async (id: string) => {
  await callApi('/audio/delete', { method: 'POST', body: { audio_id: id } });
};
