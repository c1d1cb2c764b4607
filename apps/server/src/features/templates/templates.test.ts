import {
  ActorMessage,
  BatchMessage,
  Code,
  type RowProblem,
  type TemplateItem,
  TemplateMessage,
  VideoMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall } from '../../test/api-key-factory';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { stockActorId } from '../stock/stock-selection';
import { insertOwnActor, insertOwnVoice, seedFewStock, videoTask } from '../videos/test-creation';
import { addMember, currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';

type User = { email: string; token: string };

let server: TestServer;
let owner: User;
let member: User;
let outsider: User;
let workspace: string;
const olivia = stockActorId('olivia-studio');
const text =
  'Hello {{first_name}}! This is a short note from {{company|our team}} about the spring offer we are preparing for you.';
const body = (overrides: Record<string, unknown> = {}) => {
  const { project_id: _p, folder_id: _f, ...task } = videoTask('ignored', olivia, { text });
  return { ...task, ...overrides };
};
const call = <T>(user: User, url: string, input?: unknown) =>
  server.call<T>(input === undefined ? 'GET' : 'POST', url, input, { token: user.token });

beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
  await seedFewStock(server, 2);
  [owner, member, outsider] = [await signUp(server), await signUp(server), await signUp(server)];
  workspace = (await currentWorkspaceOf(server, owner.email)) ?? '';
  await addMember(server, workspace, member.email);
  // The member acts in the owner's workspace.
  await server.ctx.db
    .updateTable('users')
    .set({ latest_workspace_id: workspace })
    .where('email', '=', member.email)
    .execute();
}, testTime(120_000));
afterAll(async () => {
  await server.close();
});

