import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import '../check-mail-texts';

interface CheckYourMailProps {
  /** The address the link went to. */
  email: string;
  /** "Check your mail: we sent a link to …", in the reader's language. */
  notice: string;
  /** Back to the form, filled as it was, to correct the address. */
  onChangeAddress: () => void;
}

/**
 * After a sign-up that waits for the address to be confirmed (issue 34: the form used to stay "Creating
 * account..." with every field disabled): the notice, a way to send the mail again, and a way back to the form.
 */
export function CheckYourMail({ email, notice, onChangeAddress }: CheckYourMailProps) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <div className="grid gap-5">
      <Alert tone="info">{notice}</Alert>
      {resend.isSuccess && <p role="status">{t('auth.signUp.checkMail.resent', { email })}</p>}
      {resend.isError && <Alert>{t('auth.signUp.checkMail.resendFailed')}</Alert>}
      <Button
        type="button"
        size="lg"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? t('auth.signUp.checkMail.resending') : t('auth.signUp.checkMail.resend')}
      </Button>
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={onChangeAddress}>
        {t('auth.signUp.checkMail.changeAddress')}
      </Button>
    </div>
  );
}
