import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { PendingRequests } from '../../features/admin/components/pending-requests';
import { SetCreditsForm } from '../../features/admin/components/set-credits-form';
import { UsersSection } from '../../features/admin/components/users-section';
import '../../features/admin/texts';

/**
 * The admin console (docs/product.md §2 "Admin credit management"): set a user's credits, answer the
 * pending requests, and find users. "Use this id" in the Users section fills the set-credits form.
 */
export function AdminCreditManagementPage() {
  const { t } = useTranslation();
  const [targetUserId, setTargetUserId] = useState('');
  const userIdField = useRef<HTMLInputElement>(null);

  const fillUserId = (userId: string) => {
    setTargetUserId(userId);
    userIdField.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    userIdField.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeading title={t('admin.page.title')} subtitle={t('admin.page.subtitle')} />
      <div className="grid gap-6">
        <SetCreditsForm userId={targetUserId} onUserIdChange={setTargetUserId} userIdRef={userIdField} />
        <PendingRequests />
        <UsersSection onUseId={fillUserId} />
      </div>
    </>
  );
}
