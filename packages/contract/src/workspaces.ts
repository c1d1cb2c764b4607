import { z } from 'zod';
import {
  idInput,
  nameInput,
  optNumber,
  reqArray,
  reqBoolean,
  reqNumber,
  reqString,
} from './fields';
import { TREE_PAGE, TREE_PAGE_SIZE } from './limits';

/** core.md §7 workspace (product) calls: wire shapes in snake_case. */

/** A positive whole number; numeric strings from query strings and older clients are accepted. */
const positiveInt = (label: string, fallback: number, max?: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, `${label} must be a positive integer`)], {
      error: `${label} must be a positive integer`,
    })
    .nullish()
    .transform((v) => (v == null || v === '' ? fallback : Number(v)))
    .pipe(
      z
        .number()
        .int(`${label} must be a positive integer`)
        .min(1, `${label} must be a positive integer`)
        .max(max ?? Number.MAX_SAFE_INTEGER, `${label} must be at most ${max}`),
    );

/** Page number, 1-based; defaults to the spec's page 1. */
export const pageInput = (label = 'Page') => positiveInt(label, TREE_PAGE);
/** Items per page; defaults to, and is capped at, the spec's 1000. */
export const pageSizeInput = (label = 'Page size') =>
  positiveInt(label, TREE_PAGE_SIZE, TREE_PAGE_SIZE);

/** An optional id: absent, null or blank means "not named" (null). */
export const optionalIdInput = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a string` })
    .nullish()
    .transform((v) => (v == null || String(v).trim() === '' ? null : String(v).trim()));

const descriptionInput = z
  .string({ error: 'Description must be a string' })
  .trim()
  .max(500, 'Description is too long');

export const workspaceRoles = ['owner', 'member'] as const;

export const workspaceListRequest = z.object({
  page: pageInput(),
  page_size: pageSizeInput(),
});
export const workspaceListItem = z.object({
  id: reqString('ID'),
  name: reqString('Name'),
  role: reqString('Role'),
  member_count: optNumber('Member count'),
  /** The owner's name, so two products with the same name can be told apart (issue 7). */
  owner_name: z.string().nullish(),
  /** The owner turned core.md §4's dissolve-on-reload rule off (issue 24); absent: the rule. */
  keep_folders: z.boolean().nullish(),
});
export const workspaceListReply = z.object({
  workspaces: reqArray('Workspaces', workspaceListItem),
  total: reqNumber('Total'),
  page: reqNumber('Page'),
  page_size: reqNumber('Page size'),
});

export const createWorkspaceRequest = z.object({
  name: nameInput('Product'),
  description: descriptionInput.nullish().transform((v) => v ?? ''),
});
export const createWorkspaceReply = z.object({
  workspace: z.object(
    { id: reqString('ID'), name: reqString('Name') },
    { error: 'Workspace cannot be empty' },
  ),
});

/** PUT /workspace/{id}: the id comes from the path; an absent description is left unchanged. */
export const updateWorkspaceRequest = z.object({
  id: idInput('Workspace ID'),
  name: nameInput('Product'),
  description: descriptionInput.nullish().transform((v) => v ?? null),
});

export const deleteWorkspaceRequest = z.object({ id: idInput('Workspace ID') });

/**
 * PUT /workspace/{id}/settings (issue 24, owner only): `keep_folders` true means a reload
 * dissolves no folder; false is core.md §4's rule, every workspace's default.
 */
export const workspaceSettingsRequest = z.object({
  id: idInput('Workspace ID'),
  keep_folders: reqBoolean('Keep folders'),
});
export const workspaceSettingsReply = z.object({
  keep_folders: reqBoolean('Keep folders'),
});
