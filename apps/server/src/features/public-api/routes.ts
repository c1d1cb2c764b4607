import { webhookPublicRoutes } from '../webhooks/public-routes';
import type { AnyApiRoute } from './http/api-route';

/** Every operation of the public API (issue 25), by resource. */
export const publicApiRoutes: AnyApiRoute[] = [...webhookPublicRoutes];
