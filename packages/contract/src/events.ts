import { z } from 'zod';

/**
 * Analytics events of creation.md §7 (upload asset, clone and save, train digital human,
 * download click) and the reply-shape failures of §8, recorded by our own server
 * (POST /events) and never sent to a third party. The names are a closed list: a new event
 * is a contract change, so the report and the counters never see free text.
 */
export const CLIENT_EVENT_NAMES = [
  'upload_asset_success',
  'upload_asset_failure',
  'clone_save_start',
  'clone_save_success',
  'clone_save_fail',
  'train_digital_human',
  'download_click',
  'reply_shape_failure',
  /** Generate clicked while the checklist is not done (creation.md §5: "tracked as a failed attempt"). */
  'generate_refused',
] as const;
export const clientEventName = z.enum(CLIENT_EVENT_NAMES);
export type ClientEventName = z.infer<typeof clientEventName>;

/** Events one call carries; the web app sends what it gathered every few seconds. */
export const EVENTS_BATCH_MAX = 20;
/** Calls one account may make per minute (fixed window, shared by every API server). */
export const EVENT_CALLS_PER_MINUTE = 30;
export const EVENT_PROPS_MAX_KEYS = 8;
export const EVENT_PROP_VALUE_MAX_CHARS = 120;
/** The largest body of one call: a full batch of full events fits with room to spare. */
export const EVENTS_BODY_MAX_BYTES = 48 * 1024;

/** Small facts about an event (`kind: 'audio'`, `call: 'POST /actor/show'`), never content. */
export const clientEventProps = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Event prop names are snake_case, ≤ 40 characters'),
    z.union([
      z.string().max(EVENT_PROP_VALUE_MAX_CHARS),
      z.number().finite(),
      z.boolean(),
      z.null(),
    ]),
  )
  .refine(
    (props) => Object.keys(props).length <= EVENT_PROPS_MAX_KEYS,
    `At most ${EVENT_PROPS_MAX_KEYS} event props`,
  );
export type ClientEventProps = z.infer<typeof clientEventProps>;

export const clientEvent = z.object({
  name: clientEventName,
  props: clientEventProps.default({}),
  /** When it happened on the client, epoch ms (kept beside the server's own receive time). */
  at: z.number().int().positive(),
});
export type ClientEvent = z.infer<typeof clientEvent>;

export const recordEventsRequest = z.object({
  events: z.array(clientEvent).min(1).max(EVENTS_BATCH_MAX),
});
export const recordEventsReply = z.object({ recorded: z.number().int().min(0) });
