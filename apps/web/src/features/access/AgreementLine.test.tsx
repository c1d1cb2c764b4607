import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../test/renderApp';

describe("the login page's agreement line", () => {
  it('links the terms and the privacy policy inside the sentence', async () => {
    await renderApp('/login/');
    const terms = await screen.findByRole('link', { name: 'Terms of Service' });
    const line = terms.closest('p') as HTMLElement;
    expect(line).toHaveTextContent(
      'By continuing, you agree to our Terms of Service and Privacy Policy.',
    );
    expect(terms.getAttribute('href')).toMatch(/Terms-of-Service$/);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(line).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toMatch(
      /Privacy-Policy$/,
    );
  });

  it('keeps the links where a translation puts them', async () => {
    await i18n.changeLanguage('zh');
    await renderApp('/login/');
    const terms = await screen.findByRole('link', { name: '服务条款' });
    expect(terms.closest('p')).toHaveTextContent('继续即表示你同意我们的服务条款和隐私政策。');
    expect(screen.getByRole('link', { name: '隐私政策' })).toBeInTheDocument();
  });
});