describe('templates', () => {
  let saved: TemplateItem;

  it('saves a video body with two variables, listing them with the actor as poster', async () => {
    const r = await call<TemplateItem>(owner, '/template/create', {
      name: 'Spring offer',
      body: { ...body(), project_id: 'dropped', folder_id: null },
    });
    expect(r.body.code, r.body.message).toBe(200);
    saved = r.body.data;
    expect(saved).toMatchObject({
      name: 'Spring offer',
      workspace_id: workspace,
      variables: [
        { name: 'first_name', fallback: null },
        { name: 'company', fallback: 'our team' },
      ],
      actor_id: olivia,
      can_edit: true,
    });
    expect(saved.body.project_id).toBeUndefined();
    expect(saved.poster_url).toMatch(/\/media\//);
    const list = await call<{ templates: TemplateItem[] }>(member, '/template/list');
    expect(list.body.data.templates.map((t) => t.id)).toEqual([saved.id]);
    expect(list.body.data.templates[0].can_edit).toBe(false);
    const theirs = await call<{ templates: TemplateItem[] }>(outsider, '/template/list');
    expect(theirs.body.data.templates).toEqual([]);
  });

  it('refuses "{{" without "}}", odd names and a bad setting, saving nothing', async () => {
    const before = await server.ctx.db.selectFrom('templates').select('id').execute();
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        body({ text: `${text} And {{unfinished` }),
        /^Script: "\{\{" without a closing "\}\}" near "\{\{unfinished"$/,
      ],
      [
        body({ text: `${text} {{first name}}` }),
        /^Script: The variable name "first name" may only hold letters/,
      ],
      [body({ text: `${text} {{}}` }), /has no name/],
      [body({ voice_settings: { speed: 9 } }), /peed/],
      [body({ actor_id: 'no-such-actor' }), /.+/],
    ];
    for (const [b, message] of cases) {
      const r = await call(owner, '/template/create', { name: 'Bad', body: b });
      expect(r.body.code, JSON.stringify(b).slice(0, 80)).not.toBe(200);
      expect(r.body.message).toMatch(message);
    }
    expect(await server.ctx.db.selectFrom('templates').select('id').execute()).toEqual(before);
  });

  it('refuses with the codes and contract messages the web app translates', async () => {
    const scene = (t: string) => ({ text: t, actor_id: olivia, voice_id: body().voice_id });
    // Without a variable in any scene: a scene's script holding one is measured per row instead.
    const plain = `${text.replace(/\{\{[^}]*\}\}/g, 'you')} We hope you like it as much as we do.`;
    const cases: [Record<string, unknown>, number, string][] = [
      [
        body({ text: 'Too short, and no variable.' }),
        Code.INVALID_INPUT,
        VideoMessage.SCRIPT_TOO_SHORT,
      ],
      [
        body({ text: plain, scenes: [scene(plain), scene('Too short, and no variable.')] }),
        Code.INVALID_INPUT,
        `Scene 2: ${VideoMessage.SCRIPT_TOO_SHORT}`,
      ],
      [
        // A variable in scene 1 leaves only scene 1's length to each row.
        body({ text, scenes: [scene(text), scene('Too short, and no variable.')] }),
        Code.INVALID_INPUT,
        `Scene 2: ${VideoMessage.SCRIPT_TOO_SHORT}`,
      ],
      [body({ actor_id: 'no-such-actor' }), Code.NOT_FOUND, ActorMessage.ACTOR_NOT_FOUND],
    ];
    for (const [b, code, message] of cases) {
      const r = await call(owner, '/template/create', { name: 'Refused', body: b });
      expect(r.body).toMatchObject({ code, message });
    }
  });

  it('renames and deletes only for its creator or the owner; duplicates for any member', async () => {
    const refused = await call(member, '/template/rename', { id: saved.id, name: 'Mine now' });
    expect(refused.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: TemplateMessage.ONLY_OWNER,
    });
    const outside = await call(outsider, '/template/detail', { id: saved.id });
    expect(outside.body.code).toBe(Code.ACCESS_RESTRICTED);
    const renamed = await call<TemplateItem>(owner, '/template/rename', {
      id: saved.id,
      name: 'Spring',
    });
    expect(renamed.body.data.name).toBe('Spring');
    const copy = await call<TemplateItem>(member, '/template/duplicate', { id: saved.id });
    expect(copy.body.data).toMatchObject({
      name: 'Spring (copy)',
      can_edit: true,
      body: saved.body,
    });
    expect((await call(member, '/template/delete', { id: saved.id })).body.code).toBe(
      Code.ACCESS_RESTRICTED,
    );
    expect((await call(member, '/template/delete', { id: copy.body.data.id })).body.code).toBe(200);
    expect((await call(owner, '/template/detail', { id: copy.body.data.id })).body.code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('lists a template whose actor is a variable, without a poster', async () => {
    const r = await call<TemplateItem>(owner, '/template/create', {
      name: 'Variable actor',
      body: body({ actor_id: '{{presenter}}' }),
    });
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.data).toMatchObject({ actor_id: null, poster_url: null });
    expect(r.body.data.variables.map((v) => v.name).sort()).toEqual([
      'company',
      'first_name',
      'presenter',
    ]);
  });
});

