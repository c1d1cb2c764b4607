import accountDe from '../../apps/web/src/features/account/i18n/de.json';
import accountEn from '../../apps/web/src/features/account/i18n/en.json';
import membersDe from '../../apps/web/src/features/members/i18n/de.json';
import membersEn from '../../apps/web/src/features/members/i18n/en.json';
import settingsDe from '../../apps/web/src/features/settings/i18n/de.json';
import settingsEn from '../../apps/web/src/features/settings/i18n/en.json';
import workspacesDe from '../../apps/web/src/features/workspaces/i18n/de.json';
import workspacesEn from '../../apps/web/src/features/workspaces/i18n/en.json';

/** The settings, account, members and product strings, as the page shows them. */
export type SettingsCopy = typeof settingsEn &
  typeof accountEn &
  Omit<typeof membersEn, 'members'> & {
    members: Omit<typeof membersEn.members, 'list'> & {
      list: Omit<typeof membersEn.members.list, 'count_one'>;
    };
  } & typeof workspacesEn;

export const settingsCopy: Record<'en' | 'de', SettingsCopy> = {
  en: { ...settingsEn, ...accountEn, ...membersEn, ...workspacesEn },
  de: { ...settingsDe, ...accountDe, ...membersDe, ...workspacesDe },
};
