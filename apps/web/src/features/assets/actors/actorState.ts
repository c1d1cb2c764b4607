import { ActorGenerateType, CustomActorStatus } from '@talkreel/contract';
import type { LibraryActor } from './actorLibraryApi';

/** What a library card shows (creation.md §2, §4). */
export type LibraryCardState = 'generating' | 'ready' | 'failed' | 'unusual';

export function libraryStateOf(actor: LibraryActor): LibraryCardState {
  if (actor.isUnusual) return 'unusual';
  if (actor.generateStatus < CustomActorStatus.READY) return 'generating';
  if (actor.generateStatus === CustomActorStatus.READY) return 'ready';
  return 'failed';
}

/** generateType 2 is an actor made from an image; anything else from a video (§2). */
export const madeFrom = (actor: LibraryActor): 'image' | 'video' =>
  actor.generateType === ActorGenerateType.IMAGE ? 'image' : 'video';

/** Any actor still being made keeps the list polling (§9). */
export const anyGenerating = (actors: LibraryActor[] | undefined) =>
  Boolean(actors?.some((a) => libraryStateOf(a) === 'generating'));

/** The video a card and the preview play: the small one for cards, the full one to watch. */
export const cardVideoOf = (actor: LibraryActor) =>
  actor.compressedActorDefaultVideoUrl || actor.fullActorDefaultVideoUrl || null;
export const fullVideoOf = (actor: LibraryActor) =>
  actor.fullActorDefaultVideoUrl || actor.compressedActorDefaultVideoUrl || null;

/** Menu rules (§2, §4, §6): only own actors have one; delete is off while it is being made. */
export const menuRules = (actor: LibraryActor) => {
  const state = libraryStateOf(actor);
  return {
    hasMenu: actor.isMyActor,
    canRename: state !== 'unusual',
    canDownload: state === 'ready' && Boolean(actor.fullActorDefaultVideoUrl),
    canDelete: state !== 'generating',
  };
};
