import { fileUriOf } from '@talkreel/contract';

/** A photo as the user would pick it (only its name, type and size matter before the server). */
export const pngFile = (name = 'Portrait.png', bytes = 200_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

export const movFile = (name = 'Talking.mov', bytes = 900_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'video/quicktime' });

/** POST /upload/file's reply for task `t1`. */
export const uploadSlot = (kind: 'image' | 'video' | 'audio') => ({
  content_type: kind,
  presigned_url: 'http://localhost/api/v1/upload/put/t1?sig=abc',
  task_id: 't1',
  expires_at: Date.now() + 3_600_000,
});

/** POST /upload/confirm/t1: the server measured the picture or video. */
export const confirmedMedia = (kind: 'image' | 'video', width: number, height: number) => ({
  file_type: kind,
  file_uri: fileUriOf('t1'),
  task_id: 't1',
  format: kind === 'image' ? 'png' : 'mp4',
  file_size: 200_000,
  duration_sec: kind === 'image' ? null : 45,
  width,
  height,
});

export const createdReply = {
  message: 'The actor is being created',
  status: 'queued',
  template_id: 'actor-new',
};
