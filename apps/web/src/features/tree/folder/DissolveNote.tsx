import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkspaces } from '../../workspaces/useWorkspaces';

/**
 * The one line a new folder's page carries while core.md §4's rule holds (issue 24): a reload
 * by anyone dissolves the folder, so nobody files work in it unaware. The owner, who may turn
 * the rule off, gets a link to the setting.
 */
export function DissolveNote() {
  const { t } = useTranslation();
  const { current } = useWorkspaces();
  if (!current || current.keepFolders) return null;
  return (
    <p
      data-testid="dissolve-note"
      className="mx-6 mt-4 flex items-start gap-2 rounded-xl bg-canvas px-3.5 py-2.5 text-[13px] leading-5 text-ink-muted max-md:mx-3"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden="true" />
      <span className="min-w-0">
        {t('tree.folder.dissolveNote')}
        {current.role === 'owner' ? (
          <>
            {' '}
            <Link
              to="/settings/members/"
              className="font-medium text-brand-600 underline-offset-2 hover:underline"
            >
              {t('tree.folder.dissolveChange')}
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
