import {
  ActorFailureMessage,
  type ActorFailureReason,
  ActorGenerateType,
  CustomActorStatus,
  type PublicActor,
  type PublicActorStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../../../app-context';
import type { ActorRow } from '../../../actors/policy';
import { actorProgress } from '../../../progress/actor-progress';
import { localName } from '../../../stock/stock-names';
import { isoTime } from '../../../tree/paging';
import { signedLink } from '../signed-link';

const STATUS_OF: Record<number, PublicActorStatus> = {
  [CustomActorStatus.QUEUED]: 'queued',
  [CustomActorStatus.PROCESSING]: 'processing',
  [CustomActorStatus.READY]: 'ready',
  [CustomActorStatus.FAILED]: 'failed',
};

const KIND_OF = {
  [ActorGenerateType.STOCK]: 'stock',
  [ActorGenerateType.VIDEO]: 'video',
  [ActorGenerateType.IMAGE]: 'photo',
} as const;

/** Actor rows as public actor resources (`GET /actors/{id}`, the `actor.*` webhooks). */
export async function toPublicActors(ctx: AppContext, rows: ActorRow[]): Promise<PublicActor[]> {
  if (!rows.length) return [];
  const [languages, progressOf] = await Promise.all([
    ctx.db
      .selectFrom('actor_languages')
      .select(['actor_id', 'language'])
      .where(
        'actor_id',
        'in',
        rows.map((a) => a.id),
      )
      .orderBy('language')
      .execute(),
    actorProgress(ctx, rows),
  ]);
  const languagesOf = new Map<string, string[]>();
  for (const l of languages) {
    languagesOf.set(l.actor_id, [...(languagesOf.get(l.actor_id) ?? []), l.language]);
  }
  return Promise.all(
    rows.map(async (a) => {
      const status =
        a.owner_user_id === null ? 'ready' : (STATUS_OF[Number(a.generate_status)] ?? 'processing');
      const poster = await signedLink(ctx, a.image_key);
      const reason = a.fail_reason as ActorFailureReason | null;
      const making = status === 'queued' || status === 'processing';
      return {
        id: a.id,
        object: 'actor' as const,
        name: localName(a, ctx.lang),
        kind: KIND_OF[Number(a.generate_type) as keyof typeof KIND_OF] ?? 'stock',
        source: a.owner_user_id === null ? ('stock' as const) : ('custom' as const),
        status,
        progress: making ? Math.round(progressOf.get(a.id)?.percent ?? 0) : null,
        voice_id: a.default_voice_id,
        gender: a.gender,
        age_group: a.age_group,
        languages: languagesOf.get(a.id) ?? [],
        poster_url: poster.url,
        poster_url_expires_at: poster.expiresAt,
        error:
          status === 'failed'
            ? {
                code: reason ?? 'failed',
                message: (reason && ActorFailureMessage[reason]) || ActorFailureMessage.failed,
              }
            : null,
        created_at: isoTime(a.created_at),
      };
    }),
  );
}

/** One actor row as its public resource. */
export async function toPublicActor(ctx: AppContext, row: ActorRow): Promise<PublicActor> {
  const [actor] = await toPublicActors(ctx, [row]);
  return actor;
}
