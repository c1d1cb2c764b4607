import { MAX_ACTORS_PER_PROJECT } from '@talkreel/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../ui/toast';
import { useDraftStore } from '../../generation/state/useDraftStore';
import { projectPath } from '../../tree/paths';
import type { LibraryActor } from './actorLibraryApi';

/**
 * Apply (creation.md §2): the actor joins the chosen project's actors (its default voice, as
 * the picker would attach it) and the project opens with it chosen. A project already holding
 * the most actors it may have is left as it is, and says so.
 */
export function useApplyActor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (actor: LibraryActor, projectId: string): boolean => {
      const draft = useDraftStore.getState().drafts[projectId];
      const current = draft?.actors.map((a) => a.actor) ?? [];
      if (!current.some((a) => a.id === actor.id)) {
        if (current.length >= MAX_ACTORS_PER_PROJECT) {
          notify({
            tone: 'error',
            title: t('assets.actors.choose.full', { count: MAX_ACTORS_PER_PROJECT }),
          });
          return false;
        }
        useDraftStore.getState().setPicked(projectId, [...current, actor]);
      }
      navigate(projectPath(projectId));
      return true;
    },
    [navigate, t],
  );
}
