import { Clapperboard, Library, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAgentAdmin } from '../../features/agent/useAgentAdmin';
import { DEFAULT_ROUTE, RESTORED_ROUTE, useRouteMemory } from '../../state/useRouteMemory';
import { NavRailItem } from './NavRailItem';

/** The main areas (core.md §2 "Main shell"): Creation, Agent for agent admins, Assets. */
export function MainNavEntries({ expanded }: { expanded: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lastCreationPath = useRouteMemory((s) => s.lastCreationPath);
  const { isAgentAdmin } = useAgentAdmin();
  return (
    <>
      <NavRailItem
        icon={Clapperboard}
        label={t('shell.creation')}
        expanded={expanded}
        to={lastCreationPath ?? DEFAULT_ROUTE}
        state={RESTORED_ROUTE}
        active={pathname.startsWith('/creation/')}
      />
      {isAgentAdmin ? (
        <NavRailItem
          icon={UsersRound}
          label={t('shell.agent')}
          expanded={expanded}
          to="/agent/"
          active={pathname.startsWith('/agent')}
        />
      ) : null}
      <NavRailItem
        icon={Library}
        label={t('shell.assets')}
        expanded={expanded}
        to="/assets/actor/"
        active={pathname.startsWith('/assets/')}
      />
    </>
  );
}
