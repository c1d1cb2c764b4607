import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast';
import { getActor } from './actorsApi';
import type { PickedActor } from './types';

/** Only a ready, well-formed actor can be attached to a project (creation.md §4). */
export const isSelectable = (actor: PickedActor) => actor.generateStatus === 2 && !actor.isUnusual;

/**
 * The picker's ticked actors, in the order they were ticked. Starts from the project's
 * actors each time the dialog opens; never more than `maxActors`.
 */
export function useActorSelection(open: boolean, initialIds: string[], maxActors: number) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>(initialIds);
  // Every actor object seen in a loaded page, so confirming can hand back whole actors.
  const known = useRef(new Map<string, PickedActor>());
  const initialKey = initialIds.join('\n');

  useEffect(() => {
    if (open) setIds(initialKey ? initialKey.split('\n') : []);
  }, [open, initialKey]);

  const remember = useCallback((actors: PickedActor[]) => {
    for (const a of actors) known.current.set(a.id, a);
  }, []);

  const toggle = useCallback(
    (actor: PickedActor) => {
      if (ids.includes(actor.id)) {
        setIds(ids.filter((id) => id !== actor.id));
        return;
      }
      if (ids.length >= maxActors) {
        notify({
          tone: 'info',
          title: t('actors.picker.limitTitle'),
          text: t('actors.picker.limitText', { count: maxActors }),
        });
        return;
      }
      known.current.set(actor.id, actor);
      setIds([...ids, actor.id]);
    },
    [ids, maxActors, t],
  );

  const changed = useMemo(() => {
    const before = new Set(initialKey ? initialKey.split('\n') : []);
    return ids.length !== before.size || ids.some((id) => !before.has(id));
  }, [ids, initialKey]);

  /** The chosen actors as objects; ones never loaded here are fetched one by one. */
  const resolve = useCallback(async (): Promise<PickedActor[]> => {
    const actors = await Promise.all(
      ids.map(async (id) => known.current.get(id) ?? (await getActor(id))),
    );
    return actors.filter((a): a is PickedActor => a !== null);
  }, [ids]);

  // Stable while the selection is: the grid re-renders its cards only when a tick changes.
  const isSelected = useCallback((id: string) => ids.includes(id), [ids]);

  return {
    ids,
    count: ids.length,
    isSelected,
    atLimit: ids.length >= maxActors,
    changed,
    toggle,
    remember,
    resolve,
    knownActor: (id: string) => known.current.get(id),
  };
}
