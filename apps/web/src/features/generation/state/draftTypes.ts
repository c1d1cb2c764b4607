import type { PickedActor } from '../../actors/types';
import type { VoiceItem } from '../../voices/types';
import type { VideoResult } from '../model/videoResult';
import type { PictureChoice } from './pictureChoice';

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
}

export const EMPTY_DRAFT: ProjectDraft = { text: '', actors: [], temporaryResults: [] };

/** What generating takes out of the draft, to put back if the request fails. */
export interface DraftSnapshot {
  text: string;
  actors: DraftActor[];
}
