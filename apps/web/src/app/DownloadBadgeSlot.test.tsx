import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../test/testQueryClient';
import { useDownloadTasks } from '../ui/downloadTasks';
import { AppProviders } from './AppProviders';

describe('the download progress badge, fetched with the first download', () => {
  it('is absent while nothing downloads, shows a running download, and goes with it', async () => {
    render(<AppProviders queryClient={testQueryClient()}>{null}</AppProviders>);
    expect(screen.queryByTestId('download-progress')).toBeNull();

    let id = '';
    act(() => {
      id = useDownloadTasks.getState().start('Intro');
      useDownloadTasks.getState().update(id, 40);
    });
    expect(await screen.findByRole('status', { name: 'Downloading Intro: 40%' })).toHaveAttribute(
      'data-progress',
      '40',
    );

    act(() => useDownloadTasks.getState().remove(id));
    expect(screen.queryByTestId('download-progress')).toBeNull();
  });
});
