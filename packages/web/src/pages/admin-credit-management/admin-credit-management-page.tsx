import type { AdminUserSummary } from '@cardology/contract/admin';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { PendingRequests, SetCreditsForm, UsersSection } from '../../features/admin';
import '../../features/admin/texts';

/**
 * The admin console (docs/product.md §2 "Admin credit management"): set a user's credits, answer the
 * pending requests, and find users. "Set this person's credits" in the Users section chooses them in the
 * set-credits form.
 */
export function AdminCreditManagementPage() {
  const { t } = useTranslation();
  const [person, setPerson] = useState<AdminUserSummary | null>(null);
  const totalField = useRef<HTMLInputElement>(null);

  const choosePerson = (chosen: AdminUserSummary) => {
    setPerson(chosen);
    totalField.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    totalField.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeading title={t('admin.page.title')} subtitle={t('admin.page.subtitle')} />
      <div className="grid gap-6">
        <SetCreditsForm person={person} onPersonChange={setPerson} totalRef={totalField} />
        <PendingRequests />
        <UsersSection onChoose={choosePerson} />
      </div>
    </>
  );
}
