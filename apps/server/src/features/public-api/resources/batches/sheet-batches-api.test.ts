import {
  BatchMessage,
  Code,
  type Problem,
  type PublicBatch,
  type RowProblem,
  SheetMessage,
  type TemplateItem,
  UploadMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall, publicUpload } from '../../../../test/api-key-factory';
import { signUp } from '../../../../test/factories';
import { rowCount } from '../../../../test/row-count';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { testTime } from '../../../../test/test-time';
import { makeXlsx } from '../../../batches/test-sheets';
import { stockActorId } from '../../../stock/stock-selection';
import { makePng } from '../../../uploads/test-uploads';
import { seedFewStock, videoTask } from '../../../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../../../workspaces/test-membership';

/**
 * `POST /templates/{id}/batches` with `upload_id` (issue 28): a sheet uploaded through
 * `POST /uploads` makes the batch its rows would make as JSON. No worker runs here, so nothing
 * renders: the batch's queued rows and their tasks are what is checked.
 */

type Who = { token: string; key: string };
type Refusal = Problem & { problems?: RowProblem[] };

let server: TestServer;
let owner: Who;
let outsider: Who;
let template: TemplateItem;
const text =
  'Hello {{first_name}}! This is a short note from {{company|our team}} about the spring offer we are preparing. We hope it brings you a good start to the season.';
const spoken = (first: string, company: string) =>
  text.replace('{{first_name}}', first).replace('{{company|our team}}', company);

async function newUser(): Promise<Who> {
  const { email, token } = await signUp(server);
  const userId = await userIdOf(server, email);
  const workspaceId = (await currentWorkspaceOf(server, email)) ?? '';
  return { token, key: (await createTestApiKey(server, { userId, workspaceId })).secret };
}

const makeBatch = <T = PublicBatch>(body: Record<string, unknown>, who: Who = owner) =>
  publicCall<T>(server, 'POST', `/templates/${template.id}/batches`, { key: who.key, body });

const uploadSheet = async (bytes: Buffer, fileName: string, who: Who = owner) =>
  (await publicUpload(server, who.key, 'sheet', bytes, fileName)).id;

/** What a refusal must leave as it was: batches, their rows, projects, videos and jobs. */
const made = async () => {
  const count = (table: 'batches' | 'batch_rows' | 'projects' | 'videos' | 'jobs') =>
    rowCount(server, table);
  return {
    batches: await count('batches'),
    rows: await count('batch_rows'),
    projects: await count('projects'),
    videos: await count('videos'),
    jobs: await count('jobs'),
  };
};

/** Each row's values and the task it will be made from (the project aside: each batch has one). */
const queuedRows = async (batchId: string) =>
  (
    await server.ctx.db
      .selectFrom('batch_rows')
      .select(['row_index', 'name', 'cells', 'task', 'status'])
      .where('batch_id', '=', batchId)
      .orderBy('row_index')
      .execute()
  ).map((r) => {
    const { project_id: _p, ...task } = JSON.parse(r.task ?? '{}') as Record<string, unknown>;
    return {
      index: r.row_index,
      name: r.name,
      status: r.status,
      values: JSON.parse(r.cells),
      task,
    };
  });

beforeAll(async () => {
  // No worker: batches are made and their rows wait; nothing renders.
  server = await startTestServer({ workers: 'external' });
  // Upload addresses in public replies are absolute on PUBLIC_URL, here the test server itself.
  server.config.publicUrl = server.url;
  await seedFewStock(server, 2);
  [owner, outsider] = [await newUser(), await newUser()];
  const {
    project_id: _p,
    folder_id: _f,
    ...task
  } = videoTask('x', stockActorId('olivia-studio'), { text });
  const r = await server.call<TemplateItem>(
    'POST',
    '/template/create',
    { name: 'Spring offer', body: task },
    { token: owner.token },
  );
  expect(r.body.code, r.body.message).toBe(200);
  template = r.body.data;
}, testTime(120_000));
afterAll(async () => {
  await server?.close();
});

