import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LibraryLoadError } from '../LibraryLoadError';
import { ActorLibraryCard } from './ActorLibraryCard';
import { ActorLibraryGrid } from './ActorLibraryGrid';
import { ActorPreviewModal } from './ActorPreviewModal';
import { AddActorCard } from './AddActorCard';
import type { LibraryActor } from './actorLibraryApi';
import { cardVideoOf, libraryStateOf } from './actorState';
import { ChooseProjectModal } from './ChooseProjectModal';
import { downloadActor } from './downloadActor';
import { useApplyActor } from './useApplyActor';
import { useDeleteActor } from './useDeleteActor';
import { useFavoriteOwnActor } from './useFavoriteOwnActor';
import { useMyActors } from './useMyActors';
import { useRegenerateActor } from './useRegenerateActor';
import { useRenameActor } from './useRenameActor';

/** Cards that can be previewed: the ones with a video to play (creation.md §2). */
const previewable = (a: LibraryActor) =>
  Boolean(cardVideoOf(a)) && libraryStateOf(a) !== 'unusual' && libraryStateOf(a) !== 'failed';

/** /assets/actor/: the user's own actors, and the way to add one (creation.md §2). */
export function ActorLibraryPage({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation();
  const { actors, loading, failed, retry } = useMyActors();
  const rename = useRenameActor();
  const favorite = useFavoriteOwnActor();
  const remove = useDeleteActor();
  const regenerate = useRegenerateActor();
  const apply = useApplyActor();
  const [deleting, setDeleting] = useState<LibraryActor | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [applying, setApplying] = useState<LibraryActor | null>(null);

  const playable = useMemo(() => actors.filter(previewable), [actors]);
  const previewIndex = playable.findIndex((a) => a.id === previewId);

  const onFavorite = useCallback((a: LibraryActor) => favorite.mutate(a), [favorite.mutate]);
  const onRegenerate = useCallback((a: LibraryActor) => regenerate.mutate(a), [regenerate.mutate]);
  const onOpen = useCallback((a: LibraryActor) => setPreviewId(a.id), []);
  const onDownload = useCallback((a: LibraryActor) => void downloadActor(a), []);

  return (
    <div className="flex h-full flex-col">
      <div className="flex shrink-0 items-center justify-between gap-4 px-8 pt-6 max-md:px-4 max-md:pt-4">
        <div className="min-w-0">
          <h1 className="text-[15px] font-semibold text-ink">{t('assets.actors.title')}</h1>
          <p className="text-[13px] text-ink-muted">
            {loading ? '\u00a0' : t('assets.actors.count', { count: actors.length })}
          </p>
        </div>
      </div>
      <ActorLibraryGrid
        actors={actors}
        loading={loading}
        renderAdd={() => <AddActorCard onAdd={onAdd} />}
        renderActor={(actor) => (
          <ActorLibraryCard
            actor={actor}
            onOpen={onOpen}
            onApply={setApplying}
            onRegenerate={onRegenerate}
            onRename={rename}
            onFavorite={onFavorite}
            onDownload={onDownload}
            onDelete={setDeleting}
          />
        )}
        footer={
          failed ? (
            <LibraryLoadError onRetry={retry} />
          ) : !loading && actors.length === 0 ? (
            <p className="mt-2 text-[13px] text-ink-muted">{t('assets.actors.empty')}</p>
          ) : null
        }
      />
      {previewIndex >= 0 ? (
        <ActorPreviewModal
          actors={playable}
          index={previewIndex}
          onIndexChange={(i) => setPreviewId(playable[i]?.id ?? null)}
          onClose={() => setPreviewId(null)}
          onDownload={onDownload}
          onApply={(a) => {
            setPreviewId(null);
            setApplying(a);
          }}
        />
      ) : null}
      <ChooseProjectModal
        open={applying !== null}
        actorName={applying?.name ?? ''}
        onOpenChange={(open) => {
          if (!open) setApplying(null);
        }}
        onConfirm={(projectId) => {
          if (applying) apply(applying, projectId);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('assets.actors.delete.title', { name: deleting?.name ?? '' })}
        description={t('assets.actors.delete.text')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </div>
  );
}
