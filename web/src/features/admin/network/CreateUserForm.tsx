import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { NOTIFY, AdminUserCreate, LOGIN_MAX, LOGIN_MIN, type Role } from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { useNotify } from '../../../state/notify-store.ts';
import { useSession } from '../../../state/session-store.ts';
import { panelClient } from '../panel-client.ts';

/** What each manager may open below itself (the server decides; this only offers the choices). */
const OPENS: Partial<Record<Role, readonly Role[]>> = {
  admin: ['topDealer', 'dealer', 'subDealer', 'player', 'terminal'],
  topDealer: ['dealer', 'subDealer', 'player', 'terminal'],
  dealer: ['subDealer', 'player', 'terminal'],
  subDealer: ['player', 'terminal'],
};

// The create request's own schema, with the login name's length rule of the spec.
const Form = AdminUserCreate.pick({ userName: true, password: true, role: true }).extend({
  userName: AdminUserCreate.shape.userName.trim().min(LOGIN_MIN).max(LOGIN_MAX),
  password: AdminUserCreate.shape.password.min(4).max(20),
});
interface Form {
  userName: string;
  password: string;
  role: Role;
}

/** Opens a sub-dealer, player or shop user below the caller, within its opening limit. */
export function CreateUserForm() {
  const { t } = useTranslation();
  const role = useSession((s) => s.user?.role);
  const show = useNotify((s) => s.show);
  const [open, setOpen] = useState(false);
  const choices = (role && OPENS[role]) ?? [];
  const { register, handleSubmit, reset, formState } = useForm<Form>({
    resolver: zodResolver(Form),
    defaultValues: { userName: '', password: '', role: choices.includes('player') ? 'player' : choices[0] },
  });
  if (!choices.length) return null;
  const submit = handleSubmit(async (values) => {
    try {
      await panelClient.adminUsers.create({ ...values, userName: values.userName.toLowerCase() });
      await queryClient.invalidateQueries();
      show({ state: NOTIFY.success, message: 'panel.create.done' });
      reset();
      setOpen(false);
    } catch (err) {
      show({ state: NOTIFY.error, message: err instanceof ApiError ? err.code : 'technicalError' });
    }
  });
  return (
    <div className="panel-card">
      <button
        type="button"
        className="panel-btn panel-btn-primary"
        aria-expanded={open}
        data-testid="create-user-open"
        onClick={() => setOpen((o) => !o)}
      >
        {t('panel.create.open')}
      </button>
      {open && (
        <form className="panel-form panel-create" onSubmit={submit} data-testid="create-user-form" noValidate>
          <label>
            {t('panel.user.role')}
            <select {...register('role')}>
              {choices.map((r) => (
                <option key={r} value={r}>
                  {t(`panel.role.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('panel.user.userName')}
            <input autoComplete="off" {...register('userName')} aria-invalid={!!formState.errors.userName} />
            {formState.errors.userName && (
              <span className="panel-error">{t('panel.create.userNameRule')}</span>
            )}
          </label>
          <label>
            {t('panel.create.password')}
            <input
              type="password"
              autoComplete="new-password"
              {...register('password')}
              aria-invalid={!!formState.errors.password}
            />
            {formState.errors.password && (
              <span className="panel-error">{t('panel.create.passwordRule')}</span>
            )}
          </label>
          <button
            type="submit"
            className="panel-btn panel-btn-primary"
            disabled={formState.isSubmitting}
            data-testid="create-user-submit"
          >
            {t('panel.create.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
