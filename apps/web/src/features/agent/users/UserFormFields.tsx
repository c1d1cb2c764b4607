import { AGENT_USER_GENDERS } from '@talkreel/contract';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentUserFields } from '../agentApi';
import type { UserField, UserFieldErrors } from './userForm';

const inputClass = (invalid: boolean, readOnly = false) =>
  clsx(
    'h-10 w-full rounded-[10px] border px-3 text-[14px] outline-none transition-[border-color,box-shadow]',
    // A read-only value (the e-mail) may be longer than the field: ellipsis, full text in its title.
    readOnly
      ? 'truncate border-line bg-canvas text-ink-muted'
      : 'bg-white text-ink focus:border-brand-400 focus:ring-4 focus:ring-brand-100',
    invalid ? 'border-danger/60' : 'border-line',
  );

function Row({
  label,
  error,
  htmlFor,
  children,
}: {
  label: string;
  error?: string;
  htmlFor?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // Label beside the field; below `md` above it, where a 140 px label column squeezes the field.
    <div className="grid items-start gap-1.5 md:grid-cols-[140px_1fr] md:gap-3">
      <label htmlFor={htmlFor} className="text-[13.5px] font-medium text-ink md:pt-2.5">
        <span className="mr-0.5 text-danger">*</span>
        {label}
      </label>
      <div>
        {children}
        {error ? (
          <p role="alert" className="mt-1 text-[12.5px] text-danger">
            {t(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The five agent user fields (creation.md §2), all marked required; the e-mail may be read-only. */
export function UserFormFields({
  values,
  errors,
  onChange,
  emailReadOnly = false,
}: {
  values: AgentUserFields;
  errors: UserFieldErrors;
  onChange(field: UserField, value: string): void;
  emailReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = (field: UserField, readOnly = false) => (
    <Row label={t(`agent.form.${field}`)} error={errors[field]} htmlFor={`${id}-${field}`}>
      <input
        id={`${id}-${field}`}
        value={values[field]}
        readOnly={readOnly}
        title={readOnly ? values[field] : undefined}
        aria-invalid={Boolean(errors[field]) || undefined}
        placeholder={readOnly ? undefined : t(`agent.form.placeholders.${field}`)}
        onChange={(e) => onChange(field, e.target.value)}
        className={inputClass(Boolean(errors[field]), readOnly)}
      />
    </Row>
  );
  return (
    <div className="space-y-4">
      {text('username')}
      <Row label={t('agent.form.gender')} error={errors.gender}>
        <div
          role="radiogroup"
          aria-label={t('agent.form.gender')}
          className="flex h-10 items-center gap-6"
        >
          {AGENT_USER_GENDERS.map((g) => (
            <label key={g} className="flex cursor-pointer items-center gap-2 text-[14px] text-ink">
              <input
                type="radio"
                name={`${id}-gender`}
                value={g}
                checked={values.gender === g}
                onChange={() => onChange('gender', g)}
                className="size-4 accent-brand-500"
              />
              {t(`agent.gender.${g}`)}
            </label>
          ))}
        </div>
      </Row>
      {text('email', emailReadOnly)}
      {text('company')}
      {text('personalTitle')}
    </div>
  );
}
