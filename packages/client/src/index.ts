export {
  createTalkreelClient,
  PUBLIC_API_BASE_PATH,
  type TalkreelClient,
  type TalkreelClientOptions,
} from './client';

import type { components } from './schema';

export type { components, operations, paths } from './schema';

/** The public API's resources, as the generated document names them. */
type Schemas = components['schemas'];
export type Video = Schemas['Video'];
export type Background = Schemas['Background'];
/** One scene of POST /videos' `scenes` (issue 27). */
export type SceneInput = Schemas['SceneInput'];
export type Actor = Schemas['Actor'];
export type Voice = Schemas['Voice'];
export type Project = Schemas['Project'];
export type Upload = Schemas['Upload'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type AgentUser = Schemas['AgentUser'];
export type Problem = Schemas['Problem'];
export {
  type VerifyWebhookOptions,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookHeaders,
  WebhookVerificationError,
} from './verify-webhook';
