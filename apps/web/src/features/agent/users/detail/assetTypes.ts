import type { agentUserActorDetailReply, Camelize } from '@talkreel/contract';
import type { z } from 'zod';

/** What POST /agent/user/actor-detail answers, camelCased. */
export type UserAssetsData = Camelize<z.output<typeof agentUserActorDetailReply>>;
export type UserActor = UserAssetsData['actors'][number];
export type UserVoice = UserAssetsData['audios'][number];
