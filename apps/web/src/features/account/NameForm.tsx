import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useNameForm } from './useNameForm';

const NAME_PART_MAX = 50;

/** First and last name with Cancel and Save; Enter saves (core.md §2 account page). */
export function NameForm() {
  const { t } = useTranslation();
  const form = useNameForm();
  const { state } = form;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('account.name.first')}
          name="given-name"
          autoComplete="given-name"
          maxLength={NAME_PART_MAX}
          value={form.value.first}
          onChange={(e) => form.edit('first', e.target.value)}
        />
        <TextField
          label={t('account.name.last')}
          name="family-name"
          autoComplete="family-name"
          maxLength={NAME_PART_MAX}
          value={form.value.last}
          onChange={(e) => form.edit('last', e.target.value)}
        />
      </div>
      {form.blank && form.changed ? (
        <p role="alert" className="mt-2 text-[13px] text-danger">
          {t('account.name.blank')}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-2.5">
        <Button
          variant="outline"
          disabled={!form.changed || state === 'busy'}
          onClick={form.cancel}
        >
          {t('account.name.cancel')}
        </Button>
        <Button
          type="submit"
          data-state={state}
          loading={state === 'busy'}
          disabled={(!form.changed || form.blank) && state !== 'busy'}
          icon={state === 'done' ? <Check className="size-4" aria-hidden="true" /> : undefined}
          className="min-w-[96px] data-[state=done]:disabled:bg-success data-[state=done]:disabled:text-white"
        >
          {state === 'busy'
            ? t('account.name.saving')
            : state === 'done'
              ? t('account.name.savedShort')
              : t('account.name.save')}
        </Button>
      </div>
    </form>
  );
}
