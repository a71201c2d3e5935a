import { EXPORT_PATH } from '@cardology/contract/privacy';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Panel } from '../../../components/ui/panel';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage } from '../../../lib/api';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordField } from './credential-fields';

/**
 * "Your data" on the profile (docs/product.md §2, Profile): a copy of everything kept about the user (a
 * plain link: the server answers it as a file download), and deleting the account, confirmed with the
 * password in a dialog.
 */
export function YourDataSection() {
  const [confirming, setConfirming] = useState(false);
  const contract = useContractText();
  return (
    <Panel aria-labelledby="your-data" className="grid gap-4">
      <h2 id="your-data" className="text-xl font-semibold">
        {contract('YOUR_DATA_TITLE')}
      </h2>
      <p className="text-sm text-muted">{contract('YOUR_DATA_INTRO')}</p>
      <div className="flex flex-wrap gap-2">
        <a href={EXPORT_PATH} download className={buttonClasses('outline')}>
          <Download aria-hidden="true" />
          {contract('DOWNLOAD_MY_DATA')}
        </a>
        <Button variant="danger-quiet" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {contract('DELETE_MY_ACCOUNT')}
        </Button>
      </div>
      {confirming && <DeleteAccountDialog onCancel={() => setConfirming(false)} />}
    </Panel>
  );
}

/** Mounted only while open, so a password typed once is gone when the dialog closes. */
function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const contract = useContractText();

  const confirm = () => {
    if (password === '') {
      setError(contract('DELETE_ACCOUNT_PASSWORD_REQUIRED'));
      return;
    }
    setError(null);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toast.success(contract('ACCOUNT_DELETED'));
          navigate('/login', { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, contract('DELETE_ACCOUNT_FAILED'))),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      busy={remove.isPending}
      title={contract('DELETE_ACCOUNT_TITLE')}
      description={contract('DELETE_ACCOUNT_WARNING')}
      confirmLabel={contract('DELETE_ACCOUNT_CONFIRM')}
      busyLabel={contract('DELETE_ACCOUNT_BUSY')}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <PasswordField
        label={contract('DELETE_ACCOUNT_PASSWORD_LABEL')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={error}
      />
    </ConfirmDialog>
  );
}
