import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { MissingReplacements } from './MissingReplacements';
import {
  deleteTemplate,
  duplicateTemplate,
  listTemplates,
  renameTemplate,
  type Template,
  templatesKey,
} from './templatesApi';

/** Assets → Templates (issue 28): the workspace's templates, each a way into a batch. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: templatesKey, queryFn: listTemplates });
  const templates = query.data ?? [];
  return (
    <div className="h-full overflow-y-auto px-8 py-6 max-md:px-4">
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h1 className="text-[20px] font-semibold text-ink">{t('templates.title')}</h1>
        <p className="text-[13px] text-ink-subtle">
          {t('templates.count', { count: templates.length })}
        </p>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : templates.length === 0 ? (
        <p className="max-w-xl text-[14px] text-ink-muted">{t('templates.empty')}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(240px,1fr))] gap-5">
          {templates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TemplateCard({ template }: { template: Template }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: templatesKey });
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(template.name);
  const [confirming, setConfirming] = useState(false);
  const rename = useMutation({
    mutationFn: () => renameTemplate(template.id, name.trim()),
    onSuccess: () => {
      setRenaming(false);
      void refresh();
    },
  });
  const duplicate = useMutation({
    mutationFn: () => duplicateTemplate(template.id),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => deleteTemplate(template.id), onSuccess: refresh });
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white">
      {/* The poster is absolutely placed: a percentage height does not resolve against a box
          sized by aspect-ratio, so a portrait poster made the card as tall as the picture. */}
      <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-canvas">
        {template.posterUrl ? (
          <img
            src={template.posterUrl}
            alt=""
            className="absolute inset-0 h-full w-full object-cover object-[50%_20%]"
          />
        ) : (
          <Users aria-hidden className="size-10 text-ink-subtle" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {renaming ? (
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) rename.mutate();
            }}
          >
            <input
              aria-label={t('templates.nameLabel')}
              className="h-8 min-w-0 flex-1 rounded-lg border border-line px-2 text-[14px]"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the field the user just asked for.
              autoFocus
            />
            <Button size="sm" type="submit" loading={rename.isPending}>
              {t('templates.save')}
            </Button>
          </form>
        ) : (
          <h2 className="truncate text-[15px] font-semibold text-ink">{template.name}</h2>
        )}
        {/* A deleted actor has no name left: the missing state below says so instead. */}
        {template.actorName || !template.actorId ? (
          <p className="text-[13px] text-ink-muted">
            {template.actorName ?? t('templates.actorFromColumn')}
          </p>
        ) : null}
        <MissingReplacements template={template} compact />
        <ul aria-label={t('templates.variables')} className="flex flex-wrap gap-1.5">
          {template.variables.map((v) => (
            <li
              key={v.name}
              className="rounded-md bg-brand-50 px-1.5 py-0.5 font-mono text-[12px] text-brand-700"
            >
              {`{{${v.name}}}`}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-1.5">
          <Link
            to={`/assets/template/${template.id}/batch`}
            className="inline-flex min-h-8 items-center rounded-lg bg-brand-500 px-3 py-1 text-[13px] leading-[18px] font-medium text-white hover:bg-brand-600"
          >
            {t('templates.personalise')}
          </Link>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('templates.duplicate', { name: template.name })}
            icon={<Copy className="size-4" />}
            loading={duplicate.isPending}
            onClick={() => duplicate.mutate()}
          />
          {template.canEdit && (
            <>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('templates.rename', { name: template.name })}
                icon={<Pencil className="size-4" />}
                onClick={() => setRenaming((r) => !r)}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('templates.delete', { name: template.name })}
                icon={<Trash2 className="size-4" />}
                onClick={() => setConfirming(true)}
              />
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => remove.mutate()}
        title={t('templates.deleteTitle', { name: template.name })}
        description={t('templates.deleteText')}
      />
    </li>
  );
}
