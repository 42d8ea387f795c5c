import '../panel-lists.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router';
import {
  AdminUserUpdate,
  COUPON_FILTER,
  DEALER_PERMISSIONS,
  LIMIT_KINDS,
  PRODUCT_KEYS,
  historyKind,
  mayMoveCredit,
  toMajor,
  toMinor,
  type AdminUser,
  type LimitKind,
  type Limits,
  type ProductName,
} from '@bet/shared';
import { ApiError, client } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { useNotify } from '../../../state/notify-store.ts';
import { useSession } from '../../../state/session-store.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { accountTexts } from '../../../i18n/feature-texts.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { useTypedAmount, type TypedAmount } from '../../../ui/use-typed-amount.ts';
import { CreditDialog } from './CreditDialog.tsx';
import { panelClient } from '../panel-client.ts';
import { PanelTableWrap } from '../PanelParts.tsx';

const MANAGER_ROLES = ['topDealer', 'dealer', 'subDealer'];
/** The coupon list's type number of each limit kind (its name is a site text). */
const KIND_TYPE: Record<LimitKind, number> = { combine: 0, system: 1, multiple: 2, single: 3, live: 4 };
/** The site's name of each product area; the jackpots have the panel's own. */
const PRODUCT_TEXT: Record<ProductName, string> = {
  sportUser: 'nav.sports',
  liveUser: 'nav.live',
  casinoUser: 'nav.liveCasino',
  slotUser: 'nav.slots',
  bingoUser: 'nav.bingo',
  virtualUser: 'nav.virtual',
  tvgamesUser: 'nav.tvGames',
  livejackpotUser: 'panel.user.product.livejackpotUser',
  slotjackpotUser: 'panel.user.product.slotjackpotUser',
};

/**
 * One user of the subtree: profile and balance, credit, close and reopen, a new password, its
 * limits per coupon type, products, dealer permissions and commission (never beyond its parent's:
 * the server refuses more and says which), a move under another dealer, and its movements and
 * coupons.
 */
export default function UserPage() {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const { id, lang } = useParams();
  const money = useMoney();
  const me = useSession((s) => s.user);
  const { data: user } = useApi(panelClient.adminUsers.get, { id: Number(id) });
  const [credit, setCredit] = useState(false);
  if (!user) return <p className="panel-loading" aria-busy="true" />;
  const isManager = MANAGER_ROLES.includes(user.role);
  return (
    <div data-testid="panel-user-page">
      <section className="panel-card">
        <h2>{user.userName}</h2>
        <dl className="panel-figures">
          <div>
            <dt>{t('panel.user.role')}</dt>
            <dd>{t(`panel.role.${user.role}`)}</dd>
          </div>
          <div>
            <dt>{t('panel.user.parent')}</dt>
            <dd>{user.parentName ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('panel.balance')}</dt>
            <dd data-testid="user-balance">{money(toMinor(user.credit))}</dd>
          </div>
          {user.owed > 0 && (
            <div>
              <dt>{t('panel.user.owed')}</dt>
              <dd>{money(toMinor(user.owed))}</dd>
            </div>
          )}
          <div>
            <dt>{t('panel.user.status')}</dt>
            <dd data-testid="user-status">{t(user.status ? 'panel.user.open' : 'panel.user.closed')}</dd>
          </div>
          <div>
            <dt>{t('panel.user.lastLogin')}</dt>
            <dd>{user.lastLoginAt ? when.format(new Date(user.lastLoginAt)) : '—'}</dd>
          </div>
        </dl>
        <div className="panel-toolbar">
          {me && mayMoveCredit(me, user) && (
            <button
              type="button"
              className="panel-btn"
              data-testid="user-credit"
              onClick={() => setCredit(true)}
            >
              {t('panel.credit.button')}
            </button>
          )}
          <StatusButton user={user} />
          {user.role === 'player' && (
            <Link className="panel-btn" to={`/${lang}/admin/responsible-gaming/${user.userId}`}>
              {t('panel.nav.responsibleGaming')}
            </Link>
          )}
        </div>
      </section>
      <PasswordForm user={user} />
      <SettingsForm key={user.userId + JSON.stringify(user)} user={user} isManager={isManager} />
      <MoveForm user={user} />
      <Transactions userId={user.userId} />
      <Coupons userId={user.userId} />
      {credit && <CreditDialog user={user} onClose={() => setCredit(false)} />}
    </div>
  );
}

