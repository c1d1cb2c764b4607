import type { TemplateMissing } from '@talkreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast';
import type { PickedActor } from '../actors/types';
import { type Replacement, replaceInTemplate, type Template, templatesKey } from './templatesApi';

/** The fields of one place of a template's body (camel-cased as the call layer hands it back). */
export function placeFields(template: Template, scene: number | null): Record<string, unknown> {
  const body = template.body as Record<string, unknown>;
  const scenes = body.scenes;
  const place = scene === null || !Array.isArray(scenes) ? body : scenes[scene];
  return place && typeof place === 'object' ? (place as Record<string, unknown>) : {};
}

/**
 * The replacements for a missing actor: the actor, and its own voice where the same place's
 * voice is missing too (as the composer gives a newly picked actor its default voice).
 */
export function actorReplacements(
  template: Template,
  missing: TemplateMissing,
  actor: PickedActor,
): Replacement[] {
  const voiceGone = template.missing?.some((m) => m.kind === 'voice' && m.scene === missing.scene);
  const own = voiceGone && actor.defaultAudio ? actor.defaultAudio : null;
  return [
    { scene: missing.scene, kind: 'actor', id: actor.id },
    ...(own ? [{ scene: missing.scene, kind: 'voice' as const, id: own.id }] : []),
  ];
}

/**
 * Saves replacements into the template; the reply's `missing` is fresh, and every check of a
 * batch from it runs again (its rows were refused for what was missing).
 */
export function useReplaceInTemplate(template: Template) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replacements: Replacement[]) => replaceInTemplate(template.id, replacements),
    onSuccess: (saved) => {
      client.setQueryData(['template', template.id], saved);
      void client.invalidateQueries({ queryKey: templatesKey });
      void client.invalidateQueries({ queryKey: ['batch-check'] });
      notify({ tone: 'success', title: t('templates.missing.saved') });
    },
  });
}
