import {
  type BatchItem,
  Code,
  type PublicBatch,
  parseCsvText,
  type RowProblem,
  type TemplateItem,
  VideoStatus,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { registerJobHandlers } from '../../jobs/handlers';
import { createDbQueue } from '../../ports/queue/db-queue';
import type { JobQueue } from '../../ports/queue/job-queue';
import { createTestApiKey, publicCall } from '../../test/api-key-factory';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { stockActorId } from '../stock/stock-selection';
import { eventually, insertOwnActor, seedFewStock, videoTask } from '../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';

type User = { email: string; token: string };

let server: TestServer;
let owner: User;
let outsider: User;
let workspace: string;
let template: TemplateItem;
let key: string;
/** The worker of this file: a queue over the server's database that a test can stop and replace. */
let worker: JobQueue;
const olivia = stockActorId('olivia-studio');
/** Just over the 100-character floor once filled (the shortest row, "Bo" of Acme, makes 107): a render's time follows its speech. */
const text =
  'Hello {{first_name}}! This is a short note from {{company|our team}} about our spring offer. We hope it really brings you a good start.';

/** 20 rows, a byte order mark, semicolons and quoted cells; rows 7 and 15 cannot be made. */
const names =
  'Anna Bo Cyd Dana Eli Fay _ Gus Hal Ivy Jon Kai Lee Max Ned Oli Pia Quin Ray Sue'.split(' ');
const companyOf = (i: number) =>
  i === 3
    ? 'the long winded society of people who enjoy very long company names and the speeches that come with them, twice over and then once more'
    : i === 9
      ? '=1+2'
      : i === 15
        ? 'x'.repeat(1500)
        : i === 4
          ? 'Nord; Süd'
          : i === 10
            ? ''
            : 'Acme';
const rows = names.map((n, i) => [n === '_' ? '' : n, companyOf(i + 1), `note ${i + 1}`]);
const csv = `\ufefffirst_name;company;note\r\n${rows
  .map((r) => r.map((c) => (c.includes(';') ? `"${c}"` : c)).join(';'))
  .join('\r\n')}\r\n`;
const expectedProblems = [
  {
    row: 7,
    column: 'first_name',
    message: 'No value for {{first_name}}, and the variable has no default',
  },
  { row: 15, column: 'company', message: 'Script must be at most 1500 characters' },
];

const call = <T>(url: string, input?: unknown, user: User = owner) =>
  server.call<T>(input === undefined ? 'GET' : 'POST', url, input, { token: user.token });

function startWorker(): JobQueue {
  const queue = createDbQueue({ db: server.ctx.db, dbKind: server.ctx.dbKind, onError: () => {} });
  const ctx: AppContext = { ...server.ctx, queue };
  registerJobHandlers(ctx);
  void queue.start();
  return queue;
}

const batchDone = (id: string) =>
  eventually(async () => {
    const r = await call<BatchItem>('/batch/detail', { id });
    expect(r.body.code, r.body.message).toBe(200);
    return r.body.data.status === 'done' && r.body.data;
  }, 1_200_000);

beforeAll(async () => {
  // Jobs run on this file's own worker, so one test can stop it mid-batch and start another.
  server = await startTestServer({ workers: 'external' });
  worker = startWorker();
  await seedFewStock(server, 2);
  [owner, outsider] = [await signUp(server), await signUp(server)];
  workspace = (await currentWorkspaceOf(server, owner.email)) ?? '';
  // Spoken at double speed in a square frame: each render is about a third of a default one,
  // and lengths still follow the text.
  const {
    project_id: _p,
    folder_id: _f,
    ...task
  } = videoTask('x', olivia, {
    text,
    format: '1:1',
    voice_settings: { stability: 0.5, similarity_boost: 0.75, style_exaggeration: 0, speed: 2 },
  });
  const r = await call<TemplateItem>('/template/create', { name: 'Spring offer', body: task });
  expect(r.body.code, r.body.message).toBe(200);
  template = r.body.data;
  key = (
    await createTestApiKey(server, {
      userId: await userIdOf(server, owner.email),
      workspaceId: workspace,
    })
  ).secret;
}, testTime(120_000));
afterAll(async () => {
  await worker?.stop();
  await server?.close();
});

describe('a batch from a CSV file', () => {
  let sheet: { columns: string[]; rows: string[][] };
  let batch: BatchItem;

  beforeAll(async () => {
    const read = await call<typeof sheet>('/batch/read-sheet', {
      file_name: 'people.csv',
      content_base64: Buffer.from(csv).toString('base64'),
    });
    expect(read.body.code, read.body.message).toBe(200);
    sheet = read.body.data;
  });

  it('reads the file: the byte order mark dropped, semicolons and quoted cells kept apart', () => {
    expect(sheet.columns).toEqual(['first_name', 'company', 'note']);
    expect(sheet.rows).toHaveLength(20);
    expect(sheet.rows[3]).toEqual(['Dana', 'Nord; Süd', 'note 4']);
  });

  it('lists every problem by row and column before anything is made, and refuses to make any', async () => {
    const check = await call<{ good: number; problems: RowProblem[]; names: string[] }>(
      '/batch/check',
      {
        template_id: template.id,
        ...sheet,
      },
    );
    expect(check.body.code, check.body.message).toBe(200);
    expect(check.body.data.problems).toEqual(expectedProblems);
    expect(check.body.data.good).toBe(18);
    expect(check.body.data.names.slice(0, 2)).toEqual(['1 Anna', '2 Bo']);
    const refused = await call<{ problems: RowProblem[] }>('/batch/create', {
      template_id: template.id,
      ...sheet,
    });
    expect(refused.body.code).toBe(Code.INVALID_INPUT);
    expect(refused.body.message).toBe('2 rows have problems; nothing was queued');
    expect(refused.body.data.problems).toEqual(expectedProblems);
    expect(await server.ctx.db.selectFrom('batches').select('id').execute()).toEqual([]);
    expect(await server.ctx.db.selectFrom('videos').select('id').execute()).toEqual([]);
  });

  it('the public API answers 422 with the same problems for the same rows as JSON, queuing nothing', async () => {
    const jsonRows = sheet.rows.map((r) =>
      Object.fromEntries(sheet.columns.map((c, i) => [c, r[i]])),
    );
    const r = await publicCall<{ problems: RowProblem[]; status: number }>(
      server,
      'POST',
      `/templates/${template.id}/batches`,
      { key, body: { rows: jsonRows } },
    );
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(422);
    expect(r.body.problems).toEqual(expectedProblems);
    expect(await server.ctx.db.selectFrom('batches').select('id').execute()).toEqual([]);
  });

  it(
    'skips the two bad rows and makes 18 videos named and spoken from their rows',
    async () => {
      const made = await call<BatchItem>('/batch/create', {
        template_id: template.id,
        name: 'Spring mailing',
        on_problems: 'skip',
        ...sheet,
      });
      expect(made.body.code, made.body.message).toBe(200);
      expect(made.body.data.counts).toMatchObject({ skipped: 2 });
      batch = await batchDone(made.body.data.id);
      expect(batch.counts).toEqual({
        done: 18,
        failed: 0,
        waiting: 0,
        rendering: 0,
        skipped: 2,
        cancelled: 0,
      });
      const project = await server.ctx.db
        .selectFrom('projects')
        .select('name')
        .where('id', '=', batch.project_id)
        .executeTakeFirstOrThrow();
      expect(project.name).toBe('Spring mailing');
      const videos = await server.ctx.db
        .selectFrom('videos')
        .selectAll()
        .where('project_id', '=', batch.project_id)
        .execute();
      expect(videos).toHaveLength(18);
      const byTitle = new Map(videos.map((v) => [v.title, v]));
      for (const row of batch.rows) {
        const [first, company] = sheet.rows[row.index - 1];
        if (row.index === 7 || row.index === 15) {
          expect(row).toMatchObject({ status: 'skipped', video_id: null });
          continue;
        }
        const video = byTitle.get(`${row.index} ${first}`);
        expect(video, row.name).toBeDefined();
        expect(video?.video_status).toBe(VideoStatus.FINISHED);
        expect(video?.input_text).toBe(
          `Hello ${first}! This is a short note from ${company || 'our team'} about our spring offer. We hope it really brings you a good start.`,
        );
        expect(JSON.parse(video?.metadata ?? '{}')).toEqual({
          first_name: first,
          company,
          note: `note ${row.index}`,
        });
      }
      // The speech follows the filled-in text: row 3's long company name speaks for longer.
      const seconds = (i: number) =>
        Number(byTitle.get(`${i} ${names[i - 1]}`)?.duration_ms) / 1000;
      expect(seconds(3)).toBeGreaterThan(seconds(1) + 2);
      expect(Math.abs(seconds(2) - seconds(1))).toBeLessThan(1);
    },
    testTime(1_500_000),
  );

  it('results.csv: the input columns plus video_id, status, video_url, error; no formula runs', async () => {
    const r = await call<{ file_name: string; csv: string }>('/batch/results', { id: batch.id });
    expect(r.body.data.file_name).toBe('Spring mailing results.csv');
    const parsed = parseCsvText(r.body.data.csv);
    if (!parsed.ok) throw new Error(parsed.problem.message);
    expect(parsed.sheet.columns).toEqual([
      'first_name',
      'company',
      'note',
      'video_id',
      'status',
      'video_url',
      'error',
    ]);
    expect(parsed.sheet.rows).toHaveLength(20);
    const [one, , , , , , seven, , nine] = parsed.sheet.rows;
    expect(one.slice(0, 3)).toEqual(['Anna', 'Acme', 'note 1']);
    expect(one[4]).toBe('done');
    expect(one[3]).toBe(batch.rows[0].video_id);
    expect((await fetch(new URL(one[5], server.url))).status).toBe(200);
    expect(seven.slice(4)).toEqual(['skipped', '', expectedProblems[0].message]);
    expect(nine[1]).toBe("'=1+2");
    // The public API's file is the same.
    const pub = await fetch(`${server.url}/api/public/v1/batches/${batch.id}/results.csv`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(pub.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await pub.text();
    expect(
      parseCsvText(text).ok &&
        (parseCsvText(text) as { sheet: { rows: string[][] } }).sheet.rows[8][1],
    ).toBe("'=1+2");
  });

  it('is not seen from another workspace', async () => {
    expect((await call('/batch/detail', { id: batch.id }, outsider)).body.code).toBe(
      Code.ACCESS_RESTRICTED,
    );
    const theirKey = (
      await createTestApiKey(server, {
        userId: await userIdOf(server, outsider.email),
        workspaceId: (await currentWorkspaceOf(server, outsider.email)) ?? '',
      })
    ).secret;
    expect(
      (await publicCall(server, 'GET', `/batches/${batch.id}`, { key: theirKey })).status,
    ).toBe(404);
  });
});

describe('a batch through the public API, its worker restarted mid-way', () => {
  it(
    'loses no row and makes no video twice',
    async () => {
      const jsonRows = ['Uma', 'Vic', 'Wes', 'Xia', 'Yan', 'Zoe'].map((first_name, i) => ({
        first_name,
        company: i % 2 ? 'Globex' : null,
        ref: i + 1,
      }));
      const r = await publicCall<PublicBatch>(server, 'POST', `/templates/${template.id}/batches`, {
        key,
        body: { rows: jsonRows, name_column: 'first_name', name: 'Restart' },
      });
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(202);
      expect(r.body).toMatchObject({ object: 'batch', status: 'running', problems: [] });
      const id = r.body.id;
      // Mid-way: one video done while others wait or render.
      await eventually(async () => {
        const b = await publicCall<PublicBatch>(server, 'GET', `/batches/${id}`, { key });
        return b.body.counts.done >= 1 && b.body.counts.done < 6;
      }, 300_000);
      await worker.stop({ graceMs: 0 });
      worker = startWorker();
      const done = await eventually(async () => {
        const b = await publicCall<PublicBatch>(server, 'GET', `/batches/${id}`, { key });
        return b.body.status === 'done' && b.body;
      }, 600_000);
      expect(done.counts).toMatchObject({ done: 6, failed: 0 });
      expect(done.rows.map((row) => row.name)).toEqual(['Uma', 'Vic', 'Wes', 'Xia', 'Yan', 'Zoe']);
      const videos = await server.ctx.db
        .selectFrom('videos')
        .select(['id', 'title', 'metadata'])
        .where('project_id', '=', done.project_id)
        .execute();
      expect(videos.map((v) => v.title).sort()).toEqual(['Uma', 'Vic', 'Wes', 'Xia', 'Yan', 'Zoe']);
      expect(new Set(done.rows.map((row) => row.video_id)).size).toBe(6);
      const vic = await publicCall<{ metadata: Record<string, string> }>(
        server,
        'GET',
        `/videos/${done.rows[1].video_id}`,
        { key },
      );
      expect(vic.body.metadata).toEqual({ first_name: 'Vic', company: 'Globex', ref: '2' });
    },
    testTime(1_500_000),
  );
});

describe('bad input', () => {
  it('names the row and column of a file it cannot read, making nothing', async () => {
    const bad: [Buffer, RegExp][] = [
      [
        Buffer.concat([
          Buffer.from('first_name,company\nAnna,'),
          Buffer.from([0xe9]),
          Buffer.from('\n'),
        ]),
        /^Row 1, column "company": the file is not UTF-8/,
      ],
      [
        Buffer.from('first_name,company\nAnna,"open\n'),
        /^Row 1, column "company": a quoted cell is never closed/,
      ],
      [
        Buffer.from(`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n1\n`),
        /10000 columns/,
      ],
      [Buffer.from('PK\u0003\u0004 not really a workbook'), /neither CSV nor XLSX/],
    ];
    for (const [bytes, message] of bad) {
      const r = await call('/batch/read-sheet', {
        file_name: 'x.csv',
        content_base64: bytes.toString('base64'),
      });
      expect(r.body.code).toBe(Code.INVALID_INPUT);
      expect(r.body.message).toMatch(message);
    }
    const big = await call('/batch/read-sheet', {
      file_name: 'big.csv',
      content_base64: Buffer.alloc(5 * 1024 * 1024 + 10, 0x61).toString('base64'),
    });
    expect(big.status).toBeLessThan(500);
    expect(big.body.code).not.toBe(200);
  });

  it('refuses a 100 000-character script cell and unknown mapped columns by row and column', async () => {
    const r = await publicCall<{ problems: RowProblem[]; detail: string }>(
      server,
      'POST',
      `/templates/${template.id}/batches`,
      { key, body: { rows: [{ first_name: 'Al', company: 'y'.repeat(100_000) }] } },
    );
    expect(r.status).toBe(422);
    expect(r.body.problems[0]).toMatchObject({ row: 1, column: 'company' });
    const unknown = await call('/batch/check', {
      template_id: template.id,
      columns: ['first_name'],
      rows: [['Al']],
      name_column: 'nope',
    });
    expect(unknown.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: 'No column is named "nope"',
    });
  });

  it('refuses the rows of a template whose actor was deleted, with the reason', async () => {
    const actorId = await insertOwnActor(server, owner.email);
    const { project_id: _p, folder_id: _f, ...task } = videoTask('x', actorId, { text });
    const made = await call<TemplateItem>('/template/create', { name: 'Own actor', body: task });
    expect(made.body.code, made.body.message).toBe(200);
    await server.ctx.db.deleteFrom('actors').where('id', '=', actorId).execute();
    const listed = await call<{ templates: TemplateItem[] }>('/template/list');
    expect(
      listed.body.data.templates.find((t) => t.id === made.body.data.id)?.poster_url,
    ).toBeNull();
    const check = await call<{ problems: RowProblem[] }>('/batch/check', {
      template_id: made.body.data.id,
      columns: ['first_name'],
      rows: [['Al'], ['Bea']],
    });
    expect(check.body.data.problems).toEqual([
      {
        row: 1,
        column: 'actor_id',
        message: `No actor "${actorId}" can be used (deleted, not ready or not yours)`,
      },
      {
        row: 2,
        column: 'actor_id',
        message: `No actor "${actorId}" can be used (deleted, not ready or not yours)`,
      },
    ]);
  });
});
