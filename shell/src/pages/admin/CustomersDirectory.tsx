import { useState } from 'react';
import type { CustomerUser } from '@staydesk/contracts';
import { Button, EmptyState, Input, Skeleton, VisuallyHidden } from '@staydesk/design-system';
import { queryErrorMessage } from '../page-kit/query-load';
import { useCustomersQuery } from './admin-api';
import { ImpersonateForm } from './ImpersonateForm';

interface CustomersDirectoryProps {
  title: string;
  /** Where (under /api) the customers come from and impersonation starts, for this admin. */
  listPath: string;
  impersonatePath: string;
}

const matches = (user: CustomerUser, text: string) =>
  `${user.name} ${user.email} ${user.roles.join(' ')}`.toLowerCase().includes(text);

function UserItem({
  user,
  impersonatePath,
  picked,
  onPick,
  onCancel,
}: {
  user: CustomerUser;
  impersonatePath: string;
  picked: boolean;
  onPick(): void;
  onCancel(): void;
}) {
  const canImpersonate = user.active && !user.isSuperUser;
  return (
    <li css={{ padding: '8px 0', borderBottom: '1px solid #e2e8f0' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', alignItems: 'center' }}>
        <strong css={{ minWidth: 160 }}>{user.name}</strong>
        <span css={{ minWidth: 200, overflowWrap: 'anywhere' }}>{user.email}</span>
        <span css={{ flex: 1, minWidth: 120 }}>{user.roles.join(', ').replace(/_/g, ' ')}</span>
        {canImpersonate ? (
          <Button size="sm" variant="secondary" onClick={onPick} disabled={picked}>
            Impersonate<VisuallyHidden> {user.email}</VisuallyHidden>
          </Button>
        ) : (
          <span>{user.isSuperUser ? 'Super user' : 'Inactive'}</span>
        )}
      </div>
      {picked && <ImpersonateForm user={user} endpoint={impersonatePath} onCancel={onCancel} />}
    </li>
  );
}

/** Customers and their users; picking one asks why and starts impersonating. */
export function CustomersDirectory({ title, listPath, impersonatePath }: CustomersDirectoryProps) {
  const { data, error, isError, isFetching } = useCustomersQuery(listPath);
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
      {isFetching && <Skeleton height={24} width="60%" />}
      {isError && (
        <EmptyState
          title="This page is not available to you"
          description={queryErrorMessage(error)}
        />
      )}
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
              <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {customer.users.map((user) => (
                  <UserItem
                    key={user.id}
                    user={user}
                    impersonatePath={impersonatePath}
                    picked={picked?.id === user.id}
                    onPick={() => setPicked(user)}
                    onCancel={() => setPicked(null)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
