import { CloneStatus, MEDIA_LINK_REFRESH_MS, POLL_INTERVAL_MS } from '@talkreel/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advance, advanceUntil } from '../../../test/fakeClock';
import { fakeServer, ok } from '../../../test/fakeServer';
import { fillBrowserGaps } from '../../settings/testing/browserGaps';
import { myVoicePage, myVoiceRow } from '../../voices/upload/testing/fixtures';
import { renderVoiceLibrary } from './testing/renderVoiceLibrary';

beforeAll(fillBrowserGaps);
afterEach(() => vi.useRealTimers());

const listKey = 'GET /users/myvoice';
const ready = myVoiceRow('v1', 'Ada narration');
const cooking = myVoiceRow('v2', 'Still cooking', {
  sample_url: null,
  process_status: CloneStatus.PROCESSING,
});

describe('voice library polling (creation.md §9)', () => {
  it('asks again every 10 s while a voice is being made, then only to keep its links fresh', async () => {
    vi.useFakeTimers();
    let rows: unknown[] = [ready, cooking];
    const server = fakeServer({
      [listKey]: () => ok(myVoicePage(rows)),
      'GET /audio/clone-providers': () => ok({ providers: [] }),
    });
    renderVoiceLibrary();
    await advanceUntil(() => screen.getByRole('article', { name: 'Still cooking' }));
    expect(server.callsTo(listKey)).toHaveLength(1);
    await advance(POLL_INTERVAL_MS - 100);
    expect(server.callsTo(listKey)).toHaveLength(1);
    rows = [ready, myVoiceRow('v2', 'Still cooking')];
    await advance(200);
    expect(server.callsTo(listKey)).toHaveLength(2);
    // Made: no more 10 s polls, only the signed links' refresh.
    await advance(POLL_INTERVAL_MS * 3);
    expect(server.callsTo(listKey)).toHaveLength(2);
    await advance(MEDIA_LINK_REFRESH_MS);
    expect(server.callsTo(listKey)).toHaveLength(3);
  });
});