describe('a batch from an uploaded sheet', () => {
  it('a CSV with a byte order mark and semicolons makes the batch its rows make as JSON', async () => {
    const csv = '\ufefffirst_name;company;note\r\nAnna;"Nord; Süd";n1\r\nBo;;n2\r\n';
    const uploadId = await uploadSheet(Buffer.from(csv), 'people.csv');
    const r = await makeBatch({ upload_id: uploadId, name: 'From CSV', name_column: 'first_name' });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(202);
    expect(r.body).toMatchObject({
      object: 'batch',
      name: 'From CSV',
      status: 'running',
      counts: { waiting: 2, done: 0, failed: 0, skipped: 0 },
      problems: [],
    });
    expect(r.body.rows.map((row) => [row.index, row.name, row.status])).toEqual([
      [1, 'Anna', 'waiting'],
      [2, 'Bo', 'waiting'],
    ]);
    const fromFile = await queuedRows(r.body.id);
    expect(fromFile.map((row) => row.values)).toEqual([
      { first_name: 'Anna', company: 'Nord; Süd', note: 'n1' },
      { first_name: 'Bo', company: '', note: 'n2' },
    ]);
    expect(fromFile.map((row) => row.task.text)).toEqual([
      spoken('Anna', 'Nord; Süd'),
      spoken('Bo', 'our team'),
    ]);
    // The second door makes exactly what the first makes from the same rows.
    const json = await makeBatch({
      rows: [
        { first_name: 'Anna', company: 'Nord; Süd', note: 'n1' },
        { first_name: 'Bo', company: null, note: 'n2' },
      ],
      name: 'From JSON',
      name_column: 'first_name',
    });
    expect(json.status).toBe(202);
    expect(await queuedRows(json.body.id)).toEqual(fromFile);
    const upload = await server.ctx.db
      .selectFrom('uploads')
      .select(['kind', 'format', 'used_at'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ kind: 'sheet', format: 'csv' });
    expect(upload.used_at).not.toBeNull();
  });

  it('an XLSX upload is read from its first worksheet, numbers as text', async () => {
    const xlsx = makeXlsx([
      ['first_name', 'company', 'ref'],
      ['Zoë', 'Globex', 7],
    ]);
    const r = await makeBatch({ upload_id: await uploadSheet(xlsx, 'people.xlsx') });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(202);
    expect(r.body.rows).toMatchObject([{ index: 1, name: '1 Zoë', status: 'waiting' }]);
    const [row] = await queuedRows(r.body.id);
    expect(row.values).toEqual({ first_name: 'Zoë', company: 'Globex', ref: '7' });
    expect(row.task.text).toBe(spoken('Zoë', 'Globex'));
  });

  it('lists the rows with problems by row and column and queues nothing; skip goes on with the rest', async () => {
    const csv = 'first_name;company\nAnna;Acme\n;Globex\n';
    const uploadId = await uploadSheet(Buffer.from(csv), 'people.csv');
    const before = await made();
    const refused = await makeBatch<Refusal>({ upload_id: uploadId });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(BatchMessage.HAS_PROBLEMS(1));
    expect(refused.body.problems).toEqual([
      { row: 2, column: 'first_name', message: BatchMessage.MISSING_VALUE('first_name') },
    ]);
    expect(await made()).toEqual(before);
    const skipped = await makeBatch({ upload_id: uploadId, on_problems: 'skip' });
    expect(skipped.status).toBe(202);
    expect(skipped.body.counts).toMatchObject({ waiting: 1, skipped: 1 });
  });
});

describe('refusals of upload_id, each queuing nothing', () => {
  it('a sheet that cannot be read is 422 naming its row and column, as /batch/read-sheet does', async () => {
    const before = await made();
    const unclosed = await uploadSheet(Buffer.from('first_name,company\nAnna,"open\n'), 'open.csv');
    const r = await makeBatch<Refusal>({ upload_id: unclosed });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(Code.INVALID_INPUT);
    expect(r.body.detail).toMatch(/^Row 1, column "company": a quoted cell is never closed/);
    expect(r.body.problems).toEqual([{ row: 1, column: 'company', message: r.body.detail }]);
    const headerOnly = await makeBatch<Refusal>({
      upload_id: await uploadSheet(Buffer.from('first_name,company\n'), 'empty.csv'),
    });
    expect(headerOnly.status).toBe(422);
    expect(headerOnly.body.problems).toEqual([
      { row: 0, column: null, message: SheetMessage.NO_DATA },
    ]);
    // Neither a workbook nor UTF-8 text: refused when it is judged, as any upload's bad file.
    const latin1 = await makeBatch<Refusal>({
      upload_id: await uploadSheet(Buffer.from('first_name\nRen\xe9\n', 'latin1'), 'a.csv'),
    });
    expect(latin1.status).toBe(422);
    expect(latin1.body).toMatchObject({
      code: Code.INVALID_FORMAT,
      detail: SheetMessage.INVALID_UPLOAD,
    });
    expect(await made()).toEqual(before);
  });

  it("another workspace's upload or an unknown one is 404; an image is the wrong kind", async () => {
    const csv = Buffer.from('first_name\nAnna\n');
    const theirs = await uploadSheet(csv, 'theirs.csv', outsider);
    const image = (await publicUpload(server, owner.key, 'image', await makePng(), 'face.png')).id;
    const before = await made();
    const foreign = await makeBatch<Refusal>({ upload_id: theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(Code.NOT_FOUND);
    const unknown = await makeBatch<Refusal>({ upload_id: 'no-such-upload' });
    expect(unknown.status).toBe(404);
    // Word for word the same: the answer never tells that someone else's upload exists.
    expect(foreign.body.detail).toBe(UploadMessage.UPLOAD_NOT_FOUND);
    expect(unknown.body.detail).toBe(foreign.body.detail);
    const wrongKind = await makeBatch<Refusal>({ upload_id: image });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.detail).toBe(UploadMessage.FILE_KIND_MISMATCH);
    // The owner of the sheet may use it with their own key and template only.
    const theirTemplate = await publicCall<Refusal>(
      server,
      'POST',
      `/templates/${template.id}/batches`,
      { key: outsider.key, body: { upload_id: theirs } },
    );
    expect(theirTemplate.status).toBe(404);
    expect(await made()).toEqual(before);
  });

  it('rows and upload_id together, or neither, are 422', async () => {
    const uploadId = await uploadSheet(Buffer.from('first_name\nAnna\n'), 'one.csv');
    const before = await made();
    for (const body of [{ rows: [{ first_name: 'Al' }], upload_id: uploadId }, { name: 'Empty' }]) {
      const r = await makeBatch<Refusal>(body);
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([{ field: 'body.rows', message: BatchMessage.ROWS_OR_UPLOAD }]);
    }
    expect(await made()).toEqual(before);
  });
});