describe('a template naming a deleted actor or voice', () => {
  const check = async (templateId: string) =>
    (
      await call<{ good: number; problems: RowProblem[] }>(owner, '/batch/check', {
        template_id: templateId,
        columns: ['first_name'],
        rows: [['Alexandra Montgomery'], ['Beatrice Whitfield']],
      })
    ).body.data;

  it('names what is missing, takes a replacement from its owner only, and its rows pass again', async () => {
    const actorId = await insertOwnActor(server, owner.email);
    const voiceId = await insertOwnVoice(server, owner.email, { model_name: 'old_model' });
    const made = await call<TemplateItem>(owner, '/template/create', {
      name: 'Own actor and voice',
      body: body({ actor_id: actorId, voice_id: voiceId }),
    });
    expect(made.body.code, made.body.message).toBe(200);
    expect(made.body.data.missing).toEqual([]);
    const id = made.body.data.id;
    await server.ctx.db.deleteFrom('actors').where('id', '=', actorId).execute();
    await server.ctx.db
      .updateTable('voices')
      .set({ deleted_at: server.ctx.now() })
      .where('id', '=', voiceId)
      .execute();

    // Every member sees what is missing; the list and the detail agree.
    const seen = await call<TemplateItem>(member, '/template/detail', { id });
    expect(seen.body.data.missing).toEqual([
      { scene: null, kind: 'actor', id: actorId },
      { scene: null, kind: 'voice', id: voiceId },
    ]);
    const listed = await call<{ templates: TemplateItem[] }>(owner, '/template/list');
    expect(listed.body.data.templates.find((t) => t.id === id)?.missing).toHaveLength(2);
    const before = await check(id);
    expect(before.good).toBe(0);
    expect(before.problems.map((p) => p.message)).toContain(BatchMessage.UNKNOWN_ACTOR(actorId));

    const stockVoice = await server.ctx.db
      .selectFrom('voices')
      .select(['id', 'model_name'])
      .where('owner_user_id', 'is', null)
      .where('deleted_at', 'is', null)
      .where('process_status', '=', 2)
      .executeTakeFirstOrThrow();
    const replacements = [
      { scene: null, kind: 'actor', id: olivia },
      { scene: null, kind: 'voice', id: stockVoice.id },
    ];
    // Not the creator nor an owner: refused, nothing changes.
    const refused = await call(member, '/template/replace', { id, replacements });
    expect(refused.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: TemplateMessage.ONLY_OWNER,
    });
    // A replacement the caller may not use, or a scene the template does not have.
    const theirs = await insertOwnActor(server, member.email);
    const foreign = await call(owner, '/template/replace', {
      id,
      replacements: [{ scene: null, kind: 'actor', id: theirs }],
    });
    expect(foreign.body.code).toBe(Code.ACCESS_RESTRICTED);
    const noScene = await call(owner, '/template/replace', {
      id,
      replacements: [{ scene: 2, kind: 'actor', id: olivia }],
    });
    expect(noScene.body.message).toBe(TemplateMessage.NO_SUCH_SCENE(3));
    expect(
      (await call<TemplateItem>(owner, '/template/detail', { id })).body.data.missing,
    ).toHaveLength(2);

    const replaced = await call<TemplateItem>(owner, '/template/replace', { id, replacements });
    expect(replaced.body.code, replaced.body.message).toBe(200);
    expect(replaced.body.data).toMatchObject({ missing: [], actor_id: olivia });
    expect(replaced.body.data.poster_url).toMatch(/\/media\//);
    expect(replaced.body.data.body).toMatchObject({
      actor_id: olivia,
      voice_id: stockVoice.id,
      voice_model_name: stockVoice.model_name,
      text,
    });
    const after = await check(id);
    expect(after).toMatchObject({ good: 2, problems: [] });
  });

  it("replaces a scene's actor (scene 1's also at the task's top level), never a variable", async () => {
    const actorId = await insertOwnActor(server, owner.email);
    const task = body({ actor_id: actorId });
    const scene = (actor: string) => ({
      text,
      actor_id: actor,
      voice_id: task.voice_id,
      voice_settings: task.voice_settings,
    });
    const made = await call<TemplateItem>(owner, '/template/create', {
      name: 'Scenes',
      body: { ...task, scenes: [scene(actorId), scene(olivia), scene(actorId)] },
    });
    expect(made.body.code, made.body.message).toBe(200);
    await server.ctx.db.deleteFrom('actors').where('id', '=', actorId).execute();
    const id = made.body.data.id;
    const seen = await call<TemplateItem>(owner, '/template/detail', { id });
    expect(seen.body.data.missing).toEqual([
      { scene: 0, kind: 'actor', id: actorId },
      { scene: 2, kind: 'actor', id: actorId },
    ]);
    expect((await check(id)).good).toBe(0);
    const first = await call<TemplateItem>(owner, '/template/replace', {
      id,
      replacements: [{ scene: 0, kind: 'actor', id: olivia }],
    });
    expect(first.body.data.missing).toEqual([{ scene: 2, kind: 'actor', id: actorId }]);
    expect(first.body.data.body.actor_id).toBe(olivia);
    expect((await check(id)).problems.map((p) => p.message)).toContain(
      BatchMessage.UNKNOWN_ACTOR(actorId),
    );
    const last = await call<TemplateItem>(owner, '/template/replace', {
      id,
      replacements: [{ scene: 2, kind: 'actor', id: olivia }],
    });
    expect(last.body.data.missing).toEqual([]);
    expect((await check(id)).problems).toEqual([]);

    const variable = await call<TemplateItem>(owner, '/template/create', {
      name: 'Variable actor',
      body: body({ actor_id: '{{presenter}}' }),
    });
    expect(variable.body.data.missing).toEqual([]);
    const refused = await call(owner, '/template/replace', {
      id: variable.body.data.id,
      replacements: [{ scene: null, kind: 'actor', id: olivia }],
    });
    expect(refused.body.message).toBe(TemplateMessage.MEMBER_FROM_COLUMN('actor'));
  });
});

