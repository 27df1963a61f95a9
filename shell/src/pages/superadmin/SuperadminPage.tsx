import { CustomersDirectory } from '../admin/CustomersDirectory';
import type { ShellPageProps } from '../shell-page-props';

export default function SuperadminPage({ platform }: ShellPageProps) {
  return (
    <CustomersDirectory
      platform={platform}
      title="Super admin: customers"
      listPath="/api/superadmin/customers"
      impersonatePath="/api/auth/impersonation"
    />
  );
}
