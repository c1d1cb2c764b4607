import { useEffect, useState } from 'react';
import { useSessionStore } from '../../state/useSessionStore';
import { previewInvitation } from './accessApi';

type Preview = Awaited<ReturnType<typeof previewInvitation>>;

/**
 * The stored invitation link's inviter and product, for the login page. Null while loading,
 * without a stored invitation, or when the server no longer knows the token (used, expired).
 * Asked once per token, without the query library: the login page's script stays small.
 */
export function useInvitationPreview(): Preview | null {
  const inviteToken = useSessionStore((s) => s.invitation.inviteToken);
  const [answer, setAnswer] = useState<{ token: string; preview: Preview } | null>(null);
  useEffect(() => {
    if (!inviteToken) return;
    let live = true;
    previewInvitation(inviteToken).then(
      (preview) => live && setAnswer({ token: inviteToken, preview }),
      // A token the server no longer knows shows no notice; the sign-in goes on as usual.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [inviteToken]);
  return inviteToken && answer?.token === inviteToken ? answer.preview : null;
}
