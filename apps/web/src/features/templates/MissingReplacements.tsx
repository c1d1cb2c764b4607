import type { TemplateMissing } from '@talkreel/contract';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ActorPickerDialog } from '../actors/ActorPickerDialog';
import { getActor } from '../actors/actorsApi';
import { AudioSettingsDialog } from '../voices/AudioSettingsDialog';
import type { Template } from './templatesApi';
import { actorReplacements, placeFields, useReplaceInTemplate } from './useReplaceInTemplate';

/**
 * A template that names a deleted actor or voice (issue 28): each one is named, and its creator
 * or a workspace owner picks a replacement with the app's own actor picker or audio settings;
 * anyone else is told to ask them. Nothing is shown when nothing is missing.
 */
export function MissingReplacements({
  template,
  compact = false,
}: {
  template: Template;
  /** On a template card: the state and its buttons, without the longer explanation. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const missing = template.missing ?? [];
  const replace = useReplaceInTemplate(template);
  const [picking, setPicking] = useState<TemplateMissing | null>(null);
  const [voicing, setVoicing] = useState<TemplateMissing | null>(null);
  if (!missing.length) return null;
  const actorGone = (scene: number | null) =>
    missing.some((m) => m.kind === 'actor' && m.scene === scene);
  const label = (m: TemplateMissing) =>
    m.scene === null
      ? t(`templates.missing.${m.kind}`)
      : t(`templates.missing.${m.kind === 'actor' ? 'sceneActor' : 'sceneVoice'}`, {
          scene: m.scene + 1,
        });
  return (
    <section
      aria-label={t('templates.missing.heading')}
      className={clsx(
        'flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 text-amber-900',
        compact ? 'p-2.5 text-[13px]' : 'max-w-2xl p-3 text-[14px]',
      )}
    >
      <ul className="flex flex-col gap-2">
        {missing.map((m) => (
          <li key={`${m.scene}-${m.kind}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
            <span className="min-w-0 flex-1">
              <span className="font-medium">{label(m)}</span>{' '}
              <span className="text-[12px] break-all text-amber-800">
                ({t('templates.missing.was', { id: m.id })})
              </span>
            </span>
            {template.canEdit ? (
              m.kind === 'voice' && actorGone(m.scene) ? (
                <span className="text-[12px] text-amber-800">
                  {t('templates.missing.actorFirst')}
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  loading={replace.isPending}
                  onClick={() => (m.kind === 'actor' ? setPicking(m) : setVoicing(m))}
                >
                  {t(`templates.missing.${m.kind === 'actor' ? 'chooseActor' : 'chooseVoice'}`)}
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
      {template.canEdit ? (
        compact ? null : (
          <p className="text-amber-800">{t('templates.missing.intro')}</p>
        )
      ) : (
        <p className="text-amber-800">{t('templates.missing.askOwner')}</p>
      )}
      <ActorPickerDialog
        open={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        // One actor takes the deleted one's place.
        selectedActorIds={[]}
        maxActors={1}
        onConfirm={([actor]) => {
          if (picking && actor) replace.mutate(actorReplacements(template, picking, actor));
          setPicking(null);
        }}
      />
      {voicing ? (
        <VoiceReplacement
          template={template}
          missing={voicing}
          onClose={() => setVoicing(null)}
          onPick={(id) => replace.mutate([{ scene: voicing.scene, kind: 'voice', id }])}
        />
      ) : null}
    </section>
  );
}

/** The audio settings for the place's (existing) actor, its voice to be chosen afresh. */
function VoiceReplacement({
  template,
  missing,
  onClose,
  onPick,
}: {
  template: Template;
  missing: TemplateMissing;
  onClose(): void;
  onPick(voiceId: string): void;
}) {
  const fields = placeFields(template, missing.scene);
  const actorId = typeof fields.actorId === 'string' ? fields.actorId : '';
  const actor = useQuery({ queryKey: ['actor', actorId], queryFn: () => getActor(actorId) });
  const settings = fields.voiceSettings as { speed?: unknown } | undefined;
  if (!actor.data) return null;
  return (
    <AudioSettingsDialog
      open
      onOpenChange={(open) => !open && onClose()}
      actor={actor.data}
      voice={null}
      speed={typeof settings?.speed === 'number' ? settings.speed : 1}
      onSave={({ voice }) => {
        onPick(voice.id);
        onClose();
      }}
    />
  );
}
