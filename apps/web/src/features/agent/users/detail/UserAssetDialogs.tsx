import { AGENT_ACTOR_NAME_CHECK_DELAY_MS } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CreateActorDialog } from '../../../actors/create/CreateActorDialog';
import { VoiceUploadDialog } from '../../../voices/upload/VoiceUploadDialog';
import { dashboardKeys } from '../../agentQueryKeys';

/**
 * The sub-user's custom-actor and voice-clone flows, acting for {userId} (creation.md §2): the
 * same dialogs as the user's, with the agent's 150 ms duplicate check; afterwards that user's
 * assets are fetched again.
 */
export function UserAssetDialogs({
  agentId,
  userId,
  adding,
  onClose,
}: {
  agentId: string;
  userId: string;
  adding: 'actor' | 'voice' | null;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: dashboardKeys.assets(agentId, userId) });
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <CreateActorDialog
        open={adding === 'actor'}
        onOpenChange={onOpenChange}
        userId={userId}
        duplicateCheckDelayMs={AGENT_ACTOR_NAME_CHECK_DELAY_MS}
        onCreated={() => void refresh()}
      />
      <VoiceUploadDialog
        open={adding === 'voice'}
        onOpenChange={(open) => {
          // A clone that finished is kept even when the dialog is closed without Save.
          if (!open) void refresh();
          onOpenChange(open);
        }}
        userId={userId}
        onSaved={() => void refresh()}
      />
    </>
  );
}
