import { Code, Message } from '@talkreel/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/ApiError';
import { presignedUpload } from '../../../../api/presignedUpload';
import { showErrorToast, translateServerMessage } from '../../../../api/showErrorToast';
import { notify } from '../../../../ui/toast';

/** File types the logo picker offers: the server takes a PNG (transparency kept) or an SVG. */
export const LOGO_ACCEPT = 'image/png,image/svg+xml,.png,.svg';

/**
 * Uploads a chosen logo (judged by the server on confirm) and answers its file_uri with a local
 * preview of the file. A file the server refuses gets "Invalid Image" and what a logo may be,
 * rather than the generic "Invalid Format"; other failures get the usual toast.
 */
export function useLogoUpload() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (file: File) => {
      const confirmed = await presignedUpload(file, { kind: 'image', toast: false });
      return { fileUri: confirmed.fileUri, previewUrl: URL.createObjectURL(file) };
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      if (err.code === Code.INVALID_FORMAT) {
        notify({
          tone: 'error',
          title: translateServerMessage(Message.INVALID_IMAGE),
          text: t('brandKit.logo.invalid'),
        });
      } else {
        showErrorToast(err);
      }
    },
  });
}
