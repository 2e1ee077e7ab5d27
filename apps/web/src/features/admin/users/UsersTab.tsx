import type { AdminUser } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { AdminTable, QueryView } from '../components/AdminTable';
import { AdminBadge } from '../components/AdminUi';
import { FilterBar } from '../components/FilterBar';
import { useCustomerIdentity } from '../components/identity';
import { type UserFilters, useAdminUsers } from './api';
import { UserEditModal } from './UserEditModal';
import { UserMachinesModal } from './UserMachinesModal';

const initial: UserFilters = { page: 1, search: '' };

/**
 * Users: search by name or e-mail, 20 a page newest first, edit name, e-mail, admin flag and billing; see and
 * free a buyer's machines.
 */
export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const identity = useCustomerIdentity();
  const language = pickLanguage(i18n.language);
  const [filters, setFilters] = useState(initial);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [machinesOf, setMachinesOf] = useState<AdminUser | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const users = useAdminUsers(filters);
  const close = useCallback(() => setEditing(null), []);
  const closeMachines = useCallback(() => setMachinesOf(null), []);

  return (
    <div data-testid="admin-users">
      <FilterBar
        searchLabel={t('users.searchPlaceholder')}
        onSearch={(search) => setFilters({ page: 1, search })}
      />
      {saved && (
        <p role="status" className="mb-4 text-green-400" data-testid="user-saved">
          {t('users.saved', { name: saved })}
        </p>
      )}
      <QueryView query={users}>
        {(data) => (
          <AdminTable
            headers={[
              t('users.columns.name'),
              t('users.columns.email'),
              t('users.columns.createdAt'),
              t('users.columns.role'),
              t('users.columns.billing'),
              t('shared.actions'),
            ]}
            empty={data.users.length === 0 && t('users.empty')}
            pagination={data.pagination}
            onPage={(page) => setFilters({ ...filters, page })}
          >
            {data.users.map((user) => (
              <tr key={user._id} data-testid="admin-user-row">
                <td>{identity(user).name}</td>
                <td>{identity(user).email}</td>
                <td>{formatDateTime(user.createdAt, language)}</td>
                <td>{user.isAdmin ? <AdminBadge /> : t('users.customer')}</td>
                <td>{user.billingName ? t('users.billingSet') : t('users.billingMissing')}</td>
                <td>
                  <button
                    type="button"
                    className="text-brand-400 hover:underline"
                    onClick={() => {
                      setSaved(null);
                      setEditing(user);
                    }}
                  >
                    {t('shared.edit')}
                  </button>
                  <button
                    type="button"
                    className="ml-3 text-brand-400 hover:underline"
                    data-testid="admin-user-machines"
                    onClick={() => setMachinesOf(user)}
                  >
                    {t('users.machinesButton')}
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryView>
      {machinesOf && <UserMachinesModal user={machinesOf} onClose={closeMachines} />}
      {editing && (
        <UserEditModal
          user={editing}
          onClose={close}
          onSaved={(user) => {
            setEditing(null);
            setSaved(user.name);
          }}
        />
      )}
    </div>
  );
}
