import { useQueryClient } from '@tanstack/react-query';
import { VoiceUploadDialog } from '../../../voices/upload/VoiceUploadDialog';
import { dashboardKeys } from '../../agentQueryKeys';

/**
 * The sub-user's custom-actor and voice-clone flows, acting for {userId} (creation.md §2);
 * afterwards that user's assets are fetched again.
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
  return (
    <VoiceUploadDialog
      open={adding === 'voice'}
      onOpenChange={(open) => !open && onClose()}
      onSaved={() => void refresh()}
    />
  );
}
