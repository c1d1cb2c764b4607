import { Code, Message } from '@talkreel/contract';

/** The envelope of a success, up to its data. */
const OK_PREFIX = `{"code":${Code.OK},"message":${JSON.stringify(Message.OK)},"data":`;

/**
 * Replies whose envelope was already made. A cached listing is sent again and again: its whole
 * success envelope is kept as UTF-8 bytes, so a reuse neither stringifies the value, nor joins
 * 30 KB of text, nor encodes it again when the socket writes it (a Buffer goes to the kernel
 * as it is). Keyed weakly by the value itself, so the bytes go when the value does; the value
 * must not be changed after it is registered.
 */
const envelopes = new WeakMap<object, Buffer>();

export function withJsonText<T extends object>(value: T): T {
  envelopes.set(value, Buffer.from(`${OK_PREFIX}${JSON.stringify(value)}}`, 'utf8'));
  return value;
}

/** The bytes of `{code: 200, message, data: value}` when `value` was registered. */
export const envelopeOf = (value: unknown): Buffer | undefined =>
  typeof value === 'object' && value !== null ? envelopes.get(value) : undefined;
