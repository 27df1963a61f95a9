import type { ShellPageProps } from '../shell-page-props';
import { CustomersDirectory } from './CustomersDirectory';

export default function AdminCustomersPage({ platform }: ShellPageProps) {
  return (
    <CustomersDirectory
      platform={platform}
      title="Customer users"
      listPath="/api/admin/customers"
      impersonatePath="/api/admin/impersonation"
    />
  );
}
