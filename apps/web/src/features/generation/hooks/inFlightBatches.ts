/**
 * Temporary results whose generation request is still running in this page. Placeholders left
 * by a page closed mid-request have no answer coming; the list the server gives replaces them.
 */
const inFlight = new Set<string>();

export const inFlightBatches = {
  add: (ids: string[]) => {
    for (const id of ids) inFlight.add(id);
  },
  remove: (ids: string[]) => {
    for (const id of ids) inFlight.delete(id);
  },
  has: (id: string) => inFlight.has(id),
};
