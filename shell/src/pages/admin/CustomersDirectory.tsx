import { useState } from 'react';
import type { AdminCustomers, CustomerUser, PlatformApi } from '@staydesk/contracts';
import { Button, EmptyState, Input, Skeleton, VisuallyHidden } from '@staydesk/design-system';
import { ImpersonateForm } from './ImpersonateForm';
import { useApiJson } from './use-api-json';
import { cellStyle, tableStyle } from './table-style';

interface CustomersDirectoryProps {
  platform: PlatformApi;
  title: string;
  /** Where the customers come from and where impersonation starts, for this kind of admin. */
  listPath: string;
  impersonatePath: string;
}

const matches = (user: CustomerUser, text: string) =>
  `${user.name} ${user.email} ${user.roles.join(' ')}`.toLowerCase().includes(text);

function UserRow({
  user,
  picked,
  onPick,
}: {
  user: CustomerUser;
  picked: boolean;
  onPick(): void;
}) {
  const canImpersonate = user.active && !user.isSuperUser;
  return (
    <tr>
      <td css={cellStyle}>{user.name}</td>
      <td css={cellStyle}>{user.email}</td>
      <td css={cellStyle}>{user.roles.join(', ').replace(/_/g, ' ')}</td>
      <td css={cellStyle}>
        {canImpersonate ? (
          <Button size="sm" variant="secondary" onClick={onPick} disabled={picked}>
            Impersonate<VisuallyHidden> {user.email}</VisuallyHidden>
          </Button>
        ) : (
          (user.isSuperUser && 'Super user') || 'Inactive'
        )}
      </td>
    </tr>
  );
}

/** Customers and their users; picking one asks why and starts impersonating. */
export function CustomersDirectory({
  platform,
  title,
  listPath,
  impersonatePath,
}: CustomersDirectoryProps) {
  const { data, error, loading } = useApiJson<AdminCustomers>(platform, listPath);
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<CustomerUser | null>(null);
  const text = filter.trim().toLowerCase();
  const customers = (data?.customers ?? [])
    .map((customer) => ({
      ...customer,
      users: customer.name.toLowerCase().includes(text)
        ? customer.users
        : customer.users.filter((user) => matches(user, text)),
    }))
    .filter((customer) => customer.users.length > 0);
  return (
    <section
      css={{ padding: 16, maxWidth: 1000, margin: '0 auto' }}
      aria-labelledby="customers-title"
    >
      <h1 id="customers-title" css={{ fontSize: 22 }}>
        {title}
      </h1>
      {loading && <Skeleton height={24} width="60%" />}
      {error && <EmptyState title="This page is not available to you" description={error} />}
      {data && (
        <>
          <Input
            label="Filter customers or users"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          {customers.length === 0 && <p>No customer or user matches.</p>}
          {customers.map((customer) => (
            <section key={customer.id} aria-label={customer.name} css={{ marginTop: 16 }}>
              <h2 css={{ fontSize: 17 }}>{customer.name}</h2>
              <div css={{ overflowX: 'auto' }}>
                <table css={tableStyle}>
                  <thead>
                    <tr>
                      <th css={cellStyle}>Name</th>
                      <th css={cellStyle}>Email</th>
                      <th css={cellStyle}>Roles</th>
                      <th css={cellStyle}>Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {customer.users.map((user) => (
                      <UserRow
                        key={user.id}
                        user={user}
                        picked={picked?.id === user.id}
                        onPick={() => setPicked(user)}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
              {picked && customer.users.some((user) => user.id === picked.id) && (
                <ImpersonateForm
                  platform={platform}
                  user={picked}
                  endpoint={impersonatePath}
                  onCancel={() => setPicked(null)}
                />
              )}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
