import { scanVariables, substituteVariables } from '@talkreel/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { i18n } from '../../i18n/i18n';
import { testQueryClient } from '../../test/testQueryClient';
import { ScriptBox } from '../generation/composer/ScriptBox';
import { SceneScript } from '../generation/composer/scenes/SceneScript';
import { fillBrowserGaps } from '../settings/testing/browserGaps';

beforeAll(fillBrowserGaps);

/** The composer's real script box, holding its text as the composer does. */
function Box({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return <ScriptBox value={text} onChange={setText} highlighted={false} textareaRef={null} />;
}

function renderBox(initial = '') {
  const view = render(
    <AppProviders queryClient={testQueryClient()}>
      <Box initial={initial} />
    </AppProviders>,
  );
  const area = screen.getByRole('textbox', { name: 'Script' }) as HTMLTextAreaElement;
  return { ...view, area };
}

const marksOf = (root: ParentNode) =>
  [...root.querySelectorAll('[data-testid="script-variable-marks"] mark')].map((m) => ({
    variable: m.getAttribute('data-variable'),
    text: m.textContent,
  }));
const backdropText = (root: ParentNode) =>
  root.querySelector('[data-testid="script-variable-marks"]')?.textContent?.replace(/\u200b$/, '');

describe('the script box with {{variables}} (issue 28)', () => {
  it('stays the plain box for a script without variables', () => {
    const { container, area } = renderBox('Hello and welcome to our spring offer.');
    expect(container.querySelector('[data-testid="script-variable-marks"]')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Variables in this script' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview with sample values' })).toBeNull();
    expect(area).toHaveValue('Hello and welcome to our spring offer.');
    expect(screen.getByTestId('script-counter')).toHaveTextContent('38');
  });

  it('marks each variable where the contract finds it, also after editing before it', async () => {
    const { container, area } = renderBox();
    await userEvent.click(area);
    await userEvent.paste('Hi {{first_name}}, from {{ company | our team }}. Not {{ this');
    expect(marksOf(container)).toEqual([
      { variable: 'first_name', text: '{{first_name}}' },
      { variable: 'company', text: '{{ company | our team }}' },
    ]);
    // The backdrop holds the very text of the textarea, so its lines wrap as the textarea's do.
    expect(backdropText(container)).toBe(area.value);
    expect(screen.getByTestId('script-counter')).toHaveTextContent(String([...area.value].length));

    // Text typed at the caret, before the first variable, moves the marks along with it.
    area.setSelectionRange(0, 0);
    await userEvent.paste('Oh, ');
    expect(area.value.startsWith('Oh, Hi {{first_name}}')).toBe(true);
    expect(backdropText(container)).toBe(area.value);
    const spans = scanVariables(area.value).spans;
    const marks = [...container.querySelectorAll('[data-testid="script-variable-marks"] mark')];
    expect(marks.map((m) => m.textContent)).toEqual(
      spans.map((s) => area.value.slice(s.start, s.end)),
    );
    expect(area).toHaveFocus();

    // Removing the last variable leaves the plain box again.
    await userEvent.clear(area);
    await userEvent.paste('Just text now.');
    expect(container.querySelector('[data-testid="script-variable-marks"]')).toBeNull();
    expect(area).toHaveFocus();
  });

  it('lists the variables and previews the script filled with defaults and samples', async () => {
    const script =
      'Hello {{first_name}}, {{company|our team}} thanks you. See you, {{first_name}}, from {{company|us}}! {{city|}}';
    renderBox(script);
    const list = screen.getByRole('list', { name: 'Variables in this script' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['{{first_name}}', '{{company|our team}}', '{{city|}}']);
    const toggle = screen.getByRole('button', { name: 'Preview with sample values' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('script-preview')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const preview = screen.getByRole('region', { name: 'Script with sample values' });
    // A variable used twice with two defaults takes each where it is written, as the server does.
    const filled = 'Hello First name, our team thanks you. See you, First name, from us! ';
    expect(within(preview).getByTestId('script-preview')).toHaveTextContent(filled, {
      normalizeWhitespace: false,
    });
    // The same text the server's substitution makes from those values.
    expect(substituteVariables(script, { first_name: 'First name' }).text).toBe(filled);
    expect(
      [...preview.querySelectorAll('mark')].map((m) => [m.getAttribute('title'), m.textContent]),
    ).toEqual([
      ['{{first_name}}', 'First name'],
      ['{{company}}', 'our team'],
      ['{{first_name}}', 'First name'],
      ['{{company}}', 'us'],
      ['{{city}}', ''],
    ]);
    await userEvent.click(toggle);
    expect(screen.queryByTestId('script-preview')).toBeNull();
  });

  it("marks a scene's script and names the preview in the reader's language", async () => {
    await act(() => i18n.changeLanguage('de'));
    const { container } = render(
      <AppProviders queryClient={testQueryClient()}>
        <SceneScript
          id="s1-script"
          number={1}
          value="Hallo {{vorname}}, willkommen bei {{firma|uns}}."
          onChange={() => {}}
          highlighted={false}
        />
      </AppProviders>,
    );
    expect(marksOf(container).map((m) => m.variable)).toEqual(['vorname', 'firma']);
    await userEvent.click(screen.getByRole('button', { name: 'Vorschau mit Beispielwerten' }));
    expect(screen.getByRole('region', { name: 'Skript mit Beispielwerten' })).toHaveTextContent(
      'Hallo Vorname, willkommen bei uns.',
    );
  });
});
