import { Code, Message } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { chooseErrorToast } from './chooseErrorToast';

const business = (code: number, status: number, message: string) =>
  new ApiError({ kind: 'business', code, status, message });

const english = (err: ApiError) => {
  const t = chooseErrorToast(err);
  return { title: t.title.fallback, text: t.text?.fallback ?? null };
};

describe('toast choice (core.md §8)', () => {
  it('uses the business table first, even when the HTTP status has its own entry', () => {
    expect(english(business(Code.SLOW_DOWN, 429, Message.TOO_FREQUENT))).toEqual({
      title: 'Slow Down',
      text: 'Too many requests, please wait.',
    });
  });

  it('fills a catalogue entry without text with the server message', () => {
    expect(english(business(Code.INVALID_INPUT, 400, Message.INVALID_EMAIL))).toEqual({
      title: 'Invalid Input',
      text: 'Invalid email',
    });
  });

  it('shows the server message under "Error" for a code it does not know, not the HTTP status', () => {
    expect(english(business(1099, 400, 'Something odd'))).toEqual({
      title: 'Error',
      text: 'Something odd',
    });
    expect(english(business(1098, 500, 'Storage quota reached'))).toEqual({
      title: 'Error',
      text: 'Storage quota reached',
    });
  });

  it('says "Unknown Error" for a code it does not know that comes without a message', () => {
    expect(english(business(1099, 400, ''))).toEqual({ title: 'Unknown Error', text: null });
  });

  it('uses the HTTP table when the answer had no envelope (no code)', () => {
    expect(english(new ApiError({ kind: 'http', status: 503, message: 'HTTP 503' }))).toEqual({
      title: 'Service Unavailable',
      text: 'Service under maintenance.',
    });
  });

  it('shows the server message under "Error" when neither table knows the error', () => {
    expect(english(business(Code.AUDIO_NOT_VERIFIED, 409, 'Audio not verified'))).toEqual({
      title: 'Error',
      text: 'Audio not verified',
    });
  });

  it('says "Unknown Error" when there is nothing to go on', () => {
    expect(english(new ApiError({ kind: 'http', status: 418, message: 'HTTP 418' }))).toEqual({
      title: 'Unknown Error',
      text: null,
    });
  });

  it('maps a lost connection to status 0 and a timeout to 408', () => {
    expect(english(new ApiError({ kind: 'network', status: 0, message: 'x' })).title).toBe(
      'Connection Failed',
    );
    expect(english(new ApiError({ kind: 'timeout', status: 408, message: 'x' })).title).toBe(
      'Request Timeout',
    );
  });

  it('translates server messages the spec names and keeps others verbatim', () => {
    const named = chooseErrorToast(business(Code.INVALID_INPUT, 400, Message.INVALID_EMAIL));
    expect(named.text?.key).toBe('serverMessage.INVALID_EMAIL');
    const other = chooseErrorToast(business(Code.INVALID_INPUT, 400, 'Name is too long'));
    expect(other.text).toEqual({ key: null, fallback: 'Name is too long' });
  });
});
