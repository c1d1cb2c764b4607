import { SCRIPT_HIGHLIGHT_MS } from '@talkreel/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../ui/toast';
import { useTimedFlag } from '../../hooks/useTimedFlag';
import type { DraftScene } from '../../state/draftTypes';
import { useSceneAttention } from './sceneAttention';

type Elements<T> = Map<string, T>;

/** A ref callback keeping one element per scene id. */
const keep =
  <T>(map: Elements<T>, id: string) =>
  (el: T | null) => {
    if (el) map.set(id, el);
    else map.delete(id);
  };

/**
 * Where the scene list puts the user: which scene's actor picker or audio settings is open,
 * whose script is highlighted, and focus after a move, an added scene or a Generate that found
 * a scene lacking (through useSceneAttention).
 */
export function useSceneFocus(scenes: DraftScene[]) {
  const { t } = useTranslation();
  const textareas = useRef<Elements<HTMLTextAreaElement>>(new Map());
  const actors = useRef<Elements<HTMLButtonElement>>(new Map());
  const audios = useRef<Elements<HTMLButtonElement>>(new Map());
  const [highlighted, highlight] = useTimedFlag<string>(SCRIPT_HIGHLIGHT_MS);
  const [picker, setPicker] = useState<string | null>(null);
  const [audio, setAudio] = useState<{ sceneId: string; autoPreview: boolean } | null>(null);
  const request = useSceneAttention((s) => s.request);

  useEffect(() => {
    if (!request || !scenes.some((s) => s.id === request.sceneId)) return;
    useSceneAttention.getState().done();
    const { sceneId, what } = request;
    if (what === 'script' || what === 'focus') {
      const box = textareas.current.get(sceneId);
      if (what === 'script') highlight(sceneId);
      box?.focus();
      box?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    } else if (what === 'actor') {
      notify({
        tone: 'info',
        title: t('generation.actors.missingToast'),
        text: t('generation.scenes.actorMissingText'),
      });
      setPicker(sceneId);
    } else {
      setAudio({ sceneId, autoPreview: Boolean(request.autoPreview) });
    }
  }, [request, scenes, highlight, t]);

  return {
    highlighted,
    textareaRef: (id: string) => keep(textareas.current, id),
    actorRef: (id: string) => keep(actors.current, id),
    audioRef: (id: string) => keep(audios.current, id),
    picker,
    openPicker: setPicker,
    closePicker: () => setPicker(null),
    audio,
    openAudio: (sceneId: string) => setAudio({ sceneId, autoPreview: false }),
    closeAudio: () => setAudio(null),
    /** Where a closing dialog puts focus when its opener is gone: the scene's own buttons. */
    backTo: (sceneId: string, which: 'actor' | 'audio') => () =>
      (which === 'actor' ? actors : audios).current.get(sceneId) ??
      actors.current.get(sceneId) ??
      null,
    /**
     * After a move from the menu: the moved scene's handle, where dragging would have left it.
     * Once the new order is drawn, and after the closing menu has handed focus to its trigger.
     */
    handleAfterMove: (sceneId: string) =>
      requestAnimationFrame(() =>
        setTimeout(() =>
          document
            .querySelector<HTMLElement>(`[data-scene-id="${sceneId}"] [data-scene-handle]`)
            ?.focus(),
        ),
      ),
  };
}

export type SceneFocus = ReturnType<typeof useSceneFocus>;
