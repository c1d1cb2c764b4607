import { MEDIA_LINK_REFRESH_MS } from '@talkreel/contract';

/** Whether a list's signed links are old enough to ask for fresh ones. */
const linksAging = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt >= MEDIA_LINK_REFRESH_MS;

/**
 * For lists whose items carry signed media links (pictures, videos, samples), which the server
 * signs for MEDIA_LINK_TTL_MS at least: the list is asked again every MEDIA_LINK_REFRESH_MS while
 * it is shown, and when the tab comes back to the front holding links older than that. Without
 * it, a results page left open (a render takes minutes) ends with videos that no longer play or
 * download until the page is reloaded.
 */
export const mediaLinkRefresh = {
  refetchInterval: MEDIA_LINK_REFRESH_MS,
  refetchOnWindowFocus: linksAging,
} as const;

/** The refetch interval of a list polled while something in it is in progress. */
export const pollOrRefresh = (polling: boolean, pollMs: number) =>
  polling ? pollMs : MEDIA_LINK_REFRESH_MS;
