import { useMutation } from '@tanstack/react-query';
import { presignedUpload } from '../../../../api/presignedUpload';

/** File types the logo picker offers: the server takes a PNG (transparency kept) or an SVG. */
export const LOGO_ACCEPT = 'image/png,image/svg+xml,.png,.svg';

/**
 * Uploads a chosen logo (judged by the server on confirm) and answers its file_uri with a local
 * preview of the file; a refused file shows the catalogue's toast ("Invalid Image").
 */
export function useLogoUpload() {
  return useMutation({
    mutationFn: async (file: File) => {
      const confirmed = await presignedUpload(file, { kind: 'image' });
      return { fileUri: confirmed.fileUri, previewUrl: URL.createObjectURL(file) };
    },
  });
}
