/**
 * Local addresses of background files uploaded in this tab, by their `upload://`: the preview
 * shows the picture or video itself without asking the server for a link. After a reload the
 * preview shows the file's name instead. They live as long as the tab (a few files at most).
 */
const previews = new Map<string, { url: string; type: string }>();

export function rememberLocalPreview(fileUri: string, file: File) {
  previews.set(fileUri, { url: URL.createObjectURL(file), type: file.type });
}

export const localPreviewOf = (fileUri: string) => previews.get(fileUri)?.url ?? null;
