import { createCanvas } from '@napi-rs/canvas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import brandEn from '../../apps/web/src/features/settings/brand-kit/i18n/en.json';
import settingsEn from '../../apps/web/src/features/settings/i18n/en.json';
import { callAs, getAs, storedToken } from '../support/api';
import { launchBrowser, newUserPage, phonePageAs, screenshot } from '../support/browser';
import { waitForInvitationLink } from '../support/invitationMail';
import { readingProblems } from '../support/readsWell';
import { signUpThroughApi } from '../support/signUpThroughApi';

const env = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
const brand = brandEn.brandKit;
const SCREENSHOT_LANGUAGES = ['en', 'de', 'zh'] as const;

interface ServerKit {
  logo_url: string | null;
  logo_corner: string;
  colors: string[];
  caption_style: { decoration: string; position: string; words_per_line: number | null };
}

/** A wordmark-like logo: a violet rounded badge with a white bar, transparent around it. */
function logoPng(): Buffer {
  const canvas = createCanvas(240, 96);
  const g = canvas.getContext('2d');
  g.fillStyle = '#6d4aff';
  g.beginPath();
  g.roundRect(8, 8, 224, 80, 24);
  g.fill();
  g.fillStyle = '#ffffff';
  g.fillRect(40, 40, 160, 16);
  return canvas.toBuffer('image/png');
}

const openBrandKit = async (page: Page, lang?: string) => {
  await page.goto(`${env.baseUrl}/settings/brand-kit/${lang ? `?lang=${lang}` : ''}`);
  await page.getByTestId('caption-sample').waitFor();
};

/** The page at one window size in each screenshot language: kept, and reading well. */
async function checkLanguages(page: Page, size: string, who: string) {
  for (const lang of SCREENSHOT_LANGUAGES) {
    await openBrandKit(page, lang);
    await page.getByTestId('placed-logo').waitFor();
    await screenshot(page, `brand-kit-${who}-${lang}-${size}`);
    expect(await readingProblems(page), `${who} ${lang} ${size}`).toEqual({
      overflowing: [],
      rawKeys: [],
    });
    // The caption style and its sample, further down the page.
    await page.getByTestId('caption-size').scrollIntoViewIfNeeded();
    await screenshot(page, `brand-kit-${who}-captions-${lang}-${size}`);
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let owner: Page;
let member: Page;

describe('Settings → Brand kit (issue 26)', () => {
  it('the owner uploads a PNG logo, sets colours and caption style, saves: kept after a reload', async () => {
    owner = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
    await signUpThroughApi(owner, env);
    await openBrandKit(owner);
    await owner
      .getByRole('complementary', { name: settingsEn.settings.title })
      .getByRole('link', { name: settingsEn.settings.nav.brandKit })
      .waitFor();

    await owner.getByTestId('logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logoPng(),
    });
    await owner.getByTestId('logo-preview').getByRole('img').waitFor();
    await owner.getByRole('radio', { name: brand.corner['top-left'] }).check({ force: true });
    await owner.getByTestId('add-brand-color').click();
    await owner.getByTestId('add-brand-color').click();
    const second = owner.getByRole('textbox', { name: 'Brand colour 2' });
    await second.fill('#0F766E');
    await owner.getByText(brand.caption.decorations.outline, { exact: true }).click();
    await owner.getByText(brand.caption.positions.top, { exact: true }).click();
    await owner.getByLabel(brand.caption.wordsPerLine).selectOption('4');
    await screenshot(owner, 'brand-kit-editing-en-1280');
    await owner.getByTestId('save-brand-kit').click();
    await owner.locator('[data-sonner-toast]').getByText(brand.saved, { exact: true }).waitFor();

    await owner.reload();
    await owner.getByTestId('caption-sample').waitFor();
    const logo = owner.getByTestId('logo-preview').getByRole('img');
    await logo.waitFor();
    // The logo comes back from the server (a signed link, not the local file) and loads.
    expect(await logo.getAttribute('src')).not.toMatch(/^blob:/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(240);
    expect(await owner.getByRole('textbox', { name: 'Brand colour 2' }).inputValue()).toBe(
      '#0f766e',
    );
    expect(await owner.getByRole('radio', { name: brand.corner['top-left'] }).isChecked()).toBe(
      true,
    );
    expect(await owner.getByLabel(brand.caption.wordsPerLine).inputValue()).toBe('4');
    const kit = await getAs<ServerKit>(env.baseUrl, await storedToken(owner), '/brand-kit/detail');
    expect(kit).toMatchObject({
      logo_corner: 'top-left',
      colors: [expect.stringMatching(/^#[0-9a-f]{6}$/), '#0f766e'],
      caption_style: { decoration: 'outline', position: 'top', words_per_line: 4 },
    });
    expect(kit.logo_url).not.toBeNull();
  });

  it('a member of the product sees the kit read-only and is told who can change it', async () => {
    member = await newUserPage(browser, { viewport: { width: 1280, height: 800 } });
    const { email } = await signUpThroughApi(member, env);
    await callAs(env.baseUrl, await storedToken(owner), '/users/invite-member', { email });
    const { link } = await waitForInvitationLink(env.dataDir, email);
    const inviteToken = new URL(link).searchParams.get('token') ?? '';
    await callAs(env.baseUrl, await storedToken(member), '/users/accept-invitation', {
      invite_token: inviteToken,
    });
    await openBrandKit(member);
    await member.getByTestId('managers-only').waitFor();
    await member.getByTestId('placed-logo').waitFor();
    expect(await member.getByRole('textbox', { name: 'Brand colour 2' }).inputValue()).toBe(
      '#0f766e',
    );
    expect(await member.getByRole('textbox', { name: 'Brand colour 2' }).isDisabled()).toBe(true);
    expect(await member.getByTestId('save-brand-kit').count()).toBe(0);
    expect(await member.getByTestId('add-brand-color').count()).toBe(0);
    await screenshot(member, 'brand-kit-member-en-1280');
  });

  it("reads well in en, de and zh at a laptop's and a phone's size", async () => {
    await checkLanguages(owner, '1280', 'owner');
    const phone = await phonePageAs(owner);
    await checkLanguages(phone, '390', 'owner');
    await phone.context().close();
    const memberPhone = await phonePageAs(member);
    await openBrandKit(memberPhone, 'de');
    await screenshot(memberPhone, 'brand-kit-member-de-390');
    await memberPhone.context().close();
    await owner.context().close();
    await member.context().close();
  });
});
