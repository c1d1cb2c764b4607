import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActorPreviewDialog } from './ActorPreviewDialog';
import { AddAssetCard } from './AddAssetCard';
import { AgentActorCard } from './AgentActorCard';
import { AgentVoiceCard } from './AgentVoiceCard';
import type { UserActor } from './assetTypes';
import { UserAssetDialogs } from './UserAssetDialogs';
import { useAssetActions } from './useAssetActions';
import { useUserAssets } from './useUserAssets';

/** Voice skeletons on the detail (creation.md §9). */
const VOICE_SKELETONS = 20;

/** The assets of the user detail (creation.md §2): Actor and Voice sub-sections. */
export function UserAssets({ agentId, userId }: { agentId: string; userId: string }) {
  const { t } = useTranslation();
  const assets = useUserAssets(agentId, userId);
  const actions = useAssetActions(agentId, userId);
  const [previewing, setPreviewing] = useState<UserActor | null>(null);
  const [adding, setAdding] = useState<'actor' | 'voice' | null>(null);
  const actors = assets.data?.actors ?? [];
  const voices = assets.data?.audios ?? [];
  return (
    <section aria-labelledby="user-assets-title" className="space-y-6">
      <h2 id="user-assets-title" className="text-[15px] font-semibold text-ink">
        {t('agent.assets.title')}
      </h2>
      <div className="rounded-2xl border border-line bg-white p-5">
        <h3 className="mb-3 text-[13.5px] font-semibold text-ink">
          {t('agent.assets.actors')}
          <span className="ml-1.5 font-normal text-ink-muted">{actors.length}</span>
        </h3>
        <div
          data-testid="agent-actor-grid"
          className="grid grid-cols-[repeat(auto-fill,minmax(100px,130px))] gap-2"
        >
          <AddAssetCard
            tall
            label={t('agent.assets.addActor')}
            onClick={() => setAdding('actor')}
          />
          {assets.isPending
            ? Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <div key={i} className="aspect-[9/16] animate-pulse rounded-lg bg-canvas" />
              ))
            : actors.map((actor) => (
                <AgentActorCard
                  key={actor.id}
                  actor={actor}
                  onRename={(name) => actions.renameActor.mutate({ id: actor.id, name })}
                  onRegenerate={() => actions.regenerate.mutate(actor.id)}
                  onPreview={() => setPreviewing(actor)}
                />
              ))}
        </div>
      </div>
      <div className="rounded-2xl border border-line bg-white p-5">
        <h3 className="mb-3 text-[13.5px] font-semibold text-ink">
          {t('agent.assets.voices')}
          <span className="ml-1.5 font-normal text-ink-muted">{voices.length}</span>
        </h3>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-2">
          <AddAssetCard
            label={t('agent.assets.addVoice')}
            note={t('agent.assets.generateType', { provider: t('agent.assets.secondProvider') })}
            onClick={() => setAdding('voice')}
          />
          {assets.isPending
            ? Array.from({ length: VOICE_SKELETONS }, (_, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  key={i}
                  data-testid="voice-skeleton"
                  className="h-[58px] animate-pulse rounded-xl bg-canvas"
                />
              ))
            : voices.map((voice) => (
                <AgentVoiceCard
                  key={voice.id}
                  voice={voice}
                  onRename={(name) => actions.renameVoice.mutate({ id: voice.id, name })}
                />
              ))}
        </div>
      </div>
      <ActorPreviewDialog
        agentId={agentId}
        userId={userId}
        actor={previewing}
        voices={voices}
        onClose={() => setPreviewing(null)}
      />
      <UserAssetDialogs
        agentId={agentId}
        userId={userId}
        adding={adding}
        onClose={() => setAdding(null)}
      />
    </section>
  );
}
