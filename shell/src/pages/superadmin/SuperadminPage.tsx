import { CustomersDirectory } from '../admin/CustomersDirectory';
import { withPageStore } from '../page-kit/page-store';
import type { ShellPageProps } from '../shell-page-props';

function SuperadminPage(_props: ShellPageProps) {
  return (
    <CustomersDirectory
      title="Super admin: customers"
      listPath="superadmin/customers"
      impersonatePath="auth/impersonation"
    />
  );
}

export default withPageStore(SuperadminPage);
