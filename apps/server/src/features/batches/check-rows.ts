import {
  ActorGenerateStatus,
  BatchMessage,
  type BatchPlanInput,
  mappingOf,
  type PlannedRow,
  planBatchRows,
  scanVariables,
  type VideoTask,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { authorizeActor } from '../actors/policy';
import { authorizeVoice } from '../voices/policy';

/**
 * The contract's row check (values, defaults, script length once filled, names used twice),
 * then what needs the database: each row's actors must be ready ones the maker may use, and its
 * voices theirs. A template whose actor was deleted keeps working: the rows that need it are
 * refused with the reason. Speech length is measured when a row is fed (a row whose speech
 * would pass 2 minutes fails then with the same message as a single video).
 */
export async function checkRows(
  ctx: AppContext,
  user: AuthUser,
  input: BatchPlanInput,
): Promise<PlannedRow[]> {
  const planned = planBatchRows(input);
  const actorProblem = new Map<string, string | null>();
  const voiceProblem = new Map<string, string | null>();
  for (const row of planned) {
    if (!row.task) continue;
    for (const scene of scenesOf(row.task)) {
      const actor = await memo(actorProblem, scene.actor_id, () =>
        actorFault(ctx, user, scene.actor_id),
      );
      if (actor)
        row.problems.push({ row: row.index, column: columnOf(input, 'actor_id'), message: actor });
      const voice = await memo(voiceProblem, scene.voice_id, () =>
        voiceFault(ctx, user, scene.voice_id),
      );
      if (voice)
        row.problems.push({ row: row.index, column: columnOf(input, 'voice_id'), message: voice });
    }
    if (row.problems.length) row.task = null;
  }
  return planned;
}

/** The actor and voice of each scene (a task without scenes is its own one scene). */
function scenesOf(task: VideoTask): { actor_id: string; voice_id: string }[] {
  const scenes = (task as { scenes?: { actor_id: string; voice_id: string }[] }).scenes;
  return scenes?.length ? scenes : [{ actor_id: task.actor_id, voice_id: task.voice_id }];
}

async function memo(
  cache: Map<string, string | null>,
  key: string,
  fault: () => Promise<string | null>,
) {
  if (!cache.has(key)) cache.set(key, await fault());
  return cache.get(key) ?? null;
}

async function actorFault(ctx: AppContext, user: AuthUser, id: string): Promise<string | null> {
  try {
    const actor = await authorizeActor(ctx, user, id);
    return actor.generate_status === ActorGenerateStatus.READY
      ? null
      : BatchMessage.UNKNOWN_ACTOR(id);
  } catch {
    return BatchMessage.UNKNOWN_ACTOR(id);
  }
}

async function voiceFault(ctx: AppContext, user: AuthUser, id: string): Promise<string | null> {
  try {
    await authorizeVoice(ctx, user, id);
    return null;
  } catch {
    return BatchMessage.UNKNOWN_VOICE(id);
  }
}

/** The column a template field takes its value from, when it is a variable. */
function columnOf(input: BatchPlanInput, field: 'actor_id' | 'voice_id'): string | null {
  const raw = input.body[field];
  if (typeof raw !== 'string') return null;
  const variable = scanVariables(raw).spans[0]?.name;
  if (!variable) return field;
  return mappingOf(input.body, input.columns, input.mapping)[variable] ?? variable;
}
