import clsx from 'clsx';
import { Check, Library, Mic, Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioPlayButton } from '../../voices/audio/AudioPlayButton';
import type { OwnVoice } from './createActorApi';

export interface ChosenVoice {
  id: string;
  name: string;
  /** A voice taken from the library dialog, shown above the own voices (with its sample). */
  library?: { sampleUrl: string | null };
}

/**
 * The voice step (creation.md §2): one of the user's own ready voices, a voice from the library
 * or My Voices (issue 24: a first actor needs no recording), or a new one made in the
 * voice-upload dialog (clone a recording or take the voice from a video).
 */
export function VoiceChoice({
  voices,
  loading,
  chosen,
  onChoose,
  onNew,
  onLibrary,
  onPlayed,
}: {
  voices: OwnVoice[];
  loading: boolean;
  chosen: ChosenVoice | null;
  onChoose(voice: ChosenVoice): void;
  onNew(): void;
  onLibrary(): void;
  onPlayed(): void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const library = chosen?.library && !voices.some((v) => v.id === chosen.id) ? chosen : null;
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="flex min-h-0 flex-col">
      <p id={labelId} className="mb-1.5 text-[13px] font-medium text-ink">
        {t('createActor.voice.label')}
      </p>
      {library ? (
        <div className="mr-1 mb-1.5 flex items-center gap-3 rounded-xl border border-brand-400 bg-brand-50/60 px-3 py-2">
          <AudioPlayButton
            src={library.library?.sampleUrl ?? null}
            label={library.name}
            onPlay={onPlayed}
          />
          <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="actor-voice"
              value={library.id}
              checked
              readOnly
              className="sr-only"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[13px] font-medium text-ink">
                {library.name}
              </span>
              <span className="block truncate text-[11.5px] text-ink-subtle">
                {t('createActor.voice.fromLibrary')}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full border-[1.5px] border-brand-500 bg-brand-500 text-white"
            >
              <Check className="size-3" strokeWidth={3} />
            </span>
          </label>
        </div>
      ) : null}
      {loading ? (
        <div className="flex flex-col gap-1.5" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-xl bg-[#efeef5]" />
          ))}
        </div>
      ) : voices.length === 0 && library ? null : voices.length === 0 ? (
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
      <div className="mt-2.5 grid grid-cols-2 gap-2 max-md:grid-cols-1">
        <VoiceSourceButton icon={<Library className="size-4" />} onClick={onLibrary} primary>
          {t('createActor.voice.library')}
        </VoiceSourceButton>
        <VoiceSourceButton icon={<Plus className="size-4" />} onClick={onNew}>
          {t('createActor.voice.upload')}
        </VoiceSourceButton>
      </div>
    </div>
  );
}

/** Where else a voice can come from: labels of two lines in some languages, so not a Button. */
function VoiceSourceButton({
  icon,
  onClick,
  primary,
  children,
}: {
  icon: ReactNode;
  onClick(): void;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(
        'flex min-h-10 items-center gap-2 rounded-[10px] px-3 py-2 text-left text-[13px] leading-[17px] font-medium transition-colors',
        primary
          ? 'bg-brand-50 text-brand-700 hover:bg-brand-100'
          : 'border border-line bg-white text-ink hover:border-[#d9d8e3] hover:bg-canvas',
      )}
    >
      <span className="shrink-0" aria-hidden="true">
        {icon}
      </span>
      {children}
    </button>
  );
}
