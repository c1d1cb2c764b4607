import { type ActorFileRefusal, Code } from '@talkreel/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/ApiError';
import { recordEvent } from '../../../api/events/recordEvent';
import { showErrorToast } from '../../../api/showErrorToast';
import { checkActorFile } from './createActorApi';

type CheckRequest = Parameters<typeof checkActorFile>[0];

/** What the Verify step knows about one file and crop (named by `key`). */
export type VerifyState =
  | { key: string; status: 'checking' }
  | { key: string; status: 'passed' }
  | { key: string; status: 'refused'; reason: string };

const keyOf = (req: CheckRequest) => JSON.stringify([req.kind, req.fileUri, req.crop]);

/**
 * The Verify step (issue 24): before the details page, the server runs the engine's checks on
 * the file and its crop. A refusal keeps the dialog on the file with the reason (shown until the
 * file or the crop changes); any other failure is the catalogue's toast and Next can be tried
 * again. A file and crop that passed are not sent again.
 */
export function useVerifyActorFile() {
  const [state, setState] = useState<VerifyState | null>(null);
  const work = useRef<AbortController | null>(null);

  /** Whether the file may go on to the details page. */
  const verify = async (req: CheckRequest): Promise<boolean> => {
    const key = keyOf(req);
    if (state?.key === key && state.status === 'passed') return true;
    work.current?.abort();
    const controller = new AbortController();
    work.current = controller;
    setState({ key, status: 'checking' });
    try {
      await checkActorFile(req, controller.signal);
      setState({ key, status: 'passed' });
      return true;
    } catch (err) {
      if (controller.signal.aborted) return false;
      if (err instanceof ApiError && err.code === Code.INVALID_FORMAT) {
        const reason = (err.data as Partial<ActorFileRefusal> | null)?.reason ?? 'invalid';
        recordEvent('upload_asset_failure', { kind: req.kind, stage: 'verify', reason });
        setState({ key, status: 'refused', reason: err.message });
        return false;
      }
      console.warn('[actors] the file check failed', err);
      setState(null);
      if (err instanceof ApiError) showErrorToast(err);
      return false;
    }
  };

  /** The state of this file and crop; null when it was not checked yet. */
  const stateOf = (req: CheckRequest | null) => (req && state?.key === keyOf(req) ? state : null);

  return { verify, stateOf };
}