describe('public API: templates', () => {
  it('POST /templates takes the body of POST /videos plus a name; GET /templates lists it', async () => {
    const key = (
      await createTestApiKey(server, {
        userId: await userIdOf(server, owner.email),
        workspaceId: workspace,
      })
    ).secret;
    const made = await publicCall<{ id: string; variables: unknown[]; voice_id: string }>(
      server,
      'POST',
      '/templates',
      {
        key,
        body: { name: 'API offer', script: text, actor_id: olivia },
      },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ object: 'template', name: 'API offer', script: text });
    expect(made.body.voice_id).toEqual(expect.any(String));
    const bad = await publicCall<{ detail: string }>(server, 'POST', '/templates', {
      key,
      body: { name: 'Bad', script: 'Hi {{name', actor_id: olivia },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/without a closing/);
    const noVoice = await publicCall<{ detail: string }>(server, 'POST', '/templates', {
      key,
      body: { name: 'Bad', script: text, actor_id: '{{presenter}}' },
    });
    expect(noVoice.status).toBe(422);
    const list = await publicCall<{ data: { id: string }[] }>(server, 'GET', '/templates', { key });
    expect(list.status).toBe(200);
    expect(list.body.data.map((t) => t.id)).toContain(made.body.id);
  });

  it('a template names its deleted voice in missing, as the web reply does', async () => {
    const key = (
      await createTestApiKey(server, {
        userId: await userIdOf(server, owner.email),
        workspaceId: workspace,
      })
    ).secret;
    const voiceId = await insertOwnVoice(server, owner.email);
    type Listed = { id: string; missing: { scene: number | null; kind: string; id: string }[] };
    const made = await publicCall<Listed>(server, 'POST', '/templates', {
      key,
      body: { name: 'Own voice', script: text, actor_id: olivia, voice_id: voiceId },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.missing).toEqual([]);
    await server.ctx.db
      .updateTable('voices')
      .set({ deleted_at: server.ctx.now() })
      .where('id', '=', voiceId)
      .execute();
    const list = await publicCall<{ data: Listed[] }>(server, 'GET', '/templates', { key });
    expect(list.status).toBe(200);
    const missing = [{ scene: null, kind: 'voice', id: voiceId }];
    expect(list.body.data.find((t) => t.id === made.body.id)?.missing).toEqual(missing);
    // The same words as the web app's reply for that template.
    const web = await call<TemplateItem>(owner, '/template/detail', { id: made.body.id });
    expect(web.body.data.missing).toEqual(missing);
  });

  it('POST /templates/{id}/replacements replaces a deleted actor, for its creator only', async () => {
    const keyOf = async (email: string, workspaceId: string) =>
      (await createTestApiKey(server, { userId: await userIdOf(server, email), workspaceId }))
        .secret;
    const key = await keyOf(owner.email, workspace);
    const actorId = await insertOwnActor(server, owner.email);
    type Listed = {
      id: string;
      actor_id: string;
      missing: { scene: number | null; kind: string; id: string }[];
    };
    const made = await publicCall<Listed>(server, 'POST', '/templates', {
      key,
      body: { name: 'Own actor', script: text, actor_id: actorId, voice_id: '{{voice}}' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await server.ctx.db.deleteFrom('actors').where('id', '=', actorId).execute();
    const url = `/templates/${made.body.id}/replacements`;
    const replace = (withKey: string, id: string) =>
      publicCall<Listed & { detail: string }>(server, 'POST', url, {
        key: withKey,
        body: { replacements: [{ scene: null, kind: 'actor', id }] },
      });

    // A member who did not make it: told it is the creator's; another workspace's key: no such template.
    const byMember = await replace(await keyOf(member.email, workspace), olivia);
    expect(byMember.status).toBe(403);
    expect(byMember.body.detail).toBe(TemplateMessage.ONLY_OWNER);
    const outsiderWorkspace = (await currentWorkspaceOf(server, outsider.email)) ?? '';
    const byOutsider = await replace(await keyOf(outsider.email, outsiderWorkspace), olivia);
    expect(byOutsider.status).toBe(404);
    // An actor the key's user may not use is not said to exist; an empty list is refused.
    expect((await replace(key, await insertOwnActor(server, member.email))).status).toBe(404);
    const empty = await publicCall(server, 'POST', url, { key, body: { replacements: [] } });
    expect(empty.status).toBe(422);
    const unchanged = await publicCall<{ data: Listed[] }>(server, 'GET', '/templates', { key });
    expect(unchanged.body.data.find((t) => t.id === made.body.id)?.missing).toEqual([
      { scene: null, kind: 'actor', id: actorId },
    ]);

    const done = await replace(key, olivia);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ id: made.body.id, actor_id: olivia, missing: [] });
    // The web app's template is the same one, changed.
    const web = await call<TemplateItem>(owner, '/template/detail', { id: made.body.id });
    expect(web.body.data).toMatchObject({ actor_id: olivia, missing: [] });
  });
});

describe('steering a batch (no worker runs in this file: nothing is fed)', () => {
  it('pauses, resumes and cancels, refusing steps that do not apply; cancel sends batch.completed', async () => {
    const made = await call<TemplateItem>(owner, '/template/create', {
      name: 'Steer',
      body: body(),
    });
    const now = server.ctx.now();
    await server.ctx.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'we-batches',
        workspace_id: workspace,
        created_by: null,
        url: 'https://example.invalid/hook',
        description: null,
        events: JSON.stringify(['batch.completed']),
        enabled: 1,
        disabled_reason: null,
        secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0',
        previous_secret: null,
        previous_secret_until: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const created = await call<{ id: string; status: string; counts: { waiting: number } }>(
      owner,
      '/batch/create',
      {
        template_id: made.body.data.id,
        columns: ['first_name'],
        rows: [['Alexandra Montgomery'], ['Beatrice Whitfield']],
      },
    );
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ status: 'running', counts: { waiting: 2 } });
    const steer = (action: string, user: User = owner) =>
      call<{ status: string; counts: Record<string, number> }>(user, `/batch/${action}`, { id });
    expect((await steer('resume')).body.message).toBe('Only a paused batch can be resumed');
    expect((await steer('pause')).body.data.status).toBe('paused');
    expect((await steer('pause')).body.message).toBe('Only a running batch can be paused');
    expect((await steer('pause', outsider)).body.code).toBe(Code.ACCESS_RESTRICTED);
    expect((await steer('resume')).body.data.status).toBe('running');
    expect((await steer('retry')).body.message).toBe('The batch has no failed rows');
    const cancelled = await steer('cancel');
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', counts: { cancelled: 2 } });
    expect((await steer('cancel')).body.message).toBe('The batch has finished');
    const messages = await server.ctx.db
      .selectFrom('webhook_messages')
      .select(['event_type', 'body'])
      .where('endpoint_id', '=', 'we-batches')
      .execute();
    expect(messages.map((m) => m.event_type)).toEqual(['batch.completed']);
    expect(JSON.parse(messages[0].body).data).toMatchObject({
      object: 'batch',
      id,
      status: 'cancelled',
      counts: { cancelled: 2 },
    });
    expect(await server.ctx.db.selectFrom('videos').select('id').execute()).toEqual([]);
  });
});
