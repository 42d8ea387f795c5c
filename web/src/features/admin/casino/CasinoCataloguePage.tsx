import '../panel-lists.css';
import './casino-admin.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  CASINO_ADMIN_KINDS,
  CASINO_PRODUCTS,
  type CasinoAdminEntry,
  type CasinoAdminKind,
  type CasinoProductKey,
} from '@bet/shared';
import { useApi } from '../../../ui/use-api.ts';
import { panelClient } from '../panel-client.ts';
import { PanelPager, PANEL_PAGE_SIZE } from '../PanelPager.tsx';
import { PanelLoadError, PanelMessage, PanelTableWrap, type PanelMessageText } from '../PanelParts.tsx';

/**
 * The casino catalogue of the back office: providers, categories and games, filtered by product
 * and text, each row's name, order, switch and mobile flag editable and saved at once.
 */
export default function CasinoCataloguePage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CasinoAdminKind>('games');
  const [product, setProduct] = useState<CasinoProductKey | ''>('');
  const [keyWord, setKeyWord] = useState('');
  const [page, setPage] = useState(0);
  const [message, setMessage] = useState<PanelMessageText | null>(null);
  const { data, error, loading, setData } = useApi(
    panelClient.casinoAdmin.list,
    { kind },
    {
      offset: page * PANEL_PAGE_SIZE,
      limit: PANEL_PAGE_SIZE,
      ...(product ? { product } : {}),
      ...(keyWord.trim() ? { keyWord: keyWord.trim() } : {}),
    },
  );
  const save = async (
    entry: CasinoAdminEntry,
    change: Partial<Pick<CasinoAdminEntry, 'name' | 'sort' | 'active' | 'mobile'>>,
  ) => {
    try {
      const body = Object.fromEntries(
        Object.entries(change).filter(([, v]) => v !== null && v !== undefined),
      );
      const saved = await panelClient.casinoAdmin.update({ kind: entry.kind, id: entry.id }, body);
      setData((d) => (d ? { ...d, results: d.results.map((r) => (r.id === saved.id ? saved : r)) } : d));
      setMessage({ ok: true, text: t('casinoAdmin.saved', { name: saved.name }) });
    } catch (e) {
      setMessage({
        ok: false,
        text: e instanceof ApiError ? e.serverMessage || t('technicalError') : t('technicalError'),
      });
    }
  };
  return (
    <section className="panel-card" data-testid="panel-casino">
      <div className="panel-toolbar" role="group" aria-label={t('casinoAdmin.kind')}>
        {CASINO_ADMIN_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className="panel-btn"
            aria-pressed={kind === k}
            onClick={() => {
              setKind(k);
              setPage(0);
            }}
          >
            {t(`casinoAdmin.kind.${k}`)}
          </button>
        ))}
      </div>
      <div className="panel-toolbar">
        <label>
          {t('casinoAdmin.product')}
          <select
            value={product}
            onChange={(e) => {
              setProduct(e.target.value as CasinoProductKey | '');
              setPage(0);
            }}
          >
            <option value="">{t('casinoAdmin.allProducts')}</option>
            {CASINO_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {t(`casinoAdmin.productName.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('casinoAdmin.search')}
          <input
            value={keyWord}
            maxLength={50}
            autoComplete="off"
            onChange={(e) => {
              setKeyWord(e.target.value);
              setPage(0);
            }}
            data-testid="casino-admin-search"
          />
        </label>
      </div>
      <PanelMessage message={message} testId="casino-admin-message" />
      <PanelLoadError error={error} loading={loading} />
      <PanelTableWrap>
        <table className="panel-table" data-testid="casino-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('casinoAdmin.name')}</th>
              <th scope="col">{t('casinoAdmin.code')}</th>
              <th scope="col">{t('casinoAdmin.product')}</th>
              {kind === 'games' && <th scope="col">{t('casinoAdmin.provider')}</th>}
              <th scope="col" className="num">
                {t('casinoAdmin.sort')}
              </th>
              {kind !== 'categories' && <th scope="col">{t('casinoAdmin.active')}</th>}
              {kind === 'games' && <th scope="col">{t('casinoAdmin.mobile')}</th>}
              <th scope="col">{t('casinoAdmin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((entry) => (
              <CatalogueRow key={`${entry.kind}.${entry.id}`} entry={entry} onSave={save} />
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
      {data && <PanelPager page={page} total={data.totalCount} onPage={setPage} />}
    </section>
  );
}

function CatalogueRow({
  entry,
  onSave,
}: {
  entry: CasinoAdminEntry;
  onSave: (
    e: CasinoAdminEntry,
    change: Partial<Pick<CasinoAdminEntry, 'name' | 'sort' | 'active' | 'mobile'>>,
  ) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.name);
  const [sort, setSort] = useState(String(entry.sort));
  const changed = name.trim() !== entry.name || Number(sort) !== entry.sort;
  const valid = name.trim().length > 0 && /^-?\d{1,6}$/.test(sort.trim());
  return (
    <tr data-testid="casino-admin-row" data-id={entry.id} data-code={entry.code}>
      <td>
        <input
          className="panel-input"
          value={name}
          maxLength={100}
          aria-label={t('casinoAdmin.nameOf', { name: entry.name })}
          onChange={(e) => setName(e.target.value)}
        />
      </td>
      <td>{entry.code}</td>
      <td>{entry.product ? t(`casinoAdmin.productName.${entry.product}`) : '—'}</td>
      {entry.kind === 'games' && <td>{entry.providerName}</td>}
      <td className="num">
        <input
          className="panel-input"
          value={sort}
          inputMode="numeric"
          size={5}
          aria-label={t('casinoAdmin.sortOf', { name: entry.name })}
          onChange={(e) => setSort(e.target.value)}
        />
      </td>
      {entry.active !== null && (
        <td>
          <button
            type="button"
            className="panel-btn"
            aria-pressed={entry.active}
            onClick={() => void onSave(entry, { active: !entry.active })}
            data-testid="casino-admin-active"
          >
            {entry.active ? t('casinoAdmin.on') : t('casinoAdmin.off')}
            <span className="visually-hidden">
              {' '}
              {t('casinoAdmin.active')}: {entry.name}
            </span>
          </button>
        </td>
      )}
      {entry.mobile !== null && (
        <td>
          <button
            type="button"
            className="panel-btn"
            aria-pressed={entry.mobile}
            onClick={() => void onSave(entry, { mobile: !entry.mobile })}
          >
            {entry.mobile ? t('casinoAdmin.on') : t('casinoAdmin.off')}
            <span className="visually-hidden">
              {' '}
              {t('casinoAdmin.mobile')}: {entry.name}
            </span>
          </button>
        </td>
      )}
      <td>
        <button
          type="button"
          className="panel-btn"
          disabled={!changed || !valid}
          onClick={() => void onSave(entry, { name: name.trim(), sort: Number(sort) })}
          data-testid="casino-admin-save"
        >
          {t('casinoAdmin.save')}
        </button>
      </td>
    </tr>
  );
}