/** Runs a write and tells how it went; a refusal shows its message key in the page's language. */
function useWrite() {
  const show = useNotify((s) => s.show);
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await write();
      await queryClient.invalidateQueries();
      show({ state: 1, message: done });
      return true;
    } catch (err) {
      show({ state: 2, message: err instanceof ApiError ? err.code : 'technicalError' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function StatusButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { busy, run } = useWrite();
  const [asking, setAsking] = useState(false);
  if (!user.status)
    return (
      <button
        type="button"
        className="panel-btn"
        disabled={busy}
        data-testid="user-reopen"
        onClick={() => void run(() => panelClient.adminUsers.reopen({ id: user.userId }), 'panel.user.saved')}
      >
        {t('panel.user.reopen')}
      </button>
    );
  if (!asking)
    return (
      <button type="button" className="panel-btn" data-testid="user-close" onClick={() => setAsking(true)}>
        {t('panel.user.close')}
      </button>
    );
  return (
    <span role="group" aria-label={t('panel.user.close')}>
      <span className="panel-note">{t('panel.user.confirmClose', { user: user.userName })}</span>{' '}
      <button
        type="button"
        className="panel-btn panel-btn-primary"
        disabled={busy}
        data-testid="user-close-confirm"
        onClick={() =>
          void run(() => panelClient.adminUsers.close({ id: user.userId }), 'panel.user.saved').then(() =>
            setAsking(false),
          )
        }
      >
        {t('panel.confirm.yes')}
      </button>{' '}
      <button type="button" className="panel-btn" onClick={() => setAsking(false)}>
        {t('panel.confirm.no')}
      </button>
    </span>
  );
}

function PasswordForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { busy, run } = useWrite();
  const [password, setPassword] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (
      await run(
        () => panelClient.adminUsers.resetPassword({ id: user.userId }, { password }),
        'panel.user.passwordDone',
      )
    )
      setPassword('');
  };
  return (
    <section className="panel-card">
      <form className="panel-form" onSubmit={(e) => void submit(e)} data-testid="user-password-form">
        <label>
          {t('panel.user.newPassword')}
          <input
            type="password"
            autoComplete="new-password"
            minLength={4}
            maxLength={20}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button type="submit" className="panel-btn" disabled={busy}>
          {t('panel.user.resetPassword')}
        </button>
      </form>
    </section>
  );
}

type LimitDraft = Record<
  LimitKind,
  { minTip: string; minStake: string; maxStake: string; maxPay: string; status: 0 | 1 }
>;

/** The limits as their boxes show them, each amount written in the page's language ('1000,50' in Turkish). */
const draftOf = (limits: Limits, typed: TypedAmount): LimitDraft =>
  Object.fromEntries(
    LIMIT_KINDS.map((k) => [
      k,
      {
        minTip: String(limits[k].minTip),
        minStake: typed.show(toMinor(limits[k].minStake)),
        maxStake: typed.show(toMinor(limits[k].maxStake)),
        maxPay: typed.show(toMinor(limits[k].maxPay)),
        status: limits[k].status,
      },
    ]),
  ) as LimitDraft;

