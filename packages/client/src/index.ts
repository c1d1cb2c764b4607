export {
  createTalkreelClient,
  PUBLIC_API_BASE_PATH,
  type TalkreelClient,
  type TalkreelClientOptions,
} from './client';
export type { components, operations, paths } from './schema';
export {
  type VerifyWebhookOptions,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookHeaders,
  WebhookVerificationError,
} from './verify-webhook';
