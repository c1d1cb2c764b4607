import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
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

  it('says so when a pasted script is cut to 1,500 characters, until it is back under (issue 7)', async () => {
    const { script } = await openProject();
    const user = userEvent.setup();
    await user.click(script);
    await user.paste('Our spring launch. '.repeat(110).slice(0, 1980));
    expect(script).toHaveValue('Our spring launch. '.repeat(110).slice(0, 1500));
    expect(screen.getByTestId('script-counter')).toHaveTextContent('1500 / 1500');
    expect(screen.getByTestId('script-cut')).toHaveTextContent(
      'Your text had 1,980 characters; only the first 1,500 were kept.',
    );
    await user.type(script, '{Backspace}');
    expect(screen.queryByTestId('script-cut')).toBeNull();
  });

  it('says it in the interface language', async () => {
    const { script } = await openProject();
    await act(() => i18n.changeLanguage('zh'));
    const user = userEvent.setup();
    await user.click(script);
    await user.paste('我们的新产品发布会。'.repeat(200));
    expect(await screen.findByTestId('script-cut')).toHaveTextContent(
      '你的文本有 2,000 个字符，只保留了前 1,500 个。',
    );
  });
});
