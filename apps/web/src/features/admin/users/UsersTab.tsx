import type { AdminUser } from '@shop/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, formatDateTime } from '@/shared/format';
import { Spinner } from '@/shared/ui/Spinner';
import { AdminBadge, LoadErrorBanner, Pager } from '../components/AdminUi';
import { FilterBar } from '../components/FilterBar';
import { type UserFilters, useAdminUsers } from './api';
import { UserEditModal } from './UserEditModal';

const initial: UserFilters = { page: 1, search: '' };

/** Users: search by name or e-mail, 20 a page newest first, edit name, e-mail, admin flag and billing. */
export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const language = asLanguage(i18n.language);
  const [filters, setFilters] = useState(initial);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const users = useAdminUsers(filters);
  const close = useCallback(() => setEditing(null), []);

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
      {users.isError && <LoadErrorBanner message={users.error.message} />}
      {!users.data && !users.isError && <Spinner />}
      {users.data && (
        <>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-400">
              <tr>
                <th className="py-2">{t('users.columns.name')}</th>
                <th>{t('users.columns.email')}</th>
                <th>{t('users.columns.createdAt')}</th>
                <th>{t('users.columns.role')}</th>
                <th>{t('users.columns.billing')}</th>
                <th>{t('shared.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800 text-slate-200">
              {users.data.users.map((user) => (
                <tr key={user._id} data-testid="admin-user-row">
                  <td className="py-2">{user.name}</td>
                  <td>{user.email}</td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {users.data.users.length === 0 && (
            <p className="py-6 text-center text-slate-400">{t('users.empty')}</p>
          )}
          <Pager pagination={users.data.pagination} onPage={(page) => setFilters({ ...filters, page })} />
        </>
      )}
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
