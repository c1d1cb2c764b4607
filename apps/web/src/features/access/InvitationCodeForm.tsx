import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FormStatus } from '../../ui/FormStatus';
import { TextField } from '../../ui/TextField';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useInvitationCode } from './useInvitationCode';

export function InvitationCodeForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const form = useInvitationCode(completeSignIn);
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
        label={t('invite.codeLabel')}
        name="invitation-code"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('invite.codePlaceholder')}
        value={form.code}
        onChange={(e) => form.setCode(e.target.value)}
        className="[&_input]:font-mono [&_input]:tracking-wider"
      />
      <Button
        type="submit"
        size="lg"
        variant="outline"
        block
        disabled={!form.canSubmit}
        loading={form.busy}
      >
        {t('invite.getStarted')}
      </Button>
      <FormStatus status={form.status} />
    </form>
  );
}
