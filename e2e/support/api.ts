import { createHash } from 'node:crypto';
import {
  API_BASE_PATH,
  DEFAULT_SIGNING_SECRET,
  Header,
  signaturePayload,
} from '@talkreel/contract';
import type { Page } from 'playwright-core';

/** The session token the SPA stored for the signed-in user of `page`. */
export async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('talkreel.session'));
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('no session token stored');
  return token;
}

/** Calls the API as the SPA does (signed), to check what the server really holds. */
export async function callAs<T>(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const ts = String(Date.now());
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [Header.AUTHORIZATION]: `Bearer ${token}`,
      [Header.AUTH_TOKEN]: token,
      [Header.TIMESTAMP]: ts,
      [Header.SIGNATURE]: createHash('sha256')
        .update(signaturePayload(ts, token, DEFAULT_SIGNING_SECRET))
        .digest('hex'),
    },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { code: number; message: string; data: T };
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message}`);
  return reply.data;
}

/** A signed GET with a query string, as the SPA sends it. */
export async function getAs<T>(
  baseUrl: string,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const ts = String(Date.now());
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${path}?${qs}`, {
    headers: {
      [Header.AUTHORIZATION]: `Bearer ${token}`,
      [Header.AUTH_TOKEN]: token,
      [Header.TIMESTAMP]: ts,
      [Header.SIGNATURE]: createHash('sha256')
        .update(signaturePayload(ts, token, DEFAULT_SIGNING_SECRET))
        .digest('hex'),
    },
  });
  const reply = (await res.json()) as { code: number; message: string; data: T };
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message}`);
  return reply.data;
}

interface ServerFolder {
  id: string;
  name: string;
  sort_order: number;
  is_uncategorized: boolean;
}
interface ServerProject {
  id: string;
  name: string;
  sort_order: number;
  folder_id: string | null;
}

/** The user's tree as the server holds it: folders in order, each with its project names. */
export async function serverTree(baseUrl: string, token: string) {
  const { folders } = await callAs<{ folders: ServerFolder[] }>(
    baseUrl,
    token,
    '/sidebar/folders',
    {
      current_page: 1,
      page_size: 1000,
    },
  );
  const tree: { id: string; name: string; projects: string[] }[] = [];
  for (const f of folders) {
    const { projects } = await callAs<{ projects: ServerProject[] }>(
      baseUrl,
      token,
      '/sidebar/folder/projects',
      { folder_id: f.id, current_page: 1, page_size: 1000 },
    );
    tree.push({ id: f.id, name: f.name, projects: projects.map((p) => p.name) });
  }
  return tree;
}
