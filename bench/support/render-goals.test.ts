import { describe, expect, it } from 'vitest';
import { RENDER_GOALS, renderGoalVerdict } from './render-goals';

describe('render goals', () => {
  it('are render ÷ duration: 0.20 illustrated, 0.30 photo, 0.41 video actor, and nothing else', () => {
    expect(RENDER_GOALS).toEqual({ illustrated: 0.2, photo: 0.3, video: 0.41 });
  });

  it('are met up to the goal and missed past it', () => {
    expect(renderGoalVerdict('illustrated', 0.2)).toEqual({ text: '≤ 0.20 met', met: true });
    expect(renderGoalVerdict('photo', 0.301)).toEqual({ text: '≤ 0.30 MISSED', met: false });
    expect(renderGoalVerdict('video', 0.41)).toEqual({ text: '≤ 0.41 met', met: true });
    expect(renderGoalVerdict('other', 9)).toEqual({ text: 'no goal', met: true });
  });
});
