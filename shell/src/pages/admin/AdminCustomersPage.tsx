import { withPageStore } from '../page-kit/page-store';
import type { ShellPageProps } from '../shell-page-props';
import { CustomersDirectory } from './CustomersDirectory';

function AdminCustomersPage(_props: ShellPageProps) {
  return (
    <CustomersDirectory
      title="Customer users"
      listPath="admin/customers"
      impersonatePath="admin/impersonation"
    />
  );
}

export default withPageStore(AdminCustomersPage);