function SettingsForm({ user, isManager }: { user: AdminUser; isManager: boolean }) {
  const { t } = useTranslation();
  const { busy, run } = useWrite();
  // money typed as the stake box reads it: '1.000' is a thousand in Turkish, '1,000.50' in English
  const typed = useTypedAmount();
  const amountOf = (text: string) => {
    const minor = typed.read(text);
    return minor === null ? Number.NaN : toMajor(minor);
  };
  const [limits, setLimits] = useState(() => draftOf(user.limits, typed));
  const [products, setProducts] = useState(user.products);
  const [permissions, setPermissions] = useState(user.permissions);
  // the commission is a percentage with at most two decimals, in basis points: read with the same
  // rule, so the language's decimal sign (and the Arabic one) is its decimal sign ('12,5' is
  // 12.5 %); a grouped figure ('1.000') is no commission, and the request's range refuses it
  const [commission, setCommission] = useState(typed.show(user.commissionBp));
  const [casinoLimit, setCasinoLimit] = useState(typed.show(toMinor(user.casinoLimit)));
  const [invalid, setInvalid] = useState(false);
  const setLimit = (k: LimitKind, field: keyof LimitDraft[LimitKind], value: string | 0 | 1) =>
    setLimits((l) => ({ ...l, [k]: { ...l[k], [field]: value } }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const commissionBp = typed.read(commission);
    // The request's own schema checks the form before it is sent.
    const body = AdminUserUpdate.safeParse({
      limits: Object.fromEntries(
        LIMIT_KINDS.map((k) => [
          k,
          {
            minTip: Number(limits[k].minTip),
            minStake: amountOf(limits[k].minStake),
            maxStake: amountOf(limits[k].maxStake),
            maxPay: amountOf(limits[k].maxPay),
            status: limits[k].status,
          },
        ]),
      ),
      products,
      casinoLimit: amountOf(casinoLimit),
      ...(isManager ? { permissions, commissionBp: commissionBp ?? Number.NaN } : {}),
    });
    setInvalid(!body.success);
    if (!body.success) return;
    await run(() => panelClient.adminUsers.update({ id: user.userId }, body.data), 'panel.user.saved');
  };

  return (
    <section className="panel-card">
      <form
        className="panel-form panel-user-settings"
        onSubmit={(e) => void submit(e)}
        data-testid="user-settings-form"
        noValidate
      >
        <PanelTableWrap>
          <table className="panel-table">
            <caption>{t('panel.user.limits')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('panel.coupons.type')}</th>
                <th scope="col">{t('panel.user.kindOn')}</th>
                <th scope="col">{t('panel.user.minTip')}</th>
                <th scope="col">{t('panel.user.minStake')}</th>
                <th scope="col">{t('panel.user.maxStake')}</th>
                <th scope="col">{t('panel.user.maxPay')}</th>
              </tr>
            </thead>
            <tbody>
              {LIMIT_KINDS.map((k) => {
                const kind = t(`coupons.type.${KIND_TYPE[k]}`);
                return (
                  <tr key={k} data-testid={`limit-${k}`}>
                    <th scope="row">{kind}</th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${kind}: ${t('panel.user.kindOn')}`}
                        checked={limits[k].status === 1}
                        onChange={(e) => setLimit(k, 'status', e.target.checked ? 1 : 0)}
                      />
                    </td>
                    {(['minTip', 'minStake', 'maxStake', 'maxPay'] as const).map((f) => (
                      <td key={f}>
                        <input
                          name={`${k}.${f}`}
                          inputMode={f === 'minTip' ? 'numeric' : 'decimal'}
                          size={8}
                          aria-label={`${kind}: ${t(`panel.user.${f}`)}`}
                          value={limits[k][f]}
                          onChange={(e) =>
                            setLimit(
                              k,
                              f,
                              f === 'minTip' ? e.target.value : typed.keep(e.target.value, limits[k][f]),
                            )
                          }
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </PanelTableWrap>
        <fieldset className="panel-radios">
          <legend>{t('panel.user.products')}</legend>
          {PRODUCT_KEYS.map((p) => (
            <label key={p}>
              <input
                type="checkbox"
                name={p}
                checked={products[p].status === 1}
                onChange={(e) => setProducts((s) => ({ ...s, [p]: { status: e.target.checked ? 1 : 0 } }))}
              />
              {t(PRODUCT_TEXT[p])}
            </label>
          ))}
        </fieldset>
        <label>
          {t('admin.user.casinoLimit')}
          <input
            name="casinoLimit"
            inputMode="decimal"
            value={casinoLimit}
            onChange={(e) => setCasinoLimit(typed.keep(e.target.value, casinoLimit))}
            data-testid="user-casino-limit"
          />
        </label>
        {isManager && (
          <>
            <fieldset className="panel-radios">
              <legend>{t('panel.user.permissions')}</legend>
              {DEALER_PERMISSIONS.map((p) => (
                <label key={p}>
                  <input
                    type="checkbox"
                    name={p}
                    checked={permissions[p] === 1}
                    onChange={(e) => setPermissions((s) => ({ ...s, [p]: e.target.checked ? 1 : 0 }))}
                  />
                  {t(`panel.user.perm.${p}`)}
                </label>
              ))}
            </fieldset>
            <label>
              {t('panel.user.commission')}
              <input
                name="commission"
                inputMode="decimal"
                value={commission}
                onChange={(e) => setCommission(typed.keep(e.target.value, commission))}
              />
            </label>
          </>
        )}
        {invalid && (
          <p className="panel-alert" role="alert">
            {t('invalidRequest')}
          </p>
        )}
        <button type="submit" className="panel-btn panel-btn-primary" disabled={busy} data-testid="user-save">
          {t('panel.user.save')}
        </button>
      </form>
    </section>
  );
}

/** Moves the user under the caller or under another dealer of its subtree, found by name. */
function MoveForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const me = useSession((s) => s.user);
  const { busy, run } = useWrite();
  const [keyWord, setKeyWord] = useState('');
  const [search, setSearch] = useState('');
  const { data } = useApi(search.length >= 2 ? panelClient.adminUsers.list : null, {
    keyWord: search,
    limit: 20,
  });
  const targets = [
    ...(me && me.userId !== user.parentId ? [{ userId: me.userId, userName: me.userName }] : []),
    ...(search.length >= 2 ? (data?.results ?? []) : []).filter(
      (u) => MANAGER_ROLES.includes(u.role) && u.userId !== user.userId && u.userId !== user.parentId,
    ),
  ];
  return (
    <section className="panel-card">
      <h2>{t('panel.user.move')}</h2>
      <form
        className="panel-toolbar"
        role="search"
        aria-label={t('panel.user.move')}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(keyWord.trim());
        }}
      >
        <label>
          {t('panel.network.search')}
          <input value={keyWord} maxLength={50} onChange={(e) => setKeyWord(e.target.value)} />
        </label>
        <button type="submit" className="panel-btn">
          {t('panel.filter.apply')}
        </button>
      </form>
      <ul className="panel-tree">
        {targets.map((u) => (
          <li key={u.userId}>
            <button
              type="button"
              className="panel-btn"
              disabled={busy}
              onClick={() =>
                void run(
                  () => panelClient.adminUsers.changeParent({ id: user.userId }, { parentId: u.userId }),
                  'panel.user.moved',
                )
              }
            >
              {t('panel.user.moveTo', { user: u.userName })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A movement's kind by name, as the player's own list shows it (the text before '->'). */
function movementText(type: string, t: TFunction, exists: (key: string) => boolean): string {
  const kind = type.split('->')[0] ?? type;
  const key = `acct.tx.kind.${kind}`;
  return exists(key) ? t(key) : kind;
}

function Transactions({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  // the kinds' names are the account screens' texts
  const named = useTexts(accountTexts);
  const when = useDateFormat(DATE_TIME);
  const money = useMoney();
  const { data } = useApi(panelClient.dealerPanel.userTransactions, { id: userId }, { limit: 20 });
  return (
    <section className="panel-card">
      <h2>{t('panel.user.transactions')}</h2>
      {data && !data.results.length && <p className="panel-note">{t('panel.finance.empty')}</p>}
      {!!data?.results.length && (
        <PanelTableWrap>
          <table className="panel-table" data-testid="user-transactions">
            <thead>
              <tr>
                <th scope="col">{t('panel.finance.date')}</th>
                <th scope="col">{t('panel.audit.what')}</th>
                <th scope="col" className="num">
                  {t('panel.credit.amount')}
                </th>
                <th scope="col" className="num">
                  {t('panel.finance.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((r) => (
                <tr key={r.id}>
                  <td>{when.format(new Date(r.processDate))}</td>
                  <td>{named ? movementText(r.type, t, (k) => i18n.exists(k)) : ''}</td>
                  <td className="num">{money(toMinor(r.transType ? r.amount : -r.amount))}</td>
                  <td className="num">{money(toMinor(r.balance))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </PanelTableWrap>
      )}
    </section>
  );
}

function Coupons({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const money = useMoney();
  const { data } = useApi(client.coupons.adminList, { userId, limit: 20 });
  return (
    <section className="panel-card">
      <h2>{t('panel.user.coupons')}</h2>
      {data && !data.results.length && <p className="panel-note">{t('panel.coupons.none')}</p>}
      {!!data?.results.length && (
        <PanelTableWrap>
          <table className="panel-table" data-testid="user-coupons">
            <thead>
              <tr>
                <th scope="col">{t('ticket.id')}</th>
                <th scope="col">{t('panel.finance.date')}</th>
                <th scope="col">{t('panel.coupons.type')}</th>
                <th scope="col" className="num">
                  {t('admin.reports.col.stakes')}
                </th>
                <th scope="col" className="num">
                  {t('panel.dash.openMaxPay')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((c) => (
                <tr key={c.ticketId}>
                  <td>{c.ticketId}</td>
                  <td>{when.format(new Date(c.ticketDate))}</td>
                  <td>{t(`coupons.type.${COUPON_FILTER[historyKind(c)]}`)}</td>
                  <td className="num">{money(toMinor(c.totalStake))}</td>
                  <td className="num">{money(toMinor(c.maxPay))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </PanelTableWrap>
      )}
    </section>
  );
}
