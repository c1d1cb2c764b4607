import { mappingOf, type RowProblem } from '@talkreel/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { MissingReplacements } from './MissingReplacements';
import { readPastedRows, readSheetFromFile, type SheetRead } from './readSheetFromFile';
import { rowProblemText } from './rowProblemText';
import { sheetMessageText } from './sheetMessageText';
import {
  type BatchPlan,
  checkBatch,
  createBatch,
  type SheetRows,
  templateDetail,
} from './templatesApi';

const FIELD = 'h-9 rounded-lg border border-line bg-white px-2 text-[14px]';

/**
 * "Make personalised videos" (issue 28): a CSV or XLSX file (or pasted rows), its columns mapped
 * to the template's variables, every row checked before anything is made; the user fixes the
 * file and chooses it again, or makes the good rows only.
 */
export function NewBatchPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const template = useQuery({ queryKey: ['template', id], queryFn: () => templateDetail(id) });
  const [sheet, setSheet] = useState<SheetRows | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [nameColumn, setNameColumn] = useState('');
  const [name, setName] = useState('');

  const take = (r: SheetRead) => {
    if (r.ok) {
      setSheet(r.sheet);
      setReadError(null);
    } else {
      setSheet(null);
      setReadError(r.message);
    }
  };
  const variables = template.data?.variables ?? [];
  // The same matching as the server's: by name, unless the user chose another column.
  const mapping = useMemo(() => {
    if (!sheet) return {};
    const auto = mappingOf(
      Object.fromEntries(variables.map((v) => [v.name, `{{${v.name}}}`])),
      sheet.columns,
      chosen,
    );
    return Object.fromEntries(Object.entries(auto).filter((e): e is [string, string] => !!e[1]));
  }, [sheet, variables, chosen]);
  const plan: BatchPlan | null = sheet
    ? { templateId: id, ...sheet, mapping, nameColumn: nameColumn || null }
    : null;
  const check = useQuery({
    queryKey: ['batch-check', plan],
    queryFn: () => checkBatch(plan as BatchPlan),
    enabled: !!plan,
  });
  const make = useMutation({
    mutationFn: () => createBatch(plan as BatchPlan, name.trim() || template.data?.name || ''),
    onSuccess: (batch) => navigate(`/assets/batch/${batch.id}`),
  });

  if (template.isPending) return <Spinner />;
  return (
    <div className="h-full overflow-y-auto px-8 py-6 max-md:px-4">
      <h1 className="text-[20px] font-semibold text-ink">
        {t('templates.batch.title', { name: template.data?.name ?? '' })}
      </h1>
      <p className="mt-1 text-[14px] text-ink-muted">
        {t('templates.batch.intro', {
          variables: variables.map((v) => `{{${v.name}}}`).join(', '),
        })}
      </p>
      {template.data ? (
        <div className="mt-4">
          <MissingReplacements template={template.data} />
        </div>
      ) : null}

      <section className="mt-6 grid gap-4 md:grid-cols-2">
        <label className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line p-6 text-center hover:bg-canvas">
          <FileSpreadsheet aria-hidden className="size-8 text-brand-500" />
          <span className="text-[14px] font-medium text-ink">{t('templates.batch.upload')}</span>
          <span className="text-[12px] text-ink-subtle">{t('templates.batch.uploadHint')}</span>
          <input
            type="file"
            accept=".csv,.xlsx,text/csv"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) take(await readSheetFromFile(file));
            }}
          />
        </label>
        <div className="flex flex-col gap-2">
          <textarea
            aria-label={t('templates.batch.paste')}
            placeholder={t('templates.batch.pasteHint')}
            className="min-h-28 flex-1 rounded-2xl border border-line p-3 font-mono text-[13px]"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={!pasted.trim()}
            onClick={() => take(readPastedRows(pasted))}
          >
            {t('templates.batch.usePasted')}
          </Button>
        </div>
      </section>
      {readError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-[14px] text-red-700">
          {sheetMessageText(readError, t)}
        </p>
      )}

      {sheet && (
        <section className="mt-6 flex flex-col gap-4">
          <h2 className="text-[16px] font-semibold text-ink">
            {t('templates.batch.columns', { count: sheet.rows.length })}
          </h2>
          <table className="w-full max-w-2xl text-left text-[14px]">
            <thead className="text-[12px] text-ink-subtle">
              <tr>
                <th className="py-1 font-medium">{t('templates.batch.variable')}</th>
                <th className="py-1 font-medium">{t('templates.batch.column')}</th>
              </tr>
            </thead>
            <tbody>
              {variables.map((v) => (
                <tr key={v.name}>
                  <td className="py-1 font-mono text-[13px]">{`{{${v.name}}}`}</td>
                  <td className="py-1">
                    <select
                      aria-label={t('templates.batch.columnFor', { variable: v.name })}
                      className={FIELD}
                      value={mapping[v.name] ?? ''}
                      onChange={(e) => setChosen((c) => ({ ...c, [v.name]: e.target.value }))}
                    >
                      <option value="">
                        {v.fallback === null
                          ? t('templates.batch.noColumn')
                          : t('templates.batch.useDefault', { value: v.fallback })}
                      </option>
                      {sheet.columns.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex flex-wrap gap-4">
            <label className="flex flex-col gap-1 text-[13px] text-ink-muted">
              {t('templates.batch.nameColumn')}
              <select
                className={FIELD}
                value={nameColumn}
                onChange={(e) => setNameColumn(e.target.value)}
              >
                <option value="">{t('templates.batch.nameDefault')}</option>
                {sheet.columns.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-[13px] text-ink-muted">
              {t('templates.batch.name')}
              <input
                className={FIELD}
                maxLength={100}
                value={name}
                placeholder={template.data?.name}
                onChange={(e) => setName(e.target.value)}
              />
            </label>
          </div>
          {check.isFetching && <Spinner />}
          {check.data && (
            <CheckResult
              problems={check.data.problems}
              good={check.data.good}
              rows={check.data.rows}
            />
          )}
          <div>
            <Button
              disabled={!check.data || check.data.good === 0 || check.isFetching}
              loading={make.isPending}
              onClick={() => make.mutate()}
            >
              {t('templates.batch.make', { count: check.data?.good ?? 0 })}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function CheckResult({
  problems,
  good,
  rows,
}: {
  problems: RowProblem[];
  good: number;
  rows: number;
}) {
  const { t } = useTranslation();
  if (!problems.length)
    return (
      <p className="text-[14px] text-emerald-700">
        {t('templates.batch.allGood', { count: rows })}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-[14px] text-ink">
        {t('templates.batch.someBad', { good, rows, count: rows - good })}
      </p>
      <table
        aria-label={t('templates.batch.problems')}
        className="w-full max-w-3xl text-left text-[13px]"
      >
        <thead className="text-[12px] text-ink-subtle">
          <tr>
            <th className="py-1 pr-3 font-medium">{t('templates.batch.row')}</th>
            <th className="py-1 pr-3 font-medium">{t('templates.batch.column')}</th>
            <th className="py-1 font-medium">{t('templates.batch.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p) => (
            <tr key={`${p.row}-${p.column}-${p.message}`} className="border-t border-line">
              <td className="py-1 pr-3 tabular-nums">{p.row}</td>
              <td className="py-1 pr-3">{p.column ?? '—'}</td>
              <td className="py-1 text-red-700">{rowProblemText(p.message, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-[13px] text-ink-subtle">{t('templates.batch.fixHint')}</p>
    </div>
  );
}
