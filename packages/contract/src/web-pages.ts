/**
 * First path segments of the web app's pages (apps/web's route table; a web test keeps the two
 * in step). The server answers these, and `/`, with the page; any other path that is not a
 * built file is a 404, so a balancer probing a wrong path never mistakes the page for an answer.
 */
export const WEB_PAGE_ROOTS = [
  'login',
  'invite',
  'creation',
  'assets',
  'agent',
  'settings',
] as const;
