import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUiStore } from '../../state/useUiStore';
import { renderApp } from '../../test/renderApp';

describe("the login page's language chooser (a native select)", () => {
  it('lists the five languages in their own words, the current one chosen', async () => {
    await renderApp('/login/');
    const chooser = await screen.findByRole('combobox', { name: 'Language' });
    expect(chooser).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      '简体中文',
      'Español',
      'Deutsch',
      '繁體中文',
    ]);
  });

  it('switches the page to the chosen language and remembers the choice', async () => {
    await renderApp('/login/');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(useUiStore.getState().language).toBe('de');
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
  });
});
