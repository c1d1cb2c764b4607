import { TaggedText } from '../../i18n/TaggedText';
import { useInvitationPreview } from './useInvitationPreview';

/** "{inviter} invited you to {product}" above the sign-in choices, for an invitation link. */
export function InvitationNotice() {
  const preview = useInvitationPreview();
  if (!preview) return null;
  return (
    <p
      className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-[14px] leading-6 text-ink"
      data-testid="invitation-notice"
    >
      {/* Names go in as elements, not interpolated values, so their text is never read as markup. */}
      <TaggedText
        i18nKey="login.invitedBy"
        components={{
          inviter: <strong className="font-semibold">{preview.inviterName}</strong>,
          product: <strong className="font-semibold">{preview.workspaceName}</strong>,
        }}
      />
    </p>
  );
}
