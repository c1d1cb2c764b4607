/**
 * The render figures that stand (issue 24): render time ÷ video duration at 720×1280 on a quiet
 * 2-core machine, per actor kind; a render slower than its goal is a regression. Render ÷
 * encode-only is no goal (withdrawn): the bench prints it as a diagnostic only.
 */
export const RENDER_GOALS: Readonly<Record<string, number>> = {
  illustrated: 0.2,
  photo: 0.3,
  video: 0.41,
};

export interface GoalVerdict {
  /** What the bench prints in its goal column, e.g. "≤ 0.20 met". */
  text: string;
  /** False when the kind has a goal and the render missed it. */
  met: boolean;
}

/** The verdict on one render's time ÷ duration against its kind's goal (none for other kinds). */
export function renderGoalVerdict(kind: string, renderPerDuration: number): GoalVerdict {
  const goal = RENDER_GOALS[kind];
  if (goal === undefined) return { text: 'no goal', met: true };
  const met = renderPerDuration <= goal;
  return { text: `≤ ${goal.toFixed(2)} ${met ? 'met' : 'MISSED'}`, met };
}

/**
 * Issue 26: a 1080p render may take at most this many times the same clip's 720p render (so at
 * most 2.3x the kind's 720p goal), measured in the same process.
 */
export const HD_FACTOR_GOAL = 2.3;
/** Issue 26: a background video may add at most this share of the video's duration to a render. */
export const BACKGROUND_VIDEO_GOAL = 0.1;
/** Issue 26: the peak resident memory of a 1080p render, in MB. */
export const PEAK_RSS_GOAL_MB = 600;
