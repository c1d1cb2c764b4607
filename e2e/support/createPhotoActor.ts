import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { ActorLibraryPage } from '../pages/ActorLibraryPage';
import { callAs } from './api';

export interface CreateActorStep {
  page: Page;
  library: ActorLibraryPage;
  env: { baseUrl: string };
  token: string;
  photo: string;
  name: string;
  voiceName: string;
  voiceId: string;
}

/**
 * The creation step. The create-actor dialog is not merged on this branch yet, so the photo
 * goes through the same calls the dialog makes (upload, confirm, POST /video/image-to-video
 * with the matched voice); everything after it is the real UI.
 */
export async function createPhotoActor(step: CreateActorStep) {
  const bytes = fs.readFileSync(step.photo);
  const open = await callAs<{ presigned_url: string; task_id: string }>(
    step.env.baseUrl,
    step.token,
    '/upload/file',
    { file_name: 'my-portrait.jpg', file_size: bytes.length, content_type: 'image' },
  );
  const put = await fetch(new URL(open.presigned_url, step.env.baseUrl), {
    method: 'PUT',
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`upload PUT: ${put.status}`);
  const confirmed = await callAs<{ file_uri: string }>(
    step.env.baseUrl,
    step.token,
    `/upload/confirm/${open.task_id}`,
    {},
  );
  await callAs(step.env.baseUrl, step.token, '/video/image-to-video', {
    user_id: '',
    actor_name: step.name,
    actor_pic: confirmed.file_uri,
    audio_name: step.voiceName,
    sample_audio_url: step.voiceId,
  });
  await step.library.page.reload();
}
