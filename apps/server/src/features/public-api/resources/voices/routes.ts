import {
  pageOf,
  publicCreateVoiceRequest,
  publicListVoicesQuery,
  publicVoice,
  publicVoiceIdParams,
} from '@talkreel/contract';
import { type AnyApiRoute, apiRoute } from '../../http/api-route';
import { createPublicVoice } from './create-voice';
import { getPublicVoice } from './get-voice';
import { listPublicVoices } from './list-voices';

const tag = 'Voices';

/** The voice library (stock and your own) and own voices cloned from an upload. */
export const voiceApiRoutes: AnyApiRoute[] = [
  apiRoute({
    method: 'GET',
    url: '/voices',
    operationId: 'listVoices',
    summary: "Ready voices, stock and your own, with the picker's tabs, search and filters",
    tag,
    scope: 'read',
    query: publicListVoicesQuery,
    reply: pageOf(publicVoice),
    handler: ({ ctx, principal, query }) => listPublicVoices(ctx, principal, query),
  }),
  apiRoute({
    method: 'GET',
    url: '/voices/:id',
    operationId: 'getVoice',
    summary: 'A voice (poll an own one until it is ready)',
    tag,
    scope: 'read',
    params: publicVoiceIdParams,
    reply: publicVoice,
    handler: ({ ctx, principal, params }) => getPublicVoice(ctx, principal, params.id),
  }),
  apiRoute({
    method: 'POST',
    url: '/voices',
    operationId: 'createVoice',
    summary: 'Clone a voice from an uploaded recording or video (or match it offline)',
    description:
      'Upload the file first (`POST /uploads`, then PUT its bytes); naming it here checks it. Answered at once (202) with the voice `processing`; poll it or subscribe to `voice.ready`.',
    tag,
    scope: 'write',
    body: publicCreateVoiceRequest,
    reply: publicVoice,
    status: 202,
    handler: ({ ctx, principal, body }) => createPublicVoice(ctx, principal, body),
  }),
];
