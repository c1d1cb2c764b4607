import {
  AUDIO_MIN_SECONDS,
  VOICE_LIBRARY_CARD_MAX_PX,
  VOICE_LIBRARY_CARD_MIN_PX,
  VOICE_LIBRARY_GAP_PX,
  VOICE_LIBRARY_SKELETONS,
} from '@talkreel/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { notify } from '../../../ui/toast';
import { VoiceUploadDialog } from '../../voices/upload/VoiceUploadDialog';
import { LibraryLoadError } from '../LibraryLoadError';
import { AddVoiceCard, VoiceCardSkeleton } from './AddVoiceCard';
import { useDeleteVoice } from './useDeleteVoice';
import { useMyVoices } from './useMyVoices';
import { useRenameVoice } from './useRenameVoice';
import { useToggleVoiceFavorite } from './useToggleVoiceFavorite';
import { VoiceLibraryCard } from './VoiceLibraryCard';
import type { MyVoice } from './voiceLibraryApi';

/** Cards 260 to 400 px wide, 16 px apart (creation.md §2, §9). */
const gridStyle = {
  gridTemplateColumns: `repeat(auto-fill, minmax(${VOICE_LIBRARY_CARD_MIN_PX}px, 1fr))`,
  gap: VOICE_LIBRARY_GAP_PX,
};

/** /assets/voice/: the user's own voices, and the way to add one. */
export function VoiceLibraryPage() {
  const { t } = useTranslation();
  const { voices, loading, failed, retry } = useMyVoices();
  const rename = useRenameVoice();
  const star = useToggleVoiceFavorite();
  const remove = useDeleteVoice();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<MyVoice | null>(null);

  return (
    <div className="flex h-full flex-col">
      <div className="flex shrink-0 items-center justify-between gap-4 px-8 pt-6 max-md:px-4 max-md:pt-4">
        <div className="min-w-0">
          <h1 className="text-[15px] font-semibold text-ink">{t('assets.voices.title')}</h1>
          <p className="text-[13px] text-ink-muted">
            {loading ? '\u00a0' : t('assets.voices.count', { count: voices.length })}
          </p>
        </div>
        <Button
          size="sm"
          className="max-md:h-10"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          {t('assets.voices.add')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-8 pt-5 pb-8 [scrollbar-gutter:stable] max-md:px-4 max-md:pt-4">
        <ul className="grid" style={gridStyle} data-testid="voice-library-grid">
          <li style={{ maxWidth: VOICE_LIBRARY_CARD_MAX_PX }}>
            <AddVoiceCard onAdd={() => setAdding(true)} />
          </li>
          {loading
            ? Array.from({ length: VOICE_LIBRARY_SKELETONS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={i} style={{ maxWidth: VOICE_LIBRARY_CARD_MAX_PX }}>
                  <VoiceCardSkeleton />
                </li>
              ))
            : voices.map((voice) => (
                <li key={voice.id} style={{ maxWidth: VOICE_LIBRARY_CARD_MAX_PX }}>
                  <VoiceLibraryCard
                    voice={voice}
                    onRename={rename}
                    onStar={(v) => star.mutate(v)}
                    onDelete={setDeleting}
                  />
                </li>
              ))}
        </ul>
        {failed ? (
          <LibraryLoadError onRetry={retry} />
        ) : !loading && voices.length === 0 ? (
          <p className="mt-6 text-[13px] text-ink-muted">
            {t('assets.voices.empty', { seconds: AUDIO_MIN_SECONDS })}
          </p>
        ) : null}
      </div>
      <VoiceUploadDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(voice) =>
          notify({ tone: 'success', title: t('assets.voices.saved', { name: voice.name }) })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('assets.voices.delete.title', { name: deleting?.name ?? '' })}
        description={t('assets.voices.delete.text')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </div>
  );
}
