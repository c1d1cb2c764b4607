import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/**
 * What a screen reader hears while a scene is moved with the keyboard or the pointer, in the
 * app's language and in scene numbers (dnd-kit's own are English and name internal ids).
 */
export function useDragAnnouncements(ids: string[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  const number = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  return {
    screenReaderInstructions: { draggable: t('generation.scenes.dragInstructions') },
    announcements: {
      onDragStart: ({ active }) => t('generation.scenes.pickedUp', { number: number(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('generation.scenes.movedOver', { number: number(active.id), to: number(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('generation.scenes.dropped', { number: number(active.id), to: number(over.id) })
          : undefined,
      onDragCancel: ({ active }) => t('generation.scenes.cancelled', { number: number(active.id) }),
    },
  };
}
