import { AVATAR_CONTENT_TYPES } from '@talkreel/contract';
import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/useSessionStore';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { AvatarCropDialog } from './AvatarCropDialog';
import { useAvatarUpload } from './useAvatarUpload';

const SIZE = 72;
const RING = 2 * Math.PI * 34;

/** Upload progress as a ring around the avatar. */
function ProgressRing({ fraction }: { fraction: number }) {
  return (
    <svg viewBox="0 0 72 72" className="absolute inset-0 -rotate-90" aria-hidden="true">
      <circle cx="36" cy="36" r="34" fill="none" stroke="rgb(255 255 255 / 0.6)" strokeWidth="4" />
      <circle
        cx="36"
        cy="36"
        r="34"
        fill="none"
        stroke="var(--color-brand-500)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={RING}
        strokeDashoffset={RING * (1 - fraction)}
        className="transition-[stroke-dashoffset] duration-150"
      />
    </svg>
  );
}

/** The account page's avatar: the picture, a button to pick a new one, the crop dialog. */
export function AvatarUploader() {
  const { t } = useTranslation();
  const account = useSessionStore((s) => s.account);
  const avatar = useAvatarUpload();
  const input = useRef<HTMLInputElement>(null);
  const uploading = avatar.progress !== null;
  return (
    <div className="flex items-center gap-5">
      <div className="relative" style={{ width: SIZE, height: SIZE }}>
        <Avatar
          name={account?.username}
          src={avatar.preview ?? account?.avatar}
          size={SIZE}
          className={uploading ? 'opacity-70' : undefined}
        />
        {uploading ? (
          <div
            role="progressbar"
            aria-label={t('account.avatar.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((avatar.progress ?? 0) * 100)}
          >
            <ProgressRing fraction={avatar.progress ?? 0} />
          </div>
        ) : null}
      </div>
      <div>
        <Button
          variant="outline"
          size="sm"
          className="max-md:h-10"
          icon={<Camera className="size-4" aria-hidden="true" />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {account?.avatar ? t('account.avatar.change') : t('account.avatar.upload')}
        </Button>
        <p className="mt-2 text-[12.5px] text-ink-subtle">{t('account.avatar.hint')}</p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('account.avatar.upload')}
          data-testid="avatar-input"
          onChange={(e) => {
            avatar.pick(e.target.files?.[0]);
            // The same file may be picked again after a cancel.
            e.target.value = '';
          }}
        />
      </div>
      <AvatarCropDialog
        file={avatar.picked}
        onCancel={avatar.cancel}
        onCropped={(file) => void avatar.upload(file)}
        onBroken={avatar.broken}
      />
    </div>
  );
}
