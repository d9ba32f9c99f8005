import { ChangePasswordCard } from '../../features/change-password/components/change-password-card';
import { useChangePassword } from '../../features/change-password/hooks/use-change-password';

export function SettingsRoute() {
  const { form, submitting, formError, changed, submit } = useChangePassword();
  return (
    <ChangePasswordCard
      form={form}
      submitting={submitting}
      formError={formError}
      changed={changed}
      onSubmit={submit}
    />
  );
}
