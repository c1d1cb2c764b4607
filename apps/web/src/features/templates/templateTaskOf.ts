import { type CaptionStyle, scanVariables, variablesOf } from '@talkreel/contract';
import { sceneBatchOf } from '../generation/composer/scenes/scenePlan';
import { videoTasksOf } from '../generation/model/videoTasks';
import type { ProjectDraft } from '../generation/state/draftTypes';
import { pictureOf } from '../generation/state/pictureChoice';

/**
 * The task a template saves from a project's draft (issue 28): built exactly as Generate builds
 * it, so a row of a batch makes the video Generate would have made. A template is one video, so
 * of several attached actors the first speaks (the dialog says so). The project is left out: a
 * batch puts its videos in a project of its own. Null when there is no script or no actor yet.
 */
export function templateTaskOf(
  draft: ProjectDraft,
  captionStyle: CaptionStyle | null,
): Record<string, unknown> | null {
  const picture = pictureOf(draft.picture);
  const burn = draft.burnCaptions ?? false;
  const [task] = draft.scenes
    ? sceneBatchOf('', draft.scenes, draft.transition, null, burn, picture, captionStyle)
    : videoTasksOf('', draft.text, draft.actors.slice(0, 1), null, burn, picture, captionStyle);
  if (!task?.text || !task.actor_id) return null;
  const { project_id: _project, folder_id: _folder, ...body } = task;
  return body;
}

/** The scripts a draft would save: each scene's, or the one script. */
export const draftScripts = (draft: ProjectDraft) =>
  draft.scenes ? draft.scenes.map((s) => s.text) : [draft.text];

/** The variables found in the draft's scripts, and the first `{{…}}` written wrong (if any). */
export function draftVariables(draft: ProjectDraft) {
  const scripts = draftScripts(draft);
  const problem = scripts.flatMap((s) => scanVariables(s).problems)[0] ?? null;
  return { variables: variablesOf(scripts), problem: problem?.message ?? null };
}
