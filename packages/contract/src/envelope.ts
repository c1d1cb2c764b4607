import { z } from 'zod';

/** Every reply is `{code, message, data}`; code 200 is success (core.md §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });

export const emptyReply = z.null();

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
