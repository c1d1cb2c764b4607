import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../state/useSessionStore';
import { previewInvitation } from './accessApi';

/**
 * The stored invitation link's inviter and product, for the login page. Null while loading,
 * without a stored invitation, or when the server no longer knows the token (used, expired).
 */
export function useInvitationPreview() {
  const inviteToken = useSessionStore((s) => s.invitation.inviteToken);
  const query = useQuery({
    queryKey: ['access', 'invitation-preview', inviteToken],
    queryFn: () => previewInvitation(inviteToken as string),
    enabled: Boolean(inviteToken),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return inviteToken && query.data ? query.data : null;
}
