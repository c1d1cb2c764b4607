import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openProject } from './testing/openProject';

describe('project page', () => {
  it('shows the mode, the script counter and the animated empty state', async () => {
    const { script } = await openProject();
    expect(screen.getByText('Talking actors')).toBeInTheDocument();
    expect(screen.getByTestId('script-counter')).toHaveTextContent('0 / 1500');
    await userEvent.setup().type(script, 'Hello there');
    expect(screen.getByTestId('script-counter')).toHaveTextContent('11 / 1500');
    expect(await screen.findByText('Start your creative journey')).toBeInTheDocument();
  });
});
