import clsx from 'clsx';
import { Check, Mic, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { AudioPlayButton } from '../../voices/audio/AudioPlayButton';
import type { OwnVoice } from './createActorApi';

export interface ChosenVoice {
  id: string;
  name: string;
}

/**
 * The voice step (creation.md §2): one of the user's own voices, or a new one made in the
 * voice-upload dialog (clone a recording or take the voice from a video).
 */
export function VoiceChoice({
  voices,
  loading,
  chosen,
  onChoose,
  onNew,
  onPlayed,
}: {
  voices: OwnVoice[];
  loading: boolean;
  chosen: ChosenVoice | null;
  onChoose(voice: ChosenVoice): void;
  onNew(): void;
  onPlayed(): void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="flex min-h-0 flex-col">
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <p id={labelId} className="text-[13px] font-medium text-ink">
          {t('createActor.voice.label')}
        </p>
        <Button variant="secondary" size="sm" icon={<Plus className="size-3.5" />} onClick={onNew}>
          {t('createActor.voice.new')}
        </Button>
      </div>
      {loading ? (
        <div className="flex flex-col gap-1.5" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-xl bg-[#efeef5]" />
          ))}
        </div>
      ) : voices.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-[#d6d4e3] px-3.5 py-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-500">
            <Mic className="size-4" aria-hidden="true" />
          </span>
          <p className="text-[12.5px] leading-[18px] text-ink-muted">
            {t('createActor.voice.none')}
          </p>
        </div>
      ) : (
        <ul className="flex max-h-[188px] flex-col gap-1.5 overflow-y-auto pr-1">
          {voices.map((voice) => {
            const on = chosen?.id === voice.id;
            return (
              <li
                key={voice.id}
                className={clsx(
                  'flex items-center gap-3 rounded-xl border px-3 py-2 transition-colors',
                  on ? 'border-brand-400 bg-brand-50/60' : 'border-line hover:border-[#d6d5e0]',
                )}
              >
                <AudioPlayButton src={voice.sampleUrl} label={voice.name} onPlay={onPlayed} />
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
                  <input
                    type="radio"
                    name="actor-voice"
                    value={voice.id}
                    checked={on}
                    onChange={() => onChoose({ id: voice.id, name: voice.name })}
                    className="sr-only"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-[13px] font-medium text-ink">
                      {voice.name}
                    </span>
                    <span className="block truncate text-[11.5px] text-ink-subtle">
                      {t(`createActor.voice.${voice.provider === 'local' ? 'matched' : 'cloned'}`)}
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'flex size-5 shrink-0 items-center justify-center rounded-full border-[1.5px]',
                      on
                        ? 'border-brand-500 bg-brand-500 text-white'
                        : 'border-[#cfcddc] text-transparent',
                    )}
                  >
                    <Check className="size-3" strokeWidth={3} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
