import { AUDIO_TOOLTIP_BLINK_MS } from '@talkreel/contract';
import clsx from 'clsx';
import { Headphones } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBlink } from '../hooks/useTimedFlag';

/**
 * The hint shown for 5 s, blinking every 1.5 s, when generation was refused because an
 * actor's audio is not verified (creation.md §4, code 1020). It sits above the audio dialog.
 */
export function VerifyAudioHint({ actorName }: { actorName: string | null }) {
  const { t } = useTranslation();
  const on = useBlink(actorName !== null, AUDIO_TOOLTIP_BLINK_MS);
  if (actorName === null) return null;
  return createPortal(
    <div
      role="status"
      data-testid="verify-audio-hint"
      className={clsx(
        'pointer-events-none fixed top-5 left-1/2 z-[70] flex -translate-x-1/2 items-center gap-2.5 rounded-full bg-ink px-4 py-2.5 text-[13.5px] font-medium text-white shadow-[0_12px_32px_rgb(23_22_31/0.28)] transition-opacity duration-500',
        on ? 'opacity-100' : 'opacity-60',
      )}
    >
      <span className="flex size-6 items-center justify-center rounded-full bg-brand-500">
        <Headphones className="size-3.5" aria-hidden="true" />
      </span>
      {t('generation.actors.verifyHint', { name: actorName })}
    </div>,
    document.body,
  );
}
