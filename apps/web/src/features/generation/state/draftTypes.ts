import type { SceneTransition } from '@talkreel/contract';
import type { PickedActor } from '../../actors/types';
import type { VoiceItem } from '../../voices/types';
import type { VideoResult } from '../model/videoResult';
import type { BackgroundChoice, PictureChoice } from './pictureChoice';

/** An actor attached to a project's draft, with the voice and speed chosen for it. */
export interface DraftActor {
  actor: PickedActor;
  audio: VoiceItem | null;
  /** Speech speed (0 to 2, one decimal); sent as the video's voice speed. */
  playbackRate: number;
}

/** The video creation draft of one project (creation.md §3). */
export interface ProjectDraft {
  text: string;
  actors: DraftActor[];
  /** Placeholders of requested videos (status 1) until the server answers. */
  temporaryResults: VideoResult[];
  /** Burn the words into the video as well as delivering the SRT (absent in older drafts). */
  burnCaptions?: boolean;
  /** The videos' format, background, layout and logo (absent in older drafts: 9:16 720p). */
  picture?: PictureChoice;
  /**
   * The scenes of one video (issue 27), present only once the user added a scene: then `text`
   * and `actors` are not used. Always two or more; one scene left is today's draft again.
   */
  scenes?: DraftScene[];
  /** How scenes follow each other (absent: a cut). */
  transition?: SceneTransition;
}

export type { SceneTransition };

/**
 * One scene of a multi-scene draft: its script, one actor with its voice and speed, and what
 * it changes of the video's picture (null: the video's background or layout).
 */
export interface DraftScene {
  /** Stable across reorders (drag and drop keys), made in the browser. */
  id: string;
  text: string;
  actor: DraftActor | null;
  background: BackgroundChoice | null;
  layout: PictureChoice['layout'] | null;
}

export const EMPTY_DRAFT: ProjectDraft = { text: '', actors: [], temporaryResults: [] };

/** What generating takes out of the draft, to put back if the request fails. */
export interface DraftSnapshot {
  text: string;
  actors: DraftActor[];
  scenes?: DraftScene[];
  transition?: SceneTransition;
}
