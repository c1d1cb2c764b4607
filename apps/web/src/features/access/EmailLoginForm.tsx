import { LOGIN_CODE_LENGTH } from '@talkreel/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FormStatus } from '../../ui/FormStatus';
import { TextField } from '../../ui/TextField';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useEmailLogin } from './useEmailLogin';

/** E-mail, then verification code (core.md §4 "Login by e-mail"). */
export function EmailLoginForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const form = useEmailLogin(completeSignIn);
  const verifying = form.phase === 'verify';
  const hintId = useId();

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (form.canSubmit) void form.submit();
      }}
    >
      <TextField
        label={t('login.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('login.emailPlaceholder')}
        value={form.email}
        onChange={(e) => form.setEmail(e.target.value)}
        onBlur={form.touchEmail}
        // Enter does not submit while the button is disabled: it shows why instead.
        onKeyDown={(e) => {
          if (e.key === 'Enter') form.touchEmail();
        }}
        invalid={form.emailInvalid}
        aria-describedby={form.emailInvalid ? hintId : undefined}
        autoFocus
      />
      {form.emailInvalid ? (
        <p id={hintId} className="-mt-2 text-[13px] leading-[18px] text-danger">
          {t('login.emailInvalid')}
        </p>
      ) : null}
      {verifying ? (
        <TextField
          label={t('login.codeLabel')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={LOGIN_CODE_LENGTH}
          placeholder={t('login.codePlaceholder')}
          value={form.code}
          onChange={(e) => form.setCode(e.target.value.replace(/\s/g, ''))}
          autoFocus
          className="animate-fade-in"
          trailing={
            <Button
              variant="ghost"
              size="sm"
              disabled={!form.canResend}
              onClick={() => void form.resend()}
              className="tabular-nums"
            >
              {form.resendIn > 0
                ? t('login.resendIn', { seconds: form.resendIn })
                : t('login.resend')}
            </Button>
          }
        />
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        disabled={!form.canSubmit}
        loading={form.busy !== null && !(verifying && form.busy === 'sending')}
      >
        {verifying ? t('login.submit') : t('login.continueWithEmail')}
      </Button>
      <FormStatus status={form.status} />
    </form>
  );
}
