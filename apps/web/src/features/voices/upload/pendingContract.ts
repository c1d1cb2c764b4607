import { optString, reqArray, reqBoolean, reqNumber, reqString } from '@talkreel/contract';
import { z } from 'zod';

/**
 * Reply shapes of creation.md §7 "Upload and cloning" and "Voices" until the server branch
 * puts them in packages/contract; replaced by the contract's schemas when it lands.
 */
export const UPLOAD_KINDS = ['image', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploadFileReply = z.object({
  content_type: reqString('Content type'),
  presigned_url: reqString('Presigned URL'),
  task_id: reqString('Task ID'),
});
export const uploadConfirmReply = z.object({
  file_type: reqString('File type'),
  file_uri: reqString('File URI'),
  task_id: reqString('Task ID'),
});
export const cloneTaskReply = z.object({
  task_id: reqString('Task ID'),
  status: z.union([z.number(), z.string()]),
  created_at: reqString('Created at'),
});
export const CloneProcessStatus = { PROCESSING: 1, SUCCESS: 2, FAILED: 3, TIMEOUT: 4 } as const;
export const processingStatusReply = z.object({
  process_status: reqNumber('Process status'),
  sample_url: optString('Sample URL'),
  task_id: reqString('Task ID'),
});
export const savedAudioReply = z.object({
  id: reqString('ID'),
  voice_tts_id: reqString('Voice TTS ID'),
  provider: reqString('Provider'),
  name: reqString('Name'),
  sample_url: optString('Sample URL'),
  process_status: reqNumber('Process status'),
  task_id: optString('Task ID'),
  created_at: reqString('Created at'),
});
export const userVoiceTemplate = z.object({
  id: reqString('ID'),
  voice_tts_id: reqString('Voice TTS ID'),
  provider: reqString('Provider'),
  name: reqString('Name'),
  sample_url: optString('Sample URL'),
  is_starred: reqBoolean('Is starred'),
  process_status: reqNumber('Process status'),
  user_id: reqString('User ID'),
  created_at: reqString('Created at'),
});
export const myVoicesReply = z.object({
  page: reqNumber('Page'),
  page_size: reqNumber('Page size'),
  total: reqNumber('Total'),
  templates: reqArray('Templates', userVoiceTemplate),
});
export const isDuplicateReply = z.object({ is_duplicate: reqBoolean('Is duplicate') });
export const toggleFavoriteReply = z.object({ is_favorite: reqBoolean('Is favorite') });
export const cloneProvidersReply = z.object({
  providers: reqArray(
    'Providers',
    z.object({ provider: reqString('Provider'), available: reqBoolean('Available') }),
  ),
});
